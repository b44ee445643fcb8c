import type { JobName } from '@tifo/contract';
import { CronExpressionParser } from 'cron-parser';
import { PgBoss } from 'pg-boss';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { type JobsDeps, type JobTrigger, runJob, type ScheduledJob } from './service';

/**
 * Tifo's jobs on pg-boss (DESIGN §2): queues, cron schedules and workers in the app's own database.
 *
 * pg-boss talks through the app's own connection pool (its `db` executor), not a pool or a PGlite handle
 * of its own: on the embedded database the pool has one connection, so a job's statements queue behind a
 * request's open transaction instead of landing inside it (one PGlite session serves every handle), and
 * on PostgreSQL the pool's reconnection after a dropped connection (db/client.ts) serves the jobs too.
 *
 * Every queue has the 'stately' policy: at most one job of a kind waits and one runs, across all processes
 * (claimed with SKIP LOCKED); a schedule that fires while a run is still going adds nothing. A run whose
 * process died (kill -9) stops sending heartbeats and is retried after HEARTBEAT_SECONDS; the job itself
 * is idempotent, so a repeated run does no harm twice.
 */
const HEARTBEAT_SECONDS = 30;
const RETRY_LIMIT = 3;
const POLLING_SECONDS = 2;

export interface Scheduler {
  readonly jobs: readonly ScheduledJob[];
  readonly running: boolean;
  job(name: JobName): ScheduledJob;
  /** Starts pg-boss: its schema, a queue, a schedule and a worker per job. */
  start(): Promise<void>;
  /** Queues a run now (the operator's "run now"); one process picks it up. */
  runNow(name: JobName): Promise<string>;
  /** The next time the schedule starts a job, after `from`. */
  nextScheduledRun(job: ScheduledJob, from: Date): Date | null;
  stop(): Promise<void>;
}

const START_TRIES = 5;

/**
 * Starts pg-boss on the app's pool. Processes that start together on a new database race to install its schema,
 * and pg-boss gives up at once when the loser's CREATE SCHEMA meets the winner's (a unique violation in
 * pg_namespace): the loser tries again a moment later and finds the schema installed.
 */
async function startPgBoss(database: Database, deps: JobsDeps): Promise<PgBoss> {
  for (let attempt = 1; ; attempt += 1) {
    const instance = new PgBoss({
      db: { executeSql: (text, values) => database.pool.query(text, values as unknown[] | undefined) },
      backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
      application_name: 'tifo-jobs',
    });
    instance.on('error', (error) => deps.log.error({ err: error }, 'job scheduler error'));
    try {
      await instance.start();
      return instance;
    } catch (error) {
      await instance.stop({ graceful: false, close: false }).catch(() => {});
      if (attempt >= START_TRIES) throw error;
      deps.log.warn({ err: error, attempt }, 'job scheduler did not start; trying again');
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

export function createScheduler(
  database: Database,
  deps: JobsDeps,
  jobs: readonly ScheduledJob[],
): Scheduler {
  let boss: PgBoss | undefined;
  const byName = new Map(jobs.map((job) => [job.name, job]));

  return {
    jobs,
    get running() {
      return boss !== undefined;
    },
    job(name) {
      const found = byName.get(name);
      if (!found) throw new AppError('not_found', 'jobUnknown');
      return found;
    },
    async start() {
      if (boss) return;
      const instance = await startPgBoss(database, deps);
      for (const job of jobs) {
        await instance.createQueue(job.name, {
          policy: 'stately',
          retryLimit: RETRY_LIMIT,
          retryDelay: 30,
          retryBackoff: true,
          heartbeatSeconds: HEARTBEAT_SECONDS,
          expireInSeconds: 15 * 60,
        });
        await instance.schedule(job.name, job.cron, { trigger: 'schedule' satisfies JobTrigger });
        await instance.work<{ trigger?: JobTrigger }>(
          job.name,
          { pollingIntervalSeconds: POLLING_SECONDS },
          async ([claimed]) => {
            await runJob(deps, job, claimed?.data?.trigger ?? 'schedule');
          },
        );
      }
      boss = instance;
    },
    async runNow(name) {
      const job = this.job(name);
      if (!boss) throw new AppError('unavailable', 'jobsNotRunning');
      const id = await boss.send(job.name, { trigger: 'operator' satisfies JobTrigger });
      // 'stately': a run already waiting is the run the operator asked for.
      if (id) return id;
      const waiting = await boss.findJobs(job.name, { queued: true, limit: 1 });
      return waiting[0]?.id ?? '';
    },
    nextScheduledRun(job, from) {
      try {
        return CronExpressionParser.parse(job.cron, { currentDate: from, tz: 'UTC' }).next().toDate();
      } catch {
        return null;
      }
    },
    async stop() {
      const instance = boss;
      boss = undefined;
      await instance?.stop({ graceful: true, timeout: 10_000, close: false });
    },
  };
}
