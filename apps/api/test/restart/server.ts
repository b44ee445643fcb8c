import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/*
 * This machine's PostgreSQL server, stopped and started by the tests of test/restart/ (run alone, RESTART_TESTS=1).
 */

const cluster = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql')[0] : undefined;
export const pgctl = (action: 'stop' | 'start') => {
  // Already running (a rescue below came first): nothing to start.
  if (action === 'start' && serverUp()) return;
  execFileSync(
    'pg_ctlcluster',
    [
      '--skip-systemctl-redirect',
      cluster ?? '15',
      'main',
      action,
      ...(action === 'stop' ? ['-m', 'fast'] : []),
    ],
    {
      stdio: 'pipe',
    },
  );
};
/**
 * A test's `finally` starts the server again, but not when the test's process itself is killed while the server
 * is stopped (a CI timeout, Ctrl-C): a detached shell, which outlives it, starts the server after `afterMs` unless
 * it is running by then. Answers how to call it off once the test started the server itself (so that it cannot
 * end the next test's outage early).
 */
export const startLaterWhateverHappens = (afterMs: number): (() => void) => {
  const start = `pg_ctlcluster --skip-systemctl-redirect ${cluster ?? '15'} main start`;
  const rescue = spawn(
    'sh',
    ['-c', `sleep ${afterMs / 1000}; pg_isready -q -h 127.0.0.1 -p 5432 || ${start}`],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  rescue.unref();
  return () => {
    try {
      if (rescue.pid) process.kill(-rescue.pid, 'SIGKILL');
    } catch {
      // Already over.
    }
  };
};
export const serverUp = () => {
  try {
    execFileSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
};
