import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, E2E_WORKERS, FIRST_PORT, sharedConfig, webServerOn } from './server';

/**
 * The browser tests (`npm test` in e2e): chromium only, no retries, no HTML report. E2E_WORKERS workers (default
 * 2), each with its own app (server.ts): the tests mostly wait on the browser and the app, so two halve the
 * step's time on two cores (docs/DECISIONS.md). Within a worker, files run one after another in name order.
 */
export default defineConfig({
  ...sharedConfig,
  workers: E2E_WORKERS,
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => webServerOn(FIRST_PORT + index)),
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium', launchOptions: CHROMIUM_LAUNCH_OPTIONS },
    },
  ],
});
