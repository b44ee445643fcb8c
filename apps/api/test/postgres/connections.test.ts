import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../../src/db/schema-jobs';
import { donations, ledgerEntries } from '../../src/db/schema-payments';
import { openTestDatabase, startTestApp, type TestApp } from '../helpers';
import { card, club, donor, ledgerSum, product } from '../payments.helpers';

// PostgreSQL only (vitest.config.ts runs test/postgres/ with TEST_DB=postgres): a restart or a managed
// failover ends every connection of the app (57P01 admin shutdown), and the API has to live through it.

let t: TestApp;
let databaseName: string;
const connectionErrors: Error[] = [];

beforeAll(async () => {
  const database = await openTestDatabase({ onConnectionError: (error) => connectionErrors.push(error) });
  t = await startTestApp({ database });
  const { rows } = await database.pool.query<{ name: string }>('SELECT current_database() AS name');
  databaseName = rows[0]!.name;
});
afterAll(async () => {
  await t.close();
  await t.database.close();
});

const ADMIN = 'tifo-test-terminator';

/**
 * Ends every connection of the app to the test database, as a restart or failover does. Not this helper's own
 * connections: the one asking, and an earlier call's, whose backend may still be on its way out and would
 * otherwise be counted as one of the app's.
 */
async function terminateAppConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL, application_name: ADMIN });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ terminated: boolean }>(
      `SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid() AND application_name <> $2`,
      [databaseName, ADMIN],
    );
    return rows.filter((row) => row.terminated).length;
  } finally {
    await admin.end();
  }
}

/** Health asked until it answers 200: 503 (never anything else) while the pool meets ended connections. */
async function untilHealthy(): Promise<void> {
  let health = await t.get('/api/health');
  for (let waited = 0; health.status !== 200 && waited < 10_000; waited += 100) {
    expect(health.status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 100));
    health = await t.get('/api/health');
  }
  expect(health.status).toBe(200);
}

describe('PostgreSQL ends the app’s connections', () => {
  it('keeps serving while donations are paid: requests after it answer 200 and nothing is lost', async () => {
    const person = await donor(t);
    const org = await club(t);
    const open = await product(t, org.id, 'open', null);
    const paymentMethodId = await card(t, person.token);
    const pay = () =>
      t.post(
        '/api/payments/pay',
        { productId: open.id, amount: '20', quantity: 1, paymentMethodId, userId: person.id, clubId: org.id },
        person.token,
      );

    // Payments in flight, then every connection of the app is terminated, twice, while more arrive.
    const inFlight: Promise<Awaited<ReturnType<typeof pay>>>[] = [];
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 8; i += 1) inFlight.push(pay());
      await new Promise((resolve) => setTimeout(resolve, 15));
      expect(await terminateAppConnections()).toBeGreaterThan(0);
      for (let i = 0; i < 4; i += 1) inFlight.push(pay());
    }
    const answers = await Promise.all(inFlight);
    // A request caught by the termination is answered 503 with Retry-After (it may be retried); the others
    // succeed. Never a 500.
    for (const answer of answers) {
      expect([200, 503], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 503) expect(answer.headers['retry-after']).toBe('5');
    }
    // The ended connections report it (an idle one a moment after the server ended it). The pool's connections
    // may all have been busy above (their queries got the error instead), and the broken ones are dropped: once
    // the API answers health again the pool holds a live connection, idle after the answer. End it while idle.
    // (Errors of the rounds above are already counted: wait for this round's own.)
    await untilHealthy();
    const reported = connectionErrors.length;
    const ended = await terminateAppConnections();
    expect(ended).toBeGreaterThan(0);
    for (let waited = 0; connectionErrors.length - reported < ended && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(connectionErrors.length).toBeGreaterThan(reported);

    // The pool reconnects by itself. A request that meets one of the other ended idle connections before it has
    // reported is still answered 503 (as above); within moments every connection is a new one.
    await untilHealthy();
    const after = await pay();
    expect(after.status, JSON.stringify(after.body)).toBe(200);

    // Every acknowledged donation is booked with its ledger rows, and the ledger balances.
    const acknowledged = [...answers, after].filter((answer) => answer.status === 200);
    for (const answer of acknowledged) {
      const donationId = answer.body.donationId as string;
      const [row] = await t.db.select().from(donations).where(eq(donations.id, donationId));
      expect(row?.status).toBe('succeeded');
      const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.donationId, donationId));
      expect(rows.length).toBeGreaterThan(0);
    }
    expect(await ledgerSum(t)).toBe(0);
  });

  it('keeps the job scheduler running: a job queued after the connections ended runs and is recorded', async () => {
    await t.app.scheduler.start();
    try {
      expect(await terminateAppConnections()).toBeGreaterThan(0);
      // The pool replaces the ended connections; pg-boss works through it.
      let queued = '';
      for (let tries = 0; tries < 20 && !queued; tries += 1) {
        queued = await t.app.scheduler.runNow('mail-delivery').catch(() => '');
        if (!queued) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(queued).not.toBe('');
      let succeeded = false;
      for (let waited = 0; !succeeded && waited < 20_000; waited += 250) {
        const runs = await t.db.select().from(jobRuns).where(eq(jobRuns.trigger, 'operator'));
        succeeded = runs.some((run) => run.name === 'mail-delivery' && run.status === 'succeeded');
        if (!succeeded) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(succeeded).toBe(true);
    } finally {
      await t.app.scheduler.stop();
    }
  });
});
