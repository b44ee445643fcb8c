import { franc } from 'franc';

type Language = 'de' | 'en' | 'fr' | 'it';
const ISO_639_3: Record<Language, string> = { de: 'deu', en: 'eng', fr: 'fra', it: 'ita' };

/**
 * Whether a text reads as written in `language` rather than in German (or, for German, rather than in French
 * or Italian), by franc's trigram model. The question is put as a choice between two or three languages on
 * purpose: the demo data's risk is a translation filed under the wrong language (the club's own language
 * written first, where German belongs), and a two-way choice tells German from the others reliably even in a
 * short sentence, where a four-way guess confuses French and Italian now and then.
 */
export function writtenIn(text: string, language: Language): boolean {
  const rivals: Language[] = language === 'de' ? ['fr', 'it'] : ['de'];
  const only = [language, ...rivals].map((code) => ISO_639_3[code]);
  return franc(text, { only, minLength: 10 }) === ISO_639_3[language];
}
