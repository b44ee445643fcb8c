import { type MessageKey, parseCalendarDay } from '@tifo/contract';
import { AppError } from '../errors';

/** DD.MM.YYYY in Swiss time (PRODUCT.md §constants). */
export function swissDay(date: Date): string {
  return SWISS_DAY.format(date);
}

/** DD.MM.YYYY HH:MM in Swiss time. */
export function swissDayTime(date: Date): string {
  return `${SWISS_DAY.format(date)} ${SWISS_TIME.format(date)}`;
}

/** YYYY-MM-DD of the Swiss calendar day a moment falls on. */
export function swissIsoDay(date: Date): string {
  return SWISS_ISO_DAY.format(date);
}

/** Minutes Swiss time is ahead of UTC at a moment (60 in winter, 120 in summer). */
function swissOffsetMinutes(date: Date): number {
  const name = SWISS_OFFSET.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** Midnight at the start of a Swiss calendar day (YYYY-MM-DD), as a moment. */
export function startOfSwissDay(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  let moment = utcMidnight - swissOffsetMinutes(new Date(utcMidnight)) * 60_000;
  // Around a change of summer time the offset at the guess may differ from the one at midnight itself.
  const offset = swissOffsetMinutes(new Date(moment));
  moment = utcMidnight - offset * 60_000;
  return new Date(moment);
}

/** The Swiss calendar day `days` after a day (YYYY-MM-DD; negative goes back). */
export function addSwissDays(day: string, days: number): string {
  const date = new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

// Made once (an Intl formatter is expensive to create).
const SWISS_DAY = new Intl.DateTimeFormat('de-CH', {
  timeZone: 'Europe/Zurich',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const SWISS_TIME = new Intl.DateTimeFormat('de-CH', {
  timeZone: 'Europe/Zurich',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const SWISS_ISO_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' });
const SWISS_OFFSET = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Zurich',
  timeZoneName: 'longOffset',
});

/**
 * An export's Swiss days from … to (YYYY-MM-DD, both included, at most `maxDays` apart): the days as given and
 * the moments they span, [start, end). A day that is not one answers invalidDate, a range backwards or too
 * long `rangeMessage` (the one that names the export's limit).
 */
export function swissDayRange(
  from: string,
  to: string,
  maxDays: number,
  rangeMessage: MessageKey = 'dateRangeInvalid',
): { first: string; last: string; start: Date; end: Date } {
  const fromDay = parseCalendarDay(from);
  const toDay = parseCalendarDay(to);
  if (!fromDay || !toDay) throw new AppError('validation', 'invalidDate');
  const days = Math.round((toDay.getTime() - fromDay.getTime()) / 86_400_000);
  if (days < 0 || days > maxDays) throw new AppError('validation', rangeMessage);
  const first = fromDay.toISOString().slice(0, 10);
  const last = toDay.toISOString().slice(0, 10);
  return { first, last, start: startOfSwissDay(first), end: startOfSwissDay(addSwissDays(last, 1)) };
}
