import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { chargingPaused } from '../../db/charging-paused';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { type PledgeRow, pledges } from '../../db/schema-campaigns';
import { clubAdmins, clubs, type ProductRow, products } from '../../db/schema-clubs';
import { donations, sandboxPaymentMethods } from '../../db/schema-payments';
import { clubSponsors } from '../../db/schema-payouts';

export type { PledgeRow };

/** Statuses in which a pledge holds room under the campaign's cap (pledged_rappen counts them). */
export const HELD = ['pending', 'active'] as const;

export { findProductWithClub as findCampaignProduct } from '../clubs/queries';

export async function lockProduct(tx: DbOrTx, productId: string): Promise<ProductRow | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
  return row;
}

/** A pledge held or given up changes what the campaign shows as pledged (under the product's lock). */
export async function changePledged(tx: DbOrTx, productId: string, amountRappen: number, pledgers: number) {
  await tx
    .update(products)
    .set({
      pledgedRappen: sql`${products.pledgedRappen} + ${amountRappen}`,
      pledgers: sql`${products.pledgers} + ${pledgers}`,
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId));
}

export async function insertPledge(tx: DbOrTx, values: typeof pledges.$inferInsert): Promise<PledgeRow> {
  const [row] = await tx.insert(pledges).values(values).returning();
  return row!;
}

export async function findPledge(db: DbOrTx, id: string): Promise<PledgeRow | undefined> {
  const [row] = await db.select().from(pledges).where(eq(pledges.id, id));
  return row;
}

export async function heldPledgeOf(db: DbOrTx, productId: string, userId: string) {
  const [row] = await db
    .select()
    .from(pledges)
    .where(and(eq(pledges.productId, productId), eq(pledges.userId, userId), inArray(pledges.status, HELD)));
  return row;
}

/** Moves a pledge from one of `from` to `status` (answers undefined when another run moved it first). */
export async function movePledge(
  tx: DbOrTx,
  id: string,
  from: readonly string[],
  set: Partial<typeof pledges.$inferInsert>,
): Promise<PledgeRow | undefined> {
  const [row] = await tx
    .update(pledges)
    .set(set)
    .where(and(eq(pledges.id, id), inArray(pledges.status, from)))
    .returning();
  return row;
}

/** A pledge with its campaign, club, backer and card (for mails and the profile). */
export async function pledgeWithParties(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      pledge: pledges,
      product: products,
      club: clubs,
      backer: users,
      last4: sandboxPaymentMethods.last4,
    })
    .from(pledges)
    .innerJoin(products, eq(products.id, pledges.productId))
    .innerJoin(clubs, eq(clubs.id, pledges.clubId))
    .innerJoin(users, eq(users.id, pledges.userId))
    .leftJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, pledges.paymentMethodId))
    .where(eq(pledges.id, id));
  return row;
}
export type PledgeWithParties = NonNullable<Awaited<ReturnType<typeof pledgeWithParties>>>;

/** The caller's pledges, newest first, with their campaigns. */
export async function pledgesOfUser(db: DbOrTx, userId: string) {
  return db
    .select({ pledge: pledges, product: products, club: clubs, last4: sandboxPaymentMethods.last4 })
    .from(pledges)
    .innerJoin(products, eq(products.id, pledges.productId))
    .innerJoin(clubs, eq(clubs.id, pledges.clubId))
    .leftJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, pledges.paymentMethodId))
    .where(eq(pledges.userId, userId))
    .orderBy(desc(pledges.createdAt));
}

/** A campaign's pledges for its club, with each backer and whether they give anonymously there. */
export async function pledgesOfCampaign(db: DbOrTx, productId: string) {
  return db
    .select({
      pledge: pledges,
      showName: sql<boolean>`coalesce(${clubSponsors.showName}, false)`,
      firstName: users.firstName,
      lastName: users.lastName,
      donorDeleted: sql<boolean>`${users.deletedAt} is not null`,
    })
    .from(pledges)
    .innerJoin(users, eq(users.id, pledges.userId))
    .leftJoin(
      clubSponsors,
      and(eq(clubSponsors.clubId, pledges.clubId), eq(clubSponsors.userId, pledges.userId)),
    )
    .where(eq(pledges.productId, productId))
    .orderBy(desc(pledges.createdAt));
}

/** The donation a pledge's charge booked, if any (at most one: donations_pledge_key). */
export async function donationOfPledge(db: DbOrTx, pledgeId: string) {
  const [row] = await db.select().from(donations).where(eq(donations.pledgeId, pledgeId));
  return row;
}

// ---- The end of campaigns -------------------------------------------------------------------------------------

/**
 * One crowdfunding campaign whose end has passed and that is not decided yet, locked for this transaction (SKIP
 * LOCKED: another process's run takes another, or none).
 */
