import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteStream } from './pglite-stream';
import * as coreSchema from './schema';
import * as campaignSchema from './schema-campaigns';
import * as clubSchema from './schema-clubs';
import * as discoverySchema from './schema-discovery';
import * as giversSchema from './schema-givers';
import * as invitationSchema from './schema-invitations';
import * as jobSchema from './schema-jobs';
import * as limitSchema from './schema-limits';
import * as linkSchema from './schema-links';
import * as membershipSchema from './schema-memberships';
import * as paymentSchema from './schema-payments';
import * as payoutSchema from './schema-payouts';
import * as supporterSchema from './schema-supporter';

const schema = {
  ...coreSchema,
  ...clubSchema,
  ...paymentSchema,
  ...jobSchema,
  ...membershipSchema,
  ...payoutSchema,
  ...supporterSchema,
  ...limitSchema,
  ...invitationSchema,
  ...discoverySchema,
  ...giversSchema,
  ...linkSchema,
  ...campaignSchema,
};
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The database or an open transaction: queries take either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: a copy of the whole database, to start other instances from (tests). */
  dumpDataDir?: () => Promise<Blob>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; 'memory://' for a throw-away one. */
  pgliteDir?: string;
  /** A dump of a migrated database to start from (tests). */
  pgliteLoadDataDir?: Blob;
  /** PostgreSQL pool size; PGlite always uses one connection (see below). */
  poolSize?: number;
  /** Told of a connection the server ended (restart, failover, pg_terminate_backend); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
}

/**
 * Ends the pool, but never waits more than 5 s: a connection the server ended while it was checked out may
 * never be given back, and a shutdown (or a test's clean-up) must not hang on it.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    pool.end(),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, 5_000);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * A connection that the server ends emits 'error'. The pool listens only on idle connections; one that is
 * checked out (a transaction between two statements, a query in flight) would emit an unhandled 'error'
 * and end the process, so every connection gets a listener of its own. The statement in flight fails (the
 * request answers with an error and its transaction is rolled back by the server), the broken connection
 * is dropped when it is released, and the next request gets a new one.
 */
function keepPoolAlive(pool: pg.Pool, onConnectionError: (error: Error) => void): void {
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
  });
}

/**
 * PostgreSQL when a URL is given, else PGlite spoken to in-process over the Postgres wire protocol, so that the
 * app always talks through `pg` and one code path serves both.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const poolSize = options.poolSize ?? 10;
  const onConnectionError = options.onConnectionError ?? (() => {});
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: poolSize });
    keepPoolAlive(pool, onConnectionError);
    return { db: drizzle(pool, { schema }), pool, kind: 'postgres', close: () => endPool(pool) };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(path.resolve(dir), { recursive: true });
  const pglite = await PGlite.create(
    dir,
    // pg_trgm backs the club search index (migration 0002); PostgreSQL ships it as a contrib extension.
    {
      extensions: { pg_trgm },
      ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
    },
  );
  // One pooled connection: PGlite is one backend session that runs one query at a time, and two connections
  // would share its transaction. The rule that follows is that code holding a transaction never waits for a
  // second connection. The connection is a stream into PGlite in this process, not a socket (pglite-stream.ts).
  // ssl: false, so that a PGSSLMODE in the environment (meant for a PostgreSQL server) leaves the stream alone.
  const pool = new pg.Pool({
    stream: pgliteStream(pglite),
    user: 'postgres',
    database: 'postgres',
    ssl: false,
    max: 1,
  });
  keepPoolAlive(pool, onConnectionError);
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir('none'),
    async close() {
      await endPool(pool);
      await pglite.close();
    },
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder: MIGRATIONS_FOLDER });
}
