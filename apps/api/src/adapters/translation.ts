import type { TranslationProvider, WireLanguage } from '@tifo/contract';
import type { Config } from '../config';
import { createDeeplTranslator } from './translation-deepl';
import { createLibreTranslator } from './translation-libretranslate';

export { TranslationError } from './translation-http';

export interface TranslateInput {
  text: string;
  /** The text's language; the service detects it when absent. */
  source?: WireLanguage | undefined;
  target: WireLanguage;
}

/**
 * Translates one text into one language. `null` means "no translation service": the caller copies the text
 * and marks the language untranslated. Failures throw a TranslationError.
 */
export interface Translator {
  readonly provider: TranslationProvider;
  translate(input: TranslateInput): Promise<string | null>;
}

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
