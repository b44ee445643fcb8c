import { monitorEventLoopDelay } from 'node:perf_hooks';

/** How long the API's thread was held at a time while some work ran (ms beyond the sampling timer's period). */
export interface LoopDelay {
  p99Ms: number;
  maxMs: number;
}

const RESOLUTION_MS = 1;

/**
 * Runs `work` while sampling the event loop's delay every millisecond (perf_hooks' histogram): a stretch of
 * synchronous work in a job run shows as delay, and a request arriving then waits that long on the thread that
 * answers it. The timer's own period is taken off, so an idle loop measures about 0.
 */
export async function withLoopDelay<T>(work: () => Promise<T>): Promise<{ result: T; delay: LoopDelay }> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let result: T;
  try {
    result = await work();
  } finally {
    histogram.disable();
  }
  const beyond = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
  return { result, delay: { p99Ms: beyond(histogram.percentile(99)), maxMs: beyond(histogram.max) } };
}

/** A run's hold on the thread, as the bench prints it beside the run and in the summary. */
export function describeLoopDelay(delay: LoopDelay): string {
  return `the event loop held at most ${delay.maxMs.toFixed(1)} ms (p99 ${delay.p99Ms.toFixed(1)} ms)`;
}
