/**
 * Lighthouse (mobile preset) on the main public pages of the built app, with Debian's chromium.
 *
 *   npm run build && npm run lighthouse -w @tifo/bench
 *
 * It starts the API serving apps/web/dist on a throw-away embedded database with the demo data, runs
 * Lighthouse on each page and prints the category scores (0–100). Budgets: docs/PERFORMANCE.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client';
import { seedDemoData } from '../apps/api/src/seed/seed';

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/clubs,/fc-seefeld-zurich,/kosten,/contact').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tifo-lighthouse-'));
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await migrateDatabase(database);
  await seedDemoData(database.db);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'true',
    PORT: '0',
  });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: Record<string, Record<string, number>> = {};
  try {
    for (const page of PAGES) {
      const result = await lighthouse(`http://127.0.0.1:${port}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const categories = result?.lhr.categories ?? {};
      const audits = result?.lhr.audits ?? {};
      const metrics = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ]
        .map((id) => `${id.replace(/-/g, ' ')} ${audits[id]?.displayValue ?? '?'}`)
        .join(', ');
      rows[page] = Object.fromEntries(
        CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
      );
      console.log(
        `${page.padEnd(22)} ${CATEGORIES.map((name) => `${name} ${rows[page]?.[name]}`).join('  ')}`,
      );
      console.log(`${''.padEnd(22)} ${metrics}`);
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
      pages: rows,
    }),
  );
}

await main();
