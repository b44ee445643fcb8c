import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';

/**
 * What a process remembers of live sessions, one gate per open database, and how it is told of changes made in
 * this process (`forgetSession`, `forgetUser`, called by the statements' functions in queries.ts). live.ts says
 * when memory may answer.
 */

/** Sessions remembered per process; beyond it the least recently used are asked again. */
const REMEMBERED = 50_000;
/**
 * How long a session or account changed in this process is not remembered from any answer: the change is told
 * before its statement, whose transaction may commit a little later, and an answer read in between would still
 * show the session live. No transaction that revokes stays open that long (they are a few statements each).
 */
export const HOLD_MS = 60_000;

export interface LiveSessionUser {
  id: string;
  email: string;
  roles: string[];
}

interface Remembered extends LiveSessionUser {
  expiresAt: number;
}

export class SessionGate {
  private readonly remembered: LRUCache<string, Remembered>;
  /** Raised by every change heard: an answer read across one is not remembered. */
  private epoch = 0;
  /** Sessions ('s:<id>') and accounts ('u:<id>') changed in this process, until when they are not remembered. */
  private readonly held = new Map<string, number>();

  /** Whether memory is switched on (useSessionMemory); it answers only while also `listening`. */
  private enabled = true;

  constructor(
    ttlSeconds: number,
    /** Whether changes are heard: always on PGlite, while the channel listens on PostgreSQL. */
    private listening: boolean,
  ) {
    this.remembered = new LRUCache({ max: REMEMBERED, ttl: ttlSeconds * 1000 });
  }

  async userOf(
    sessionId: string,
    userId: string,
    read: () => Promise<(LiveSessionUser & { expiresAt: Date }) | undefined>,
  ): Promise<LiveSessionUser | undefined> {
    if (this.trusted) {
      const known = this.remembered.get(sessionId);
      if (known && known.id === userId && known.expiresAt > Date.now())
        return { id: known.id, email: known.email, roles: known.roles };
    }
    const epoch = this.epoch;
    const trusted = this.trusted;
    const row = await read();
    if (!row) return undefined;
    const user = { id: row.id, email: row.email, roles: row.roles };
    if (
      trusted &&
      this.trusted &&
      epoch === this.epoch &&
      !this.holds(`s:${sessionId}`) &&
      !this.holds(`u:${userId}`)
    )
      this.remembered.set(sessionId, { ...user, expiresAt: row.expiresAt.getTime() });
    return user;
  }

  forgetSession(sessionId: string, hold: boolean): void {
    this.epoch += 1;
    if (hold) this.hold(`s:${sessionId}`);
    this.remembered.delete(sessionId);
  }

  forgetUser(userId: string, hold: boolean): void {
    this.epoch += 1;
    if (hold) this.hold(`u:${userId}`);
    const gone: string[] = [];
    for (const [sessionId, known] of this.remembered.entries()) if (known.id === userId) gone.push(sessionId);
    for (const sessionId of gone) this.remembered.delete(sessionId);
  }

  private hold(key: string): void {
    const now = Date.now();
    if (this.held.size >= 1_000)
      for (const [old, until] of this.held) if (until <= now) this.held.delete(old);
    this.held.set(key, now + HOLD_MS);
  }

  private holds(key: string): boolean {
    const until = this.held.get(key);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.held.delete(key);
    return false;
  }

  /** Changes are heard again (memory starts empty), or no longer (memory does not answer until then). */
  hearing(listening: boolean): void {
    this.epoch += 1;
    this.remembered.clear();
    this.listening = listening;
  }

  /** Memory switched on (from empty) or off. */
  enable(on: boolean): void {
    this.epoch += 1;
    this.remembered.clear();
    this.enabled = on;
  }

  private get trusted(): boolean {
    return this.listening && this.enabled;
  }

  get isTrusted(): boolean {
    return this.trusted;
  }

  get size(): number {
    return this.remembered.size;
  }
}

/** The gates of this process, one per open database (tests open many). */
export const gates = new Map<Db, SessionGate>();

/**
 * A session is being revoked here (call it before the statement): no memory of this process answers for it,
 * nor remembers it again for HOLD_MS.
 */
export function forgetSession(sessionId: string): void {
  for (const gate of gates.values()) gate.forgetSession(sessionId, true);
}

/** An account's sessions, address, roles, deletion or suspension are being changed here (before the statement). */
export function forgetUser(userId: string): void {
  for (const gate of gates.values()) gate.forgetUser(userId, true);
}
