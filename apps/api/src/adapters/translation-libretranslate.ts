import { postJson, TranslationError } from './translation-http';
import type { Translator } from './translation-types';

/**
 * LibreTranslate (self-hostable): POST {url}/translate with `{q, source, target, format, api_key?}`; the
 * answer's `translatedText` is the translation. Its language codes are the wire codes (de, en, fr, it).
 */
export function createLibreTranslator(options: {
  url: string;
  apiKey?: string | undefined;
  fetchImpl: typeof fetch;
}): Translator {
  const endpoint = `${options.url.replace(/\/$/, '')}/translate`;
  return {
    provider: 'libretranslate',
    async translate({ text, source, target }) {
      const answer = (await postJson(options.fetchImpl, endpoint, {
        q: text,
        source: source ?? 'auto',
        target,
        format: 'text',
        ...(options.apiKey ? { api_key: options.apiKey } : {}),
      })) as { translatedText?: unknown } | null;
      if (typeof answer?.translatedText !== 'string') {
        throw new TranslationError('failed', 'LibreTranslate answered no translation');
      }
      return answer.translatedText;
    },
  };
}
