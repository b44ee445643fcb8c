import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The API's test files whose outcome can depend on the database engine: their first line says `// @database:` and
 * why (money under row locks, the lists' SQL, jobs claimed by several workers, sessions announced by NOTIFY …). The
 * PostgreSQL run takes only these and test/postgres/ (issue 50: the whole suite twice took a third of CI); every
 * file runs on PGlite. A new file that touches what PostgreSQL may do differently is marked the same way.
 */
function databaseDependent(): string[] {
  const folder = 'apps/api/test';
  return readdirSync(folder)
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => readFileSync(path.join(folder, file), 'utf8').startsWith('// @database:'))
    .map((file) => `${folder}/${file}`);
}

const onPostgres = process.env.TEST_DB === 'postgres';

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
          include: onPostgres
            ? [
                ...databaseDependent(),
                'apps/api/test/postgres/**/*.test.ts',
                'apps/api/test/restart/**/*.test.ts',
              ]
            : ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          // test/postgres/ needs a real PostgreSQL server (connections ended by the server, several processes): part
          // of the PostgreSQL run only, which takes the files marked `// @database:` (databaseDependent above).
          // test/restart/ stops this machine's PostgreSQL server: only in a run of its own (RESTART_TESTS=1,
          // scripts/test.mjs), never beside other tests.
          exclude: [
            ...(onPostgres ? [] : ['apps/api/test/postgres/**']),
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
