import { amountRuleProduct, maxGiftRappen, PAYMENT_LIMITS, presetAmountRappen } from './payments';

/** The suggestions checkout offers where none are set: CHF 20, 50 and 100 (issue 48). */
export const DEFAULT_SUGGESTED_AMOUNTS = [20, 50, 100] as const;

/**
 * The amounts checkout offers to pick, CHF: the club's, else the defaults; only where the donor chooses the
 * amount, and only those a gift may be now (from CHF 5, at most the maximum per gift or what a campaign misses).
 */
export function suggestedAmountsOf(product: {
  price: number | null;
  crowdFunding: boolean;
  targetAmount: number | null;
  totalFunded: number;
  maxAmount?: number | null;
  suggestedAmounts?: readonly number[] | undefined;
}): number[] {
  const rule = amountRuleProduct(product);
  if (presetAmountRappen(rule) !== null) return [];
  const maximum = maxGiftRappen(rule);
  const set = product.suggestedAmounts?.length ? product.suggestedAmounts : DEFAULT_SUGGESTED_AMOUNTS;
  return set.filter(
    (chf) => chf * 100 >= PAYMENT_LIMITS.minAmountRappen && (maximum === null || chf * 100 <= maximum),
  );
}
