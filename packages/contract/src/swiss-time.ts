/** Swiss local time (Europe/Zurich) for the forms' wire formats: calendar days and 'YYYY-MM-DD HH:mm:ss'. */

const zurichParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function zurichFields(date: Date) {
  const parts = Object.fromEntries(zurichParts.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** 'YYYY-MM-DD HH:mm:ss' in Swiss local time (the event form's wire format, PRODUCT.md §validation). */
export function formatSwissDateTime(date: Date): string {
  const { date: day, time } = zurichFields(date);
  return `${day} ${time}`;
}

/** 'YYYY-MM-DD', the Swiss calendar day of an instant. */
export function swissDate(date: Date): string {
  return zurichFields(date).date;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Whether 'YYYY-MM-DD' is a real calendar day (not 2027-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The instant of a Swiss local 'YYYY-MM-DD HH:mm:ss' (CET or CEST); undefined when it is not a valid time.
 * In the autumn hour that occurs twice the earlier one is taken; a time skipped in spring moves one hour on.
 */
export function parseSwissDateTime(text: string): Date | undefined {
  const match = DATE_TIME.exec(text);
  if (!match || !isCalendarDate(text.slice(0, 10))) return undefined;
  const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6])];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const asUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hour, minute, second);
  // Zurich is UTC+1 or UTC+2: try both offsets, keep the one that reads back as the same local time.
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    if (formatSwissDateTime(candidate) === text) return candidate;
  }
  return new Date(asUtc - 3_600_000);
}

/** The last second of a Swiss calendar day: a product expiring on a day is offered until its end. */
export function endOfSwissDay(day: string): Date | undefined {
  return parseSwissDateTime(`${day} 23:59:59`);
}
