// @database: jobs and the outbox claimed by several workers (SKIP LOCKED, the job queue); run on PostgreSQL too (vitest.config.ts).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../src/modules/admin/operators';
import { useTestApp } from './helpers';
import { donor } from './payments.helpers';

const t = useTestApp();
let operatorToken: string;

beforeAll(async () => {
  const operator = await donor(t, 'operator');
  await createOperator(t.db, { email: operator.email });
  operatorToken = operator.token;
});

const job = () => t.app.scheduler.job('database-maintenance');

async function probeSize(): Promise<number> {
  const result = await t.db.execute<{ size: number }>(
    sql`select pg_relation_size('maintenance_probe')::int as size`,
  );
  return Number(result.rows[0]?.size);
}

/** Manual vacuums per table (autovacuum's own are counted apart, in autovacuum_count). */
async function vacuumCounts(): Promise<Map<string, number>> {
  const result = await t.db.execute<{ name: string; vacuums: number }>(sql`
    select schemaname || '.' || relname as name, vacuum_count::int as vacuums from pg_stat_user_tables`);
  return new Map(result.rows.map((row) => [row.name, Number(row.vacuums)]));
}

describe('the database-maintenance job', () => {
  it('on the embedded database vacuums and analyses every table, so the space of deleted rows is used again; on PostgreSQL it leaves that to autovacuum', async () => {
    await t.db.execute(sql`create table maintenance_probe (id int, pad text)`);
    const fill = sql`insert into maintenance_probe select g, repeat('x', 200) from generate_series(1, 5000) g`;
    await t.db.execute(fill);
    const filled = await probeSize();
    // Without a vacuum between a delete and the next rows, the embedded database (no autovacuum) puts the new
    // rows after the deleted ones: the table doubles.
    await t.db.execute(sql`delete from maintenance_probe`);
    await t.db.execute(fill);
    const unvacuumed = await probeSize();
    await t.db.execute(sql`truncate maintenance_probe`);
    await t.db.execute(fill);
    expect(await probeSize()).toBe(filled);

    await t.db.execute(sql`delete from maintenance_probe`);
    const done = await job().run(new Date());
    await t.db.execute(fill);
    const counts = await vacuumCounts();

    if (t.database.kind === 'pglite') {
      expect(unvacuumed).toBeGreaterThan(filled * 1.8);
      // Every table there is (the app's, the migrations', the job library's once it runs, and this test's).
      expect(done).toBe(counts.size);
      for (const table of [
        'public.clubs',
        'public.donations',
        'public.club_places',
        'public.maintenance_probe',
      ])
        expect(counts.get(table), table).toBeGreaterThanOrEqual(1);
      expect([...counts].filter(([, vacuums]) => vacuums < 1)).toEqual([]);
      // After the job the new rows went where the deleted ones were: the table did not grow.
      expect(await probeSize()).toBe(filled);
    } else {
      expect(done).toBe(0);
      expect(counts.get('public.maintenance_probe')).toBe(0);
    }
  });

  it('runs nightly on the real time: /dev/clock does not run it at its stops, the operator sees it', async () => {
    const moved = await t.post('/dev/clock', { advanceDays: 2 });
    expect(moved.status).toBe(200);
    const overview = await t.get('/api/admin/jobs', operatorToken);
    const maintenance = overview.body.jobs.find(
      (row: { name: string }) => row.name === 'database-maintenance',
    );
    expect(maintenance).toMatchObject({ schedule: '45 3 * * *', lastRun: null, runs: 0 });
    const mail = overview.body.jobs.find((row: { name: string }) => row.name === 'mail-delivery');
    expect(mail.lastRun).toMatchObject({ trigger: 'clock' });
  });
});
