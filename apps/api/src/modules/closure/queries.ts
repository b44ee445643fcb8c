import { and, asc, eq, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs } from '../../db/schema-clubs';
import { memberships } from '../../db/schema-memberships';
import { subscriptions } from '../../db/schema-payments';
import type { ClubRow } from '../clubs/queries';

/** The club under a row lock (a closure request, its withdrawal and the closure job never cross). */
export async function lockClub(tx: DbOrTx, clubId: string): Promise<ClubRow | undefined> {
  const [row] = await tx.select().from(clubs).where(eq(clubs.id, clubId)).for('update');
  return row;
}

export async function setClosure(
  tx: DbOrTx,
  clubId: string,
  closure: { requestedAt: Date; requestedBy: string; closesAt: Date } | null,
) {
  const [row] = await tx
    .update(clubs)
    .set({
      closureRequestedAt: closure?.requestedAt ?? null,
      closureRequestedBy: closure?.requestedBy ?? null,
      closesAt: closure?.closesAt ?? null,
    })
    .where(eq(clubs.id, clubId))
    .returning();
  return row!;
}

/**
 * The people a closing club's news concern: whoever has an active subscription or a membership not removed,
 * once each, with their language (deleted accounts have no address any more).
 */
export async function supportersOf(db: DbOrTx, clubId: string) {
  const result = await db.execute<{ email: string; first_name: string; preferred_language: string }>(sql`
    select distinct u.email, u.first_name, u.preferred_language from users u
    where u.deleted_at is null and u.password_hash is not null and (
      exists (select 1 from subscriptions s where s.user_id = u.id and s.club_id = ${clubId} and s.status = 'active')
      or exists (select 1 from memberships m where m.user_id = u.id and m.club_id = ${clubId}
        and m.status <> 'cancelled'))
    order by u.email`);
  return result.rows;
}

/** Clubs whose notice is over and that are not closed yet, oldest notice first, locked for this run. */
export async function dueClosures(tx: DbOrTx, now: Date, limit: number): Promise<ClubRow[]> {
  return tx
    .select()
    .from(clubs)
    .where(and(isNotNull(clubs.closesAt), lte(clubs.closesAt, now), isNull(clubs.closedAt)))
    .orderBy(asc(clubs.closesAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** When the closures job next has work (for /dev/clock), or null. */
export async function nextClosure(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${clubs.closesAt})` })
    .from(clubs)
    .where(and(isNotNull(clubs.closesAt), isNull(clubs.closedAt)));
  return row?.at ? new Date(row.at) : null;
}

/** The club's subscriptions and memberships end: nothing is charged after this. Answers how many. */
export async function endRecurring(tx: DbOrTx, clubId: string, at: Date) {
  const ended = await tx
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: at, cancelReason: 'club_closed', claimedUntil: null })
    .where(and(eq(subscriptions.clubId, clubId), eq(subscriptions.status, 'active')))
    .returning({ id: subscriptions.id });
  const removed = await tx
    .update(memberships)
    .set({ status: 'cancelled', cancelledAt: at })
    .where(and(eq(memberships.clubId, clubId), ne(memberships.status, 'cancelled')))
    .returning({ id: memberships.id });
  return { subscriptions: ended.length, memberships: removed.length };
}

/** The closure: status closed, the state before kept (the final payout needs to know it was verified). */
export async function markClosed(tx: DbOrTx, clubId: string, at: Date) {
  await tx
    .update(clubs)
    .set({ closedFromStatus: sql`${clubs.status}`, status: 'closed', closedAt: at })
    .where(eq(clubs.id, clubId));
}
