import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { summariesOutOfStep } from '../../src/modules/ledger/summaries';
import { seedOwedClubs } from '../../src/seed/bulk-payouts';
import { TEST_IBAN_KEY } from '../helpers';
import { apiProcesses } from './processes';

// PostgreSQL only (test/postgres/): real API processes (main.ts, with their job scheduler) on one database.
// A payout run pays every club exactly once, whether two processes run it at the same time or one is killed
// with SIGKILL in the middle and another finishes it.

const processes = apiProcesses();
const startProcess = processes.start;
const { moveClock, outputs } = processes;

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await processes.database.db.execute(query);
  return Number((result.rows[0] as { n: number | string }).n);
}

async function figures(tag: string) {
  const ofTag = sql`(SELECT id FROM clubs WHERE short_name LIKE ${`${tag}-%`})`;
  return {
    payouts: await count(sql`SELECT count(*) AS n FROM payouts WHERE club_id IN ${ofTag}`),
    paidClubs: await count(sql`SELECT count(DISTINCT club_id) AS n FROM payouts WHERE club_id IN ${ofTag}`),
    amounts: await count(
      sql`SELECT coalesce(sum(amount_rappen), 0) AS n FROM payouts WHERE club_id IN ${ofTag}`,
    ),
    stillOwed: await count(
      sql`SELECT coalesce(sum(payable_rappen), 0) AS n FROM club_balances WHERE club_id IN ${ofTag}`,
    ),
    ledger: await count(sql`SELECT coalesce(sum(amount_rappen), 0) AS n FROM ledger_entries`),
  };
}

/** Days from the platform clock's now to the next payout run day's job time (at least one). */
async function daysToNextRun(url: string): Promise<number> {
  const now = new Date(((await (await fetch(`${url}/dev/clock`)).json()) as { now: string }).now);
  const { nextRunDay } = await import('../../src/modules/payouts/schedule');
  const { addSwissDays, swissIsoDay } = await import('../../src/platform/swiss-dates');
  const day = nextRunDay(addSwissDays(swissIsoDay(now), 1), 'biweekly');
  return Math.ceil((new Date(`${day}T06:00:00Z`).getTime() - now.getTime()) / 86_400_000);
}

describe('payout runs across processes (PostgreSQL)', () => {
  it('two API processes running the payouts of 600 clubs at once pay each club exactly once', {
    timeout: 300_000,
  }, async () => {
    const { tag } = await seedOwedClubs(processes.database.db, 600, Buffer.from(TEST_IBAN_KEY, 'base64'));
    const [a, b] = await Promise.all([startProcess(), startProcess()]);
    const days = await daysToNextRun(a.url);
    const [first, second] = await Promise.all([moveClock(a.url, days), moveClock(b.url, days)]);
    expect(first.status, outputs.get(a.child)).toBe(200);
    expect(second.status, outputs.get(b.child)).toBe(200);
    const made = (answer: typeof first) =>
      answer.body.ran.find((row) => row.job === 'payout-run')?.count ?? 0;
    expect(made(first) + made(second)).toBe(600);
    expect(await figures(tag)).toEqual({
      payouts: 600,
      paidClubs: 600,
      amounts: 600 * 4000,
      stillOwed: 0,
      ledger: 0,
    });
    expect(await summariesOutOfStep(processes.database.db)).toEqual({
      balances: [],
      hours: [],
      days: [],
      sponsors: [],
    });
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
  });

  it('a process killed with SIGKILL in the middle of a run pays nobody twice; the next one finishes the run', {
    timeout: 300_000,
  }, async () => {
    const { tag } = await seedOwedClubs(processes.database.db, 1500, Buffer.from(TEST_IBAN_KEY, 'base64'));
    const victim = await startProcess();
    const days = await daysToNextRun(victim.url);
    const run = moveClock(victim.url, days).catch(() => undefined);
    for (let waited = 0; waited < 120_000; waited += 50) {
      if ((await figures(tag)).payouts >= 100) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    victim.child.kill('SIGKILL');
    await run;
    const cut = await figures(tag);
    expect(cut.payouts).toBeGreaterThanOrEqual(100);
    expect(cut.payouts).toBeLessThan(1500);
    expect(cut.ledger).toBe(0);
    expect(await count(sql`SELECT count(*) AS n FROM payout_runs WHERE status = 'running'`)).toBe(1);

    // The next process's daily job finishes the unfinished run (the same day: no second run).
    const heir = await startProcess();
    const taken = await moveClock(heir.url, 1);
    expect(taken.status, outputs.get(heir.child)).toBe(200);
    expect(await figures(tag)).toEqual({
      payouts: 1500,
      paidClubs: 1500,
      amounts: 1500 * 4000,
      stillOwed: 0,
      ledger: 0,
    });
    expect(await count(sql`SELECT count(*) AS n FROM payout_runs WHERE status = 'running'`)).toBe(0);
    expect(await summariesOutOfStep(processes.database.db)).toEqual({
      balances: [],
      hours: [],
      days: [],
      sponsors: [],
    });
    heir.child.kill('SIGTERM');
  });
});
