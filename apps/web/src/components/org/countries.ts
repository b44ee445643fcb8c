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

/**
 * The options in the UI language (a wire code: de, en, fr, it): by default Switzerland and Liechtenstein, then
 * the SEPA countries A–Z; or the given codes in their order (checkout's delivery countries).
 */
export function countryOptions(language: string, codes?: readonly string[]): CountryOption[] {
  const key = `${language}:${codes?.join(',') ?? ''}`;
  const cached = cache.get(key);
  if (cached) return cached;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  const label = (code: string) => names?.of(code) ?? code;
  const option = (code: string) => ({ value: code, label: label(code) });
  const options = codes
    ? codes.map(option)
    : [
        ...FIRST_COUNTRIES.map(option),
        ...SEPA_COUNTRIES.map(option).sort((a, b) => a.label.localeCompare(b.label, language)),
      ];
  cache.set(key, options);
  return options;
}

/** A country's name in the UI language, or the code. */
export function countryName(code: string, language: string): string {
  return countryOptions(language).find((option) => option.value === code)?.label ?? code;
}
