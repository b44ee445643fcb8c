import { firstPeriodAfter, type MembershipStatus, type RecurringPeriod } from '@tifo/contract';
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { chargingPaused } from '../../db/charging-paused';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { clubAdmins, clubBanks, clubs, products } from '../../db/schema-clubs';
import { membershipInvoices, memberships } from '../../db/schema-memberships';
import { clubStaff } from '../organisations/queries';
import type { MembershipRow } from './invoice-queries';

export * from './invoice-queries';

export type MemberUser = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'passwordHash'
  | 'verified'
  | 'preferredLanguage'
  | 'address1'
  | 'postalCode'
  | 'city'
>;

/** The columns of a member's person (shared with list-queries.ts). */
export const memberUser = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  passwordHash: users.passwordHash,
  verified: users.verified,
  preferredLanguage: users.preferredLanguage,
  address1: users.address1,
  postalCode: users.postalCode,
  city: users.city,
};

// ---- Users (a person the club adds without an account is a user without password: invited) ----------------

export async function findUserByEmail(db: DbOrTx, email: string): Promise<MemberUser | undefined> {
  const [row] = await db.select(memberUser).from(users).where(eq(users.email, email));
  return row;
}

export async function insertInvitedUser(
  tx: DbOrTx,
  values: { email: string; firstName: string; lastName: string; preferredLanguage: string },
): Promise<MemberUser> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, passwordHash: null })
    .onConflictDoNothing()
    .returning(memberUser);
  if (row) return row;
  return (await findUserByEmail(tx, values.email)) as MemberUser;
}

// ---- Memberships --------------------------------------------------------------------------------------------

export async function insertMembership(
  tx: DbOrTx,
  values: typeof memberships.$inferInsert,
): Promise<MembershipRow | undefined> {
  const [row] = await tx.insert(memberships).values(values).onConflictDoNothing().returning();
  return row;
}

/** The person's current (not cancelled) membership of a product. */
export async function findCurrent(
  db: DbOrTx,
  userId: string,
  productId: string,
  lock = false,
): Promise<MembershipRow | undefined> {
  const query = db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.productId, productId),
        ne(memberships.status, 'cancelled'),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The person's membership of a product: the current one, else the latest cancelled one (its history). */
export async function findLatest(
  db: DbOrTx,
  userId: string,
  productId: string,
): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.productId, productId)))
    .orderBy(sql`${memberships.status} = 'cancelled'`, desc(memberships.createdAt))
    .limit(1);
  return row;
}

export async function findMembership(
  db: DbOrTx,
  id: string,
  lock = false,
): Promise<MembershipRow | undefined> {
  const query = db.select().from(memberships).where(eq(memberships.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setStatus(
  tx: DbOrTx,
  id: string,
  status: MembershipStatus,
  inactiveReason: 'club' | 'lapsed' | null,
  now: Date,
): Promise<MembershipRow | undefined> {
  const [row] = await tx
    .update(memberships)
    .set({
      status,
      inactiveReason,
      ...(status === 'cancelled' ? { cancelledAt: now, claimedUntil: null } : {}),
    })
    .where(and(eq(memberships.id, id), ne(memberships.status, 'cancelled')))
    .returning();
  return row;
}

/**
 * The member's notice (issue 47): the membership ends at `endsAt`, or (null) runs on. Only a membership that has
 * not ended, and only when the notice changes (leaving twice, or staying without notice, changes nothing).
 */
export async function setNotice(
  tx: DbOrTx,
  id: string,
  notice: { endsAt: Date; leftAt: Date } | null,
): Promise<MembershipRow | undefined> {
  const [row] = await tx
    .update(memberships)
    .set(notice ?? { endsAt: null, leftAt: null })
    .where(
      and(
        eq(memberships.id, id),
        ne(memberships.status, 'cancelled'),
        notice ? isNull(memberships.endsAt) : isNotNull(memberships.endsAt),
      ),
    )
    .returning();
  return row;
}

/** A membership whose member left ends at its end: cancelled then, nothing more is raised. */
export async function endLeft(tx: DbOrTx, id: string): Promise<MembershipRow | undefined> {
  const [row] = await tx
    .update(memberships)
    .set({ status: 'cancelled', cancelledAt: sql`${memberships.endsAt}`, claimedUntil: null })
    .where(
      and(
        eq(memberships.id, id),
        ne(memberships.status, 'cancelled'),
        sql`${memberships.endsAt} <= ${memberships.nextInvoiceAt}`,
      ),
    )
    .returning();
  return row;
}

/** A card member's kept card (checkout by card); a member who pays another way keeps getting invoices. */
export async function setCard(
  tx: DbOrTx,
  id: string,
  card: { provider: string; paymentMethodId: string } | null,
): Promise<void> {
  await tx
    .update(memberships)
    .set(
      card
        ? { paymentMethod: 'card', cardProvider: card.provider, cardPaymentMethodId: card.paymentMethodId }
        : { paymentMethod: 'invoice', cardProvider: null, cardPaymentMethodId: null },
    )
    .where(eq(memberships.id, id));
}

/** Moves every card membership of the person to a newly saved card (/payments/payment-method). */
export async function replaceCards(db: DbOrTx, userId: string, provider: string, paymentMethodId: string) {
  await db
    .update(memberships)
    .set({ cardProvider: provider, cardPaymentMethodId: paymentMethodId })
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.paymentMethod, 'card'),
        ne(memberships.status, 'cancelled'),
      ),
    );
}

