import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findLiveSessionUser } from '../users/queries';
import type { TokenSigner } from './tokens';

export interface Caller {
  id: string;
  email: string;
  roles: string[];
  sessionId: string;
}

/**
 * The authenticated caller of a request: a valid access token whose session is still live (not logged out,
 * not ended by a reused refresh token or a password reset) and whose account still exists. Else 401.
 */
export async function requireCaller(
  req: FastifyRequest,
  deps: { db: Db; signer: TokenSigner },
): Promise<Caller> {
  const claims = await requireClaims(req, deps);
  const user = await findLiveSessionUser(deps.db, claims.sessionId, claims.userId);
  if (!user) throw new AppError('unauthorized');
  return callerOf(user, claims.sessionId);
}

/** The caller, from their account's row as a live session's statement found it. */
export function callerOf(user: { id: string; email: string; roles: string[] }, sessionId: string): Caller {
  return { id: user.id, email: user.email, roles: user.roles, sessionId };
}

/**
 * The access token's session and user, once its signature and expiry are checked (else 401). Whether the session
 * is still live is not asked here: requireCaller asks it, or a route's first statement joins the same condition
 * (users/queries.ts liveSession) and answers 401 when it finds no row.
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
