/**
 * HTTP benchmark of the API: the account, discovery and donation calls against GET /api/health as the baseline, measured in the same
 * run on the same machine. It only prints ratios; it asserts no time (see docs/PERFORMANCE.md).
 *
 *   npm run bench
 *
 * Settings (environment): BENCH_DURATION seconds per scenario (10), BENCH_WARMUP seconds before each (2),
 * BENCH_CONNECTIONS (10), BENCH_DATABASE_URL to run against a PostgreSQL database instead of a throw-away
 * embedded PGlite one (it gets migrated and a bench user; use a scratch database), BENCH_CLUBS (100,000),
 * BENCH_ONLY (comma-separated scenario names, e.g. 'clubs-nearby,clubs-nearby-varied'; health always runs).
 *
 * The club lists are measured twice: the same request again and again ("hot": after the first, the list
 * cache answers) and cycling through many different requests ("varied": mostly the database answers). The
 * cache's hits are counted and printed, so a number that the cache made is visible as such.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { type Database, migrateDatabase, openDatabase } from '../apps/api/src/db/client';
import { type ClubListCacheStats, clubListCache } from '../apps/api/src/modules/clubs/list-cache';
import { seedMembers } from '../apps/api/src/seed/bulk-members';
import { createClub, createProduct, createUser } from '../apps/api/src/seed/factories';
import { seedBenchClubs } from './clubs-generator';
import {
  measurePayoutRun,
  type PayoutRunMeasure,
  seedDashboardVolume,
  seedSupporterDonations,
} from './payouts';
import { measureRenewals, type RenewalRun } from './renewals';
import { runSoak, type SoakResult, visitorMix } from './soak';
import { countStatements } from './statements';
import { variedMembers, variedNearest, variedPages, variedPlaces, variedSearches } from './varied';

const EMAIL = 'bench@tifo.example.ch';
const PASSWORD = 'Bench!Pass1';

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return value;
}

const DURATION = positiveNumber('BENCH_DURATION', 10);
const WARMUP = positiveNumber('BENCH_WARMUP', 2);
const CONNECTIONS = Math.round(positiveNumber('BENCH_CONNECTIONS', 10));
const DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
/** Public clubs generated for the discovery scenarios (list, search, nearby at that size). */
const CLUBS = Math.round(positiveNumber('BENCH_CLUBS', 100_000));
// PostgreSQL pool size; the app always gives PGlite one connection (docs/DECISIONS.md).
const POOL_SIZE = Math.round(positiveNumber('BENCH_POOL_SIZE', DATABASE_URL ? 10 : 1));
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
/** Members of the membership product of the members scenarios. */
const MEMBERS = Math.round(positiveNumber('BENCH_MEMBERS', 10_000));
/** Sizes of the renewal runs (due subscriptions), e.g. '1000,10000'. */
const RENEWAL_SIZES = (process.env.BENCH_RENEWALS ?? '1000,10000')
  .split(',')
  .map((size) => Math.round(Number(size.trim())))
  .filter((size) => Number.isFinite(size) && size > 0);
/** The dashboard's volume (issue 15): donations over clubs, one club holding BENCH_BIG_CLUB of them. */
const DASHBOARD_DONATIONS = Math.round(positiveNumber('BENCH_DONATIONS', 1_000_000));
const DASHBOARD_CLUBS = Math.round(positiveNumber('BENCH_DASHBOARD_CLUBS', 10_000));
const BIG_CLUB = Math.round(positiveNumber('BENCH_BIG_CLUB', 100_000));
/** The bench user's own donations, for the supporter's profile (issue 16: 1,000). */
const SUPPORTER_DONATIONS = Math.round(positiveNumber('BENCH_SUPPORTER_DONATIONS', 1000));
/** Sizes of the payout runs (clubs owed money), e.g. '1000,10000'. */
const PAYOUT_SIZES = (process.env.BENCH_PAYOUT_RUNS ?? '1000,10000')
  .split(',')
  .map((size) => Math.round(Number(size.trim())))
  .filter((size) => Number.isFinite(size) && size > 0);
