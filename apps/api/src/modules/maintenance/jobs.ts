import type { Database } from '../../db/client';
import type { ScheduledJob } from '../jobs/service';
import { maintainDatabase } from './service';

/**
 * The embedded database's nightly maintenance (03:45 UTC, after the retention job has deleted what it keeps
 * only for a while). On the real time only: the platform's clock moved by /dev/clock does not run it at its
 * stops (a vacuum of every table at each stop would only slow the walk down).
 */
export function maintenanceJobs(database: Pick<Database, 'kind' | 'pool'>): ScheduledJob[] {
  return [
    {
      name: 'database-maintenance',
      cron: '45 3 * * *',
      onClock: false,
      run: () => maintainDatabase(database),
    },
  ];
}
