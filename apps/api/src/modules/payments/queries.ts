import { and, desc, eq, isNotNull, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alongside } from '../../db/alongside';
import type { Db, DbOrTx } from '../../db/client';
import {
  executeNamedByText,
  nameForShape,
  preparedQuery,
  slot,
  slotsOf,
  slotValues,
} from '../../db/prepared';
import { emailOutbox, sessions, users } from '../../db/schema';
import type { ClubRow, ProductRow } from '../../db/schema-clubs';
import { clubs, products } from '../../db/schema-clubs';
import { type DonorCompanyRow, donorCompanies } from '../../db/schema-givers';
import {
  type DeliveryInfoRow,
  donations,
  providerEvents,
  sandboxPaymentMethods,
  subscriptions,
} from '../../db/schema-payments';
import { clubSponsors } from '../../db/schema-payouts';
import { donationLedgerInsert } from '../ledger/entries';
import { liveSession } from '../sessions/queries';
import { giverCompanyIdOf } from './giver';

export type { ClubRow, ProductRow };

export type DonationRow = typeof donations.$inferSelect;
export type DonorRow = typeof users.$inferSelect;
/** A donor with a product and its club (both null when the product is unknown). */
export type DonorAndProduct = { donor: DonorRow; product: ProductRow | null; club: ClubRow | null };

export async function findProductWithClub(
  db: DbOrTx,
  productId: string,
): Promise<{ product: ProductRow; club: ClubRow } | undefined> {
  const [row] = await preparedQuery(db, 'find_product_with_club', (on, name) =>
    on
      .select({ product: products, club: clubs })
      .from(products)
      .innerJoin(clubs, eq(clubs.id, products.clubId))
      .where(eq(products.id, sql.placeholder('productId')))
      .prepare(name),
  ).execute({ productId });
  return row;
}

/** What a payment is for: who pays, the product and its club. */
export interface Payable {
  donor: DonorRow;
  product: ProductRow;
  club: ClubRow;
  /** The payment link the payment came through (issue 48): its gift names it. */
  sourceLinkId?: string | null | undefined;
  /** The website whose donate button it came from (issue 48). */
  embedOrigin?: string | null | undefined;
}

/**
 * The payer, and the product with its club, in one statement (every payment asks): the donor when the account
 * exists, the product and club when the product does.
 */
export async function findDonorAndProduct(
  db: DbOrTx,
  userId: string,
  productId: string,
): Promise<DonorAndProduct | undefined> {
  const [row] = await preparedQuery(db, 'find_donor_and_product', (on, name) =>
    on
      .select({ donor: users, product: products, club: clubs })
      .from(users)
      .leftJoin(products, eq(products.id, sql.placeholder('productId')))
      .leftJoin(clubs, eq(clubs.id, products.clubId))
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(name),
  ).execute({ userId, productId });
  return row;
}

/**
 * findDonorAndProduct for the caller of a payment, with the check of their session (users/queries.ts
 * liveSession) in the same statement: undefined when the session is not live. One round trip fewer per payment.
 */
export async function findSessionDonorAndProduct(
  db: DbOrTx,
  claims: { sessionId: string; userId: string },
  productId: string,
): Promise<DonorAndProduct | undefined> {
  const [row] = await preparedQuery(db, 'find_session_donor_and_product', (on, name) =>
    on
      .select({ donor: users, product: products, club: clubs })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(products, eq(products.id, sql.placeholder('productId')))
      .leftJoin(clubs, eq(clubs.id, products.clubId))
      .where(liveSession(sql.placeholder('sessionId'), sql.placeholder('userId')))
      .prepare(name),
  ).execute({ sessionId: claims.sessionId, userId: claims.userId, productId });
  return row;
}

/** The payer and the product with its club of a stored payment; undefined when either is gone. */
export async function findPayable(
  db: DbOrTx,
  userId: string,
  productId: string,
): Promise<Payable | undefined> {
  const found = await findDonorAndProduct(db, userId, productId);
  return found?.product && found.club
    ? { donor: found.donor, product: found.product, club: found.club }
    : undefined;
}

/**
 * Donations with their donors, products and clubs, in one statement: the receipts a mail run renders, asked
 * together (receipt.ts).
 */
export async function findDonationsWithParties(
  db: DbOrTx,
  donationIds: readonly string[],
): Promise<(Payable & { donation: DonationRow; company: DonorCompanyRow | null })[]> {
  return preparedQuery(db, 'find_donations_with_parties', (on, name) =>
    on
      .select({ donation: donations, donor: users, product: products, club: clubs, company: donorCompanies })
      .from(donations)
      .innerJoin(users, eq(users.id, donations.userId))
      .innerJoin(products, eq(products.id, donations.productId))
      .innerJoin(clubs, eq(clubs.id, products.clubId))
      // The company the donor gave as, when they named one at checkout (issue 47).
      .leftJoin(
        donorCompanies,
        sql`${donorCompanies.id} = ${giverCompanyIdOf(donations.userId, donations.createdAt)}`,
      )
      .where(sql`${donations.id} = any(${sql.placeholder('donationIds')}::uuid[])`)
      .prepare(name),
  ).execute({ donationIds });
}

