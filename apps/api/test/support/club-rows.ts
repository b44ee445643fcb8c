import { clubSearchText } from '@tifo/contract';
import { and, asc, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';
import { clubs } from '../../src/db/schema-clubs';
import { clubPlaces } from '../../src/db/schema-discovery';
import { isPublicClub } from '../../src/modules/clubs/cards';
import { distanceKmSql, type Origin } from '../../src/modules/clubs/nearby';

/**
 * A club row for a bulk insert (no sport types; coordinates only when given); key makes its short name and
 * e-mail unique.
 */
export function plainClubRow(key: string, name: string, status: string, place?: Origin) {
  const shortName = `row-${key}`;
  return {
    name,
    shortName,
    nature: 'CLUB' as const,
    status,
    email: `row-${key}@example.ch`,
    address1: 'Sportweg 1',
    postalCode: '3011',
    city: 'Bern',
    contactNumber: '+41441234567',
    searchText: clubSearchText({ name, shortName, city: 'Bern', postalCode: '3011' }),
    ...(place ? { latitude: place.latitude, longitude: place.longitude } : {}),
  };
}

/** The order marks as they must be: every 100th public club in the A–Z order, counted from 0. */
export async function expectedOrderMarks(db: DbOrTx) {
  const ordered = await db
    .select({ searchText: clubs.searchText, clubId: clubs.id })
    .from(clubs)
    .where(isPublicClub())
    .orderBy(asc(clubs.searchText), asc(clubs.id));
  return ordered.flatMap((row, rank) => (rank % 100 === 0 ? [{ rank, ...row }] : []));
}

/** club_places as it must be: each place of a public club with coordinates and the number of them there. */
export async function expectedPlaces(db: DbOrTx) {
  return db
    .select({ latitude: clubs.latitude, longitude: clubs.longitude, clubs: sql<number>`count(*)::int` })
    .from(clubs)
    .where(and(isPublicClub(), isNotNull(clubs.latitude), isNotNull(clubs.longitude)))
    .groupBy(clubs.latitude, clubs.longitude)
    .orderBy(asc(clubs.latitude), asc(clubs.longitude));
}

export const placesNow = (db: DbOrTx) =>
  db.select().from(clubPlaces).orderBy(asc(clubPlaces.latitude), asc(clubPlaces.longitude));

/**
 * A nearby page the plain way, independent of club_places: every public club's own distance, those within the
 * radius nearest first, then A–Z, then id; and the number of all of them.
 */
export async function plainNearbyPage(
  db: DbOrTx,
  origin: Origin,
  radiusKm: number,
  limit: number,
  offset: number,
) {
  const within = sql`${isPublicClub()} and ${distanceKmSql(origin)} <= ${radiusKm}::float8`;
  const rows = await db
    .select({ id: clubs.id, distanceKm: distanceKmSql(origin) })
    .from(clubs)
    .where(within)
    .orderBy(distanceKmSql(origin), asc(clubs.searchText), asc(clubs.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: (await db.$count(clubs, within)) as number };
}
