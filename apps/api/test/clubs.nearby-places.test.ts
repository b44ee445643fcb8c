// @database: the lists' SQL functions, triggers, indexes, text search and geography; run on PostgreSQL too (vitest.config.ts).
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { clubs } from '../src/db/schema-clubs';
import {
  findNearbyCards,
  findNearbyCardsInDatabase,
  findNearestCards,
  findNearestCardsInDatabase,
  type Origin,
} from '../src/modules/clubs/nearby';
import { distanceKm, MAX_PLACES, placesOf } from '../src/modules/clubs/places';
import { findClubCards, forgetPublicClubCount } from '../src/modules/clubs/queries';
import { openTestDatabase } from './helpers';
import { expectedPlaces, placesNow, plainClubRow, plainNearbyPage } from './support/club-rows';

/*
 * /clubs/nearby reads club_places (each place of a public club with the number of public clubs there, kept by
 * the triggers of migration 0021): its pages and totals must be those of measuring every club, and the places
 * must follow every change of the clubs.
 */
let database: Database;

const STATUSES = ['approved', 'verified', 'pending', 'approved', 'rejected', 'verified'];
const ORIGIN = { latitude: 47, longitude: 8 };
// Two places at exactly the same distance from ORIGIN (8.5 − 8 and 7.5 − 8 are exact in binary), so their
// clubs share a distance and are ordered by name across both places.
const TWINS = [
  { latitude: 47, longitude: 8.5 },
  { latitude: 47, longitude: 7.5 },
];

function gridPlaces(): Origin[] {
  const places: Origin[] = [ORIGIN, ...TWINS];
  for (let row = 0; row < 9; row += 1)
    for (let column = 0; column < 13; column += 1)
      places.push({
        latitude: Number((46.8 + row * 0.05).toFixed(2)),
        longitude: Number((7.7 + column * 0.05).toFixed(2)),
      });
  return places;
}

beforeAll(async () => {
  database = await openTestDatabase();
  const places = gridPlaces();
  const rows = [];
  for (let i = 0; i < 520; i += 1) {
    // 1 club in 13 has no coordinates; the rest spread over the places, several clubs at most of them.
    const place = i % 13 === 12 ? undefined : places[(i * 7) % places.length];
    rows.push(
      plainClubRow(
        `n${i}`,
        `${['FC', 'SC', 'HC', 'TV'][i % 4]} Platz ${(i * 31) % 97}`,
        STATUSES[i % 6]!,
        place,
      ),
    );
  }
  // The twins get clubs with names that interleave.
  for (const [k, name] of ['Alpha', 'Delta', 'Bravo', 'Echo', 'Charlie', 'Foxtrot'].entries())
    rows.push(plainClubRow(`t${k}`, `AA ${name}`, 'approved', TWINS[k % 2]));
  await database.db.insert(clubs).values(rows);
});
afterAll(async () => {
  await database?.close();
});

async function expectPagesAsMeasured(origin: Origin, radiusKm: number, pages: [number, number][]) {
  // The places are held in the process (places.ts) and read again after a change the services announce; these
  // tests change the clubs without the services.
  forgetPublicClubCount(database.db);
  for (const [limit, offset] of pages) {
    const found = await findClubCards(database.db, { origin, radiusKm, limit, offset });
    const plain = await plainNearbyPage(database.db, origin, radiusKm, limit, offset);
    const label = `${JSON.stringify(origin)} ${radiusKm} km, ${limit} from ${offset}`;
    expect(found.total, label).toBe(plain.total);
    expect(
      found.rows.map((row) => ({ id: row.id, distanceKm: row.distanceKm })),
      label,
    ).toEqual(plain.rows);
  }
}

const PAGES: [number, number][] = [
  [9, 0],
  [9, 9],
  [9, 27],
  [9, 90],
  [9, 252],
  [9, 900],
  [3, 0],
  [3, 3],
  [3, 6],
  [100, 0],
  [100, 100],
  [100, 300],
];

