import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client';
import { openTestDatabase, TEST_IBAN_KEY, TEST_SECRET } from '../helpers';

/*
 * Real API processes (`node apps/api/src/main.ts`, with their job schedulers) on one test database, for the
 * PostgreSQL-only tests of test/postgres/. `apiProcesses()` opens the database before the file's tests and
 * kills every process it started after them.
 */

const root = path.resolve(import.meta.dirname, '../../../..');

export interface ApiProcess {
  child: ChildProcess;
  url: string;
}

export function apiProcesses() {
  const state = { database: undefined as Database | undefined, databaseUrl: '' };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tifo-processes-'));
  const running = new Set<ChildProcess>();
  /** What each process printed (shown when a check fails). */
  const outputs = new Map<ChildProcess, string>();

  beforeAll(async () => {
    state.database = await openTestDatabase();
    const { rows } = await state.database.pool.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${rows[0]!.name}`;
    state.databaseUrl = url.toString();
  });
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await state.database?.close();
  });

  /** Starts a process on the test database and answers its base URL once it listens. */
  async function start(env: Record<string, string> = {}): Promise<ApiProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: state.databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'false',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'error',
        DATABASE_POOL_SIZE: '5',
        JWT_SECRET: TEST_SECRET,
        IBAN_ENCRYPTION_KEY: TEST_IBAN_KEY,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`no start within 60 s: ${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        outputs.set(child, output);
        const match = /is running at (http:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
    return { child, url };
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
