import { sql } from 'drizzle-orm';
import type { buildApp } from '../apps/api/src/app';
import type { Database } from '../apps/api/src/db/client';
import { runPayoutsOn } from '../apps/api/src/modules/payouts/run';
import { addSwissDays, swissIsoDay } from '../apps/api/src/platform/swiss-dates';
import { seedOwedClubs } from '../apps/api/src/seed/bulk-payouts';
import { describeLoopDelay, type LoopDelay, withLoopDelay } from './loop-delay';

/** The three ledger rows of every donation whose provider reference is LIKE the pattern, in one statement. */
async function bookLedgerRows(database: Database, referencePattern: string): Promise<void> {
  await database.db.execute(sql`
    INSERT INTO ledger_entries (group_id, donation_id, club_id, account, kind, amount_rappen, created_at)
    SELECT d.id, d.id, d.club_id, r.account, r.kind,
           CASE r.account WHEN 'donor_gross' THEN d.amount_rappen WHEN 'platform_fee' THEN -d.fee_rappen
                          ELSE -d.net_rappen END,
           d.settled_at
      FROM donations d
      CROSS JOIN (VALUES ('donor_gross', 'donation'), ('platform_fee', 'platform_fee'),
                         ('club_payable', 'club_share')) AS r(account, kind)
     WHERE d.provider_reference LIKE ${referencePattern}`);
}

/**
 * The dashboard's volume (issue 15): `clubs` verified clubs with `donations` donations over the past year, one
 * club holding `bigClub` of them, its administrator the bench user. Written set-based; the ledger's summary
 * trigger is switched off during the load and the summaries are then built in one pass each — the migration's
 * backfill — which is what the trigger would have written row by row.
 */
export async function seedDashboardVolume(
  database: Database,
  options: { clubs: number; donations: number; bigClub: number; adminEmail: string; now: Date },
): Promise<{ clubId: string }> {
  const { db } = database;
  const others = Math.max(1, options.clubs - 1);
  const now = options.now.toISOString();
  await db.execute(sql`
    CREATE TEMP TABLE bench_clubs AS
    WITH inserted AS (
      INSERT INTO clubs (name, short_name, status, email, address1, postal_code, city, contact_number, verified_at)
      SELECT 'Dashboard ' || g, 'dash-' || g, 'verified', 'dash-' || g || '@tifo.test', 'Seestrasse ' || g, '8008',
             'Zürich', '+41441234567', now()
        FROM generate_series(0, ${options.clubs - 1}) g
      RETURNING id, short_name)
    SELECT id, replace(short_name, 'dash-', '')::int AS n FROM inserted`);
  await db.execute(sql`
    CREATE TEMP TABLE bench_products AS
    WITH inserted AS (
      INSERT INTO products (club_id, title, product_type, price_rappen, status)
      SELECT id, 'Spende ' || n, 'open', NULL, 'active' FROM bench_clubs
      RETURNING id, club_id)
    SELECT i.id, i.club_id, c.n FROM inserted i JOIN bench_clubs c ON c.id = i.club_id`);
  await db.execute(sql`
    CREATE TEMP TABLE bench_donors AS
    WITH inserted AS (
      INSERT INTO users (email, first_name, last_name, verified, donation_enabled)
      SELECT 'dash-donor-' || g || '@tifo.test', 'Fan', 'Nr ' || g, true, true FROM generate_series(0, 999) g
      RETURNING id, email)
    SELECT id, replace(replace(email, 'dash-donor-', ''), '@tifo.test', '')::int AS n FROM inserted`);
  await db.execute(sql`
    INSERT INTO club_admins (club_id, email, role)
    SELECT id, ${options.adminEmail}, 'ROLE_CLUB' FROM bench_clubs WHERE n = 0 ON CONFLICT DO NOTHING`);
  // Amounts from CHF 5 to CHF 200 (fee 20%, at most CHF 20); one donation every ~30 s of the year.
  await db.execute(sql`
    INSERT INTO donations (user_id, product_id, club_id, amount_rappen, fee_rappen, net_rappen, status, provider,
                           provider_reference, created_at, settled_at)
    SELECT d.id, p.id, p.club_id, a.amount, least(round(a.amount * 0.2), 2000),
           a.amount - least(round(a.amount * 0.2), 2000), 'succeeded', 'sandbox_card', 'dash_' || g,
           ${now}::timestamptz - (g % 365) * interval '1 day' - (g % 24) * interval '1 hour',
           ${now}::timestamptz - (g % 365) * interval '1 day' - (g % 24) * interval '1 hour'
      FROM generate_series(1, ${options.donations}) g
      CROSS JOIN LATERAL (SELECT 500 + (g::bigint * 7919 % 40)::int * 500 AS amount) a
      JOIN bench_products p ON p.n = CASE WHEN g <= ${options.bigClub} THEN 0 ELSE 1 + (g % ${others}) END
      JOIN bench_donors d ON d.n = g % 1000`);
  await db.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_summarised`);
  try {
    await bookLedgerRows(database, 'dash\\_%');
  } finally {
    await db.execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_summarised`);
  }
  const mine = sql`(SELECT id FROM bench_clubs)`;
  await db.execute(sql`
    INSERT INTO club_balances (club_id, payable_rappen, in_transit_rappen)
    SELECT club_id, -sum(amount_rappen) FILTER (WHERE account = 'club_payable'), 0
      FROM ledger_entries WHERE club_id IN ${mine} GROUP BY club_id`);
  // The ledger's sums per hour and per Swiss day: the same sums, bucketed two ways.
  for (const [table, column, bucket] of [
    ['club_ledger_hours', 'hour', sql`date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`],
    ['club_ledger_days', 'day', sql`(created_at AT TIME ZONE 'Europe/Zurich')::date`],
  ] as const) {
    await db.execute(sql`
      INSERT INTO ${sql.raw(table)} (club_id, ${sql.raw(column)}, gross_rappen, fee_rappen, net_rappen, donations, refunds)
      SELECT club_id, ${bucket},
             coalesce(sum(amount_rappen) FILTER (WHERE account = 'donor_gross'), 0),
             -coalesce(sum(amount_rappen) FILTER (WHERE account = 'platform_fee'), 0),
             -coalesce(sum(amount_rappen) FILTER (WHERE account = 'club_payable'), 0),
             count(*) FILTER (WHERE account = 'donor_gross'), 0
        FROM ledger_entries WHERE club_id IN ${mine} GROUP BY 1, 2`);
  }
  await db.execute(sql`
    INSERT INTO club_sponsors (club_id, user_id, gross_rappen, donations, show_name)
    SELECT club_id, user_id, sum(amount_rappen), count(*), user_id::text < '8' FROM donations
     WHERE club_id IN ${mine} GROUP BY club_id, user_id`);
  await db.execute(sql`
    UPDATE products p SET total_funded_rappen = t.gross, backers = t.n
      FROM (SELECT product_id, sum(amount_rappen)::int AS gross, count(*)::int AS n FROM donations
             WHERE club_id IN ${mine} GROUP BY product_id) t
     WHERE p.id = t.product_id`);
  await db.execute(sql`ANALYZE`);
  const { rows } = await db.execute<{ id: string }>(sql`SELECT id FROM bench_clubs WHERE n = 0`);
  return { clubId: rows[0]!.id };
}

