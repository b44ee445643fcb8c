import { rappenToChf, type UserClubRequest, type UserClubTotals, type UserDonations } from '@tifo/contract';
import { AppError } from '../../errors';
import { assertSelf, type Caller } from '../auth/caller';
import { isDeductibleGift } from '../payments/certificate';
import { renderReceipt } from '../payments/receipt';
import type { AppDeps } from '../wiring/deps';
import * as q from './queries';

/** POST /donations/user-club-total: per club, what the supporter gave (refunds deducted), largest first. */
export async function totalsPerClub(deps: AppDeps, caller: Caller, userId: string): Promise<UserClubTotals> {
  assertSelf(caller, userId);
  const rows = await q.totalsPerClub(deps.db, userId);
  const content = rows.map((row) => ({
    club: row.club,
    total: rappenToChf(row.grossRappen),
    donations: row.donations,
    lastDonationAt: row.lastDonationAt?.toISOString() ?? null,
  }));
  return { content, total: rappenToChf(rows.reduce((sum, row) => sum + row.grossRappen, 0)) };
}

export const receiptPath = (donationId: string) => `/api/donations/${donationId}/receipt`;

/** POST /donations/user-club: the supporter's donations to one club, newest first, each with its receipt. */
export async function donationsToClub(
  deps: AppDeps,
  caller: Caller,
  body: UserClubRequest,
): Promise<UserDonations> {
  assertSelf(caller, body.userId);
  const rows = await q.donationsToClub(deps.db, body.userId, body.clubId);
  return {
    content: rows.map(({ donation, product, club }) => ({
      id: donation.id,
      date: (donation.settledAt ?? donation.createdAt).toISOString(),
      product: { id: product.id, title: product.title, productType: product.productType },
      amount: rappenToChf(donation.amountRappen),
      status: donation.status === 'refunded' ? 'refunded' : 'succeeded',
      deductible: isDeductibleGift(club, product),
      receiptUrl: receiptPath(donation.id),
      delivery:
        donation.delivery && donation.status === 'succeeded'
          ? { sentAt: donation.deliverySentAt?.toISOString() ?? null }
          : null,
    })),
  };
}

/** GET /donations/:id/receipt: the receipt PDF of one of the caller's own booked donations. */
export async function receipt(deps: AppDeps, caller: Caller, donationId: string) {
  const donation = await q.findDonation(deps.db, donationId);
  if (!donation || !['succeeded', 'refunded'].includes(donation.status)) {
    throw new AppError('not_found', 'donationNotFound');
  }
  if (donation.userId !== caller.id) throw new AppError('forbidden');
  const pdf = await renderReceipt(deps, deps.storage, donation.id);
  return { pdf, fileName: `receipt-${donation.id.slice(0, 8)}.pdf` };
}
