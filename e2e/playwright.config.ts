import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, E2E_WORKERS, FIRST_PORT, sharedConfig, webServerOn } from './server';

/**
 * The browser tests (`npm test` in e2e): chromium only, no retries, no HTML report. E2E_WORKERS workers (default
 * 2), each with its own app (server.ts): the tests mostly wait on the browser and the app, so two halve the
 * step's time on two cores (docs/decisions/035). Within a worker, files run one after another in name order.
 */
export default defineConfig({
  ...sharedConfig,
  workers: E2E_WORKERS,
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => webServerOn(FIRST_PORT + index)),
  testDir: './tests',
  // A guard for a hung test, not a measure: each step still waits at most expect's 10 s. The checkout journeys (log
  // in, pay, read the mailbox, log in again as the operator) took up to 28.2 s of 30 in a CI run on a slow day
  // (2026-11-28), and one failed on its timeout in a run beside a profiler; the longer journeys set their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium', launchOptions: CHROMIUM_LAUNCH_OPTIONS },
    },
  ],
});
