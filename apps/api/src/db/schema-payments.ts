import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, mustReference, primaryId, timestamptz } from './columns';
import { users } from './schema';
import { clubs, products } from './schema-clubs';
import { paymentLinks } from './schema-links';

/*
 * Payments (issue 6) and recurring donations (issue 12): donations, the ledger, the sandbox and TWINT providers'
 * records, saved customers, provider events, subscriptions.
 */

export interface DeliveryInfoRow {
  fullName: string;
  address1: string;
  address2?: string | undefined;
  city: string;
  postalCode: string;
  country: string;
  phoneNumber?: string | undefined;
  additionalNotes?: string | undefined;
}

/**
 * One donation: what a supporter paid to a club for a product. Booked once per provider payment (the unique
 * provider reference) and once per client idempotency key. Money in Rappen; fee and net follow fees.ts.
 */
export const donations = pgTable(
  'donations',
  {
    id: primaryId(),
    userId: mustReference('user_id', () => users.id),
    productId: mustReference('product_id', () => products.id),
    clubId: mustReference('club_id', () => clubs.id),
    amountRappen: integer('amount_rappen').notNull(),
    feeRappen: integer('fee_rappen').notNull(),
    netRappen: integer('net_rappen').notNull(),
    /**
     * Of amountRappen, what the donor added so that the club receives the amount they chose (issue 48, contract
     * grossForNet): part of the gift everywhere, fee and net are of the whole amount. 0: the donor did not cover it.
     */
    coveredFeeRappen: integer('covered_fee_rappen').notNull().default(0),
    /** The payment link the gift came through (issue 48); null: Tifo's own pages. */
    paymentLinkId: uuid('payment_link_id').references(() => paymentLinks.id),
    /** The website whose donate button the gift came from (its origin; issue 48). */
    embedOrigin: text('embed_origin'),
    /** The all-or-nothing pledge this gift charged (issue 49): booked once per pledge. */
    pledgeId: uuid('pledge_id'),
    /** pending (the provider has not answered yet) → succeeded or failed. */
    status: text('status').notNull().default('pending'),
    /** sandbox_card, sandbox_twint, stripe or datatrans. */
    provider: text('provider').notNull(),
    /** The provider's payment id (payment intent, TWINT transaction): one donation per provider payment. */
    providerReference: text('provider_reference').notNull().unique(),
    idempotencyKey: text('idempotency_key'),
    delivery: jsonb('delivery').$type<DeliveryInfoRow>(),
    /** A charge of a subscription: which one and which period (0: the checkout's first charge). */
    subscriptionId: uuid('subscription_id'),
    periodNumber: integer('period_number'),
    createdAt: createdAt(),
    settledAt: timestamptz('settled_at'),
    /** Refunded by the operator: the ledger holds the reversing rows; status is then 'refunded'. */
    refundedAt: timestamptz('refunded_at'),
    refundReason: text('refund_reason'),
    /** A delivery the club marked as sent (deliveries/), and who did. */
    deliverySentAt: timestamptz('delivery_sent_at'),
    deliverySentBy: uuid('delivery_sent_by'),
    /** When the club's staff were told of this delivery by mail (the delivery-notices job). */
    deliveryNoticedAt: timestamptz('delivery_noticed_at'),
    /** When the donor was told that it is on its way (once, whatever marking follows). */
    deliveryDonorToldAt: timestamptz('delivery_donor_told_at'),
    /** When the club's staff who want every gift at once were told of it (the money-notices job, issue 47). */
    staffNoticedAt: timestamptz('staff_noticed_at'),
  },
  (table) => [
    // The gifts the club's staff have not been told of yet: few rows, read by the money-notices job.
    index('donations_staff_unnoticed_idx')
      .on(table.settledAt)
      .where(sql`${table.status} = 'succeeded' and ${table.staffNoticedAt} is null`),
    // The deliveries the club has not been told of yet: few rows, read by the delivery-notices job.
    index('donations_delivery_unnoticed_idx')
      .on(table.clubId)
      .where(sql`${table.delivery} is not null and ${table.deliveryNoticedAt} is null`),
    // The club's deliveries, newest first; only donations with an address are in it.
    index('donations_club_delivery_idx')
      .on(table.clubId, table.createdAt)
      .where(sql`${table.delivery} is not null`),
    uniqueIndex('donations_user_idempotency_key').on(table.userId, table.idempotencyKey),
    // A period of a subscription is booked at most once, whatever runs twice.
    uniqueIndex('donations_subscription_period').on(table.subscriptionId, table.periodNumber),
    index('donations_club_idx').on(table.clubId, table.createdAt),
    index('donations_user_idx').on(table.userId, table.createdAt),
    index('donations_product_idx').on(table.productId),
    index('donations_link_idx').on(table.paymentLinkId).where(sql`${table.paymentLinkId} is not null`),
    uniqueIndex('donations_pledge_key').on(table.pledgeId).where(sql`${table.pledgeId} is not null`),
    // The fees donors covered, for the dashboard's period totals: only such gifts are in it.
    index('donations_club_covered_idx')
      .on(table.clubId, table.settledAt)
      .where(sql`${table.coveredFeeRappen} > 0 and ${table.status} = 'succeeded'`),
  ],
);

