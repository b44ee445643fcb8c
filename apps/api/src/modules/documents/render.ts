/**
 * PDFs are rendered on a worker thread, not on the thread that answers requests: a receipt takes several
 * milliseconds of PDFKit and font subsetting, which would hold up every other request of the process while it
 * runs (docs/decisions/034). One pool per process (piscina), started on the first PDF;
 * a thread idle for IDLE_MS ends, and an idle thread never keeps the process alive.
 */
import os from 'node:os';
import { Piscina } from 'piscina';
import type { PdfKind, PdfTask } from './pdf-task';

const IDLE_MS = 30_000;
/** One thread for every core beside the one that answers requests (at least one, at most four). */
const THREADS = Math.min(4, Math.max(1, os.availableParallelism() - 1));

let pool: Piscina<PdfTask, Uint8Array> | undefined;

/** A document of a module's kind (pdf-task.ts), laid out on the PDF thread. */
export async function renderPdf<Input>(kind: PdfKind<Input>, input: Input): Promise<Buffer> {
  const task: PdfTask = { module: kind.module, input };
  pool ??= new Piscina<PdfTask, Uint8Array>({
    filename: new URL('./pdf-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: IDLE_MS,
    // The worker registers tsx itself: inheriting the main thread's --import tsx would load it twice.
    execArgv: [],
  });
  const bytes = await pool.run(task);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The pool's threads and the PDFs it rendered (tests and /metrics read it; nothing when no PDF was asked for). */
export function pdfWorkerStats(): { threads: number; completed: number; queued: number } {
  return {
    threads: pool?.threads.length ?? 0,
    completed: pool?.completed ?? 0,
    queued: pool?.queueSize ?? 0,
  };
}
