import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/modules/users/provision';
import { openTestDatabase, type TestDatabase } from '../helpers';
import { type ApiProcess, startApiProcess } from '../support/api-process';
import { pgctl, serverUp, startLaterWhateverHappens } from './server';

/*
 * Issue 50: sessions are checked from each process's memory (sessions/live.ts). A session revoked through one
 * API process is refused by another within a second, also after this machine's PostgreSQL server was stopped and
 * started again in between (the other process's channel reconnects; until it does, it asks the database). Real
 * processes (main.ts) on one PostgreSQL database; run alone with the server-stop test (RESTART_TESTS=1).
 */

const PASSWORD = 'Sessions-Check-2026!';
const METRICS_TOKEN = 'sessions-processes-metrics-token-0123456789';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: TestDatabase;
const running = new Set<ChildProcess>();
const outputs = new Map<ChildProcess, string>();
const dataDir = mkdtempSync(path.join(tmpdir(), 'tifo-sessions-'));

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  if (!serverUp()) pgctl('start');
  for (const child of running) child.kill('SIGKILL');
  await database?.close();
});

async function start(): Promise<ApiProcess> {
  return startApiProcess({ DATABASE_URL: database.url!, DATA_DIR: dataDir, METRICS_TOKEN }, outputs, {
    track: (child) => {
      running.add(child);
      child.once('exit', () => running.delete(child));
    },
  });
}

async function call(url: string, route: string, body: unknown, token?: string, method = 'POST') {
  const response = await fetch(`${url}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function login(url: string, email: string) {
  const answer = await call(url, '/users/login', { email, password: PASSWORD });
  expect(answer.status).toBe(200);
  return answer.body as { id: string; token: string; refreshToken: string };
}

/** Asks `url` for the session's own account until it is refused: answers how long that took (ms). */
async function refusedWithin(url: string, session: { id: string; token: string }, limitMs: number) {
  const since = Date.now();
  for (;;) {
    const answer = await call(url, '/users/id', { userId: session.id }, session.token);
    if (answer.status === 401) return Date.now() - since;
    expect(answer.status).toBe(200);
    if (Date.now() - since > limitMs) return Date.now() - since;
    await sleep(20);
  }
}

/** A process's memory of sessions, as GET /api/metrics tells it. */
async function gate(url: string): Promise<{ sessions: number; trusted: boolean }> {
  const text = await fetch(`${url}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    signal: AbortSignal.timeout(10_000),
  }).then((response) => response.text());
  const figure = (name: string) =>
    Number(new RegExp(`^tifo_sessions_remembered\\{figure="${name}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? -1);
  return { sessions: figure('sessions'), trusted: figure('trusted') === 1 };
}

/** Calls through `url` with the session until that process answers for it from memory. */
async function remembered(url: string, session: { id: string; token: string }) {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const before = await gate(url);
    expect((await call(url, '/users/id', { userId: session.id }, session.token)).status).toBe(200);
    if (before.trusted && (await gate(url)).sessions > 0) return;
    await sleep(100);
  }
  throw new Error(`${url} never remembered the session`);
}

/** Both processes answer (health 200) again after the server came back. */
async function healthy(urls: string[]) {
  for (const url of urls) {
    for (let waited = 0; ; waited += 250) {
      const status = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })
        .then((response) => response.status)
        .catch(() => 0);
      if (status === 200) break;
      if (waited > 30_000) throw new Error(`${url} did not recover`);
      await sleep(250);
    }
  }
}

describe('a session revoked through one process (PostgreSQL, two processes)', () => {
  it('is refused by the other within 1 s, before and after a restart of the server', {
    timeout: 180_000,
  }, async () => {
    const email = 'two-processes@tifo.example.ch';
    await createUser(database.db, { email, password: PASSWORD, verified: true });
    const [a, b] = await Promise.all([start(), start()]);

    // Before: a session used through B until B remembers it, logged out through A.
    const first = await login(a.url, email);
    await remembered(b.url, first);
    expect((await call(a.url, '/users/logout', { refreshToken: first.refreshToken })).status).toBe(200);
    expect(await refusedWithin(b.url, first, 1_000), outputs.get(b.child)).toBeLessThanOrEqual(1_000);
    // A refuses it at once: it told itself before the statement.
    expect((await call(a.url, '/users/id', { userId: first.id }, first.token)).status).toBe(401);

    // A session both processes know, then the server stopped and started again.
    const second = await login(a.url, email);
    const third = await login(a.url, email);
    for (const session of [second, third]) await remembered(b.url, session);
    const callOffRescue = startLaterWhateverHappens(30_000);
    pgctl('stop');
    try {
      await sleep(2_000);
    } finally {
      pgctl('start');
      callOffRescue();
    }
    await healthy([a.url, b.url]);

    // After: revoked through A (logout), refused by B within 1 s, whether or not B's channel is back yet.
    expect((await call(a.url, '/users/logout', { refreshToken: second.refreshToken })).status).toBe(200);
    expect(await refusedWithin(b.url, second, 1_000), outputs.get(b.child)).toBeLessThanOrEqual(1_000);

    // Once B listens again (it reconnects within 5 s), memory answers again and still hears A's revocations.
    await remembered(b.url, third);
    const fourth = await login(a.url, email);
    // A password change through A ends every other session of the account, the third among them.
    expect(
      (
        await call(
          a.url,
          '/users/change-password',
          { email, oldPassword: PASSWORD, newPassword: `${PASSWORD}x` },
          fourth.token,
          'PUT',
        )
      ).status,
    ).toBe(200);
    expect(await refusedWithin(b.url, third, 1_000), outputs.get(b.child)).toBeLessThanOrEqual(1_000);
    expect((await call(b.url, '/users/id', { userId: fourth.id }, fourth.token)).status).toBe(200);
  });
});
