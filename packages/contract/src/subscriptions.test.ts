import { describe, expect, it } from 'vitest';
import { addPeriod, firstCharge, remindsBeforeCharge } from './subscriptions';

const at = (iso: string) => new Date(iso);

describe('firstCharge: the prorated first amount (PRODUCT.md §constants)', () => {
  // amount CHF, period, startingDate, now → first amount CHF, next charge, days paid for
  const table: [
    number,
    Parameters<typeof firstCharge>[0]['period'],
    string | null,
    string,
    number,
    string,
    number,
  ][] = [
    // No starting date: the whole amount now, the next charge one period later.
    [20, 'month', null, '2026-11-25T10:00:00Z', 20, '2026-12-25T10:00:00Z', 30],
    [10, 'week', null, '2026-11-25T10:00:00Z', 10, '2026-12-02T10:00:00Z', 7],
    [120, 'year', null, '2026-11-25T10:00:00Z', 120, '2027-11-25T10:00:00Z', 365],
    // A season that started 2026-08-01 (monthly cycles of 30 days: 08-01, 08-31, 09-30, 10-30, 11-29, …).
    // 2026-11-25 10:00 → next cycle 11-29 00:00: 3 days 14 h left, counted as 4 days: 30 × 4/30 = 4 → CHF 5 minimum.
    [30, 'month', '2026-08-01T00:00:00Z', '2026-11-25T10:00:00Z', 5, '2026-11-29T00:00:00Z', 4],
    // CHF 60 a month, 4 days left: 60 × 4/30 = 8.00.
    [60, 'month', '2026-08-01T00:00:00Z', '2026-11-25T10:00:00Z', 8, '2026-11-29T00:00:00Z', 4],
    // CHF 100 every six months from 2026-08-01 (cycles 08-01, 2027-01-28): 64 days left of 180 → 35.555… → 35.56.
    [100, 'six_months', '2026-08-01T00:00:00Z', '2026-11-25T10:00:00Z', 35.56, '2027-01-28T00:00:00Z', 64],
    // CHF 7 a week from a Sunday, on Wednesday 10:00: 4 days left, 7 × 4/7 = 4.00 → CHF 5 minimum.
    [7, 'week', '2026-11-01T00:00:00Z', '2026-11-25T10:00:00Z', 5, '2026-11-29T00:00:00Z', 4],
    // CHF 33.33 for three months with 1 day left: 0.37 → CHF 5 minimum.
    [33.33, 'three_months', '2026-08-28T00:00:00Z', '2026-11-25T10:00:00Z', 5, '2026-11-26T00:00:00Z', 1],
    // Exactly on a cycle start: the whole amount, nothing prorated.
    [50, 'month', '2026-08-01T00:00:00Z', '2026-11-29T00:00:00Z', 50, '2026-12-29T00:00:00Z', 30],
    // A season that starts later: the cycles before it count alike (2026-12-01 back by 30 days: 11-01).
    [30, 'month', '2026-12-01T00:00:00Z', '2026-11-25T10:00:00Z', 6, '2026-12-01T00:00:00Z', 6],
    // A yearly membership of CHF 365 with 100 days left: exactly CHF 100.
    [365, 'year', '2026-03-05T00:00:00Z', '2026-11-25T10:00:00Z', 100, '2027-03-05T00:00:00Z', 100],
    // Half up: CHF 10.01 for four months (120 days) with 90 days left: 7.5075 → 7.51.
    [10.01, 'four_months', '2026-08-03T10:00:00Z', '2026-09-02T10:00:00Z', 7.51, '2026-12-01T10:00:00Z', 90],
  ];

  it.each(table)(
    'CHF %s per %s from %s, at %s → CHF %s, next %s (%s days)',
    (amount, period, start, now, first, next, days) => {
      const result = firstCharge({
        amountRappen: Math.round(amount * 100),
        period,
        startingDate: start ? at(start) : null,
        now: at(now),
      });
      expect(result.amountRappen).toBe(Math.round(first * 100));
      expect(result.nextChargeAt.toISOString()).toBe(at(next).toISOString());
      expect(result.days).toBe(days);
      expect(result.prorated).toBe(
        start !== null &&
          result.days !==
            { week: 7, month: 30, three_months: 90, four_months: 120, six_months: 180, year: 365 }[period],
      );
    },
  );

  it('rounds half a Rappen up', () => {
    // CHF 15 a month with 1 day left of 30 → 0.50 → minimum; CHF 150.15 with 1 of 30 → 5.005 → 5.01.
    expect(
      firstCharge({
        amountRappen: 15015,
        period: 'month',
        startingDate: at('2026-10-27T00:00:00Z'),
        now: at('2026-11-25T12:00:00Z'),
      }).amountRappen,
    ).toBe(501);
  });

  it('never charges less than CHF 5 or more than the amount', () => {
    for (let day = 0; day < 400; day += 7) {
      const now = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000 + 3_600_000);
      for (const period of ['week', 'month', 'six_months', 'year'] as const) {
        const { amountRappen } = firstCharge({
          amountRappen: 2500,
          period,
          startingDate: at('2025-09-01T00:00:00Z'),
          now,
        });
        expect(amountRappen).toBeGreaterThanOrEqual(500);
        expect(amountRappen).toBeLessThanOrEqual(2500);
      }
    }
  });
});

describe('periods', () => {
  it('adds whole days per period: week 7, month 30, three months 90, four months 120, six months 180, year 365', () => {
    const from = at('2026-01-01T00:00:00Z');
    expect(addPeriod(from, 'week').toISOString()).toBe('2026-01-08T00:00:00.000Z');
    expect(addPeriod(from, 'month').toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(addPeriod(from, 'three_months').toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(addPeriod(from, 'four_months').toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(addPeriod(from, 'six_months').toISOString()).toBe('2026-06-30T00:00:00.000Z');
    expect(addPeriod(from, 'year').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('reminds before charges of six months or longer only', () => {
    expect(remindsBeforeCharge('six_months')).toBe(true);
    expect(remindsBeforeCharge('year')).toBe(true);
    expect(remindsBeforeCharge('four_months')).toBe(false);
    expect(remindsBeforeCharge('month')).toBe(false);
    expect(remindsBeforeCharge('week')).toBe(false);
  });
});
