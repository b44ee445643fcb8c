import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * The browser tests run in E2E_WORKERS workers (default 2), each against its own app: its own port, data folder
 * and embedded database, so that no test sees another worker's changes (the demo supporter's deletion, say).
 * Worker n (Playwright's TEST_PARALLEL_INDEX, stable across a worker's restarts) talks to E2E_PORT + n.
 * E2E_PORT (default 3199) moves them all, so that two checkouts on one machine can run their tests at once.
 * PUBLIC_URL of each app equals the URL its browser uses (mail links).
 */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** This worker's app (in the runner process, the first one). */
export const PORT = FIRST_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const BASE_URL = appUrl(PORT);

function appUrl(port: number): string {
  return `http://127.0.0.1:${port}`;
}

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

function serverEnv(port: number): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !(DROPPED_VARIABLES as readonly string[]).includes(name)) env[name] = value;
  }
  return {
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir(port),
    PUBLIC_URL: appUrl(port),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    RATE_LIMIT_LOGIN_PER_IP: '10000',
    RATE_LIMIT_LOGIN_PER_EMAIL: '10000',
    RATE_LIMIT_ACCOUNT_PER_IP: '10000',
  };
}

function dataDir(port: number): string {
  return `tmp/e2e-data-${port}`;
}

/**
 * The API serving the built web app on `port`, started from the repository root on a fresh data folder (tmp/
 * is git-ignored). Playwright merges process.env into the `env` given here, so leaving a variable out is not
 * enough: the command unsets the dropped variables itself.
 */
export function webServerOn(port: number): WebServer {
  return {
    command: `unset ${DROPPED_VARIABLES.join(' ')}; rm -rf ${dataDir(port)} && node --import tsx apps/api/src/main.ts`,
    cwd: '..',
    env: serverEnv(port),
    url: `${appUrl(port)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  };
}

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

/** Settings both configurations (tests and screenshots) share. */
export const sharedConfig = {
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  webServer: webServerOn(FIRST_PORT),
  use: {
    baseURL: BASE_URL,
    locale: 'de-CH',
    timezoneId: 'Europe/Zurich',
    trace: 'off',
    screenshot: 'off',
    video: 'off',
  },
} satisfies PlaywrightTestConfig;
