import type { Database } from '../../db/client';
import * as q from './queries';

/**
 * What PostgreSQL's autovacuum does, for the embedded database, which has none (PGlite runs no background
 * workers): every table vacuumed and analysed, one after another, so that requests run between them. Without
 * it the rows that updates and deletes leave behind (product totals, club places, the job library's jobs) are
 * never reused, tables and indexes only grow, and the planner's statistics are those of the day the table was
 * created. On PostgreSQL autovacuum does this: nothing is done there. Answers how many tables were vacuumed.
 */
export async function maintainDatabase(database: Pick<Database, 'kind' | 'pool'>): Promise<number> {
  if (database.kind !== 'pglite') return 0;
  const tables = await q.listTables(database.pool);
  for (const table of tables) await q.vacuumTable(database.pool, table);
  return tables.length;
}
