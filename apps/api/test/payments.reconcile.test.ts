// @database: money booked in transactions under row locks, idempotency keys and unique constraints; run on PostgreSQL too (vitest.config.ts).
import { MESSAGES } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPaymentProviders } from '../src/adapters/payments';
import { emailOutbox } from '../src/db/schema';
import { sandboxIntents } from '../src/db/schema-payments';
import { reconcilePendingDonations } from '../src/modules/payments/reconcile';
import { useTestApp } from './helpers';
import { card, club, donationsOf, donor, ledgerOf, product, productTotals } from './payments.helpers';

/**
 * "Now" for the reconciliation in a test: a second ahead. A donation's created_at is the database's now() to the
 * microsecond, which can fall after a JavaScript Date made in the same millisecond, and `created_at < now` would
 * then leave a donation pending that the test just made.
 */
const soon = () => new Date(Date.now() + 1000);

const PROCESSING_CARD = '4000 0000 0000 9110';

const t = useTestApp();

const deps = () => ({
  db: t.db,
  config: t.config,
  mailer: t.app.mailer,
  providers: createPaymentProviders(t.config, t.db),
});

async function pendingPayment(amount = 20) {
  const person = await donor(t);
  const open = await product(t, (await club(t)).id, 'open', null);
  const pm = await card(t, person.token, PROCESSING_CARD);
  const response = await t.post(
    '/api/payments/pay',
    { productId: open.id, amount, paymentMethodId: pm },
    person.token,
  );
  return { person, open, response };
}

describe('a provider that decides late', () => {
  it('leaves the donation pending (202), books nothing, and the reconciliation settles it once', async () => {
    const { person, open, response } = await pendingPayment();
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({
      status: 'processing',
      message: MESSAGES.paymentProcessing,
      amount: 20,
    });
    const [pending] = await donationsOf(t, open.id);
    expect(pending?.status).toBe('pending');
    expect(await ledgerOf(t, pending!.id)).toEqual({});
    expect(await productTotals(t, open.id)).toEqual({ totalFundedRappen: 0, backers: 0 });

    // Still undecided: the job leaves it alone.
    expect(await reconcilePendingDonations(deps(), 0, soon())).toMatchObject({ pending: 1 });

    await t.db
      .update(sandboxIntents)
      .set({ status: 'succeeded' })
      .where(eq(sandboxIntents.id, response.body.paymentIntentId));
    expect(await reconcilePendingDonations(deps(), 0, soon())).toMatchObject({ settled: 1 });
    expect(await reconcilePendingDonations(deps(), 0, soon())).toEqual({ settled: 0, failed: 0, pending: 0 });
    const [settled] = await donationsOf(t, open.id);
    expect(settled).toMatchObject({ id: pending!.id, status: 'succeeded' });
    expect(await ledgerOf(t, settled!.id)).toEqual({
      donor_gross: 2000,
      platform_fee: -400,
      club_payable: -1600,
    });
    expect(await productTotals(t, open.id)).toEqual({ totalFundedRappen: 2000, backers: 1 });
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, person.email), eq(emailOutbox.template, 'donationReceipt')));
    expect(mails).toHaveLength(1);

    // The browser confirming afterwards finds the same donation.
    const again = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 20, paymentIntentId: response.body.paymentIntentId },
      person.token,
    );
    expect(again.body).toMatchObject({ status: 'succeeded', donationId: settled!.id });
    expect(await donationsOf(t, open.id)).toHaveLength(1);
  });

  it('marks the donation failed when the provider fails it', async () => {
    const { open, response } = await pendingPayment();
    await t.db
      .update(sandboxIntents)
      .set({ status: 'failed', lastError: MESSAGES.cardDeclined })
      .where(eq(sandboxIntents.id, response.body.paymentIntentId));
    expect(await reconcilePendingDonations(deps(), 0, soon())).toMatchObject({ failed: 1 });
    const [failed] = await donationsOf(t, open.id);
    expect(failed?.status).toBe('failed');
    expect(await ledgerOf(t, failed!.id)).toEqual({});
  });
});

const ANSWER_LOST_CARD = '4000 0000 0000 9128';
const UNREACHABLE_CARD = '4000 0000 0000 9136';

