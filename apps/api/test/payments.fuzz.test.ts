import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../src/db/schema-payments';
import { anyFieldValue, expectNoServerError, useTestApp } from './helpers';
import { CARDS, card, club, donor, product } from './payments.helpers';

/** Random JSON and objects with the real field names, sent to every payment route: never a 5xx. */
const FIELDS = [
  'productId',
  'amount',
  'quantity',
  'userId',
  'clubId',
  'paymentMethodId',
  'payment_method',
  'paymentIntentId',
  'deliveryInfo',
  'idempotencyKey',
  'datatransTrxId',
  'transactionId',
  'setupIntentId',
  'number',
  'expMonth',
  'expYear',
  'cvc',
  'name',
];
const ids = { product: '', crowd: '', method: '', secureMethod: '' };
const fieldValue = anyFieldValue(
  200,
  fc.constant(null).map(() => ids.product),
  fc.constant(null).map(() => ids.crowd),
  fc.constant(null).map(() => ids.method),
  fc.constant(null).map(() => ids.secureMethod),
  fc.constantFrom(
    '4.99',
    '5',
    '1e3',
    '99999999999',
    '-10',
    '5.001',
    "' or 1=1 --",
    'pi_AAAAAAAAAAAAAAAA',
    'pm_AAAAAAAAAAAAAAAA',
    '123456789012345678',
    CARDS.succeeds,
    CARDS.declined,
    {
      fullName: 'A',
      address1: 'B',
      city: 'C',
      postalCode: '8000',
      country: 'CH',
      phoneNumber: '079 123 4567',
    },
  ),
);
const validPay = fc.record({
  productId: fc.constant(null).map(() => ids.crowd),
  amount: fc.oneof(
    fc.integer({ min: 0, max: 200_000 }).map((r) => r / 100),
    fc.string({ maxLength: 12 }),
  ),
  paymentMethodId: fc.constant(null).map(() => ids.method),
});
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 10 }),
  validPay,
);

const ROUTES = [
  '/api/payments/pay',
  '/api/payments/initialize-twint',
  '/api/payments/pay-twint',
  '/api/payments/payment-method',
  '/api/payments/sandbox/payment-methods',
  '/api/donations',
];

const t = useTestApp();
let token = '';
beforeAll(async () => {
  const person = await donor(t);
  token = person.token;
  const org = await club(t);
  ids.product = (await product(t, org.id, 'open', null)).id;
  ids.crowd = (await product(t, org.id, 'crowd', 10_000, { targetAmountRappen: 10_000 })).id;
  ids.method = await card(t, token);
  ids.secureMethod = await card(t, token, CARDS.threeDSecure);
});

describe('payment routes never answer 5xx', () => {
  it.each(ROUTES)('%s', async (url) => {
    await expectNoServerError(t, { method: 'POST', url, token }, body, 60);
  });

  it('never takes the crowdfunding product past its target', async () => {
    const booked = await t.db.select().from(donations).where(eq(donations.productId, ids.crowd));
    expect(booked.reduce((sum, row) => sum + row.amountRappen, 0)).toBeLessThanOrEqual(10_000);
  });
});
