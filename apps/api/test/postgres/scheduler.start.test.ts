import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, startTestApp } from '../helpers';

// PostgreSQL only: processes that start together on a new database race to install pg-boss's schema (found by
// the two-process renewal test in CI: the loser's CREATE SCHEMA met the winner's and the process ended).
describe('the job scheduler starting while another process installs its schema', () => {
  it('tries again and runs instead of ending the process', { timeout: 60_000 }, async () => {
    const database = await openTestDatabase();
    const t = await startTestApp({ database });
    // "Another process" is creating the schema in a transaction it has not committed yet.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('CREATE SCHEMA pgboss');
      const starting = t.app.scheduler.start();
      // Our CREATE SCHEMA waits for theirs; when they commit, ours meets the existing schema.
      await new Promise((resolve) => setTimeout(resolve, 700));
      await other.query('COMMIT');
      await starting;
      expect(t.app.scheduler.running).toBe(true);
      expect((await t.app.scheduler.runNow('mail-delivery')).length).toBeGreaterThan(0);
    } finally {
      await other.end();
      await t.app.close();
      await database.close();
    }
  });
});
