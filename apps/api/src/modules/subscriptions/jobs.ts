import type { ScheduledJob } from '../jobs/service';
import { nextSubscriptionWork, remindUpcomingCharges, renewDueSubscriptions } from './renewals';
import type { SubscriptionsDeps } from './service';

/**
 * Renewals (charges, retries, confirmations that did not come) every ten minutes, reminders hourly. Both tell
 * /dev/clock when they next have work, so a moved clock stops at each charge date on its way.
 */
export function subscriptionJobs(deps: SubscriptionsDeps): ScheduledJob[] {
  return [
    {
      name: 'subscription-renewals',
      cron: '*/10 * * * *',
      run: (now) => renewDueSubscriptions(deps, now),
      nextDueAt: async () => (await nextSubscriptionWork(deps)).renewals,
    },
    {
      name: 'subscription-reminders',
      cron: '0 * * * *',
      run: (now) => remindUpcomingCharges(deps, now),
      nextDueAt: async () => (await nextSubscriptionWork(deps)).reminders,
    },
  ];
}
