/**
 * Intl formatters, made once per locale and options: creating one costs about a millisecond on a phone, and
 * a club page formats dozens of dates and distances while it hydrates.
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `date ${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `number ${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** YYYY-MM-DD of the Swiss calendar day a moment falls on (a date field's value); today by default. */
export function swissIsoDay(date: Date = new Date()): string {
  return dateFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(date);
}
