/**
 * Issue 48's budgets: a payment link's page (GET /l/<code>) and the donate button's script (GET /embed/donate.js).
 *
 *   npm run build && npm run reach -w @tifo/bench
 *
 * On a throw-away embedded database with the demo data (FC Seefeld Zürich's links), it measures, in one run and at
 * the same concurrency: health, the link's page, the script, and the floor of the page — the same two statements
 * the page sends (the link by its code, the offer on offer), through the same driver, without the API. It prints
 * req/s, the ratios and the script's gzip size, and exits 1 when a budget is missed (docs/PERFORMANCE.md):
 * - the page answers at least 0.5 × its floor (it renders HTML from two rows; the rest is the database's);
 * - the script answers at least 0.5 × health (a static file) and weighs at most 25 KiB gzip.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../apps/api/src/app';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client';
import { findOfferedProduct } from '../apps/api/src/modules/clubs/queries';
import { findLinkByCode } from '../apps/api/src/modules/links/queries';
import { seedDemoData } from '../apps/api/src/seed/seed';
import { fmt, measure, ratio } from './measure';
import { benchConfig, CONNECTIONS, DURATION } from './settings';

const CODE = 'heimspiel2';
const SCRIPT = path.resolve(import.meta.dirname, '../apps/web/dist/embed/donate.js');
const BUDGET = { pageToFloor: 0.5, scriptToHealth: 0.5, scriptGzipKiB: 25 };

/** The page's two statements, CONNECTIONS at a time, for DURATION seconds: answers per second. */
async function floor(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<number> {
  const until = performance.now() + DURATION * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const found = await findLinkByCode(db, CODE);
      if (!found) throw new Error('the demo link is missing');
      await findOfferedProduct(db, found.product.id, new Date());
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return done / DURATION;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tifo-bench-reach-'));
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await migrateDatabase(database);
  await seedDemoData(database.db);
  const app = await buildApp({ config: benchConfig(dataDir, { SERVE_WEB: 'true', PORT: '0' }), database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    console.log(`Issue 48's pages, ${CONNECTIONS} connections, ${DURATION} s each (embedded database):`);
    const health = await measure(baseUrl, { name: 'health', method: 'GET', path: '/api/health' });
    const page = await measure(baseUrl, { name: 'link page', method: 'GET', path: `/l/${CODE}` });
    const script = await measure(baseUrl, { name: 'button script', method: 'GET', path: '/embed/donate.js' });
    process.stdout.write('  link page floor (its two statements, no API) … ');
    const pageFloor = await floor(database.db);
    console.log(`${pageFloor.toFixed(1)} per s`);
    const gzipKiB = gzipSync(readFileSync(SCRIPT), { level: 9 }).length / 1024;
    const rows = [
      ['link page ÷ its floor', ratio(page.requestsPerSecond, pageFloor), BUDGET.pageToFloor],
      [
        'button script ÷ health',
        ratio(script.requestsPerSecond, health.requestsPerSecond),
        BUDGET.scriptToHealth,
      ],
    ] as const;
    let missed = false;
    for (const [name, value, budget] of rows) {
      const ok = value >= budget;
      missed ||= !ok;
      console.log(`  ${name.padEnd(26)} ${fmt(value, 2)} (budget ≥ ${budget}) ${ok ? 'ok' : 'MISSED'}`);
    }
    const small = gzipKiB <= BUDGET.scriptGzipKiB;
    missed ||= !small;
    console.log(
      `  button script gzip         ${gzipKiB.toFixed(1)} KiB (budget ≤ ${BUDGET.scriptGzipKiB}) ${small ? 'ok' : 'MISSED'}`,
    );
    if (missed) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

await main();
