import { randomBytes } from 'node:crypto';
import { endOfSwissDay, swissDate } from '@tifo/contract';
import { and, asc, eq } from 'drizzle-orm';
import { pledges } from '../src/db/schema-campaigns';
import { products } from '../src/db/schema-clubs';
import { createProduct } from '../src/seed/factories';
import type { TestApp } from './helpers';
import { clubWithAdmins } from './offers.helpers';
import { card, donor } from './payments.helpers';
import { approveChallenge } from './subscriptions.helpers';

export const DAY_MS = 86_400_000;

export const PLEDGE_CARDS = {
  succeeds: '4242 4242 4242 4242',
  /** 3-D Secure when saved, and again on the charge while the backer is away. */
  alwaysAuthenticate: '4000 0027 6000 3184',
  /** Saved; every charge declined. */
  declinedAfterAttach: '4000 0000 0000 0341',
} as const;

/** The platform's time now (the test app's movable clock). */
export const clockNow = (t: TestApp): Date => (t.app as unknown as { clock: { now(): Date } }).clock.now();

/** A crowdfunding campaign of a verified club with one ROLE_CLUB administrator, ending in `endsInDays`. */
export async function campaign(
  t: TestApp,
  options: {
    mode: 'keep' | 'all_or_nothing';
    targetRappen?: number;
    endsInDays?: number;
    overfundingPercent?: number;
  },
) {
  const people = await clubWithAdmins(t, `cf${randomBytes(4).toString('hex')}`);
  const org = people.club;
  // As the product form sets it: the end of a Swiss calendar day.
  const end = endOfSwissDay(
    swissDate(new Date(clockNow(t).getTime() + (options.endsInDays ?? 10) * DAY_MS)),
  )!;
  const { product } = await createProduct(t.db, {
    clubId: org.id,
    title: `Bus ${randomBytes(3).toString('hex')}`,
    productType: 'crowd',
    priceRappen: null,
    targetAmountRappen: options.targetRappen ?? 10_000,
    expiryDate: end,
    campaignEndDate: end,
    campaignMode: options.mode,
    ...(options.overfundingPercent ? { overfundingPercent: options.overfundingPercent } : {}),
    image: '/files/products/bus.jpg',
  });
  return { club: org, product, admin: people.admin, editor: people.editor, finance: people.finance, end };
}

/** A backer with a saved-to-be card: POST /campaigns/pledges; a 3-D Secure card passes its check and is confirmed. */
export async function pledgeWith(
  t: TestApp,
  productId: string,
  amount: number,
  number: string = PLEDGE_CARDS.succeeds,
  person?: Awaited<ReturnType<typeof donor>>,
) {
  const backer = person ?? (await donor(t, 'backer'));
  const pm = await card(t, backer.token, number);
  const first = await t.post(
    '/api/campaigns/pledges',
    { productId, amount, paymentMethodId: pm },
    backer.token,
  );
  if (first.status !== 200) return { backer, answer: first };
  if (first.body.status === 'requires_action') {
    const setupIntentId = new URL(first.body.nextActionUrl, 'http://x').pathname.split('/')[5]!;
    await approveChallenge(t, setupIntentId);
    const confirmed = await t.post(
      '/api/campaigns/pledges/confirm',
      { pledgeId: first.body.pledge.id },
      backer.token,
    );
    return { backer, answer: confirmed, first };
  }
  return { backer, answer: first };
}

export async function pledgesOf(t: TestApp, productId: string) {
  return t.db.select().from(pledges).where(eq(pledges.productId, productId)).orderBy(asc(pledges.createdAt));
}

export async function pledgeOf(t: TestApp, productId: string, userId: string) {
  const [row] = await t.db
    .select()
    .from(pledges)
    .where(and(eq(pledges.productId, productId), eq(pledges.userId, userId)));
  return row!;
}

export async function productRow(t: TestApp, productId: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, productId));
  return row!;
}

/** A POST in a language (Accept-Language), as a browser set to it sends. */
export async function postIn(t: TestApp, language: string, url: string, body: unknown, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body as Record<string, unknown>,
    headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, body: response.json() };
}

/** A donor with a card, who pays an offer at once (checkout's card payment). */
export async function payer(t: TestApp, prefix = 'payer') {
  const person = await donor(t, prefix);
  const pm = await card(t, person.token, PLEDGE_CARDS.succeeds);
  const pay = (productId: string, amount: number) =>
    t.post('/api/payments/pay', { productId, amount, paymentMethodId: pm }, person.token);
  return { person, pm, pay };
}
