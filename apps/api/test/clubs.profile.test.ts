// @database: the lists' SQL functions, triggers, indexes, text search and geography; run on PostgreSQL too (vitest.config.ts).
import { MESSAGES, PublicEvent, PublicProduct } from '@tifo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { events, products } from '../src/db/schema-clubs';
import { renderClubQr } from '../src/modules/clubs/qr';
import { createClub } from '../src/seed/factories';
import { errorAnswer, useTestApp } from './helpers';

const t = useTestApp();
let clubId: string;
let pendingClubId: string;
const ids: Record<string, string> = {};

const base = {
  email: 'club@example.ch',
  address1: 'Seestrasse 5',
  contactNumber: '+41441234567',
  postalCode: '8001',
  city: 'Zürich',
};
const day = 24 * 60 * 60 * 1000;
const description = (word: string) => ({
  descriptionDe: `${word} (de)`,
  descriptionEn: `${word} (en)`,
  descriptionFr: `${word} (fr)`,
  descriptionIt: `${word} (it)`,
});

beforeAll(async () => {
  const { club } = await createClub(t.db, {
    ...base,
    name: 'FC Blau Zürich',
    shortName: 'fc-blau',
    status: 'verified',
  });
  const { club: pending } = await createClub(t.db, { ...base, name: 'Pending FC', shortName: 'pending-fc' });
  clubId = club.id;
  pendingClubId = pending.id;
  const now = Date.now();
  const rows = await t.db
    .insert(products)
    .values([
      {
        clubId,
        title: 'Trikot',
        ...description('Shirt'),
        priceRappen: 2550,
        productType: 'fixed',
        deliveryAvailable: true,
        expiryDate: new Date(now + 365 * day),
        createdAt: new Date(now - 3 * day),
      },
      {
        clubId,
        title: 'Neue Flutlichter',
        ...description('Lights'),
        priceRappen: null,
        productType: 'crowd',
        crowdFunding: true,
        targetAmountRappen: 1_000_000,
        campaignEndDate: new Date('2030-06-30T22:00:00Z'),
        createdAt: new Date(now - 2 * day),
      },
      {
        clubId,
        title: 'Monatsbeitrag',
        ...description('Monthly'),
        priceRappen: 1000,
        productType: 'subscription',
        recurringProduct: true,
        recurringPeriod: 'month',
        createdAt: new Date(now - 1 * day),
      },
      { clubId, title: 'Alt', priceRappen: 500, productType: 'fixed', status: 'inactive' },
      {
        clubId,
        title: 'Abgelaufen',
        priceRappen: 500,
        productType: 'fixed',
        expiryDate: new Date(now - day),
      },
      { clubId: pendingClubId, title: 'Versteckt', priceRappen: 500, productType: 'fixed' },
    ])
    .returning({ id: products.id, title: products.title });
  for (const row of rows) ids[row.title] = row.id;

  const event = (title: string, from: Date, to: Date) => ({
    clubId,
    title,
    ...description(title),
    location: 'Letzigrund',
    latitude: 47.3829,
    longitude: 8.5036,
    fromDate: from,
    toDate: to,
    tickets: [{ tier: 'Silver' as const, amount: 200 }],
  });
  await t.db
    .insert(events)
    .values([
      event('Saisonstart', new Date(now + 10 * day), new Date(now + 10 * day + 7200_000)),
      event('Derby', new Date(now + 2 * day), new Date(now + 2 * day + 7200_000)),
      event('Turnier', new Date(now - day), new Date(now + day)),
      event('Cupfinal', new Date(now - 30 * day), new Date(now - 30 * day + 7200_000)),
      event('Sommerfest', new Date('2020-07-01T16:00:00Z'), new Date('2020-07-01T20:30:00Z')),
      { ...event('Versteckt', new Date(now + day), new Date(now + 2 * day)), clubId: pendingClubId },
    ]);
});

function postWithLanguage(url: string, body: unknown, language?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: language ? { 'accept-language': language } : {},
  });
}

