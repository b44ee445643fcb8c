import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, sharedConfig } from './server';

/** Screenshots for docs/screenshots (`npm run screenshots` in e2e); kept out of the test suite's testDir. */
export default defineConfig({
  ...sharedConfig,
  testDir: './screenshots',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium', launchOptions: CHROMIUM_LAUNCH_OPTIONS },
    },
  ],
});
