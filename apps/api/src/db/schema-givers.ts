import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, mustReference, primaryId, timestamptz } from './columns';
import { users } from './schema';

/*
 * Giving as a company (issue 47, docs/decisions/087). A donor's companies, each once per name and address, and
 * the history of the donor's choice: from `from` on, the donor's gifts are given by `company_id` (null: the
 * private person). A gift's giver is the choice in force when it was created, so receipts, rendered later by the
 * mail job, and annual certificates follow what the donor chose at checkout; the payment path writes nothing more.
 */
export const donorCompanies = pgTable(
  'donor_companies',
  {
    id: primaryId(),
    userId: mustReference('user_id', () => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull().default('CH'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('donor_companies_identity_key').on(
      table.userId,
      table.name,
      table.address1,
      sql`coalesce(${table.address2}, '')`,
      table.postalCode,
      table.city,
      table.country,
    ),
  ],
);

export const giverChoices = pgTable(
  'giver_choices',
  {
    id: primaryId(),
    userId: mustReference('user_id', () => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => donorCompanies.id, { onDelete: 'cascade' }),
    from: timestamptz('from').notNull().defaultNow(),
  },
  (table) => [index('giver_choices_user_from_idx').on(table.userId, table.from)],
);

export type DonorCompanyRow = typeof donorCompanies.$inferSelect;
