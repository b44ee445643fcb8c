import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coveredFeeRappen,
  grossForNet,
  PLATFORM_FEE_CAP_RAPPEN,
  platformFeeRappen,
  splitDonation,
} from './fees';
import { formatChf, formatChfGrouped, formatCount, parseChf } from './money';

describe('platform fee', () => {
  it('takes 20% of a CHF 5.00 donation: CHF 1.00 fee, CHF 4.00 to the club', () => {
    expect(splitDonation(500)).toEqual({ amountRappen: 500, feeRappen: 100, clubShareRappen: 400 });
  });

  it('takes exactly the cap at CHF 100.00', () => {
    expect(splitDonation(10_000)).toEqual({ amountRappen: 10_000, feeRappen: 2000, clubShareRappen: 8000 });
  });

  it('caps the fee at CHF 20.00 above CHF 100', () => {
    expect(splitDonation(15_000)).toEqual({ amountRappen: 15_000, feeRappen: 2000, clubShareRappen: 13_000 });
    expect(platformFeeRappen(10_005)).toBe(PLATFORM_FEE_CAP_RAPPEN);
    expect(platformFeeRappen(100_000_000)).toBe(PLATFORM_FEE_CAP_RAPPEN);
  });

  it('stays just under the cap at CHF 99.95', () => {
    expect(platformFeeRappen(9995)).toBe(1999);
  });

  it('rounds to the Rappen, half up, at the smallest amounts', () => {
    expect(splitDonation(5)).toEqual({ amountRappen: 5, feeRappen: 1, clubShareRappen: 4 }); // 0.05 → 0.01
    expect(platformFeeRappen(0)).toBe(0);
    expect(platformFeeRappen(1)).toBe(0); // 0.2 Rappen
    expect(platformFeeRappen(2)).toBe(0); // 0.4
    expect(platformFeeRappen(3)).toBe(1); // 0.6
    expect(platformFeeRappen(7)).toBe(1); // 1.4
    expect(platformFeeRappen(8)).toBe(2); // 1.6
    expect(platformFeeRappen(1003)).toBe(201); // 200.6
  });

  it('never gives the club a negative or fractional share', () => {
    const wrong: number[] = [];
    for (let amount = 0; amount <= 20_000; amount += 1) {
      const { feeRappen, clubShareRappen } = splitDonation(amount);
      const ok =
        Number.isInteger(feeRappen) &&
        Number.isInteger(clubShareRappen) &&
        feeRappen + clubShareRappen === amount &&
        clubShareRappen >= 0 &&
        feeRappen <= PLATFORM_FEE_CAP_RAPPEN;
      if (!ok) wrong.push(amount);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses fractional or negative Rappen', () => {
    expect(() => platformFeeRappen(0.5)).toThrow(RangeError);
    expect(() => platformFeeRappen(-100)).toThrow(RangeError);
  });
});

describe('CHF amounts', () => {
  it('parses digits with one decimal point into Rappen', () => {
    expect(parseChf('5')).toBe(500);
    expect(parseChf('12.5')).toBe(1250);
    expect(parseChf('0.05')).toBe(5);
    expect(parseChf(' 100.00 ')).toBe(10_000);
    expect(parseChf(19.99)).toBe(1999);
  });

  it('rejects anything else', () => {
    for (const bad of ['', '.', '1.234', '1,50', '-5', '1e3', 'abc', '1.2.3']) {
      expect(parseChf(bad)).toBeUndefined();
    }
  });

  it('formats Rappen with two decimals', () => {
    expect(formatChf(100)).toBe('1.00');
    expect(formatChf(5)).toBe('0.05');
    expect(formatChf(123_456)).toBe('1234.56');
  });

  it('groups a count by threes with the same apostrophe', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1344)).toBe("1'344");
    expect(formatCount(1_250_000)).toBe("1'250'000");
    expect(formatCount(-12_345)).toBe("-12'345");
  });

  it('groups the francs by threes with the Swiss apostrophe for people to read', () => {
    expect(formatChfGrouped(5)).toBe('0.05');
    expect(formatChfGrouped(99_999)).toBe('999.99');
    expect(formatChfGrouped(100_000)).toBe("1'000.00");
    expect(formatChfGrouped(1_418_200)).toBe("14'182.00");
    expect(formatChfGrouped(10_000_000_001)).toBe("100'000'000.01");
    expect(formatChfGrouped(-123_456_789)).toBe("-1'234'567.89");
    // The same character as Intl's de-CH, which the dashboard's chart axis uses.
    expect(formatChfGrouped(100_000).charAt(1)).toBe(new Intl.NumberFormat('de-CH').format(1000).charAt(1));
  });
});

describe('the donor covers the fee (issue 48)', () => {
  it('grosses up so that the club receives the chosen amount, at the rule’s boundaries', () => {
    // CHF 5: 6.25 paid, 1.25 fee. CHF 80: 100.00, exactly the cap. CHF 80.05: 100.05, the fee stays 20.00.
    expect(grossForNet(500)).toBe(625);
    expect(coveredFeeRappen(500)).toBe(125);
    expect(grossForNet(1000)).toBe(1250);
    expect(grossForNet(8000)).toBe(10_000);
    expect(grossForNet(8005)).toBe(10_005);
    expect(coveredFeeRappen(8005)).toBe(2000);
    expect(grossForNet(1_000_000)).toBe(1_002_000);
    expect(grossForNet(0)).toBe(0);
    expect(() => grossForNet(-1)).toThrow(RangeError);
    expect(() => grossForNet(1.5)).toThrow(RangeError);
  });

  it('gives the club exactly the chosen amount, to the Rappen, and asks no Rappen more than needed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (net) => {
        const gross = grossForNet(net);
        expect(splitDonation(gross).clubShareRappen).toBe(net);
        expect(splitDonation(gross - 1).clubShareRappen).toBeLessThan(net);
      }),
      { numRuns: 1000 },
    );
  });
});
