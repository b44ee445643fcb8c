import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, mustReference, primaryId, timestamptz } from './columns';
import { users } from './schema';
import { clubs, products } from './schema-clubs';

/*
 * A club's payment links (issue 48, docs/decisions/092): one offer, a source label ("Matchday 12", "WhatsApp
 * team") and an optional preset amount, reached at /l/<code>. The gifts a link brings name it
 * (donations.payment_link_id), so the dashboard splits the club's gifts by source. Archived links answer 410 and
 * stay for the figures.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: primaryId(),
    clubId: mustReference('club_id', () => clubs.id, { onDelete: 'cascade' }),
    productId: mustReference('product_id', () => products.id, { onDelete: 'cascade' }),
    /** The code in the link's address: 10 lower-case letters and digits (contract LinkCode). */
    code: text('code').notNull(),
    source: text('source').notNull(),
    /** The amount the link presets; null: the donor chooses (or the offer's price). */
    amountRappen: integer('amount_rappen'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    archivedAt: timestamptz('archived_at'),
  },
  (table) => [
    uniqueIndex('payment_links_code_key').on(table.code),
    index('payment_links_club_idx').on(table.clubId, table.createdAt).where(sql`${table.archivedAt} is null`),
  ],
);

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
