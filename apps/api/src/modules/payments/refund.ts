import { randomUUID } from 'node:crypto';
import { formatChfGrouped, type PaymentProviderName, paymentMethodOf, wireLanguageOf } from '@tifo/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { donations } from '../../db/schema-payments';
import { AppError } from '../../errors';
import { swissDay } from '../../platform/swiss-dates';
import { insertRefundLedger } from '../ledger/entries';
import { clubFinanceStaff, clubTabLink } from '../organisations/queries';
import { PAYMENT_MAILS } from './mail-texts';
import * as q from './queries';
import type { PaymentsDeps } from './service';

/*
 * The operator refunds a booked donation (issue 15: refunds enter the ledger and the payouts). The refund is
 * claimed first (one operator, one refund), made at the provider, then booked: the donation's three ledger rows
 * are reversed, the product's totals go down, the club's balance with them (a club already paid owes it to the
 * next payout), and the donor and the club's admins and finance users are told by e-mail in the same
 * transaction. A provider that refuses lets the claim
 * go again.
 */

export async function refundDonation(
  deps: PaymentsDeps,
  input: { donationId: string; reason: string },
): Promise<q.DonationRow> {
  const [claimed] = await deps.db
    .update(donations)
    .set({ refundReason: input.reason })
    .where(
      and(
        eq(donations.id, input.donationId),
        eq(donations.status, 'succeeded'),
        isNull(donations.refundReason),
      ),
    )
    .returning();
  if (!claimed) {
    const [existing] = await deps.db.select().from(donations).where(eq(donations.id, input.donationId));
    if (!existing) throw new AppError('not_found', 'donationNotFound');
    throw new AppError('conflict', 'donationNotRefundable');
  }
  try {
    if (paymentMethodOf(claimed.provider as PaymentProviderName) === 'twint') {
      await deps.providers.twint.refund({
        transactionId: claimed.providerReference,
        amountRappen: claimed.amountRappen,
        refno: `refund-${claimed.id}`,
      });
    } else {
      await deps.providers.card.refund(claimed.providerReference);
    }
  } catch (error) {
    await deps.db.update(donations).set({ refundReason: null }).where(eq(donations.id, claimed.id));
    throw new AppError('unavailable', {
      key: 'refundProviderFailed',
      values: { reason: error instanceof Error ? error.message : String(error) },
    });
  }
  const now = deps.clock?.now() ?? new Date();
  return deps.db.transaction(async (tx) => {
    // The product's lock first, as every booking takes it: its totals change with the refund.
    await q.lockProduct(tx, claimed.productId);
    const [refunded] = await tx
      .update(donations)
      .set({ status: 'refunded', refundedAt: now })
      .where(and(eq(donations.id, claimed.id), eq(donations.status, 'succeeded')))
      .returning();
    if (!refunded) throw new AppError('conflict', 'donationNotRefundable');
    await insertRefundLedger(tx, refunded, randomUUID(), now);
    await q.addToProductTotals(tx, refunded.productId, -refunded.amountRappen);
    // A refunded period ends its subscription; a refunded invoice is open again (docs/decisions/070).
    if (refunded.subscriptionId) await q.endSubscriptionForRefund(tx, refunded.subscriptionId, now);
    await deps.memberships?.refunded?.(tx, refunded, now);
    await tellDonorAndClub(deps, tx, refunded);
    return refunded;
  });
}

/**
 * The mails of a refund, queued in its transaction. The donor: which payment was refunded, that the money goes
 * back the way it came, its receipt void. The club's admins and finance users: which payment, and that their
 * share comes off the balance (or the next payout). The operator's reason stays with the donation.
 */
async function tellDonorAndClub(deps: PaymentsDeps, tx: DbOrTx, donation: q.DonationRow): Promise<void> {
  const [parties] = await q.findDonationsWithParties(tx, [donation.id]);
  if (!parties) return;
  const payment = {
    clubName: parties.club.name,
    productTitle: parties.product.title,
    amount: formatChfGrouped(donation.amountRappen),
    date: swissDay(donation.settledAt ?? donation.createdAt),
    reference: donation.id,
  };
  // An account deleted since keeps its donations under an anonymous row, which has no address to write to.
  if (!parties.donor.deletedAt) {
    await deps.mailer.queueMail(tx, {
      to: parties.donor.email,
      template: PAYMENT_MAILS.donationRefunded,
      language: wireLanguageOf(parties.donor.preferredLanguage),
      vars: {
        ...payment,
        firstName: parties.donor.firstName,
        method: paymentMethodOf(donation.provider as PaymentProviderName),
      },
    });
  }
  for (const person of await clubFinanceStaff(tx, parties.club.id)) {
    await deps.mailer.queueMail(tx, {
      to: person.email,
      template: PAYMENT_MAILS.donationRefundedClub,
      language: wireLanguageOf(person.language),
      vars: {
        ...payment,
        net: formatChfGrouped(donation.netRappen),
        fee: formatChfGrouped(donation.feeRappen),
      },
      link: clubTabLink(deps.config.publicUrl, parties.club.id, 'financials'),
    });
  }
}
