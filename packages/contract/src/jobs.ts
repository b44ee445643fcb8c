import { z } from 'zod';
import { Confirmation } from './http';
import { KEYS } from './messages';

/**
 * The platform's scheduled jobs (apps/api/src/modules/jobs): each runs on the job library's schedule in one
 * process at a time, and the operator sees them in /admin?tab=jobs.
 */
export const JOB_NAMES = [
  'mail-delivery',
  'payment-reconciliation',
  'twint-reconciliation',
  'subscription-renewals',
  'subscription-reminders',
  'campaign-endings',
  'membership-invoices',
  'membership-reminders',
  'payout-run',
  'fee-invoices',
  'delivery-notices',
  'review-digest',
  'money-notices',
  'money-digest',
  'club-closures',
  'data-retention',
  'annual-certificates',
  'database-maintenance',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** How many failed runs the operator's Jobs view lists per job. */
export const JOB_FAILURES_SHOWN = 5;

export const JobRun = z.object({
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** interrupted: the process stopped during the run (marked at the next start). */
  status: z.enum(['running', 'succeeded', 'failed', 'interrupted']),
  /** Units of work the run handled (mails sent, payments settled, periods charged, …). */
  count: z.int(),
  /** Why a failed run failed (the error's message, never a stack). */
  error: z.string().nullable(),
  /** Who started it: the schedule, the operator's "run now", or /dev/clock. */
  trigger: z.enum(['schedule', 'operator', 'clock']),
});
export type JobRun = z.infer<typeof JobRun>;

export const JobSummary = z.object({
  name: z.enum(JOB_NAMES),
  /** Cron expression of its schedule (UTC). */
  schedule: z.string(),
  lastRun: JobRun.nullable(),
  /** The next time the schedule starts it, by the platform's clock. */
  nextRun: z.string().nullable(),
  runs: z.int(),
  failedRuns: z.int(),
  /** The latest failed runs, newest first. */
  failures: z.array(JobRun),
});
export type JobSummary = z.infer<typeof JobSummary>;

export const JobsOverview = z.object({
  /** The platform's time (moved by /dev/clock outside production). */
  now: z.string(),
  /** Whether this process runs the scheduler (pg-boss workers). */
  running: z.boolean(),
  jobs: z.array(JobSummary),
});
export type JobsOverview = z.infer<typeof JobsOverview>;

export const RunJobRequest = z.object({ name: z.enum(JOB_NAMES, KEYS.jobUnknown) });
export type RunJobRequest = z.infer<typeof RunJobRequest>;

export const RunJobResponse = z.object({ ...Confirmation.shape, jobId: z.string() });
export type RunJobResponse = z.infer<typeof RunJobResponse>;

/** GET /dev/clock: the platform's time. */
export const ClockState = z.object({ now: z.string() });
export type ClockState = z.infer<typeof ClockState>;

/** The furthest one call may move the clock: ten years. */
export const CLOCK_MAX_ADVANCE_DAYS = 3650;

/**
 * POST /dev/clock: move the platform's time forward by whole days or to a later moment, running every job
 * that falls due on the way, in order.
 */
export const AdvanceClockRequest = z
  .object({
    advanceDays: z.number().int().min(1).max(CLOCK_MAX_ADVANCE_DAYS).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((body) => (body.advanceDays === undefined) !== (body.to === undefined), {
    message: KEYS.clockMoveRequired,
  });
export type AdvanceClockRequest = z.infer<typeof AdvanceClockRequest>;

export const AdvanceClockResponse = z.object({
  now: z.string(),
  /** What ran on the way, per job: the units of work done (jobs with nothing to do are left out). */
  ran: z.array(z.object({ job: z.enum(JOB_NAMES), count: z.int() })),
});
export type AdvanceClockResponse = z.infer<typeof AdvanceClockResponse>;
