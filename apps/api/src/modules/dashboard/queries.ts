import type { GraphBucket } from '@tifo/contract';
import { and, asc, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { clubs, products } from '../../db/schema-clubs';
import { donations } from '../../db/schema-payments';
import {
  clubBalances,
  clubLedgerDays,
  clubLedgerHours,
  clubSponsors,
  payouts,
} from '../../db/schema-payouts';
import { swissIsoDay } from '../../platform/swiss-dates';
import { bankAwaitsConfirmation } from '../clubs/cards';

/*
 * The dashboard's figures. They read the summary tables the ledger's trigger keeps (club_ledger_hours and days,
 * club_balances, club_sponsors) and the products' totals (a cache of the ledger written with each booking), so
 * that a club with 100,000 donations is answered from a few hundred rows; ledger/summaries.ts proves each of
 * them equal to a direct sum over the ledger.
 */

export interface GraphRow {
  bucket: Date;
  gross: number;
  fee: number;
  net: number;
  donations: number;
  refunds: number;
}

/**
 * The club's figures since a moment (a bucket start, so a Swiss hour or midnight), summed per Swiss hour (from
 * the hourly table: a day's graph), or per Swiss day or month (from the daily table: at most 366 rows a year).
 */
export async function graph(db: DbOrTx, clubId: string, since: Date | null, bucket: GraphBucket) {
  const sums = <T extends typeof clubLedgerHours | typeof clubLedgerDays>(table: T) => ({
    gross: sql<string>`sum(${table.grossRappen})`,
    fee: sql<string>`sum(${table.feeRappen})`,
    net: sql<string>`sum(${table.netRappen})`,
    donations: sql<string>`sum(${table.donations})`,
    refunds: sql<string>`sum(${table.refunds})`,
  });
  let rows: ({ bucket: Date | string } & Record<'gross' | 'fee' | 'net' | 'donations' | 'refunds', string>)[];
  if (bucket === 'hour') {
    rows = await db
      .select({ bucket: clubLedgerHours.hour, ...sums(clubLedgerHours) })
      .from(clubLedgerHours)
      .where(and(eq(clubLedgerHours.clubId, clubId), since ? gte(clubLedgerHours.hour, since) : undefined))
      .groupBy(clubLedgerHours.hour)
      .orderBy(clubLedgerHours.hour);
  } else {
    const unit = sql.raw(`'${bucket}'`);
    const start = sql<Date>`(date_trunc(${unit}, ${clubLedgerDays.day}::timestamp) at time zone 'Europe/Zurich')`;
    rows = await db
      .select({ bucket: start, ...sums(clubLedgerDays) })
      .from(clubLedgerDays)
      .where(
        and(
          eq(clubLedgerDays.clubId, clubId),
          since ? gte(clubLedgerDays.day, swissIsoDay(since)) : undefined,
        ),
      )
      .groupBy(start)
      .orderBy(start);
  }
  return rows.map(
    (row): GraphRow => ({
      bucket: new Date(row.bucket),
      gross: Number(row.gross),
      fee: Number(row.fee),
      net: Number(row.net),
      donations: Number(row.donations),
      refunds: Number(row.refunds),
    }),
  );
}

/**
 * What donors added to cover the fee (issue 48) on the club's gifts settled since a moment (null: ever), refunded
 * gifts left out. A partial index holds only such gifts, so a club where few donors cover the fee reads few rows.
 */
export async function coveredFees(db: DbOrTx, clubId: string, since: Date | null): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${donations.coveredFeeRappen})` })
    .from(donations)
    .where(
      and(
        eq(donations.clubId, clubId),
        sql`${donations.coveredFeeRappen} > 0 and ${donations.status} = 'succeeded'`,
        since ? gte(donations.settledAt, since) : undefined,
      ),
    );
  return Number(row?.sum ?? 0);
}

/**
 * What the club is owed, has in transit, whether it is held or its changed bank account waits for the
 * operator's confirmation, and the donations booked since its latest payout
 * that did not fail (its cut-off is a Swiss midnight: the daily figures count exactly), in one statement.
 */
export async function pending(db: DbOrTx, clubId: string) {
  const { rows } = await db.execute<{
    payable: string | null;
    in_transit: string | null;
    held: boolean;
    bank_in_review: boolean;
    donations: string;
  }>(sql`
    select b.payable_rappen as payable, b.in_transit_rappen as in_transit, c.payouts_held as held,
           ${bankAwaitsConfirmation(sql`c.status`, sql`c.id`)} as bank_in_review,
           (select coalesce(sum(d.donations), 0) from ${clubLedgerDays} d
             where d.club_id = c.id
               and d.day >= coalesce((select (p.period_to at time zone 'Europe/Zurich')::date from ${payouts} p
                                       where p.club_id = c.id and p.status <> 'failed'
                                       order by p.period_to desc limit 1), '-infinity'::date)) as donations
      from ${clubs} c left join ${clubBalances} b on b.club_id = c.id
     where c.id = ${clubId}`);
  const row = rows[0];
  return {
    payable: Number(row?.payable ?? 0),
    inTransit: Number(row?.in_transit ?? 0),
    held: row?.held ?? false,
    bankInReview: row?.bank_in_review ?? false,
    donations: Number(row?.donations ?? 0),
  };
}

/** The club's products with donations, by amount received (PRODUCT.md §dashboard: title, image, total quantity). */
export async function topProducts(db: DbOrTx, clubId: string, pageId: number, pageSize: number) {
  const where = and(eq(products.clubId, clubId), gt(products.backers, 0));
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(where);
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      image: products.image,
      backers: products.backers,
      total: products.totalFundedRappen,
    })
    .from(products)
    .where(where)
    .orderBy(desc(products.totalFundedRappen), desc(products.backers), asc(products.id))
    .limit(pageSize)
    .offset(pageId * pageSize);
  return { rows, total: Number(counted?.n ?? 0) };
}

/**
 * The club's donors by amount given (refunds deducted); names only where the donor chose to be shown. The page's
 * sponsors are chosen first, along club_sponsors_rank_idx, and only they are joined with their accounts: before, the
 * planner read every sponsor of the club, matched them with their accounts by hash and sorted them all for the
 * page (5.3 ms for a page of a club with 1,000 sponsors; docs/performance-log/2026-12.md).
 */
export async function topSponsors(db: DbOrTx, clubId: string, pageId: number, pageSize: number) {
  const where = and(eq(clubSponsors.clubId, clubId), gt(clubSponsors.grossRappen, 0));
  // In the index's own order: drizzle made it DESC NULLS LAST, and a plain DESC (NULLS FIRST) does not match it,
  // so the planner sorted every sponsor instead (the amount is never null, so both give the same order).
  const byAmount = [sql`${clubSponsors.grossRappen} desc nulls last`, asc(clubSponsors.userId)];
  const chosen = db
    .select({ userId: sql<string>`${clubSponsors.userId}`.as('page_user_id') })
    .from(clubSponsors)
    .where(where)
    .orderBy(...byAmount)
    .limit(pageSize)
    .offset(pageId * pageSize)
    .as('page');
  const rows = await db
    .select({
      userId: clubSponsors.userId,
      gross: clubSponsors.grossRappen,
      donations: clubSponsors.donations,
      showName: clubSponsors.showName,
      firstName: users.firstName,
      image: users.image,
      deleted: sql<boolean>`${users.deletedAt} is not null`,
      // The number of sponsors with the page, one statement: an uncorrelated subquery, counted once (a window
      // count would join every sponsor with their account first). A page past the end counts them apart.
      total: sql<number>`(select count(*) from ${clubSponsors} s
        where s.club_id = ${clubId} and s.gross_rappen > 0)`,
    })
    .from(chosen)
    .innerJoin(clubSponsors, and(eq(clubSponsors.clubId, clubId), eq(clubSponsors.userId, chosen.userId)))
    .innerJoin(users, eq(users.id, clubSponsors.userId))
    .orderBy(...byAmount);
  if (rows.length > 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(clubSponsors).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}
