import { firstPeriodAfter, type RecurringPeriod, type SubscriptionActivityType } from '@tifo/contract';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { chargingPaused } from '../../db/charging-paused';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { clubAdmins, clubs, products } from '../../db/schema-clubs';
import {
  donations,
  sandboxPaymentMethods,
  subscriptionEvents,
  subscriptions,
} from '../../db/schema-payments';
import { clubSponsors } from '../../db/schema-payouts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

export async function insertSubscription(tx: DbOrTx, values: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  return row!;
}

/** The checkout's donation becomes the subscription's period 0. */
export async function markFirstPeriod(tx: DbOrTx, donationId: string, subscriptionId: string): Promise<void> {
  await tx.update(donations).set({ subscriptionId, periodNumber: 0 }).where(eq(donations.id, donationId));
}

export async function insertEvent(
  tx: DbOrTx,
  event: {
    subscriptionId: string;
    productId: string;
    kind: SubscriptionActivityType;
    periodNumber?: number | null;
    amountRappen?: number | null;
    donationId?: string | null;
    detail?: string | null;
    createdAt: Date;
  },
): Promise<void> {
  // A period is recorded as charged once (partial unique index); a repeat is a no-op.
  await tx.insert(subscriptionEvents).values(event).onConflictDoNothing();
}

