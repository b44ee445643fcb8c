import type { ScheduledJob } from '../jobs/service';
import type { AppDeps } from '../wiring/deps';
import { noticeNewDeliveries } from './notices';

/** Every ten minutes, the clubs are told of the orders with delivery paid since (notices.ts). */
export function deliveryJobs(deps: Pick<AppDeps, 'db' | 'config' | 'mailer'>): ScheduledJob[] {
  return [{ name: 'delivery-notices', cron: '*/10 * * * *', run: (now) => noticeNewDeliveries(deps, now) }];
}
