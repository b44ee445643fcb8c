import type { JobName, JobsOverview, RunJobResponse } from '@tifo/contract';
import { apiRequest } from './api';

/** The operator's Jobs view (GET /admin/jobs, POST /admin/jobs/run). */
export const jobsKeys = { all: ['jobs'] as const };

export function fetchJobs(signal?: AbortSignal): Promise<JobsOverview> {
  return apiRequest<JobsOverview>('/admin/jobs', { method: 'GET', signal, auth: true, toast: false });
}

export function runJobNow(name: JobName): Promise<RunJobResponse> {
  return apiRequest<RunJobResponse>('/admin/jobs/run', {
    method: 'POST',
    body: { name },
    auth: true,
    toast: false,
  });
}
