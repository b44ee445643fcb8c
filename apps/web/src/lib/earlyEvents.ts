import { isLanguage } from '@tifo/contract';
import { rememberLanguageChoice } from '../i18n/choice';

/**
 * A server-rendered page can be used before its app runs: between the first paint and hydration the browser
 * shows working links and takes typing, but buttons, the language selector and the text fields' state do
 * nothing yet (React is not listening). boot.ts records such clicks, typing and language choices; main.tsx
 * applies the language before it renders, and once the first page is in place (pages/page.tsx) the clicks
 * are replayed and the typed texts handed to React, so that they reach hydrated components. Between
 * hydrateRoot and that moment, in-app links and back/forward wait the same way.
 */

/** The language selector's marker (LanguageSelect). */
export const LANGUAGE_SELECT_ATTRIBUTE = 'data-language-select';

let recording = false;
/** React listens from hydrateRoot on, but the page is hydrated only a little later (lib/hydration.ts). */
let hydrationStarted = false;
let historyMoved = false;
const clicks: HTMLElement[] = [];

/** What a clicked button is called: its aria-label, or else its text. */
function labelOf(element: HTMLElement): string {
  return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
}

/**
 * The element a recorded click is for. A part of the page the app renders anew while it takes over (a
 * logged-in visitor's club page re-renders its product list) replaces the clicked button with an equal one:
 * the click goes to the connected button or link with the same tag and label, if exactly one has it.
 */
function stillThere(element: HTMLElement, orDisabled = false): HTMLElement | undefined {
  if (element.isConnected) return element;
  const label = labelOf(element);
  if (!label) return undefined;
  const twins = [...document.querySelectorAll<HTMLElement>(element.tagName)].filter(
    (candidate) => labelOf(candidate) === label && (orDisabled || !(candidate as HTMLButtonElement).disabled),
  );
  return twins.length === 1 ? twins[0] : undefined;
}
const typedInto = new Set<HTMLInputElement | HTMLTextAreaElement>();

function onClick(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const link = event.target.closest<HTMLAnchorElement>('a[href]');
  // Before the app runs, a link simply loads the next page. While the page is being hydrated, an in-app
  // link would change the page under React's feet: it waits for the page like a button.
  if (link && (!hydrationStarted || link.target || link.origin !== window.location.origin)) return;
  const target = link ?? event.target.closest<HTMLElement>('button, [role="button"]');
  if (!target || (target as HTMLButtonElement).disabled) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  clicks.push(target);
}

/** Back and forward while the page is being hydrated: the router follows once it is. */
function onPopState(event: PopStateEvent): void {
  if (!hydrationStarted) return;
  event.stopImmediatePropagation();
  historyMoved = true;
}

function onInput(event: Event): void {
  const field = event.target;
  // The language selector's choice is read from its input event, which comes first: React, which listens from
  // hydrateRoot on, hydrates the selector when the input event reaches it and so puts it back on the rendered
  // language before the change event follows (the choice was lost, and the change event read the old one).
  if (field instanceof HTMLSelectElement) {
    if (field.hasAttribute(LANGUAGE_SELECT_ATTRIBUTE) && isLanguage(field.value))
      rememberLanguageChoice(field.value);
    return;
  }
  if (
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLInputElement && field.type !== 'checkbox')
  ) {
    typedInto.add(field);
  }
}

/**
 * Hands a text typed before hydration to React: React took the field over with that text but its state
 * still holds the rendered one. The field is set back through React's own value property (so React
 * remembers the old text), the typed text restored underneath it, and an input event sent: React sees the
 * change and calls the field's onChange.
 */
function handOver(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const nativeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
  field.value = field.defaultValue;
  nativeValue?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * What the visitor did before this script ran (a module script runs only once the whole page is parsed):
 * a language chosen or text typed then fired its events with nobody listening. The page itself still
 * shows it: a selector no longer on its rendered option, a field no longer holding its rendered text.
 */
function noteEarlierChanges(): void {
  for (const select of document.querySelectorAll<HTMLSelectElement>(`select[${LANGUAGE_SELECT_ATTRIBUTE}]`)) {
    const rendered = [...select.options].find((option) => option.defaultSelected)?.value;
    if (rendered !== undefined && select.value !== rendered && isLanguage(select.value)) {
      rememberLanguageChoice(select.value);
    }
  }
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(field.type)) continue;
    if (field.value !== field.defaultValue) typedInto.add(field);
  }
}

export function recordEarlyEvents(): void {
  if (recording || typeof document === 'undefined') return;
  recording = true;
  noteEarlierChanges();
  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
  window.addEventListener('popstate', onPopState, true);
}

/** main.tsx calls hydrateRoot: from now on in-app links and history moves wait for the page too. */
export function noteHydrationStarted(): void {
  hydrationStarted = true;
}

/**
 * Stops recording and replays what was recorded (once the first page is hydrated); later calls do nothing.
 * Typed texts and history moves are handed over at once, before the hydrated fields render again. The clicks
 * wait one task more (and are still recorded meanwhile): a component that reads a store of the browser (the
 * session, through useSyncExternalStore) was hydrated with the server's value, no session, and is rendered
 * with the browser's only after the page's effects, the one calling this among them. A click replayed at once
 * reached a handler that saw no session, and sent a logged-in supporter who tapped an offer to the login.
 */
export function replayEarlyEvents(): void {
  if (!recording) return;
  recording = false;
  document.removeEventListener('input', onInput, true);
  window.removeEventListener('popstate', onPopState, true);
  if (historyMoved) window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  for (const field of typedInto) if (field.isConnected) handOver(field);
  typedInto.clear();
  setTimeout(() => {
    if (recording) return; // recording again (tests): the clicks stay for that replay
    document.removeEventListener('click', onClick, true);
    void replayClicks(clicks.splice(0));
  }, 0);
}

/** How long a replayed click waits for its button to be enabled again. */
export const ENABLED_WAIT_MS = 5_000;
const ENABLED_POLL_MS = 50;

/**
 * The clicks in their order. A button the hydrated page disables while it loads what the button acts on (the
 * favourite's state) gets its click once it is enabled again, within ENABLED_WAIT_MS; it was enabled when
 * tapped. One that stays disabled, or is gone, loses its click, and the next is replayed.
 */
async function replayClicks(queue: HTMLElement[]): Promise<void> {
  for (const clicked of queue) {
    const deadline = Date.now() + ENABLED_WAIT_MS;
    const find = () => stillThere(clicked) ?? stillThere(clicked, true);
    let target = find();
    while (target && (target as HTMLButtonElement).disabled && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, ENABLED_POLL_MS));
      target = find();
    }
    if (target && !(target as HTMLButtonElement).disabled) target.click();
  }
}
