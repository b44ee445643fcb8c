import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { mustReference, timestamptz } from './columns';
import { users } from './schema';

/*
 * The supporter's own records (issue 16): which annual donation certificates went out by e-mail, so that the
 * January job mails each supporter once per year whichever process or run gets there first.
 */
export const annualCertificates = pgTable(
  'annual_certificates',
  {
    userId: mustReference('user_id', () => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    mailedAt: timestamptz('mailed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.year] })],
);
