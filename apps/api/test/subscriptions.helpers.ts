import { randomBytes } from 'node:crypto';
import type { RecurringPeriod } from '@tifo/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, expect } from 'vitest';
import { emailOutbox } from '../src/db/schema';
import { products } from '../src/db/schema-clubs';
import { donations, subscriptionEvents, subscriptions } from '../src/db/schema-payments';
import { createProduct } from '../src/seed/factories';
import type { TestApp } from './helpers';
import { card, club, donor, ledgerSum } from './payments.helpers';

export const SUB_CARDS = {
  renews: '4242 4242 4242 4242',
  alwaysAuthenticate: '4000 0027 6000 3184',
  authenticateOnce: '4000 0025 0000 3155',
  declinedAfterAttach: '4000 0000 0000 0341',
} as const;

export const DAY_MS = 86_400_000;

/** A subscription product of a verified club (with one ROLE_CLUB administrator). */
export async function subscriptionProduct(
  t: TestApp,
  options: {
    period?: RecurringPeriod;
    priceRappen?: number | null;
    startingDate?: Date;
    retryingInterval?: number;
    admins?: { email: string; role: 'ROLE_CLUB' }[];
  } = {},
) {
  const org = await club(t, options.admins ? { admins: options.admins } : {});
  const { product } = await createProduct(t.db, {
    clubId: org.id,
    title: `Abo ${randomBytes(3).toString('hex')}`,
    productType: 'subscription',
    priceRappen: options.priceRappen === undefined ? 2000 : options.priceRappen,
    recurringPeriod: options.period ?? 'month',
    ...(options.startingDate ? { startingDate: options.startingDate } : {}),
    image: '/files/products/x.jpg',
  });
  if (options.retryingInterval !== undefined) {
    await t.db
      .update(products)
      .set({ retryingInterval: options.retryingInterval })
      .where(eq(products.id, product.id));
  }
  return { club: org, product };
}

/** A donor who subscribes in checkout with this card (3-D Secure cards are approved on the challenge page). */
export async function subscribe(
  t: TestApp,
  productId: string,
  number: string = SUB_CARDS.renews,
  amount = 20,
) {
  const person = await donor(t, 'subscriber');
  const pm = await card(t, person.token, number);
  const answer = await payThroughChallenge(t, person.token, {
    productId,
    amount,
    paymentMethodId: pm,
    userId: person.id,
  });
  if (answer.status !== 200 || answer.body.status !== 'succeeded') {
    throw new Error(`subscribe: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, person.id));
  return { person, pm, answer, subscription: subscription! };
}

/** POST /payments/pay; a 3-D Secure card is approved on the challenge page and paid again with its intent. */
export async function payThroughChallenge(
  t: TestApp,
  token: string,
  body: { productId: string; amount: number; paymentMethodId: string } & Record<string, unknown>,
) {
  const answer = await t.post('/api/payments/pay', body, token);
  if (answer.body.status !== 'requires_action') return answer;
  await approveChallenge(t, answer.body.paymentIntentId);
  const { paymentMethodId: _used, ...rest } = body;
  return t.post('/api/payments/pay', { ...rest, paymentIntentId: answer.body.paymentIntentId }, token);
}

export async function approveChallenge(t: TestApp, intentId: string): Promise<void> {
  const approve = await t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/3ds/${intentId}/approve?return=/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  if (approve.statusCode !== 303) throw new Error(`approve: ${approve.statusCode}`);
}

export async function advance(t: TestApp, days: number) {
  const moved = await t.post('/dev/clock', { advanceDays: days });
  if (moved.status !== 200) throw new Error(`clock: ${moved.status} ${JSON.stringify(moved.body)}`);
  return moved.body as { now: string; ran: { job: string; count: number }[] };
}

export async function chargesOf(t: TestApp, subscriptionId: string) {
  return t.db
    .select()
    .from(donations)
    .where(eq(donations.subscriptionId, subscriptionId))
    .orderBy(asc(donations.periodNumber));
}

export async function subscriptionRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

export async function eventsOf(t: TestApp, id: string) {
  const rows = await t.db
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, id))
    .orderBy(asc(subscriptionEvents.createdAt));
  return rows.map((row) => row.kind);
}

export async function mailsTo(t: TestApp, email: string, template?: string) {
  const rows = await t.db
    .select()
    .from(emailOutbox)
    .where(
      template
        ? and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, template))
        : eq(emailOutbox.toAddress, email),
    )
    .orderBy(asc(emailOutbox.createdAt));
  return rows;
}

/**
 * Every test leaves the ledger balanced, and its subscriptions end so that later moves of the clock charge only
 * the next test's.
 */
export function endSubscriptionsAfterEach(t: TestApp) {
  afterEach(async () => {
    expect(await ledgerSum(t)).toBe(0);
    await t.db.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.status, 'active'));
  });
}
