import type { MembershipStatus } from '@tifo/contract';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { clubs, products } from '../../db/schema-clubs';
import { membershipCounts, memberships } from '../../db/schema-memberships';
import { type InvoiceRow, type MembershipRow, type MemberUser, memberUser, type PaymentRow } from './queries';

/*
 * The member lists (the club's tab, its CSV export, the member's own page): filters, one page with invoices in
 * one statement, and the totals kept in membership_counts.
 */

// ---- Lists --------------------------------------------------------------------------------------------------

export interface MemberFilter {
  productId: string;
  status: 'all' | MembershipStatus;
  search: string;
}

/** The lower-cased text a member is searched by (users_member_search_trgm_idx indexes the same expression). */
const memberSearchText = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;

function filterCondition(filter: MemberFilter) {
  const conditions = [eq(memberships.productId, filter.productId)];
  // 'all' lists the members of today: active and inactive; removed ones only when asked for.
  if (filter.status === 'all') conditions.push(ne(memberships.status, 'cancelled'));
  else conditions.push(eq(memberships.status, filter.status));
  if (filter.search) {
    const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`${memberSearchText} LIKE ${pattern}`);
  }
  return and(...conditions);
}

/** Invoices with their payments as the list needs them, aggregated per membership in the page's own query. */
const invoicesJson = sql<InvoiceJson[]>`(
  SELECT coalesce(json_agg(json_build_object(
           'id', i.id, 'number', i.number, 'membershipId', i.membership_id, 'clubId', i.club_id,
           'periodNumber', i.period_number, 'periodStart', i.period_start, 'periodEnd', i.period_end,
           'amountRappen', i.amount_rappen, 'status', i.status, 'dueAt', i.due_at,
           'remindersSent', i.reminders_sent, 'cardAttempts', i.card_attempts, 'mailedAt', i.mailed_at,
           'paidAt', i.paid_at, 'createdAt', i.created_at,
           'payment', CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object(
             'id', p.id, 'invoiceId', p.invoice_id, 'membershipId', p.membership_id, 'clubId', p.club_id,
             'amountRappen', p.amount_rappen, 'method', p.method, 'donationId', p.donation_id,
             'receivedAt', p.received_at, 'recordedBy', p.recorded_by, 'createdAt', p.created_at) END)
         ORDER BY i.period_number DESC), '[]'::json)
    FROM membership_invoices i LEFT JOIN membership_payments p ON p.invoice_id = i.id
   WHERE i.membership_id = ${memberships.id})`;

type Jsonified<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
type InvoiceJson = Jsonified<InvoiceRow> & { payment: Jsonified<PaymentRow> | null };

const when = (text: string | null) => (text === null ? null : new Date(text));

function fromJson(entry: InvoiceJson): { invoice: InvoiceRow; payment: PaymentRow | null } {
  const { payment, ...invoice } = entry;
  return {
    invoice: {
      ...invoice,
      periodStart: new Date(invoice.periodStart),
      periodEnd: new Date(invoice.periodEnd),
      dueAt: new Date(invoice.dueAt),
      mailedAt: when(invoice.mailedAt),
      paidAt: when(invoice.paidAt),
      createdAt: new Date(invoice.createdAt),
    },
    payment: payment
      ? { ...payment, receivedAt: new Date(payment.receivedAt), createdAt: new Date(payment.createdAt) }
      : null,
  };
}

export interface ListedMember {
  membership: MembershipRow;
  user: MemberUser;
  invoices: { invoice: InvoiceRow; payment: PaymentRow | null }[];
}

/**
 * A product's members, newest first, one page, each with its invoices and payments, in one query; with the
 * total for "load more". The page's memberships are chosen first (a backward index scan that stops after it)
 * and only they are joined with their invoices: with the invoices in the same select, PostgreSQL aggregated
 * them for every member the offset skipped too (page 400 of 5: 2,000 aggregations for 5 rows). The people are
 * joined to the choice only to search their names, and a search counts its matches in the same scan (a window
 * count), where it scanned them twice; without a search the total comes from membership_counts (kept by a
 * trigger). docs/performance-log/2026-11.md, "Members at 10,000".
 */
export async function pageMembers(
  db: DbOrTx,
  filter: MemberFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ListedMember[]; total: number }> {
  const where = filterCondition(filter);
  const newestFirst = [desc(memberships.createdAt), desc(memberships.id)];
  const matching = db
    .select({
      id: sql<string>`${memberships.id}`.as('page_id'),
      matches: (filter.search ? sql<number>`(count(*) over ())::int` : sql<number>`0`).as('matches'),
    })
    .from(memberships)
    .$dynamic();
  const chosen = (filter.search ? matching.innerJoin(users, eq(users.id, memberships.userId)) : matching)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  const rows = await db
    .select({ membership: memberships, user: memberUser, invoices: invoicesJson, matches: chosen.matches })
    .from(chosen)
    .innerJoin(memberships, eq(memberships.id, chosen.id))
    .innerJoin(users, eq(users.id, memberships.userId))
    .orderBy(...newestFirst);
  const listed = rows.map(({ matches: _, ...row }) => ({ ...row, invoices: row.invoices.map(fromJson) }));
  if (filter.search) {
    // A page past the last match has no row to carry the count: counted on its own then.
    const first = rows[0];
    if (first || page.offset === 0) return { rows: listed, total: first?.matches ?? 0 };
    const [total] = await db
      .select({ n: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where);
    return { rows: listed, total: total?.n ?? 0 };
  }
  const [total] = await db
    .select({ n: sql<number>`coalesce(sum(${membershipCounts.members}), 0)::int` })
    .from(membershipCounts)
    .where(
      and(
        eq(membershipCounts.productId, filter.productId),
        filter.status === 'all'
          ? ne(membershipCounts.status, 'cancelled')
          : eq(membershipCounts.status, filter.status),
      ),
    );
  return { rows: listed, total: total?.n ?? 0 };
}

/** Every member of a product with the filter (the CSV export), oldest first. */
export async function allMembers(db: DbOrTx, filter: MemberFilter) {
  return db
    .select({ membership: memberships, user: memberUser })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(filterCondition(filter))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export async function membershipsOfUser(db: DbOrTx, userId: string) {
  return db
    .select({ membership: memberships, user: memberUser })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.userId, userId))
    .orderBy(sql`${memberships.status} = 'cancelled'`, desc(memberships.createdAt));
}

export async function productsAndClubs(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: products.id,
      title: products.title,
      clubId: clubs.id,
      clubName: clubs.name,
    })
    .from(products)
    .innerJoin(clubs, eq(clubs.id, products.clubId))
    .where(inArray(products.id, productIds));
}