describe('a provider whose answer is lost (time-out after it charged)', () => {
  async function lostPayment(idempotencyKey?: string) {
    const person = await donor(t);
    const open = await product(t, (await club(t)).id, 'open', null);
    const pm = await card(t, person.token, ANSWER_LOST_CARD);
    const body = {
      productId: open.id,
      amount: 30,
      paymentMethodId: pm,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    };
    const response = await t.post('/api/payments/pay', body, person.token);
    return { person, open, body, response };
  }

  it('answers 202, keeps the donation pending without an intent id, and reconciliation books it once', async () => {
    const { open, response } = await lostPayment();
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({
      status: 'processing',
      message: MESSAGES.paymentProcessing,
      amount: 30,
    });
    expect(response.body.paymentIntentId).toMatch(/^attempt_/);
    const [pending] = await donationsOf(t, open.id);
    expect(pending).toMatchObject({ status: 'pending', providerReference: response.body.paymentIntentId });
    expect(await ledgerOf(t, pending!.id)).toEqual({});

    expect(await reconcilePendingDonations(deps(), 0, soon())).toMatchObject({ settled: 1 });
    expect(await reconcilePendingDonations(deps(), 0, soon())).toEqual({ settled: 0, failed: 0, pending: 0 });
    const [settled] = await donationsOf(t, open.id);
    expect(settled).toMatchObject({ id: pending!.id, status: 'succeeded' });
    expect(settled!.providerReference).toMatch(/^pi_/);
    expect(await ledgerOf(t, settled!.id)).toEqual({
      donor_gross: 3000,
      platform_fee: -600,
      club_payable: -2400,
    });
    expect(await productTotals(t, open.id)).toEqual({ totalFundedRappen: 3000, backers: 1 });
  });

  it('books once when the donor retries with the same idempotency key: the provider answers the same intent', async () => {
    const { person, open, body, response } = await lostPayment('retry-key-1');
    expect(response.status).toBe(202);
    // The retry reaches the provider with the same attempt id; the sandbox, like Stripe, answers the intent it made.
    const retry = await t.post('/api/payments/pay', body, person.token);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ status: 'succeeded', amount: 30 });
    const third = await t.post('/api/payments/pay', body, person.token);
    expect(third.body).toMatchObject({ status: 'succeeded', donationId: retry.body.donationId });
    const rows = await donationsOf(t, open.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: retry.body.donationId, status: 'succeeded' });
    expect(await reconcilePendingDonations(deps(), 0, soon())).toEqual({ settled: 0, failed: 0, pending: 0 });
    expect(await productTotals(t, open.id)).toEqual({ totalFundedRappen: 3000, backers: 1 });
    const charged = await t.db.select().from(sandboxIntents).where(eq(sandboxIntents.userId, person.id));
    expect(charged).toHaveLength(1);
  });

  it('fails the donation when the provider never made an intent for the attempt, after 15 minutes', async () => {
    const { open, response } = await lostPayment();
    // As if the request never reached the provider: no intent carries the attempt id.
    await t.db
      .delete(sandboxIntents)
      .where(eq(sandboxIntents.attemptId, response.body.paymentIntentId.slice(8)));
    expect(await reconcilePendingDonations(deps(), 0, soon())).toMatchObject({ pending: 1, failed: 0 });
    expect((await donationsOf(t, open.id))[0]?.status).toBe('pending');
    const later = new Date(Date.now() + 16 * 60_000);
    expect(await reconcilePendingDonations(deps(), 0, later)).toMatchObject({ failed: 1 });
    const [failed] = await donationsOf(t, open.id);
    expect(failed?.status).toBe('failed');
    expect(await ledgerOf(t, failed!.id)).toEqual({});
  });
});

describe('a provider that cannot be reached', () => {
  it('answers 503 with a clear message and books nothing', async () => {
    const person = await donor(t);
    const open = await product(t, (await club(t)).id, 'open', null);
    const pm = await card(t, person.token, UNREACHABLE_CARD);
    const response = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 30, paymentMethodId: pm },
      person.token,
    );
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({
      code: 'unavailable',
      message: MESSAGES.paymentProviderUnavailable,
    });
    expect(await donationsOf(t, open.id)).toEqual([]);
    expect(await productTotals(t, open.id)).toEqual({ totalFundedRappen: 0, backers: 0 });
  });
});
