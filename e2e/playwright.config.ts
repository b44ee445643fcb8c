import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, sharedConfig } from './server';

/** The browser tests (`npm test` in e2e): chromium only, one worker, no retries, no HTML report. */
export default defineConfig({
  ...sharedConfig,
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
