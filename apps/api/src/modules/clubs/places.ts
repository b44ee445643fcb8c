/**
 * The places of the public clubs (club_places, migration 0021: each place with the number of public clubs there),
 * held in this process for /clubs/nearby and /clubs/nearbyAll. Clubs are geocoded to their locality, so there
 * are a few thousand places however many clubs there are. Measuring every place in the area, counting the total
 * and finding how far the page reaches is then done here, in microseconds; the database only reads the page's
 * clubs at the places it reaches (clubs_public_place_idx). In the database the same work was most of a nearby
 * call (docs/performance-log/2026-11.md, "Nearby lists over places held in the process").
 *
 * The places are read again after a change of public club data in this process or, announced by the change
 * feed, in another one (the data generation of list-cache.ts), and at least every CLUB_LIST_TTL_MS, the
 * staleness the lists already have. With more than MAX_PLACES places none are held and the database functions
 * answer.
 */
import type { Db } from '../../db/client';
import { type PreparedRead, readPrepared } from '../../db/prepared';
import { CLUB_LIST_TTL_MS, clubDataGeneration } from './list-cache';

/** Above this many places the database measures them (club_nearby_page): holding them would cost too much. */
export const MAX_PLACES = 50_000;
/** Twice the radius of the sphere club_distance_km (migration 0021) measures on. */
const EARTH_DIAMETER_KM = 12742;
const RADIANS_PER_DEGREE = Math.PI / 180;
/**
 * Kilometres per degree of latitude (and of longitude at the equator) on that sphere, less a ten-thousandth, so
 * that the box around a circle is a little larger than the circle.
 */
const KM_PER_DEGREE = (EARTH_DIAMETER_KM / 2) * RADIANS_PER_DEGREE * 0.9999;
/** Half the circumference: a circle this large holds every place. */
const HALF_CIRCUMFERENCE_KM = (EARTH_DIAMETER_KM / 2) * Math.PI;

export interface Origin {
  latitude: number;
  longitude: number;
}

/** The places, ordered by latitude, as columns. */
export interface Places {
  latitudes: Float64Array;
  longitudes: Float64Array;
  clubs: Int32Array;
  /** The public clubs with coordinates. */
  totalClubs: number;
}

/** Places within a distance, in no order: where they are, how far, and how many clubs each holds. */
export interface Measured {
  latitudes: number[];
  longitudes: number[];
  distancesKm: number[];
  clubs: number[];
}

/**
 * Great-circle distance in km: the arithmetic of club_distance_km (migration 0021), step by step in the same
 * order. It gives the embedded database's distance to the last bit (both take sin, cos and asin from fdlibm) and
 * PostgreSQL's within a few units of the last bit (glibc's); the database measures the page's places again.
 */
export function distanceKm(from: Origin, toLatitude: number, toLongitude: number): number {
  const halfLatitude = Math.sin(((toLatitude - from.latitude) * RADIANS_PER_DEGREE) / 2);
  const halfLongitude = Math.sin(((toLongitude - from.longitude) * RADIANS_PER_DEGREE) / 2);
  const haversine =
    halfLatitude * halfLatitude +
    Math.cos(from.latitude * RADIANS_PER_DEGREE) *
      Math.cos(toLatitude * RADIANS_PER_DEGREE) *
      (halfLongitude * halfLongitude);
  return EARTH_DIAMETER_KM * Math.asin(Math.min(1, Math.sqrt(haversine)));
}

/**
 * A latitude/longitude box around the origin that contains every point within the radius, as its south-west
 * and north-east corners (longitude, latitude). Near the poles or the antimeridian the longitude bound widens to
 * the whole circle.
 */
export function areaAround(origin: Origin, radiusKm: number): [number, number, number, number] {
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

/** The places within the radius (in the order of their latitude). */
export function placesWithin(places: Places, origin: Origin, radiusKm: number): Measured {
  const [minLon, minLat, maxLon, maxLat] = areaAround(origin, radiusKm);
  const at: number[] = [];
  const distances: number[] = [];
  // The first place at or north of the box's southern edge.
  let low = 0;
  let high = places.latitudes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((places.latitudes[middle] as number) < minLat) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < places.latitudes.length; i += 1) {
    const latitude = places.latitudes[i] as number;
    if (latitude > maxLat) break;
    const longitude = places.longitudes[i] as number;
    if (longitude < minLon || longitude > maxLon) continue;
    const distance = distanceKm(origin, latitude, longitude);
    if (distance <= radiusKm) {
      at.push(i);
      distances.push(distance);
    }
  }
  return {
    latitudes: at.map((i) => places.latitudes[i] as number),
    longitudes: at.map((i) => places.longitudes[i] as number),
    distancesKm: distances,
    clubs: at.map((i) => places.clubs[i] as number),
  };
}

/**
 * Distances closer than this (1 m) count as one here: the database measures again (club_distance_km) and orders
 * the clubs, and its sin, cos and asin may differ from JavaScript's in the last bit (glibc on PostgreSQL).
 */
