import type { JobName } from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Clock, MovableClock } from '../../platform/clock';
import * as q from './queries';

/**
 * A scheduled job of the platform. Its `run` is a plain service function that can run twice at once without
 * harm (CONVENTIONS §13): it finds what is due with row locks and books each unit of work under a unique key.
 */
export interface ScheduledJob {
  name: JobName;
  /** Cron expression (UTC) on which the job library starts it. */
  cron: string;
  /** Does what is due at `now`; answers how many units of work it did. */
  run(now: Date): Promise<number>;
  /**
   * The earliest moment at which this job has work (the next charge date, a retry, a reminder), or null:
   * /dev/clock stops there on its way, so that what falls due runs at its own time and in order.
   */
  nextDueAt?(): Promise<Date | null>;
  /**
   * false for a job that only the real time runs: /dev/clock does not run it at its stops (its work does not
   * depend on the platform's time, and running it at every stop would only slow the walk down).
   */
  onClock?: false;
}

export type JobTrigger = 'schedule' | 'operator' | 'clock';

export interface JobsDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Runs are kept this long for the Jobs view. */
const RUN_RETENTION_MS = 14 * 24 * 3_600_000;

/** Runs a job once, recording the run (start, end, count, error) for the operator's Jobs view. */
/** At the start of the first process on a machine: its runs a stopped process left 'running' are interrupted. */
export async function markInterruptedRuns(db: JobsDeps['db'], now: Date): Promise<number> {
  return q.markInterruptedRuns(db, now);
}

export async function runJob(deps: JobsDeps, job: ScheduledJob, trigger: JobTrigger): Promise<number> {
  const startedAt = deps.clock.now();
  const runId = await q.insertRun(deps.db, job.name, trigger, startedAt);
  try {
    const count = await job.run(startedAt);
    await q.finishRun(deps.db, runId, {
      status: 'succeeded',
      count,
      error: null,
      finishedAt: deps.clock.now(),
    });
    await q.pruneRuns(deps.db, job.name, new Date(startedAt.getTime() - RUN_RETENTION_MS));
    return count;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.error({ err: error, job: job.name, trigger }, 'job failed');
    await q
      .finishRun(deps.db, runId, { status: 'failed', count: 0, error: message, finishedAt: deps.clock.now() })
      .catch(() => {});
    throw error;
  }
}

/** At most this many stops on one move of the clock (a year of daily due dates with room to spare). */
const MAX_CLOCK_STOPS = 2000;

/**
 * Moves the platform's time forward to `target` (development and tests), stopping at every moment on the
 * way at which a job has work, and running the jobs there; answers when all of it is done.
 */
export async function advanceClock(
  deps: JobsDeps & { clock: MovableClock },
  jobs: readonly ScheduledJob[],
  target: Date,
): Promise<{ now: Date; ran: Map<JobName, number> }> {
  if (target.getTime() < deps.clock.now().getTime()) {
    throw new AppError('validation', 'clockBackwards', { fields: { to: 'clockBackwards' } });
  }
  const ran = new Map<JobName, number>();
  const runAll = async () => {
    let done = 0;
    for (const job of jobs) {
      if (job.onClock === false) continue;
      const count = await runJob(deps, job, 'clock');
      if (count > 0) ran.set(job.name, (ran.get(job.name) ?? 0) + count);
      done += count;
    }
    return done;
  };

  // The clock stops at each moment at which a job has work, earliest first, and runs the jobs there. A job
  // reports work that is already due too (real time runs on between stops): the jobs then run again at the
  // current time. A stop where nothing was done and the earliest work did not move ends the walk (a job
  // that cannot make progress now), so it always ends.
  let previous: { next: number; done: number } | undefined;
  for (let stop = 0; stop < MAX_CLOCK_STOPS; stop += 1) {
    const dues = await Promise.all(jobs.map((job) => job.nextDueAt?.() ?? Promise.resolve(null)));
    const next = dues
      .filter((due): due is Date => due !== null)
      .reduce<Date | null>((earliest, due) => (earliest === null || due < earliest ? due : earliest), null);
    if (next === null || next > target) break;
    if (previous && previous.done === 0 && next.getTime() <= previous.next) break;
    if (next > deps.clock.now()) deps.clock.moveTo(next);
    // Saved before the jobs run there: a process killed during the move starts again at least here, never
    // before a time whose jobs already ran (issue 45).
    await q.saveClockOffset(deps.db, deps.clock.offset);
    previous = { next: next.getTime(), done: await runAll() };
  }
  deps.clock.moveTo(target);
  await q.saveClockOffset(deps.db, deps.clock.offset);
  await runAll();
  return { now: deps.clock.now(), ran };
}
