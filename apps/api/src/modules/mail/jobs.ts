import type { ScheduledJob } from '../jobs/service';
import type { Mailer } from './service';

/**
 * Mails are handed to the transport right after the request that wrote them commits; this job delivers
 * what that missed (a transport that was down, a process that stopped in between) and retries failures.
 */
export function mailJobs(mailer: Mailer): ScheduledJob[] {
  return [{ name: 'mail-delivery', cron: '* * * * *', run: () => mailer.deliverPendingOrFail() }];
}
