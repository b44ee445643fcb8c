// @database: the lists' SQL functions, triggers, indexes, text search and geography; run on PostgreSQL too (vitest.config.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publicDataListeners } from '../src/modules/clubs/queries';
import { startTestApp, type TestApp } from './helpers';
import { clubWithAdmins, daysFromNow, userWithToken } from './offers.helpers';

let t: TestApp;
let home: Awaited<ReturnType<typeof clubWithAdmins>>;
let stranger: { email: string; token: string };
/** How often the public caches (directory answers, server-rendered pages) were cleared. */
let cleared = 0;
const countClearing = () => {
  cleared += 1;
};

beforeAll(async () => {
  t = await startTestApp();
  home = await clubWithAdmins(t, 'fc-offers-cache');
  stranger = await userWithToken(t, 'cache-stranger');
  publicDataListeners.add(countClearing);
});
afterAll(async () => {
  publicDataListeners.delete(countClearing);
  await t.close();
});
afterEach(() => {
  cleared = 0;
});

const product = (overrides: Record<string, unknown> = {}) => ({
  clubId: home.club.id,
  title: 'Matchball',
  productType: 'fixed',
  price: 80,
  expiryDate: daysFromNow(365),
  descriptionDe: 'Der Ball des Spiels, signiert.',
  ...overrides,
});
const nextYear = new Date().getUTCFullYear() + 1;
const event = (overrides: Record<string, unknown> = {}) => ({
  clubId: home.club.id,
  title: 'Sommerfest',
  location: '8001 Zürich',
  fromDate: `${nextYear}-06-12 14:00:00`,
  toDate: `${nextYear}-06-12 22:30:00`,
  descriptionDe: 'Grillieren mit dem ganzen Verein.',
  ...overrides,
});

describe('public caches after product and event writes', () => {
  it('are cleared once by each created, changed or deactivated product', async () => {
    const created = await t.post('/api/products', product(), home.admin.token);
    expect(created.status).toBe(201);
    expect(cleared).toBe(1);
    const changed = await t.put(
      '/api/products',
      { ...product({ title: 'Matchball 2' }), id: created.body.id },
      home.admin.token,
    );
    expect(changed.status).toBe(200);
    expect(cleared).toBe(2);
    const deactivated = await t.put('/api/products/status', { id: created.body.id }, home.admin.token);
    expect(deactivated.status).toBe(200);
    expect(cleared).toBe(3);
  });

  it('are cleared once by each created or changed event', async () => {
    const created = await t.post('/api/events', event(), home.editor.token);
    expect(created.status).toBe(201);
    expect(cleared).toBe(1);
    const changed = await t.put(
      '/api/events',
      { ...event({ title: 'Herbstfest' }), id: created.body.id },
      home.editor.token,
    );
    expect(changed.status).toBe(200);
    expect(cleared).toBe(2);
  });

  it('stay when nothing was written: refused input or rights, lists and translations', async () => {
    expect((await t.post('/api/products', product({ price: 4 }), home.admin.token)).status).toBe(400);
    expect((await t.post('/api/products', product(), stranger.token)).status).toBe(403);
    expect((await t.post('/api/events', event({ title: 'Fest' }), home.admin.token)).status).toBe(400);
    expect((await t.post('/api/products/club', { clubId: home.club.id }, home.admin.token)).status).toBe(200);
    expect((await t.post('/api/events/club-all', { clubId: home.club.id }, home.admin.token)).status).toBe(
      200,
    );
    const translated = await t.post(
      '/api/translate',
      { text: 'Hallo', targetLangs: ['fr'] },
      home.admin.token,
    );
    expect(translated.status).toBe(200);
    expect(cleared).toBe(0);
  });
});
