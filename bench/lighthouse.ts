/**
 * Lighthouse (mobile preset) on the main public pages of the built app, with Debian's chromium.
 *
 *   npm run build && npm run lighthouse -w @tifo/bench
 *
 * It starts the API serving apps/web/dist on a throw-away embedded database with the demo data, runs
 * Lighthouse on each page LIGHTHOUSE_RUNS times (default 3) and prints, per page, the median of the category
 * scores (0–100) and of the core metrics, with every run's performance score beside it. Budgets:
 * docs/PERFORMANCE.md.
 *
 * Then the pages behind a login (issue 50), each as the demo account that uses it: the supporter's profile (every
 * tab) and checkout of a subscription, the club's dashboard (overview and financials), the operator's admin page.
 * The account logs in first on the web app's login page (its refresh token in the HttpOnly cookie, as for a person); the
 * page is then measured like the public ones, the browser's cache emptied before each run and the cookie kept
 * (Lighthouse's own storage reset would log it out).
 *
 * Settings: LIGHTHOUSE_PAGES (comma-separated paths), LIGHTHOUSE_SIGNED_IN (false: the public pages only),
 * LIGHTHOUSE_RUNS, LIGHTHOUSE_REPORT_DIR (writes each run's full JSON report there, for the opportunities and
 * diagnostics), CHROME_PATH.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildApp } from '../apps/api/src/app';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo-data';
import { seedDemoData } from '../apps/api/src/seed/seed';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/server';
import { benchConfig } from './settings';

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/clubs,/fc-seefeld-zurich,/kosten,/contact').split(',');
const SIGNED_IN_ON = process.env.LIGHTHOUSE_SIGNED_IN !== 'false';
/** The supporter's profile tabs (UserProfilePage.tsx TABS). */
const PROFILE_TABS = ['overview', 'favourites', 'subscriptions', 'pledges', 'membership', 'documents'];

