import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client';
import { openTestDatabase } from '../helpers';
import { type ApiProcess, startApiProcess } from '../support/api-process';

/*
 * Real API processes (`node apps/api/src/main.ts`, with their job schedulers) on one test database, for the
 * PostgreSQL-only tests of test/postgres/. `apiProcesses()` opens the database before the file's tests and
 * kills every process it started after them.
 */

export type { ApiProcess };

export function apiProcesses() {
  const state = { database: undefined as Database | undefined, databaseUrl: '' };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tifo-processes-'));
  const running = new Set<ChildProcess>();
  /** What each process printed (shown when a check fails). */
  const outputs = new Map<ChildProcess, string>();

  beforeAll(async () => {
    const database = await openTestDatabase();
    state.database = database;
    state.databaseUrl = database.url!;
  });
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await state.database?.close();
  });

  /** Starts a process on the test database and answers its base URL once it listens. */
  async function start(env: Record<string, string> = {}): Promise<ApiProcess> {
    return startApiProcess({ DATABASE_URL: state.databaseUrl, DATA_DIR: dataDir, ...env }, outputs, {
      track: (child) => {
        running.add(child);
        child.once('exit', () => running.delete(child));
      },
    });
  }

  /** Moves a process's platform clock forward (it runs the jobs falling due on the way). */
  async function moveClock(url: string, days: number) {
    const response = await fetch(`${url}/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceDays: days }),
      signal: AbortSignal.timeout(240_000),
    });
    return {
      status: response.status,
      body: (await response.json()) as { ran: { job: string; count: number }[] },
    };
  }

  return {
    /** The test database (open within the file's tests). */
    get database(): Database {
      if (!state.database) throw new Error('the test database opens before the tests');
      return state.database;
    },
    start,
    moveClock,
    outputs,
  };
}
