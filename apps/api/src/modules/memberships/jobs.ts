import type { ScheduledJob } from '../jobs/service';
import { nextMembershipWork, raiseDueInvoices, remindAndLapse } from './invoices';
import type { MembershipsDeps } from './service';

/**
 * Invoices (raised and charged on each period's date) every ten minutes; reminders and lapses hourly. Both tell
 * /dev/clock when they next have work, so a moved clock stops at each invoice date, reminder and lapse.
 */
export function membershipJobs(deps: MembershipsDeps): ScheduledJob[] {
  return [
    {
      name: 'membership-invoices',
      cron: '*/10 * * * *',
      run: (now) => raiseDueInvoices(deps, now),
      nextDueAt: async () => (await nextMembershipWork(deps)).invoices,
    },
    {
      name: 'membership-reminders',
      cron: '0 * * * *',
      run: (now) => remindAndLapse(deps, now),
      nextDueAt: async () => (await nextMembershipWork(deps)).reminders,
    },
  ];
}
