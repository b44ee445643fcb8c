/**
 * Issue 49's budget: the end of an all-or-nothing campaign at 1,000 and 10,000 pledges costs the same per pledge.
 *
 *   npm run campaigns -w @tifo/bench                      (embedded database)
 *   BENCH_DATABASE_URL=postgres://… npm run campaigns -w @tifo/bench
 *
 * For each size, on a fresh database, a funded campaign that ended a minute ago with that many pledges of CHF 20 on
 * the sandbox's 4242 card (seed/bulk-pledges.ts); then the job campaign-endings itself, timed from start to end: the
 * decision (one transaction: the outcome, the pledges due, the club's mail, the final update proposed) and each
 * charge (claim, the provider's intent, the donation with its ledger rows, totals and receipt mail, the pledge
 * charged). It prints the milliseconds per pledge of each size and their ratio, and exits 1 when the larger run
 * costs more than 1.3 × per pledge, or when a pledge was not charged exactly once.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client';
import { seedEndedCampaign } from '../apps/api/src/seed/bulk-pledges';
import { describeLoopDelay, withLoopDelay } from './loop-delay';
import { benchConfig, DATABASE_URL } from './settings';

const SIZES = (process.env.BENCH_PLEDGES ?? '1000,10000').split(',').map(Number);
const BUDGET = 1.3;

async function endOneCampaign(count: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tifo-bench-campaigns-'));
  const database = await openDatabase(
    DATABASE_URL ? { databaseUrl: DATABASE_URL } : { pgliteDir: 'memory://' },
  );
  await migrateDatabase(database);
  // As in the renewal bench, the receipts go out (rendered on the PDF threads) while the job runs.
  const app = await buildApp({ config: benchConfig(dataDir, {}), database });
  try {
    process.stdout.write(`  ${String(count).padStart(6)} pledges: seeding … `);
    const { product } = await seedEndedCampaign(database.db, count, app.clock.now());
    const job = app.scheduler.job('campaign-endings');
    process.stdout.write('ending … ');
    const started = performance.now();
    const { result: handled, delay } = await withLoopDelay(() => job.run(app.clock.now()));
    const seconds = (performance.now() - started) / 1000;
    const [row] = (
      await database.db.execute(sql`SELECT count(*)::int AS n FROM donations WHERE product_id = ${product.id}::uuid
        AND pledge_id IS NOT NULL`)
    ).rows as { n: number }[];
    const charged = Number(row?.n ?? 0);
    const msPerPledge = (seconds * 1000) / count;
    console.log(
      `${msPerPledge.toFixed(2)} ms per pledge (${charged} charged in ${seconds.toFixed(1)} s; ${describeLoopDelay(delay)})`,
    );
    if (charged !== count || handled !== count + 1) {
      console.error(`ERROR ${count} pledges, ${charged} charged, ${handled} handled by the job`);
      process.exitCode = 1;
    }
    return msPerPledge;
  } finally {
    await app.close();
  }
}

async function main() {
  console.log(
    `The end of a funded all-or-nothing campaign (${DATABASE_URL ? 'PostgreSQL' : 'embedded database'}):`,
  );
  const costs: number[] = [];
  for (const count of SIZES) costs.push(await endOneCampaign(count));
  if (costs.length >= 2) {
    const growth = costs[costs.length - 1]! / costs[0]!;
    const ok = growth <= BUDGET;
    console.log(
      `  cost per pledge ${SIZES[SIZES.length - 1]} ÷ ${SIZES[0]}: × ${growth.toFixed(2)} (budget ≤ ${BUDGET}) ${ok ? 'ok' : 'MISSED'}`,
    );
    if (!ok) process.exitCode = 1;
  }
}

await main();
