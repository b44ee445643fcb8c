import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { mustReference, primaryId, timestamptz } from './columns';
import { users } from './schema';
import { clubs } from './schema-clubs';

/*
 * The club's figures and payouts (issue 15). The ledger (ledger_entries) is the truth. Three summary tables are
 * written by a trigger on the ledger in the same transaction as its rows (migration 0013), so that a dashboard
 * call reads a few rows instead of summing a club's whole history; ledger/summaries.ts proves them equal to the
 * ledger (club_ledger_days, added by migration 0014, likewise). Payouts move money club_payable → payout_in_transit → paid_out (or back to club_payable on failure).
 */

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** What each club is owed (club_payable, positive) and has in payouts on their way (payout_in_transit). */
export const clubBalances = pgTable('club_balances', {
  clubId: uuid('club_id')
    .primaryKey()
    .references(() => clubs.id),
  payableRappen: money('payable_rappen'),
  inTransitRappen: money('in_transit_rappen'),
});

/** Each club's donations per hour (UTC; Swiss days and months are whole hours): gross, fee, net, counts. */
export const clubLedgerHours = pgTable(
  'club_ledger_hours',
  {
    clubId: mustReference('club_id', () => clubs.id),
    hour: timestamptz('hour').notNull(),
    grossRappen: money('gross_rappen'),
    feeRappen: money('fee_rappen'),
    netRappen: money('net_rappen'),
    donations: integer('donations').notNull().default(0),
    refunds: integer('refunds').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.clubId, table.hour] })],
);

/** The same figures per Swiss calendar day: the graph of a week, month, year or all time reads these. */
export const clubLedgerDays = pgTable(
  'club_ledger_days',
  {
    clubId: mustReference('club_id', () => clubs.id),
    day: date('day', { mode: 'string' }).notNull(),
    grossRappen: money('gross_rappen'),
    feeRappen: money('fee_rappen'),
    netRappen: money('net_rappen'),
    donations: integer('donations').notNull().default(0),
    refunds: integer('refunds').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.clubId, table.day] })],
);

/**
 * Each donor's total to each club, for the top sponsors, and how the donor chose at checkout to appear to that
 * club (showName: by name; default anonymous) — the only column here that is a choice, not a ledger figure.
 */
export const clubSponsors = pgTable(
  'club_sponsors',
  {
    clubId: mustReference('club_id', () => clubs.id),
    userId: mustReference('user_id', () => users.id),
    grossRappen: money('gross_rappen'),
    donations: integer('donations').notNull().default(0),
    showName: boolean('show_name').notNull().default(false),
    /** When the donor last gave to the club (the ledger's time of the booking; migration 0016). */
    lastDonationAt: timestamptz('last_donation_at'),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.userId] }),
    index('club_sponsors_rank_idx').on(table.clubId, table.grossRappen.desc(), table.userId),
    // The supporter's totals per club (/donations/user-club-total): one index scan of their rows.
    index('club_sponsors_user_idx').on(table.userId),
  ],
);

/** One payout run per day: it pays every eligible club what it was owed before the run's cut-off. */
export const payoutRuns = pgTable('payout_runs', {
  id: primaryId(),
  /** The Swiss day of the run: at most one run per day, whichever process or operator starts it. */
  runDate: date('run_date', { mode: 'string' }).notNull().unique(),
  /** Midnight (Swiss time) at the start of the run's day: what was booked before it is paid. */
  cutoff: timestamptz('cutoff').notNull(),
  /** running (clubs still to do) → complete. */
  status: text('status').notNull().default('running'),
  /** schedule or operator. */
  startedBy: text('started_by').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  completedAt: timestamptz('completed_at'),
});

/**
 * One club's payout in one run. The bank account is copied at the run (the pain.001 file and the statement
 * name the account the money went to, whatever the club changes later).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: primaryId(),
    runId: mustReference('run_id', () => payoutRuns.id),
    clubId: mustReference('club_id', () => clubs.id),
    amountRappen: integer('amount_rappen').notNull(),
    currency: text('currency').notNull(),
    ownerName: text('owner_name').notNull(),
    ibanEncrypted: text('iban_encrypted').notNull(),
    ibanLast4: text('iban_last4').notNull(),
    /** pending → paid or failed (contract PAYOUT_STATUSES), marked by the operator. */
    status: text('status').notNull().default('pending'),
    /** The statement's period: after the club's previous payout's cut-off (null: from the start) … */
    periodFrom: timestamptz('period_from'),
    /** … up to this run's cut-off (excluded). */
    periodTo: timestamptz('period_to').notNull(),
    donations: integer('donations').notNull(),
    failureReason: text('failure_reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamptz('decided_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    // A run pays each club at most once, whichever process gets there first.
    uniqueIndex('payouts_run_club_key').on(table.runId, table.clubId),
    index('payouts_club_idx').on(table.clubId, table.periodTo),
    index('payouts_status_idx').on(table.status).where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * The platform's monthly fee invoice to an organisation (issue 47, docs/decisions/088): the fees withheld from the
 * gifts of one Swiss calendar month, net of refunds, issued once on the first morning of the next month. `number`
 * runs over all organisations without gaps (the job takes the next one under a lock); the lines are the ledger's
 * rows of that month, which no later booking changes.
 */
export const feeInvoices = pgTable(
  'fee_invoices',
  {
    id: primaryId(),
    number: integer('number').notNull(),
    clubId: mustReference('club_id', () => clubs.id),
    /** The month invoiced, YYYY-MM (Swiss time). */
    month: text('month').notNull(),
    donations: integer('donations').notNull(),
    grossRappen: bigint('gross_rappen', { mode: 'number' }).notNull(),
    feeRappen: bigint('fee_rappen', { mode: 'number' }).notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
  },
  (table) => [
    uniqueIndex('fee_invoices_number_key').on(table.number),
    uniqueIndex('fee_invoices_club_month_key').on(table.clubId, table.month),
    index('fee_invoices_month_idx').on(table.month),
  ],
);
