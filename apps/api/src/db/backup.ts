import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/*
 * Backup and restore (issue 17; docs/OPERATIONS.md). One file either way:
 * - PostgreSQL: `pg_dump --format=custom` and `pg_restore` (PostgreSQL's client tools on the PATH);
 * - the embedded database: PGlite's dump of its data folder (a gzipped tar). Tifo must be stopped first: the
 *   folder belongs to one process at a time.
 * A restore goes into an empty database (PostgreSQL: no table in the public schema; PGlite: an empty or absent
 * folder), never over data.
 */

const run = promisify(execFile);

export type BackupTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };

export class BackupError extends Error {}

async function pgliteAt(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(dir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

export async function backup(target: BackupTarget, file: string): Promise<void> {
  if (target.kind === 'postgres') {
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', file, '--dbname', target.url]);
    return;
  }
  if (!existsSync(target.dir)) throw new BackupError(`No embedded database at ${target.dir}`);
  const db = await pgliteAt(target.dir);
  try {
    const dump = await db.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

export async function restore(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}`);
  if (target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'",
      );
      if (Number(rows[0]?.n) > 0) throw new BackupError('The database is not empty: restore into a new one');
    } finally {
      await client.end();
    }
    await run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', target.url, file]);
    return;
  }
  if (existsSync(target.dir) && readdirSync(target.dir).length > 0) {
    throw new BackupError(`${target.dir} is not empty: restore into a new folder`);
  }
  const dump = new Blob([await readFile(file)], { type: 'application/x-gzip' });
  const db = await pgliteAt(target.dir, dump);
  await db.close();
}
