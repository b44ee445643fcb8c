import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDueSubscriptions } from '../../src/seed/bulk-subscriptions';
import { apiProcesses } from './processes';

// PostgreSQL only (test/postgres/): real API processes (main.ts, with their job scheduler) on one database.
// Every period of every subscription is charged exactly once, whether two processes run the renewals at the
// same time or one is killed with SIGKILL in the middle of a run and another takes over.

const processes = apiProcesses();
const startProcess = processes.start;
const { moveClock, outputs } = processes;

/** `count` due subscriptions (seed/bulk-subscriptions.ts): answers their product's id. */
async function dueSubscriptions(count: number): Promise<string> {
  return (await seedDueSubscriptions(processes.database.db, count)).product.id;
}

async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  const result = await processes.database.db.execute(query);
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