/**
 * The append-only ledger: every money movement is rows here, never updated nor deleted (a trigger refuses it).
 * Signed amounts, debit positive: a donation books donor_gross +amount (money received through the provider),
 * platform_fee −fee (the platform's revenue) and club_payable −net (owed to the club until paid out). The rows of
 * one movement share its group id and sum to zero, so the whole ledger sums to zero.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: primaryId(),
    groupId: uuid('group_id').notNull(),
    donationId: uuid('donation_id').references(() => donations.id),
    clubId: mustReference('club_id', () => clubs.id),
    /** donor_gross, platform_fee, club_payable, payout_in_transit or paid_out (contract LEDGER_ACCOUNTS). */
    account: text('account').notNull(),
    /**
     * donation, platform_fee, club_share (a donation's three rows); refund (its reversal); payout (club_payable →
     * payout_in_transit), payout_paid (→ paid_out), payout_failed (back to club_payable).
     */
    kind: text('kind').notNull(),
    amountRappen: integer('amount_rappen').notNull(),
    /** The payout a payout row belongs to (no foreign key: payouts live in schema-payouts.ts). */
    payoutId: uuid('payout_id'),
    /** When the movement happened: the booking's time on the platform clock. */
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_entries_club_idx').on(table.clubId, table.account),
    index('ledger_entries_club_time_idx').on(table.clubId, table.createdAt),
    index('ledger_entries_donation_idx').on(table.donationId),
  ],
);

/** Cards made by the sandbox card field (a stand-in for Stripe.js): never the number, only what it decides. */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  /** 'pm_…' */
  id: text('id').primaryKey(),
  userId: mustReference('user_id', () => users.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** What Stripe's test number means: succeeds, requires_action, declined, insufficient_funds. */
  outcome: text('outcome').notNull(),
  /** Saved for later recurring charges (a succeeded setup intent). */
  savedAt: timestamptz('saved_at'),
  createdAt: createdAt(),
});

