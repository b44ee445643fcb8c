import { MESSAGES } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProviders } from '../src/adapters/payments';
import { emailOutbox, sandboxIntents } from '../src/db/schema';
import { reconcilePendingDonations } from '../src/modules/payments/service';
import { startTestApp, type TestApp } from './helpers';
import { card, club, donationsOf, donor, ledgerOf, product, productTotals } from './payments.helpers';

const PROCESSING_CARD = '4000 0000 0000 9110';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

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
    expect(await reconcilePendingDonations(deps(), 0)).toMatchObject({ pending: 1 });

    await t.db
      .update(sandboxIntents)
      .set({ status: 'succeeded' })
      .where(eq(sandboxIntents.id, response.body.paymentIntentId));
    expect(await reconcilePendingDonations(deps(), 0)).toMatchObject({ settled: 1 });
    expect(await reconcilePendingDonations(deps(), 0)).toEqual({ settled: 0, failed: 0, pending: 0 });
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
    expect(await reconcilePendingDonations(deps(), 0)).toMatchObject({ failed: 1 });
    const [failed] = await donationsOf(t, open.id);
    expect(failed?.status).toBe('failed');
    expect(await ledgerOf(t, failed!.id)).toEqual({});
  });
});
