import { splitDonation } from '@tifo/contract';
import type { DbOrTx } from '../db/client';
import { donations } from '../db/schema-payments';
import { donationEntriesOf, donationLedgerInsert } from '../modules/ledger/entries';
import { addToProductTotals } from '../modules/payments/queries';

/**
 * Books a demo donation as a card payment would (the donation, its ledger rows, the product's totals), keyed by
 * its provider reference so that seeding again adds nothing. Answers whether it was booked now.
 */
export async function bookDemoDonation(
  tx: DbOrTx,
  gift: {
    userId: string;
    productId: string;
    clubId: string;
    amountRappen: number;
    at: Date;
    reference: string;
  },
): Promise<boolean> {
  const split = splitDonation(gift.amountRappen);
  const [donation] = await tx
    .insert(donations)
    .values({
      userId: gift.userId,
      productId: gift.productId,
      clubId: gift.clubId,
      amountRappen: split.amountRappen,
      feeRappen: split.feeRappen,
      netRappen: split.clubShareRappen,
      status: 'succeeded',
      provider: 'sandbox_card',
      providerReference: gift.reference,
      createdAt: gift.at,
      settledAt: gift.at,
    })
    .onConflictDoNothing({ target: donations.providerReference })
    .returning();
  if (!donation) return false;
  await donationLedgerInsert(tx, ...donationEntriesOf(donation));
  await addToProductTotals(tx, gift.productId, donation.amountRappen);
  return true;
}
