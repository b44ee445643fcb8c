import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { primaryId, timestamptz } from './columns';

/*
 * The scheduler (issue 12): its runs, and the development clock.
 */

/**
 * One run of a scheduled job (modules/jobs): when it started and ended by the platform's clock, what started
 * it, how many units of work it did, or why it failed. The operator's Jobs view reads it; runs older than
 * the retention are removed as new ones are recorded.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: primaryId(),
    name: text('name').notNull(),
    /** schedule (pg-boss cron), operator ("run now") or clock (/dev/clock). */
    trigger: text('trigger').notNull(),
    /**
     * running → succeeded or failed; a run cut off by a stopped process (kill -9, a crash) is marked interrupted
     * at the next start of a process on its host (jobs/service.ts markInterruptedRuns).
     */
    status: text('status').notNull().default('running'),
    /** The machine whose process ran it (os.hostname()): a start marks only its own machine's cut-off runs. */
    host: text('host'),
    count: integer('count').notNull().default(0),
    error: text('error'),
    startedAt: timestamptz('started_at').notNull(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [index('job_runs_name_started_idx').on(table.name, table.startedAt)],
);

/**
 * Development and tests only: how far /dev/clock has moved the platform's time ahead of the real time, kept
 * so that a restart does not turn the time back. One row (id 1). Production never reads it.
 */
export const platformClock = pgTable('platform_clock', {
  id: integer('id').primaryKey().default(1),
  offsetMs: doublePrecision('offset_ms').notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
