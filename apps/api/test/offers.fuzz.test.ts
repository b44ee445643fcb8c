import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { anyFieldValue, expectNoServerError, useTestApp } from './helpers';
import { clubWithAdmins } from './offers.helpers';

/** Random JSON and objects with the real field names, sent to every offers route: never a 5xx. */
const FIELDS = [
  'clubId',
  'id',
  'title',
  'price',
  'freeSponsor',
  'expiryDate',
  'productType',
  'recurringPeriod',
  'startingDate',
  'retryingInterval',
  'targetAmount',
  'deliveryAvailable',
  'description',
  'descriptionDe',
  'sourceLanguage',
  'untranslatedLanguages',
  'location',
  'latitude',
  'longitude',
  'fromDate',
  'toDate',
  'tickets',
  'text',
  'sourceLang',
  'targetLangs',
];
let clubId = '';
const fieldValue = anyFieldValue(
  300,
  fc.constant(() => clubId).map((get) => get()),
  fc.constantFrom(
    'fixed',
    'crowd',
    'membership',
    'week',
    'six_months',
    '2027-02-29',
    '2030-12-31',
    '2030-03-31 02:30:00',
    '9999-12-31 23:59:59',
    '0000-01-01',
    '4.99',
    '1e3',
    '99999999999',
    "' or 1=1 --",
    '💥'.repeat(130),
    ['de', 'en', 'xx'],
    [{ tier: 'Gold', amount: 1e9 }],
  ),
);
/** Bodies that pass the contract with extreme values, to exercise the database path. */
const day = fc
  .date({ min: new Date('2027-01-01'), max: new Date('9999-12-30'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const validProduct = fc.record({
  clubId: fc.constant(null).map(() => clubId),
  title: fc.string({ minLength: 1, maxLength: 25 }).filter((title) => title.trim().length > 0),
  productType: fc.constantFrom('fixed', 'open', 'subscription', 'crowd', 'membership'),
  price: fc.oneof(
    // Whole francs (PRODUCT.md §validation).
    fc.integer({ min: 5, max: 1_000_000 }),
    fc.constant(null),
  ),
  freeSponsor: fc.boolean(),
  expiryDate: day,
  startingDate: fc.option(day),
  targetAmount: fc.option(fc.integer({ min: 5, max: 1_000_000 })),
  descriptionDe: fc.string({ minLength: 1, maxLength: 240 }).filter((text) => text.trim().length > 0),
  descriptionFr: fc.string({ maxLength: 240 }),
});
const validEvent = fc.record({
  clubId: fc.constant(null).map(() => clubId),
  title: fc.string({ minLength: 5, maxLength: 20 }).filter((title) => title.trim().length >= 5),
  location: fc.string({ minLength: 1, maxLength: 100 }).filter((text) => text.trim().length > 0),
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  fromDate: day.map((date) => `${date} 00:00:00`),
  toDate: fc.constant('9999-12-31 23:59:59'),
  descriptionDe: fc.string({ minLength: 5, maxLength: 240 }).filter((text) => text.trim().length >= 5),
  tickets: fc.constant([{ tier: 'Platinum', amount: 100_000 }]),
});
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 12 }),
  validProduct,
  validEvent,
);

const ROUTES: ['POST' | 'PUT', string][] = [
  ['POST', '/api/products'],
  ['PUT', '/api/products'],
  ['PUT', '/api/products/status'],
  ['POST', '/api/products/club'],
  ['POST', '/api/products/membership-products'],
  ['POST', '/api/events'],
  ['PUT', '/api/events'],
  ['POST', '/api/events/club-all'],
  ['POST', '/api/translate'],
];

const t = useTestApp();
let token = '';
beforeAll(async () => {
  const home = await clubWithAdmins(t, 'fc-offers-fuzz');
  clubId = home.club.id;
  token = home.admin.token;
});

describe('generated input on the offers routes', () => {
  for (const [method, url] of ROUTES) {
    it(`${method} ${url} never answers 5xx`, async () => {
      await expectNoServerError(t, { method, url, token }, body, 40);
    });
  }
});
