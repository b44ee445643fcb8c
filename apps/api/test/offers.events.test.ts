// @database: the lists' SQL functions, triggers, indexes, text search and geography; run on PostgreSQL too (vitest.config.ts).
import { MESSAGES } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../src/db/schema-clubs';
import { clubWithAdmins, eventCount, setEventImage, useOfferCast } from './offers.helpers';

const { t, home, other, stranger, operator } = useOfferCast('fc-events');

const nextYear = new Date().getUTCFullYear() + 1;
const event = (clubId: string, overrides: Record<string, unknown> = {}) => ({
  clubId,
  title: 'Sommerfest',
  location: '8001 Zürich',
  latitude: 47.3769,
  longitude: 8.5417,
  fromDate: `${nextYear}-06-12 14:00:00`,
  toDate: `${nextYear}-06-12 22:30:00`,
  descriptionDe: 'Grillieren mit dem ganzen Verein.',
  ...overrides,
});

const publicEvents = async (clubId: string) => {
  const response = await t.post('/api/events/club', { clubId });
  expect(response.status).toBe(200);
  return response.body as unknown as { id: string; title: string; fromDate: string; tickets: unknown[] }[];
};

describe('POST /api/events', () => {
  it('creates a draft with one Silver ticket of 200 that becomes public with its image', async () => {
    const created = await t.post('/api/events', event(home.club.id), home.admin.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: MESSAGES.eventCreated,
      event: {
        id: created.body.id,
        title: 'Sommerfest',
        fromDate: `${nextYear}-06-12 14:00:00`,
        toDate: `${nextYear}-06-12 22:30:00`,
        tickets: [{ tier: 'Silver', amount: 200 }],
        ticketSends: false,
        status: 'draft',
        past: false,
        untranslatedLanguages: ['en', 'fr', 'it'],
      },
    });
    // Swiss summer time: 14:00 in Zürich is 12:00 UTC.
    const [row] = await t.db.select().from(events).where(eq(events.id, created.body.id));
    expect(row?.fromDate.toISOString()).toBe(`${nextYear}-06-12T12:00:00.000Z`);
    expect((await publicEvents(home.club.id)).map((e) => e.id)).not.toContain(created.body.id);

    await setEventImage(t, created.body.id);
    const listed = await publicEvents(home.club.id);
    expect(listed.find((e) => e.id === created.body.id)).toMatchObject({
      fromDate: `${nextYear}-06-12 14:00:00`,
      tickets: [{ tier: 'Silver', amount: 200 }],
    });
  });

  it('stores the tickets, coordinates and ticketSends', async () => {
    const tickets = [
      { tier: 'Gold', amount: 50 },
      { tier: 'Free', amount: 300 },
    ];
    const created = await t.post(
      '/api/events',
      event(home.club.id, { title: 'Saisonstart', tickets, ticketSends: true }),
      home.editor.token,
    );
    expect(created.status).toBe(201);
    expect(created.body.event).toMatchObject({
      tickets,
      ticketSends: true,
      latitude: 47.3769,
      longitude: 8.5417,
    });
  });

  it('refuses bad input with the spec message and creates nothing', async () => {
    const before = await eventCount(t, home.club.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ toDate: `${nextYear}-06-12 13:59:00` }, MESSAGES.eventEndBeforeStart],
      [{ title: 'Fest' }, 'Titel min.5 max.20 Buchstaben'],
      [{ title: 'x'.repeat(21) }, 'Titel min.5 max.20 Buchstaben'],
      [{ descriptionDe: 'kurz' }, 'Beschreibung min.5 '],
      [{ fromDate: '' }, 'Bitte setze ein Startdatum.'],
      [{ toDate: `${nextYear}-06-12T22:30` }, 'Bitte setze ein Enddatum.'],
      [{ location: '' }, 'Bitte erfasse einen Ort.'],
      [{ tickets: [{ tier: 'Bronze', amount: 10 }] }, MESSAGES.ticketTierInvalid],
    ];
    for (const [overrides, message] of cases) {
      const response = await t.post('/api/events', event(home.club.id, overrides), home.admin.token);
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body).toMatchObject({ code: 'validation', message });
    }
    expect(await eventCount(t, home.club.id)).toBe(before);
  });

  it('lets club admins, editors and the platform operator create; finance and strangers get 403', async () => {
    for (const who of [home.admin, home.editor, operator]) {
      expect(
        (await t.post('/api/events', event(home.club.id, { title: 'Rollentest' }), who.token)).status,
      ).toBe(201);
    }
    const before = await eventCount(t, home.club.id);
    for (const who of [home.finance, stranger, other.admin]) {
      const response = await t.post('/api/events', event(home.club.id, { title: 'Verboten' }), who.token);
      expect(response.status, who.email).toBe(403);
    }
    expect((await t.post('/api/events', event(home.club.id))).status).toBe(401);
    expect(await eventCount(t, home.club.id)).toBe(before);
  });
});

