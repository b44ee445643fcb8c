/** Dates and durations of the organisation pages: DD.MM.YYYY in Swiss time (PRODUCT.md §constants). */

function parts(iso: string, withTime: boolean): Record<string, string> | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const formatted = new Intl.DateTimeFormat('de-CH', {
    timeZone: 'Europe/Zurich',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
  }).formatToParts(date);
  return Object.fromEntries(formatted.map((part) => [part.type, part.value]));
}

/** '2026-11-22T09:05:00Z' → '22.11.2026' */
export function formatDate(iso: string): string {
  const p = parts(iso, false);
  return p ? `${p.day}.${p.month}.${p.year}` : iso;
}

/** '2026-11-22T09:05:00Z' → '22.11.2026 10:05' */
export function formatDateTime(iso: string): string {
  const p = parts(iso, true);
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}` : iso;
}

/**
 * A waiting time for the review queue: under two days in hours ('5 h', '47 h'), from there in whole days;
 * the caller translates the unit.
 */
export function waitingTime(hours: number): { unit: 'hours' | 'days'; count: number } {
  const whole = Math.max(0, Math.floor(hours));
  if (whole < 48) return { unit: 'hours', count: whole };
  return { unit: 'days', count: Math.floor(whole / 24) };
}

/** A language's name in the UI language: 'Französisch' in German, 'français' in French (Intl.DisplayNames). */
export function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
