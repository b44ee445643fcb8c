import { isLanguage } from '@tifo/contract';
import { rememberLanguageChoice } from '../i18n/choice';

/**
 * A server-rendered page can be used before its app runs: between the first paint and hydration the browser
 * shows working links, but buttons and the language selector do nothing yet (React is not listening). boot.ts
 * records such clicks and language choices; main.tsx applies the language before it renders and replays the
 * clicks as soon as React listens (a click on a part not hydrated yet makes React hydrate that part first).
 */

/** The language selector's marker (LanguageSelect). */
export const LANGUAGE_SELECT_ATTRIBUTE = 'data-language-select';

let recording = false;
const clicks: HTMLElement[] = [];

function onClick(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const button = event.target.closest<HTMLElement>('button, [role="button"]');
  if (!button || button.closest('a[href]') || (button as HTMLButtonElement).disabled) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  clicks.push(button);
}

function onChange(event: Event): void {
  const select = event.target;
  if (!(select instanceof HTMLSelectElement) || !select.hasAttribute(LANGUAGE_SELECT_ATTRIBUTE)) return;
  if (isLanguage(select.value)) rememberLanguageChoice(select.value);
}

export function recordEarlyEvents(): void {
  if (recording || typeof document === 'undefined') return;
  recording = true;
  document.addEventListener('click', onClick, true);
  document.addEventListener('change', onChange, true);
}

/** Stops recording and replays the recorded clicks (once React listens). */
export function replayEarlyEvents(): void {
  if (!recording) return;
  recording = false;
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('change', onChange, true);
  for (const button of clicks.splice(0)) if (button.isConnected) button.click();
}
