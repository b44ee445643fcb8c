#!/usr/bin/env node
// `npm test`: lint and types, unit and API integration tests (PGlite, and PostgreSQL when DATABASE_URL is
// set), then the browser tests against the built app. Ends with one 'N passed, N failed' line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { filesLostToV8Crash } from './vitest-crashes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failedSteps = [];
/** The failed tests' names, printed again at the end so that the last lines of a long log name them. */
const failedTests = [];

/** Each phase's wall-clock seconds, printed at the end (phases that ran side by side are marked so). */
const phases = [];
const started = performance.now();
async function timed(title, work) {
  const from = performance.now();
  try {
    return await work();
  } finally {
    phases.push({ title, seconds: (performance.now() - from) / 1000 });
  }
}

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const from = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  phases.push({ title, seconds: (performance.now() - from) / 1000 });
  if (result.status !== 0) failedSteps.push(title);
  return result.status === 0;
}

/**
 * A step run beside another (issue 50: CI in ten minutes): its output is kept and printed when it ends, so that it
 * does not interleave with the other's. Answers whether it passed.
 */
function runBeside(title, command, args, env = {}) {
  return timed(`${title} (beside the tests)`, async () => {
    const { status, output } = await new Promise((resolve) => {
      const child = spawn(command, args, {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, FORCE_COLOR: '1', ...env },
      });
      let text = '';
      child.stdout.on('data', (chunk) => {
        text += chunk;
      });
      child.stderr.on('data', (chunk) => {
        text += chunk;
      });
      child.on('close', (code) => resolve({ status: code, output: text }));
    });
    console.log(`\n▶ ${title} (ran beside the tests; its output:)\n${output}`);
    if (status !== 0) failedSteps.push(title);
    return status === 0;
  });
}

/** Adds a vitest JSON report's tests to the totals, leaving out the files in `skip` (run again elsewhere). */
function countVitest(file, label, skip = new Set()) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const result of report.testResults ?? []) {
    if (skip.has(result.name)) continue;
    for (const test of result.assertionResults ?? []) {
      if (test.status === 'passed') {
        passed += 1;
        continue;
      }
      failed += 1;
      const where = path.relative(root, result.name);
      const why = (test.failureMessages ?? [])[0]?.split('\n')[0] ?? test.status;
      failedTests.push(`${label}: ${where} › ${test.fullName}: ${why}`);
    }
  }
  return true;
}

/** Runs a command with its output shown as it comes and kept, to be read afterwards. */
function runTee(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    const keep = (stream, target) =>
      stream.on('data', (chunk) => {
        target.write(chunk);
        output += chunk;
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('close', (status) => resolve({ status, output }));
  });
}

/**
 * One vitest step. When V8's JIT-page crash (nodejs/node#64500, scripts/vitest-crashes.mjs) killed a fork and
 * nothing else went wrong, the files that fork was running never reported: they are run once more, and their
 * results there count instead. Every other failure counts as it is.
 */
async function vitestStep(title, args, env, report, label) {
  return timed(title, () => vitestStepUntimed(title, args, env, report, label));
}

async function vitestStepUntimed(title, args, env, report, label) {
  console.log(`\n▶ ${title}`);
  const first = await runTee('npx', [...vitest, ...args, `--outputFile=${report}`], env);
  if (first.status === 0) return countVitest(report, label);
  const lost = filesLostToV8Crash(first.output);
  if (lost.length === 0) {
    failedSteps.push(title);
    return countVitest(report, label);
  }
  const files = lost.map((file) => path.relative(root, file));
  console.log(
    `\n▶ ${title}: V8 aborted a test worker (nodejs/node#64500); running ${files.join(', ')} again`,
  );
  const again = report.replace(/\.json$/, '-again.json');
  const second = spawnSync('npx', [...vitest, ...args, ...files, `--outputFile=${again}`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (!existsSync(report) || !countVitest(report, label, new Set(lost))) return false;
  const firstFailed = JSON.parse(readFileSync(report, 'utf8')).testResults.some(
    (result) => !lost.includes(result.name) && result.status !== 'passed',
  );
  if (firstFailed || second.status !== 0) failedSteps.push(title);
  return countVitest(again, `${label} (again)`);
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

if (
  !(await vitestStep(
    'Unit and API integration tests (PGlite)',
    [],
    { TEST_DB: 'pglite' },
    `${reports}/vitest.json`,
    'PGlite',
  ))
)
  failed += 1;

// The web app is built beside the PostgreSQL tests, whose database works in its own processes. (Lint beside the
// PGlite tests was tried: on two cores both got slower, 215 s and 613 s, and a test ran into its timeout.)
const chromium = run('Chromium for the browser tests', 'bash', ['scripts/ensure-chromium.sh']);
const built = chromium
  ? runBeside('Build the web app', 'npm', ['run', '--silent', 'build'])
  : Promise.resolve(false);

if (process.env.DATABASE_URL) {
  if (
    !(await vitestStep(
      'API integration tests marked @database (PostgreSQL)',
      ['--project', 'api'],
      { TEST_DB: 'postgres' },
      `${reports}/vitest-postgres.json`,
      'PostgreSQL',
    ))
  )
    failed += 1;
  // Alone, after the suite: it stops this machine's PostgreSQL server for 10 s (and starts it again).
  const local = /@(127\.0\.0\.1|localhost)[:/]/.test(process.env.DATABASE_URL);
  if (local && spawnSync('which', ['pg_ctlcluster']).status === 0) {
    // After the build beside it: these stop the server and measure how fast another process notices.
    await built;
    run(
      'PostgreSQL server stopped under load, sessions across a restart (alone)',
      'npx',
      [
        ...vitest,
        '--project',
        'api',
        'apps/api/test/restart/',
        // One file after the other: each stops the server.
        '--no-file-parallelism',
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

if (chromium) {
  if (await built) {
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

console.log('\nTime per phase (wall clock; a phase marked "beside the tests" overlapped the one before it):');
for (const phase of phases)
  console.log(`  ${phase.title.padEnd(78)} ${phase.seconds.toFixed(0).padStart(5)} s`);
console.log(`  ${'total'.padEnd(78)} ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s`);
console.log('');
for (const test of failedTests) console.log(`✗ ${test.slice(0, 400)}`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length === 0 && failed === 0 ? 0 : 1);
