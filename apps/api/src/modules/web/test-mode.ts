import type { WireLanguage } from '@tifo/contract';
import detest_modeWords from './locales/de/test-mode.json' with { type: 'json' };
import entest_modeWords from './locales/en/test-mode.json' with { type: 'json' };
import frtest_modeWords from './locales/fr/test-mode.json' with { type: 'json' };
import ittest_modeWords from './locales/it/test-mode.json' with { type: 'json' };

/*
 * A staging site (production with PAYMENTS_SANDBOX=allow) says on every page that its payments are not real
 * (issue 17). Put into the HTML the server sends, outside the app's root, so no page needs code for it.
 */

const TEXT = {
  de: detest_modeWords.banner,
  en: entest_modeWords.banner,
  fr: frtest_modeWords.banner,
  it: ittest_modeWords.banner,
} as Record<WireLanguage, string>;

const STYLE =
  'background:#FDE68A;color:#14213D;text-align:center;padding:6px 12px;font:600 14px/1.4 system-ui,sans-serif';

/** The page with the test-mode note first in its body, in the page's language. */
export function withTestModeBanner(html: string, language: string): string {
  const lang = (language in TEXT ? language : 'de') as WireLanguage;
  const banner = `<div role="note" lang="${lang}" data-test-mode style="${STYLE}">${TEXT[lang]}</div>`;
  return html.replace(/<body([^>]*)>/, (body) => `${body}${banner}`);
}
