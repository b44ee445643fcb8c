import { hostname } from 'node:os';
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobRuns, platformClock } from '../../db/schema-jobs';

export type JobRunRow = typeof jobRuns.$inferSelect;

export async function insertRun(db: DbOrTx, name: string, trigger: string, startedAt: Date): Promise<string> {
  const [row] = await db
    .insert(jobRuns)
    .values({ name, trigger, startedAt, host: hostname() })
    .returning({ id: jobRuns.id });
  return row!.id;
}

/**
 * Runs of this machine still 'running' when a process starts here before any other: their process is gone (a
 * kill, a crash), so they are marked interrupted instead of running for ever in the Jobs view. Answers how many.
 */
export async function markInterruptedRuns(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .update(jobRuns)
    .set({
      status: 'interrupted',
      finishedAt: now,
      error: 'The process stopped during this run; the job runs again when it is next due.',
    })
    .where(and(eq(jobRuns.status, 'running'), or(eq(jobRuns.host, hostname()), isNull(jobRuns.host))))
    .returning({ id: jobRuns.id });
  return rows.length;
}

export async function finishRun(
  db: DbOrTx,
  id: string,
  outcome: { status: 'succeeded' | 'failed'; count: number; error: string | null; finishedAt: Date },
): Promise<void> {
  await db.update(jobRuns).set(outcome).where(eq(jobRuns.id, id));
}

/** Removes a job's runs that started before `before` (the Jobs view keeps a few weeks). */
export async function pruneRuns(db: DbOrTx, name: string, before: Date): Promise<void> {
  await db.delete(jobRuns).where(and(eq(jobRuns.name, name), lt(jobRuns.startedAt, before)));
}

export async function lastRun(db: DbOrTx, name: string): Promise<JobRunRow | undefined> {
  const [row] = await db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.name, name))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1);
  return row;
}

export async function failedRuns(db: DbOrTx, name: string, limit: number): Promise<JobRunRow[]> {
  return db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.name, name), eq(jobRuns.status, 'failed')))
    .orderBy(desc(jobRuns.startedAt))
    .limit(limit);
}

export async function runCounts(db: DbOrTx, name: string): Promise<{ runs: number; failed: number }> {
  const [row] = await db
    .select({
      runs: count(),
      failed: sql<number>`count(*) filter (where ${jobRuns.status} = 'failed')::int`,
    })
    .from(jobRuns)
    .where(eq(jobRuns.name, name));
  return { runs: row?.runs ?? 0, failed: row?.failed ?? 0 };
}

export async function readClockOffset(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ offsetMs: platformClock.offsetMs }).from(platformClock).limit(1);
  return row?.offsetMs ?? 0;
}

export async function saveClockOffset(db: DbOrTx, offsetMs: number): Promise<void> {
  await db
    .insert(platformClock)
    .values({ id: 1, offsetMs })
    // Never backwards, whichever process saves last.
    .onConflictDoUpdate({
      target: platformClock.id,
      set: { offsetMs: sql`greatest(${platformClock.offsetMs}, excluded.offset_ms)`, updatedAt: sql`now()` },
    });
}
