import { confirmation, ENDPOINTS, JOB_FAILURES_SHOWN, type JobRun } from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint-route';
import { operatorGate } from '../auth/operator-gate';
import * as q from '../jobs/queries';
import type { Scheduler } from '../jobs/scheduler';
import type { AppDeps } from '../wiring/deps';

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

    app.route({
      ...routeOf(ENDPOINTS.getAdminJobs),
      handler: async () => {
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
    });

    app.route({
      ...routeOf(ENDPOINTS.postAdminJobsRun),
      handler: async (req, reply) => {
        const jobId = await deps.scheduler.runNow(req.body.name);
        return reply.code(202).send({ ...confirmation('jobQueued'), jobId });
      },
    });
  };
