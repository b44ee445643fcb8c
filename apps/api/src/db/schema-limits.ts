import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/*
 * The rate limits' counters on PostgreSQL (issue 17): several API processes share them, so "5 failed logins per
 * e-mail" holds across all of them. The table rate-limiter-flexible's PostgreSQL store uses (its columns and
 * names), created by the migration rather than by the library at start. A key is the limit's prefix and the
 * IP or e-mail; expire is epoch milliseconds; the retention job removes expired rows.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
