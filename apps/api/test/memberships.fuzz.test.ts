import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { membershipInvoices, membershipPayments } from '../src/db/schema-memberships';
import { anyFieldValue, expectNoServerError, useTestApp } from './helpers';
import { membershipClub } from './memberships.helpers';
import { donor } from './payments.helpers';

/** Random JSON and objects with the real field names, sent to every membership route: never a 5xx. */
const FIELDS = [
  'firstName',
  'lastName',
  'userEmail',
  'clubId',
  'productId',
  'userId',
  'invoiceId',
  'initialAmount',
  'startingDate',
  'status',
  'amount',
  'date',
  'pageId',
  'pageSize',
  'search',
  'language',
];
const ids = { club: '', product: '', user: '', invoice: '' };
const fieldValue = anyFieldValue(
  80,
  fc.constant(null).map(() => ids.club),
  fc.constant(null).map(() => ids.product),
  fc.constant(null).map(() => ids.user),
  fc.constant(null).map(() => ids.invoice),
  fc.constantFrom(
    '4.99',
    '5',
    'abc',
    '1e3',
    '-10',
    'yesterday-ish',
    '2026-02-30',
    '31.12.2026',
    '9999-99-99',
    'active',
    'inactive',
    'cancelled',
    'paused',
    "' or 1=1 --",
    '%_\\',
    'lea@example.ch',
  ),
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 10 }),
);

const ROUTES = [
  '/api/memberships',
  '/api/memberships/get-members',
  '/api/memberships/update-status',
  '/api/memberships/external-payment',
  '/api/memberships/payment-details',
  '/api/memberships/member-details',
  '/api/memberships/export',
];

const t = useTestApp();
let token = '';
beforeAll(async () => {
  const club = await membershipClub(t);
  token = club.admin.token;
  const person = await donor(t, 'fuzzed');
  const added = await t.post(
    '/api/memberships',
    {
      clubId: club.club.id,
      productId: club.product.id,
      firstName: 'F',
      lastName: 'Z',
      userEmail: person.email,
      initialAmount: 10,
      startingDate: new Date().toISOString().slice(0, 10),
    },
    token,
  );
  Object.assign(ids, {
    club: club.club.id,
    product: club.product.id,
    user: person.id,
    invoice: added.body.membership.invoices[0].id,
  });
});

describe('membership routes never answer 5xx', () => {
  it.each(ROUTES)('%s', async (url) => {
    await expectNoServerError(t, { method: 'POST', url, token }, body, 60);
  });

  it('never records more than one payment for an invoice', async () => {
    const invoices = await t.db.select().from(membershipInvoices);
    const payments = await t.db.select().from(membershipPayments);
    expect(payments.length).toBeLessThanOrEqual(invoices.length);
    expect(new Set(payments.map((p) => p.invoiceId)).size).toBe(payments.length);
  });
});
