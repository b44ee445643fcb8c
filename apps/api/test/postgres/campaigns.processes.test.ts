import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedEndedCampaign } from '../../src/seed/bulk-pledges';
import { apiProcesses } from './processes';

// PostgreSQL only (test/postgres/): real API processes (main.ts, with their job scheduler) on one database.
// An ended all-or-nothing campaign is decided once and each of its pledges charged exactly once, whether two
// processes run the end-of-campaign job at the same time or one is killed with SIGKILL in the middle of a run and
// another takes over (issue 49).

const processes = apiProcesses();
const startProcess = processes.start;
const { moveClock, outputs } = processes;

async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  const result = await processes.database.db.execute(query);
  return Number((result.rows[0] as { n: number | string }).n);
}

async function pledgeCharges(productId: string) {
  return {
    donations: await countOf(
      sql`SELECT count(*) AS n FROM donations WHERE product_id = ${productId}::uuid AND pledge_id IS NOT NULL`,
    ),
    // What the "provider" charged: succeeded sandbox intents of this campaign's pledges.
    charged: await countOf(
      sql`SELECT count(*) AS n FROM sandbox_intents WHERE product_id = ${productId}::uuid AND status = 'succeeded'
            AND attempt_id LIKE 'pledge\\_%'`,
    ),
    pledgesCharged: await countOf(
      sql`SELECT count(*) AS n FROM pledges WHERE product_id = ${productId}::uuid AND status = 'charged'`,
    ),
    decided: await countOf(
      sql`SELECT count(*) AS n FROM products WHERE id = ${productId}::uuid AND campaign_outcome = 'funded'`,
    ),
    // One mail to the club's administrator per decision.
    clubMails: await countOf(sql`SELECT count(*) AS n FROM email_outbox WHERE template = 'campaignEndedClub'
      AND text LIKE '%' || (SELECT title FROM products WHERE id = ${productId}::uuid) || '%'`),
    ledger: await countOf(sql`SELECT coalesce(sum(amount_rappen), 0) AS n FROM ledger_entries`),
  };
}

describe('the end of a campaign across processes (PostgreSQL)', () => {
  it('two API processes ending a campaign of 1,000 pledges at once decide it once and charge each pledge once', {
    timeout: 300_000,
  }, async () => {
    const { product } = await seedEndedCampaign(processes.database.db, 1000);
    const [a, b] = await Promise.all([startProcess(), startProcess()]);
    const [first, second] = await Promise.all([moveClock(a.url, 1), moveClock(b.url, 1)]);
    expect(first.status, outputs.get(a.child)).toBe(200);
    expect(second.status, outputs.get(b.child)).toBe(200);
    const handled = (answer: typeof first) =>
      answer.body.ran.find((row) => row.job === 'campaign-endings')?.count ?? 0;
    // One decision and 1,000 charges between them.
    expect(handled(first) + handled(second)).toBe(1001);
    expect(await pledgeCharges(product.id)).toEqual({
      donations: 1000,
      charged: 1000,
      pledgesCharged: 1000,
      decided: 1,
      clubMails: 1,
      ledger: 0,
    });
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
  });

  it('a process killed with SIGKILL in the middle of the run leaves no pledge charged twice or skipped', {
    timeout: 300_000,
  }, async () => {
    const { product } = await seedEndedCampaign(processes.database.db, 400);
    // A short hold, so that the heir need not wait the default 10 minutes for the dead run's claims.
    const claim = { RENEWAL_CLAIM_SECONDS: '3' };
    const victim = await startProcess(claim);
    const run = moveClock(victim.url, 1).catch(() => undefined);
    for (let waited = 0; waited < 120_000; waited += 50) {
      if ((await pledgeCharges(product.id)).donations >= 40) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    victim.child.kill('SIGKILL');
    await run;
    const cut = await pledgeCharges(product.id);
    // Really cut off in the middle: decided, some charged, not all.
    expect(cut.decided).toBe(1);
    expect(cut.donations).toBeGreaterThanOrEqual(40);
    expect(cut.donations).toBeLessThan(400);

    // Another process takes over once the dead run's claims have run out.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const heir = await startProcess(claim);
    const taken = await moveClock(heir.url, 1);
    expect(taken.status).toBe(200);
    expect(await pledgeCharges(product.id)).toEqual({
      donations: 400,
      charged: 400,
      pledgesCharged: 400,
      decided: 1,
      clubMails: 1,
      ledger: 0,
    });
    heir.child.kill('SIGTERM');
  });
});
