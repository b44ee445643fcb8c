import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, backup, restore } from '../../src/db/backup';
import { openDatabase } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { openTestDatabase, type TestDatabase } from '../helpers';
import { databaseUrl, onServer } from '../support/server-admin';
import { backupSample, tableDigests } from '../support/tables';

// PostgreSQL only (test/postgres/): `npm run db:backup` writes pg_dump's custom format, `npm run db:restore`
// restores it with pg_restore into an empty database, every table as it was (issue 17).

let database: TestDatabase;
let sourceUrl: string;
const restoredName = `tifo_restored_${process.pid}`;
const serverUrl = process.env.DATABASE_URL ?? '';
const urlOf = (name: string) => databaseUrl(serverUrl, name);
const admin = (statement: string) => onServer(serverUrl, statement);

beforeAll(async () => {
  database = await openTestDatabase();
  sourceUrl = database.url!;
  await admin(`CREATE DATABASE ${restoredName}`);
});
afterAll(async () => {
  await database.close();
  await admin(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
});

describe('db:backup and db:restore on PostgreSQL', () => {
  it('pg_dump, data changes, pg_restore into an empty database gives every table as it was', {
    timeout: 120_000,
  }, async () => {
    await backupSample(database.db);
    const before = await tableDigests(database.pool);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tifo-pg-backup-')), 'tifo.dump');
    await backup({ kind: 'postgres', url: sourceUrl }, file);
    await database.db.delete(users).where(eq(users.email, 'kept@example.ch'));
    expect(await tableDigests(database.pool)).not.toEqual(before);

    await restore({ kind: 'postgres', url: urlOf(restoredName) }, file);
    const restored = await openDatabase({ databaseUrl: urlOf(restoredName), poolSize: 2 });
    try {
      const after = await tableDigests(restored.pool);
      expect(Object.keys(after).length).toBeGreaterThan(40);
      expect(after).toEqual(before);
    } finally {
      await restored.close();
    }
    // Never over data: the source database is not empty.
    await expect(restore({ kind: 'postgres', url: sourceUrl }, file)).rejects.toThrow(BackupError);
  });
});
