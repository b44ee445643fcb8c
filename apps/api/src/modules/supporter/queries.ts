import { and, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { clubs, products } from '../../db/schema-clubs';
import { donations } from '../../db/schema-payments';
import { clubSponsors } from '../../db/schema-payouts';
import { giverCompanyIdOf } from '../payments/giver';

/*
 * What the supporter gave. The totals per club read club_sponsors (kept by the ledger's trigger with each
 * booking and refund, with the last gift's time: ledger/summaries.ts proves the sums equal to the ledger), by
 * its user index, so 1,000 donations are one row per club; the lists and the certificate read the donations.
 */

/**
 * The supporter's clubs, each looked up by its key for one of their club_sponsors rows (a lateral subquery of at
 * most one row, which the planner cannot merge into a join). As a plain join the planner took the average
 * supporter's number of clubs for everyone's: where sponsors give to many clubs it expected a hundred rows and
 * read every club instead (8 ms for a supporter of 20 clubs among 10,000, against 0.4 ms; docs/performance-log/2026-12.md).
 */
export async function totalsPerClub(db: DbOrTx, userId: string) {
  const club = db
    .select({ id: clubs.id, name: clubs.name, shortName: clubs.shortName, logo: clubs.logo })
    .from(clubs)
    .where(eq(clubs.id, clubSponsors.clubId))
    .limit(1)
    .as('club');
  return db
    .select({
      club: { id: club.id, name: club.name, shortName: club.shortName, logo: club.logo },
      grossRappen: clubSponsors.grossRappen,
      donations: clubSponsors.donations,
      lastDonationAt: clubSponsors.lastDonationAt,
    })
    .from(clubSponsors)
    .innerJoinLateral(club, sql`true`)
    .where(and(eq(clubSponsors.userId, userId), gt(clubSponsors.donations, 0)))
    .orderBy(desc(clubSponsors.grossRappen), club.name);
}

export type GiftClub = typeof clubs.$inferSelect;

/** The supporter's booked donations to one club (refunded ones too), newest first. */
export async function donationsToClub(db: DbOrTx, userId: string, clubId: string) {
  return db
    .select({ donation: donations, product: products, club: clubs })
    .from(donations)
    .innerJoin(products, eq(products.id, donations.productId))
    .innerJoin(clubs, eq(clubs.id, donations.clubId))
    .where(
      and(
        eq(donations.userId, userId),
        eq(donations.clubId, clubId),
        inArray(donations.status, ['succeeded', 'refunded']),
      ),
    )
    .orderBy(desc(donations.createdAt), desc(donations.id));
}

export async function findDonation(db: DbOrTx, id: string) {
  const [row] = await db.select().from(donations).where(eq(donations.id, id));
  return row;
}

/**
 * The gifts of a calendar year [from, to): succeeded donations (refunded ones are not gifts), dated by when they
 * were settled, with their product and club.
 */
export async function giftsBetween(db: DbOrTx, userId: string, from: Date, to: Date) {
  const at = sql`coalesce(${donations.settledAt}, ${donations.createdAt})`;
  return db
    .select({
      donation: donations,
      product: products,
      club: clubs,
      at: sql<Date>`${at}`.mapWith((value: string | Date) => new Date(value)),
      companyId: giverCompanyIdOf(donations.userId, donations.createdAt),
    })
    .from(donations)
    .innerJoin(products, eq(products.id, donations.productId))
    .innerJoin(clubs, eq(clubs.id, donations.clubId))
    .where(
      and(
        eq(donations.userId, userId),
        eq(donations.status, 'succeeded'),
        gte(donations.createdAt, new Date(from.getTime() - 7 * 86_400_000)),
        lt(donations.createdAt, to),
        sql`${at} >= ${from} and ${at} < ${to}`,
      ),
    )
    .orderBy(sql`${at}`, donations.id);
}

/** Supporters with a succeeded donation in [from, to) who have not had that year's certificate by e-mail. */
export async function supportersToMail(db: DbOrTx, year: number, from: Date, to: Date, limit: number) {
  const rows = await db.execute<{ id: string }>(sql`
    select distinct d.user_id as id from ${donations} d
    join ${users} u on u.id = d.user_id and u.deleted_at is null and u.password_hash is not null
    where d.status = 'succeeded' and coalesce(d.settled_at, d.created_at) >= ${from}
      and coalesce(d.settled_at, d.created_at) < ${to}
      and not exists (select 1 from annual_certificates c where c.user_id = d.user_id and c.year = ${year})
    limit ${limit}`);
  return rows.rows.map((row) => row.id);
}
