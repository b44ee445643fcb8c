import type { JobName, JobsOverview, RunJobResponse } from '@tifo/contract';
import { callApi } from './api';
import * as api from './endpoints';

/** The operator's Jobs view (GET /admin/jobs, POST /admin/jobs/run). */
export const jobsKeys = { all: ['jobs'] as const };

export function fetchJobs(signal?: AbortSignal): Promise<JobsOverview> {
  return callApi(api.getAdminJobs, undefined, { signal, auth: true, toast: false });
}

export function runJobNow(name: JobName): Promise<RunJobResponse> {
  return callApi(api.postAdminJobsRun, { name }, { auth: true, toast: false });
}
