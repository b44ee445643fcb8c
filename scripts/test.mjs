#!/usr/bin/env node
// `npm test`: lint and types, unit and API integration tests (PGlite, and PostgreSQL when DATABASE_URL is
// set), then the browser tests against the built app. Ends with one 'N passed, N failed' line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failedSteps = [];
/** The failed tests' names, printed again at the end so that the last lines of a long log name them. */
const failedTests = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(title);
  return result.status === 0;
}

function countVitest(file, label) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed') continue;
      const where = path.relative(root, file.name);
      const why = (test.failureMessages ?? [])[0]?.split('\n')[0] ?? test.status;
      failedTests.push(`${label}: ${where} › ${test.fullName}: ${why}`);
    }
  }
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky + stats.skipped;
  const visit = (suite, titles) => {
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected') continue;
        const error = test.results?.at(-1)?.error?.message?.split('\n')[0] ?? test.status;
        failedTests.push(`browser: ${[...titles, spec.title].join(' › ')}: ${error}`);
      }
    }
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  return true;
}

// Every step below runs on the Node the project installs (node_modules/.bin/node, first on npm's PATH).
console.log(`npm test on Node ${process.version} (${process.execPath})`);
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.log(
    'Tifo needs Node 24 or newer: run `npm ci`, then `npm test` (npm puts the project’s Node first).',
  );
  console.log(`0 passed, 1 failed`);
  process.exit(1);
}

const vitest = ['vitest', 'run', '--reporter=default', '--reporter=json'];

run('Lint and types', 'npm', ['run', '--silent', 'lint']);

run('Unit and API integration tests (PGlite)', 'npx', [...vitest, `--outputFile=${reports}/vitest.json`], {
  TEST_DB: 'pglite',
});
if (!countVitest(`${reports}/vitest.json`, 'PGlite')) failed += 1;

if (process.env.DATABASE_URL) {
  run(
    'API integration tests (PostgreSQL)',
    'npx',
    [...vitest, '--project', 'api', `--outputFile=${reports}/vitest-postgres.json`],
    { TEST_DB: 'postgres' },
  );
  if (!countVitest(`${reports}/vitest-postgres.json`, 'PostgreSQL')) failed += 1;
  // Alone, after the suite: it stops this machine's PostgreSQL server for 10 s (and starts it again).
  const local = /@(127\.0\.0\.1|localhost)[:/]/.test(process.env.DATABASE_URL);
  if (local && spawnSync('which', ['pg_ctlcluster']).status === 0) {
    run(
      'PostgreSQL server stopped under load (alone)',
      'npx',
      [
        ...vitest,
        '--project',
        'api',
        'apps/api/test/restart/',
        `--outputFile=${reports}/vitest-restart.json`,
      ],
      { TEST_DB: 'postgres', RESTART_TESTS: '1' },
    );
    if (!countVitest(`${reports}/vitest-restart.json`, 'PostgreSQL restart')) failed += 1;
  } else {
    console.log('\n(The server-stop test needs a PostgreSQL of this machine with pg_ctlcluster: not run.)');
  }
} else {
  console.log('\n(DATABASE_URL is not set: the integration suite ran on PGlite only.)');
}

if (run('Chromium for the browser tests', 'bash', ['scripts/ensure-chromium.sh'])) {
  if (run('Build the web app', 'npm', ['run', '--silent', 'build'])) {
    run(
      'Browser tests (Playwright, Debian chromium)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
      },
    );
    if (!countPlaywright(`${reports}/playwright.json`)) failed += 1;
  }
}

console.log('');
for (const test of failedTests) console.log(`✗ ${test.slice(0, 400)}`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length === 0 && failed === 0 ? 0 : 1);
