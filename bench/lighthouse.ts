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
 * Settings: LIGHTHOUSE_PAGES (comma-separated paths), LIGHTHOUSE_RUNS, LIGHTHOUSE_REPORT_DIR (writes each
 * run's full JSON report there, for the opportunities and diagnostics), CHROME_PATH.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../apps/api/src/app';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client';
import { seedDemoData } from '../apps/api/src/seed/seed';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/server';
import { benchConfig } from './settings';

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/clubs,/fc-seefeld-zurich,/kosten,/contact').split(',');
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
  const pages: Record<string, { median: Run; performanceRuns: number[] }> = {};
  try {
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let index = 0; index < RUNS; index += 1) {
        let result: Awaited<ReturnType<typeof lighthouse>>;
        for (let attempt = 1; ; attempt += 1) {
          result = await lighthouse(`http://127.0.0.1:${port}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          });
          // Chromium sometimes records no usable trace (NO_NAVSTART, NO_FCP): a failed measurement, not a
          // score of 0. Such a run is repeated (up to twice) and said so.
          const failure = result?.lhr.runtimeError?.code;
          if (!failure || attempt > MAX_RETRIES) break;
          console.log(`${page.padEnd(22)} run ${index + 1} failed to measure (${failure}), repeating it`);
        }
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
      pages[page] = { median: result, performanceRuns };
      console.log(
        `${page.padEnd(22)} ${CATEGORIES.map((name) => `${name} ${result.scores[name]}`).join('  ')}` +
          `  (performance per run: ${performanceRuns.join(', ')})`,
      );
      console.log(
        `${''.padEnd(22)} ${(Object.keys(METRICS) as MetricName[])
          .map((name) => `${name} ${formatMetric(name, result.metrics[name])}`)
          .join(', ')}`,
      );
    }
  } finally {
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
