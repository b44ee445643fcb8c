import { readlinkSync } from 'node:fs';
import os from 'node:os';

/**
 * The niceness of a PDF thread in a process at `processNiceness`: 10 nicer (on a saturated core such a thread gets
 * about a tenth of the CPU beside one at the process's priority, and all of it when nothing else runs), at most
 * Linux's 19. Higher niceness is lower priority.
 */
export const pdfThreadNiceness = (processNiceness: number) => Math.min(19, processNiceness + 10);

/**
 * Lowers the calling PDF thread's CPU priority (Linux, where a thread has an id of its own and its own niceness;
 * elsewhere nothing changes). The PDF threads render receipts after the booking: on a saturated machine they
 * should not take CPU from the requests and the database, and they render at full speed when it is idle.
 */
export function lowerThreadPriority(): void {
  if (process.platform !== 'linux') return;
  try {
    // /proc/thread-self links to "<pid>/task/<tid>"; setpriority with a thread's id changes that thread only.
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) {
      os.setPriority(threadId, pdfThreadNiceness(os.getPriority(threadId)));
    }
  } catch {
    // Without /proc or the right to change it the thread keeps the process's priority: slower, not wrong.
  }
}