/**
 * The supporter's profile (issue 16): the bench user gives BENCH_SUPPORTER_DONATIONS donations spread over 20 of
 * the dashboard clubs, booked with their ledger rows (the trigger keeps club_sponsors, which the totals read).
 */
export async function seedSupporterDonations(
  database: Database,
  options: { email: string; donations: number; now: Date },
): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    INSERT INTO donations (user_id, product_id, club_id, amount_rappen, fee_rappen, net_rappen, status, provider,
                           provider_reference, created_at, settled_at)
    SELECT u.id, p.id, p.club_id, a.amount, least(round(a.amount * 0.2), 2000),
           a.amount - least(round(a.amount * 0.2), 2000), 'succeeded', 'sandbox_card', 'fan_' || g,
           ${options.now.toISOString()}::timestamptz - g * interval '7 hours',
           ${options.now.toISOString()}::timestamptz - g * interval '7 hours'
      FROM generate_series(1, ${options.donations}) g
      CROSS JOIN LATERAL (SELECT 500 + (g::bigint * 7919 % 40)::int * 500 AS amount) a
      JOIN users u ON u.email = ${options.email}
      JOIN bench_products p ON p.n = 1 + g % 20`);
  await bookLedgerRows(database, 'fan\\_%');
  await db.execute(sql`ANALYZE donations`);
}

export interface PayoutRunMeasure {
  clubs: number;
  paid: number;
  seconds: number;
  msPerClub: number;
  /** How long the API's thread was held at a time during the run (what a request arriving then waited). */
  loopDelay: LoopDelay;
}

/**
 * A payout run over `count` clubs owed money (seed/bulk-payouts.ts), on a day of its own: the run's own code
 * (candidates, each club under its lock with its cut-off balance, the payout and its ledger rows), timed.
 */
export async function measurePayoutRun(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: Database,
  count: number,
  config: Parameters<typeof runPayoutsOn>[0]['config'],
  dayOffset: number,
): Promise<PayoutRunMeasure> {
  process.stdout.write(`  payout run ×${String(count).padEnd(10)} seeding … `);
  const now = app.clock.now();
  await seedOwedClubs(database.db, count, config.ibanKey, now);
  process.stdout.write('paying … ');
  const day = addSwissDays(swissIsoDay(now), dayOffset);
  const started = performance.now();
  const {
    result: { made },
    delay,
  } = await withLoopDelay(() => runPayoutsOn({ db: database.db, config }, day, now, 'operator'));
  const seconds = (performance.now() - started) / 1000;
  const msPerClub = (seconds * 1000) / Math.max(1, made);
  const run = { clubs: count, paid: made, seconds, msPerClub, loopDelay: delay };
  console.log(
    `${run.msPerClub.toFixed(2)} ms per club (${made} in ${seconds.toFixed(1)} s; ` +
      `${describeLoopDelay(delay)})`,
  );
  if (made < count) {
    console.error(`ERROR ${count} clubs were owed and ${made} were paid`);
    process.exitCode = 1;
  }
  return run;
}
