// @database: money booked in transactions under row locks, idempotency keys and unique constraints; run on PostgreSQL too (vitest.config.ts).
import { MESSAGES } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema-clubs';
import { subscriptions } from '../src/db/schema-payments';
import { fieldTexts, useTestApp } from './helpers';
import { donor } from './payments.helpers';
import {
  advance,
  chargesOf,
  DAY_MS,
  endSubscriptionsAfterEach,
  subscribe,
  subscriptionProduct,
  subscriptionRow,
} from './subscriptions.helpers';

/* Issue 47: a donor changes a subscription's amount or rhythm from the profile; it applies from the next period. */

const t = useTestApp();
endSubscriptionsAfterEach(t);

const change = (token: string, body: Record<string, unknown>) =>
  t.post('/api/subscriptions/change', body, token);

describe('changing a subscription', () => {
  it('charges the new amount from the next period on its date, then at the new rhythm; the club sees the change', async () => {
    const { product, club } = await subscriptionProduct(t, { period: 'month', priceRappen: 2000 });
    const { person, subscription } = await subscribe(t, product.id);
    const nextDate = subscription.nextChargeAt;

    await advance(t, 10);
    const changed = await change(person.token, {
      subscriptionId: subscription.id,
      amount: '35',
      period: 'year',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.message).toBe(MESSAGES.subscriptionChanged);
    // The next charge keeps its date; the list shows the new terms.
    expect(changed.body.subscription).toMatchObject({
      id: subscription.id,
      amount: 35,
      period: 'year',
      nextDate: nextDate.toISOString(),
    });
    // Nothing was charged by the change.
    expect((await chargesOf(t, subscription.id)).map((charge) => charge.amountRappen)).toEqual([2000]);

    // The next period: CHF 35 on the old date; the one after a year later, not a month.
    await advance(t, 21);
    const charges = await chargesOf(t, subscription.id);
    expect(charges.map((charge) => [charge.periodNumber, charge.amountRappen])).toEqual([
      [0, 2000],
      [1, 3500],
    ]);
    const row = await subscriptionRow(t, subscription.id);
    expect(Math.round((row.nextChargeAt.getTime() - nextDate.getTime()) / DAY_MS)).toBeGreaterThanOrEqual(
      365,
    );
    await advance(t, 60);
    expect(await chargesOf(t, subscription.id)).toHaveLength(2);

    // The club's activity: the change with its amount and rhythm, the donor anonymous (no consent given).
    const admin = await donor(t, 'abo-admin');
    await t.db.execute(
      `insert into club_admins (club_id, email, role) values ('${club.id}', '${admin.email}', 'ROLE_CLUB')`,
    );
    const activity = await t.post(
      '/api/subscriptions/products/activity',
      { productId: product.id, pageId: 0, pageSize: 10 },
      admin.token,
    );
    expect(activity.status, JSON.stringify(activity.body)).toBe(200);
    const entry = activity.body.content.find(
      (item: { activityType: string }) => item.activityType === 'changed',
    );
    expect(entry).toMatchObject({ amount: 35, period: 'year', anonymous: true, userName: '' });
  });

  it("refuses someone else's, an unchanged one, too little, above the product's maximum, a charge under way, a cancelled one", async () => {
    const { product } = await subscriptionProduct(t, { period: 'month', priceRappen: 2000 });
    const { person, subscription } = await subscribe(t, product.id);
    const id = subscription.id;
    const stranger = await donor(t, 'fremd');

    const notYours = await change(stranger.token, { subscriptionId: id, amount: 30, period: 'month' });
    expect(notYours.status).toBe(404);
    expect(notYours.body.message).toBe(MESSAGES.subscriptionNotFound);
    const same = await change(person.token, { subscriptionId: id, amount: '20.00', period: 'month' });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(MESSAGES.subscriptionUnchanged);
    for (const amount of ['4.95', 'zwanzig', '12.345']) {
      const refused = await change(person.token, { subscriptionId: id, amount, period: 'month' });
      expect(refused.status, amount).toBe(400);
      expect(fieldTexts(refused.body.fields), amount).toEqual({ amount: MESSAGES.subscriptionAmountInvalid });
    }
    const badPeriod = await change(person.token, { subscriptionId: id, amount: 30, period: 'day' });
    expect(fieldTexts(badPeriod.body.fields)).toEqual({ period: MESSAGES.recurringPeriodInvalid });

    await t.db.update(products).set({ maxAmountRappen: 5000 }).where(eq(products.id, product.id));
    const tooMuch = await change(person.token, { subscriptionId: id, amount: 60, period: 'month' });
    expect(tooMuch.status).toBe(400);
    expect(fieldTexts(tooMuch.body.fields)).toEqual({ amount: 'max donation amount CHF 50.00' });

    await t.db.update(subscriptions).set({ failedAttempts: 1 }).where(eq(subscriptions.id, id));
    const pending = await change(person.token, { subscriptionId: id, amount: 30, period: 'month' });
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe(MESSAGES.subscriptionChargePending);
    await t.db.update(subscriptions).set({ failedAttempts: 0 }).where(eq(subscriptions.id, id));

    await t.post(
      '/api/subscriptions/cancel-subscription',
      { userId: person.id, subscriptionId: id },
      person.token,
    );
    const cancelled = await change(person.token, { subscriptionId: id, amount: 30, period: 'month' });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(MESSAGES.subscriptionAlreadyCancelled);
    expect(await subscriptionRow(t, id)).toMatchObject({ amountRappen: 2000, period: 'month' });
  });
});
