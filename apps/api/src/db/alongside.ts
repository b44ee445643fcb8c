import type { SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Writes sent with another statement as its data-modifying CTEs, `WITH w0 AS (INSERT …), w1 AS (UPDATE …)
 * INSERT …`: one round trip instead of one each. PostgreSQL runs them with the main statement, all or none, on
 * one snapshot, so none of them may read what another writes; constraints (a foreign key to the main
 * statement's new row) and AFTER triggers run at the end of the statement and see every write.
 */
export function alongside(db: DbOrTx, writes: SQLWrapper[]) {
  return db.with(...writes.map((write, index) => db.$with(`alongside_${index}`, {}).as(write.getSQL())));
}
