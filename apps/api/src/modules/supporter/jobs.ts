import type { ScheduledJob } from '../jobs/service';
import type { AppDeps } from '../wiring/deps';
import { mailAnnualCertificates } from './certificate';
import { applyRetention } from './retention';

/**
 * The supporter's jobs: the retention job nightly (02:30 UTC) and the annual certificates every morning in
 * January (07:00 UTC; each supporter once, so a missed morning is caught up the next).
 */
export function supporterJobs(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'mailer' | 'storage'>,
): ScheduledJob[] {
  return [
    {
      name: 'data-retention',
      cron: '30 2 * * *',
      // On the real time, not the platform's: the rows it removes are stamped by the database's clock, and a
      // platform clock moved forward (development, tests) must not age them.
      run: async () => {
        const removed = await applyRetention(deps.db, new Date(), deps.storage);
        return Object.values(removed).reduce((sum, count) => sum + count, 0);
      },
    },
    {
      name: 'annual-certificates',
      cron: '0 7 * 1 *',
      run: (now) => mailAnnualCertificates(deps, now),
    },
  ];
}
