import { createHash } from 'node:crypto';
import { getTableColumns, Placeholder, type SQL, sql, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';

/**
 * A statement a hot read path sends again and again (the public club lists), with its text fixed and its values
 * as parameters. It is sent as a named prepared statement: each connection parses and plans it once and then only
 * binds and runs it, and the rows come back as node-postgres parses them, without drizzle's query building. On
 * both databases that took 0.1–0.25 ms off a list call of about 1 ms (docs/performance-log/2026-11.md, "Named prepared
 * statements"). The name must be unique per text: node-postgres refuses a name sent again with another text.
 */
export interface PreparedRead {
  readonly name: string;
  readonly text: string;
  /** The names of its parameters in order ($1, $2, …), for a statement written with drizzle's placeholders. */
  readonly params?: readonly string[];
}

const dialect = new PgDialect();

/**
 * A prepared read written with drizzle (its tables, columns and conditions), whose values are sql.placeholder()s:
 * rendered to text once, here, instead of on every request.
 */
export function preparedRead(name: string, query: SQL): PreparedRead {
  const rendered = dialect.sqlToQuery(query);
  const params = rendered.params.map((param) => {
    if (!(param instanceof Placeholder)) {
      throw new Error(`prepared read ${name}: every value must be a placeholder, found ${String(param)}`);
    }
    return param.name;
  });
  return { name, text: rendered.sql, params };
}

/**
 * The rows of a prepared read on the database's pool (never inside a transaction: it takes its own connection).
 * values: in the order of $1, $2, …, or by placeholder name for a statement made by preparedRead.
 */
export async function readPrepared<Row extends object>(
  db: Db,
  statement: PreparedRead,
  values: readonly unknown[] | Readonly<Record<string, unknown>>,
): Promise<Row[]> {
  const ordered = Array.isArray(values)
    ? [...values]
    : (statement.params ?? []).map((param) => (values as Record<string, unknown>)[param]);
  const result = await db.$client.query<Row>({ name: statement.name, text: statement.text, values: ordered });
  return result.rows;
}

const preparedByDatabase = new WeakMap<object, Map<string, unknown>>();

/**
 * A drizzle prepared query (`….prepare(name)`, its values sql.placeholder()s) made once per database and kept:
 * the look-ups that nearly every request makes (the caller's session) or that every payment makes (the donor,
 * the product with its club) are then neither built by drizzle nor parsed by the database again; drizzle still
 * maps the rows. In a transaction the query is sent on the transaction's connection (inTransaction).
 */
export function preparedQuery<Query>(
  db: DbOrTx,
  name: string,
  make: (db: DbOrTx, name: string) => Query,
): Query {
  if (!('$client' in db)) return inTransaction(db, name, make);
  let byName = preparedByDatabase.get(db);
  if (!byName) {
    byName = new Map();
    preparedByDatabase.set(db, byName);
  }
  const known = byName.get(name) as Query | undefined;
  if (known) return known;
  const query = make(db, name);
  byName.set(name, query);
  return query;
}

/** A query made in a transaction, by name: what it sends and how its rows are read, without the connection. */
const madeInTransactions = new Map<string, object>();

/**
 * A prepared query in a transaction must go out on the transaction's connection, so it cannot be kept like the
 * database's. Building it again for every transaction costs what preparing saves (the settlement's lock was 7%
 * of a donation's time), so the first one made is kept and each later transaction gets a copy on its own
 * connection. drizzle's node-postgres query keeps its connection as `client`; when a made query does not
 * (another drizzle), every transaction makes its own again.
 */
function inTransaction<Query>(tx: DbOrTx, name: string, make: (db: DbOrTx, name: string) => Query): Query {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  const known = madeInTransactions.get(name);
  if (known && client) return Object.assign(Object.create(Object.getPrototypeOf(known)), known, { client });
  const query = make(tx, name);
  if (client && (query as { client?: unknown }).client === client)
    madeInTransactions.set(name, query as object);
  return query;
}

/** What drizzle-orm 0.45's node-postgres prepared query keeps (read by executeNamedByText, guarded). */
interface NodePgPrepared {
  queryString?: unknown;
  queryConfig?: { name?: string };
  rawQueryConfig?: { name?: string };
}

/**
 * Runs a query drizzle has just built with its values (not placeholders) as a named prepared statement whose name
 * is a hash of its text: each connection parses and plans it the first time and then only binds it. For a write
 * whose text is the same on every call but is built from many values (a donation's booking with its ledger rows,
 * totals and receipt, db/alongside.ts): on PGlite the booking took 1.0 ms parsed and planned each time and 0.63 ms
 * named, on PostgreSQL 0.68 and 0.44 (docs/performance-log/2026-11.md). Texts that differ get different names, as
 * node-postgres requires. A drizzle that keeps its statement otherwise runs it unnamed, as before.
 */
export function executeNamedByText<Result>(query: {
  prepare(name: string): { execute(): Promise<Result> };
  execute(): Promise<Result>;
}): Promise<Result> {
  const prepared = query.prepare('by_text');
  const configs = prepared as NodePgPrepared;
  if (typeof configs.queryString !== 'string' || !configs.queryConfig || !configs.rawQueryConfig) {
    return query.execute();
  }
  const name = `by_text_${createHash('sha1').update(configs.queryString).digest('hex').slice(0, 24)}`;
  configs.queryConfig.name = name;
  configs.rawQueryConfig.name = name;
  return prepared.execute();
}

/**
 * A write made once per database and then only executed (preparedQuery): its values are slots, each
 * `prefix_key` for a key of the row. A slot is SQL, so drizzle sends its value as given: slotValues encodes it
 * for its column as drizzle does a value it is given directly (NULL stays NULL; a placeholder drizzle encodes
 * itself would make a JSON null of it, or fail on a null date).
 */
export function slotsOf<Row extends object>(prefix: string, row: Row): { [Key in keyof Row]: SQL } {
  return Object.fromEntries(Object.keys(row).map((key) => [key, slot(`${prefix}_${key}`)])) as {
    [Key in keyof Row]: SQL;
  };
}

/** One value of a statement made once, by name (slotsOf). */
export function slot(name: string): SQL {
  return sql`${sql.placeholder(name)}`;
}

/** The values of a row's slots (slotsOf), encoded for the table's columns. */
export function slotValues(prefix: string, table: Table, row: object): Record<string, unknown> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => {
      const column = columns[key];
      if (!column) throw new Error(`slotValues: ${key} is not a column of the table`);
      return [
        `${prefix}_${key}`,
        value === null || value === undefined ? null : column.mapToDriverValue(value),
      ];
    }),
  );
}

/** A statement's name for one shape of its rows (their keys): each shape is its own statement. */
export function nameForShape(name: string, ...rows: object[]): string {
  const shape = rows.map((row) => Object.keys(row).join(',')).join('|');
  return `${name}_${createHash('sha1').update(shape).digest('hex').slice(0, 12)}`;
}
