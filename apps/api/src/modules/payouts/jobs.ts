import { addSwissDays, swissIsoDay } from '../../platform/swiss-dates';
import type { ScheduledJob } from '../jobs/service';
import { issueFeeInvoices } from './fee-invoices';
import * as q from './queries';
import { type PayoutsDeps, scheduledPayouts, scheduleOf } from './run';
import { nextRunDay } from './schedule';

/** The hour (UTC) of the daily payout job: early morning in Switzerland. */
const RUN_HOUR_UTC = 5;

/**
 * The payout run, daily at 05:00 UTC: it finishes runs a stopped process left unfinished and, on a run day,
 * makes that day's run. /dev/clock stops at the next run day's job time.
 */
export function payoutJobs(deps: PayoutsDeps): ScheduledJob[] {
  return [
    {
      name: 'payout-run',
      cron: `0 ${RUN_HOUR_UTC} * * *`,
      run: (now) => scheduledPayouts(deps, now),
      nextDueAt: async () => {
        const now = deps.clock.now();
        if ((await q.unfinishedRuns(deps.db)).length > 0) return now;
        let day = nextRunDay(swissIsoDay(now), scheduleOf(deps));
        const jobTime = (d: string) => new Date(`${d}T${String(RUN_HOUR_UTC).padStart(2, '0')}:00:00Z`);
        const done = await q.runOfDay(deps.db, day);
        if (done || jobTime(day) < now) day = nextRunDay(addSwissDays(day, 1), scheduleOf(deps));
        return jobTime(day);
      },
    },
    {
      // The month before's fee invoices, on the first morning of a month (daily, so a missed morning is caught up).
      name: 'fee-invoices',
      cron: '0 6 * * *',
      run: (now) => issueFeeInvoices(deps, now),
    },
  ];
}
