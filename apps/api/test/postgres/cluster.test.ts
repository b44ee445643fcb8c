import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { apiProcesses } from './processes';

// PostgreSQL only (test/postgres/): WEB_CONCURRENCY=2 runs two API processes behind one port (Node's
// cluster, apps/api/src/cluster.ts); the primary replaces one that dies and stops them all on SIGTERM.

const processes = apiProcesses();

/** The pids of a process's API children (not tsx's esbuild service, also a child). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid), '-f', 'apps/api/src/main.ts'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number)
      .sort((a, b) => a - b);
  } catch {
    return []; // pgrep exits 1 when there is none
  }
}

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('WEB_CONCURRENCY (PostgreSQL)', () => {
  it('serves one port from two API processes, replaces one killed with -9, and stops them all on SIGTERM', {
    timeout: 180_000,
  }, async () => {
    const primary = await processes.start({ WEB_CONCURRENCY: '2' });
    const pid = primary.child.pid!;
    const output = () => processes.outputs.get(primary.child) ?? '';
    const workers = await until(
      () => childrenOf(pid),
      (found) => found.length === 2,
    );
    expect(workers, output()).toHaveLength(2);
    // Both serve before one is killed: were the other still starting, nobody would listen for a moment.
    const listening = (pids: number[]) => (text: string) =>
      pids.every((worker) => text.includes(`API process ${worker} is listening`));
    expect(listening(workers)(await until(output, listening(workers))), output()).toBe(true);
    // One banner for the whole cluster, which says how many processes serve.
    expect(output().match(/is running at/g)).toHaveLength(1);
    expect(output()).toContain('PostgreSQL, 2 API processes (WEB_CONCURRENCY)');
    const health = async () =>
      (await fetch(`${primary.url}/api/health`, { signal: AbortSignal.timeout(10_000) })).status;
    expect(await health()).toBe(200);

    // A process dies: once the primary knows (at once; a connection handed to it in that instant is lost
    // with it), the port goes on answering from the other, and the primary starts a replacement.
    process.kill(workers[0]!, 'SIGKILL');
    const ended = `API process ${workers[0]} ended (SIGKILL); starting another`;
    await until(output, (text) => text.includes(ended), 10_000);
    for (let i = 0; i < 20; i += 1) expect(await health()).toBe(200);
    const replaced = await until(
      () => childrenOf(pid),
      (found) => found.length === 2 && !found.includes(workers[0]!),
    );
    expect(replaced, output()).toHaveLength(2);
    expect(replaced).not.toContain(workers[0]);
    expect(replaced).toContain(workers[1]);
    expect(output()).toContain(ended);
    for (let i = 0; i < 20; i += 1) expect(await health()).toBe(200);

    // SIGTERM to the primary ends every API process, and the primary with exit code 0.
    const exited = new Promise<number | null>((resolve) =>
      primary.child.once('exit', (code) => resolve(code)),
    );
    primary.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const worker of replaced) {
      expect(() => process.kill(worker, 0), `process ${worker} still runs`).toThrow();
    }
  });

  it('stops the whole service, replacing nothing, when one process shuts down cleanly (Ctrl-C reaches each)', {
    timeout: 120_000,
  }, async () => {
    const primary = await processes.start({ WEB_CONCURRENCY: '2' });
    const workers = await until(
      () => childrenOf(primary.child.pid!),
      (found) => found.length === 2,
    );
    expect(workers).toHaveLength(2);
    const exited = new Promise<number | null>((resolve) =>
      primary.child.once('exit', (code) => resolve(code)),
    );
    process.kill(workers[0]!, 'SIGINT');
    expect(await exited).toBe(0);
    expect(processes.outputs.get(primary.child)).not.toContain('starting another');
    for (const worker of workers)
      expect(() => process.kill(worker, 0), `process ${worker} still runs`).toThrow();
  });

  it('refuses WEB_CONCURRENCY above 1 on the embedded database, naming the variable', {
    timeout: 60_000,
  }, async () => {
    const refused = await processes.start({ WEB_CONCURRENCY: '2', DATABASE_URL: '' }).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/exited with 1/);
    expect(refused).toContain('WEB_CONCURRENCY: more than one process needs DATABASE_URL');
  });
});
