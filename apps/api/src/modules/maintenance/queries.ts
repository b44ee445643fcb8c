import pg from 'pg';

export interface TableName {
  schema: string;
  table: string;
}

/** The tables of the database (the app's and the job library's), those with the most changed rows first. */
export async function listTables(pool: pg.Pool): Promise<TableName[]> {
  const result = await pool.query<TableName>(`
    select schemaname as "schema", relname as "table" from pg_stat_user_tables
    order by n_dead_tup + n_mod_since_analyze desc, schemaname, relname`);
  return result.rows;
}

/**
 * VACUUM (ANALYZE) of one table: frees the space of deleted and updated rows for reuse and refreshes the
 * planner's statistics. One statement per table, outside a transaction (VACUUM cannot run in one).
 */
export async function vacuumTable(pool: pg.Pool, { schema, table }: TableName): Promise<void> {
  await pool.query(`vacuum (analyze) ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)}`);
}
