import type { ScheduledJob } from '../jobs/service';
import { reconcilePendingDonations } from './reconcile';
import type { PaymentsDeps } from './service';
import { reconcileTwintPayments } from './twint';

/** A payment is asked about once the provider has had this long to decide on its own. */
const RECONCILE_AFTER_MS = 60_000;

/**
 * Payments the provider did not decide in time (card: no answer, a lost webhook; TWINT: no return, an
 * open transaction) are asked about every five minutes and booked, or marked failed or cancelled.
 */
export function paymentJobs(deps: PaymentsDeps): ScheduledJob[] {
  return [
    {
      name: 'payment-reconciliation',
      cron: '*/5 * * * *',
      async run(now) {
        const counts = await reconcilePendingDonations(deps, RECONCILE_AFTER_MS, now);
        return counts.settled + counts.failed;
      },
    },
    {
      name: 'twint-reconciliation',
      cron: '*/5 * * * *',
      async run(now) {
        const counts = await reconcileTwintPayments(deps, RECONCILE_AFTER_MS, now);
        return counts.settled + counts.cancelled + counts.failed + counts.refunded;
      },
    },
  ];
}
