/**
 * Generates many public clubs for the discovery benchmarks: names, towns, postcodes and coordinates from the
 * official Swiss localities directory, sport types spread over the clubs. Rows go in with multi-row inserts.
 */
import { readFileSync } from 'node:fs';
import { clubSearchText } from '@tifo/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { clubSportTypes, clubs, sportTypes } from '../apps/api/src/db/schema-clubs';
import { DEMO_SPORT_TYPES } from '../apps/api/src/seed/demo-data';

export interface Town {
  name: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

/** The localities of the official Swiss directory, in its order (one row per locality and postcode). */
export function readTowns(): Town[] {
  const csv = readFileSync(
    new URL('../apps/api/assets/ch-localities/AMTOVZ_CSV_WGS84.csv', import.meta.url),
    'utf8',
  );
  const towns: Town[] = [];
  for (const line of csv.split('\n').slice(2)) {
    const [name, postalCode, , , , , e, n] = line.split(';');
    if (!name || !postalCode || !e || !n) continue;
    towns.push({ name, postalCode, latitude: Number(n), longitude: Number(e) });
  }
  return towns;
}

const PREFIXES = ['FC', 'HC', 'TV', 'SC', 'EHC', 'UHC', 'VBC', 'BC', 'TC', 'SV', 'CA', 'AS', 'US'];
const NATURES = ['CLUB', 'CLUB', 'CLUB', 'ATHLETE', 'ACADEMY', 'FOUNDATION'] as const;

export async function seedBenchClubs(db: Db, count: number): Promise<void> {
  for (const type of DEMO_SPORT_TYPES) {
    await db
      .insert(sportTypes)
      .values({
        tag: type.tag,
        nameDe: type.names.de,
        nameEn: type.names.en,
        nameFr: type.names.fr,
        nameIt: type.names.it,
      })
      .onConflictDoNothing();
  }
  const typeIds = (await db.select({ id: sportTypes.id }).from(sportTypes)).map((row) => row.id);
  const towns = readTowns();
  const batchSize = 1000;
  for (let start = 0; start < count; start += batchSize) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + batchSize); i += 1) {
      const town = towns[i % towns.length]!;
      const name = `${PREFIXES[i % PREFIXES.length]} ${town.name} ${Math.floor(i / towns.length) + 1}`.slice(
        0,
        50,
      );
      const shortName = `bench-${i}`;
      rows.push({
        name,
        shortName,
        nature: NATURES[i % NATURES.length]!,
        status: i % 10 === 0 ? 'pending' : i % 3 === 0 ? 'approved' : 'verified',
        email: `club${i}@bench.example.ch`,
        address1: `Sportweg ${(i % 99) + 1}`,
        postalCode: town.postalCode,
        city: town.name,
        latitude: town.latitude,
        longitude: town.longitude,
        contactNumber: '+41441234567',
        descriptionDe: `Benchmark-Verein ${i} in ${town.name}.`,
        searchText: clubSearchText({ name, shortName, city: town.name, postalCode: town.postalCode }),
      });
    }
    const inserted = await db.insert(clubs).values(rows).returning({ id: clubs.id });
    await db
      .insert(clubSportTypes)
      .values(
        inserted.map((club, k) => ({ clubId: club.id, sportTypeId: typeIds[(start + k) % typeIds.length]! })),
      );
  }
  // Fresh visibility map and statistics, as autovacuum would have them on a live database.
  // club_places and club_order_marks are kept by triggers on clubs: every batch rewrote their rows, so their heap
  // and indexes were three times their size until vacuumed (docs/performance-log/2026-11.md, 2026-11-26 evening).
  for (const table of ['clubs', 'club_sport_types', 'club_places', 'club_order_marks']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}
