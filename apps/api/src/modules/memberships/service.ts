import {
  firstCharge,
  MEMBERSHIP_PERIODS,
  MEMBERSHIP_RULES,
  paymentMethodOf,
  type RecurringPeriod,
} from '@tifo/contract';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { ProcessDeps } from '../payments/charge';
import type { MembershipPaymentBooked, MembershipQuote, MembershipQuoteInput } from '../payments/membership';
import { RefusedBooking } from '../payments/service';
import * as q from './queries';

const DAY_MS = 86_400_000;

/** The process's dependencies (payments/charge.ts ProcessDeps). */
export type MembershipsDeps = ProcessDeps;

export const notFound = () => new AppError('not_found', 'membershipNotFound');
export const invoiceNotFound = () =>
  new AppError('not_found', 'invoiceNotFound', { fields: { invoiceId: 'invoiceNotFound' } });

export function periodOf(product: { recurringPeriod: string | null }): RecurringPeriod {
  const period = product.recurringPeriod as RecurringPeriod | null;
  return period && (MEMBERSHIP_PERIODS as readonly string[]).includes(period) ? period : 'month';
}

// ---- Paying through the platform (payments' hooks) ----------------------------------------------------------

/**
 * Before a checkout charges a membership product: an invoice's pay link charges that open invoice of the
 * caller's; otherwise the payment makes the caller a member, its first invoice prorated to the product's cycle
 * (contract firstCharge, as subscriptions). A current member cannot join twice.
 */
export async function quoteMembership(db: DbOrTx, input: MembershipQuoteInput): Promise<MembershipQuote> {
  if (input.invoiceId) {
    const invoice = await q.findInvoice(db, input.invoiceId);
    const membership = invoice && (await q.findMembership(db, invoice.membershipId));
    if (
      !invoice ||
      !membership ||
      membership.userId !== input.donor.id ||
      membership.productId !== input.product.id
    )
      throw invoiceNotFound();
    if (membership.status === 'cancelled') throw new AppError('conflict', 'membershipCancelled');
    if (invoice.status !== 'open') throw new AppError('conflict', 'invoiceAlreadyPaid');
    return {
      amountRappen: invoice.amountRappen,
      invoiceId: invoice.id,
      periodAmountRappen: membership.amountRappen,
    };
  }
  if (await q.findCurrent(db, input.donor.id, input.product.id)) {
    throw new AppError('conflict', 'alreadyMember');
  }
  const amountRappen = input.amountRappen ?? input.product.priceRappen ?? 0;
  const first = firstCharge({
    amountRappen,
    period: periodOf(input.product),
    startingDate: input.product.startingDate,
    now: input.now,
  });
  return { amountRappen: first.amountRappen, periodAmountRappen: amountRappen };
}

/** Pays an open invoice (in the caller's transaction); a lapsed member whose invoices are all paid is active again. */
export async function payInvoice(
  tx: DbOrTx,
  invoice: q.InvoiceRow,
  payment: {
    method: 'card' | 'twint' | 'external';
    amountRappen: number;
    receivedAt: Date;
    donationId?: string;
    recordedBy?: string;
  },
  now: Date,
): Promise<boolean> {
  if (!(await q.markPaid(tx, invoice.id, payment.receivedAt))) return false;
  await q.insertPayment(tx, {
    invoiceId: invoice.id,
    membershipId: invoice.membershipId,
    clubId: invoice.clubId,
    amountRappen: payment.amountRappen,
    method: payment.method,
    donationId: payment.donationId ?? null,
    receivedAt: payment.receivedAt,
    recordedBy: payment.recordedBy ?? null,
    createdAt: now,
  });
  const membership = await q.findMembership(tx, invoice.membershipId, true);
  // Active again once no invoice is open past the lapse limit (the rule that made it inactive, the other way).
  if (membership?.status === 'inactive' && membership.inactiveReason === 'lapsed') {
    const limit = now.getTime() - MEMBERSHIP_RULES.lapseDays * DAY_MS;
    const overdue = (await q.openInvoices(tx, membership.id)).filter((open) => open.dueAt.getTime() <= limit);
    if (overdue.length === 0) await q.setStatus(tx, membership.id, 'active', null, now);
  }
  return true;
}

