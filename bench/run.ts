/**
 * HTTP benchmark of the API: the account, discovery and donation calls against GET /api/health as the baseline, measured in the same
 * run on the same machine. It only prints ratios; it asserts no time (see docs/PERFORMANCE.md).
 *
 *   npm run bench
 *
 * Settings (environment): BENCH_DURATION seconds per scenario (10), BENCH_WARMUP seconds before each (2),
 * BENCH_CONNECTIONS (10), BENCH_DATABASE_URL to run against a PostgreSQL database instead of a throw-away
 * embedded PGlite one (it gets migrated and a bench user; use a scratch database), BENCH_CLUBS (100,000),
 * BENCH_ONLY (comma-separated scenario names, e.g. 'clubs-nearby,clubs-nearby-varied'; health always runs),
 * BENCH_PROFILE (comma-separated scenario names: a CPU profile of the API's thread over each one's measured seconds,
 * written to the temporary folder; the path is printed).
 *
 * The club lists are measured twice: the same request again and again ("hot": after the first, the list
 * cache answers) and cycling through many different requests ("varied": mostly the database answers). The
 * cache's hits are counted and printed, so a number that the cache made is visible as such.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { type Database, migrateDatabase, openDatabase } from '../apps/api/src/db/client';
import { clubListCache } from '../apps/api/src/modules/clubs/list-cache';
import { useSessionMemory } from '../apps/api/src/modules/sessions/live';
import { createUser } from '../apps/api/src/modules/users/provision';
import { seedMembers } from '../apps/api/src/seed/bulk-members';
import { createClub, createProduct } from '../apps/api/src/seed/factories';
import { drainOutbox, login, sandboxCard } from './api-calls';
import { seedBenchClubs } from './clubs-generator';
import { scenarioAgainstItsFloor, statementRecorder } from './floor';
import { type Measured, measure, measurePaired, NAME_WIDTH, round, type Scenario } from './measure';
import {
  measurePayoutRun,
  type PayoutRunMeasure,
  seedDashboardVolume,
  seedSupporterDonations,
} from './payouts';
import { measureRenewals, type RenewalRun } from './renewals';
import { type DonationFigures, report } from './report';
import {
  BIG_CLUB,
  benchConfig,
  CLUBS,
  CONNECTIONS,
  DASHBOARD_CLUBS,
  DASHBOARD_DONATIONS,
  DATABASE_URL,
  DURATION,
  EMAIL,
  FLOOR_TURNS,
  MEMBERS,
  ONLY,
  PAIRED_SECONDS,
  PAIRED_TURNS,
  PASSWORD,
  PAYOUT_SIZES,
  POOL_SIZE,
  RENEWAL_SIZES,
  SOAK_SECONDS,
  SUPPORTER_DONATIONS,
  WARMUP,
} from './settings';
import { runSoak, type SoakResult, visitorMix } from './soak';
import { countStatements } from './statements';
import { variedMembers, variedNearest, variedPages, variedPlaces, variedSearches } from './varied';

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tifo-bench-'));
  const config = benchConfig(dataDir, {
    SEED_DEMO_DATA: 'false',
    SERVE_WEB: 'false',
    RATE_LIMIT_LOGIN_PER_IP: '1000000',
    RATE_LIMIT_LOGIN_PER_EMAIL: '1000000',
    RATE_LIMIT_ACCOUNT_PER_IP: '1000000',
    PORT: '0',
  });
  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    database = await openDatabase(
      DATABASE_URL
        ? { databaseUrl: DATABASE_URL, poolSize: POOL_SIZE }
        : { pgliteDir: 'memory://', poolSize: POOL_SIZE },
    );
    await migrateDatabase(database);
    await createUser(database.db, { email: EMAIL, password: PASSWORD, verified: true });
    // The donations scenario pays an open product of one public club (every payment locks that product's row).
    const { club: benchClub } = await createClub(database.db, {
      name: 'Bench FC',
      shortName: 'bench-fc',
      status: 'approved',
      email: 'club@tifo.example.ch',
      address1: 'Seestrasse 5',
      postalCode: '8001',
      city: 'Zürich',
      contactNumber: '+41441234567',
    });
    const { product: benchProduct } = await createProduct(database.db, {
      clubId: benchClub.id,
      title: 'Bench donation',
      productType: 'open',
      priceRappen: null,
      image: '/files/products/bench.jpg',
    });
    // The members scenario lists a membership product with BENCH_MEMBERS members as its club's administrator.
    const members = await seedMembers(database.db, MEMBERS, EMAIL);
    const seedStart = Date.now();
    process.stdout.write(`Generating ${CLUBS} clubs … `);
    await seedBenchClubs(database.db, CLUBS);
    console.log(`done in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
    const dashboardStart = Date.now();
    process.stdout.write(
      `Generating ${DASHBOARD_DONATIONS} donations over ${DASHBOARD_CLUBS} clubs (one with ${BIG_CLUB}) … `,
    );
    const dashboard = await seedDashboardVolume(database, {
      clubs: DASHBOARD_CLUBS,
      donations: DASHBOARD_DONATIONS,
      bigClub: BIG_CLUB,
      adminEmail: EMAIL,
      now: new Date(),
    });
    console.log(`done in ${((Date.now() - dashboardStart) / 1000).toFixed(1)} s`);
    await seedSupporterDonations(database, { email: EMAIL, donations: SUPPORTER_DONATIONS, now: new Date() });
    app = await buildApp({ config, database });
    // The statement log (bench-only): each scenario's statements are recorded from its own requests for its floor.
    const recorder = statementRecorder(database.pool);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new Error('the API has no TCP address');
    const baseUrl = `http://127.0.0.1:${address.port}`;

    // Logging in again in the scenario must not end this session: sessions are independent.
    const session = await login(baseUrl);

    const health: Scenario = { name: 'health', method: 'GET', path: '/api/health' };
    const scenarios: Scenario[] = [
      { ...health, name: 'health-start' },
      {
        name: 'login',
        method: 'POST',
        path: '/api/users/login',
        body: { email: EMAIL, password: PASSWORD },
      },
      {
        // Every call asks the database for its session, as before decision 095 (memory switched off for it).
        name: 'users-id-no-memory',
        method: 'POST',
        path: '/api/users/id',
        headers: { authorization: `Bearer ${session.token}` },
        body: { userId: session.id },
      },
      {
        name: 'users-id',
        method: 'POST',
        path: '/api/users/id',
        headers: { authorization: `Bearer ${session.token}` },
        body: { userId: session.id },
      },
      {
        name: 'clubs-all',
        method: 'POST',
        path: '/api/clubs/all',
        body: { pageId: 0, pageSize: 9 },
      },
      {
        name: 'clubs-all-varied',
        method: 'POST',
        path: '/api/clubs/all',
        bodies: variedPages(),
      },
      {
        name: 'clubs-search',
        method: 'POST',
        path: '/api/clubs/searchbar',
        body: { searchString: 'zurich', pageId: 0, pageSize: 9 },
      },
      {
        name: 'clubs-search-varied',
        method: 'POST',
        path: '/api/clubs/searchbar',
        bodies: variedSearches(),
      },
      {
        name: 'clubs-nearby',
        method: 'POST',
        path: '/api/clubs/nearby',
        body: { latitude: 47.3769, longitude: 8.5417, radius: 20, pageId: 0, pageSize: 9 },
      },
      {
        name: 'clubs-nearby-varied',
        method: 'POST',
        path: '/api/clubs/nearby',
        bodies: variedPlaces(),
      },
      {
        // The carousels of the home page (with a place) and of every club page: all clubs, nearest first.
        name: 'clubs-nearest-varied',
        method: 'POST',
        path: '/api/clubs/nearbyAll',
        bodies: variedNearest(),
      },
      {
        // A sandbox card payment end to end: amount rule, intent, settlement transaction under the product lock,
        // donation, three ledger rows, product totals, receipt PDF and mail in the outbox.
        name: 'donations',
        method: 'POST',
        path: '/api/payments/pay',
        headers: { authorization: `Bearer ${session.token}` },
        body: {
          productId: benchProduct.id,
          amount: 5,
          paymentMethodId: await sandboxCard(baseUrl, session.token),
        },
      },
      {
        // The memberships tab: the first 5 of 10,000 members with their invoices and payments, and the total.
        name: 'members',
        method: 'POST',
        path: '/api/memberships/get-members',
        headers: { authorization: `Bearer ${session.token}` },
        body: { clubId: members.club.id, productId: members.product.id, pageId: 0, pageSize: 5 },
      },
      {
        // Load more, filters and searches: pages further down, by status, by name.
        name: 'members-varied',
        method: 'POST',
        path: '/api/memberships/get-members',
        headers: { authorization: `Bearer ${session.token}` },
        bodies: variedMembers(members.club.id, members.product.id),
      },
      // The club dashboard of the club with BENCH_BIG_CLUB donations (issue 15): the year's graph and totals,
      // all time, the pending payout and the top sponsors, as its administrator.
      {
        name: 'performance',
        method: 'POST',
        path: '/api/donations/performance',
        headers: { authorization: `Bearer ${session.token}` },
        body: { clubId: dashboard.clubId, period: 'year' },
      },
      {
        name: 'performance-all',
        method: 'POST',
        path: '/api/donations/performance',
        headers: { authorization: `Bearer ${session.token}` },
        body: { clubId: dashboard.clubId, period: 'all' },
      },
      {
        name: 'pending-payout',
        method: 'POST',
        path: '/api/donations/pending-payout-club',
        headers: { authorization: `Bearer ${session.token}` },
        body: { clubId: dashboard.clubId },
      },
      {
        name: 'top-sponsor',
        method: 'POST',
        path: '/api/donations/top-sponsor',
        headers: { authorization: `Bearer ${session.token}` },
        body: { clubId: dashboard.clubId, pageId: 0, pageSize: 3 },
      },
      {
        // The supporter's profile (issue 16): what the bench user gave per club, over their 1,000 donations.
        name: 'user-club-total',
        method: 'POST',
        path: '/api/donations/user-club-total',
        headers: { authorization: `Bearer ${session.token}` },
        body: { userId: session.id },
      },
      { ...health, name: 'health-end' },
    ];

    const cpus = os.cpus();
    console.log(
      `Tifo API benchmark: ${database.kind} (pool ${POOL_SIZE}), ${CONNECTIONS} connections, ${DURATION}s per scenario after ${WARMUP}s warm-up, ` +
        `Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}`,
    );
    const listCache = clubListCache(database.db);
    const statements = countStatements(database);
    let donationStatements: DonationFigures | undefined;
    const count = async (table: 'donations' | 'sent mails') =>
      Number(
        (
          await database!.pool.query<{ n: string }>(
            table === 'donations'
              ? 'SELECT count(*)::text AS n FROM donations'
              : "SELECT count(*)::text AS n FROM email_outbox WHERE status = 'sent'",
          )
        ).rows[0]?.n ?? 0,
      );
    const results: Measured[] = [];
    for (const scenario of scenarios) {
      if (ONLY.length > 0 && !scenario.name.startsWith('health') && !ONLY.includes(scenario.name)) continue;
      const isList = scenario.path.startsWith('/api/clubs/');
      // On a shared machine the load of other work changes within a run: each list scenario also gets a
      // health measurement of its own, right before it.
      const adjacent = isList ? await measure(baseUrl, { ...health, name: '(health)' }) : undefined;
      const before =
        scenario.name === 'donations'
          ? {
              statements: statements.count,
              donations: await count('donations'),
              sent: await count('sent mails'),
            }
          : undefined;
      const noMemory = scenario.name === 'users-id-no-memory';
      if (noMemory) useSessionMemory(database.db, false);
      const measured = await measure(baseUrl, scenario, isList ? () => listCache.stats : undefined);
      if (before) {
        // Statements sent while the scenario ran (its warm-up too), per donation booked: the booking and what runs
        // beside it. After each payment the mailer renders the receipts (PDF) and sends them in the same process,
        // as far as it keeps up; how many mails it sent in the scenario is printed (drainOutbox does the rest).
        const booked = (await count('donations')) - before.donations;
        const mailsSent = (await count('sent mails')) - before.sent;
        const sent = statements.count - before.statements - 4;
        donationStatements = {
          perDonation: round(sent / Math.max(1, booked), 1),
          donations: booked,
          mailsSent,
          withReceiptsPerSecond: 0,
        };
        console.log(
          `  (donations: ${donationStatements.perDonation} SQL statements per donation over ${booked} donations; ` +
            `${mailsSent} receipts rendered and sent during it)`,
        );
      }
      if (adjacent) measured.adjacentHealthRps = round(adjacent.requestsPerSecond, 1);
      results.push(measured);
      // A payment's receipt PDF is rendered by the mail job after the booking: that work belongs to the donations
      // scenario, so it is finished before the next scenario (and the closing health run) is measured.
      if (scenario.name === 'donations' && donationStatements) {
        // The steady state: the donations booked in the scenario (warm-up and measurement) over that time and the
        // time their receipts that were left took after it.
        const drained = await drainOutbox(app);
        donationStatements.withReceiptsPerSecond = round(
          donationStatements.donations / (WARMUP + DURATION + drained),
          1,
        );
        console.log(
          `  (donations with their receipts: ${donationStatements.withReceiptsPerSecond} a second)`,
        );
      }
      // Issue 17's targets (the varied lists, donations) again in turns with health, which noise moves less.
      if (
        PAIRED_TURNS > 0 &&
        ((isList && scenario.name.endsWith('-varied')) || scenario.name === 'donations')
      ) {
        process.stdout.write(`  ${scenario.name.padEnd(NAME_WIDTH)} in ${PAIRED_TURNS} turns with health … `);
        measured.paired = await measurePaired(baseUrl, scenario, health, {
          turns: PAIRED_TURNS,
          seconds: PAIRED_SECONDS,
          ...(scenario.name === 'donations' ? { beforeHealth: () => drainOutbox(app!, true) } : {}),
        });
        console.log(
          `× ${measured.paired.ratio} of health (turns ${measured.paired.min}–${measured.paired.max})`,
        );
        if (scenario.name === 'donations') await drainOutbox(app, true);
      }
      // Issue 50: the same statements without the API, in turns with the scenario.
      if (!scenario.name.startsWith('health') && FLOOR_TURNS > 0) {
        const settle = scenario.name === 'donations' ? () => drainOutbox(app!, true) : undefined;
        measured.floor = await scenarioAgainstItsFloor(recorder, baseUrl, database.pool, scenario, settle);
        if (measured.floor.errors > 0) process.exitCode = 1;
      }
      if (noMemory) useSessionMemory(database.db, true);
    }

    // Subscription renewals (issue 13): the renewal job over BENCH_RENEWALS due subscriptions (each size a run
    // of its own), as charges per second against the donations scenario's req/s.
    const renewals: RenewalRun[] = [];
    if (ONLY.length === 0 || ONLY.includes('renewals')) {
      for (const count of RENEWAL_SIZES) renewals.push(await measureRenewals(app, database, count));
    }

    // Payout runs (issue 15): one run over BENCH_PAYOUT_RUNS clubs owed money each, on days of their own.
    const payoutRuns: PayoutRunMeasure[] = [];
    if (ONLY.length === 0 || ONLY.includes('payout-runs')) {
      for (const [index, count] of PAYOUT_SIZES.entries())
        payoutRuns.push(await measurePayoutRun(app, database, count, config, 30 + index));
    }

    // The soak run (issue 17): browsing, logins, donations and dashboard calls mixed, for SOAK_SECONDS.
    let soak: SoakResult | undefined;
    if (ONLY.length === 0 || ONLY.includes('soak')) {
      const fresh = await login(baseUrl);
      soak = await runSoak(
        baseUrl,
        visitorMix({
          email: EMAIL,
          password: PASSWORD,
          token: fresh.token,
          productId: benchProduct.id,
          paymentMethodId: await sandboxCard(baseUrl, fresh.token),
          dashboardClubId: dashboard.clubId,
        }),
        { seconds: SOAK_SECONDS, connections: CONNECTIONS },
      );
      if (soak.unexpected > 0) process.exitCode = 1;
    }

    report({
      results,
      renewals,
      payoutRuns,
      donationStatements,
      soak,
      databaseKind: database.kind,
      cpus: cpus.length,
    });
  } finally {
    const closed = await closeWithin(10_000, async () => {
      await app?.close();
      await database?.close();
    });
    await rm(dataDir, { recursive: true, force: true });
    if (!closed) process.exit(1);
  }
}

/** The bench must end on its own: a shutdown that hangs (a stuck database connection can) is reported, then cut. */
async function closeWithin(ms: number, close: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  const outcome = await Promise.race([close().then(() => 'closed' as const), timedOut]);
  clearTimeout(timer);
  if (outcome === 'closed') return true;
  console.error(`ERROR the API or its database did not close within ${ms / 1000}s; exiting anyway.`);
  return false;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
