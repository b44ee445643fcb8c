import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, mustReference, primaryId, timestamptz } from './columns';
import { users } from './schema';
import { clubs, products } from './schema-clubs';
import { donations } from './schema-payments';

/*
 * Crowdfunding campaigns that finish (issue 49, docs/decisions/094). A campaign is its crowdfunding product
 * (products.campaign_*: mode, cap, extension, outcome); here are the pledges of all-or-nothing campaigns, the
 * updates clubs post, and who unsubscribed from a campaign's updates.
 */

/**
 * A backer's pledge: a card saved for a charge while they are away, charged at the end only if the campaign is
 * funded (contract PLEDGE_STATUSES). The charge books one donation (donations.pledge_id is unique).
 */
export const pledges = pgTable(
  'pledges',
  {
    id: primaryId(),
    productId: mustReference('product_id', () => products.id, { onDelete: 'cascade' }),
    clubId: mustReference('club_id', () => clubs.id, { onDelete: 'cascade' }),
    userId: mustReference('user_id', () => users.id),
    amountRappen: integer('amount_rappen').notNull(),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    /** The provider's setup intent that saved the card (3-D Secure when the bank asked). */
    setupIntentId: text('setup_intent_id').notNull(),
    /** Declined tries of the charge so far: each try is its own idempotency key. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** due: when the next try runs. */
    nextTryAt: timestamptz('next_try_at'),
    /** action_required: the intent the backer confirms, and until when the link works. */
    actionIntentId: text('action_intent_id'),
    actionUntil: timestamptz('action_until'),
    /** The run that holds this pledge (SKIP LOCKED claim): another run leaves it until then. */
    claimedUntil: timestamptz('claimed_until'),
    donationId: uuid('donation_id').references(() => donations.id),
    /** failed: the last refusal, as a message key. */
    failure: text('failure'),
    createdAt: createdAt(),
    endedAt: timestamptz('ended_at'),
  },
  (table) => [
    index('pledges_product_idx').on(table.productId, table.status),
    index('pledges_user_idx').on(table.userId, table.createdAt),
    index('pledges_due_idx').on(table.nextTryAt).where(sql`${table.status} = 'due'`),
    index('pledges_action_idx').on(table.actionUntil).where(sql`${table.status} = 'action_required'`),
    // One held pledge per backer and campaign (a second is refused; the first can be cancelled).
    uniqueIndex('pledges_one_held')
      .on(table.productId, table.userId)
      .where(sql`${table.status} in ('pending', 'active')`),
  ],
);

export type PledgeRow = typeof pledges.$inferSelect;

/** An update's words in one language. */
export interface UpdateText {
  title: string;
  text: string;
}

/**
 * An update a club posts to a campaign: written in one language, translated into the others; mailed to the
 * backers once published. The final update proposed at the end waits as a draft until the club publishes it.
 */
export const campaignUpdates = pgTable(
  'campaign_updates',
  {
    id: primaryId(),
    productId: mustReference('product_id', () => products.id, { onDelete: 'cascade' }),
    clubId: mustReference('club_id', () => clubs.id, { onDelete: 'cascade' }),
    /** update, or final (funded / not funded, proposed at the end). */
    kind: text('kind').notNull().default('update'),
    status: text('status').notNull().default('published'),
    sourceLanguage: text('source_language').notNull(),
    /** By wire language: the source text and its translations. */
    texts: jsonb('texts').$type<Record<string, UpdateText>>().notNull(),
    image: text('image'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    publishedAt: timestamptz('published_at'),
    /** How many backers it was mailed to. */
    mailedTo: integer('mailed_to').notNull().default(0),
  },
  (table) => [index('campaign_updates_product_idx').on(table.productId, table.publishedAt)],
);

export type CampaignUpdateRow = typeof campaignUpdates.$inferSelect;

/** A backer who wants no more updates of a campaign (the link in each update mail). */
export const campaignUnsubscribes = pgTable(
  'campaign_unsubscribes',
  {
    productId: mustReference('product_id', () => products.id, { onDelete: 'cascade' }),
    userId: mustReference('user_id', () => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.userId] })],
);
