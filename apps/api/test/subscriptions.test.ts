// @database: money booked in transactions under row locks, idempotency keys and unique constraints; run on PostgreSQL too (vitest.config.ts).
import { confirmation, firstCharge, MESSAGES } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubs, products } from '../src/db/schema-clubs';
import { subscriptions } from '../src/db/schema-payments';
import { useTestApp } from './helpers';
import { card, donor, productTotals } from './payments.helpers';
import {
  advance,
  approveChallenge,
  chargesOf,
  DAY_MS,
  endSubscriptionsAfterEach,
  eventsOf,
  mailsTo,
  SUB_CARDS,
  subscribe,
  subscriptionProduct,
  subscriptionRow,
} from './subscriptions.helpers';

const t = useTestApp();
endSubscriptionsAfterEach(t);

const days = (from: Date | string, to: Date | string) =>
  Math.round((+new Date(to) - +new Date(from)) / DAY_MS);

describe('a monthly subscription with 4242…', () => {
  it('charges on day 0 (checkout), 30 and 60, shows the next date, and books each charge with its ledger rows', async () => {
    const { product } = await subscriptionProduct(t, { period: 'month', priceRappen: 2000 });
    const { person, answer, subscription } = await subscribe(t, product.id);
    expect(answer.body).toMatchObject({ status: 'succeeded', amount: 20 });
    expect(subscription).toMatchObject({
      status: 'active',
      amountRappen: 2000,
      period: 'month',
      nextPeriod: 1,
    });
    expect(days(subscription.createdAt, subscription.nextChargeAt)).toBe(30);

    const list = await t.get('/api/subscriptions', person.token);
    expect(list.status).toBe(200);
    expect(list.body.content).toHaveLength(1);
    expect(list.body.content[0]).toMatchObject({
      id: subscription.id,
      amount: 20,
      status: 'active',
      period: 'month',
      product: { id: product.id, title: product.title },
      nextDate: subscription.nextChargeAt.toISOString(),
      card: 'visa •••• 4242',
    });

    const receipt = (await mailsTo(t, person.email, 'donationReceipt'))[0]!;
    expect(receipt.text).toContain('CHF 20.00 jeden Monat');
    expect(receipt.text).toContain('jederzeit kündigen');
    expect(receipt.text).toContain('/profile/user?tab=subscriptions');

    const first = await advance(t, 30);
    expect(first.ran).toContainEqual({ job: 'subscription-renewals', count: 1 });
    let charges = await chargesOf(t, subscription.id);
    expect(charges.map((c) => [c.periodNumber, c.amountRappen, c.feeRappen, c.netRappen, c.status])).toEqual([
      [0, 2000, 400, 1600, 'succeeded'],
      [1, 2000, 400, 1600, 'succeeded'],
    ]);
    let row = await subscriptionRow(t, subscription.id);
    expect(row.nextPeriod).toBe(2);
    expect(days(subscription.createdAt, row.nextChargeAt)).toBe(60);

    await advance(t, 30);
    charges = await chargesOf(t, subscription.id);
    expect(charges.map((c) => c.periodNumber)).toEqual([0, 1, 2]);
    row = await subscriptionRow(t, subscription.id);
    expect(days(subscription.createdAt, row.nextChargeAt)).toBe(90);
    expect(await productTotals(t, product.id)).toEqual({ totalFundedRappen: 6000, backers: 3 });
    expect(await mailsTo(t, person.email, 'donationReceipt')).toHaveLength(3);
    expect(await eventsOf(t, subscription.id)).toEqual(['subscribed', 'charged', 'charged', 'charged']);

    // Moving on without a due date in between charges nothing more.
    const quiet = await advance(t, 10);
    expect(quiet.ran.find((r) => r.job === 'subscription-renewals')).toBeUndefined();
    expect(await chargesOf(t, subscription.id)).toHaveLength(3);
  });

  it('charges two periods in order when the clock moves past both at once', async () => {
    const { product } = await subscriptionProduct(t, { period: 'week', priceRappen: 1000 });
    const { subscription } = await subscribe(t, product.id, SUB_CARDS.renews, 10);
    const moved = await advance(t, 15);
    expect(moved.ran).toContainEqual({ job: 'subscription-renewals', count: 2 });
    const charges = await chargesOf(t, subscription.id);
    expect(charges.map((c) => c.periodNumber)).toEqual([0, 1, 2]);
    expect(days(subscription.createdAt, charges[1]!.settledAt!)).toBe(7);
    expect(days(subscription.createdAt, charges[2]!.settledAt!)).toBe(14);
  });
});