/**
 * Claims memberships whose next invoice is due (platform time), SKIP LOCKED with a claim that runs out in real
 * time when the process dies, as the renewals do.
 */
export async function claimDue(
  db: DbOrTx,
  now: Date,
  claim: { now: Date; until: Date },
  limit: number,
): Promise<MembershipRow[]> {
  const result = await db.execute(sql`
    UPDATE memberships SET claimed_until = ${claim.until.toISOString()}::timestamptz
     WHERE id IN (
       SELECT id FROM memberships
        WHERE status <> 'cancelled' AND next_invoice_at <= ${now.toISOString()}::timestamptz
          AND (claimed_until IS NULL OR claimed_until <= ${claim.now.toISOString()}::timestamptz)
          AND NOT ${chargingPaused(sql`memberships.user_id`, sql`memberships.club_id`)}
        ORDER BY next_invoice_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
     RETURNING id`);
  const ids = (result.rows as { id: string }[]).map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(memberships).where(inArray(memberships.id, ids));
}

export async function release(db: DbOrTx, id: string): Promise<void> {
  await db.update(memberships).set({ claimedUntil: null }).where(eq(memberships.id, id));
}

/** Moves the membership on to its next period, only from the period given (a repeat is a no-op). */
export async function advance(tx: DbOrTx, m: MembershipRow, nextInvoiceAt: Date): Promise<boolean> {
  const rows = await tx
    .update(memberships)
    .set({ nextPeriod: m.nextPeriod + 1, nextInvoiceAt })
    .where(and(eq(memberships.id, m.id), eq(memberships.nextPeriod, m.nextPeriod)))
    .returning({ id: memberships.id });
  return rows.length > 0;
}

export async function nextInvoiceDue(db: DbOrTx): Promise<Date | undefined> {
  const [row] = await db
    .select({
      at: sql<Date | null>`min(${memberships.nextInvoiceAt})`.mapWith((v) => (v ? new Date(v) : null)),
    })
    .from(memberships)
    .where(
      and(
        ne(memberships.status, 'cancelled'),
        sql`NOT ${chargingPaused(memberships.userId, memberships.clubId)}`,
      ),
    );
  return row?.at ?? undefined;
}

// ---- Parties -------------------------------------------------------------------------------------------------

export { findProductWithClub as findProductAndClub } from '../clubs/queries';

/** A product with its club and the caller's role in that club (one round trip for every club call here). */
export async function findProductForCaller(db: DbOrTx, productId: string, email: string) {
  const [row] = await db
    .select({ product: products, club: clubs, role: clubAdmins.role })
    .from(products)
    .innerJoin(clubs, eq(clubs.id, products.clubId))
    .leftJoin(clubAdmins, and(eq(clubAdmins.clubId, clubs.id), eq(clubAdmins.email, email)))
    .where(eq(products.id, productId));
  return row;
}

export async function findMemberUser(db: DbOrTx, userId: string): Promise<MemberUser | undefined> {
  const [row] = await db.select(memberUser).from(users).where(eq(users.id, userId));
  return row;
}

export async function findBank(db: DbOrTx, clubId: string) {
  const [row] = await db.select().from(clubBanks).where(eq(clubBanks.clubId, clubId));
  return row;
}

/** The e-mails of the club's administrators who manage members (admins and editors), with their language. */
export async function memberManagers(db: DbOrTx, clubId: string) {
  return clubStaff(db, clubId, ['ROLE_CLUB', 'ROLE_CLUB_OPERATOR']);
}

/** Active members of a club (public member counts never count lapsed or removed ones). */
export async function countActiveMembers(db: DbOrTx, clubId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.clubId, clubId), eq(memberships.status, 'active')));
  return row?.n ?? 0;
}

/**
 * Once a measure is lifted (issue 45): the periods a suspended member's or taken-down club's memberships missed
 * are skipped, not invoiced late: each membership whose next invoice fell due meanwhile moves to its first period
 * after `now`, its period number on by the periods skipped. Invoices raised before the measure stay, due now.
 */
export async function skipMissedPeriods(
  tx: DbOrTx,
  whose: { userId: string } | { clubId: string },
  now: Date,
): Promise<number> {
  const rows = await tx
    .select()
    .from(memberships)
    .where(
      and(
        'userId' in whose ? eq(memberships.userId, whose.userId) : eq(memberships.clubId, whose.clubId),
        ne(memberships.status, 'cancelled'),
        sql`${memberships.nextInvoiceAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .for('update');
  for (const row of rows) {
    const next = firstPeriodAfter(row.nextInvoiceAt, row.period as RecurringPeriod, now);
    await tx
      .update(memberships)
      .set({ nextInvoiceAt: next.at, nextPeriod: row.nextPeriod + next.skipped })
      .where(eq(memberships.id, row.id));
  }
  // Invoices left open meanwhile are due from now: the reminder and the lapse count again from today, so that
  // a member is not lapsed the moment the measure is lifted.
  await tx
    .update(membershipInvoices)
    .set({ dueAt: now })
    .where(
      and(
        eq(membershipInvoices.status, 'open'),
        sql`${membershipInvoices.dueAt} < ${now.toISOString()}::timestamptz`,
        sql`${membershipInvoices.membershipId} in (select id from memberships where ${
          'userId' in whose ? sql`user_id = ${whose.userId}` : sql`club_id = ${whose.clubId}`
        })`,
      ),
    );
  return rows.length;
}