describe('the nearby page over club_places', () => {
  it('gives the pages and totals of measuring every club: radii, pages, past the end, none within reach', async () => {
    for (const origin of [ORIGIN, { latitude: 47.03, longitude: 8.11 }, { latitude: 46.9, longitude: 7.9 }])
      for (const radiusKm of [0.5, 5, 20, 38, 100]) await expectPagesAsMeasured(origin, radiusKm, PAGES);
    // Far from every club: nothing, and a total of 0.
    await expectPagesAsMeasured({ latitude: 46, longitude: 10 }, 5, [
      [9, 0],
      [9, 9],
    ]);
  });

  it('orders clubs at the same distance from two places by name across both', async () => {
    const plain = await plainNearbyPage(database.db, ORIGIN, 40, 400, 0);
    const twinNames = plain.rows.filter((row) => row.distanceKm !== null && row.distanceKm > 37);
    expect(new Set(twinNames.map((row) => row.distanceKm)).size).toBe(1);
    expect(twinNames.length).toBeGreaterThanOrEqual(6);
    const firstTwin = plain.rows.indexOf(twinNames[0]!);
    // Pages that start and end among the twins' clubs.
    await expectPagesAsMeasured(ORIGIN, 40, [
      [2, firstTwin],
      [3, firstTwin + 1],
      [4, firstTwin + 2],
      [1, firstTwin + 5],
    ]);
    const page = await findClubCards(database.db, {
      origin: ORIGIN,
      radiusKm: 40,
      limit: 6,
      offset: firstTwin,
    });
    const names = await database.db
      .select({ id: clubs.id, name: clubs.name })
      .from(clubs)
      .where(
        inArray(
          clubs.id,
          page.rows.map((row) => row.id),
        ),
      );
    const nameOf = new Map(names.map((row) => [row.id, row.name]));
    expect(page.rows.map((row) => nameOf.get(row.id))).toEqual([
      'AA Alpha',
      'AA Bravo',
      'AA Charlie',
      'AA Delta',
      'AA Echo',
      'AA Foxtrot',
    ]);
  });
});

describe('every public club nearest first (nearbyAll) over club_places', () => {
  it('gives the pages of measuring every club, also where they reach the clubs without coordinates', async () => {
    forgetPublicClubCount(database.db);
    const placed = (await placesNow(database.db)).reduce((sum, place) => sum + place.clubs, 0);
    const all = (await findClubCards(database.db, { where: sql`true`, limit: 1, offset: 0 })).total;
    expect(all).toBeGreaterThan(placed);
    const pages: [number, number][] = [
      // Within the clubs at ORIGIN itself: the reach is 0 km.
      [2, 0],
      [2, 2],
      [8, 0],
      [8, 8],
      [3, 5],
      [9, 90],
      [100, 200],
      [9, placed - 9],
      [9, placed - 4],
      [9, placed],
      [9, all - 3],
      [9, all + 9],
    ];
    const atOrigin = await findClubCards(database.db, { origin: ORIGIN, limit: 4, offset: 0 });
    expect(atOrigin.rows.map((row) => row.distanceKm)).toEqual([0, 0, 0, 0]);
    for (const origin of [ORIGIN, { latitude: 47.03, longitude: 8.11 }, { latitude: 45, longitude: 6 }])
      for (const [limit, offset] of pages) {
        const label = `${JSON.stringify(origin)}, ${limit} from ${offset}`;
        const nearest = await findClubCards(database.db, { origin, limit, offset });
        // A condition that is always true takes the general query, which measures every club.
        const measured = await findClubCards(database.db, { origin, where: sql`true`, limit, offset });
        expect(nearest, label).toEqual(measured);
      }
  });
});