/** The soak run's length in seconds (issue 17: 10 minutes), after the scenarios; BENCH_ONLY=soak for it alone. */
const SOAK_SECONDS = Math.round(positiveNumber('BENCH_SOAK', 600));
/** autocannon loads a varied scenario's setupRequest by path in its worker thread. */
const VARIED_REQUEST = fileURLToPath(new URL('./varied-request.cjs', import.meta.url));

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Varied scenario: each request sends the next of these bodies (all connections share the turn). */
  bodies?: unknown[];
}

interface Measured {
  name: string;
  path: string;
  requestsPerSecond: number;
  requests: number;
  latencyMs: { mean: number; p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Club list scenarios: how the list cache answered during the measured seconds. */
  cache?: ClubListCacheStats & { hitRate: number };
  /** Club list scenarios: req/s of health measured right before this scenario (see "× adj"). */
  adjacentHealthRps?: number;
}

/** One autocannon run. The load generator runs in a worker thread so that it does not share the API's event loop. */
async function fire(baseUrl: string, scenario: Scenario, seconds: number): Promise<autocannon.Result> {
  const hasBody = scenario.body !== undefined || scenario.bodies !== undefined;
  const headers = { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...scenario.headers };
  const varied = scenario.bodies && {
    requests: [
      {
        method: scenario.method,
        path: scenario.path,
        headers,
        setupRequest: VARIED_REQUEST,
        variedBodies: scenario.bodies.map((body) => JSON.stringify(body)),
      } as unknown as autocannon.Request,
    ],
  };
  return autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    headers,
    ...(scenario.body === undefined ? {} : { body: JSON.stringify(scenario.body) }),
    ...varied,
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
  });
}

function failures(result: autocannon.Result): string | undefined {
  if (result.non2xx === 0 && result.errors === 0 && result.timeouts === 0 && result['2xx'] > 0)
    return undefined;
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}×${stat.count ?? 0}`)
    .join(' ');
  return `2xx=${result['2xx']} non2xx=${result.non2xx} errors=${result.errors} timeouts=${result.timeouts} [${codes}]`;
}

async function measure(
  baseUrl: string,
  scenario: Scenario,
  cacheStats?: () => ClubListCacheStats,
): Promise<Measured> {
  process.stdout.write(`  ${scenario.name.padEnd(NAME_WIDTH)} warm-up ${WARMUP}s, measure ${DURATION}s … `);
  const warm = await fire(baseUrl, scenario, WARMUP);
  const before = cacheStats && { ...cacheStats() };
  const result = await fire(baseUrl, scenario, DURATION);
  const after = cacheStats?.();
  const measured: Measured = {
    name: scenario.name,
    path: `${scenario.method} ${scenario.path}`,
    requestsPerSecond: result['2xx'] / result.duration,
    requests: result['2xx'],
    latencyMs: {
      mean: result.latency.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  if (before && after) {
    const hits = after.hits - before.hits;
    const shared = after.shared - before.shared;
    const misses = after.misses - before.misses;
    const hitRate = hits + shared + misses > 0 ? (hits + shared) / (hits + shared + misses) : 0;
    measured.cache = { hits, shared, misses, hitRate: round(hitRate) };
  }
  console.log(
    `${measured.requestsPerSecond.toFixed(1)} req/s` +
      (measured.cache ? `, list cache answered ${(measured.cache.hitRate * 100).toFixed(1)}%` : ''),
  );
  const warmFailure = failures(warm);
  const failure = failures(result);
  if (warmFailure) console.error(`  ERROR ${scenario.name} (warm-up) got failed responses: ${warmFailure}`);
  if (failure) console.error(`  ERROR ${scenario.name} got failed responses: ${failure}`);
  if (warmFailure || failure) process.exitCode = 1;
  return measured;
}

async function login(baseUrl: string): Promise<{ id: string; token: string }> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`login for the bench user answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { id: string; token: string };
  return { id: body.id, token: body.token };
}

const NAME_WIDTH = 21;

