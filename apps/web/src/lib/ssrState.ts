import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the server rendered a page with (docs/ARCHITECTURE.md, "Server-rendered pages"). The page carries it
 * as JSON in <script id="ssr-state" type="application/json">; the browser hydrates with exactly this
 * language, these translations and this data, so its first render equals the server's.
 */
export interface SsrState {
  /** The address rendered (path and query). */
  url: string;
  /** i18next language (wire code: de, en, fr, it). */
  language: string;
  /** Translations of this language the browser bundle does not carry: namespace → texts. */
  resources: Record<string, Record<string, unknown>>;
  /** The data the page was rendered with (TanStack Query's dehydrated cache). */
  queries?: DehydratedState;
}

export const SSR_STATE_ID = 'ssr-state';

let cached: SsrState | null | undefined;

/** The state of the server-rendered page in this document, or null (a page rendered in the browser only). */
export function readSsrState(): SsrState | null {
  if (cached !== undefined) return cached;
  cached = null;
  if (typeof document === 'undefined') return cached;
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return cached;
  try {
    cached = JSON.parse(text) as SsrState;
  } catch {
    cached = null;
  }
  return cached;
}

/** The state as a JSON data block that is safe inside HTML (no `</script>` can close it early). */
export function ssrStateScript(state: SsrState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${SSR_STATE_ID}" type="application/json">${json}</script>`;
}

let serverTitle: string | undefined;

/** During a server render: the page's document title (see useDocumentTitle). */
export function recordServerTitle(title: string): void {
  serverTitle ??= title;
}

/** The title recorded since the last call, and forget it (one render at a time: rendering is synchronous). */
export function takeServerTitle(): string | undefined {
  const title = serverTitle;
  serverTitle = undefined;
  return title;
}