/** The product row under an exclusive lock until the transaction ends: settlements of one product queue here. */
export async function lockProduct(tx: DbOrTx, productId: string): Promise<ProductRow | undefined> {
  const [row] = await preparedQuery(tx, 'lock_product', (on, name) =>
    on
      .select()
      .from(products)
      .where(eq(products.id, sql.placeholder('productId')))
      .for('update')
      .prepare(name),
  ).execute({ productId });
  return row;
}

/**
 * The donation booked with the provider's reference. A settlement asks it after the product's lock, in a
 * statement of its own: a statement that waited for the lock still reads other tables as they were when it
 * started, so a donation booked by the settlement it waited for would not be seen (PostgreSQL's READ COMMITTED).
 */
export async function findDonationByReference(
  db: DbOrTx,
  reference: string,
): Promise<DonationRow | undefined> {
  const [row] = await preparedQuery(db, 'find_donation_by_reference', (on, name) =>
    on
      .select()
      .from(donations)
      .where(eq(donations.providerReference, sql.placeholder('reference')))
      .prepare(name),
  ).execute({ reference });
  return row;
}

export async function findDonationByKey(
  db: DbOrTx,
  userId: string,
  key: string,
): Promise<DonationRow | undefined> {
  const [row] = await db
    .select()
    .from(donations)
    .where(and(eq(donations.userId, userId), eq(donations.idempotencyKey, key)));
  return row;
}

export interface NewDonation {
  /** Made before the insert when other rows written with it name the donation (db/alongside.ts). */
  id?: string;
  userId: string;
  productId: string;
  clubId: string;
  amountRappen: number;
  feeRappen: number;
  netRappen: number;
  provider: string;
  providerReference: string;
  idempotencyKey: string | null;
  delivery: DeliveryInfoRow | null;
  settledAt: Date;
  subscriptionId?: string | null;
  periodNumber?: number | null;
}

/**
 * A succeeded donation with the writes that go out with it (db/alongside.ts). When a donation is already booked
 * for the provider's reference: 'skip' answers undefined (a replay); 'refuse' lets the unique index refuse the
 * whole statement, so none of the writes happen, as for the donor's idempotency key (book-donation.ts bookAlone).
 */
export async function insertSucceededDonation(
  tx: DbOrTx,
  values: NewDonation,
  writes: SQLWrapper[] = [],
  whenBooked: 'skip' | 'refuse' = 'skip',
): Promise<DonationRow | undefined> {
  const insert = (writes.length > 0 ? alongside(tx, writes) : tx)
    .insert(donations)
    .values({ ...values, status: 'succeeded' });
  const [row] = await executeNamedByText(
    whenBooked === 'skip'
      ? insert.onConflictDoNothing({ target: donations.providerReference }).returning()
      : insert.returning(),
  );
  return row;
}

/**
 * A plain gift's booking (book-donation.ts bookAlone): the donation's insert with its three ledger rows, the product's
 * totals and the receipt mail, as insertSucceededDonation writes them ('refuse'), in a statement drizzle builds
 * once per database and shape of the rows (the values are slots, db/prepared.ts): building it for every payment
 * was 8–11 % of a donation's time on the thread that answers requests (docs/performance-log/2026-11.md).
 */
export async function insertPlainGift(
  db: Db,
  values: NewDonation & { id: string },
  mail: typeof emailOutbox.$inferInsert,
): Promise<DonationRow | undefined> {
  const statement = preparedQuery(db, nameForShape('book_plain_gift', values, mail), (on, name) => {
    const donation = slotsOf('d', values);
    return alongside(on, [
      donationLedgerInsert(
        on,
        { id: donation.id, clubId: donation.clubId, at: donation.settledAt },
        { gross: slot('gross'), fee: slot('fee_out'), net: slot('net_out') },
      ),
      productTotalsChange(on, donation.productId, donation.amountRappen, 1),
      on.insert(emailOutbox).values(slotsOf('m', mail)),
    ])
      .insert(donations)
      .values({ ...donation, status: 'succeeded' })
      .returning()
      .prepare(name);
  });
  const [row] = await statement.execute({
    ...slotValues('d', donations, values),
    ...slotValues('m', emailOutbox, mail),
    gross: values.amountRappen,
    fee_out: -values.feeRappen,
    net_out: -values.netRappen,
  });
  return row;
}

export async function addToProductTotals(tx: DbOrTx, productId: string, amountRappen: number): Promise<void> {
  await productTotalsChange(tx, productId, amountRappen);
}