export async function findSubscription(db: DbOrTx, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

/**
 * Claims subscriptions for a renewal run, SKIP LOCKED (two processes never claim the same row), with a claim
 * that runs out when the process dies: `due` claims what is due by `now` and not waiting for the donor;
 * `expired-actions` claims renewals whose wait for the donor's 3-D Secure confirmation has run out.
 */
/** A suspended donor's or taken-down club's subscriptions wait (issue 45). */
const PAUSED = chargingPaused(sql`subscriptions.user_id`, sql`subscriptions.club_id`);

export async function claimForRenewal(
  db: DbOrTx,
  which: 'due' | 'expired-actions',
  now: Date,
  claim: { now: Date; until: Date },
  limit: number,
): Promise<SubscriptionRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // Claims are kept in real time (a process's liveness), dues in the platform's time (which /dev/clock moves).
  const claimNow = sql`${claim.now.toISOString()}::timestamptz`;
  const condition =
    which === 'due'
      ? sql`action_intent_id IS NULL AND coalesce(retry_at, next_charge_at) <= ${at}`
      : sql`action_intent_id IS NOT NULL AND action_due_at <= ${at}`;
  const result = await db.execute(sql`
    UPDATE subscriptions SET claimed_until = ${claim.until.toISOString()}::timestamptz
     WHERE id IN (
       SELECT id FROM subscriptions
        WHERE status = 'active' AND ${condition}
          AND (claimed_until IS NULL OR claimed_until <= ${claimNow})
          AND NOT ${PAUSED}
        ORDER BY coalesce(retry_at, next_charge_at)
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
     RETURNING id`);
  const ids = (result.rows as { id: string }[]).map((row) => row.id);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(subscriptions)
    .where(
      sql`${subscriptions.id} IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
}

/** A period was booked: on to the next (only from that period: a second run finds nothing to move). */
export async function advancePeriod(
  tx: DbOrTx,
  sub: Pick<SubscriptionRow, 'id' | 'nextPeriod'>,
  nextChargeAt: Date,
): Promise<boolean> {
  const moved = await tx
    .update(subscriptions)
    .set({
      nextPeriod: sub.nextPeriod + 1,
      nextChargeAt,
      failedAttempts: 0,
      retryAt: null,
      actionIntentId: null,
      actionDueAt: null,
      claimedUntil: null,
    })
    .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.nextPeriod, sub.nextPeriod)))
    .returning({ id: subscriptions.id });
  return moved.length > 0;
}

export async function recordDeclinedTry(
  db: DbOrTx,
  sub: Pick<SubscriptionRow, 'id' | 'nextPeriod' | 'failedAttempts'>,
  retryAt: Date,
): Promise<boolean> {
  const moved = await db
    .update(subscriptions)
    .set({
      failedAttempts: sub.failedAttempts + 1,
      retryAt,
      actionIntentId: null,
      actionDueAt: null,
      claimedUntil: null,
    })
    .where(
      and(
        eq(subscriptions.id, sub.id),
        eq(subscriptions.nextPeriod, sub.nextPeriod),
        eq(subscriptions.failedAttempts, sub.failedAttempts),
      ),
    )
    .returning({ id: subscriptions.id });
  return moved.length > 0;
}

export async function waitForDonor(db: DbOrTx, id: string, intentId: string, dueAt: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ actionIntentId: intentId, actionDueAt: dueAt, claimedUntil: null })
    .where(eq(subscriptions.id, id));
}

export async function releaseClaim(db: DbOrTx, id: string): Promise<void> {
  await db.update(subscriptions).set({ claimedUntil: null }).where(eq(subscriptions.id, id));
}

/** Cancels an active subscription; undefined when it was not active (cancelled already). */
export async function cancelSubscription(
  tx: DbOrTx,
  id: string,
  reason: 'donor' | 'declined' | 'club',
  at: Date,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: at, cancelReason: reason, claimedUntil: null })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'active')))
    .returning();
  return row;
}

/** A user's active subscriptions (ended when the account is deleted). */
export async function activeOfUser(tx: DbOrTx, userId: string): Promise<SubscriptionRow[]> {
  return tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
    .for('update');
}

/** The donor's new card for all of their active subscriptions; a declined period is tried again at once. */
export async function replaceCard(
  db: DbOrTx,
  userId: string,
  provider: string,
  paymentMethodId: string,
  now: Date,
): Promise<number> {
  const moved = await db
    .update(subscriptions)
    .set({
      provider,
      paymentMethodId,
      retryAt: sql`CASE WHEN ${subscriptions.failedAttempts} > 0 THEN ${now.toISOString()}::timestamptz ELSE ${subscriptions.retryAt} END`,
    })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
    .returning({ id: subscriptions.id });
  return moved.length;
}

/**
 * Reminders before a charge (periods of six months or more): claims the subscriptions whose next charge is
 * within `daysBefore` days and whose period was not reminded yet, marking them reminded in the same statement.
 */
export async function claimReminders(db: DbOrTx, now: Date, daysBefore: number, periods: readonly string[]) {
  const result = await db.execute(sql`
    UPDATE subscriptions SET reminded_period = next_period
     WHERE status = 'active'
       AND period IN (${sql.join(
         periods.map((period) => sql`${period}`),
         sql`, `,
       )})
       AND next_charge_at - make_interval(days => ${daysBefore}) <= ${now.toISOString()}::timestamptz
       AND next_charge_at > ${now.toISOString()}::timestamptz
       AND coalesce(reminded_period, -1) < next_period
       AND NOT ${PAUSED}
     RETURNING id`);
  return (result.rows as { id: string }[]).map((row) => row.id);
}

/** The earliest moment at which a subscription job has work (for /dev/clock), or null. */
export async function nextDueMoments(db: DbOrTx, daysBefore: number, periods: readonly string[]) {
  const result = await db.execute(sql`
    SELECT
      (SELECT min(coalesce(retry_at, next_charge_at)) FROM subscriptions
        WHERE status = 'active' AND action_intent_id IS NULL AND NOT ${PAUSED}) AS renewal,
      (SELECT min(action_due_at) FROM subscriptions
        WHERE status = 'active' AND action_intent_id IS NOT NULL AND NOT ${PAUSED}) AS action,
      (SELECT min(next_charge_at - make_interval(days => ${daysBefore})) FROM subscriptions
        WHERE status = 'active' AND coalesce(reminded_period, -1) < next_period AND NOT ${PAUSED}
          AND period IN (${sql.join(
            periods.map((period) => sql`${period}`),
            sql`, `,
          )})) AS reminder`);
  const row = (result.rows[0] ?? {}) as Record<string, string | Date | null>;
  const asDate = (value: string | Date | null | undefined) => (value ? new Date(value) : null);
  return { renewal: asDate(row.renewal), action: asDate(row.action), reminder: asDate(row.reminder) };
}

/** What mails and lists need around a subscription: its product, club and donor. */
export async function findWithParties(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      subscription: subscriptions,
      product: {
        id: products.id,
        title: products.title,
        image: products.image,
        retryingInterval: products.retryingInterval,
      },
      club: {
        id: clubs.id,
        name: clubs.name,
        shortName: clubs.shortName,
        status: clubs.status,
        email: clubs.email,
      },
      card: { last4: sandboxPaymentMethods.last4 },
      donor: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        preferredLanguage: users.preferredLanguage,
      },
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(clubs, eq(clubs.id, subscriptions.clubId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, subscriptions.paymentMethodId))
    .where(eq(subscriptions.id, id));
  return row;
}
export type SubscriptionWithParties = NonNullable<Awaited<ReturnType<typeof findWithParties>>>;

/** The club's administrators (ROLE_CLUB) who are told when a supporter's subscription ends. */
export async function clubAdminEmails(db: DbOrTx, clubId: string): Promise<string[]> {
  const rows = await db
    .select({ email: clubAdmins.email })
    .from(clubAdmins)
    .where(and(eq(clubAdmins.clubId, clubId), eq(clubAdmins.role, 'ROLE_CLUB')));
  return rows.map((row) => row.email);
}

export async function listForUser(db: DbOrTx, userId: string) {
  return db
    .select({
      subscription: subscriptions,
      product: { id: products.id, title: products.title, image: products.image },
      club: { id: clubs.id, name: clubs.name, shortName: clubs.shortName },
      card: { brand: sandboxPaymentMethods.brand, last4: sandboxPaymentMethods.last4 },
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(clubs, eq(clubs.id, subscriptions.clubId))
    .leftJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, subscriptions.paymentMethodId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.status), desc(subscriptions.createdAt));
}

export async function activityPage(db: DbOrTx, productId: string, page: number, pageSize: number) {
  const where = eq(subscriptionEvents.productId, productId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: subscriptionEvents.id,
        kind: subscriptionEvents.kind,
        createdAt: subscriptionEvents.createdAt,
        amountRappen: subscriptionEvents.amountRappen,
        detail: subscriptionEvents.detail,
        firstName: users.firstName,
        lastName: users.lastName,
        showName: sql<boolean>`coalesce(${clubSponsors.showName}, false)`,
        donorDeleted: sql<boolean>`${users.deletedAt} is not null`,
      })
      .from(subscriptionEvents)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionEvents.subscriptionId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
      // The donor's choice at checkout, as the top sponsors, CSV and statements apply it.
      .leftJoin(
        clubSponsors,
        and(eq(clubSponsors.clubId, subscriptions.clubId), eq(clubSponsors.userId, subscriptions.userId)),
      )
      .where(where)
      .orderBy(desc(subscriptionEvents.createdAt), desc(subscriptionEvents.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ n: count() }).from(subscriptionEvents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findProductClub(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({ id: products.id, clubId: products.clubId })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

export async function activeSubscriptionIdsOfProduct(db: DbOrTx, productId: string): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.productId, productId), eq(subscriptions.status, 'active')));
  return rows.map((row) => row.id);
}

/**
 * Once a measure is lifted (issue 45): the periods a suspended donor's or taken-down club's subscriptions
 * missed are skipped, not charged late: each active one whose charge fell due meanwhile moves to its first
 * period after `now`, its period number on by the periods skipped (so no period is ever charged twice), with no
 * retry pending. Answers how many moved.
 */
export async function skipMissedPeriods(
  tx: DbOrTx,
  whose: { userId: string } | { clubId: string },
  now: Date,
): Promise<number> {
  const rows = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        'userId' in whose ? eq(subscriptions.userId, whose.userId) : eq(subscriptions.clubId, whose.clubId),
        eq(subscriptions.status, 'active'),
        sql`coalesce(${subscriptions.retryAt}, ${subscriptions.nextChargeAt}) <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .for('update');
  for (const row of rows) {
    const next = firstPeriodAfter(row.nextChargeAt, row.period as RecurringPeriod, now);
    await tx
      .update(subscriptions)
      .set({
        nextChargeAt: next.at,
        nextPeriod: row.nextPeriod + next.skipped,
        retryAt: null,
        failedAttempts: 0,
      })
      .where(eq(subscriptions.id, row.id));
  }
  return rows.length;
}

/**
 * The donor's new amount and rhythm (issue 47), from the next charge on: only while nothing of the due period is
 * under way (no declined try waiting, no confirmation, no renewal run holding it), so that a charge never
 * changes between its tries.
 */
export async function changeTerms(
  tx: DbOrTx,
  sub: Pick<SubscriptionRow, 'id' | 'nextPeriod'>,
  terms: { amountRappen: number; coveredFeeRappen: number; period: RecurringPeriod },
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .update(subscriptions)
    .set(terms)
    .where(
      and(
        eq(subscriptions.id, sub.id),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.nextPeriod, sub.nextPeriod),
        eq(subscriptions.failedAttempts, 0),
        isNull(subscriptions.actionIntentId),
        sql`(${subscriptions.claimedUntil} IS NULL OR ${subscriptions.claimedUntil} <= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning();
  return row;
}

export async function productMaxAmount(db: DbOrTx, productId: string): Promise<number | null> {
  const [row] = await db
    .select({ max: products.maxAmountRappen })
    .from(products)
    .where(eq(products.id, productId));
  return row?.max ?? null;
}
