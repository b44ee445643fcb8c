import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { TEST_IBAN_KEY, TEST_SECRET } from '../helpers';

/*
 * A real API process (`node apps/api/src/main.ts`, with its job scheduler) for the tests that need one: several
 * processes on one PostgreSQL (test/postgres/processes.ts), a process killed with -9 on the embedded database.
 */

const root = path.resolve(import.meta.dirname, '../../../..');

export interface ApiProcess {
  child: ChildProcess;
  url: string;
}

/**
 * Starts a process (development mode, no demo data, no web app unless `env` says otherwise) and answers its
 * base URL once it listens. What it prints is kept in `outputs` (shown when a check fails).
 */
export async function startApiProcess(
  env: Record<string, string>,
  outputs: Map<ChildProcess, string>,
  { startTimeoutMs = 60_000, track }: { startTimeoutMs?: number; track?: (child: ChildProcess) => void } = {},
): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'error',
      DATABASE_POOL_SIZE: '5',
      JWT_SECRET: TEST_SECRET,
      IBAN_ENCRYPTION_KEY: TEST_IBAN_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track?.(child);
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`no start within ${startTimeoutMs / 1000} s: ${output}`)),
      startTimeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      outputs.set(child, output);
      const match = /is running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}: ${output}`));
    });
  });
  return { child, url };
}
