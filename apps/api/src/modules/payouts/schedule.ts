import { PAYOUT_RULES, type PayoutSchedule } from '@tifo/contract';
import { addSwissDays } from '../documents/dates';

/*
 * When payout runs happen (spec 000 §1, DESIGN.md §4): every 14 days from a fixed Monday (biweekly, the
 * default), or on the 1st and 15th of each month (semimonthly). Days are Swiss calendar days (YYYY-MM-DD).
 */

const DAY_MS = 86_400_000;

export function isRunDay(day: string, schedule: PayoutSchedule): boolean {
  if (schedule === 'semimonthly') {
    return (PAYOUT_RULES.semimonthlyDays as readonly number[]).includes(Number(day.slice(8, 10)));
  }
  const days = Math.round((Date.parse(day) - Date.parse(PAYOUT_RULES.biweeklyAnchor)) / DAY_MS);
  return ((days % 14) + 14) % 14 === 0;
}

/** The first run day on or after `day`. */
export function nextRunDay(day: string, schedule: PayoutSchedule): string {
  let candidate = day;
  // At most 16 days apart in either schedule.
  for (let i = 0; i < 32 && !isRunDay(candidate, schedule); i += 1) candidate = addSwissDays(candidate, 1);
  return candidate;
}
