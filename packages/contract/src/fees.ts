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
