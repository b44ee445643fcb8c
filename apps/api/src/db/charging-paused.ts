import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Whether recurring charges of a person at a club are paused (issue 45): the person is suspended, or the club is
 * taken down by the operator. Renewals, reminders, membership invoices, their card charges and lapses all skip
 * such rows, and so do the due dates /dev/clock walks to. Lifting the measure skips the missed periods
 * (skipMissedPeriods in subscriptions/queries.ts and memberships/queries.ts), so none is ever charged late or twice.
 * The columns are those of the row asked about (subscriptions.user_id and .club_id, or the membership's).
 */
export function chargingPaused(userId: SQLWrapper, clubId: SQLWrapper): SQL {
  return sql`(EXISTS (SELECT 1 FROM users paused_user WHERE paused_user.id = ${userId}
      AND paused_user.suspended_at IS NOT NULL)
    OR EXISTS (SELECT 1 FROM clubs paused_club WHERE paused_club.id = ${clubId}
      AND paused_club.status = 'taken_down'))`;
}
