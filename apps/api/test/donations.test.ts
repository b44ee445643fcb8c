// @database: money booked in transactions under row locks, idempotency keys and unique constraints; run on PostgreSQL too (vitest.config.ts).
import { MESSAGES } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxPaymentMethods } from '../src/db/schema-payments';
import { useTestApp } from './helpers';
import { CARDS, card, club, donationsOf, donor, ledgerOf, product } from './payments.helpers';

const t = useTestApp();

describe('saving a card (POST /api/payments/payment-method)', () => {
  it('saves a card at once, and a 3-D Secure card after its challenge', async () => {
    const person = await donor(t);
    const plain = await card(t, person.token);
    const saved = await t.post('/api/payments/payment-method', { paymentMethodId: plain }, person.token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ status: 'succeeded', paymentMethodId: plain });
    expect(saved.body.setupIntentId).toMatch(/^seti_/);

    const secure = await card(t, person.token, CARDS.threeDSecure);
    const first = await t.post('/api/payments/payment-method', { paymentMethodId: secure }, person.token);
    expect(first.body.status).toBe('requires_action');
    expect(first.body.nextActionUrl).toContain(`/api/payments/sandbox/3ds/${first.body.setupIntentId}`);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/3ds/${first.body.setupIntentId}/approve`,
    });
    expect(approve.headers.location).toContain(`setup_intent=${first.body.setupIntentId}`);
    const done = await t.post(
      '/api/payments/payment-method',
      { setupIntentId: first.body.setupIntentId },
      person.token,
    );
    expect(done.body.status).toBe('succeeded');
    const [row] = await t.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, secure));
    expect(row?.savedAt).toBeInstanceOf(Date);
  });

  it("refuses a declined card and another user's setup intent", async () => {
    const person = await donor(t);
    const declined = await card(t, person.token, CARDS.declined);
    const response = await t.post(
      '/api/payments/payment-method',
      { paymentMethodId: declined },
      person.token,
    );
    expect(response.status).toBe(402);
    expect(response.body.message).toBe(MESSAGES.cardDeclined);
    const secure = await card(t, person.token, CARDS.threeDSecure);
    const first = await t.post('/api/payments/payment-method', { paymentMethodId: secure }, person.token);
    const other = await donor(t);
    const stolen = await t.post(
      '/api/payments/payment-method',
      { setupIntentId: first.body.setupIntentId },
      other.token,
    );
    expect(stolen.status).toBe(404);
    expect((await t.post('/api/payments/payment-method', {}, person.token)).status).toBe(400);
  });
});

describe('POST /api/donations', () => {
  it('donates with the saved card under the pay rules', async () => {
    const person = await donor(t);
    const open = await product(t, (await club(t)).id, 'open', null);
    const noCard = await t.post('/api/donations', { productId: open.id, amount: 10 }, person.token);
    expect(noCard.status).toBe(400);
    expect(noCard.body.message).toBe(MESSAGES.paymentMethodRequired);
    await t.post(
      '/api/payments/payment-method',
      { paymentMethodId: await card(t, person.token) },
      person.token,
    );
    const low = await t.post('/api/donations', { productId: open.id, amount: '4.99' }, person.token);
    expect(low.body.message).toBe(MESSAGES.paymentAmountRequired);
    const missing = await t.post('/api/donations', { productId: open.id }, person.token);
    expect(missing.body.message).toBe(MESSAGES.donationAmountRequired);
    const response = await t.post('/api/donations', { productId: open.id, amount: 50 }, person.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      status: 'succeeded',
      amount: 50,
      message: MESSAGES.donatedSuccessfully,
    });
    const [donation] = await donationsOf(t, open.id);
    expect(await ledgerOf(t, donation!.id)).toEqual({
      donor_gross: 5000,
      platform_fee: -1000,
      club_payable: -4000,
    });
  });
});
