import type { ScheduledJob } from '../jobs/service';
import { endCampaigns, nextCampaignWork } from './endings';
import type { CampaignsDeps } from './service';

/**
 * The end of campaigns every ten minutes (decisions, then the charges of funded ones). It tells /dev/clock when it
 * next has work, so a moved clock stops at each campaign's end and each retry on its way.
 */
export function campaignJobs(deps: CampaignsDeps): ScheduledJob[] {
  return [
    {
      name: 'campaign-endings',
      cron: '*/10 * * * *',
      run: (now) => endCampaigns(deps, now),
      nextDueAt: () => nextCampaignWork(deps),
    },
  ];
}
