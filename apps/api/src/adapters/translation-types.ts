import type { TranslationProvider, WireLanguage } from '@tifo/contract';

/*
 * The translator's interface (CONVENTIONS.md §5): the adapters (translation-deepl, translation-libretranslate)
 * import this file, and translation.ts, the factory that picks one, imports them.
 */

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
