import type { buildApp } from '../apps/api/src/app';
import type { Database } from '../apps/api/src/db/client';
import { seedDueSubscriptions } from '../apps/api/src/seed/bulk-subscriptions';

export interface RenewalRun {
  due: number;
  charged: number;
  seconds: number;
  chargesPerSecond: number;
}

/**
 * A renewal run of `count` due subscriptions through the sandbox: the renewal job itself (claim, charge at the
 * provider, book the donation with its ledger rows, totals and receipt with its PDF, move on), timed from start
 * to end. Charges per second are compared with the donations scenario of the same run (a checkout payment by
 * HTTP), and run at two sizes to show whether the cost per charge grows with the number due.
 */
export async function measureRenewals(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: Database,
  count: number,
): Promise<RenewalRun> {
  process.stdout.write(`  renewals ×${String(count).padEnd(12)} seeding … `);
  await seedDueSubscriptions(database.db, count, app.clock.now());
  const job = app.scheduler.job('subscription-renewals');
  process.stdout.write('renewing … ');
  const started = performance.now();
  const charged = await job.run(app.clock.now());
  const seconds = (performance.now() - started) / 1000;
  const run = { due: count, charged, seconds, chargesPerSecond: charged / seconds };
  console.log(`${run.chargesPerSecond.toFixed(1)} charges/s (${charged} in ${seconds.toFixed(1)} s)`);
  if (charged !== count) {
    console.error(`ERROR ${count} were due and ${charged} were charged`);
    process.exitCode = 1;
  }
  return run;
}
