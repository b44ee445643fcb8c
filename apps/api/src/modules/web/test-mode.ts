import type { WireLanguage } from '@tifo/contract';

/*
 * A staging site (production with PAYMENTS_SANDBOX=allow) says on every page that its payments are not real
 * (issue 17). Put into the HTML the server sends, outside the app's root, so no page needs code for it.
 */

const TEXT: Record<WireLanguage, string> = {
  de: 'Testbetrieb: Zahlungen sind simuliert, es fliesst kein echtes Geld.',
  en: 'Test mode: payments are simulated, no real money moves.',
  fr: 'Mode test : les paiements sont simulés, aucun argent réel n’est transféré.',
  it: 'Modalità di prova: i pagamenti sono simulati, non si muove denaro reale.',
};

const STYLE =
  'background:#FDE68A;color:#14213D;text-align:center;padding:6px 12px;font:600 14px/1.4 system-ui,sans-serif';

/** The page with the test-mode note first in its body, in the page's language. */
export function withTestModeBanner(html: string, language: string): string {
  const lang = (language in TEXT ? language : 'de') as WireLanguage;
  const banner = `<div role="note" lang="${lang}" data-test-mode style="${STYLE}">${TEXT[lang]}</div>`;
  return html.replace(/<body([^>]*)>/, (body) => `${body}${banner}`);
}