/** A payment method of the sandbox card field with Stripe's always-succeeding test number. */
async function sandboxCard(baseUrl: string, token: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/payments/sandbox/payment-methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
      name: 'Bench',
    }),
  });
  if (!response.ok) throw new Error(`sandbox card answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

const ratio = (value: number, baseline: number) => (baseline > 0 ? value / baseline : Number.NaN);
const round = (value: number, digits = 3) => Number(value.toFixed(digits));
const fmt = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** Delivers (and renders the documents of) every pending mail; prints how long that took. */
async function drainOutbox(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const started = performance.now();
  let mails = 0;
  for (let round = 0; round < 1000; round += 1) {
    const handled = await app.mailer.deliverPendingOrFail();
    mails += handled;
    if (handled === 0) break;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  (receipts: ${mails} mails rendered and delivered in ${seconds.toFixed(1)} s after the scenario)`,
  );
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tifo-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    LOG_LEVEL: 'silent',
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
    let donationStatements: { perDonation: number; donations: number } | undefined;
    const countDonations = async () =>
      Number(
        (await database!.pool.query<{ n: string }>('SELECT count(*)::text AS n FROM donations')).rows[0]?.n ??
          0,
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
          ? { statements: statements.count, donations: await countDonations() }
          : undefined;
      const measured = await measure(baseUrl, scenario, isList ? () => listCache.stats : undefined);
      if (before) {
        // Statements sent while the scenario ran (its warm-up too), per donation booked: the booking and what runs
        // beside it (the mail job's start; the receipts are rendered after, by drainOutbox).
        const booked = (await countDonations()) - before.donations;
        const sent = statements.count - before.statements - 2;
        donationStatements = { perDonation: round(sent / Math.max(1, booked), 1), donations: booked };
        console.log(
          `  (donations: ${donationStatements.perDonation} SQL statements per donation over ${booked} donations)`,
        );
      }
      if (adjacent) measured.adjacentHealthRps = round(adjacent.requestsPerSecond, 1);
      results.push(measured);
      // A payment's receipt PDF is rendered by the mail job after the booking: that work belongs to the donations
      // scenario, so it is finished before the next scenario (and the closing health run) is measured.
      if (scenario.name === 'donations') await drainOutbox(app);
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

    const start = results[0]!;
    const end = results[results.length - 1]!;
    const measuredCalls = results.slice(1, -1);
    const baseline = {
      requestsPerSecond: (start.requestsPerSecond + end.requestsPerSecond) / 2,
      p50: (start.latencyMs.p50 + end.latencyMs.p50) / 2,
      p99: (start.latencyMs.p99 + end.latencyMs.p99) / 2,
    };
    const ratios = (m: Measured) => ({
      throughput: ratio(m.requestsPerSecond, baseline.requestsPerSecond),
      adjacent: m.adjacentHealthRps ? ratio(m.requestsPerSecond, m.adjacentHealthRps) : undefined,
      p50: ratio(m.latencyMs.p50, baseline.p50),
      p99: ratio(m.latencyMs.p99, baseline.p99),
    });

    console.log('');
    console.log(
      `${'scenario'.padEnd(NAME_WIDTH)}${'req/s'.padStart(10)}${'requests'.padStart(10)}${'mean ms'.padStart(10)}` +
        `${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'× rps'.padStart(9)}${'× p50'.padStart(9)}${'× p99'.padStart(9)}` +
        `${'× adj'.padStart(9)}${'cached'.padStart(9)}`,
    );
    for (const m of results) {
      const r = ratios(m);
      console.log(
        `${m.name.padEnd(NAME_WIDTH)}${m.requestsPerSecond.toFixed(1).padStart(10)}${String(m.requests).padStart(10)}` +
          `${m.latencyMs.mean.toFixed(2).padStart(10)}${String(m.latencyMs.p50).padStart(9)}` +
          `${String(m.latencyMs.p99).padStart(9)}${fmt(r.throughput, 3).padStart(9)}${fmt(r.p50, 2).padStart(9)}` +
          `${fmt(r.p99, 2).padStart(9)}${(r.adjacent === undefined ? '' : fmt(r.adjacent, 3)).padStart(9)}` +
          `${(m.cache ? `${(m.cache.hitRate * 100).toFixed(1)}%` : '').padStart(9)}`,
      );
    }
    const drift = ratio(end.requestsPerSecond, start.requestsPerSecond);
    console.log('');
    console.log(
      `baseline = mean of health-start and health-end: ${baseline.requestsPerSecond.toFixed(1)} req/s, ` +
        `p50 ${baseline.p50} ms, p99 ${baseline.p99} ms; health drift end/start ${fmt(drift, 3)}`,
    );
    console.log(
      'ratios: × rps = req/s ÷ baseline req/s (higher is better); × p50, × p99 = latency ÷ baseline',
    );
    console.log('latency is whole milliseconds (autocannon), so small latency ratios are coarse.');
    console.log(
      '× adj = req/s ÷ req/s of a health run right before the scenario (list scenarios; steadier on a busy machine).',
    );
    console.log(
      'cached: share of the measured list requests the list cache answered (or that waited for an identical one).',
    );
    const donationsRps = results.find((m) => m.name === 'donations')?.requestsPerSecond;
    for (const run of renewals) {
      console.log(
        `renewals of ${run.due}: ${run.chargesPerSecond.toFixed(1)} charges/s` +
          (donationsRps ? `, × ${fmt(ratio(run.chargesPerSecond, donationsRps), 3)} donations req/s` : ''),
      );
    }
    const firstRun = payoutRuns[0];
    for (const run of payoutRuns) {
      console.log(
        `payout run of ${run.clubs} clubs: ${run.msPerClub.toFixed(2)} ms per club` +
          (firstRun && run !== firstRun
            ? `, × ${fmt(ratio(run.msPerClub, firstRun.msPerClub), 3)} the cost per club at ${firstRun.clubs}`
            : ''),
      );
    }
    if (donationStatements) {
      console.log(`donations: ${donationStatements.perDonation} SQL statements (round trips) per donation`);
    }
    if (soak) {
      console.log(
        `soak ${soak.seconds}s (${soak.connections} connections): ${soak.requests} requests, ${soak.unexpected} unexpected; ` +
          `heap after the run ÷ after warm-up ${fmt(soak.heapRatio, 3)} (${soak.heapAfterWarmupMb} → ${soak.heapAfterRunMb} MB); ` +
          `p99 last minute ÷ first ${fmt(soak.p99Ratio, 3)}`,
      );
    }
    if (process.exitCode === 1)
      console.error('ERROR some scenarios had failed responses; their numbers mean nothing.');

    const summary = {
      bench: 'tifo-api',
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus.length,
      database: database.kind,
      poolSize: POOL_SIZE,
      clubs: CLUBS,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      ok: process.exitCode !== 1,
      baseline: {
        requestsPerSecond: round(baseline.requestsPerSecond, 1),
        p50Ms: baseline.p50,
        p99Ms: baseline.p99,
        driftEndOverStart: round(drift),
      },
      scenarios: results.map((m) => ({ ...m, requestsPerSecond: round(m.requestsPerSecond, 1) })),
      ...(soak ? { soak } : {}),
      ...(donationStatements ? { donationStatements } : {}),
      payoutRuns: payoutRuns.map((run) => ({
        ...run,
        seconds: round(run.seconds, 2),
        msPerClub: round(run.msPerClub, 3),
      })),
      renewals: renewals.map((run) => ({
        ...run,
        chargesPerSecond: round(run.chargesPerSecond, 1),
        ...(donationsRps ? { toDonations: round(ratio(run.chargesPerSecond, donationsRps), 4) } : {}),
      })),
      ratios: Object.fromEntries(
        measuredCalls.map((m) => {
          const r = ratios(m);
          return [
            m.name,
            {
              throughput: round(r.throughput, 4),
              ...(r.adjacent === undefined ? {} : { throughputToAdjacentHealth: round(r.adjacent, 4) }),
              p50: round(r.p50, 2),
              p99: round(r.p99, 2),
              ...(m.cache ? { cacheHitRate: m.cache.hitRate } : {}),
            },
          ];
        }),
      ),
    };
    console.log(JSON.stringify(summary));
  } finally {
    const closed = await closeWithin(10_000, async () => {
      await app?.close();
      await database?.close();
    });
    await rm(dataDir, { recursive: true, force: true });
    if (!closed) process.exit(1);
  }
}

/** The bench must end on its own: a shutdown that hangs (a stuck pglite-socket queue does) is reported, then cut. */
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
