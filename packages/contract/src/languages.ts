/** Languages as the browser stores them. German is stored as 'du' (a quirk of the original app we keep). */
export const LANGUAGES = ['du', 'en', 'fr', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'du';

/** Languages as they travel to and from the server: German is 'de' on the wire. */
export const WIRE_LANGUAGES = ['de', 'en', 'fr', 'it'] as const;
export type WireLanguage = (typeof WIRE_LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  du: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
};

export function toWireLanguage(language: Language): WireLanguage {
  return language === 'du' ? 'de' : language;
}

/** A stored language (a user's preferred language, a club admin's) as a wire language; German when unknown. */
export function wireLanguageOf(value: string | null | undefined): WireLanguage {
  return (WIRE_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as WireLanguage) : 'de';
}

export function fromWireLanguage(language: WireLanguage): Language {
  return language === 'de' ? 'du' : language;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 tag for Intl formatting (dates DD.MM.YYYY, CHF amounts) in Switzerland. */
export function localeOf(language: Language): string {
  return { du: 'de-CH', en: 'en-CH', fr: 'fr-CH', it: 'it-CH' }[language];
}

/**
 * The caller's language from `Accept-Language` (e.g. 'fr-CH,fr;q=0.9,en;q=0.8' → 'fr'): the supported language
 * with the highest weight, the first named among equals; a weight that is not a number counts as 1. German
 * when none is supported or the header is missing. Only the first 500 characters are read.
 */
export function languageFromHeader(header: string | string[] | undefined): WireLanguage {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight, index };
    })
    .filter(
      (entry) =>
        Number.isFinite(entry.weight) &&
        entry.weight > 0 &&
        (WIRE_LANGUAGES as readonly string[]).includes(entry.language),
    )
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked[0]?.language as WireLanguage | undefined) ?? 'de';
}
