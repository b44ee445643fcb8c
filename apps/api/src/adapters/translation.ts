import type { Config } from '../config';
import { createDeeplTranslator } from './translation-deepl';
import { createLibreTranslator } from './translation-libretranslate';
import type { Translator } from './translation-types';

export { TranslationError } from './translation-http';

export type { TranslateInput, Translator } from './translation-types';

/** Without a service: nothing is translated. */
export function createNoTranslator(): Translator {
  return { provider: 'none', translate: async () => null };
}

/** DeepL when DEEPL_API_KEY is set, else LibreTranslate when LIBRETRANSLATE_URL is set, else none. */
export function createTranslator(config: Config, fetchImpl: typeof fetch = fetch): Translator {
  if (config.DEEPL_API_KEY) {
    return createDeeplTranslator({ url: config.deeplApiUrl, apiKey: config.DEEPL_API_KEY, fetchImpl });
  }
  if (config.LIBRETRANSLATE_URL) {
    return createLibreTranslator({
      url: config.LIBRETRANSLATE_URL,
      apiKey: config.LIBRETRANSLATE_API_KEY,
      fetchImpl,
    });
  }
  return createNoTranslator();
}