describe('periods and the first amount', () => {
  it.each([
    ['week', 7],
    ['three_months', 90],
    ['four_months', 120],
    ['six_months', 180],
    ['year', 365],
  ] as const)('%s: the next charge falls %i days later and renews then', async (period, length) => {
    const { product } = await subscriptionProduct(t, { period, priceRappen: 3000 });
    const { subscription } = await subscribe(t, product.id, SUB_CARDS.renews, 30);
    expect(days(subscription.createdAt, subscription.nextChargeAt)).toBe(length);
    await advance(t, length - 1);
    expect(await chargesOf(t, subscription.id)).toHaveLength(1);
    await advance(t, 1);
    expect(await chargesOf(t, subscription.id)).toHaveLength(2);
    expect(days(subscription.createdAt, (await subscriptionRow(t, subscription.id)).nextChargeAt)).toBe(
      2 * length,
    );
  });

  it('prorates the first amount to the days left of the season (contract rule) and charges the whole amount on the next cycle start', async () => {
    const now = t.app.clock.now();
    const startingDate = new Date(now.getTime() - 20 * DAY_MS - 3_600_000); // a monthly season started 20 days ago
    const { product } = await subscriptionProduct(t, { period: 'month', priceRappen: 6000, startingDate });
    const expected = firstCharge({
      amountRappen: 6000,
      period: 'month',
      startingDate,
      now: t.app.clock.now(),
    });
    expect(expected.prorated).toBe(true);
    const { subscription, answer } = await subscribe(t, product.id, SUB_CARDS.renews, 60);
    expect(answer.body.amount * 100).toBe(expected.amountRappen);
    expect(subscription.amountRappen).toBe(6000);
    expect(subscription.nextChargeAt.toISOString()).toBe(expected.nextChargeAt.toISOString());
    await advance(t, 10);
    const charges = await chargesOf(t, subscription.id);
    expect(charges.map((c) => c.amountRappen)).toEqual([expected.amountRappen, 6000]);
  });
});

