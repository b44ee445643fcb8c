import type { WireLanguage } from '@tifo/contract';
import { perLanguage } from '../../platform/catalogs';
import deWords from './locales/de/test-mode.json' with { type: 'json' };
import enWords from './locales/en/test-mode.json' with { type: 'json' };
import frWords from './locales/fr/test-mode.json' with { type: 'json' };
import itWords from './locales/it/test-mode.json' with { type: 'json' };

/*
 * A staging site (production with PAYMENTS_SANDBOX=allow) says on every page that its payments are not real
 * (issue 17). Put into the HTML the server sends, outside the app's root, so no page needs code for it.
 */

const CATALOGS = { de: deWords, en: enWords, fr: frWords, it: itWords };
const TEXT = perLanguage(CATALOGS, (words) => words.banner);

const STYLE =
  'background:#FDE68A;color:#14213D;text-align:center;padding:6px 12px;font:600 14px/1.4 system-ui,sans-serif';

/** The page with the test-mode note first in its body, in the page's language. */
export function withTestModeBanner(html: string, language: string): string {
  const lang = (language in TEXT ? language : 'de') as WireLanguage;
  const banner = `<div role="note" lang="${lang}" data-test-mode style="${STYLE}">${TEXT[lang]}</div>`;
  return html.replace(/<body([^>]*)>/, (body) => `${body}${banner}`);
}
