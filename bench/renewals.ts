import type { buildApp } from '../apps/api/src/app';
import type { Database } from '../apps/api/src/db/client';
import { seedDueSubscriptions } from '../apps/api/src/seed/bulk-subscriptions';
import { describeLoopDelay, type LoopDelay, withLoopDelay } from './loop-delay';

export interface RenewalRun {
  due: number;
  charged: number;
  seconds: number;
  chargesPerSecond: number;
  /** How long the API's thread was held at a time during the run (what a request arriving then waited). */
  loopDelay: LoopDelay;
}

/**
 * A renewal run of `count` due subscriptions through the sandbox: the renewal job itself (claim, charge at the
 * provider, book the donation with its ledger rows, totals and receipt with its PDF, move on), timed from start
 * to end. Charges per second are compared with the donations scenario of the same run (a checkout payment by
 * HTTP), and run at two sizes to show whether the cost per charge grows with the number due. The run shares the
 * thread that answers requests, so the event loop's delay during it is measured too.
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
  const { result: charged, delay } = await withLoopDelay(() => job.run(app.clock.now()));
  const seconds = (performance.now() - started) / 1000;
  const run = { due: count, charged, seconds, chargesPerSecond: charged / seconds, loopDelay: delay };
  console.log(
    `${run.chargesPerSecond.toFixed(1)} charges/s (${charged} in ${seconds.toFixed(1)} s; ` +
      `${describeLoopDelay(delay)})`,
  );
  if (charged !== count) {
    console.error(`ERROR ${count} were due and ${charged} were charged`);
    process.exitCode = 1;
  }
  return run;
}
