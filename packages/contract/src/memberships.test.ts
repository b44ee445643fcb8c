import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_RULES, parseCalendarDay, startingDateInRange } from './memberships';

const day = (text: string) => parseCalendarDay(text)!;

describe('startingDateInRange', () => {
  it('counts the allowed days from today in Switzerland, whatever the hour', () => {
    expect(MEMBERSHIP_RULES.startingDateRangeDays).toBe(366);
    // 00:30 in Zurich on 28 November 2026 (23:30 UTC the day before): today is the 28th.
    const afterMidnight = new Date('2026-11-27T23:30:00Z');
    expect(startingDateInRange(day('2027-11-29'), afterMidnight)).toBe(true);
    expect(startingDateInRange(day('2027-11-30'), afterMidnight)).toBe(false);
    expect(startingDateInRange(day('2025-11-27'), afterMidnight)).toBe(true);
    expect(startingDateInRange(day('2025-11-26'), afterMidnight)).toBe(false);
    // 23:30 in Zurich on 27 November 2026 (22:30 UTC): today is the 27th.
    const beforeMidnight = new Date('2026-11-27T22:30:00Z');
    expect(startingDateInRange(day('2027-11-28'), beforeMidnight)).toBe(true);
    expect(startingDateInRange(day('2027-11-29'), beforeMidnight)).toBe(false);
    expect(startingDateInRange(day('2025-11-26'), beforeMidnight)).toBe(true);
    expect(startingDateInRange(day('2025-11-25'), beforeMidnight)).toBe(false);
    // Summer time: 01:30 in Zurich on 1 July 2026 is 23:30 UTC on 30 June.
    const summerNight = new Date('2026-06-30T23:30:00Z');
    expect(startingDateInRange(day('2027-07-02'), summerNight)).toBe(true);
    expect(startingDateInRange(day('2025-06-30'), summerNight)).toBe(true);
    expect(startingDateInRange(day('2025-06-29'), summerNight)).toBe(false);
  });
});
