import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { seedDueSubscriptions } from '../../src/seed/bulk-subscriptions';
import { openTestDatabase } from '../helpers';

// PostgreSQL only (test/postgres/): real API processes (main.ts, with their job scheduler) on one database.
// Every period of every subscription is charged exactly once, whether two processes run the renewals at the
// same time or one is killed with SIGKILL in the middle of a run and another takes over.

const root = path.resolve(import.meta.dirname, '../../../..');
let database: Database;
let databaseUrl: string;
const dataDir = mkdtempSync(path.join(tmpdir(), 'tifo-processes-'));
const running = new Set<ChildProcess>();
/** What each process printed (shown when a check fails). */
const outputs = new Map<ChildProcess, string>();

beforeAll(async () => {
  database = await openTestDatabase();
  const { rows } = await database.pool.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${rows[0]!.name}`;
  databaseUrl = url.toString();
});
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await database.close();
});

/** Starts `node apps/api/src/main.ts` on the test database and answers its base URL once it listens. */
async function startProcess(env: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'error',
      DATABASE_POOL_SIZE: '5',
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

/** `count` due subscriptions (seed/bulk-subscriptions.ts): answers their product's id. */
async function dueSubscriptions(count: number): Promise<string> {
  return (await seedDueSubscriptions(database.db, count)).product.id;
}

async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  const result = await database.db.execute(query);
  return Number((result.rows[0] as { n: number | string }).n);
}

async function periodOneCharges(productId: string) {
  return {
    donations: await countOf(
      sql`SELECT count(*) AS n FROM donations WHERE product_id = ${productId}::uuid AND period_number = 1`,
    ),
    // What the "provider" charged: succeeded sandbox intents of this product's renewals.
    charged: await countOf(
      sql`SELECT count(*) AS n FROM sandbox_intents WHERE product_id = ${productId}::uuid AND status = 'succeeded'
            AND attempt_id LIKE 'sub\\_%'`,
    ),
    moved: await countOf(
      sql`SELECT count(*) AS n FROM subscriptions WHERE product_id = ${productId}::uuid AND next_period = 2`,
    ),
    ledger: await countOf(sql`SELECT coalesce(sum(amount_rappen), 0) AS n FROM ledger_entries`),
  };
}

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

describe('renewals across processes (PostgreSQL)', () => {
  it('two API processes renewing 1,000 due subscriptions at once charge each period exactly once', {
    timeout: 300_000,
  }, async () => {
    const productId = await dueSubscriptions(1000);
    const [a, b] = await Promise.all([startProcess(), startProcess()]);
    const [first, second] = await Promise.all([moveClock(a.url, 1), moveClock(b.url, 1)]);
    expect(first.status, outputs.get(a.child)).toBe(200);
    expect(second.status, outputs.get(b.child)).toBe(200);
    const renewed = (answer: typeof first) =>
      answer.body.ran.find((row) => row.job === 'subscription-renewals')?.count ?? 0;
    // Each subscription was renewed by exactly one of them, and both did some of the work.
    expect(renewed(first) + renewed(second)).toBe(1000);
    expect(await periodOneCharges(productId)).toEqual({
      donations: 1000,
      charged: 1000,
      moved: 1000,
      ledger: 0,
    });
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
  });

  it('a process killed with SIGKILL in the middle of a renewal run loses no period and charges none twice', {
    timeout: 300_000,
  }, async () => {
    const productId = await dueSubscriptions(400);
    // A short hold, so that the heir need not wait the default 10 minutes for the dead run's claims.
    const claim = { RENEWAL_CLAIM_SECONDS: '3' };
    const victim = await startProcess(claim);
    const run = moveClock(victim.url, 1).catch(() => undefined);
    for (let waited = 0; waited < 120_000; waited += 50) {
      if ((await periodOneCharges(productId)).donations >= 40) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    victim.child.kill('SIGKILL');
    await run;
    const cut = await periodOneCharges(productId);
    // Really cut off in the middle: some charged, not all.
    expect(cut.donations).toBeGreaterThanOrEqual(40);
    expect(cut.donations).toBeLessThan(400);

    // Another process takes over once the dead run's claims have run out.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const heir = await startProcess(claim);
    const taken = await moveClock(heir.url, 1);
    expect(taken.status).toBe(200);
    expect(await periodOneCharges(productId)).toEqual({
      donations: 400,
      charged: 400,
      moved: 400,
      ledger: 0,
    });
    heir.child.kill('SIGTERM');
  });
});