describe('Stripe’s test cards', () => {
  it('4000 0027 6000 3184 asks for authentication on the renewal: an e-mail with the confirm link, nothing charged until the donor confirms', async () => {
    const { product } = await subscriptionProduct(t, { period: 'month' });
    const { person, subscription } = await subscribe(t, product.id, SUB_CARDS.alwaysAuthenticate);
    const moved = await advance(t, 30);
    expect(moved.ran).toContainEqual({ job: 'subscription-renewals', count: 1 });
    expect(await chargesOf(t, subscription.id)).toHaveLength(1);
    const row = await subscriptionRow(t, subscription.id);
    expect(row.actionIntentId).toMatch(/^pi_/);
    expect(row.failedAttempts).toBe(0);
    const [mail] = await mailsTo(t, person.email, 'subscriptionActionRequired');
    expect(mail?.subject).toBe(
      `Bitte bestätige Deine Spende von CHF 20.00 an ${(await clubOf(product.clubId)).name}`,
    );
    expect(mail?.text).toContain(`/profile/user?tab=subscriptions&confirm=${subscription.id}`);
    const listed = (await t.get('/api/subscriptions', person.token)).body.content[0];
    expect(listed.confirmUrl).toBe(`/profile/user?tab=subscriptions&confirm=${subscription.id}`);

    // Another donor cannot confirm it; the donor is sent to the challenge, approves, and the period is booked once.
    const stranger = await donor(t, 'stranger');
    expect(
      (await t.post('/api/subscriptions/confirm-charge', { subscriptionId: subscription.id }, stranger.token))
        .status,
    ).toBe(403);
    const challenge = await t.post(
      '/api/subscriptions/confirm-charge',
      { subscriptionId: subscription.id },
      person.token,
    );
    expect(challenge.body).toMatchObject({ status: 'requires_action' });
    expect(challenge.body.nextActionUrl).toContain(row.actionIntentId);
    await approveChallenge(t, row.actionIntentId!);
    const confirmed = await t.post(
      '/api/subscriptions/confirm-charge',
      { subscriptionId: subscription.id },
      person.token,
    );
    expect(confirmed.body).toEqual({ status: 'succeeded' });
    const again = await t.post(
      '/api/subscriptions/confirm-charge',
      { subscriptionId: subscription.id },
      person.token,
    );
    expect(again.body).toEqual({ status: 'nothing_to_confirm' });
    expect((await chargesOf(t, subscription.id)).map((c) => c.periodNumber)).toEqual([0, 1]);
    expect(await eventsOf(t, subscription.id)).toEqual([
      'subscribed',
      'charged',
      'authentication_required',
      'charged',
    ]);
  });

  it('4000 0025 0000 3155 needs 3-D Secure in checkout only, then renews without the donor', async () => {
    const { product } = await subscriptionProduct(t, { period: 'month' });
    const { subscription } = await subscribe(t, product.id, SUB_CARDS.authenticateOnce);
    await advance(t, 30);
    expect((await chargesOf(t, subscription.id)).map((c) => c.periodNumber)).toEqual([0, 1]);
    expect((await subscriptionRow(t, subscription.id)).actionIntentId).toBeNull();
  });

  it('4000 0000 0000 0341 is saved, then every charge is declined: 3 retries after the product’s interval, then cancelled with the e-mails', async () => {
    const admin = await donor(t, 'clubadmin');
    const { product } = await subscriptionProduct(t, {
      period: 'month',
      retryingInterval: 2,
      admins: [{ email: admin.email, role: 'ROLE_CLUB' }],
    });
    const { person, subscription } = await subscribe(t, product.id);
    const declining = await card(t, person.token, SUB_CARDS.declinedAfterAttach);
    const saved = await t.post(
      '/api/payments/payment-method',
      { userId: person.id, payment_method: declining },
      person.token,
    );
    expect(saved.body.status).toBe('succeeded');
    expect((await subscriptionRow(t, subscription.id)).paymentMethodId).toBe(declining);

    await advance(t, 30);
    let row = await subscriptionRow(t, subscription.id);
    expect(row).toMatchObject({ status: 'active', failedAttempts: 1, nextPeriod: 1 });
    expect(days(row.nextChargeAt, row.retryAt!)).toBe(2);
    const failures = await mailsTo(t, person.email, 'subscriptionChargeFailed');
    expect(failures).toHaveLength(1);
    expect(failures[0]?.text).toContain('wurde abgelehnt (von Deiner Bank oder der Kartenherausgeberin)');
    expect(failures[0]?.text).toContain('Versuch 2 von 4');

    await advance(t, 2);
    await advance(t, 2);
    row = await subscriptionRow(t, subscription.id);
    expect(row).toMatchObject({ status: 'active', failedAttempts: 3 });
    await advance(t, 2);
    row = await subscriptionRow(t, subscription.id);
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'declined' });
    expect(await mailsTo(t, person.email, 'subscriptionChargeFailed')).toHaveLength(3);
    const [ended] = await mailsTo(t, person.email, 'subscriptionCancelled');
    expect(ended?.text).toContain('nach 4 Versuchen');
    expect(await mailsTo(t, admin.email, 'subscriptionEndedClub')).toHaveLength(1);
    expect(await eventsOf(t, subscription.id)).toEqual([
      'subscribed',
      'charged',
      'charge_failed',
      'charge_failed',
      'charge_failed',
      'charge_failed',
      'unsubscribed',
    ]);
    // Nothing is charged after it.
    await advance(t, 60);
    expect(await chargesOf(t, subscription.id)).toHaveLength(1);
  });
});

async function clubOf(id: string) {
  const [row] = await t.db.select().from(clubs).where(eq(clubs.id, id));
  return row!;
}

