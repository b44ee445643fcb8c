import type { WireLanguage } from '@tifo/contract';
import { postJson, TranslationError } from './translation-http';
import type { Translator } from './translation-types';

/** DeepL's language codes: English as a target must name a variant; Switzerland writes British English. */
const TARGET: Record<WireLanguage, string> = { de: 'DE', en: 'EN-GB', fr: 'FR', it: 'IT' };
const SOURCE: Record<WireLanguage, string> = { de: 'DE', en: 'EN', fr: 'FR', it: 'IT' };

/**
 * DeepL (https://developers.deepl.com/api-reference/translate): POST {url}/v2/translate with
 * `{text: [text], target_lang}` and the `Authorization: DeepL-Auth-Key …` header; the answer's
 * `translations[0].text` is the translation.
 */
export function createDeeplTranslator(options: {
  url: string;
  apiKey: string;
  fetchImpl: typeof fetch;
}): Translator {
  return {
    provider: 'deepl',
    async translate({ text, source, target }) {
      const answer = (await postJson(
        options.fetchImpl,
        `${options.url}/v2/translate`,
        { text: [text], target_lang: TARGET[target], ...(source ? { source_lang: SOURCE[source] } : {}) },
        { Authorization: `DeepL-Auth-Key ${options.apiKey}` },
      )) as { translations?: { text?: unknown }[] } | null;
      const translated = answer?.translations?.[0]?.text;
      if (typeof translated !== 'string')
        throw new TranslationError('failed', 'DeepL answered no translation');
      return translated;
    },
  };
}
