import type { Database } from '../apps/api/src/db/client';

/**
 * Counts the SQL statements the API sends (each one a round trip: node-postgres does not pipeline), through the
 * query method of the pool's client class — the same for PostgreSQL and PGlite (spoken to through a stream,
 * src/db/pglite-stream.ts).
 */
export function countStatements(database: Database): { readonly count: number } {
  const counter = { count: 0 };
  const client = (
    database.pool as unknown as { Client: { prototype: { query: (...args: unknown[]) => unknown } } }
  ).Client.prototype;
  const query = client.query;
  client.query = function counted(this: unknown, ...args: unknown[]) {
    counter.count += 1;
    return query.apply(this, args);
  };
  return counter;
}