describe('reminders', () => {
  it('reminds 7 days before a six-monthly and a yearly charge, once, and never for a monthly one', async () => {
    const half = await subscriptionProduct(t, { period: 'six_months', priceRappen: 6000 });
    const year = await subscriptionProduct(t, { period: 'year', priceRappen: 10000 });
    const month = await subscriptionProduct(t, { period: 'month', priceRappen: 1000 });
    const a = await subscribe(t, half.product.id, SUB_CARDS.renews, 60);
    const b = await subscribe(t, year.product.id, SUB_CARDS.renews, 100);
    const c = await subscribe(t, month.product.id, SUB_CARDS.renews, 10);

    await advance(t, 172);
    expect(await mailsTo(t, a.person.email, 'subscriptionReminder')).toHaveLength(0);
    await advance(t, 1);
    const [reminder] = await mailsTo(t, a.person.email, 'subscriptionReminder');
    expect(reminder?.subject).toBe(`In 7 Tagen: CHF 60.00 an ${(await clubOf(half.club.id)).name}`);
    expect(reminder?.text).toContain('•••• 4242');
    expect(reminder?.text).toContain('kündigen');
    await advance(t, 3);
    expect(await mailsTo(t, a.person.email, 'subscriptionReminder')).toHaveLength(1);

    await advance(t, 357 - 176);
    expect(await mailsTo(t, b.person.email, 'subscriptionReminder')).toHaveLength(0);
    await advance(t, 1);
    const yearly = await mailsTo(t, b.person.email, 'subscriptionReminder');
    expect(yearly).toHaveLength(1);
    expect(yearly[0]?.subject).toBe(`In 7 Tagen: CHF 100.00 an ${(await clubOf(year.club.id)).name}`);
    expect(await mailsTo(t, c.person.email, 'subscriptionReminder')).toHaveLength(0);
  });
});

describe('cancel and the payment method', () => {
  it('cancels: 200 with the message, a confirmation, no charge after it; twice 409, another user 403, unknown 404', async () => {
    const { product } = await subscriptionProduct(t, { period: 'month' });
    const { person, subscription } = await subscribe(t, product.id);
    const stranger = await donor(t, 'stranger');
    const cancel = (userId: string, subscriptionId: string, token: string) =>
      t.post('/api/subscriptions/cancel-subscription', { userId, subscriptionId }, token);
    expect((await cancel(stranger.id, subscription.id, stranger.token)).status).toBe(403);
    expect((await cancel(person.id, subscription.id, stranger.token)).status).toBe(403);
    const unknown = await cancel(person.id, '00000000-0000-4000-8000-000000000000', person.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MESSAGES.subscriptionNotFound);

    const cancelled = await cancel(person.id, subscription.id, person.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual(confirmation('subscriptionCancelled'));
    expect(await mailsTo(t, person.email, 'subscriptionCancelled')).toHaveLength(1);
    const twice = await cancel(person.id, subscription.id, person.token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(MESSAGES.subscriptionAlreadyCancelled);
    await advance(t, 60);
    expect(await chargesOf(t, subscription.id)).toHaveLength(1);
    expect((await t.get('/api/subscriptions', person.token)).body.content[0]).toMatchObject({
      status: 'cancelled',
      nextDate: null,
    });
  });

  it('moves every active subscription of the donor to the new card, and refuses another user’s setup intent', async () => {
    const one = await subscriptionProduct(t, { period: 'month' });
    const two = await subscriptionProduct(t, { period: 'week', priceRappen: 1000 });
    const { person, subscription } = await subscribe(t, one.product.id);
    const pm2 = await card(t, person.token);
    const second = await t.post(
      '/api/payments/pay',
      { productId: two.product.id, amount: 10, paymentMethodId: pm2 },
      person.token,
    );
    expect(second.body.status).toBe('succeeded');
    const newCard = await card(t, person.token, '5555 5555 5555 4444');
    const saved = await t.post(
      '/api/payments/payment-method',
      { userId: person.id, paymentMethodId: newCard },
      person.token,
    );
    expect(saved.body.status).toBe('succeeded');
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, person.id));
    expect(rows.map((r) => r.paymentMethodId)).toEqual([newCard, newCard]);
    await advance(t, 30);
    const charges = await chargesOf(t, subscription.id);
    expect(charges).toHaveLength(2);

    const stranger = await donor(t, 'stranger');
    const other = await t.post(
      '/api/payments/payment-method',
      { userId: person.id, paymentMethodId: newCard },
      stranger.token,
    );
    expect(other.status).toBe(403);
    const setupOfOther = await t.post(
      '/api/payments/payment-method',
      { setupIntentId: saved.body.setupIntentId },
      stranger.token,
    );
    expect(setupOfOther.status).toBe(404);
  });
});