/** Payment and setup intents of the sandbox card provider, as Stripe keeps them. */
export const sandboxIntents = pgTable(
  'sandbox_intents',
  {
    /** 'pi_…' for a payment, 'seti_…' for a setup intent (saving a card). */
    id: text('id').primaryKey(),
    kind: text('kind').notNull().default('payment'),
    userId: mustReference('user_id', () => users.id, { onDelete: 'cascade' }),
    /**
     * The product paid for, as metadata (Stripe keeps it so): no foreign key. A provider takes no lock on Tifo's
     * rows, and the key's lock on the product made every charge wait for a booking holding the product, and made
     * PostgreSQL keep the product row's lockers as multixacts (docs/performance-log/2026-11.md, 2026-11-28).
     */
    productId: uuid('product_id'),
    amountRappen: integer('amount_rappen').notNull().default(0),
    /** Of the amount, the fee the donor covers (metadata, as on Stripe; issue 48). */
    coveredFeeRappen: integer('covered_fee_rappen').notNull().default(0),
    paymentMethodId: text('payment_method_id').notNull(),
    /** requires_payment_method, requires_action, succeeded, failed. */
    status: text('status').notNull(),
    /** The card's test outcome (sandbox_payment_methods.outcome). */
    cardOutcome: text('card_outcome').notNull(),
    /** SHA-256 of the client secret handed to the browser (the secret itself is not stored). */
    clientSecretHash: text('client_secret_hash').notNull(),
    lastError: text('last_error'),
    /** Our attempt id (metadata, as on Stripe): finds an intent whose creation answer was lost. */
    attemptId: text('attempt_id'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('sandbox_intents_user_idx').on(table.userId),
    // One intent per attempt, like Stripe's idempotency key: two processes making the same try get one.
    uniqueIndex('sandbox_intents_attempt_unique').on(table.attemptId),
  ],
);

/** Transactions of the TWINT sandbox (a stand-in for Datatrans' redirect flow). */
export const sandboxTwintTransactions = pgTable('sandbox_twint_transactions', {
  /** Numeric like Datatrans' transactionId. */
  id: text('id').primaryKey(),
  userId: mustReference('user_id', () => users.id, { onDelete: 'cascade' }),
  /** The product paid for, as metadata: no foreign key, as for the card sandbox's intents. */
  productId: uuid('product_id').notNull(),
  amountRappen: integer('amount_rappen').notNull(),
  /** initialized → approved, cancelled or failed (the start page's choice). */
  status: text('status').notNull().default('initialized'),
  delivery: jsonb('delivery').$type<DeliveryInfoRow>(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  errorUrl: text('error_url').notNull(),
  createdAt: createdAt(),
  decidedAt: timestamptz('decided_at'),
});

/**
 * Our record of each TWINT checkout, whichever provider runs it (sandbox or Datatrans): who pays what for which
 * product, and the delivery address, until the provider's confirmed status books it. Datatrans keeps only the
 * amount and our refno, so this is where the donor and product come from.
 */
export const twintPayments = pgTable(
  'twint_payments',
  {
    /** The provider's transactionId. */
    transactionId: text('transaction_id').primaryKey(),
    /** sandbox_twint or datatrans. */
    provider: text('provider').notNull(),
    userId: mustReference('user_id', () => users.id, { onDelete: 'cascade' }),
    productId: mustReference('product_id', () => products.id),
    amountRappen: integer('amount_rappen').notNull(),
    /** Of the amount, the fee the donor covers (issue 48). */
    coveredFeeRappen: integer('covered_fee_rappen').notNull().default(0),
    /** The payment link it was started from, and the website whose donate button started it (issue 48). */
    paymentLinkId: uuid('payment_link_id'),
    embedOrigin: text('embed_origin'),
    delivery: jsonb('delivery').$type<DeliveryInfoRow>(),
    /** Paying a membership invoice (its pay link). */
    invoiceId: uuid('invoice_id'),
    /** initialized → settled (booked), cancelled or failed, as last learned from the provider. */
    status: text('status').notNull().default('initialized'),
    createdAt: createdAt(),
    checkedAt: timestamptz('checked_at'),
  },
  (table) => [index('twint_payments_open_idx').on(table.status, table.createdAt)],
);

/** A donor's customer at a card provider (Stripe Customer), to which saved cards are attached. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: mustReference('user_id', () => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.provider] })],
);

/** Provider webhook events already handled: a replayed event is a no-op. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/**
 * A donation subscription (PRODUCT.md §checkout: active → cancelled): the donor's saved card is charged `amountRappen`
 * every period. Period 0 is the checkout's payment; `nextPeriod` is the number of the next charge, due at
 * `nextChargeAt` (or at `retryAt` after a declined try). Each charge is a donation with
 * (subscription_id, period_number) unique, so a period is booked at most once.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: primaryId(),
    userId: mustReference('user_id', () => users.id),
    productId: mustReference('product_id', () => products.id),
    clubId: mustReference('club_id', () => clubs.id),
    /** What each period charges: with a covered fee, the grossed-up amount. */
    amountRappen: integer('amount_rappen').notNull(),
    /** Of each period's amount, the fee the donor covers (issue 48); 0: none. */
    coveredFeeRappen: integer('covered_fee_rappen').notNull().default(0),
    /** week, month, three_months, four_months, six_months or year (contract RECURRING_PERIODS). */
    period: text('period').notNull(),
    /** active → cancelled. */
    status: text('status').notNull().default('active'),
    /** The card provider that keeps the card (sandbox_card or stripe) and the card's id there. */
    provider: text('provider').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    nextPeriod: integer('next_period').notNull().default(1),
    nextChargeAt: timestamptz('next_charge_at').notNull(),
    /** Declined tries of the next period so far (part of the provider's idempotency key of each try). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** When a declined period is tried again; null: at nextChargeAt. */
    retryAt: timestamptz('retry_at'),
    /** A renewal that waits for the donor's 3-D Secure confirmation: the provider's payment intent. */
    actionIntentId: text('action_intent_id'),
    /** Until then the renewal waits for the donor; afterwards it counts as a declined try. */
    actionDueAt: timestamptz('action_due_at'),
    /** The period whose reminder went out (periods of six months or more). */
    remindedPeriod: integer('reminded_period'),
    /** A renewal run holds the subscription until then; a run that died lets go when it passes. */
    claimedUntil: timestamptz('claimed_until'),
    cancelledAt: timestamptz('cancelled_at'),
    /** donor (unsubscribed), declined (the last try failed) or club (the organisation left the platform). */
    cancelReason: text('cancel_reason'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('subscriptions_due_idx').on(table.status, table.nextChargeAt),
    index('subscriptions_user_idx').on(table.userId, table.createdAt),
    index('subscriptions_product_idx').on(table.productId),
  ],
);

/**
 * What happened to a subscription, for the club's subscription activity (PRODUCT.md §checkout) and the donor's mails:
 * subscribed, charged, charge_failed, authentication_required, unsubscribed. A period is recorded as charged
 * once (partial unique index).
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: primaryId(),
    subscriptionId: mustReference('subscription_id', () => subscriptions.id),
    productId: mustReference('product_id', () => products.id),
    kind: text('kind').notNull(),
    periodNumber: integer('period_number'),
    amountRappen: integer('amount_rappen'),
    donationId: uuid('donation_id'),
    /** Why a try failed (the provider's message), or why it was cancelled. */
    detail: text('detail'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('subscription_events_product_idx').on(table.productId, table.createdAt),
    uniqueIndex('subscription_events_charged_once')
      .on(table.subscriptionId, table.periodNumber)
      .where(sql`kind = 'charged'`),
  ],
);
