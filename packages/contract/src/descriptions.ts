import { z } from 'zod';
import { WIRE_LANGUAGES, type WireLanguage } from './languages';
import { OFFER_LIMITS } from './limits';
import { KEYS } from './messages';

/**
 * The descriptions of products and events in four languages and their automatic translation (POST /translate,
 * PRODUCT.md §offers): each is at most 240 characters, and a language without its own text shows the source.
 */

/** The description field of each wire language: English is `description` (PRODUCT.md §offers). */
export const DESCRIPTION_FIELDS = {
  en: 'description',
  de: 'descriptionDe',
  fr: 'descriptionFr',
  it: 'descriptionIt',
} as const satisfies Record<WireLanguage, string>;

export interface Descriptions {
  description: string;
  descriptionDe: string;
  descriptionFr: string;
  descriptionIt: string;
}

/** Cuts a text to the limit in characters (code points, so no emoji is split), as each translation is. */
export function cutToLimit(text: string, max: number = OFFER_LIMITS.descriptionMax): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd();
}

/**
 * The languages still showing a copy of the source text: those marked untranslated whose text was not edited
 * since (an edited text counts as translated). The source language itself is never untranslated.
 */
export function stillUntranslated(
  descriptions: Descriptions,
  source: WireLanguage,
  marked: readonly WireLanguage[],
): WireLanguage[] {
  const sourceText = descriptions[DESCRIPTION_FIELDS[source]];
  return WIRE_LANGUAGES.filter(
    (language) =>
      language !== source &&
      marked.includes(language) &&
      descriptions[DESCRIPTION_FIELDS[language]] === sourceText,
  );
}

/**
 * Fills every empty description with the source text and marks it untranslated, so that a product or event is
 * never shown without a description in any language.
 */
export function fillMissingDescriptions(
  descriptions: Descriptions,
  source: WireLanguage,
  marked: readonly WireLanguage[],
): { descriptions: Descriptions; untranslatedLanguages: WireLanguage[] } {
  const sourceText = descriptions[DESCRIPTION_FIELDS[source]];
  const filled = { ...descriptions };
  const untranslated = new Set(stillUntranslated(descriptions, source, marked));
  for (const language of WIRE_LANGUAGES) {
    const field = DESCRIPTION_FIELDS[language];
    if (filled[field] === '') {
      filled[field] = sourceText;
      untranslated.add(language);
    }
  }
  return {
    descriptions: filled,
    untranslatedLanguages: WIRE_LANGUAGES.filter((language) => untranslated.has(language)),
  };
}

// ---- Translation (POST /translate) -------------------------------------------------------------------------

/**
 * A language as the spec's (DeepL's) `target_lang` names it: `DE`, `FR`, `IT`, `EN`, `EN-GB` or `EN-US`, in any
 * case. Only Tifo's four languages are accepted.
 */
const deeplLanguage = z
  .string(KEYS.translationTargetsInvalid)
  .trim()
  .transform((code) => code.toLowerCase().split('-')[0])
  .pipe(z.enum(WIRE_LANGUAGES, KEYS.translationTargetsInvalid));

/**
 * POST /translate takes two shapes. The spec's (its list of calls; DeepL's): `{text, target_lang, source_lang?}`, one
 * language, answered as `translations[0].text`. Tifo's own: `{text, sourceLang?, targetLangs}`, several
 * languages at once, answered per language. A body names `targetLangs` or `target_lang`, not both.
 */
export const TranslateRequest = z
  .object({
    text: z
      .string(KEYS.productDescriptionRequired)
      .trim()
      .min(1, KEYS.productDescriptionRequired)
      .max(OFFER_LIMITS.descriptionMax, KEYS.descriptionTooLong),
    /** The text's language; detected by the provider when absent. */
    sourceLang: z.enum(WIRE_LANGUAGES, KEYS.translationTargetsInvalid).optional(),
    targetLangs: z
      .array(z.enum(WIRE_LANGUAGES, KEYS.translationTargetsInvalid), KEYS.translationTargetsInvalid)
      .min(1, KEYS.translationTargetsInvalid)
      .max(WIRE_LANGUAGES.length, KEYS.translationTargetsInvalid)
      .optional(),
    /** The spec's shape: the one language to translate into. */
    target_lang: deeplLanguage.optional(),
    /** The spec's shape: the text's language. */
    source_lang: deeplLanguage.optional(),
  })
  .refine((body) => (body.targetLangs === undefined) !== (body.target_lang === undefined), {
    message: KEYS.translationTargetsInvalid,
    path: ['targetLangs'],
  })
  .transform((body) => {
    if (body.target_lang !== undefined) {
      return {
        text: body.text,
        sourceLang: body.source_lang ?? body.sourceLang,
        targetLangs: [body.target_lang],
        shape: 'spec' as const,
      };
    }
    const wanted = body.targetLangs ?? [];
    return {
      text: body.text,
      sourceLang: body.sourceLang,
      targetLangs: WIRE_LANGUAGES.filter(
        (language) => wanted.includes(language) && language !== body.sourceLang,
      ),
      shape: 'tifo' as const,
    };
  });
export type TranslateRequest = z.input<typeof TranslateRequest>;
export type TranslateInput = z.output<typeof TranslateRequest>;

export const TRANSLATION_PROVIDERS = ['deepl', 'libretranslate', 'none'] as const;
export type TranslationProvider = (typeof TRANSLATION_PROVIDERS)[number];

/**
 * Each requested language's text, cut to 240 characters. Without a translation service the source text is
 * copied and the language listed in `untranslatedLanguages` (`untranslated` is true when any is), so the form
 * shows it for editing.
 */
export const TifoTranslateResponse = z.object({
  translations: z.partialRecord(z.enum(WIRE_LANGUAGES), z.string()),
  untranslated: z.boolean(),
  untranslatedLanguages: z.array(z.enum(WIRE_LANGUAGES)),
  provider: z.enum(TRANSLATION_PROVIDERS),
});
export type TifoTranslateResponse = z.infer<typeof TifoTranslateResponse>;

/**
 * The spec's answer (DeepL's shape): `translations[0].text` is the text in `target_lang`, with the
 * source language in capitals when it was given. `untranslated` is true when the text is a copy of the source.
 */
export const SpecTranslateResponse = z.object({
  translations: z.array(z.object({ text: z.string(), detected_source_language: z.string().optional() })),
  untranslated: z.boolean(),
  provider: z.enum(TRANSLATION_PROVIDERS),
});
export type SpecTranslateResponse = z.infer<typeof SpecTranslateResponse>;

export const TranslateResponse = z.union([TifoTranslateResponse, SpecTranslateResponse]);
export type TranslateResponse = z.infer<typeof TranslateResponse>;

/** Puts a translate answer into a form's description fields (the source field stays as typed). */
export function withTranslations<T extends Descriptions & { untranslatedLanguages?: WireLanguage[] }>(
  form: T,
  answer: TifoTranslateResponse,
): T {
  const next = { ...form };
  for (const language of WIRE_LANGUAGES) {
    const text = answer.translations[language];
    if (text !== undefined) next[DESCRIPTION_FIELDS[language]] = text;
  }
  next.untranslatedLanguages = answer.untranslatedLanguages;
  return next;
}
