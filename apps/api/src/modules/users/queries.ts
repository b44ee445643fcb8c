import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { type EmailTokenPayload, emailTokens, type SignUpClaim, users } from '../../db/schema';
import { clubAdmins, clubs } from '../../db/schema-clubs';
import { clubAdminInvitations } from '../../db/schema-invitations';
import { forgetUser } from '../sessions/gates';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

/**
 * What an e-mail token proves: the e-mail (verification), a reset, a club's membership invitation, or a sign-up
 * with the address of a member a club added (its payload is what the sign-up entered).
 */
export type EmailTokenPurpose =
  | 'verify_email'
  | 'reset_password'
  | 'invitation'
  | 'signup_claim'
  | 'change_email'
  | 'undo_email_change'
  | 'claim_gift';

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row;
}

/**
 * Club roles of a user; the first one's club is the one the session shows: the user's default club (the one
 * they registered, or their first role: users.default_club_id), then clubs where the user is ROLE_CLUB, then
 * finance, then operator, and within a role the most recently created club (docs/decisions/004). An
 * accepted invitation never changes which club comes first (issue 45).
 */
export interface ClubMembership {
  clubId: string;
  role: string;
}

/**
 * A user's clubs, the highest role first, then the newest club (its first is the user's clubId). Written with
 * the tables' names, so that it also holds in the subquery of findUserWithClubs, where drizzle would leave the
 * columns unqualified.
 */
const MEMBERSHIP_ORDER = sql.raw(
  `("club_admins"."club_id" is not distinct from "users"."default_club_id") desc, ` +
    `case "club_admins"."role" when 'ROLE_CLUB' then 0 when 'ROLE_CLUB_FINANCE' then 1 else 2 end, ` +
    `"clubs"."created_at" desc, "clubs"."id" asc`,
);

export async function findClubMemberships(db: DbOrTx, email: string): Promise<ClubMembership[]> {
  return db
    .select({ clubId: clubAdmins.clubId, role: clubAdmins.role })
    .from(clubAdmins)
    .innerJoin(clubs, eq(clubs.id, clubAdmins.clubId))
    .leftJoin(users, and(eq(users.email, clubAdmins.email), isNull(users.deletedAt)))
    .where(eq(clubAdmins.email, email))
    .orderBy(MEMBERSHIP_ORDER);
}

/**
 * Makes a club the one the person's session opens: always (`replace`, a club they just registered), or only when
 * they have no role in their current default club (a first role by invitation).
 */
export async function setDefaultClub(
  db: DbOrTx,
  email: string,
  clubId: string,
  mode: 'replace' | 'when_none',
): Promise<void> {
  await db
    .update(users)
    .set({ defaultClubId: clubId })
    .where(
      and(
        eq(users.email, email),
        isNull(users.deletedAt),
        mode === 'replace'
          ? undefined
          : sql`not exists (select 1 from ${clubAdmins} where ${clubAdmins.email} = ${users.email}
              and ${clubAdmins.clubId} = ${users.defaultClubId} and ${clubAdmins.clubId} <> ${clubId})`,
      ),
    );
}

/**
 * A user (not deleted) with their clubs in the same order, in one prepared statement: what `/users/id`, which
 * the web app calls on every start, needs after the session check.
 */
export async function findUserWithClubs(
  db: DbOrTx,
  id: string,
): Promise<{ user: UserRow; memberships: ClubMembership[] } | undefined> {
  const [row] = await preparedQuery(db, 'find_user_with_clubs', (on, name) =>
    on
      .select({
        user: users,
        // Written with the tables' names: drizzle leaves the columns of a one-table select unqualified.
        memberships: sql<ClubMembership[]>`coalesce((
          select json_agg(json_build_object('clubId', "club_admins"."club_id", 'role', "club_admins"."role")
            order by ${MEMBERSHIP_ORDER})
          from "club_admins" inner join "clubs" on "clubs"."id" = "club_admins"."club_id"
          where "club_admins"."email" = "users"."email"), '[]'::json)`,
      })
      .from(users)
      .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
      .prepare(name),
  ).execute({ id });
  return row;
}

export async function insertUser(
  db: DbOrTx,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

/**
 * Gives a user a club added (no password yet) the password and names of a sign-up whose claim link was followed:
 * the account is theirs. Undefined when the account has a password meanwhile (or is gone).
 */
export async function claimInvitedUser(
  db: DbOrTx,
  id: string,
  values: { passwordHash: string; firstName: string; lastName: string; preferredLanguage: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.passwordHash), isNull(users.deletedAt)))
    .returning();
  return row;
}

