import { stripVTControlCharacters } from 'node:util';

// Which test files a known V8 crash took away from a vitest run, so that `npm test` can run them once more.
//
// V8 (Node 22–26) can abort a process that creates and closes many PGlite instances (WebAssembly) with a CHECK in
// its JIT-page registry: "Check failed: jit_page.has_value()" or "Check failed: jit_page_->allocations_.erase(addr)
// == 1" (nodejs/node#64500, open; electric-sql/pglite#1053). It killed a vitest fork in 2 of 6 full CI runs
// (2026-11-27/28) with no test failing: the file the fork was running simply never reported. docs/decisions/055 says why those files are run again instead of the whole step, and what counts as that crash.

const FORK_DIED =
  /Worker exited unexpectedly with signal (SIGTRAP|SIGILL|SIGSEGV)\b[^\n]*?while running test file (\S+)/g;
const JIT_PAGE_CHECK = /Check failed: jit_page/g;
const UNHANDLED = /Vitest caught (\d+) unhandled errors?/;

/**
 * The files to run again, or an empty list when the output shows no such crash or anything else went wrong too.
 * Only when every unhandled error of the run is a fork that died by a signal, and V8 printed its JIT-page CHECK once
 * for each of them: any other crash, error or failure keeps the run failed as it is.
 */
export function filesLostToV8Crash(output) {
  const text = stripVTControlCharacters(output);
  const files = [...text.matchAll(FORK_DIED)].map((match) => match[2]);
  if (files.length === 0) return [];
  const checks = text.match(JIT_PAGE_CHECK)?.length ?? 0;
  const unhandled = Number(text.match(UNHANDLED)?.[1] ?? files.length);
  if (checks < files.length || unhandled !== files.length) return [];
  return [...new Set(files)];
}
