import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** API tests whose outcome does not depend on the database engine: run once, on PGlite. */
const PGLITE_ONLY = [
  'apps/api/src/**/*.test.ts',
  'apps/api/test/*.fuzz.test.ts',
  'apps/api/test/config.test.ts',
  'apps/api/test/runtime.test.ts',
  'apps/api/test/organisations.crypto.test.ts',
  'apps/api/test/files.storage.test.ts',
  'apps/api/test/translation.test.ts',
  'apps/api/test/openapi.test.ts',
  'apps/api/test/mail-texts.test.ts',
  'apps/api/test/web.test-mode.test.ts',
  'apps/api/test/backup.test.ts',
  'apps/api/test/request-id.test.ts',
  'apps/api/test/pdf-worker.test.ts',
  // PGlite's own connection (a stream in the process), opened by the file itself.
  'apps/api/test/pglite-stream.test.ts',
  // Its own process on the embedded database, whatever database the run uses.
  'apps/api/test/crash.pglite.test.ts',
];

export default defineConfig({
  test: {
    // Test files spend much of their time waiting for a database, a child process or a timer, so one worker
    // per core (at least two) keeps the cores busy: on the 2-core CI machine the default ran one file at a
    // time; two took the PGlite step from 424 to 323 s and the PostgreSQL step from 364 to 225 s (2026-11-26).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      // The test runner's own helpers (scripts/test.mjs).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          // test/postgres/ needs a real PostgreSQL server (connections ended by the server, several
          // processes): part of the PostgreSQL run only. The PostgreSQL run leaves out what cannot differ by
          // database: the unit tests, the fuzz tests of input validation, configuration, runtime, crypto,
          // storage and translation adapters, and the OpenAPI document (docs/decisions/021).
          // test/restart/ stops this machine's PostgreSQL server: only in a run of its own (RESTART_TESTS=1,
          // scripts/test.mjs), never beside other tests.
          exclude: [
            ...(process.env.TEST_DB === 'postgres' ? PGLITE_ONLY : ['apps/api/test/postgres/**']),
            ...(process.env.RESTART_TESTS === '1' ? [] : ['apps/api/test/restart/**']),
          ],
          environment: 'node',
          // The files of a worker share its loaded modules: importing the app again for every file was a third
          // of the project's time (248 → 138 s on PGlite, 252 → 182 s on PostgreSQL, 2026-11-27). Each file
          // still makes its own databases and apps, and the module-level state is per database (WeakMaps) or
          // made for several apps in one process (the list caches' generation, prepared statements' texts).
          // The web project keeps isolation: its files share the DOM, the language and the session.
          isolate: false,
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