/**
 * The update of addToProductTotals, not sent: to go out with a donation's insert (db/alongside.ts). Values, or
 * slots for a statement made once (then the change in backers is given).
 */
export function productTotalsChange(
  tx: DbOrTx,
  productId: string | SQL,
  amountRappen: number | SQL,
  backers: 1 | -1 = typeof amountRappen === 'number' && amountRappen < 0 ? -1 : 1,
) {
  return tx
    .update(products)
    .set({
      totalFundedRappen: sql`${products.totalFundedRappen} + ${amountRappen}`,
      backers: sql`${products.backers} + ${backers}`,
    })
    .where(eq(products.id, productId));
}

/** false when the event was handled before (a replay). */
export async function recordProviderEvent(db: DbOrTx, id: string, provider: string): Promise<boolean> {
  const rows = await db.insert(providerEvents).values({ id, provider }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** The donor's most recently saved sandbox card, for the dashboard's simple donate call. */
export async function findSavedSandboxMethod(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: sandboxPaymentMethods.id })
    .from(sandboxPaymentMethods)
    .where(and(eq(sandboxPaymentMethods.userId, userId), isNotNull(sandboxPaymentMethods.savedAt)))
    .orderBy(desc(sandboxPaymentMethods.savedAt))
    .limit(1);
  return row?.id;
}

export async function markSandboxMethodSaved(db: DbOrTx, id: string, userId: string): Promise<void> {
  await db
    .update(sandboxPaymentMethods)
    .set({ savedAt: new Date() })
    .where(and(eq(sandboxPaymentMethods.id, id), eq(sandboxPaymentMethods.userId, userId)));
}

export async function insertPendingDonation(
  db: DbOrTx,
  values: Omit<NewDonation, 'settledAt'>,
): Promise<void> {
  await db
    .insert(donations)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing({ target: donations.providerReference });
}

export async function completePendingDonation(tx: DbOrTx, id: string, settledAt: Date) {
  const [row] = await tx
    .update(donations)
    .set({ status: 'succeeded', settledAt })
    .where(and(eq(donations.id, id), eq(donations.status, 'pending')))
    .returning();
  return row;
}

export async function failPendingDonation(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(donations)
    .set({ status: 'failed', settledAt: new Date() })
    .where(and(eq(donations.id, id), eq(donations.status, 'pending')));
}

export async function findPendingDonations(db: DbOrTx, createdBefore: Date, provider: string) {
  return db
    .select()
    .from(donations)
    .where(
      and(
        eq(donations.status, 'pending'),
        eq(donations.provider, provider),
        lt(donations.createdAt, createdBefore),
      ),
    )
    .orderBy(donations.createdAt)
    .limit(100);
}

/** The reference a donation has while the provider's answer to its attempt is lost (no intent id known). */
export const attemptReference = (attemptId: string) => `attempt_${attemptId}`;

/**
 * Gives a donation left pending by a lost answer the intent id the provider made for its attempt (found again by
 * a retry with the same idempotency key or by reconciliation). No-op when there is no such donation.
 */
export async function attachIntentToAttempt(db: DbOrTx, attemptId: string, intentId: string): Promise<void> {
  await db
    .update(donations)
    .set({ providerReference: intentId })
    .where(
      and(eq(donations.providerReference, attemptReference(attemptId)), eq(donations.status, 'pending')),
    );
}

export async function failPendingByReference(db: DbOrTx, reference: string): Promise<void> {
  await db
    .update(donations)
    .set({ status: 'failed', settledAt: new Date() })
    .where(and(eq(donations.providerReference, reference), eq(donations.status, 'pending')));
}

export async function providerEventSeen(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: providerEvents.id })
    .from(providerEvents)
    .where(eq(providerEvents.id, id));
  return row !== undefined;
}

/** A subscription's terms for the receipt of one of its charges (amount, period, next charge). */
export async function findSubscriptionTerms(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      amountRappen: subscriptions.amountRappen,
      period: subscriptions.period,
      nextChargeAt: subscriptions.nextChargeAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, id));
  return row;
}

/** How the donor chose at checkout to appear among the club's top sponsors (by name, or anonymous). */
export async function rememberSponsorChoice(db: DbOrTx, clubId: string, userId: string, showName: boolean) {
  await db
    .insert(clubSponsors)
    .values({ clubId, userId, showName })
    .onConflictDoUpdate({ target: [clubSponsors.clubId, clubSponsors.userId], set: { showName } });
}

/** Whether the donor already has an active subscription to this product (a second one needs their word). */
export async function hasActiveSubscription(db: DbOrTx, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.productId, productId),
        eq(subscriptions.status, 'active'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A charge of this subscription was refunded: it ends there, nothing more is charged (issue 45). */
export async function endSubscriptionForRefund(tx: DbOrTx, subscriptionId: string, at: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: at, cancelReason: 'refunded', claimedUntil: null })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, 'active')));
}
