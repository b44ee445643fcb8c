import { integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

/*
 * The supporter's own records (issue 16): which annual donation certificates went out by e-mail, so that the
 * January job mails each supporter once per year whichever process or run gets there first.
 */
export const annualCertificates = pgTable(
  'annual_certificates',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.year] })],
);
