import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client';
import { listenTo } from '../../db/listen';
import { gates, type LiveSessionUser, SessionGate } from './gates';
import { findLiveSessionUser } from './queries';

/**
 * Sessions checked without a statement per call (issue 50, docs/decisions/095). A process remembers the sessions
 * it found live, with their account's address and roles, and answers from memory until it is told that one
 * changed: a session revoked (logout, refresh-token reuse, password reset or change, suspension, a claimed
 * invitation or gift), an account's address, roles, deletion or suspension changed.
 *
 * - In this process the statement's function tells it directly (`forgetSession`, `forgetUser`), before it
 *   answers, so the next call here already sees the change.
 * - The other processes on the same PostgreSQL hear it from the database: a trigger on `sessions` and `users`
 *   (migration 0051) announces every such change on the channel `tifo_sessions` as the statement commits,
 *   whoever wrote it (an API process, the operator's command line, psql). While the channel's connection is
 *   down, nothing is answered from memory (every call asks the database, as before); once it listens again,
 *   everything remembered is dropped, since announcements may have been missed.
 * - On PGlite the database lives in this one process: the direct calls are all there is to tell.
 * - A remembered session is asked again after the access token's lifetime at the latest, so a lost announcement
 *   (which PostgreSQL does not lose while the connection stands) could leave a change unseen that long, no longer.
 * - A session asked while a change is announced is not remembered from that answer (`epoch`), so an answer read
 *   before a revocation cannot be kept after it; one changed in this process is not remembered for a minute
 *   (gates.ts HOLD_MS), since it is told before its transaction commits.
 */

export const SESSIONS_CHANNEL = 'tifo_sessions';

/**
 * The user of a live session (not revoked or expired, the account neither deleted nor suspended), from memory
 * where it may answer, else from the database. Without a gate (command-line tools) always from the database.
 */
export async function liveSessionUser(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<LiveSessionUser | undefined> {
  const gate = gates.get(db);
  if (gate) return gate.userOf(sessionId, userId, () => findLiveSessionUser(db, sessionId, userId));
  const row = await findLiveSessionUser(db, sessionId, userId);
  return row ? { id: row.id, email: row.email, roles: row.roles } : undefined;
}

/** How many sessions this process remembers for the database (tests, metrics). */
export function rememberedSessions(db: Db): number {
  return gates.get(db)?.size ?? 0;
}

/**
 * Memory on or off for the database (the bench measures `users-id` both ways in one run): off, every call asks the
 * database, as before decision 095; on again, memory starts empty.
 */
export function useSessionMemory(db: Db, on: boolean): void {
  gates.get(db)?.enable(on);
}

/** The gate's figures for GET /api/metrics: sessions remembered, and whether memory may answer now. */
export function sessionGateStats(db: Db): { remembered: number; trusted: boolean } {
  const gate = gates.get(db);
  return { remembered: gate?.size ?? 0, trusted: gate?.isTrusted ?? false };
}

/**
 * Starts remembering live sessions of the database; on PostgreSQL follows the channel the trigger announces on.
 * Stop it when the app closes.
 */
export function watchSessions(
  database: Pick<Database, 'db' | 'pool' | 'kind'>,
  ttlSeconds: number,
  log: FastifyBaseLogger,
): { stop(): Promise<void> } {
  const gate = new SessionGate(ttlSeconds, database.kind === 'pglite');
  gates.set(database.db, gate);
  const listening =
    database.kind === 'postgres'
      ? listenTo(
          database,
          SESSIONS_CHANNEL,
          {
            message: (payload) => {
              const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
              if (kind === 's:') gate.forgetSession(id, false);
              else if (kind === 'u:') gate.forgetUser(id, false);
              else gate.hearing(true);
            },
            listening: () => gate.hearing(true),
            lost: () => gate.hearing(false),
          },
          log,
        )
      : undefined;
  return {
    async stop() {
      if (gates.get(database.db) === gate) gates.delete(database.db);
      await listening?.stop();
    },
  };
}