export async function claimEndedCampaign(tx: DbOrTx, now: Date): Promise<ProductRow | undefined> {
  const [row] = await tx
    .select()
    .from(products)
    .where(
      and(
        eq(products.crowdFunding, true),
        isNull(products.campaignOutcome),
        lte(products.campaignEndDate, now),
      ),
    )
    .orderBy(asc(products.campaignEndDate))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function recordOutcome(
  tx: DbOrTx,
  productId: string,
  outcome: 'funded' | 'not_funded',
  now: Date,
): Promise<void> {
  await tx
    .update(products)
    .set({ campaignOutcome: outcome, campaignDecidedAt: now, updatedAt: new Date() })
    .where(eq(products.id, productId));
}

/** Funded: every active pledge becomes due now; pending ones (3-D Secure never passed) were never held: released. */
export async function pledgesDue(tx: DbOrTx, productId: string, now: Date): Promise<number> {
  await tx
    .update(pledges)
    .set({ status: 'released', endedAt: now })
    .where(and(eq(pledges.productId, productId), eq(pledges.status, 'pending')));
  const due = await tx
    .update(pledges)
    .set({ status: 'due', nextTryAt: now })
    .where(and(eq(pledges.productId, productId), eq(pledges.status, 'active')))
    .returning({ id: pledges.id });
  return due.length;
}

/** Not funded: every held pledge is released; answers the backers to tell, with their amounts. */
export async function releasePledges(tx: DbOrTx, productId: string, now: Date) {
  const released = await tx
    .update(pledges)
    .set({ status: 'released', endedAt: now })
    .where(and(eq(pledges.productId, productId), inArray(pledges.status, HELD)))
    .returning({ id: pledges.id });
  if (released.length === 0) return [];
  return tx
    .select({
      email: users.email,
      firstName: users.firstName,
      preferredLanguage: users.preferredLanguage,
      amountRappen: pledges.amountRappen,
    })
    .from(pledges)
    .innerJoin(users, eq(users.id, pledges.userId))
    .where(
      inArray(
        pledges.id,
        released.map((row) => row.id),
      ),
    );
}

/** A suspended backer's or taken-down club's pledges wait (issue 45). */
const PAUSED = chargingPaused(sql`pledges.user_id`, sql`pledges.club_id`);

/**
 * Claims pledges to charge, SKIP LOCKED with a claim that runs out when the process dies: due ones whose try has
 * come, and ones whose wait for the backer's confirmation ran out.
 */
export async function claimPledges(
  db: DbOrTx,
  now: Date,
  claim: { now: Date; until: Date },
  limit: number,
): Promise<PledgeRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // Claims are kept in real time (a process's liveness), dues in the platform's time (which /dev/clock moves).
  const claimNow = sql`${claim.now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    UPDATE pledges SET claimed_until = ${claim.until.toISOString()}::timestamptz
     WHERE id IN (
       SELECT id FROM pledges
        WHERE ((status = 'due' AND next_try_at <= ${at}) OR (status = 'action_required' AND action_until <= ${at}))
          AND (claimed_until IS NULL OR claimed_until <= ${claimNow})
          AND NOT ${PAUSED}
        ORDER BY coalesce(next_try_at, action_until)
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
     RETURNING id`);
  const ids = (result.rows as { id: string }[]).map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(pledges).where(inArray(pledges.id, ids));
}

/** The earliest moment the end-of-campaign job has work: an end to decide, a try, a confirmation running out. */
export async function nextCampaignWork(db: DbOrTx): Promise<Date | null> {
  const result = await db.execute(sql`
    SELECT least(
      (SELECT min(campaign_end_date) FROM products WHERE crowd_funding AND campaign_outcome IS NULL),
      (SELECT min(next_try_at) FROM pledges WHERE status = 'due' AND NOT ${PAUSED}),
      (SELECT min(action_until) FROM pledges WHERE status = 'action_required' AND NOT ${PAUSED})
    ) AS at`);
  const at = (result.rows[0] as { at: string | Date | null } | undefined)?.at ?? null;
  return at === null ? null : new Date(at);
}

/** The club's administrators with their language, to be told of the campaign's end. */
export async function clubAdministrators(db: DbOrTx, clubId: string) {
  return db
    .select({ email: clubAdmins.email, language: users.preferredLanguage })
    .from(clubAdmins)
    .leftJoin(users, eq(users.email, clubAdmins.email))
    .where(and(eq(clubAdmins.clubId, clubId), eq(clubAdmins.role, 'ROLE_CLUB')));
}

/**
 * Everyone who backs a campaign and has not unsubscribed from it: its donors and its held or charged pledgers
 * (each once), with the amount of their held pledge if any.
 */
export async function backersToTell(db: DbOrTx, productId: string) {
  const result = await db.execute(sql`
    SELECT u.id, u.email, u.first_name AS "firstName", u.preferred_language AS "language",
           (SELECT p.amount_rappen FROM pledges p WHERE p.product_id = ${productId}::uuid AND p.user_id = u.id
             AND p.status IN ('pending', 'active') LIMIT 1) AS "pledgeRappen"
      FROM users u
     WHERE u.deleted_at IS NULL
       AND (EXISTS (SELECT 1 FROM donations d WHERE d.product_id = ${productId}::uuid AND d.user_id = u.id
                      AND d.status = 'succeeded')
         OR EXISTS (SELECT 1 FROM pledges p WHERE p.product_id = ${productId}::uuid AND p.user_id = u.id
                      AND p.status IN ('pending', 'active', 'due', 'action_required', 'charged')))
       AND NOT EXISTS (SELECT 1 FROM campaign_unsubscribes cu WHERE cu.product_id = ${productId}::uuid
                        AND cu.user_id = u.id)`);
  return result.rows as {
    id: string;
    email: string;
    firstName: string;
    language: string;
    pledgeRappen: number | null;
  }[];
}

/** The club's tally of a campaign's pledges by status: count and sum. */
export async function pledgeTally(db: DbOrTx, productId: string) {
  return db
    .select({
      status: pledges.status,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${pledges.amountRappen}), 0)::bigint`,
    })
    .from(pledges)
    .where(eq(pledges.productId, productId))
    .groupBy(pledges.status);
}

/** The backer saved a new card: their pledges not charged yet charge it (as their subscriptions do). */
export async function replaceCard(db: DbOrTx, userId: string, provider: string, paymentMethodId: string) {
  await db
    .update(pledges)
    .set({ paymentMethodId })
    .where(
      and(
        eq(pledges.userId, userId),
        eq(pledges.provider, provider),
        inArray(pledges.status, ['active', 'due']),
      ),
    );
}
