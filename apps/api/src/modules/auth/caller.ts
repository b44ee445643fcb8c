import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, emailNotVerified } from '../../errors';
import { liveSessionUser } from '../sessions/live';
import { isEmailVerified } from '../sessions/queries';
import type { TokenSigner } from './tokens';

export interface Caller {
  id: string;
  email: string;
  roles: string[];
  sessionId: string;
}

/**
 * The authenticated caller of a request: a valid access token whose session is still live (not logged out,
 * not ended by a reused refresh token or a password reset) and whose account still exists. Else 401. Asked
 * of the process's memory of live sessions where it may answer (sessions/live.ts), else of the database.
 */
export async function requireCaller(
  req: FastifyRequest,
  deps: { db: Db; signer: TokenSigner },
): Promise<Caller> {
  const claims = await requireClaims(req, deps);
  const user = await liveSessionUser(deps.db, claims.sessionId, claims.userId);
  if (!user) throw new AppError('unauthorized');
  return callerOf(user, claims.sessionId);
}

/** The caller when a valid token is sent; public calls ignore a missing or invalid one. */
export async function optionalCaller(
  req: FastifyRequest,
  deps: { db: Db; signer: TokenSigner },
): Promise<Caller | undefined> {
  if (!req.headers.authorization) return undefined;
  return requireCaller(req, deps).catch(() => undefined);
}

/** The caller, from their account's row as a live session's statement found it. */
export function callerOf(user: { id: string; email: string; roles: string[] }, sessionId: string): Caller {
  return { id: user.id, email: user.email, roles: user.roles, sessionId };
}

/**
 * The access token's session and user, once its signature and expiry are checked (else 401). Whether the session
 * is still live is not asked here: requireCaller asks it, or a route's first statement joins the same condition
 * (sessions/queries.ts liveSession) and answers 401 when it finds no row.
 */
export async function requireClaims(
  req: FastifyRequest,
  deps: { signer: TokenSigner },
): Promise<{ sessionId: string; userId: string }> {
  const header = req.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw new AppError('unauthorized');
  const claims = await deps.signer.verify(token);
  if (!claims) throw new AppError('unauthorized');
  return { sessionId: claims.sessionId, userId: claims.userId };
}

/** A call about a user's own data: another user's id is refused (403), whoever asks. */
export function assertSelf(caller: Caller, userId: string): void {
  if (caller.id !== userId) throw new AppError('forbidden');
}

/**
 * A call that hands out what was sent to the caller's address (mails, invoices, invitations, the data export):
 * only once the account has proven it (issue 45). Else 403 email_not_verified, saying how to verify.
 */
export async function requireVerifiedEmail(db: DbOrTx, caller: Caller): Promise<void> {
  if (!(await isEmailVerified(db, caller.id))) throw emailNotVerified();
}

export function isPlatformOperator(caller: Caller): boolean {
  return caller.roles.includes('ROLE_ADMIN');
}