describe('the places held in the process (places.ts)', () => {
  const ORIGINS = [
    ORIGIN,
    { latitude: 47.03, longitude: 8.11 },
    { latitude: 46.9, longitude: 7.9 },
    { latitude: 46.812345, longitude: 7.700001 },
  ];

  it('measure every place as club_distance_km does, within a micrometre', async () => {
    const places = await placesNow(database.db);
    for (const origin of [
      ...ORIGINS,
      { latitude: -33.9, longitude: 151.2 },
      { latitude: 89.99, longitude: -179.9 },
    ]) {
      const { rows } = await database.pool.query<{ distance: number }>(
        `select club_distance_km($1::float8, $2::float8, p.latitude, p.longitude) as distance
         from unnest($3::float8[], $4::float8[]) with ordinality as p(latitude, longitude, n) order by n`,
        [
          origin.latitude,
          origin.longitude,
          places.map((place) => place.latitude),
          places.map((place) => place.longitude),
        ],
      );
      // The page's places are measured again by the database; these distances only choose them.
      const apart = places.map((place, i) =>
        Math.abs(distanceKm(origin, place.latitude, place.longitude) - rows[i]!.distance),
      );
      expect(Math.max(...apart), JSON.stringify(origin)).toBeLessThan(1e-9);
    }
  });

  it('give the pages and totals of the database functions club_nearby_page and club_nearest_page', async () => {
    forgetPublicClubCount(database.db);
    const placed = (await placesNow(database.db)).reduce((sum, place) => sum + place.clubs, 0);
    for (const origin of ORIGINS) {
      for (const radiusKm of [0.5, 5, 20, 38, 100])
        for (const [limit, offset] of PAGES) {
          const label = `${JSON.stringify(origin)} ${radiusKm} km, ${limit} from ${offset}`;
          expect(await findNearbyCards(database.db, origin, radiusKm, { limit, offset }), label).toEqual(
            await findNearbyCardsInDatabase(database.db, origin, radiusKm, { limit, offset }),
          );
        }
      for (const [limit, offset] of [...PAGES, [9, placed - 9], [9, placed - 4], [9, placed]] as const) {
        const label = `${JSON.stringify(origin)} nearest, ${limit} from ${offset}`;
        expect(await findNearestCards(database.db, origin, { limit, offset }), label).toEqual(
          await findNearestCardsInDatabase(database.db, origin, { limit, offset }),
        );
      }
    }
  });

  it('are read again once a change of public clubs is announced, not on every request', async () => {
    const origin = { latitude: 46.3, longitude: 9.9 };
    forgetPublicClubCount(database.db);
    expect((await findNearbyCards(database.db, origin, 5, { limit: 9, offset: 0 })).total).toBe(0);
    await database.db.insert(clubs).values(plainClubRow('held', 'FC Gehalten', 'approved', origin));
    // Not announced: the held places answer (the database is not asked for them again).
    expect((await findNearbyCards(database.db, origin, 5, { limit: 9, offset: 0 })).total).toBe(0);
    forgetPublicClubCount(database.db);
    const page = await findNearbyCards(database.db, origin, 5, { limit: 9, offset: 0 });
    expect(page.total).toBe(1);
    expect(page.rows.map((row) => [row.name, row.distanceKm])).toEqual([['FC Gehalten', 0]]);
    await database.db.delete(clubs).where(eq(clubs.shortName, 'row-held'));
  });
  it('are not held beyond MAX_PLACES: the database functions answer then', async () => {
    // Places without clubs behind them, far south of every club, until there is one place too many to hold.
    const held = (await placesNow(database.db)).length;
    await database.pool.query(
      `insert into club_places (latitude, longitude, clubs)
       select -60 - g / 1000000.0, 0, 1 from generate_series(1, $1::int) g`,
      [MAX_PLACES + 1 - held],
    );
    try {
      forgetPublicClubCount(database.db);
      expect(await placesOf(database.db)).toBeUndefined();
      expect((await findNearbyCards(database.db, ORIGIN, 20, { limit: 9, offset: 9 })).rows).toHaveLength(9);
      await expectPagesAsMeasured(ORIGIN, 20, PAGES);
      expect(await placesOf(database.db)).toBeUndefined();
      expect(await findNearestCards(database.db, ORIGIN, { limit: 9, offset: 0 })).toEqual(
        await findNearestCardsInDatabase(database.db, ORIGIN, { limit: 9, offset: 0 }),
      );
    } finally {
      await database.pool.query('delete from club_places where latitude < -59');
      forgetPublicClubCount(database.db);
    }
    expect(await placesOf(database.db)).toBeDefined();
  });
});

