import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';

/**
 * WEB_CONCURRENCY > 1 (with PostgreSQL): this process is the primary. It has already migrated the database
 * and seeded the demo; it starts that many API processes (Node's cluster: they share the one port, the
 * primary hands each connection to the next), replaces one that dies, and stops them all on SIGTERM/SIGINT.
 * Everything that must hold across processes lives in PostgreSQL (docs/OPERATIONS.md).
 */

/** A process that dies this soon after it started counts as a failed start. */
const EARLY_EXIT_MS = 10_000;
/** This many failed starts in a row: something is wrong with every process, the primary gives up. */
const MOST_FAILED_STARTS = 5;

export function runPrimary(config: Config): void {
  const started = new Map<Worker, number>();
  let failedStarts = 0;
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork({ TIFO_WORKER: '1' });
    started.set(worker, Date.now());
  };

  // Each process says when it serves: until one does, the primary has nobody to hand a connection to, and
  // while none does (the last one died before its replacement listens) the port refuses connections.
  cluster.on('listening', (worker) => {
    console.log(`API process ${worker.process.pid} is listening`);
  });

  cluster.on('exit', (worker, code, signal) => {
    const startedAt = started.get(worker) ?? 0;
    started.delete(worker);
    // A process that shut down cleanly was asked to stop (Ctrl-C in a terminal reaches every process of the
    // group, maybe before the primary's own handler ran): the whole service stops, nothing is replaced.
    if (code === 0 && !signal) stop('SIGTERM');
    if (stopping) {
      if (started.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    failedStarts = Date.now() - startedAt < EARLY_EXIT_MS ? failedStarts + 1 : 0;
    console.error(
      `API process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); ${failedStarts >= MOST_FAILED_STARTS ? 'it failed to start too often, stopping' : 'starting another'}`,
    );
    if (failedStarts >= MOST_FAILED_STARTS) {
      stopping = true;
      for (const other of started.keys()) other.process.kill('SIGTERM');
      process.exitCode = 1;
      if (started.size === 0) process.exit(1);
      return;
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of started.keys()) worker.process.kill(signal);
  };
  process.once('SIGINT', () => stop('SIGTERM'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  for (let i = 0; i < config.WEB_CONCURRENCY; i += 1) fork();
}

/** This process is one of the primary's API processes. */
export const isClusterWorker = (): boolean => cluster.isWorker;

/** Only the first API process prints the start banner. */
export const printsBanner = (): boolean => !cluster.isWorker || cluster.worker?.id === 1;
