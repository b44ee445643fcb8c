/**
 * Distances, /clubs/nearby and /clubs/nearbyAll. A club's distance is the haversine distance of its
 * coordinates; clubs are geocoded to their locality, so many share a place, and the nearby pages measure and
 * count the places of club_places (migration 0021) instead of every club.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PreparedRead, readPrepared } from '../../db/prepared';
import { clubs } from '../../db/schema-clubs';
import { type CardRow, toPage } from './cards';

/** The radius of the sphere that club_distance_km (migration 0021) measures on. */
const EARTH_RADIUS_KM = 6371;
/**
 * Kilometres per degree of latitude (and of longitude at the equator) on the sphere the distance uses, less a
 * ten-thousandth, so that the bounding box is a little larger than the circle and never cuts off a club within
 * the radius.
 */
const KM_PER_DEGREE = ((EARTH_RADIUS_KM * Math.PI) / 180) * 0.9999;

export interface Origin {
  latitude: number;
  longitude: number;
}

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

/**
 * A latitude/longitude box around the origin that contains every point within the radius, as its south-west
 * and north-east corners (longitude, latitude): a cheap prefilter that club_places_location_idx serves
 * (migration 0021); the distance then decides. Near the poles or the antimeridian the longitude bound widens to
 * the whole circle.
 */
function areaAround(origin: Origin, radiusKm: number): [number, number, number, number] {
  const dLat = radiusKm / KM_PER_DEGREE;
  const minLat = Math.max(-90, origin.latitude - dLat);
  const maxLat = Math.min(90, origin.latitude + dLat);
  const cosLat = Math.cos((Math.min(89.9, Math.abs(origin.latitude) + dLat) * Math.PI) / 180);
  const dLon = radiusKm / (KM_PER_DEGREE * cosLat);
  let minLon = origin.longitude - dLon;
  let maxLon = origin.longitude + dLon;
  if (dLon >= 180 || minLon < -180 || maxLon > 180) {
    minLon = -180;
    maxLon = 180;
  }
  return [minLon, minLat, maxLon, maxLat];
}

const NEARBY_PAGE: PreparedRead = {
  name: 'club_nearby_page',
  text: `select * from club_nearby_page($1::float8, $2::float8, $3::float8,
    box(point($4::float8, $5::float8), point($6::float8, $7::float8)), $8::int, $9::int) order by "rank"`,
};

/**
 * Public clubs within the radius, nearest first (then A–Z, then id), and the number of all of them:
 * club_nearby_page (migration 0021) measures and counts the places of club_places instead of every club and
 * answers the page's cards in order. A page past the end is one row with the total.
 */
export async function findNearbyCards(
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
 * A page of every public club nearest first (/clubs/nearbyAll with a place), without measuring every club:
 * club_nearest_page (migration 0023) takes a distance within which the page's clubs all are (club_nearest_reach:
 * the farthest of the places nearest in the plane that hold offset + limit clubs) and finds them there in the
 * exact order (club_nearby_page), in one statement. undefined when the page reaches past the clubs with
 * coordinates (those without come last), which the general query then answers.
 */
export async function findNearestCards(
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
