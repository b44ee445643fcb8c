import type { WireLanguage } from '@tifo/contract';

export interface Descriptions {
  en: string;
  de: string;
  fr: string;
  it: string;
}

/**
 * The local translation adapter: every language left empty gets the text of the source language, so a
 * club page never shows an empty description. A machine translation replaces this in issue 5; texts the
 * user wrote in a language are always kept as written.
 */
export function fillDescriptions(texts: Descriptions, source: WireLanguage): Descriptions {
  const original = texts[source];
  return {
    en: texts.en || original,
    de: texts.de || original,
    fr: texts.fr || original,
    it: texts.it || original,
  };
}
