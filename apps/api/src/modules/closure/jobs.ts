import type { ScheduledJob } from '../jobs/service';
import type { AppDeps } from '../wiring/deps';
import { nextClosure } from './queries';
import { closeDueClubs } from './service';

/** Hourly: organisations whose 30 days of notice are over close (service.ts closeDueClubs). */
export function closureJobs(deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'clock'>): ScheduledJob[] {
  return [
    {
      name: 'club-closures',
      cron: '5 * * * *',
      run: (now) => closeDueClubs(deps, now),
      nextDueAt: () => nextClosure(deps.db),
    },
  ];
}
