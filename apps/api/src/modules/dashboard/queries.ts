import type { GraphBucket } from '@tifo/contract';
import { and, asc, desc, eq, gt, gte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, products, users } from '../../db/schema';
import { clubBalances, clubLedgerHours, clubSponsors, payouts } from '../../db/schema-payouts';

/*
 * The dashboard's figures. They read the summary tables the ledger's trigger keeps (club_ledger_hours,
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

/** The club's hourly figures since a moment, summed per Swiss hour, day or month. */
export async function graph(db: DbOrTx, clubId: string, since: Date | null, bucket: GraphBucket) {
  const unit = sql.raw(`'${bucket}'`);
  const local = sql`${clubLedgerHours.hour} at time zone 'Europe/Zurich'`;
  const start = sql<Date>`(date_trunc(${unit}, ${local}) at time zone 'Europe/Zurich')`;
  const rows = await db
    .select({
      bucket: start,
      gross: sql<string>`sum(${clubLedgerHours.grossRappen})`,
      fee: sql<string>`sum(${clubLedgerHours.feeRappen})`,
      net: sql<string>`sum(${clubLedgerHours.netRappen})`,
      donations: sql<string>`sum(${clubLedgerHours.donations})`,
      refunds: sql<string>`sum(${clubLedgerHours.refunds})`,
    })
    .from(clubLedgerHours)
    .where(and(eq(clubLedgerHours.clubId, clubId), since ? gte(clubLedgerHours.hour, since) : undefined))
    .groupBy(start)
    .orderBy(start);
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

export async function balance(db: DbOrTx, clubId: string) {
  const [row] = await db.select().from(clubBalances).where(eq(clubBalances.clubId, clubId));
  return { payable: row?.payableRappen ?? 0, inTransit: row?.inTransitRappen ?? 0 };
}

/** The cut-off of the club's latest payout that did not fail (its donations are paid or on their way). */
export async function lastPayoutCutoff(db: DbOrTx, clubId: string): Promise<Date | null> {
  const [row] = await db
    .select({ periodTo: payouts.periodTo })
    .from(payouts)
    .where(and(eq(payouts.clubId, clubId), ne(payouts.status, 'failed')))
    .orderBy(desc(payouts.periodTo))
    .limit(1);
  return row?.periodTo ?? null;
}

export async function donationsSince(db: DbOrTx, clubId: string, since: Date | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${clubLedgerHours.donations}), 0)` })
    .from(clubLedgerHours)
    .where(and(eq(clubLedgerHours.clubId, clubId), since ? gte(clubLedgerHours.hour, since) : undefined));
  return Number(row?.n ?? 0);
}

export async function isHeld(db: DbOrTx, clubId: string): Promise<boolean> {
  const [row] = await db.select({ held: clubs.payoutsHeld }).from(clubs).where(eq(clubs.id, clubId));
  return row?.held ?? false;
}

/** The club's products with donations, by amount received (spec 001 §2: title, image, total quantity). */
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

/** The club's donors by amount given (refunds deducted); names only where the donor chose to be shown. */
export async function topSponsors(db: DbOrTx, clubId: string, pageId: number, pageSize: number) {
  const where = and(eq(clubSponsors.clubId, clubId), gt(clubSponsors.grossRappen, 0));
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(clubSponsors).where(where);
  const rows = await db
    .select({
      userId: clubSponsors.userId,
      gross: clubSponsors.grossRappen,
      donations: clubSponsors.donations,
      showName: clubSponsors.showName,
      firstName: users.firstName,
      image: users.image,
      deleted: sql<boolean>`${users.deletedAt} is not null`,
    })
    .from(clubSponsors)
    .innerJoin(users, eq(users.id, clubSponsors.userId))
    .where(where)
    .orderBy(desc(clubSponsors.grossRappen), asc(clubSponsors.userId))
    .limit(pageSize)
    .offset(pageId * pageSize);
  return { rows, total: Number(counted?.n ?? 0) };
}