const SAME_DISTANCE_KM = 0.001;

/**
 * The places' indices nearest first, as many as are taken: the nearest one at a time for the first few (a page
 * usually needs one or two places, and sorting all of them cost more than the rest of the work here), then the
 * rest sorted.
 */
function* nearestFirst(distancesKm: readonly number[]): Generator<number> {
  const left = Array.from(distancesKm.keys());
  const distance = (k: number) => distancesKm[left[k] as number] as number;
  for (let taken = 0; left.length > 0; taken += 1) {
    if (taken === 16) {
      left.sort((a, b) => (distancesKm[a] as number) - (distancesKm[b] as number));
      yield* left;
      return;
    }
    let nearest = 0;
    for (let k = 1; k < left.length; k += 1) if (distance(k) < distance(nearest)) nearest = k;
    yield left[nearest] as number;
    left[nearest] = left[left.length - 1] as number;
    left.pop();
  }
}

/**
 * Where the places are that hold a page of their clubs (nearest first, then A–Z, then id), and where the page
 * starts among their clubs. Places whose distances differ by less than SAME_DISTANCE_KM go together, a run of them at a time:
 * - the page reaches to the run in which the places' clubs, counted nearest first, reach offset + limit; all of
 *   that run counts, since the database may order its clubs by name with the others there;
 * - the runs whose clubs all come before the page are left out, and the offset shrinks by their clubs.
 * No place when the page starts past the last club.
 */
export function placesOfPage(
  near: Measured,
  limit: number,
  offset: number,
): { latitudes: number[]; longitudes: number[]; offset: number } {
  const order = nearestFirst(near.distancesKm);
  const distance = (i: number) => near.distancesKm[i] as number;
  const chosen: number[] = [];
  let before = 0;
  let counted = 0;
  let next = order.next();
  while (!next.done && counted < offset + limit) {
    const run = [next.value];
    next = order.next();
    while (!next.done && distance(next.value) - distance(run[run.length - 1] as number) < SAME_DISTANCE_KM) {
      run.push(next.value);
      next = order.next();
    }
    const clubs = run.reduce((sum, i) => sum + (near.clubs[i] as number), 0);
    if (counted + clubs <= offset) before += clubs;
    else chosen.push(...run);
    counted += clubs;
  }
  return {
    latitudes: chosen.map((i) => near.latitudes[i] as number),
    longitudes: chosen.map((i) => near.longitudes[i] as number),
    offset: offset - before,
  };
}

/**
 * The places within the smallest of the circles around the origin (10 km, then four times as large each time) that
 * holds at least `wanted` clubs: the nearest clubs are all among theirs. undefined when fewer clubs have
 * coordinates.
 */
export function nearestPlaces(places: Places, origin: Origin, wanted: number): Measured | undefined {
  if (places.totalClubs < wanted) return undefined;
  for (let radiusKm = 10; ; radiusKm *= 4) {
    const near = placesWithin(places, origin, Math.min(radiusKm, HALF_CIRCUMFERENCE_KM));
    if (near.clubs.reduce((sum, clubs) => sum + clubs, 0) >= wanted || radiusKm >= HALF_CIRCUMFERENCE_KM)
      return near;
  }
}

const ALL_PLACES: PreparedRead = {
  name: 'club_places_all',
  text: 'select latitude, longitude, clubs from club_places order by latitude, longitude limit $1::int',
};

async function readPlaces(db: Db): Promise<Places | undefined> {
  const rows = await readPrepared<{ latitude: number; longitude: number; clubs: number }>(db, ALL_PLACES, [
    MAX_PLACES + 1,
  ]);
  if (rows.length > MAX_PLACES) return undefined;
  const places: Places = {
    latitudes: new Float64Array(rows.length),
    longitudes: new Float64Array(rows.length),
    clubs: new Int32Array(rows.length),
    totalClubs: 0,
  };
  for (const [i, row] of rows.entries()) {
    places.latitudes[i] = row.latitude;
    places.longitudes[i] = row.longitude;
    places.clubs[i] = row.clubs;
    places.totalClubs += row.clubs;
  }
  return places;
}

const held = new WeakMap<object, { places: Promise<Places | undefined>; at: number; generation: number }>();

/**
 * The places of the public clubs, read at most every CLUB_LIST_TTL_MS and again after a change of public club
 * data (one read shared by the requests that wait for it); undefined when there are more than MAX_PLACES.
 */
export function placesOf(db: Db): Promise<Places | undefined> {
  const known = held.get(db);
  if (known && known.generation === clubDataGeneration() && Date.now() - known.at < CLUB_LIST_TTL_MS)
    return known.places;
  const places = readPlaces(db);
  held.set(db, { places, at: Date.now(), generation: clubDataGeneration() });
  places.catch(() => held.delete(db));
  return places;
}
