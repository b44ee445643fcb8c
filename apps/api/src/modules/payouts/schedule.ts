import { PAYOUT_RULES, type PayoutSchedule } from '@tifo/contract';
import type { DbOrTx } from '../../db/client';
import { addSwissDays } from '../../platform/swiss-dates';
import { runOfDay } from './queries';

/*
 * When payout runs happen (PRODUCT.md §payouts, DESIGN.md §4): every 14 days from a fixed Monday (biweekly, the
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

/**
 * The next payout run, as the operator's payouts tab and the club's pending payout both name it (issue 45): today
 * on a run day until that day's run has completed, else the next run day after today. Both schedules.
 */
export async function nextPayoutDay(db: DbOrTx, today: string, schedule: PayoutSchedule): Promise<string> {
  if (isRunDay(today, schedule) && (await runOfDay(db, today))?.status !== 'complete') return today;
  return nextRunDay(addSwissDays(today, 1), schedule);
}
