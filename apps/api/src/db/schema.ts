import type { SportType } from '@tifo/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A person's private account. E-mails are stored lower-cased; a deleted account is anonymised, not removed. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    preferredLanguage: text('preferred_language').notNull().default('de'),
    address1: text('address1'),
    address2: text('address2'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country'),
    image: text('image'),
    verified: boolean('verified').notNull().default(false),
    donationEnabled: boolean('donation_enabled').notNull().default(false),
    /** Platform roles only (ROLE_USER, ROLE_ADMIN); club roles come from club_admins. */
    roles: text('roles').array().notNull().default(sql`ARRAY['ROLE_USER']::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    // Finding members by name or e-mail (the memberships tab's search): trigrams of the lower-cased text.
    index('users_member_search_trgm_idx').using(
      'gin',
      sql`lower(${table.firstName} || ' ' || ${table.lastName} || ' ' || ${table.email}) gin_trgm_ops`,
    ),
  ],
);

/** One login session; its refresh tokens form a family. Revoking the session ends every token of it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes. A token is used once; using it again revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_key').on(table.tokenHash),
    index('refresh_tokens_session_idx').on(table.sessionId),
  ],
);

/** Single-use tokens sent by e-mail: 'verify_email' and 'reset_password'. Stored as SHA-256 hashes. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_tokens_hash_key').on(table.tokenHash),
    index('email_tokens_user_idx').on(table.userId),
  ],
);

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** base64; absent until the mail job has rendered `document`. */
  content?: string;
  /** A document the mail job renders when it sends the mail (never in the transaction that queues it). */
  document?: { kind: string; id: string };
}

/**
 * Every e-mail, written in the same transaction as the change that causes it. With SMTP configured a
 * dispatcher delivers pending rows; with the local adapter they stay here and /dev/mailbox shows them.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** pending → sent (or failed after the last attempt); 'stored' when the local mailbox is the transport. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('email_outbox_status_idx').on(table.status, table.createdAt)],
);

export const sportTypes = pgTable('sport_types', {
  id: serial('id').primaryKey(),
  tag: text('tag').notNull().unique(),
  nameDe: text('name_de').notNull(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  nameIt: text('name_it').notNull(),
});

/** An organisation: club, athlete, academy or foundation. Only approved or verified ones are public. */
export const clubs = pgTable(
  'clubs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull().unique(),
    nature: text('nature').notNull().default('CLUB'),
    /** pending (not public) → approved (public) → verified (documents checked); or rejected. */
    status: text('status').notNull().default('pending'),
    email: text('email').notNull(),
    website: text('website'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull().default('CH'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    hideAddress: boolean('hide_address').notNull().default(false),
    contactNumber: text('contact_number').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionDe: text('description_de').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    descriptionIt: text('description_it').notNull().default(''),
    logo: text('logo'),
    cover: text('cover'),
    /** Name, short name, town and postcode, lower-cased and without accents ('zurich' finds 'Zürich'). */
    searchText: text('search_text').notNull().default(''),
    /**
     * The club's sport types as its card shows them ([{id, tag, names: {de, en, fr, it}}] by German name, id),
     * kept by the triggers of migration 0020 on club_sport_types and sport_types: a list page reads it with the
     * row instead of joining the types per card.
     */
    sportTags: json('sport_tags').$type<SportType[]>().notNull().default(sql`'[]'::json`),
    /** The operator's reason when the registration was rejected (shown to the club's admins). */
    rejectionReason: text('rejection_reason'),
    /** When the bank step was saved: the registration is complete and the operator's 48 hours start. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The operator's last decision (approve, verify or reject). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Recorded by the operator: null not yet decided; decides later whether donors get a deductible certificate. */
    taxExempt: boolean('tax_exempt'),
    taxCanton: text('tax_canton'),
    /** club_documents row of kind 'taxRuling' (no foreign key: the documents table refers to clubs). */
    taxRulingDocumentId: uuid('tax_ruling_document_id'),
    taxRecordedAt: timestamp('tax_recorded_at', { withTimezone: true }),
    /** The operator holds the club's payouts (e.g. during a dispute): runs skip it, its balance stays owed. */
    payoutsHeld: boolean('payouts_held').notNull().default(false),
    payoutsHoldReason: text('payouts_hold_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('clubs_status_idx').on(table.status)],
);

/** The registration's contact person (step 2), one per club. */
export const clubContacts = pgTable('club_contacts', {
  id: uuid('id').primaryKey().defaultRandom(),
  clubId: uuid('club_id')
    .notNull()
    .unique()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  contactNumber: text('contact_number').notNull(),
  position: text('position').notNull(),
  address1: text('address1').notNull(),
  address2: text('address2'),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The account payouts go to (step 3), one per club. The IBAN is stored encrypted (AES-256-GCM, see
 * organisations/iban-crypto.ts); the last four characters are kept apart for masked display.
 */
export const clubBanks = pgTable('club_banks', {
  id: uuid('id').primaryKey().defaultRandom(),
  clubId: uuid('club_id')
    .notNull()
    .unique()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  /** The account owner. */
  ownerName: text('owner_name').notNull(),
  ibanEncrypted: text('iban_encrypted').notNull(),
  ibanLast4: text('iban_last4').notNull(),
  currency: text('currency').notNull().default('CHF'),
  country: text('country').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Registration documents: doc1 statutes or register extract, doc2 the representative's ID, taxRuling the
 * canton's ruling (operator). One per kind: a new upload replaces the row and its stored file.
 */
export const clubDocuments = pgTable(
  'club_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('club_documents_club_kind_key').on(table.clubId, table.kind)],
);

/** What the platform operator did (approve, verify, reject, tax exemption, …), for the operator to read. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept apart from the user row so the entry still names the actor after the account is deleted. */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    clubId: uuid('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_club_idx').on(table.clubId, table.createdAt),
    index('audit_log_created_idx').on(table.createdAt),
  ],
);

export const clubSportTypes = pgTable(
  'club_sport_types',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    sportTypeId: integer('sport_type_id')
      .notNull()
      .references(() => sportTypes.id),
  },
  (table) => [primaryKey({ columns: [table.clubId, table.sportTypeId] })],
);

/** Administrators of a club by e-mail (spec: adminEmails with a role); each must own an account. */
export const clubAdmins = pgTable(
  'club_admins',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull().default('ROLE_CLUB'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.email] }),
    index('club_admins_email_idx').on(table.email),
  ],
);

/** What a club offers: fixed, open, subscription, crowd or membership (spec 001 §3/§4). Money in Rappen. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionDe: text('description_de').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    descriptionIt: text('description_it').notNull().default(''),
    /** null: the donor chooses the amount (open product, free sponsoring). */
    priceRappen: integer('price_rappen'),
    productType: text('product_type').notNull(),
    recurringProduct: boolean('recurring_product').notNull().default(false),
    recurringPeriod: text('recurring_period'),
    crowdFunding: boolean('crowd_funding').notNull().default(false),
    targetAmountRappen: integer('target_amount_rappen'),
    deliveryAvailable: boolean('delivery_available').notNull().default(false),
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    startingDate: timestamp('starting_date', { withTimezone: true }),
    campaignEndDate: timestamp('campaign_end_date', { withTimezone: true }),
    /** Recurring products: days between retries of a failed charge. */
    retryingInterval: integer('retrying_interval'),
    /** The language the description was written in (wire code: de, en, fr, it). */
    sourceLanguage: text('source_language').notNull().default('de'),
    /** Languages whose description is still a copy of the source text (no translation service, or not edited). */
    untranslatedLanguages: text('untranslated_languages').array().notNull().default(sql`ARRAY[]::text[]`),
    image: text('image'),
    /**
     * draft (created through the API, waiting for its image; not public) → active (offered until it expires) →
     * inactive (deactivated). A trigger of the offers migration makes a draft active when its image is set.
     */
    status: text('status').notNull().default('active'),
    /**
     * Sum of the succeeded donations to this product and their number: a cache of the ledger, written only by the
     * settlement transaction under this row's lock (the crowdfunding cap is checked against it there).
     */
    totalFundedRappen: integer('total_funded_rappen').notNull().default(0),
    backers: integer('backers').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('products_club_idx').on(table.clubId, table.status)],
);

export interface EventTicket {
  tier: 'Silver' | 'Gold' | 'Platinum' | 'Free';
  amount: number;
}

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionDe: text('description_de').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    descriptionIt: text('description_it').notNull().default(''),
    location: text('location').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    fromDate: timestamp('from_date', { withTimezone: true }).notNull(),
    toDate: timestamp('to_date', { withTimezone: true }).notNull(),
    image: text('image'),
    tickets: jsonb('tickets').$type<EventTicket[]>().notNull().default([]),
    /** Whether tickets are sent to the buyers (spec 001 §3 ticketSends). */
    ticketSends: boolean('ticket_sends').notNull().default(false),
    sourceLanguage: text('source_language').notNull().default('de'),
    untranslatedLanguages: text('untranslated_languages').array().notNull().default(sql`ARRAY[]::text[]`),
    /** draft (created through the API, waiting for its image; not public) → active. Set active with the image. */
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('events_club_idx').on(table.clubId, table.fromDate)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.clubId] })],
);

/** Messages from the contact form, kept for the operator (the e-mail to the operator is in the outbox). */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  language: text('language').notNull().default('de'),
  createdAt: createdAt(),
});

/** Solved captcha challenges, so that one solution cannot be replayed before it expires. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// ---- Payments (issue 6) ---------------------------------------------------------------------------------------

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
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    amountRappen: integer('amount_rappen').notNull(),
    feeRappen: integer('fee_rappen').notNull(),
    netRappen: integer('net_rappen').notNull(),
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
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Refunded by the operator: the ledger holds the reversing rows; status is then 'refunded'. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
  },
  (table) => [
    uniqueIndex('donations_user_idempotency_key').on(table.userId, table.idempotencyKey),
    // A period of a subscription is booked at most once, whatever runs twice.
    uniqueIndex('donations_subscription_period').on(table.subscriptionId, table.periodNumber),
    index('donations_club_idx').on(table.clubId, table.createdAt),
    index('donations_user_idx').on(table.userId, table.createdAt),
    index('donations_product_idx').on(table.productId),
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
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id').notNull(),
    donationId: uuid('donation_id').references(() => donations.id),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
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
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** What Stripe's test number means: succeeds, requires_action, declined, insufficient_funds. */
  outcome: text('outcome').notNull(),
  /** Saved for later recurring charges (a succeeded setup intent). */
  savedAt: timestamp('saved_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Payment and setup intents of the sandbox card provider, as Stripe keeps them. */
export const sandboxIntents = pgTable(
  'sandbox_intents',
  {
    /** 'pi_…' for a payment, 'seti_…' for a setup intent (saving a card). */
    id: text('id').primaryKey(),
    kind: text('kind').notNull().default('payment'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id),
    amountRappen: integer('amount_rappen').notNull().default(0),
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id),
  amountRappen: integer('amount_rappen').notNull(),
  /** initialized → approved, cancelled or failed (the start page's choice). */
  status: text('status').notNull().default('initialized'),
  delivery: jsonb('delivery').$type<DeliveryInfoRow>(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  errorUrl: text('error_url').notNull(),
  createdAt: createdAt(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    amountRappen: integer('amount_rappen').notNull(),
    delivery: jsonb('delivery').$type<DeliveryInfoRow>(),
    /** Paying a membership invoice (its pay link). */
    invoiceId: uuid('invoice_id'),
    /** initialized → settled (booked), cancelled or failed, as last learned from the provider. */
    status: text('status').notNull().default('initialized'),
    createdAt: createdAt(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [index('twint_payments_open_idx').on(table.status, table.createdAt)],
);

/** A donor's customer at a card provider (Stripe Customer), to which saved cards are attached. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One run of a scheduled job (modules/jobs): when it started and ended by the platform's clock, what started
 * it, how many units of work it did, or why it failed. The operator's Jobs view reads it; runs older than
 * the retention are removed as new ones are recorded.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** schedule (pg-boss cron), operator ("run now") or clock (/dev/clock). */
    trigger: text('trigger').notNull(),
    /** running → succeeded or failed. A run cut off by a crash stays 'running' until the retention removes it. */
    status: text('status').notNull().default('running'),
    count: integer('count').notNull().default(0),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('job_runs_name_started_idx').on(table.name, table.startedAt)],
);

/**
 * Development and tests only: how far /dev/clock has moved the platform's time ahead of the real time, kept
 * so that a restart does not turn the time back. One row (id 1). Production never reads it.
 */
export const platformClock = pgTable('platform_clock', {
  id: integer('id').primaryKey().default(1),
  offsetMs: doublePrecision('offset_ms').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A donation subscription (spec 001 §3, §4: active → cancelled): the donor's saved card is charged `amountRappen`
 * every period. Period 0 is the checkout's payment; `nextPeriod` is the number of the next charge, due at
 * `nextChargeAt` (or at `retryAt` after a declined try). Each charge is a donation with
 * (subscription_id, period_number) unique, so a period is booked at most once.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    amountRappen: integer('amount_rappen').notNull(),
    /** week, month, three_months, four_months, six_months or year (contract RECURRING_PERIODS). */
    period: text('period').notNull(),
    /** active → cancelled. */
    status: text('status').notNull().default('active'),
    /** The card provider that keeps the card (sandbox_card or stripe) and the card's id there. */
    provider: text('provider').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    nextPeriod: integer('next_period').notNull().default(1),
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }).notNull(),
    /** Declined tries of the next period so far (part of the provider's idempotency key of each try). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** When a declined period is tried again; null: at nextChargeAt. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    /** A renewal that waits for the donor's 3-D Secure confirmation: the provider's payment intent. */
    actionIntentId: text('action_intent_id'),
    /** Until then the renewal waits for the donor; afterwards it counts as a declined try. */
    actionDueAt: timestamp('action_due_at', { withTimezone: true }),
    /** The period whose reminder went out (periods of six months or more). */
    remindedPeriod: integer('reminded_period'),
    /** A renewal run holds the subscription until then; a run that died lets go when it passes. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** donor (unsubscribed), declined (the last try failed) or club (the organisation left the platform). */
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('subscriptions_due_idx').on(table.status, table.nextChargeAt),
    index('subscriptions_user_idx').on(table.userId, table.createdAt),
    index('subscriptions_product_idx').on(table.productId),
  ],
);

/**
 * What happened to a subscription, for the club's subscription activity (spec 001 §2) and the donor's mails:
 * subscribed, charged, charge_failed, authentication_required, unsubscribed. A period is recorded as charged
 * once (partial unique index).
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    kind: text('kind').notNull(),
    periodNumber: integer('period_number'),
    amountRappen: integer('amount_rappen'),
    donationId: uuid('donation_id'),
    /** Why a try failed (the provider's message), or why it was cancelled. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('subscription_events_product_idx').on(table.productId, table.createdAt),
    uniqueIndex('subscription_events_charged_once')
      .on(table.subscriptionId, table.periodNumber)
      .where(sql`kind = 'charged'`),
  ],
);
