/**
 * Which receipts certify a deductible gift (the receipt itself: payments/receipt-pdf.ts). Only gifts without
 * anything in return to a tax-exempt organisation with a Swiss seat are deductible (Art. 33a DBG, cantonal law alike); so the PDF is a "donation
 * certificate" with the deductibility sentence only when the club is recorded tax-exempt (review), its country
 * is CH and the product is a pure donation; otherwise it is a payment confirmation without that sentence.
 *
 * Pure donations: open amounts, crowdfunding and donation subscriptions (none of them can offer delivery).
 * Not donations: memberships (membership rights in return) and fixed-price products (a ticket, an article,
 * sponsoring with a return; we cannot tell them apart, so none of them is certified as a gift).
 */
export function isDeductibleGift(
  club: { taxExempt: boolean | null; country: string },
  product: { productType: string; deliveryAvailable: boolean },
): boolean {
  const pureDonation =
    ['open', 'crowd', 'subscription'].includes(product.productType) && !product.deliveryAvailable;
  return club.taxExempt === true && club.country === 'CH' && pureDonation;
}
