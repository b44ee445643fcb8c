import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { mustReference, primaryId, timestamptz } from './columns';
import { users } from './schema';
import { clubs, products } from './schema-clubs';
import { donations } from './schema-payments';

/*
 * Memberships (issue 14): a member of a club's membership product, an invoice per period, and each invoice's
 * payment — through the platform (a donation, in the ledger) or received by the club itself (external: recorded
 * here only; it is not the platform's money, carries no fee and is never paid out).
 */

/** One person's membership of one membership product. A person invited by the club is a user without password. */
export const memberships = pgTable(
  'memberships',
  {
    id: primaryId(),
    userId: mustReference('user_id', () => users.id),
    productId: mustReference('product_id', () => products.id),
    clubId: mustReference('club_id', () => clubs.id),
    /** active ⇄ inactive (the club's toggle, or lapsed) → cancelled (removed by the club). */
    status: text('status').notNull().default('active'),
    /** Why inactive: club (toggled) or lapsed (an invoice unpaid too long; paying it makes it active again). */
    inactiveReason: text('inactive_reason'),
    /** month, three_months, four_months or six_months (contract MEMBERSHIP_PERIODS). */
    period: text('period').notNull(),
    /** What each invoice after the first asks. */
    amountRappen: integer('amount_rappen').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    /** checkout (joined by paying) or club (added on the dashboard). */
    origin: text('origin').notNull(),
    /** card (a kept card is charged for each invoice) or invoice (each invoice is e-mailed with a pay link). */
    paymentMethod: text('payment_method').notNull(),
    cardProvider: text('card_provider'),
    cardPaymentMethodId: text('card_payment_method_id'),
    /** The period whose invoice is raised next, and when. */
    nextPeriod: integer('next_period').notNull().default(1),
    nextInvoiceAt: timestamptz('next_invoice_at').notNull(),
    /** A run of the invoice job holds the membership until then; a run that died lets go when it passes. */
    claimedUntil: timestamptz('claimed_until'),
    cancelledAt: timestamptz('cancelled_at'),
    /**
     * The member left (issue 47): the membership ends at the end of its paid period, when its next invoice
     * would have been raised; none is. Null while it runs on.
     */
    endsAt: timestamptz('ends_at'),
    /** When the member gave notice (null: never, or withdrawn). */
    leftAt: timestamptz('left_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    // One membership per person and product at a time (a cancelled one may be followed by a new one).
    uniqueIndex('memberships_product_user_key')
      .on(table.productId, table.userId)
      .where(sql`${table.status} <> 'cancelled'`),
    // The club's list: newest first, 5 at a time (a backward index scan that stops after the page).
    index('memberships_product_list_idx').on(table.productId, table.createdAt, table.id),
    // The list of one status, newest first (and the counts of a status when searching).
    index('memberships_product_idx').on(table.productId, table.status, table.createdAt, table.id),
    index('memberships_due_idx').on(table.status, table.nextInvoiceAt),
    index('memberships_user_idx').on(table.userId, table.createdAt),
  ],
);

/** One period's invoice. Its number is printed on the document and is the QR-bill's creditor reference. */
export const membershipInvoices = pgTable(
  'membership_invoices',
  {
    id: primaryId(),
    number: serial('number').notNull().unique(),
    membershipId: mustReference('membership_id', () => memberships.id),
    clubId: mustReference('club_id', () => clubs.id),
    periodNumber: integer('period_number').notNull(),
    periodStart: timestamptz('period_start').notNull(),
    periodEnd: timestamptz('period_end').notNull(),
    amountRappen: integer('amount_rappen').notNull(),
    /** open → paid. */
    status: text('status').notNull().default('open'),
    /** The period's first day, or the day it was raised when that is later (a back-dated member). */
    dueAt: timestamptz('due_at').notNull(),
    /** Reminders sent after the invoice itself (one, reminderDays after its date). */
    remindersSent: integer('reminders_sent').notNull().default(0),
    /** Declined tries of the member's kept card (part of the provider's idempotency key of each try). */
    cardAttempts: integer('card_attempts').notNull().default(0),
    /** Whether the invoice e-mail (with pay link and QR-bill) went out. */
    mailedAt: timestamptz('mailed_at'),
    paidAt: timestamptz('paid_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('membership_invoices_period_key').on(table.membershipId, table.periodNumber),
    index('membership_invoices_open_idx').on(table.status, table.dueAt),
  ],
);

/** The payment of an invoice (one per invoice: partial payments are not taken). */
export const membershipPayments = pgTable(
  'membership_payments',
  {
    id: primaryId(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .unique()
      .references(() => membershipInvoices.id),
    membershipId: mustReference('membership_id', () => memberships.id),
    clubId: mustReference('club_id', () => clubs.id),
    amountRappen: integer('amount_rappen').notNull(),
    /** card or twint (through the platform: a donation with its ledger rows), or external (received by the club). */
    method: text('method').notNull(),
    donationId: uuid('donation_id')
      .unique()
      .references(() => donations.id),
    /** The day the money was received (external: as the club states it). */
    receivedAt: timestamptz('received_at').notNull(),
    /** External: the club user who recorded it. */
    recordedBy: uuid('recorded_by').references(() => users.id),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('membership_payments_club_idx').on(table.clubId, table.receivedAt)],
);

/**
 * Members per product and status, kept by a trigger on memberships (migration 0012) in the same transaction as
 * every insert and status change, so the list's totals never count 10,000 rows and never drift from them
 * (test/memberships.counts.test.ts compares them with a count of the rows).
 */
export const membershipCounts = pgTable(
  'membership_counts',
  {
    productId: uuid('product_id').notNull(),
    status: text('status').notNull(),
    members: integer('members').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.status] })],
);
