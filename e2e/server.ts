import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * The port and URL of the app under test; PUBLIC_URL must equal the URL the browser uses (mail links).
 * E2E_PORT moves it, so that two checkouts on one machine can run their browser tests at the same time.
 */
export const PORT = Number(process.env.E2E_PORT ?? 3199);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Debian's chromium; Playwright's own browser download is not used. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Variables that would take the app away from what the browser tests need: DATABASE_URL (the tests always
 * run on a fresh embedded PGlite) and SMTP_URL (mails must stay in the outbox shown at /dev/mailbox).
 */
const DROPPED_VARIABLES = ['DATABASE_URL', 'SMTP_URL'] as const;

function serverEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !(DROPPED_VARIABLES as readonly string[]).includes(name)) env[name] = value;
  }
  return {
    ...env,
    PORT: String(PORT),
    DATA_DIR: 'tmp/e2e-data',
    PUBLIC_URL: BASE_URL,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    RATE_LIMIT_LOGIN_PER_IP: '10000',
    RATE_LIMIT_LOGIN_PER_EMAIL: '10000',
    RATE_LIMIT_ACCOUNT_PER_IP: '10000',
  };
}

/**
 * The API serving the built web app, started from the repository root on a fresh data folder (tmp/ is
 * git-ignored). Playwright merges process.env into the `env` given here, so leaving a variable out is not
 * enough: the command unsets the dropped variables itself.
 */
export const webServer: NonNullable<PlaywrightTestConfig['webServer']> = {
  command: `unset ${DROPPED_VARIABLES.join(' ')}; rm -rf tmp/e2e-data && node --import tsx apps/api/src/main.ts`,
  cwd: '..',
  env: serverEnv(),
  url: `${BASE_URL}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore',
  stderr: 'pipe',
  gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
};

/** Settings both configurations (tests and screenshots) share. */
export const sharedConfig = {
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  webServer,
  use: {
    baseURL: BASE_URL,
    locale: 'de-CH',
    timezoneId: 'Europe/Zurich',
    trace: 'off',
    screenshot: 'off',
    video: 'off',
  },
} satisfies PlaywrightTestConfig;
