import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BackupError, backup, restore } from '../src/db/backup';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { backupSample, tableDigests } from './support/tables';

// The embedded database's backup and restore (issue 17): one file, restored into an empty folder, every table
// as it was. PostgreSQL's (pg_dump / pg_restore) is in test/postgres/backup.test.ts.

async function withDatabase<T>(
  dir: string,
  work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
) {
  const database = await openDatabase({ pgliteDir: dir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

describe('db:backup and db:restore on the embedded database', () => {
  it('backs up, data changes, the backup restores every table as it was; never over data', {
    timeout: 120_000,
  }, async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'tifo-backup-'));
    const dir = path.join(root, 'db');
    const file = path.join(root, 'tifo.tar.gz');
    const before = await withDatabase(dir, async (database) => {
      await migrateDatabase(database);
      await backupSample(database.db);
      return tableDigests(database.pool);
    });
    await backup({ kind: 'pglite', dir }, file);
    expect(existsSync(file)).toBe(true);
    await withDatabase(dir, async (database) => {
      await database.db.delete(users).where(eq(users.email, 'kept@example.ch'));
      expect(await tableDigests(database.pool)).not.toEqual(before);
    });

    const restored = path.join(root, 'restored');
    await restore({ kind: 'pglite', dir: restored }, file);
    const after = await withDatabase(restored, (database) => tableDigests(database.pool));
    expect(Object.keys(after).length).toBeGreaterThan(40);
    expect(after).toEqual(before);

    await expect(restore({ kind: 'pglite', dir }, file)).rejects.toThrow(BackupError);
    await expect(
      restore({ kind: 'pglite', dir: path.join(root, 'other') }, path.join(root, 'missing.tar.gz')),
    ).rejects.toThrow('No backup file at');
  });
});