/** The pages behind a login, by the demo account that opens them; `{subscription}` is a subscription offer's id. */
const SIGNED_IN: { email: string; pages: string[] }[] = [
  {
    email: 'supporter@tifo.example.ch',
    pages: [
      ...PROFILE_TABS.map((tab) => `/profile/user?tab=${tab}`),
      '/donation/checkout?product={subscription}',
    ],
  },
  { email: 'club@tifo.example.ch', pages: ['/profile/club?tab=overview', '/profile/club?tab=financials'] },
  { email: 'operator@tifo.example.ch', pages: ['/admin'] },
];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const MAX_RETRIES = 2;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
type MetricName = keyof typeof METRICS;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Milliseconds, except CLS (unitless). */
  metrics: Record<MetricName, number>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function formatMetric(name: MetricName, value: number): string {
  if (name === 'CLS') return value.toFixed(3);
  if (name === 'TBT') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(1)} s`;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tifo-lighthouse-'));
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await migrateDatabase(database);
  await seedDemoData(database.db);
  const config = benchConfig(dataDir, {
    SERVE_WEB: 'true',
    PORT: '0',
  });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_LAUNCH_OPTIONS.executablePath,
    chromeFlags: CHROMIUM_LAUNCH_OPTIONS.args,
  });
  if (REPORT_DIR) await mkdir(REPORT_DIR, { recursive: true });
  const pages: Record<string, { median: Run; performanceRuns: number[]; signedInAs?: string }> = {};
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const base = `http://127.0.0.1:${port}`;
  /** Measures `page` RUNS times; signed in, the cookie is kept and only the cache is emptied before each run. */
  async function measurePage(page: string, signedInAs?: string) {
    const runs: Run[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt += 1) {
        if (signedInAs) await emptyCache();
        result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          ...(signedInAs ? { disableStorageReset: true } : {}),
        });
        // Chromium sometimes records no usable trace (NO_NAVSTART, NO_FCP): a failed measurement, not a
        // score of 0. Such a run is repeated (up to twice) and said so.
        const failure = result?.lhr.runtimeError?.code;
        if (!failure || attempt > MAX_RETRIES) break;
        console.log(`${page.padEnd(22)} run ${index + 1} failed to measure (${failure}), repeating it`);
      }
      const finalUrl = result?.lhr.finalDisplayedUrl ?? '';
      if (signedInAs && !finalUrl.includes(page.split('?')[0]!))
        throw new Error(`${page} as ${signedInAs} ended on ${finalUrl}: the login did not hold`);
      const categories = result?.lhr.categories ?? {};
      const audits = result?.lhr.audits ?? {};
      runs.push({
        scores: Object.fromEntries(
          CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
        ) as Run['scores'],
        metrics: Object.fromEntries(
          (Object.entries(METRICS) as [MetricName, string][]).map(([name, id]) => [
            name,
            audits[id]?.numericValue ?? Number.NaN,
          ]),
        ) as Run['metrics'],
      });
      if (REPORT_DIR && result) {
        const file = `${page.replace(/\W+/g, '_') || 'page'}-${index + 1}.json`;
        await writeFile(path.join(REPORT_DIR, file), JSON.stringify(result.lhr));
        if (process.env.LIGHTHOUSE_TRACE) {
          const trace = (result.artifacts as unknown as { Trace?: unknown }).Trace;
          await writeFile(
            path.join(REPORT_DIR, file.replace(/\.json$/, '.trace.json')),
            JSON.stringify(trace),
          );
        }
      }
    }
    const result: Run = {
      scores: Object.fromEntries(
        CATEGORIES.map((name) => [name, median(runs.map((run) => run.scores[name]))]),
      ) as Run['scores'],
      metrics: Object.fromEntries(
        (Object.keys(METRICS) as MetricName[]).map((name) => [
          name,
          median(runs.map((run) => run.metrics[name])),
        ]),
      ) as Run['metrics'],
    };
    const performanceRuns = runs.map((run) => run.scores.performance);
    pages[page] = { median: result, performanceRuns, ...(signedInAs ? { signedInAs } : {}) };
    console.log(
      `${page.padEnd(22)} ${CATEGORIES.map((name) => `${name} ${result.scores[name]}`).join('  ')}` +
        `  (performance per run: ${performanceRuns.join(', ')})` +
        (signedInAs ? `  signed in as ${signedInAs}` : ''),
    );
    console.log(
      `${''.padEnd(22)} ${(Object.keys(METRICS) as MetricName[])
        .map((name) => `${name} ${formatMetric(name, result.metrics[name])}`)
        .join(', ')}`,
    );
  }
  async function emptyCache() {
    const [tab] = await browser.pages();
    const session = await (tab ?? (await browser.newPage())).createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.detach();
  }
  /** Logs the account in through the web app's login page: its refresh token lands in the HttpOnly cookie. */
  async function logIn(email: string) {
    const tab = (await browser.pages())[0] ?? (await browser.newPage());
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCookies');
    await cdp.detach();
    await tab.goto(`${base}/login`, { waitUntil: 'networkidle0' });
    await tab.evaluate('localStorage.clear()');
    await tab.goto(`${base}/login`, { waitUntil: 'networkidle0' });
    await tab.type('input[type="email"]', email);
    await tab.type('input[type="password"]', DEMO_PASSWORD);
    await Promise.all([
      tab.waitForFunction("!location.pathname.startsWith('/login')", { timeout: 30_000 }),
      tab.click('button[type="submit"]'),
    ]);
  }
  try {
    for (const page of PAGES) await measurePage(page);
    if (SIGNED_IN_ON) {
      const { rows } = await database.pool.query<{ id: string }>(
        `SELECT p.id FROM products p JOIN clubs c ON c.id = p.club_id
          WHERE p.product_type = 'subscription' AND c.status IN ('approved', 'verified') ORDER BY p.created_at LIMIT 1`,
      );
      const subscription = rows[0]?.id;
      if (!subscription) throw new Error('the demo data has no subscription offer');
      for (const { email, pages: paths } of SIGNED_IN) {
        await logIn(email);
        for (const page of paths) await measurePage(page.replace('{subscription}', subscription), email);
      }
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    JSON.stringify({
      bench: 'tifo-lighthouse',
      date: new Date().toISOString(),
      preset: 'mobile',
      runs: RUNS,
      pages,
    }),
  );
}

await main();
