/** Platform fee: 20% of each donation, capped at CHF 20, in integer Rappen, rounded half up. */
export const PLATFORM_FEE_PERCENT = 20;
export const PLATFORM_FEE_CAP_RAPPEN = 2000;

export interface FeeSplit {
  amountRappen: number;
  feeRappen: number;
  clubShareRappen: number;
}

export function platformFeeRappen(amountRappen: number): number {
  if (!Number.isSafeInteger(amountRappen) || amountRappen < 0) {
    throw new RangeError(`amountRappen must be a non-negative integer, got ${amountRappen}`);
  }
  // amount × 20 / 100, rounded half up, in integers only: floor((amount × 20 + 50) / 100).
  const fee = Math.floor((amountRappen * PLATFORM_FEE_PERCENT + 50) / 100);
  return Math.min(fee, PLATFORM_FEE_CAP_RAPPEN);
}

export function splitDonation(amountRappen: number): FeeSplit {
  const feeRappen = platformFeeRappen(amountRappen);
  return { amountRappen, feeRappen, clubShareRappen: amountRappen - feeRappen };
}

/**
 * What a donor pays who covers the fee (issue 48): the smallest gross from which the club receives exactly
 * `netRappen` under the fee rule (20 %, rounded half up, at most CHF 20). The club's share grows by 0 or 1 Rappen
 * with each Rappen of gross, so such a gross always exists; the smallest one asks the donor the least.
 */
export function grossForNet(netRappen: number): number {
  if (!Number.isSafeInteger(netRappen) || netRappen < 0) {
    throw new RangeError(`netRappen must be a non-negative integer, got ${netRappen}`);
  }
  const share = (gross: number) => gross - platformFeeRappen(gross);
  // Above the cap the fee is flat; below it the gross is about net / 0.8. Start just under, then step up.
  const capped = netRappen + PLATFORM_FEE_CAP_RAPPEN;
  let gross = Math.min(capped, Math.floor((netRappen * 100) / (100 - PLATFORM_FEE_PERCENT)) - 2);
  gross = Math.max(gross, netRappen);
  while (share(gross) < netRappen) gross += 1;
  return gross;
}

/** The fee a donor adds by covering it: what they pay beyond `netRappen`. */
export function coveredFeeRappen(netRappen: number): number {
  return grossForNet(netRappen) - netRappen;
}

/** What a gift charges, and the part of it the donor added to cover the fee (0 when they do not cover it). */
export interface CoveredGift {
  grossRappen: number;
  coveredFeeRappen: number;
}

/** The chosen amount as charged: grossed up when the donor covers the fee (grossForNet), else as it is. */
export function giftWithCover(chosenRappen: number, coversFee: boolean): CoveredGift {
  const grossRappen = coversFee ? grossForNet(chosenRappen) : chosenRappen;
  return { grossRappen, coveredFeeRappen: grossRappen - chosenRappen };
}

/**
 * The most a donor who covers the fee may choose when at most `grossRappen` may be charged (a crowdfunding rest):
 * the club's share of that gross, since the share never falls as the gross grows.
 */
export function largestCoveredChoice(grossRappen: number): number {
  return grossRappen - platformFeeRappen(grossRappen);
}
