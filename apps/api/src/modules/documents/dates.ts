/** DD.MM.YYYY in Swiss time (spec 000 §9). */
export function swissDay(date: Date): string {
  const parts = new Intl.DateTimeFormat('de-CH', {
    timeZone: 'Europe/Zurich',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
  return parts;
}
