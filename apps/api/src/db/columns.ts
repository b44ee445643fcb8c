import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A point in time, with its time zone (every timestamp of the schema is one). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When a row was written: the column every schema file's tables share. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** A row's id: a random uuid. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** A uuid that must name a row of another table (a foreign key that is never null). */
export const mustReference = (
  name: string,
  target: () => AnyPgColumn,
  actions?: Parameters<ReturnType<typeof uuid>['references']>[1],
) => uuid(name).notNull().references(target, actions);
