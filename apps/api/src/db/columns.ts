import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was written: the column every schema file's tables share. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
