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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, mustReference, primaryId, timestamptz } from './columns';
import { users } from './schema';

/*
 * Clubs and what they offer: sport types, the organisation with its contact, bank and documents, the review's
 * audit log, its staff, products, events and the supporters' favourites.
 */

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
    id: primaryId(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull().unique(),
    nature: text('nature').notNull().default('CLUB'),
    /**
     * pending (not public) → approved (public) → verified (documents checked); or rejected. The operator may take
     * a club down (taken_down, not public: the state before is kept and restored); a club closes after its notice
     * (closed). Public lists read status IN ('approved', 'verified') only, so both leave every list at once.
     */
    status: text('status').notNull().default('pending'),
    /** Taken down by the operator (issue 45): when, why (shown to the club's admins), by whom, and the state before. */
    takenDownAt: timestamptz('taken_down_at'),
    takenDownReason: text('taken_down_reason'),
    takenDownBy: uuid('taken_down_by').references(() => users.id, { onDelete: 'set null' }),
    statusBeforeTakedown: text('status_before_takedown'),
    /**
     * Closure (issue 45): an administrator asked to close the organisation; it closes at `closes_at` (30 days of
     * notice, withdrawable until then), when the closures job ends its subscriptions and memberships and sets
     * status 'closed' (the state before in `closed_from_status`: the final payout needs it to have been verified).
     */
    closureRequestedAt: timestamptz('closure_requested_at'),
    closureRequestedBy: uuid('closure_requested_by').references(() => users.id, { onDelete: 'set null' }),
    closesAt: timestamptz('closes_at'),
    /** The websites that may show the club's donate button (issue 48), as origins; empty: any. */
    embedOrigins: text('embed_origins').array().notNull().default(sql`'{}'::text[]`),
    closedAt: timestamptz('closed_at'),
    closedFromStatus: text('closed_from_status'),
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
    submittedAt: timestamptz('submitted_at'),
    approvedAt: timestamptz('approved_at'),
    verifiedAt: timestamptz('verified_at'),
    /** The operator's last decision (approve, verify or reject). */
    reviewedAt: timestamptz('reviewed_at'),
    /** Recorded by the operator: null not yet decided; decides later whether donors get a deductible certificate. */
    taxExempt: boolean('tax_exempt'),
    taxCanton: text('tax_canton'),
    /** club_documents row of kind 'taxRuling' (no foreign key: the documents table refers to clubs). */
    taxRulingDocumentId: uuid('tax_ruling_document_id'),
    taxRecordedAt: timestamptz('tax_recorded_at'),
    /** The operator holds the club's payouts (e.g. during a dispute): runs skip it, its balance stays owed. */
    payoutsHeld: boolean('payouts_held').notNull().default(false),
    payoutsHoldReason: text('payouts_hold_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('clubs_status_idx').on(table.status)],
);

/** The registration's contact person (step 2), one per club. */
export const clubContacts = pgTable('club_contacts', {
  id: primaryId(),
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
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * The account payouts go to (step 3), one per club. The IBAN is stored encrypted (AES-256-GCM, see
 * organisations/iban-crypto.ts); the last four characters are kept apart for masked display.
 */
export const clubBanks = pgTable('club_banks', {
  id: primaryId(),
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
  /**
   * When the operator confirmed this account (verifying the club, or confirming a change later); null: payouts
   * wait. A change of the IBAN or the owner sets it back to null (organisations/bank.ts).
   */
  confirmedAt: timestamptz('confirmed_at'),
  confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
  /** When the IBAN or the owner last changed, by whom, and the IBAN's last four before (null: the first). */
  changedAt: timestamptz('changed_at').notNull().defaultNow(),
  changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  previousIbanLast4: text('previous_iban_last4'),
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Registration documents: doc1 statutes or register extract, doc2 the representative's ID, taxRuling the
 * canton's ruling (operator). One per kind: a new upload replaces the row and its stored file.
 */
export const clubDocuments = pgTable(
  'club_documents',
  {
    id: primaryId(),
    clubId: mustReference('club_id', () => clubs.id, { onDelete: 'cascade' }),
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
    id: primaryId(),
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
    clubId: mustReference('club_id', () => clubs.id, { onDelete: 'cascade' }),
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
    clubId: mustReference('club_id', () => clubs.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull().default('ROLE_CLUB'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.email] }),
    index('club_admins_email_idx').on(table.email),
  ],
);

/** What each offer (a product, an event) starts with: its id, its club, its title and its description in each language. */
const offerColumns = () => ({
  id: primaryId(),
  clubId: mustReference('club_id', () => clubs.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionDe: text('description_de').notNull().default(''),
  descriptionFr: text('description_fr').notNull().default(''),
  descriptionIt: text('description_it').notNull().default(''),
});

/** What a club offers: fixed, open, subscription, crowd or membership (PRODUCT.md §offers). Money in Rappen. */
export const products = pgTable(
  'products',
  {
    ...offerColumns(),
    /** null: the donor chooses the amount (open product, free sponsoring). */
    priceRappen: integer('price_rappen'),
    productType: text('product_type').notNull(),
    recurringProduct: boolean('recurring_product').notNull().default(false),
    recurringPeriod: text('recurring_period'),
    crowdFunding: boolean('crowd_funding').notNull().default(false),
    targetAmountRappen: integer('target_amount_rappen'),
    deliveryAvailable: boolean('delivery_available').notNull().default(false),
    expiryDate: timestamptz('expiry_date'),
    startingDate: timestamptz('starting_date'),
    campaignEndDate: timestamptz('campaign_end_date'),
    /** Crowdfunding: keep (what is raised, gifts at once) or all_or_nothing (pledges; issue 49). */
    campaignMode: text('campaign_mode').notNull().default('keep'),
    /** All or nothing: pledges together may reach this percent of the target (default 150). */
    overfundingPercent: integer('overfunding_percent'),
    /** The end before the one extension (null: not extended). */
    campaignExtendedFrom: timestamptz('campaign_extended_from'),
    /** The end-of-campaign job's decision, taken once: funded or not_funded, and when. */
    campaignOutcome: text('campaign_outcome'),
    campaignDecidedAt: timestamptz('campaign_decided_at'),
    /**
     * All or nothing: the sum of held pledges (pending and active) and their number, a cache of the pledges table
     * written under this row's lock with each pledge's change (the cap is checked against it there).
     */
    pledgedRappen: integer('pledged_rappen').notNull().default(0),
    pledgers: integer('pledgers').notNull().default(0),
    /** Recurring products: days between retries of a failed charge. */
    retryingInterval: integer('retrying_interval'),
    /**
     * The most one gift may be, where the donor chooses the amount (open, free sponsoring, crowdfunding); null:
     * only the platform's bound (issue 47).
     */
    maxAmountRappen: integer('max_amount_rappen'),
    /**
     * Up to three amounts checkout offers to pick, where the donor chooses the amount, in Rappen, ascending; empty:
     * the default suggestions (contract suggestedAmountsOf; issue 48).
     */
    suggestedAmountsRappen: integer('suggested_amounts_rappen')
      .array()
      .notNull()
      .default(sql`ARRAY[]::integer[]`),
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
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('products_club_idx').on(table.clubId, table.status),
    // The end-of-campaign job's look-up: crowdfunding products not decided yet, by their end.
    index('products_campaign_open_idx')
      .on(table.campaignEndDate)
      .where(sql`${table.crowdFunding} and ${table.campaignOutcome} is null`),
  ],
);

export interface EventTicket {
  tier: 'Silver' | 'Gold' | 'Platinum' | 'Free';
  amount: number;
}

export const events = pgTable(
  'events',
  {
    ...offerColumns(),
    location: text('location').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    fromDate: timestamptz('from_date').notNull(),
    toDate: timestamptz('to_date').notNull(),
    image: text('image'),
    tickets: jsonb('tickets').$type<EventTicket[]>().notNull().default([]),
    /** Whether tickets are sent to the buyers (PRODUCT.md §organisations ticketSends). */
    ticketSends: boolean('ticket_sends').notNull().default(false),
    sourceLanguage: text('source_language').notNull().default('de'),
    untranslatedLanguages: text('untranslated_languages').array().notNull().default(sql`ARRAY[]::text[]`),
    /** draft (created through the API, waiting for its image; not public) → active. Set active with the image. */
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('events_club_idx').on(table.clubId, table.fromDate)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: mustReference('user_id', () => users.id, { onDelete: 'cascade' }),
    clubId: mustReference('club_id', () => clubs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.clubId] })],
);

/** The rows of these tables as read and as written. */
export type ClubRow = typeof clubs.$inferSelect;
export type NewClubRow = typeof clubs.$inferInsert;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
export type DocumentRow = typeof clubDocuments.$inferSelect;
export type SportTypeRow = typeof sportTypes.$inferSelect;
export type ContactRow = typeof clubContacts.$inferSelect;
export type BankRow = typeof clubBanks.$inferSelect;
