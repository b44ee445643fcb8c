import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
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
}

/**
 * PostgreSQL when a URL is given, else PGlite served in-process over the Postgres wire protocol, so that the
 * app always talks through `pg` and one code path serves both.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const poolSize = options.poolSize ?? 10;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: poolSize });
    // An idle client whose connection the server ends (restart, failover, a dropped test database) is
    // removed by the pool; without a listener its 'error' event would crash the process.
    pool.on('error', () => {});
    return { db: drizzle(pool, { schema }), pool, kind: 'postgres', close: () => pool.end() };
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
  // One pooled connection: pglite-socket 0.2.17 interleaves the extended-protocol messages of concurrent
  // connections (electric-sql/pglite#1046: 'unnamed prepared statement does not exist', wrong answers under
  // load). PGlite runs one query at a time anyway, so one connection costs little; the rule that follows is
  // that code holding a transaction never waits for a second connection.
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 2 });
  await server.start();
  const pool = new pg.Pool({
    connectionString: `postgres://postgres@${server.getServerConn()}/postgres`,
    max: 1,
  });
  // An idle pooled connection that the embedded server drops must not crash the process.
  pool.on('error', () => {});
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir('none'),
    async close() {
      await pool.end();
      await server.stop();
      await pglite.close();
    },
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder: MIGRATIONS_FOLDER });
}
