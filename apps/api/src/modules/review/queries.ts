import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { ClubRow } from '../../db/schema-clubs';
import { clubBanks, clubs } from '../../db/schema-clubs';
import { bankAwaitsConfirmation } from '../clubs/cards';

export type { ClubRow };

/** When a registration started waiting: the bank step (submitted), or its creation while incomplete. */
const waitingSince = sql<Date>`coalesce(${clubs.submittedAt}, ${clubs.createdAt})`;

export interface QueueRow {
  club: ClubRow;
  hasContact: boolean;
  hasBank: boolean;
  documentCount: number;
  bankAwaitingConfirmation: boolean;
}

/**
 * Clubs in one review state. Pending ones oldest first (the longest wait at the top, DESIGN.md §5); the
 * others most recently reviewed first, after those whose changed bank account waits for the operator.
 */
export async function listClubsForReview(
  db: DbOrTx,
  options: { status: string; limit: number; offset: number },
): Promise<{ rows: QueueRow[]; total: number }> {
  // Qualified by hand: inside a subquery drizzle would print the outer column as a bare "id".
  const bankWaits = bankAwaitsConfirmation(sql`${clubs.status}`, sql`"clubs"."id"`);
  const order =
    options.status === 'pending'
      ? [asc(waitingSince), asc(clubs.id)]
      : [desc(bankWaits), sql`${clubs.reviewedAt} desc nulls last`, desc(clubs.createdAt), asc(clubs.id)];
  const rows = await db
    .select({
      club: clubs,
      bankAwaitingConfirmation: bankWaits,
      hasContact: sql<boolean>`exists (select 1 from club_contacts c where c.club_id = "clubs"."id")`,
      hasBank: sql<boolean>`exists (select 1 from club_banks b where b.club_id = "clubs"."id")`,
      documentCount: sql<number>`(select count(*)::int from club_documents d where d.club_id = "clubs"."id" and d.kind in ('doc1', 'doc2'))`,
    })
    .from(clubs)
    .where(eq(clubs.status, options.status))
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(clubs).where(eq(clubs.status, options.status));
  return { rows, total: total?.n ?? 0 };
}

/** The club row locked until the transaction ends, so two operators cannot decide at once. */
export async function lockClub(db: DbOrTx, clubId: string): Promise<ClubRow | undefined> {
  const [row] = await db.select().from(clubs).where(eq(clubs.id, clubId)).for('update');
  return row;
}

export async function updateClubReview(
  db: DbOrTx,
  clubId: string,
  values: Partial<
    Pick<
      typeof clubs.$inferInsert,
      | 'status'
      | 'rejectionReason'
      | 'approvedAt'
      | 'verifiedAt'
      | 'reviewedAt'
      | 'taxExempt'
      | 'taxCanton'
      | 'taxRecordedAt'
    >
  >,
): Promise<void> {
  await db
    .update(clubs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(clubs.id, clubId));
}

export async function findClubs(db: DbOrTx, ids: string[]): Promise<ClubRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(clubs).where(inArray(clubs.id, ids));
}

/**
 * Confirms the club's bank account as the operator: the account as it is now, when not confirmed yet. The row
 * confirmed, or undefined (no account, or already confirmed).
 */
export async function confirmBank(db: DbOrTx, clubId: string, operatorId: string, at: Date) {
  const [row] = await db
    .update(clubBanks)
    .set({ confirmedAt: at, confirmedBy: operatorId })
    .where(and(eq(clubBanks.clubId, clubId), isNull(clubBanks.confirmedAt)))
    .returning();
  return row;
}

/** Submitted registrations still pending since before `before`, the longest waiting first (the digest's list). */
export async function registrationsWaitingSince(db: DbOrTx, before: Date) {
  return db
    .select({ id: clubs.id, name: clubs.name, city: clubs.city, submittedAt: clubs.submittedAt })
    .from(clubs)
    .where(
      and(eq(clubs.status, 'pending'), sql`${clubs.submittedAt} <= ${before.toISOString()}::timestamptz`),
    )
    .orderBy(asc(clubs.submittedAt), asc(clubs.id));
}