describe('PUT /api/events', () => {
  it('updates with the spec message; the stored club decides', async () => {
    const created = await t.post('/api/events', event(home.club.id, { title: 'Vorher' }), home.admin.token);
    const id = created.body.id as string;
    const updated = await t.put(
      '/api/events',
      { ...event(other.club.id), id, title: 'Nachher', toDate: `${nextYear}-06-13 01:00:00` },
      home.editor.token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      message: 'Event erfolgreich aktualisiert!',
      event: { id, clubId: home.club.id, title: 'Nachher', toDate: `${nextYear}-06-13 01:00:00` },
    });
    for (const who of [other.admin, home.finance, stranger]) {
      expect(
        (await t.put('/api/events', { ...event(home.club.id), id, title: 'Gekapert' }, who.token)).status,
      ).toBe(403);
    }
    expect((await t.put('/api/events', { ...event(home.club.id), id })).status).toBe(401);
    const bad = await t.put(
      '/api/events',
      { ...event(home.club.id), id, toDate: `${nextYear}-06-01 10:00:00` },
      home.admin.token,
    );
    expect(bad).toMatchObject({ status: 400, body: { message: MESSAGES.eventEndBeforeStart } });
    const [row] = await t.db.select().from(events).where(eq(events.id, id));
    expect(row?.title).toBe('Nachher');
    const missing = await t.put(
      '/api/events',
      { ...event(home.club.id), id: '00000000-0000-4000-8000-000000000000' },
      home.admin.token,
    );
    expect(missing.status).toBe(404);
  });
});

describe('POST /api/events/club-all', () => {
  it('lists every event of the club for its admins, drafts and past ones too', async () => {
    const { club, admin, editor, finance } = await clubWithAdmins(t, 'fc-events-list');
    await t.post('/api/events', event(club.id, { title: 'Entwurf' }), admin.token);
    const past = await t.post(
      '/api/events',
      event(club.id, { title: 'Vergangen', fromDate: '2020-05-01 10:00:00', toDate: '2020-05-01 12:00:00' }),
      admin.token,
    );
    await setEventImage(t, past.body.id);
    for (const who of [admin, editor, operator]) {
      const response = await t.post('/api/events/club-all', { clubId: club.id }, who.token);
      expect(response.status).toBe(200);
      expect(
        (response.body as unknown as { title: string; status: string; past: boolean }[]).map((e) => [
          e.title,
          e.status,
          e.past,
        ]),
      ).toEqual([
        ['Entwurf', 'draft', false],
        ['Vergangen', 'active', true],
      ]);
    }
    for (const who of [finance, stranger]) {
      expect((await t.post('/api/events/club-all', { clubId: club.id }, who.token)).status).toBe(403);
    }
    expect((await t.post('/api/events/club-all', { clubId: club.id })).status).toBe(401);
    expect((await publicEvents(club.id)).map((e) => e.title)).toEqual(['Vergangen']);
  });
});
