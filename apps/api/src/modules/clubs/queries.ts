import { and, asc, count, desc, eq, gte, inArray, isNull, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubAdmins, clubSportTypes, clubs, events, favourites, products, sportTypes } from '../../db/schema';

export type ClubRow = typeof clubs.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type SportTypeRow = typeof sportTypes.$inferSelect;

/** Only approved or verified organisations are public (spec 000 §4). */
export const PUBLIC_STATUSES = ['approved', 'verified'] as const;
/**
 * Written as literals, not parameters, so the planner can match the partial indexes of migration 0002
 * (`WHERE status IN ('approved', 'verified')`).
 */
export const isPublicClub = (): SQL => sql`${clubs.status} in ('approved', 'verified')`;

const EARTH_RADIUS_KM = 6371;
/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = 111.32;

export interface Origin {
  latitude: number;
  longitude: number;
}

/**
 * Great-circle distance in km from the origin to the club (haversine), with plain math functions only so it
 * runs on PGlite and PostgreSQL without extensions. `least(1, …)` guards asin against rounding above 1.
 */
export function distanceKmSql(origin: Origin): SQL<number | null> {
  const lat = sql`radians(${clubs.latitude})`;
  const originLat = sql`radians(${origin.latitude}::float8)`;
  const dLat = sql`radians(${clubs.latitude} - ${origin.latitude}::float8)`;
  const dLon = sql`radians(${clubs.longitude} - ${origin.longitude}::float8)`;
  // least() ignores NULL, so a club without coordinates is excluded explicitly (its distance stays NULL).
  return sql<number | null>`(case when ${clubs.latitude} is null or ${clubs.longitude} is null then null
    else ${2 * EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
      power(sin(${dLat} / 2), 2) + cos(${originLat}) * cos(${lat}) * power(sin(${dLon} / 2), 2)
    ))) end)`;
}

/**
 * A latitude/longitude box around the origin that contains every point within the radius: a cheap prefilter
 * that the GiST index on point(longitude, latitude) serves (migration 0002); the haversine distance then
 * decides. Near the poles or the antimeridian the longitude bound widens to the whole circle.
 */
export function boundingBox(origin: Origin, radiusKm: number): SQL {
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
  return sql`${clubs.latitude} is not null and ${clubs.longitude} is not null
    and point(${clubs.longitude}, ${clubs.latitude}) <@ box(point(${minLon}::float8, ${minLat}::float8), point(${maxLon}::float8, ${maxLat}::float8))`;
}

/** Clubs within the radius: the bounding box first (indexable), then the exact distance. */
export function withinRadius(origin: Origin, radiusKm: number): SQL {
  return and(boundingBox(origin, radiusKm), sql`${distanceKmSql(origin)} <= ${radiusKm}::float8`)!;
}

/** `%` and `_` are LIKE wildcards and `\` its (default) escape character: a search word matches literally. */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Every word must occur in the club's search text (AND). */
export function searchCondition(words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(...words.map((word) => like(clubs.searchText, `%${escapeLike(word)}%`)));
}

export function hasSportTag(tag: string): SQL {
  return sql`exists (select 1 from ${clubSportTypes} join ${sportTypes} on ${sportTypes.id} = ${clubSportTypes.sportTypeId}
    where ${clubSportTypes.clubId} = ${clubs.id} and ${sportTypes.tag} = ${tag})`;
}

export function isFavouriteOf(userId: string): SQL {
  return sql`exists (select 1 from ${favourites} where ${favourites.clubId} = ${clubs.id} and ${favourites.userId} = ${userId})`;
}

const cardColumns = {
  id: clubs.id,
  name: clubs.name,
  shortName: clubs.shortName,
  nature: clubs.nature,
  status: clubs.status,
  logo: clubs.logo,
  cover: clubs.cover,
  city: clubs.city,
  postalCode: clubs.postalCode,
};

export interface CardRow {
  id: string;
  name: string;
  shortName: string;
  nature: string;
  status: string;
  logo: string | null;
  cover: string | null;
  city: string;
  postalCode: string;
  distanceKm: number | null;
}

export interface CardQuery {
  where: SQL | undefined;
  /** Order by distance from here (clubs without coordinates last), then by name. Else by name. */
  origin?: Origin | undefined;
  limit: number;
  offset: number;
}

/** One page of public club cards and the number of all matching clubs. */
export async function findClubCards(
  db: DbOrTx,
  query: CardQuery,
): Promise<{ rows: CardRow[]; total: number }> {
  const where = and(isPublicClub(), query.where);
  const distance = query.origin ? distanceKmSql(query.origin) : sql<number | null>`null::float8`;
  const order = query.origin
    ? [sql`${distance} asc nulls last`, asc(clubs.searchText), asc(clubs.id)]
    : // A–Z as people read it: the search text starts with the name, lower-cased and without accents.
      [asc(clubs.searchText), asc(clubs.id)];
  const [rows, total] = await Promise.all([
    db
      .select({ ...cardColumns, distanceKm: distance })
      .from(clubs)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    query.where === undefined ? countAllPublicClubs(db) : countClubs(db, where),
  ]);
  return { rows: rows.map((row) => ({ ...row, distanceKm: toNumberOrNull(row.distanceKm) })), total };
}

async function countClubs(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(clubs).where(where);
  return counted?.total ?? 0;
}

