import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClub, createSportType } from '../src/seed/factories';
import { anyFieldValue, expectNoServerError, signUp, useTestApp } from './helpers';

/** Random JSON, and objects with the real field names and random values, sent to every discovery route. */
const FIELDS = [
  'pageId',
  'pageSize',
  'tag',
  'searchString',
  'latitude',
  'longitude',
  'radius',
  'shortName',
  'clubId',
  'id',
  'userId',
];
const fieldValue = anyFieldValue(
  200,
  fc.constantFrom(
    "' or 1=1 --",
    '%',
    '_',
    '\\',
    '<script>alert(1)</script>',
    'fc-blau',
    'NaN',
    'Infinity',
    '-0',
    '1e308',
    '\u0000',
    '💥'.repeat(30),
  ),
);
/** Valid bodies with extreme values (poles, antimeridian, large radius, last page), to exercise the SQL. */
const validBody = fc.record({
  latitude: fc.oneof(fc.double({ min: -90, max: 90, noNaN: true }), fc.constantFrom(-90, 90, 0)),
  longitude: fc.oneof(fc.double({ min: -180, max: 180, noNaN: true }), fc.constantFrom(-180, 180)),
  radius: fc.oneof(fc.double({ min: 1, max: 500, noNaN: true }), fc.constant(500)),
  pageId: fc.integer({ min: 0, max: 10_000 }),
  pageSize: fc.integer({ min: 1, max: 100 }),
  searchString: fc.string({ maxLength: 100 }),
  tag: fc.string({ minLength: 1, maxLength: 50 }),
});
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 7 }),
  validBody,
);

const ROUTES: ['POST' | 'DELETE', string][] = [
  ['POST', '/api/clubs/all'],
  ['POST', '/api/clubs/filter'],
  ['POST', '/api/clubs/searchbar'],
  ['POST', '/api/clubs/nearby'],
  ['POST', '/api/clubs/nearbyAll'],
  ['POST', '/api/types/all'],
  ['POST', '/api/clubs/details'],
  ['POST', '/api/products/filter'],
  ['POST', '/api/events/club'],
  ['POST', '/api/favourites/filter'],
  ['POST', '/api/favourites'],
  ['DELETE', '/api/favourites'],
];

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = (await signUp(t)).token;
  await createSportType(t.db, {
    tag: 'football',
    names: { de: 'Fussball', en: 'Football', fr: 'Football', it: 'Calcio' },
  });
  await createClub(t.db, {
    name: 'FC Blau Zürich',
    shortName: 'fc-blau',
    status: 'approved',
    email: 'club@example.ch',
    address1: 'Weg 1',
    postalCode: '8001',
    city: 'Zürich',
    latitude: 47.3769,
    longitude: 8.5417,
    contactNumber: '+41441234567',
    sportTags: ['football'],
  });
});

describe('generated input on every discovery route', () => {
  it.each(ROUTES)('%s %s never answers 5xx, and every error has the error shape', async (method, url) => {
    await expectNoServerError(t, { method, url, token }, body, 60);
  });

  it('GET routes never answer 5xx for generated query strings and paths', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), fc.string({ maxLength: 40 }), async (text, name) => {
        const q = encodeURIComponent(text);
        for (const url of [
          `/api/geo/localities?q=${q}`,
          `/api/clubs/${encodeURIComponent(name) || 'x'}/qr?theme=${q}&format=svg`,
          `/api/clubs/fc-blau/qr?format=${q}`,
        ]) {
          const response = await t.app.inject({ method: 'GET', url });
          expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
        }
      }),
      { numRuns: 60 },
    );
  });
});
