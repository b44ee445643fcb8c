import type pg from 'pg';
import type { DbOrTx } from '../../src/db/client';
import { createUser } from '../../src/modules/users/provision';
import { createClub } from '../../src/seed/factories';

/** Every table of the public schema with its row count and a digest of its rows (to compare two databases). */
export async function tableDigests(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await pool.query<{ n: string; digest: string }>(
      `SELECT count(*) AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
    );
    digests[name] = `${rows[0]?.n}:${rows[0]?.digest}`;
  }
  return digests;
}

/** A user (kept@example.ch) and a club: data for a backup to keep. */
export async function backupSample(db: DbOrTx): Promise<void> {
  await createUser(db, { email: 'kept@example.ch', password: 'Sicher!Pass1', verified: true });
  await createClub(db, {
    name: 'FC Backup',
    shortName: 'fc-backup',
    email: 'club@example.ch',
    address1: 'Seestrasse 1',
    postalCode: '8001',
    city: 'Zürich',
    contactNumber: '+41441234567',
  });
}