/**
 * In the booking's transaction of a membership product's payment: pays the invoice it was for, or starts the
 * membership (active, started now) with its first invoice paid by it. A card paid in checkout is kept for the
 * later invoices; TWINT members get each invoice by e-mail. A payment that can no longer be taken (the invoice
 * was paid meanwhile, the donor became a member meanwhile) is refused: the booking rolls back and is refunded.
 */
/**
 * A membership payment was refunded (issue 45): the invoice it paid is open again, due now, so that the member is
 * reminded and, unpaid, lapses as with any open invoice; the payment record goes (the refund is in the ledger).
 */
export async function membershipPaymentRefunded(
  tx: DbOrTx,
  donation: { id: string },
  now: Date,
): Promise<void> {
  const payment = await q.paymentOfDonation(tx, donation.id);
  if (!payment) return;
  await q.deletePayment(tx, payment.id);
  await q.reopenInvoice(tx, payment.invoiceId, now);
}

export async function membershipPaymentBooked(tx: DbOrTx, paid: MembershipPaymentBooked): Promise<void> {
  const payment = {
    method: paymentMethodOf(paid.provider),
    amountRappen: paid.donation.amountRappen,
    receivedAt: paid.now,
    donationId: paid.donation.id,
  } as const;
  const current = await q.findCurrent(tx, paid.donor.id, paid.product.id, true);
  if (paid.invoiceId || current) {
    // A payment without the invoice named (a card webhook booked it) pays the member's oldest open invoice of
    // that amount.
    const invoice = paid.invoiceId
      ? await q.findInvoice(tx, paid.invoiceId, true)
      : current &&
        (await q.openInvoices(tx, current.id)).find((i) => i.amountRappen === paid.donation.amountRappen);
    if (invoice?.status !== 'open' || invoice.amountRappen !== paid.donation.amountRappen) {
      throw new RefusedBooking('conflict', invoice ? 'invoiceAlreadyPaid' : 'alreadyMember');
    }
    await payInvoice(tx, invoice, payment, paid.now);
    return;
  }
  const period = periodOf(paid.product);
  const first = firstCharge({
    amountRappen: paid.periodAmountRappen,
    period,
    startingDate: paid.product.startingDate,
    now: paid.now,
  });
  const card = paymentMethodOf(paid.provider) === 'card' && paid.paymentMethodId;
  const membership = await q.insertMembership(tx, {
    userId: paid.donor.id,
    productId: paid.product.id,
    clubId: paid.club.id,
    status: 'active',
    period,
    amountRappen: paid.periodAmountRappen,
    startedAt: paid.now,
    origin: 'checkout',
    paymentMethod: card ? 'card' : 'invoice',
    cardProvider: card ? paid.provider : null,
    cardPaymentMethodId: card ? (paid.paymentMethodId ?? null) : null,
    nextPeriod: 1,
    nextInvoiceAt: first.nextChargeAt,
    createdAt: paid.now,
  });
  if (!membership) throw new RefusedBooking('conflict', 'alreadyMember');
  const invoice = await q.insertInvoice(tx, {
    membershipId: membership.id,
    clubId: paid.club.id,
    periodNumber: 0,
    periodStart: paid.now,
    periodEnd: first.nextChargeAt,
    amountRappen: paid.donation.amountRappen,
    dueAt: paid.now,
    mailedAt: paid.now,
    createdAt: paid.now,
  });
  if (invoice) await payInvoice(tx, invoice, payment, paid.now);
}

/** A newly saved card (/payments/payment-method) becomes the card of the person's card memberships. */
export function replaceCardOfMemberships(deps: MembershipsDeps) {
  return (userId: string, provider: string, paymentMethodId: string) =>
    q.replaceCards(deps.db, userId, provider, paymentMethodId);
}
