import { firstCharge, type RecurringPeriod } from '@tifo/contract';
import type * as q from './queries';

/*
 * What payments knows of donation subscriptions (the subscriptions module holds the rest): which products
 * start one, what their first charge is, how a booked first payment is handed over, and how renewals are told
 * apart from checkout payments.
 */

/** The first payment of a subscription product, as booked (the checkout's charge is its period 0). */
export interface FirstRecurringPayment {
  donation: q.DonationRow;
  product: q.ProductRow;
  club: q.ClubRow;
  donor: q.DonorRow;
  provider: 'sandbox_card' | 'stripe';
  paymentMethodId: string;
  /** What each later period charges (the donation itself may be a prorated first amount). */
  periodAmountRappen: number;
  /** Of each later period's amount, the fee the donor covers (issue 48); 0: none. */
  periodCoveredFeeRappen: number;
  now: Date;
}

/** Where a donor sees and manages their subscriptions (the receipt's and the reminders' link). */
export const SUBSCRIPTIONS_PAGE = '/profile/user?tab=subscriptions';

/** The attempt ids of subscription renewals start so (the provider's idempotency key and metadata). */
export const RENEWAL_ATTEMPT_PREFIX = 'sub_';

/** A product whose payment starts a donation subscription (memberships come with their own issue). */
export function startsSubscription(
  product: Pick<q.ProductRow, 'recurringProduct' | 'productType' | 'recurringPeriod'>,
) {
  return (
    product.recurringProduct && product.productType === 'subscription' && product.recurringPeriod !== null
  );
}

/**
 * What a card payment of this product charges now: the amount, or for a subscription the first amount of
 * the contract's rule (prorated to the cycle when the product has a startingDate).
 */
export function amountToCharge(product: q.ProductRow, amountRappen: number, now: Date): number {
  if (!startsSubscription(product)) return amountRappen;
  return firstCharge({
    amountRappen,
    period: product.recurringPeriod as RecurringPeriod,
    startingDate: product.startingDate,
    now,
  }).amountRappen;
}