describe('the club’s subscription activity', () => {
  it('lists starts, charges, failures and cancellations, newest first, 10 per load, for the club and the operator only', async () => {
    const admin = await donor(t, 'clubadmin');
    const { product } = await subscriptionProduct(t, {
      period: 'week',
      admins: [{ email: admin.email, role: 'ROLE_CLUB' }],
    });
    const first = await subscribe(t, product.id);
    const second = await subscribe(t, product.id);
    await advance(t, 7 * 5);
    await t.post(
      '/api/subscriptions/cancel-subscription',
      { userId: second.person.id, subscriptionId: second.subscription.id },
      second.person.token,
    );
    const page = await t.post(
      '/api/subscriptions/products/activity',
      { productId: product.id, pageId: '0', pageSize: '10' },
      admin.token,
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    // 2 × (subscribed + charged) + 2 × 5 renewals + 1 unsubscribed.
    expect(page.body.totalElements).toBe(15);
    expect(page.body.content).toHaveLength(10);
    expect(page.body.content[0]).toMatchObject({
      activityType: 'unsubscribed',
      userName: expect.any(String),
    });
    const more = await t.post(
      '/api/subscriptions/products/activity',
      { productId: product.id, pageId: '1', pageSize: '10' },
      admin.token,
    );
    expect(more.body.content).toHaveLength(5);
    expect(more.body.content.at(-1).activityType).toMatch(/subscribed|charged/);
    const kinds = [...page.body.content, ...more.body.content].map(
      (row: { activityType: string }) => row.activityType,
    );
    expect(kinds.filter((k: string) => k === 'charged')).toHaveLength(12);
    expect(kinds.filter((k: string) => k === 'subscribed')).toHaveLength(2);

    expect(
      (
        await t.post(
          '/api/subscriptions/products/activity',
          { productId: product.id, pageId: '0', pageSize: '10' },
          first.person.token,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await t.post(
          '/api/subscriptions/products/activity',
          { productId: product.id, pageId: 'x', pageSize: '10' },
          admin.token,
        )
      ).status,
    ).toBe(400);
  });
});

describe('bad input and edge cases', () => {
  it('refuses TWINT for a subscription product with the reason', async () => {
    const { product } = await subscriptionProduct(t, { period: 'month' });
    const person = await donor(t);
    const answer = await t.post(
      '/api/payments/initialize-twint',
      { productId: product.id, amount: 20 },
      person.token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(MESSAGES.twintNotForRecurring);
  });

  it('keeps charging a deactivated product’s subscriptions until cancelled, and ends them when the club is rejected', async () => {
    const admin = await donor(t, 'clubadmin');
    const { product, club: org } = await subscriptionProduct(t, {
      period: 'month',
      admins: [{ email: admin.email, role: 'ROLE_CLUB' }],
    });
    const { person, subscription } = await subscribe(t, product.id);
    // The club deactivates it (twice): the subscriber is told once that the subscription goes on.
    for (let i = 0; i < 2; i += 1) {
      expect((await t.put('/api/products/status', { id: product.id }, admin.token)).status).toBe(200);
    }
    const told = await mailsTo(t, person.email, 'subscriptionProductDeactivated');
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('läuft weiter wie vereinbart');
    expect((await t.db.select().from(products).where(eq(products.id, product.id)))[0]?.status).toBe(
      'inactive',
    );
    await advance(t, 30);
    expect(await chargesOf(t, subscription.id)).toHaveLength(2);
    await t.db.update(clubs).set({ status: 'rejected' }).where(eq(clubs.id, org.id));
    await advance(t, 30);
    expect(await chargesOf(t, subscription.id)).toHaveLength(2);
    expect(await subscriptionRow(t, subscription.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'club',
    });
    const [mail] = await mailsTo(t, person.email, 'subscriptionCancelled');
    expect(mail?.text).toContain('nicht mehr auf der Plattform');
  });

  it('a one-off product starts no subscription, and a renewal run twice charges a period once', async () => {
    const { product } = await subscriptionProduct(t, { period: 'month' });
    const { subscription } = await subscribe(t, product.id);
    const due = new Date(subscription.nextChargeAt.getTime() + 1000);
    const renewals = t.app.scheduler.job('subscription-renewals');
    await t.post('/dev/clock', { to: due.toISOString() });
    // The job again, twice at once, at the same moment: nothing more is charged.
    const [x, y] = await Promise.all([renewals.run(t.app.clock.now()), renewals.run(t.app.clock.now())]);
    expect(x + y).toBe(0);
    expect((await chargesOf(t, subscription.id)).map((c) => c.periodNumber)).toEqual([0, 1]);
  });
});