describe('POST /api/products/filter', () => {
  it("lists a public club's active, unexpired products in creation order, amounts in CHF", async () => {
    const response = await postWithLanguage('/api/products/filter', { clubId });
    expect(response.statusCode).toBe(200);
    const list = z.array(PublicProduct).parse(response.json());
    expect(list.map((product) => product.title)).toEqual(['Trikot', 'Neue Flutlichter', 'Monatsbeitrag']);
    expect(list[0]).toMatchObject({
      clubId,
      clubName: 'FC Blau Zürich',
      shortName: 'fc-blau',
      description: 'Shirt (de)',
      price: 25.5,
      productType: 'fixed',
      deliveryAvailable: true,
      recurringProduct: false,
      recurringPeriod: null,
      totalFunded: 0,
      backers: 0,
      targetAmount: null,
    });
    expect(list[1]).toMatchObject({
      price: null,
      crowdFunding: true,
      targetAmount: 10000,
      campaignEndDate: '2030-06-30T22:00:00.000Z',
      expiryDate: null,
    });
    expect(list[2]).toMatchObject({ price: 10, recurringProduct: true, recurringPeriod: 'month' });
  });

  it.each([
    ['fr-CH,fr;q=0.9,en;q=0.8', 'Shirt (fr)'],
    ['en-GB', 'Shirt (en)'],
    ['it', 'Shirt (it)'],
    ['es, en;q=0.5', 'Shirt (en)'],
    ['ja', 'Shirt (de)'],
    [undefined, 'Shirt (de)'],
  ])('takes the description language from Accept-Language %s', async (language, expected) => {
    const response = await postWithLanguage('/api/products/filter', { clubId }, language);
    expect(z.array(PublicProduct).parse(response.json())[0]!.description).toBe(expected);
  });

  it('answers one product by id', async () => {
    const response = await postWithLanguage('/api/products/filter', { id: ids.Monatsbeitrag }, 'fr');
    expect(response.statusCode).toBe(200);
    expect(PublicProduct.parse(response.json())).toMatchObject({
      id: ids.Monatsbeitrag,
      title: 'Monatsbeitrag',
      description: 'Monthly (fr)',
      clubName: 'FC Blau Zürich',
    });
  });

  it('answers 404 for an inactive or expired product, a product of a club that is not public, or an unknown id', async () => {
    for (const id of [ids.Alt, ids.Abgelaufen, ids.Versteckt, '00000000-0000-4000-8000-000000000000']) {
      const response = await postWithLanguage('/api/products/filter', { id });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it("answers 404 'User not found' for the products of a club that is not public", async () => {
    const response = await postWithLanguage('/api/products/filter', { clubId: pendingClubId });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.clubNotFound);
  });

  it('refuses a body without a valid id', async () => {
    for (const body of [{}, { clubId: 'abc' }, { id: 5 }]) {
      expect((await postWithLanguage('/api/products/filter', body)).statusCode).toBe(400);
    }
  });
});

describe('POST /api/events/club', () => {
  it('lists upcoming events by start, then past ones (latest first), in Swiss local time', async () => {
    const response = await postWithLanguage('/api/events/club', { clubId }, 'it');
    expect(response.statusCode).toBe(200);
    const list = z.array(PublicEvent).parse(response.json());
    expect(list.map((event) => event.title)).toEqual([
      'Turnier',
      'Derby',
      'Saisonstart',
      'Cupfinal',
      'Sommerfest',
    ]);
    expect(list.at(-1)).toMatchObject({
      clubId,
      description: 'Sommerfest (it)',
      location: 'Letzigrund',
      latitude: 47.3829,
      longitude: 8.5036,
      fromDate: '2020-07-01 18:00:00',
      toDate: '2020-07-01 22:30:00',
      image: null,
      tickets: [{ tier: 'Silver', amount: 200 }],
    });
    for (const event of list) expect(event.fromDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('shows at most 20 events', async () => {
    const now = Date.now();
    await t.db.insert(events).values(
      Array.from({ length: 25 }, (_, index) => ({
        clubId,
        title: `Training ${index}`,
        location: 'Halle',
        fromDate: new Date(now + (20 + index) * day),
        toDate: new Date(now + (20 + index) * day + 3600_000),
      })),
    );
    const list = z.array(PublicEvent).parse((await postWithLanguage('/api/events/club', { clubId })).json());
    expect(list).toHaveLength(20);
    expect(list[0]!.title).toBe('Turnier');
  });

  it("answers 404 'User not found' for a club that is not public or unknown", async () => {
    for (const id of [pendingClubId, '00000000-0000-4000-8000-000000000000']) {
      const response = await postWithLanguage('/api/events/club', { clubId: id });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.clubNotFound);
    }
  });
});

describe('GET /api/clubs/:shortName/qr', () => {
  const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  it('draws a 512 px PNG for download by default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/clubs/fc-blau/qr' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tifo-fc-blau-qr.png"');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(response.rawPayload.readUInt32BE(16)).toBe(512); // IHDR width
  });

  it('draws an SVG in the dark theme (white modules on #14213D)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/clubs/fc-blau/qr?theme=dark&format=svg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tifo-fc-blau-qr.svg"');
    expect(response.body).toContain('<svg');
    expect(response.body.toLowerCase()).toContain('#14213d');
    expect(response.body.toLowerCase()).toContain('#ffffff');
    // The same modules as a QR code of the club's public URL: it encodes `${publicUrl}/${shortName}`.
    expect(response.body).toBe(await renderClubQr('http://tifo.test/fc-blau', 'dark', 'svg').then(String));
  });

  it('answers 404 JSON for an unknown or non-public club', async () => {
    for (const name of ['no-such-club', 'pending-fc', '%3Cscript%3E']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/clubs/${name}/qr` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorAnswer('not_found', 'clubNotFound'));
    }
  });

  it('answers 400 for a bad theme or format', async () => {
    for (const query of ['theme=blue', 'format=gif', 'format=png&format=svg']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/clubs/fc-blau/qr?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation' });
    }
  });
});
