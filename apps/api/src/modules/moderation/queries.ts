import { MODERATION_LIMITS } from '@tifo/contract';
import { and, asc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { clubs } from '../../db/schema-clubs';
import { escapeLike } from '../clubs/queries';
import { forgetUser } from '../sessions/gates';

/** `%text%` for ILIKE, the text taken literally. */
const containing = (text: string) => `%${escapeLike(text)}%`;

/** People (not deleted) whose name or e-mail contains the query, suspended ones first. */
export async function searchPeople(db: DbOrTx, query: string) {
  const like = containing(query);
  // Written with the table's name: drizzle leaves the columns of a one-table select unqualified.
  const operator = sql<string | null>`(select o.email from users o where o.id = "users"."suspended_by")`;
  return db
    .select({ user: users, suspendedByEmail: operator })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like)),
      ),
    )
    .orderBy(sql`${users.suspendedAt} is null`, asc(users.email))
    .limit(MODERATION_LIMITS.results);
}

/** Organisations whose name or short name contains the query, taken-down ones first. */
export async function searchOrganisations(db: DbOrTx, query: string) {
  const like = containing(query);
  const operator = sql<string | null>`(select o.email from users o where o.id = "clubs"."taken_down_by")`;
  return db
    .select({ club: clubs, takenDownByEmail: operator })
    .from(clubs)
    .where(or(ilike(clubs.name, like), ilike(clubs.shortName, like)))
    .orderBy(sql`${clubs.takenDownAt} is null`, asc(clubs.name))
    .limit(MODERATION_LIMITS.results);
}

/** Suspends a person not suspended yet; undefined when they were (or are gone). */
export async function suspendPerson(
  tx: DbOrTx,
  values: { id: string; reason: string; by: string; at: Date },
) {
  forgetUser(values.id);
  const [row] = await tx
    .update(users)
    .set({ suspendedAt: values.at, suspensionReason: values.reason, suspendedBy: values.by })
    .where(and(eq(users.id, values.id), isNull(users.suspendedAt), isNull(users.deletedAt)))
    .returning();
  return row;
}

/** Lifts a person's suspension; undefined when there was none. */
export async function restorePerson(tx: DbOrTx, id: string) {
  forgetUser(id);
  const [row] = await tx
    .update(users)
    .set({ suspendedAt: null, suspensionReason: null, suspendedBy: null })
    .where(and(eq(users.id, id), isNotNull(users.suspendedAt)))
    .returning();
  return row;
}

/**
 * Takes a club down (it leaves every public list: they read approved and verified only), keeping the state to
 * restore; undefined when it is taken down or closed already.
 */
export async function takeDownClub(tx: DbOrTx, values: { id: string; reason: string; by: string; at: Date }) {
  const [row] = await tx
    .update(clubs)
    .set({
      statusBeforeTakedown: sql`${clubs.status}`,
      status: 'taken_down',
      takenDownAt: values.at,
      takenDownReason: values.reason,
      takenDownBy: values.by,
    })
    .where(and(eq(clubs.id, values.id), sql`${clubs.status} not in ('taken_down', 'closed')`))
    .returning();
  return row;
}

/** Restores a taken-down club to the state it had; undefined when it is not taken down. */
export async function restoreClub(tx: DbOrTx, id: string) {
  const [row] = await tx
    .update(clubs)
    .set({
      status: sql`coalesce(${clubs.statusBeforeTakedown}, 'pending')`,
      statusBeforeTakedown: null,
      takenDownAt: null,
      takenDownReason: null,
      takenDownBy: null,
    })
    .where(and(eq(clubs.id, id), eq(clubs.status, 'taken_down')))
    .returning();
  return row;
}
