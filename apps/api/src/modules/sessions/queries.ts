import { and, eq, gt, isNull, ne, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { refreshTokens, sessions, users } from '../../db/schema';
import { forgetSession, forgetUser } from './gates';

export async function insertSession(db: DbOrTx, userId: string, expiresAt: Date): Promise<string> {
  const [row] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
  return row!.id;
}

export async function insertRefreshToken(db: DbOrTx, sessionId: string, tokenHash: string): Promise<void> {
  await db.insert(refreshTokens).values({ sessionId, tokenHash });
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      usedAt: refreshTokens.usedAt,
      lostAt: refreshTokens.lostAt,
      sessionId: sessions.id,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a refresh token used; false when another request used it first. */
export async function claimRefreshToken(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/**
 * A used refresh token presented again, its answer lost: when none of the tokens issued after it in its session
 * was used (those marked lost were never received), the unused ones are marked used and lost, so that presenting
 * one of them from now on counts as reuse, and true is answered. False when one of them was used.
 */
export async function claimUnusedSuccessors(
  db: DbOrTx,
  sessionId: string,
  tokenId: string,
): Promise<boolean> {
  const after = sql`${refreshTokens.createdAt} > (select created_at from refresh_tokens where id = ${tokenId})`;
  const later = await db
    .select({ usedAt: refreshTokens.usedAt, lostAt: refreshTokens.lostAt })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessionId), after))
    .for('update');
  if (later.some((token) => token.usedAt !== null && token.lostAt === null)) return false;
  const now = new Date();
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: now, lostAt: now })
    .where(and(eq(refreshTokens.sessionId, sessionId), after, isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return claimed.length > 0;
}

export async function revokeSession(db: DbOrTx, sessionId: string, reason: string): Promise<void> {
  forgetSession(sessionId);
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  reason: string,
  keepSessionId?: string,
): Promise<void> {
  forgetUser(userId);
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

/**
 * The condition of a live session of the user an access token names: not logged out or revoked, not expired,
 * the account not deleted. For a statement that joins `users` on `sessions`; the values are placeholders
 * `sessionId` and `userId`. Every check of a session is this one (requireCaller, and the payment's look-up
 * that joins it: payments/queries.ts findSessionDonorAndProduct).
 */
export function liveSession(sessionId: Placeholder, userId: Placeholder) {
  return and(
    eq(sessions.id, sessionId),
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    isNull(users.deletedAt),
    // A suspended account has no live session, whichever process asks (issue 45).
    isNull(users.suspendedAt),
  );
}

/** The caller behind an access token: only while its session is live and its account exists. */
export async function findLiveSessionUser(db: DbOrTx, sessionId: string, userId: string) {
  const [row] = await preparedQuery(db, 'find_live_session_user', (on, name) =>
    on
      .select({ id: users.id, email: users.email, roles: users.roles, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(liveSession(sql.placeholder('sessionId'), sql.placeholder('userId')))
      .prepare(name),
  ).execute({ sessionId, userId });
  return row;
}

/** Whether the account (not deleted) has proven its address. */
export async function isEmailVerified(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: users.verified })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row?.verified ?? false;
}
