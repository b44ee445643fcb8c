import { WebOrigin } from '@tifo/contract';

/*
 * The donate button on another website (issue 48): its give page was opened with `?embed=<the site's origin>` (and
 * on a phone `&return=<the page>`). Once the gift went through, the success page tells the button by postMessage,
 * addressed to that origin only, and on a phone offers the way back to the page.
 */

export interface EmbedContext {
  code: string;
  origin: string;
  returnUrl: string | null;
}

const KEY = 'tifoEmbed';

/** An http(s) origin as a browser writes it (the contract's WebOrigin, nothing after it), else null. */
function originOf(value: string | null): string | null {
  const parsed = WebOrigin.safeParse(value);
  return parsed.success && parsed.data === value ? parsed.data : null;
}

/** Kept for this tab from the give page's address: the button's site, and the page to return to (same site). */
export function rememberEmbed(code: string, params: URLSearchParams): void {
  const origin = originOf(params.get('embed'));
  if (!origin) return;
  let returnUrl: string | null = null;
  try {
    const back = new URL(params.get('return') ?? '');
    returnUrl = back.origin === origin ? back.href : null;
  } catch {
    returnUrl = null;
  }
  sessionStorage.setItem(KEY, JSON.stringify({ code, origin, returnUrl } satisfies EmbedContext));
}

export function embedContext(): EmbedContext | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as EmbedContext | null;
    return kept && originOf(kept.origin) ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** The gift went through: the button that opened this window hears of it (only at its own origin). */
export function tellEmbed(amount: number): void {
  const context = embedContext();
  if (!context || !window.opener) return;
  (window.opener as Window).postMessage({ type: 'tifo:thanks', code: context.code, amount }, context.origin);
}
