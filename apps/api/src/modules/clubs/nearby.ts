/**
 * Distances, /clubs/nearby and /clubs/nearbyAll. A club's distance is the haversine distance of its
 * coordinates; clubs are geocoded to their locality, so many share a place, and the nearby pages measure and
 * count the places of club_places (migration 0021, held in the process by places.ts) instead of every club.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PreparedRead, readPrepared } from '../../db/prepared';
import { clubs } from '../../db/schema-clubs';
import { type CardRow, toPage } from './cards';
import {
  areaAround,
  type Measured,
  nearestPlaces,
  type Origin,
  placesOf,
  placesOfPage,
  placesWithin,
} from './places';

export type { Origin } from './places';

/** Columns that hold a latitude and a longitude: a club's, or a place's. */
interface Coordinates {
  latitude: AnyColumn;
  longitude: AnyColumn;
}

/**
 * Great-circle distance in km from the origin to the club or place: club_distance_km (migration 0021), one
 * SQL expression the planner inlines, so the same coordinates give the same distance to the last bit wherever
 * they are read from. NULL for a club without coordinates.
 */
export function distanceKmSql(origin: Origin, at: Coordinates = clubs): SQL<number | null> {
  return sql<
    number | null
  >`club_distance_km(${origin.latitude}::float8, ${origin.longitude}::float8, ${at.latitude}, ${at.longitude})`;
}

const PLACES_PAGE: PreparedRead = {
  name: 'club_places_page',
  text: `select * from club_places_page($1::float8, $2::float8, $3::float8[], $4::float8[], $5::int, $6::int)
    order by "rank"`,
};

/**
 * A page of the public clubs at the given places, nearest first, then A–Z, then id: placesOfPage has chosen the
 * places the page reaches and where it starts among their clubs. club_places_page (migration 0029) measures those
 * places again, so the distances and their order are those of every other list.
 */
async function cardsAt(
  db: Db,
  origin: Origin,
  near: Measured,
  page: { limit: number; offset: number },
): Promise<CardRow[]> {
  const { latitudes, longitudes, offset } = placesOfPage(near, page.limit, page.offset);
  if (latitudes.length === 0) return [];
  const rows = await readPrepared<Partial<CardRow>>(db, PLACES_PAGE, [
    origin.latitude,
    origin.longitude,
    latitudes,
    longitudes,
    page.limit,
    offset,
  ]);
  return toPage(rows, 0).rows;
}

/**
 * Public clubs within the radius, nearest first (then A–Z, then id), and the number of all of them: the places
 * held in the process (places.ts) are measured and counted, and the database reads the page's clubs at the places
 * it reaches. With too many places to hold, club_nearby_page does the same in the database.
 */
export async function findNearbyCards(
  db: Db,
  origin: Origin,
  radiusKm: number,
  page: { limit: number; offset: number },
): Promise<{ rows: CardRow[]; total: number }> {
  const places = await placesOf(db);
  if (!places) return findNearbyCardsInDatabase(db, origin, radiusKm, page);
  const near = placesWithin(places, origin, radiusKm);
  return {
    rows: await cardsAt(db, origin, near, page),
    total: near.clubs.reduce((sum, clubs) => sum + clubs, 0),
  };
}

/**
 * A page of every public club nearest first (/clubs/nearbyAll with a place), without measuring every club: the
 * nearest places that hold offset + limit clubs (places.ts), then their clubs in the exact order. undefined when
 * the page reaches past the clubs with coordinates (those without come last), which the general query then
 * answers. With too many places to hold, club_nearest_page does the same in the database.
 */
export async function findNearestCards(
  db: Db,
  origin: Origin,
  page: { limit: number; offset: number },
): Promise<CardRow[] | undefined> {
  const places = await placesOf(db);
  if (!places) return findNearestCardsInDatabase(db, origin, page);
  const near = nearestPlaces(places, origin, page.offset + page.limit);
  return near && cardsAt(db, origin, near, page);
}

const NEARBY_PAGE: PreparedRead = {
  name: 'club_nearby_page',
  text: `select * from club_nearby_page($1::float8, $2::float8, $3::float8,
    box(point($4::float8, $5::float8), point($6::float8, $7::float8)), $8::int, $9::int) order by "rank"`,
};

/**
 * findNearbyCards in the database: club_nearby_page (migration 0021) measures and counts the places of
 * club_places and answers the page's cards in order. A page past the end is one row with the total.
 */
export async function findNearbyCardsInDatabase(
  db: Db,
  origin: Origin,
  radiusKm: number,
  page: { limit: number; offset: number },
): Promise<{ rows: CardRow[]; total: number }> {
  const rows = await readPrepared<{ total: number } & Partial<CardRow>>(db, NEARBY_PAGE, [
    origin.latitude,
    origin.longitude,
    radiusKm,
    ...areaAround(origin, radiusKm),
    page.limit,
    page.offset,
  ]);
  return toPage(rows, rows[0]?.total ?? 0);
}

const NEAREST_PAGE: PreparedRead = {
  name: 'club_nearest_page',
  text: 'select * from club_nearest_page($1::float8, $2::float8, $3::int, $4::int) order by "rank"',
};

/**
 * findNearestCards in the database: club_nearest_page (migration 0023) takes a distance within which the page's
 * clubs all are (club_nearest_reach: the farthest of the places nearest in the plane that hold offset + limit
 * clubs) and finds them there in the exact order (club_nearby_page), in one statement.
 */
export async function findNearestCardsInDatabase(
  db: Db,
  origin: Origin,
  page: { limit: number; offset: number },
): Promise<CardRow[] | undefined> {
  const rows = await readPrepared<{ total: number } & Partial<CardRow>>(db, NEAREST_PAGE, [
    origin.latitude,
    origin.longitude,
    page.limit,
    page.offset,
  ]);
  if (rows.length === 0) return undefined;
  return toPage(rows, rows[0]?.total ?? 0).rows;
}
