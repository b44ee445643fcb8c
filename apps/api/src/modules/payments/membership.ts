import type { DbOrTx } from '../../db/client';
import type * as q from './queries';

/*
 * What payments knows of memberships (the memberships module holds the rest): a membership product's payment
 * either makes the donor a member (its first invoice) or pays an open invoice of theirs. Payments asks the
 * memberships module before charging (what to charge) and tells it in the booking's transaction (what was paid).
 */

export interface MembershipQuoteInput {
  donor: q.DonorRow;
  product: q.ProductRow;
  /** The invoice the pay link names, if any. */
  invoiceId?: string | undefined;
  /** The amount the checkout's amount rule accepted (a join), or undefined when an invoice is paid. */
  amountRappen?: number | undefined;
  now: Date;
}

export interface MembershipQuote {
  /** What is charged now. */
  amountRappen: number;
  /** The invoice this payment pays (none: the payment makes the donor a member). */
  invoiceId?: string;
  /** What each later invoice asks (a join). */
  periodAmountRappen: number;
}

export interface MembershipPaymentBooked {
  donation: q.DonationRow;
  product: q.ProductRow;
  club: q.ClubRow;
  donor: q.DonorRow;
  provider: 'sandbox_card' | 'sandbox_twint' | 'stripe' | 'datatrans';
  /** A card to keep for the invoices (checkout by card); none for TWINT. */
  paymentMethodId?: string | undefined;
  invoiceId?: string | undefined;
  periodAmountRappen: number;
  now: Date;
}

export interface MembershipHooks {
  quote(db: DbOrTx, input: MembershipQuoteInput): Promise<MembershipQuote>;
  /** In the booking's transaction: the membership starts, or the invoice is paid. */
  booked(tx: DbOrTx, payment: MembershipPaymentBooked): Promise<void>;
  /** In a refund's transaction: the invoice this donation paid is open again (issue 45). */
  refunded?(tx: DbOrTx, donation: q.DonationRow, now: Date): Promise<void>;
}

/** A product whose payments are membership fees. */
export function isMembershipProduct(product: Pick<q.ProductRow, 'productType'>): boolean {
  return product.productType === 'membership';
}
