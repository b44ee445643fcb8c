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
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
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
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
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
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    grossRappen: money('gross_rappen'),
    donations: integer('donations').notNull().default(0),
    showName: boolean('show_name').notNull().default(false),
    /** When the donor last gave to the club (the ledger's time of the booking; migration 0016). */
    lastDonationAt: timestamp('last_donation_at', { withTimezone: true }),
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
  id: uuid('id').primaryKey().defaultRandom(),
  /** The Swiss day of the run: at most one run per day, whichever process or operator starts it. */
  runDate: date('run_date', { mode: 'string' }).notNull().unique(),
  /** Midnight (Swiss time) at the start of the run's day: what was booked before it is paid. */
  cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
  /** running (clubs still to do) → complete. */
  status: text('status').notNull().default('running'),
  /** schedule or operator. */
  startedBy: text('started_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/**
 * One club's payout in one run. The bank account is copied at the run (the pain.001 file and the statement
 * name the account the money went to, whatever the club changes later).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payoutRuns.id),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    amountRappen: integer('amount_rappen').notNull(),
    currency: text('currency').notNull(),
    ownerName: text('owner_name').notNull(),
    ibanEncrypted: text('iban_encrypted').notNull(),
    ibanLast4: text('iban_last4').notNull(),
    /** pending → paid or failed (contract PAYOUT_STATUSES), marked by the operator. */
    status: text('status').notNull().default('pending'),
    /** The statement's period: after the club's previous payout's cut-off (null: from the start) … */
    periodFrom: timestamp('period_from', { withTimezone: true }),
    /** … up to this run's cut-off (excluded). */
    periodTo: timestamp('period_to', { withTimezone: true }).notNull(),
    donations: integer('donations').notNull(),
    failureReason: text('failure_reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A run pays each club at most once, whichever process gets there first.
    uniqueIndex('payouts_run_club_key').on(table.runId, table.clubId),
    index('payouts_club_idx').on(table.clubId, table.periodTo),
    index('payouts_status_idx').on(table.status).where(sql`${table.status} = 'pending'`),
  ],
);