describe('the box around the circle', () => {
  it('keeps a club just inside the radius due north and due south of the origin', async () => {
    const origin = { latitude: 45.5, longitude: 6.5 };
    const degrees = 19.99 / ((6371 * Math.PI) / 180);
    await database.db
      .insert(clubs)
      .values([
        plainClubRow('north', 'FC Nord', 'approved', { latitude: origin.latitude + degrees, longitude: 6.5 }),
        plainClubRow('south', 'FC Süd', 'approved', { latitude: origin.latitude - degrees, longitude: 6.5 }),
      ]);
    forgetPublicClubCount(database.db);
    const page = await findClubCards(database.db, { origin, radiusKm: 20, limit: 9, offset: 0 });
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => Math.round(row.distanceKm! * 1000) / 1000)).toEqual([19.99, 19.99]);
    await database.db.delete(clubs).where(inArray(clubs.shortName, ['row-north', 'row-south']));
  });
});

describe('club_places', () => {
  it('holds every place of a public club after a bulk insert', async () => {
    const places = await placesNow(database.db);
    expect(places.length).toBeGreaterThan(50);
    expect(places).toEqual(await expectedPlaces(database.db));
  });

  it('follows approvals, rejections, moves, lost coordinates, removals and a transaction of several', async () => {
    const expectPlacesRight = async (step: string) =>
      expect(await placesNow(database.db), step).toEqual(await expectedPlaces(database.db));
    const someClub = async (status: string) =>
      (
        await database.db
          .select({ id: clubs.id })
          .from(clubs)
          .where(and(eq(clubs.status, status), sql`${clubs.latitude} is not null`))
          .limit(1)
      )[0]!.id;

    // A pending club at a new place is approved: the place appears with one club.
    const [lonely] = await database.db
      .insert(clubs)
      .values(plainClubRow('lonely', 'FC Einsam', 'pending', { latitude: 46.5, longitude: 9.25 }))
      .returning({ id: clubs.id });
    expect((await placesNow(database.db)).some((place) => place.latitude === 46.5)).toBe(false);
    await database.db.update(clubs).set({ status: 'approved' }).where(eq(clubs.id, lonely!.id));
    await expectPlacesRight('approved');
    expect((await placesNow(database.db)).find((place) => place.latitude === 46.5)?.clubs).toBe(1);

    // It moves, then loses its coordinates: the place it left goes.
    await database.db.update(clubs).set({ latitude: 46.55, longitude: 9.3 }).where(eq(clubs.id, lonely!.id));
    await expectPlacesRight('moved');
    expect((await placesNow(database.db)).some((place) => place.latitude === 46.5)).toBe(false);
    await database.db.update(clubs).set({ latitude: null, longitude: null }).where(eq(clubs.id, lonely!.id));
    await expectPlacesRight('coordinates removed');
    expect((await placesNow(database.db)).some((place) => place.latitude === 46.55)).toBe(false);

    // Rejected (public to not), verified (public to public: no change), a change of the description only.
    await database.db
      .update(clubs)
      .set({ status: 'rejected' })
      .where(eq(clubs.id, await someClub('approved')));
    await expectPlacesRight('rejected');
    await database.db.update(clubs).set({ status: 'verified' }).where(eq(clubs.status, 'approved'));
    await expectPlacesRight('verified in bulk');
    await database.db
      .update(clubs)
      .set({ descriptionDe: 'Neu' })
      .where(eq(clubs.id, await someClub('verified')));
    await expectPlacesRight('description');

    // Removed in bulk, and a transaction that adds, moves and removes.
    await database.db.delete(clubs).where(like(clubs.name, 'TV %'));
    await expectPlacesRight('removed in bulk');
    await database.db.transaction(async (tx) => {
      await tx
        .insert(clubs)
        .values([
          plainClubRow('tx1', 'FC Neu 1', 'approved', { latitude: 47, longitude: 8 }),
          plainClubRow('tx2', 'FC Neu 2', 'verified', { latitude: 46.1, longitude: 7.1 }),
        ]);
      await tx.update(clubs).set({ latitude: 46.1, longitude: 7.1 }).where(like(clubs.name, 'SC Platz 1%'));
      await tx.delete(clubs).where(eq(clubs.shortName, 'row-tx1'));
    });
    await expectPlacesRight('one transaction');
    await expectPagesAsMeasured(ORIGIN, 100, PAGES);
  });
});
