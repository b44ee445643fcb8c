import { readlinkSync } from 'node:fs';
import os from 'node:os';

/**
 * How much nicer the PDF threads are than the process (10: on a saturated core such a thread gets about a tenth
 * of the CPU beside one at the process's priority, and all of it when nothing else runs).
 */
export const PDF_THREAD_NICER_BY = 10;
/** The highest niceness Linux knows. */
const NICEST = 19;

/**
 * Lowers the calling thread's CPU priority (Linux, where a thread has an id of its own and its own niceness;
 * elsewhere nothing changes). The PDF threads render receipts after the booking: on a saturated machine they
 * should not take CPU from the requests and the database, and they render at full speed when it is idle.
 * Answers whether the priority was changed. Linux's niceness: higher is lower priority.
 */
export function lowerThreadPriority(nicerBy = PDF_THREAD_NICER_BY): boolean {
  if (process.platform !== 'linux') return false;
  try {
    // /proc/thread-self links to "<pid>/task/<tid>"; setpriority with a thread's id changes that thread only.
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    os.setPriority(threadId, Math.min(NICEST, os.getPriority(threadId) + nicerBy));
    return true;
  } catch {
    return false;
  }
}