/**
 * The number of all public clubs, which every unfiltered list shows, is counted at most every 10 s per
 * database: counting 100,000 rows on each request cost more than the page itself (docs/PERFORMANCE.md).
 * A newly approved club may thus appear in the total up to 10 s late.
 */
const PUBLIC_COUNT_TTL_MS = 10_000;
const publicCounts = new WeakMap<object, { total: Promise<number>; at: number }>();
function countAllPublicClubs(db: DbOrTx): Promise<number> {
  const cached = publicCounts.get(db);
  if (cached && Date.now() - cached.at < PUBLIC_COUNT_TTL_MS) return cached.total;
  const total = countClubs(db, isPublicClub());
  publicCounts.set(db, { total, at: Date.now() });
  total.catch(() => publicCounts.delete(db));
  return total;
}

function toNumberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Sport types of the given clubs, each club's list ordered by German name. */
export async function findTagsOfClubs(db: DbOrTx, clubIds: string[]) {
  if (clubIds.length === 0) return [];
  return db
    .select({ clubId: clubSportTypes.clubId, type: sportTypes })
    .from(clubSportTypes)
    .innerJoin(sportTypes, eq(sportTypes.id, clubSportTypes.sportTypeId))
    .where(inArray(clubSportTypes.clubId, clubIds))
    .orderBy(asc(sportTypes.nameDe), asc(sportTypes.id));
}

export async function findSportTypes(db: DbOrTx, limit: number, offset: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(sportTypes)
      .orderBy(asc(sportTypes.nameDe), asc(sportTypes.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(sportTypes),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findClubByShortName(db: DbOrTx, shortName: string): Promise<ClubRow | undefined> {
  const [row] = await db.select().from(clubs).where(eq(clubs.shortName, shortName));
  return row;
}

export async function findPublicClubByShortName(db: DbOrTx, shortName: string): Promise<ClubRow | undefined> {
  const [row] = await db
    .select()
    .from(clubs)
    .where(and(eq(clubs.shortName, shortName), isPublicClub()));
  return row;
}

export async function findPublicClubById(db: DbOrTx, id: string): Promise<ClubRow | undefined> {
  const [row] = await db
    .select()
    .from(clubs)
    .where(and(eq(clubs.id, id), isPublicClub()));
  return row;
}

export async function isClubAdmin(db: DbOrTx, clubId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ clubId: clubAdmins.clubId })
    .from(clubAdmins)
    .where(and(eq(clubAdmins.clubId, clubId), eq(clubAdmins.email, email.toLowerCase())));
  return Boolean(row);
}

export async function shortNameTaken(db: DbOrTx, shortName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(sql`lower(${clubs.shortName}) = ${shortName.toLowerCase()}`);
  return Boolean(row);
}

/** Products a club offers now: active and not expired, oldest first. */
const isOffered = (now: Date) =>
  and(eq(products.status, 'active'), or(isNull(products.expiryDate), gte(products.expiryDate, now)));

export async function findOfferedProducts(db: DbOrTx, clubId: string, now: Date): Promise<ProductRow[]> {
  return (
    db
      .select()
      .from(products)
      .where(and(eq(products.clubId, clubId), isOffered(now)))
      // Seeded products share one creation time: the title keeps their order stable.
      .orderBy(asc(products.createdAt), asc(products.title), asc(products.id))
  );
}

export async function findOfferedProduct(
  db: DbOrTx,
  id: string,
  now: Date,
): Promise<{ product: ProductRow; club: ClubRow } | undefined> {
  const [row] = await db
    .select({ product: products, club: clubs })
    .from(products)
    .innerJoin(clubs, eq(clubs.id, products.clubId))
    .where(and(eq(products.id, id), isOffered(now), isPublicClub()));
  return row;
}

/** Upcoming events (not yet ended) by start date, then past ones, latest first; drafts (no image yet) are not shown. */
export async function findClubEvents(
  db: DbOrTx,
  clubId: string,
  now: Date,
  limit: number,
): Promise<EventRow[]> {
  const [upcoming, past] = await Promise.all([
    db
      .select()
      .from(events)
      .where(and(eq(events.clubId, clubId), eq(events.status, 'active'), gte(events.toDate, now)))
      .orderBy(asc(events.fromDate), asc(events.id))
      .limit(limit),
    db
      .select()
      .from(events)
      .where(and(eq(events.clubId, clubId), eq(events.status, 'active'), lt(events.toDate, now)))
      .orderBy(desc(events.fromDate), asc(events.id))
      .limit(limit),
  ]);
  return [...upcoming, ...past].slice(0, limit);
}

export async function insertFavourite(db: DbOrTx, userId: string, clubId: string): Promise<void> {
  await db.insert(favourites).values({ userId, clubId }).onConflictDoNothing();
}

export async function deleteFavourite(db: DbOrTx, userId: string, clubId: string): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.clubId, clubId)));
}

/** Every public club for the sitemap. */
export async function findPublicClubPaths(db: DbOrTx) {
  return db
    .select({ shortName: clubs.shortName, updatedAt: clubs.updatedAt })
    .from(clubs)
    .where(isPublicClub())
    .orderBy(asc(clubs.shortName));
}

/** Call after a club becomes public or stops being public, so the next list counts again. */
export function forgetPublicClubCount(db: DbOrTx): void {
  publicCounts.delete(db);
}
