import { clubSearchText } from '@tifo/contract';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';
import { clubs } from '../../src/db/schema';
import { isPublicClub } from '../../src/modules/clubs/queries';

/** A club row for a bulk insert (no sport types, no coordinates); key makes its short name and e-mail unique. */
export function plainClubRow(key: string, name: string, status: string) {
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