export async function insertEmailToken(
  db: DbOrTx,
  values: {
    userId: string;
    purpose: EmailTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    payload?: EmailTokenPayload;
  },
): Promise<void> {
  await db.insert(emailTokens).values(values);
}

/** Uses a live sign-up claim once: the member's account and what the sign-up entered, or undefined. */
export async function consumeSignUpClaim(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ userId: string; payload: SignUpClaim } | undefined> {
  const row = await consumeToken(db, 'signup_claim', tokenHash);
  return row?.payload && 'passwordHash' in row.payload
    ? { userId: row.userId, payload: row.payload }
    : undefined;
}

/**
 * Uses a live e-mail token of this purpose once: its user and payload, or undefined. Live until the database's
 * time, or `now` where the platform's clock decides (an e-mail change's undo window).
 */
export async function consumeToken(db: DbOrTx, purpose: EmailTokenPurpose, tokenHash: string, now?: Date) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now ?? sql`now()`),
      ),
    )
    .returning({ userId: emailTokens.userId, payload: emailTokens.payload });
  return row;
}

/** Uses a live e-mail token once; the user id it belongs to, or undefined. */
export async function consumeEmailToken(
  db: DbOrTx,
  purpose: EmailTokenPurpose,
  tokenHash: string,
): Promise<string | undefined> {
  return (await consumeToken(db, purpose, tokenHash))?.userId;
}

/** Earlier unused tokens of the same purpose stop working when a new one is sent. */
export async function expireEmailTokens(
  db: DbOrTx,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>) {
  // What a live session's caller carries (sessions/live.ts), or whether it is live at all.
  if ('email' in values || 'roles' in values || 'deletedAt' in values || 'suspendedAt' in values)
    forgetUser(id);
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  return row;
}

/**
 * A link sent to the account's address was followed: the address is proven and the account may donate. `values`:
 * what changes with it (a new address whose link it was).
 */
export async function markEmailVerified(
  db: DbOrTx,
  id: string,
  values: Partial<typeof users.$inferInsert> = {},
) {
  return updateUser(db, id, { ...values, verified: true, donationEnabled: true });
}

/** Clubs where this e-mail is the only ROLE_CLUB administrator. */
export async function clubsWithSoleAdministrator(db: DbOrTx, email: string): Promise<string[]> {
  const result = await db.execute<{ club_id: string }>(sql`
    select a.club_id from club_admins a
    where a.email = ${email} and a.role = 'ROLE_CLUB'
      -- A closed organisation needs no administrator any more (issue 45: closure).
      and not exists (select 1 from clubs c where c.id = a.club_id and c.status = 'closed')
      and not exists (select 1 from club_admins o where o.club_id = a.club_id and o.role = 'ROLE_CLUB' and o.email <> a.email)`);
  return result.rows.map((row) => row.club_id);
}

export async function removeClubAdminEntries(db: DbOrTx, email: string): Promise<void> {
  await db.delete(clubAdmins).where(eq(clubAdmins.email, email));
  // Invitations to the deleted account go too (invitations it sent stay, without the sender).
  await db.delete(clubAdminInvitations).where(eq(clubAdminInvitations.email, email));
}

/**
 * Whether an address is held for an account's undo link: an account changed away from it less than 7 days ago
 * (by the platform's clock). Nobody may sign up with it or change to it meanwhile, so that the undo still works.
 */
export async function isEmailHeldForUndo(db: DbOrTx, email: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.purpose, 'undo_email_change'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
        sql`${emailTokens.payload}->>'oldEmail' = ${email}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Moves an account's club roles and open invitations, which are keyed by e-mail, to its new address. A club that
 * already invited the new address keeps that invitation, and the old address's one for that club goes.
 */
export async function moveClubRolesToEmail(db: DbOrTx, from: string, to: string): Promise<void> {
  await db.execute(sql`
    update club_admins a set email = ${to} where a.email = ${from}
      and not exists (select 1 from club_admins b where b.club_id = a.club_id and b.email = ${to})`);
  await db.execute(sql`
    update club_admin_invitations a set email = ${to} where a.email = ${from}
      and not exists (select 1 from club_admin_invitations b where b.club_id = a.club_id and b.email = ${to})`);
  await removeClubAdminEntries(db, from);
}
