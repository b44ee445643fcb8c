import { randomBytes } from 'node:crypto';
import { MESSAGES, type ProductType } from '@tifo/contract';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../src/db/schema';
import { clubs, products } from '../src/db/schema-clubs';
import { donations, ledgerEntries } from '../src/db/schema-payments';
import { createClub, createProduct } from '../src/seed/factories';
import type { TestApp } from './helpers';
import { clubAddress, userWithToken } from './offers.helpers';

export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  threeDSecure: '4000 0027 6000 3184',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  /** 3-D Secure when the donor is there, charges while they are away go through. */
  authenticateOnce: '4000 0025 0000 3155',
  /** Saved without trouble, every charge declined. */
  declinedAfterAttach: '4000 0000 0000 0341',
} as const;

/** A logged-in donor with a verified e-mail (donationEnabled). */
export async function donor(t: TestApp, prefix = 'donor') {
  const person = await userWithToken(t, prefix);
  const [row] = await t.db.select().from(users).where(eq(users.email, person.email));
  return { ...person, id: row!.id };
}

export async function club(
  t: TestApp,
  options: {
    status?: 'verified' | 'pending';
    taxExempt?: boolean;
    admins?: { email: string; role: 'ROLE_CLUB' }[];
  } = {},
) {
  const shortName = `club${randomBytes(4).toString('hex')}`;
  const { club: row } = await createClub(t.db, {
    ...clubAddress,
    name: `FC ${shortName}`,
    shortName,
    status: options.status ?? 'verified',
    ...(options.admins ? { admins: options.admins } : {}),
  });
  if (options.taxExempt !== undefined) {
    await t.db
      .update(clubs)
      .set({ taxExempt: options.taxExempt, taxCanton: 'ZH' })
      .where(eq(clubs.id, row.id));
  }
  return row;
}

export async function product(
  t: TestApp,
  clubId: string,
  productType: ProductType,
  priceRappen: number | null,
  extra: {
    targetAmountRappen?: number;
    deliveryAvailable?: boolean;
    status?: 'active' | 'inactive';
    expiryDate?: Date;
  } = {},
) {
  const { product: row } = await createProduct(t.db, {
    clubId,
    title: `${productType} ${randomBytes(3).toString('hex')}`,
    productType,
    priceRappen,
    image: '/files/products/x.jpg',
    ...extra,
  });
  return row;
}

export async function card(t: TestApp, token: string, number: string = CARDS.succeeds): Promise<string> {
  const response = await t.post(
    '/api/payments/sandbox/payment-methods',
    { number, expMonth: 12, expYear: 2034, cvc: '123', name: 'Anna Muster' },
    token,
  );
  if (response.status !== 201) throw new Error(`payment method: ${JSON.stringify(response.body)}`);
  return response.body.id as string;
}

export async function donationsOf(t: TestApp, productId: string) {
  return t.db.select().from(donations).where(eq(donations.productId, productId));
}

export async function ledgerOf(t: TestApp, donationId: string) {
  const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.donationId, donationId));
  return Object.fromEntries(rows.map((row) => [row.account, row.amountRappen]));
}

export async function ledgerSum(t: TestApp): Promise<number> {
  const [row] = await t.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountRappen}), 0)` })
    .from(ledgerEntries);
  return Number(row!.sum);
}

export async function productTotals(t: TestApp, productId: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, productId));
  return { totalFundedRappen: row!.totalFundedRappen, backers: row!.backers };
}

/** A card payment's answer when it went through: 200, succeeded, the amount in francs and the spec's message. */
export function expectPaid(response: { status: number; body: Record<string, unknown> }, amount: number) {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body).toMatchObject({
    status: 'succeeded',
    success: 1,
    amount,
    message: MESSAGES.paymentSuccessful,
  });
}
