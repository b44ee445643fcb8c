import { randomInt } from 'node:crypto';
import { LINK_LIMITS } from '@tifo/contract';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, products } from '../../db/schema-clubs';
import { paymentLinks } from '../../db/schema-links';
import { donations } from '../../db/schema-payments';

/** The letters of a link's code: lower-case letters and digits without look-alikes (no 0, 1, o, l, i). */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newLinkCode(): string {
  let code = '';
  for (let i = 0; i < LINK_LIMITS.codeLength; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export async function insertLink(db: DbOrTx, values: typeof paymentLinks.$inferInsert) {
  const [row] = await db.insert(paymentLinks).values(values).returning();
  return row!;
}

export async function countActiveLinks(db: DbOrTx, clubId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentLinks)
    .where(and(eq(paymentLinks.clubId, clubId), isNull(paymentLinks.archivedAt)));
  return row?.count ?? 0;
}

/**
 * The club's links (or the one named), newest first, with what each brought: gifts booked, gross and net (refunded
 * ones left out).
 */
export async function linksOfClub(db: DbOrTx, clubId: string, linkId?: string) {
  return db
    .select({
      link: paymentLinks,
      productTitle: products.title,
      gifts: sql<number>`count(${donations.id})::int`,
      gross: sql<number>`coalesce(sum(${donations.amountRappen}), 0)::bigint`,
      net: sql<number>`coalesce(sum(${donations.netRappen}), 0)::bigint`,
    })
    .from(paymentLinks)
    .innerJoin(products, eq(products.id, paymentLinks.productId))
    .leftJoin(donations, and(eq(donations.paymentLinkId, paymentLinks.id), eq(donations.status, 'succeeded')))
    .where(and(eq(paymentLinks.clubId, clubId), linkId ? eq(paymentLinks.id, linkId) : undefined))
    .groupBy(paymentLinks.id, products.title)
    .orderBy(sql`${paymentLinks.archivedAt} is not null`, desc(paymentLinks.createdAt));
}

export async function findLinkOfClub(db: DbOrTx, clubId: string, linkId: string) {
  const [row] = await db
    .select({ link: paymentLinks, product: products, club: clubs })
    .from(paymentLinks)
    .innerJoin(products, eq(products.id, paymentLinks.productId))
    .innerJoin(clubs, eq(clubs.id, paymentLinks.clubId))
    .where(and(eq(paymentLinks.id, linkId), eq(paymentLinks.clubId, clubId)));
  return row;
}

/** A link by its code, with its offer and club (whatever their state: the caller decides what it answers). */
export async function findLinkByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ link: paymentLinks, product: products, club: clubs })
    .from(paymentLinks)
    .innerJoin(products, eq(products.id, paymentLinks.productId))
    .innerJoin(clubs, eq(clubs.id, paymentLinks.clubId))
    .where(eq(paymentLinks.code, code));
  return row;
}

export async function archiveLink(db: DbOrTx, clubId: string, linkId: string, at: Date) {
  const [row] = await db
    .update(paymentLinks)
    .set({ archivedAt: at })
    .where(and(eq(paymentLinks.id, linkId), eq(paymentLinks.clubId, clubId), isNull(paymentLinks.archivedAt)))
    .returning();
  return row;
}

/** The club's gifts settled since a moment (null: ever), by the link they came through (null: Tifo's pages). */
export async function giftsBySource(db: DbOrTx, clubId: string, since: Date | null) {
  return db
    .select({
      linkId: donations.paymentLinkId,
      source: paymentLinks.source,
      gifts: sql<number>`count(*)::int`,
      gross: sql<number>`sum(${donations.amountRappen})::bigint`,
      net: sql<number>`sum(${donations.netRappen})::bigint`,
    })
    .from(donations)
    .leftJoin(paymentLinks, eq(paymentLinks.id, donations.paymentLinkId))
    .where(
      and(
        eq(donations.clubId, clubId),
        eq(donations.status, 'succeeded'),
        since ? gte(donations.settledAt, since) : undefined,
      ),
    )
    .groupBy(donations.paymentLinkId, paymentLinks.source)
    .orderBy(desc(sql`sum(${donations.amountRappen})`));
}

/** Who gave a donation. */
export async function donorOf(db: DbOrTx, donationId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: donations.userId })
    .from(donations)
    .where(eq(donations.id, donationId));
  return row?.userId;
}

export async function embedOriginsOf(db: DbOrTx, clubId: string): Promise<string[]> {
  const [row] = await db.select({ origins: clubs.embedOrigins }).from(clubs).where(eq(clubs.id, clubId));
  return row?.origins ?? [];
}

export async function setEmbedOrigins(db: DbOrTx, clubId: string, origins: string[]): Promise<void> {
  await db.update(clubs).set({ embedOrigins: origins }).where(eq(clubs.id, clubId));
}

/** The websites the club's gifts came from through its donate button, most given first. */
export async function giftsByPage(db: DbOrTx, clubId: string) {
  return db
    .select({
      origin: sql<string>`${donations.embedOrigin}`,
      gifts: sql<number>`count(*)::int`,
      gross: sql<number>`sum(${donations.amountRappen})::bigint`,
    })
    .from(donations)
    .where(
      and(
        eq(donations.clubId, clubId),
        eq(donations.status, 'succeeded'),
        sql`${donations.embedOrigin} is not null`,
      ),
    )
    .groupBy(donations.embedOrigin)
    .orderBy(desc(sql`sum(${donations.amountRappen})`));
}
