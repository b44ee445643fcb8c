/**
 * Countries offered for the contact person's address and the bank: Switzerland and Liechtenstein first, then
 * the other SEPA countries, named by the browser in the UI language (Intl.DisplayNames), so no list of
 * country names needs translating.
 */
export const FIRST_COUNTRIES = ['CH', 'LI'] as const;
// biome-ignore format: a block of codes is easier to scan
export const SEPA_COUNTRIES = [
  'AD', 'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE',
  'IS', 'IT', 'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'SM', 'VA',
] as const;

export interface CountryOption {
  value: string;
  label: string;
}

const cache = new Map<string, CountryOption[]>();

/** The options in the UI language (a wire code: de, en, fr, it). */
export function countryOptions(language: string): CountryOption[] {
  const cached = cache.get(language);
  if (cached) return cached;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  const label = (code: string) => names?.of(code) ?? code;
  const first = FIRST_COUNTRIES.map((code) => ({ value: code, label: label(code) }));
  const rest = SEPA_COUNTRIES.map((code) => ({ value: code, label: label(code) })).sort((a, b) =>
    a.label.localeCompare(b.label, language),
  );
  const options = [...first, ...rest];
  cache.set(language, options);
  return options;
}

/** A country's name in the UI language, or the code. */
export function countryName(code: string, language: string): string {
  return countryOptions(language).find((option) => option.value === code)?.label ?? code;
}
