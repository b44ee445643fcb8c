/** DD.MM.YYYY in Swiss time (spec 000 §9). */
export function swissDay(date: Date): string {
  return SWISS_DAY.format(date);
}

// Made once (an Intl formatter is expensive to create).
const SWISS_DAY = new Intl.DateTimeFormat('de-CH', {
  timeZone: 'Europe/Zurich',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
