// @database: money booked in transactions under row locks, idempotency keys and unique constraints; run on PostgreSQL too (vitest.config.ts).
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerEvents } from '../src/db/schema-payments';
import { startTestApp, type TestApp } from './helpers';
import { donor } from './payments.helpers';

const SECRET = 'whsec_test_secret_for_the_tests';

/** The Stripe adapter's webhook: the signature is checked on the raw body with the SDK, events count once. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_not_used_offline',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_not_used_offline',
      STRIPE_WEBHOOK_SECRET: SECRET,
    },
  });
});
afterAll(async () => {
  await t.close();
});

const stripe = new Stripe('sk_test_not_used_offline');

function send(payload: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe('Stripe webhook', () => {
  // An event that needs no call back to Stripe (offline test): it is verified and recorded, nothing booked.
  const payload = JSON.stringify({
    id: 'evt_test_1',
    object: 'event',
    type: 'customer.created',
    data: { object: {} },
  });

  it('accepts a correctly signed event once and ignores its replay', async () => {
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect((await send(payload, signature)).statusCode).toBe(200);
    expect((await send(payload, signature)).statusCode).toBe(200);
    expect(await t.db.select().from(providerEvents)).toHaveLength(1);
  });

  it('refuses a forged signature, another secret and a changed body', async () => {
    expect((await send(payload, 't=1,v1=forged')).statusCode).toBe(400);
    const other = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect((await send(payload, other)).statusCode).toBe(400);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect((await send(payload.replace('evt_test_1', 'evt_test_2'), signature)).statusCode).toBe(400);
  });

  it('hides the sandbox card field when Stripe is the card provider', async () => {
    const person = await donor(t);
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: 'A' };
    const response = await t.post('/api/payments/sandbox/payment-methods', card, person.token);
    expect(response.status).toBe(404);
  });
});
