import type { WireLanguage } from '@tifo/contract';

/**
 * One entry of a module's catalogs (locales/<language>/<kind>.json) in each language:
 * `perLanguage({ de, en, fr, it }, (words) => words.headers)`.
 */
export function perLanguage<Words, T>(
  catalogs: Record<WireLanguage, Words>,
  pick: (words: Words) => T,
): Record<WireLanguage, T> {
  return { de: pick(catalogs.de), en: pick(catalogs.en), fr: pick(catalogs.fr), it: pick(catalogs.it) };
}
