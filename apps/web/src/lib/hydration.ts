import { noteHydrationStarted, replayEarlyEvents } from './earlyEvents';

/**
 * Whether the app is still taking over a server-rendered page (hydration, see main.tsx). The first page's
 * wrapper (pages/page.tsx) says when it is in place; since pages contain no Suspense boundary of their own
 * (components/WhenTranslated.tsx), the whole page is hydrated then. Work that would change what the
 * server's HTML shows — switching the language — waits until that moment: done earlier, the parts not yet
 * hydrated would be hydrated in the new language and no longer match.
 */
let hydrating = false;
const waiting: (() => void)[] = [];
/** A page that never finishes hydrating (an error) does not hold the waiting work forever. */
const LONGEST_WAIT_MS = 10_000;

export function beginHydration(): void {
  hydrating = true;
  noteHydrationStarted();
  setTimeout(endHydration, LONGEST_WAIT_MS);
}

/** The first page is hydrated: replay what the visitor did before (lib/earlyEvents.ts), run what waited. */
export function endHydration(): void {
  replayEarlyEvents();
  if (!hydrating) return;
  hydrating = false;
  for (const run of waiting.splice(0)) run();
}

/** Runs `work` now, or once hydration is over. */
export function afterHydration(work: () => void): void {
  if (hydrating) waiting.push(work);
  else work();
}
