// @database: money booked in transactions under row locks, idempotency keys and unique constraints; run on PostgreSQL too (vitest.config.ts).
import { MESSAGES } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { donations, sandboxIntents, twintPayments } from '../src/db/schema-payments';
import { swissIsoDay } from '../src/platform/swiss-dates';
import { donorWithCard, payoutClub } from './dashboard.helpers';
import { latestMail, mailAttachment, useTestApp } from './helpers';
import { card, donor, ledgerOf, ledgerSum, product, productTotals } from './payments.helpers';
import {
  advance,
  chargesOf,
  endSubscriptionsAfterEach,
  payThroughChallenge,
  subscriptionProduct,
  subscriptionRow,
} from './subscriptions.helpers';
import { pdfText } from './support/pdf';

/**
 * Issue 48, "the donor covers the fee": an opt-in at checkout adds the platform fee so that the club receives
 * exactly the chosen amount (contract grossForNet). The covered fee is part of the gift everywhere: the ledger
 * books the whole amount, the receipt names it, the dashboard sums it, the CSV carries it, subscriptions cover
 * it on every renewal. Before this work the payment refused the field (400: unknown key).
 */

const t = useTestApp();
endSubscriptionsAfterEach(t);

describe('the donor covers the fee', () => {
  it('books the grossed-up gift: the club receives the chosen amount; receipt, dashboard and CSV show the covered fee', {
    timeout: 60_000,
  }, async () => {
    const { club, product: open, finance } = await payoutClub(t);
    const fan = await donorWithCard(t, 'cover');
    expect((await t.get('/api/donations/giver', fan.token)).body.coversFee).toBe(false);

    const paid = await t.post(
      '/api/donations',
      { productId: open.id, amount: 50, coverFee: true },
      fan.token,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // CHF 50 chosen: CHF 62.50 paid, 20 % of it (CHF 12.50) is the fee, CHF 50.00 reaches the club.
    expect(paid.body.amount).toBe(62.5);
    const [row] = await t.db.select().from(donations).where(eq(donations.id, paid.body.donationId));
    expect(row).toMatchObject({
      amountRappen: 6250,
      feeRappen: 1250,
      netRappen: 5000,
      coveredFeeRappen: 1250,
    });
    expect(await ledgerOf(t, row!.id)).toEqual({
      donor_gross: 6250,
      platform_fee: -1250,
      club_payable: -5000,
    });
    expect(await ledgerSum(t)).toBe(0);
    expect((await productTotals(t, open.id)).totalFundedRappen).toBe(6250);

    // The choice is kept for the next checkout.
    expect((await t.get('/api/donations/giver', fan.token)).body.coversFee).toBe(true);

    // The receipt: the whole amount is the gift, the covered part named.
    await t.app.mailer.deliverPending();
    const mail = await latestMail(t, fan.email, 'donationReceipt');
    expect(mail!.text).toContain(
      `Du hast CHF 12.50 hinzugefügt, damit ${club.name} die Plattformgebühr nicht trägt: Die ganze Zahlung ist Deine Spende.`,
    );
    const receipt = (await pdfText(await mailAttachment(t, mail!))).replace(/\s+/g, ' ');
    expect(receipt).toContain('CHF 62.50');
    expect(receipt).toContain(
      '(darin CHF 12.50, mit denen Du die Plattformgebühr übernommen hast; an die Organisation CHF 50.00)',
    );

    // A gift without the choice covers nothing (and the account is back to not covering).
    const plain = await t.post(
      '/api/donations',
      { productId: open.id, amount: 20, coverFee: false },
      fan.token,
    );
    expect(plain.body.amount).toBe(20);
    expect((await t.get('/api/donations/giver', fan.token)).body.coversFee).toBe(false);

    // The dashboard: the fees donors covered in the period, and the CSV column.
    const figures = await t.post(
      '/api/donations/performance',
      { clubId: club.id, period: 'month' },
      finance.token,
    );
    expect(figures.body).toMatchObject({
      totalGross: 82.5,
      totalFee: 16.5,
      totalAmount: 66,
      totalCoveredFee: 12.5,
    });
    const today = swissIsoDay(new Date((await t.get('/dev/clock')).body.now));
    const csv = (
      await t.post('/api/donations/export', { clubId: club.id, from: today, to: today }, finance.token)
    ).body.csv as string;
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toContain('"Netto (CHF)";"Gebühr übernommen (CHF)";"Quelle";"Auszahlung"');
    expect(lines[1]).toContain('"62.50";"12.50";"50.00";"12.50";"";"offen"');
    expect(lines[2]).toContain('"20.00";"4.00";"16.00";"0.00";"";"offen"');
  });

  it('keeps a crowdfunding rest: a donor who covers the fee may choose at most its club share', async () => {
    const org = (await payoutClub(t)).club;
    const crowd = await product(t, org.id, 'crowd', null, { targetAmountRappen: 10_000 });
    const fan = await donor(t, 'crowd');
    const pm = await card(t, fan.token);
    const pay = (amount: number) =>
      t.post(
        '/api/payments/pay',
        { productId: crowd.id, amount, paymentMethodId: pm, coverFee: true },
        fan.token,
      );
    // CHF 100 left: CHF 90 would charge CHF 112.50. At most CHF 80 (charged CHF 100.00).
    const over = await pay(90);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(MESSAGES.maxDonationAmount.replace('{amount}', '80.00'));
    const exact = await pay(80);
    expect(exact.status, JSON.stringify(exact.body)).toBe(200);
    expect(exact.body.amount).toBe(100);
    expect(await productTotals(t, crowd.id)).toMatchObject({ totalFundedRappen: 10_000 });
  });

  it('covers the fee on every renewal of a subscription, and after a change of its amount', {
    timeout: 60_000,
  }, async () => {
    const { product: sub } = await subscriptionProduct(t, { period: 'month', priceRappen: null });
    const fan = await donor(t, 'monthly');
    const pm = await card(t, fan.token);
    const first = await payThroughChallenge(t, fan.token, {
      productId: sub.id,
      amount: 20,
      paymentMethodId: pm,
      coverFee: true,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.amount).toBe(25);
    // The provider keeps the covered part as metadata, so a webhook would book it the same.
    const [intent] = await t.db
      .select()
      .from(sandboxIntents)
      .where(eq(sandboxIntents.id, first.body.paymentIntentId));
    expect(intent!.coveredFeeRappen).toBe(500);
    const list = await t.get('/api/subscriptions', fan.token);
    const [mine] = list.body.content;
    expect(mine).toMatchObject({ amount: 25, coveredFee: 5 });
    expect(await subscriptionRow(t, mine.id)).toMatchObject({ amountRappen: 2500, coveredFeeRappen: 500 });

    await advance(t, 31);
    // The club's net stays CHF 20 each month; then the donor changes to CHF 30 (CHF 37.50 with the fee).
    const changed = await t.post(
      '/api/subscriptions/change',
      { subscriptionId: mine.id, amount: '30', period: 'month' },
      fan.token,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.subscription).toMatchObject({ amount: 37.5, coveredFee: 7.5 });
    await advance(t, 31);
    const charges = await chargesOf(t, mine.id);
    expect(charges.map((c) => [c.periodNumber, c.amountRappen, c.coveredFeeRappen, c.netRappen])).toEqual([
      [0, 2500, 500, 2000],
      [1, 2500, 500, 2000],
      [2, 3750, 750, 3000],
    ]);
    expect(await ledgerSum(t)).toBe(0);
  });

  it('covers the fee by TWINT, from our record of the transaction', async () => {
    const { product: open } = await payoutClub(t);
    const fan = await donor(t, 'twint');
    const init = await t.post(
      '/api/payments/initialize-twint',
      { productId: open.id, amount: 10, coverFee: true },
      fan.token,
    );
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const id = init.body.transactionId as string;
    const [record] = await t.db.select().from(twintPayments).where(eq(twintPayments.transactionId, id));
    expect(record).toMatchObject({ amountRappen: 1250, coveredFeeRappen: 250 });
    const page = await t.app.inject({ method: 'POST', url: `/api/payments/sandbox/twint/${id}/approve` });
    expect(page.statusCode).toBe(303);
    const paid = await t.post('/api/payments/pay-twint', { datatransTrxId: id }, fan.token);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await ledgerOf(t, paid.body.donationId)).toEqual({
      donor_gross: 1250,
      platform_fee: -250,
      club_payable: -1000,
    });
  });
});
