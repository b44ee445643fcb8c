/**
 * The public list answers of this checkout against another checkout's, byte for byte, on one generated database:
 * a change to how the lists are found must not change what they answer (issue 17).
 *
 *   git worktree add /tmp/before main && ln -s "$PWD/node_modules" /tmp/before/node_modules
 *   COMPARE_WITH=/tmp/before npm run compare-lists -w @tifo/bench
 *
 * Settings: COMPARE_WITH (the other checkout, required), BENCH_CLUBS (100,000), BENCH_DATABASE_URL (PostgreSQL
 * instead of a throw-away PGlite; use a scratch database). This checkout migrates and fills the database; the
 * other one only reads it (its code must not need what a newer migration took away). Exit code 1 on any
 * difference.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DISCOVERY } from '@tifo/contract';
import { buildApp } from '../apps/api/src/app';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client';
import { seedBenchClubs } from './clubs-generator';
import { benchConfig } from './settings';
import { variedPlaces, variedSearches } from './varied';

const OTHER = process.env.COMPARE_WITH;
const CLUBS = Number(process.env.BENCH_CLUBS || 100_000);

/** Pages near the start, deep and past the end; searches with accents, wildcards and none; radii 1–500 km. */
function requests(): { url: string; body: Record<string, unknown> }[] {
  const list: { url: string; body: Record<string, unknown> }[] = [];
  const total = Math.round(CLUBS * 0.9);
  for (const pageSize of [9, 100])
    for (const pageId of [
      0,
      1,
      2,
      10,
      99,
      100,
      101,
      555,
      Math.floor(total / pageSize) - 1,
      Math.floor(total / pageSize),
      DISCOVERY.maxPageId,
    ])
      list.push({ url: '/api/clubs/all', body: { pageId, pageSize } });
  for (let pageId = 0; pageId < 4000; pageId += 97)
    list.push({ url: '/api/clubs/all', body: { pageId, pageSize: 9 } });
  const searches = [
    'zurich',
    'Zürich',
    'ZÜRICH',
    'genève',
    'geneve',
    'fc bern',
    'bern 3',
    '3011',
    '8',
    'au',
    'sankt gallen',
    'st. gallen',
    'neuchâtel',
    'biel/bienne',
    '%',
    '_',
    'a_b',
    '100%',
    'keinverein',
    'fc',
    'hc lugano 2',
    'Lausanne',
  ];
  for (const searchString of searches)
    for (const pageId of [0, 1, 3, DISCOVERY.maxPageId])
      list.push({ url: '/api/clubs/searchbar', body: { searchString, pageId, pageSize: 9 } });
  // Towns and postcodes as the bench varies them, among them the postcodes the planner once took for common.
  const varied = (variedSearches() as { searchString: string }[]).filter((_, i) => i % 20 === 0);
  for (const searchString of [...varied.map((body) => body.searchString), '1006', '4054', '9200', 'Dorf'])
    for (const pageId of [0, 2])
      list.push({ url: '/api/clubs/searchbar', body: { searchString, pageId, pageSize: 9 } });
  const places = [
    { latitude: 47.3769, longitude: 8.5417 },
    { latitude: 46.948, longitude: 7.4474 },
    { latitude: 46.2044, longitude: 6.1432 },
    { latitude: 46.0037, longitude: 8.9511 },
    { latitude: 46.8, longitude: 9.8 },
  ];
  for (const place of places)
    for (const radius of [1, 5, 20, 100, 500])
      for (const pageId of [0, 2])
        list.push({ url: '/api/clubs/nearby', body: { ...place, radius, pageId, pageSize: 9 } });
  for (const place of places.slice(0, 2))
    for (const pageId of [0, 5])
      list.push({ url: '/api/clubs/nearbyAll', body: { ...place, pageId, pageSize: 9 } });
  // Places all over the country as the bench varies them (club_places: pages, totals and ties at one distance).
  for (const [i, place] of (variedPlaces() as { latitude: number; longitude: number }[])
    .slice(0, 150)
    .entries()) {
    const at = { latitude: place.latitude, longitude: place.longitude };
    list.push({ url: '/api/clubs/nearby', body: { ...at, radius: 20, pageId: 0, pageSize: 9 } });
    if (i % 3 === 0)
      list.push({ url: '/api/clubs/nearby', body: { ...at, radius: 10, pageId: 7, pageSize: 9 } });
    if (i % 3 === 1)
      list.push({
        url: '/api/clubs/nearbyAll',
        body: { ...at, pageId: 0, pageSize: DISCOVERY.homeClubsPageSize },
      });
    if (i % 15 === 2) list.push({ url: '/api/clubs/nearbyAll', body: { ...at, pageId: 40, pageSize: 9 } });
  }
  for (const tag of ['football', 'ice-hockey', 'alpine-skiing', 'nothing'])
    for (const pageId of [0, 3, 500, DISCOVERY.maxPageId])
      list.push({ url: '/api/clubs/filter', body: { tag, pageId, pageSize: 9 } });
  return list;
}

async function main() {
  if (!OTHER) throw new Error('COMPARE_WITH must name the other checkout (a git worktree)');
  const config = benchConfig(await mkdtemp(path.join(os.tmpdir(), 'tifo-compare-')), {
    SEED_DEMO_DATA: 'false',
    SERVE_WEB: 'false',
    PORT: '0',
  });
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(
    url ? { databaseUrl: url, poolSize: 4 } : { pgliteDir: 'memory://', poolSize: 1 },
  );
  await migrateDatabase(database);
  process.stdout.write(`Generating ${CLUBS} clubs … `);
  await seedBenchClubs(database.db, CLUBS);
  console.log('done');
  const other = (await import(path.resolve(OTHER, 'apps/api/src/app.ts'))) as { buildApp: typeof buildApp };
  const apps = {
    this: await buildApp({ config, database }),
    other: await other.buildApp({ config, database }),
  };
  let differences = 0;
  const all = requests();
  for (const request of all) {
    const [mine, theirs] = await Promise.all(
      [apps.this, apps.other].map((app) =>
        app.inject({ method: 'POST', url: request.url, payload: request.body }),
      ),
    );
    if (mine!.statusCode !== 200)
      throw new Error(`${request.url} ${JSON.stringify(request.body)} answered ${mine!.statusCode}`);
    if (mine!.statusCode === theirs!.statusCode && mine!.body === theirs!.body) continue;
    differences += 1;
    if (differences <= 5)
      console.log(
        `DIFFERENT ${request.url} ${JSON.stringify(request.body)}\n  this:  ${mine!.body.slice(0, 300)}\n  other: ${theirs!.body.slice(0, 300)}`,
      );
  }
  console.log(`${all.length} list requests compared with ${OTHER}: ${differences} different`);
  await apps.this.close();
  await apps.other.close();
  await database.close();
  process.exit(differences === 0 ? 0 : 1);
}

await main();
