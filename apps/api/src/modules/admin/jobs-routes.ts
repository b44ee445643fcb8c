import {
  ErrorBody,
  JOB_FAILURES_SHOWN,
  type JobRun,
  JobsOverview,
  MESSAGES,
  RunJobRequest,
  RunJobResponse,
} from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorGate } from '../auth/operator-gate';
import * as q from '../jobs/queries';
import type { Scheduler } from '../jobs/scheduler';
import type { AppDeps } from '../wiring/deps';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 503: ErrorBody };

function presentRun(row: q.JobRunRow): JobRun {
  return {
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    status: row.status as JobRun['status'],
    count: row.count,
    error: row.error,
    trigger: row.trigger as JobRun['trigger'],
  };
}

/** The operator's Jobs view (/admin?tab=jobs): ROLE_ADMIN only. */
export const jobRoutes = (deps: AppDeps & { scheduler: Scheduler }): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.addHook('preValidation', operatorGate(deps).preValidation);

    app.get(
      '/admin/jobs',
      {
        schema: {
          tags,
          security,
          summary: 'Every scheduled job: its schedule, last and next run, and its latest failures',
          response: { 200: JobsOverview, ...errors },
        },
      },
      async () => {
        const now = deps.clock.now();
        const jobs = await Promise.all(
          deps.scheduler.jobs.map(async (job) => {
            const [last, failures, counts] = await Promise.all([
              q.lastRun(deps.db, job.name),
              q.failedRuns(deps.db, job.name, JOB_FAILURES_SHOWN),
              q.runCounts(deps.db, job.name),
            ]);
            return {
              name: job.name,
              schedule: job.cron,
              lastRun: last ? presentRun(last) : null,
              nextRun: deps.scheduler.nextScheduledRun(job, now)?.toISOString() ?? null,
              runs: counts.runs,
              failedRuns: counts.failed,
              failures: failures.map(presentRun),
            };
          }),
        );
        return { now: now.toISOString(), running: deps.scheduler.running, jobs };
      },
    );

    app.post(
      '/admin/jobs/run',
      {
        schema: {
          tags,
          security,
          summary: 'Run a job now: it is queued and one process runs it in a moment',
          body: RunJobRequest,
          response: { 202: RunJobResponse, ...errors },
        },
      },
      async (req, reply) => {
        const jobId = await deps.scheduler.runNow(req.body.name);
        return reply.code(202).send({ message: MESSAGES.jobQueued, jobId });
      },
    );
  };
