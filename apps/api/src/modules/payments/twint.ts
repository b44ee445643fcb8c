import { randomUUID } from 'node:crypto';
import {
  confirmation,
  type InitializeTwintRequest,
  type PayTwintResponse,
  rappenToChf,
} from '@tifo/contract';
import {
  ProviderTimeoutError,
  ProviderUnavailableError,
  type TwintWebhookEvent,
} from '../../adapters/payments';
import { AppError } from '../../errors';
import type { Caller } from '../auth/caller';
import { bookDonation } from './book-donation';
import { quoteCharge } from './card';
import * as q from './queries';
import { startsSubscription } from './recurring';
import { deliveryFor, loadPayable, type PaymentOrigin, type PaymentsDeps } from './service';
import * as t from './twint-queries';

/*
 * TWINT (Datatrans, or its sandbox): initialise a transaction, book it only on the provider's confirmed status
 * (the browser's return, the webhook and the reconciliation share one path), refund what cannot be booked.
 */

/** Where Datatrans (and the sandbox) post their TWINT webhooks. */
export const TWINT_WEBHOOK_PATH = '/api/payments/webhooks/datatrans';
/** A transaction the provider does not know this long after initialisation was never started. */
const TWINT_UNKNOWN_GIVE_UP_MS = 15 * 60_000;
/** An undecided transaction this old has expired at the provider (Datatrans' start page lasts 30 minutes). */
const TWINT_OPEN_GIVE_UP_MS = 60 * 60_000;

const twintReference = (transactionId: string) => `twint_${transactionId}`;
const twintRefundRefno = (transactionId: string) => `refund-${transactionId}`;

const twintNotFound = () =>
  new AppError('not_found', 'paymentNotFound', {
    fields: { datatransTrxId: 'paymentNotFound' },
  });

const isProviderFault = (error: unknown) =>
  error instanceof ProviderUnavailableError || error instanceof ProviderTimeoutError;

/**
 * POST /payments/initialize-twint: the same checks as pay, then a transaction at the TWINT provider and our record
 * of it (twint_payments: donor, product, amount, delivery). When no transaction comes back (unreachable, no answer
 * in time, an answer without transactionId) the donor gets the TWINT initialisation error and nothing is kept:
 * without the start page nobody can pay a transaction whose id we never learned.
 */
export async function initializeTwint(
  deps: PaymentsDeps,
  caller: Caller,
  body: InitializeTwintRequest,
  now = deps.clock?.now() ?? new Date(),
  through: PaymentOrigin = {},
) {
  const payable = await loadPayable(deps, caller, body, now, undefined, { ...through, twint: true });
  // TWINT cannot charge again while the donor is away: only non-recurring products and memberships (PRODUCT.md §checkout).
  if (startsSubscription(payable.product)) {
    throw new AppError('validation', 'twintNotForRecurring', {
      fields: { productId: 'twintNotForRecurring' },
    });
  }
  const quote = await quoteCharge(deps, payable, body, now);
  const { amountRappen } = quote;
  const base = deps.config.publicUrl;
  const twint = deps.providers.twint;
  const delivery = deliveryFor(payable, body.deliveryInfo);
  let started: { transactionId: string; startUrl: string };
  try {
    started = await twint.initialize({
      refno: randomUUID().replaceAll('-', ''),
      userId: caller.id,
      productId: payable.product.id,
      amountRappen,
      delivery,
      successUrl: `${base}/payment/twint-success`,
      cancelUrl: `${base}/payment/twint-cancelled`,
      errorUrl: `${base}/payment/twint-error`,
      webhookUrl: `${base}${TWINT_WEBHOOK_PATH}`,
    });
  } catch (error) {
    if (!isProviderFault(error)) throw error;
    throw new AppError('unavailable', 'twintInitFailed');
  }
  await t.insertTwintPayment(deps.db, {
    transactionId: started.transactionId,
    provider: twint.name,
    userId: caller.id,
    productId: payable.product.id,
    amountRappen,
    coveredFeeRappen: quote.coveredFeeRappen,
    paymentLinkId: through.sourceLinkId ?? null,
    embedOrigin: through.embedOrigin ?? null,
    delivery,
    invoiceId: quote.invoiceId ?? null,
  });
  const { transactionId, startUrl } = started;
  return { transactionId, startUrl, transactionDetails: { transactionId } };
}

type TwintOutcome =
  | { kind: 'booked'; donation: q.DonationRow }
  | { kind: 'open' | 'unknown' | 'cancelled' | 'failed' | 'refunded' };

/**
 * Books a TWINT payment on the provider's confirmed status, from our record of it; the one path of the browser's
 * pay-twint, the webhook and the reconciliation, so whichever comes first books and the others find the donation
 * (bookDonation: one donation per provider reference, under the product's lock). An approved payment whose
 * amount is not ours, or that the crowdfunding cap no longer admits, is refunded once (claimTwintRefund).
 * Provider faults are thrown (ProviderUnavailableError / ProviderTimeoutError): the record stays open.
 */
async function settleTwint(
  deps: PaymentsDeps,
  payment: t.TwintPaymentRow,
  now = deps.clock?.now() ?? new Date(),
): Promise<TwintOutcome> {
  const reference = twintReference(payment.transactionId);
  if (payment.status === 'settled') {
    const booked = await q.findDonationByReference(deps.db, reference);
    if (booked) return { kind: 'booked', donation: booked };
  }
  if (payment.status === 'refunded') return { kind: 'refunded' };
  const twint = deps.providers.twint;
  const confirmed = await twint.status(payment.transactionId);
  if (!confirmed) {
    await t.markTwintPayment(deps.db, payment.transactionId, payment.status as t.TwintPaymentStatus, now);
    return { kind: 'unknown' };
  }
  if (confirmed.status === 'cancelled' || confirmed.status === 'failed') {
    await t.markTwintPayment(deps.db, payment.transactionId, confirmed.status, now);
    return { kind: confirmed.status };
  }
  if (confirmed.status !== 'approved') {
    await t.markTwintPayment(deps.db, payment.transactionId, payment.status as t.TwintPaymentStatus, now);
    return { kind: 'open' };
  }
  const refund = async (amountRappen = payment.amountRappen) => {
    if (!(await t.claimTwintRefund(deps.db, payment.transactionId))) return;
    try {
      await twint.refund({
        transactionId: payment.transactionId,
        amountRappen,
        refno: twintRefundRefno(payment.transactionId),
      });
    } catch (error) {
      // Not given back: open again, so the reconciliation tries the whole settlement (and this refund) again.
      await t.reopenTwintRefund(deps.db, payment.transactionId);
      throw error;
    }
  };
  if (confirmed.amountRappen !== payment.amountRappen) {
    // Not the payment we started: it is not booked. What the provider holds is given back; an amount it does not
    // state in CHF cannot be, and the payment is recorded failed for the operator to settle by hand.
    if (confirmed.amountRappen === null) {
      await t.markTwintPayment(deps.db, payment.transactionId, 'failed', now);
      return { kind: 'failed' };
    }
    await refund(confirmed.amountRappen);
    return { kind: 'refunded' };
  }
  const found = await q.findPayable(deps.db, payment.userId, payment.productId);
  if (!found) return { kind: 'unknown' };
  const payable = { ...found, sourceLinkId: payment.paymentLinkId, embedOrigin: payment.embedOrigin };
  const donation = await bookDonation(
    deps,
    {
      payable,
      amountRappen: payment.amountRappen,
      coveredFeeRappen: payment.coveredFeeRappen,
      provider: twint.name,
      reference,
      delivery: payment.delivery,
      idempotencyKey: null,
      invoiceId: payment.invoiceId ?? undefined,
    },
    () => refund(),
  );
  await t.markTwintPayment(deps.db, payment.transactionId, 'settled', now);
  return { kind: 'booked', donation };
}

/**
 * POST /payments/pay-twint: books a TWINT payment only when the provider reports it approved (the browser's
 * return with datatransTrxId proves nothing). Unknown ids and other users' transactions are 404. A provider that
 * cannot be asked now leaves the payment open: the reconciliation books it and the receipt mail follows.
 */
export async function payTwint(
  deps: PaymentsDeps,
  caller: Caller | null,
  transactionId: string,
): Promise<PayTwintResponse> {
  const payment = await t.findTwintPayment(deps.db, transactionId);
  // Another user's transaction is answered as unknown: its existence is not revealed. Without a session (a
  // guest's gift through a payment link, issue 48) only a link's transaction is settled: booking asks the
  // provider, so knowing the id books nothing that was not paid.
  const own = caller ? payment?.userId === caller.id : payment?.paymentLinkId != null;
  if (!payment || !own) throw twintNotFound();
  let outcome: TwintOutcome;
  try {
    outcome = await settleTwint(deps, payment);
  } catch (error) {
    if (isProviderFault(error)) throw new AppError('unavailable', 'paymentProcessing');
    throw error;
  }
  if (outcome.kind === 'refunded') throw new AppError('payment_failed', 'paymentError');
  if (outcome.kind !== 'booked') throw new AppError('payment_failed', 'twintNotApproved');
  const { donation } = outcome;
  const found = await q.findProductWithClub(deps.db, donation.productId);
  return {
    status: 'succeeded',
    donationId: donation.id,
    amount: rappenToChf(donation.amountRappen),
    productId: donation.productId,
    clubName: found?.club.name ?? '',
    ...confirmation('paymentSuccessful'),
  };
}

/**
 * A verified TWINT webhook (Datatrans or the sandbox): handled once per notification (provider_events, recorded
 * once the notification is dealt with, so a failed attempt is retried). The payload only says which transaction
 * to look at; the booking itself asks the provider, exactly like pay-twint.
 */
export async function handleTwintWebhook(deps: PaymentsDeps, event: TwintWebhookEvent): Promise<void> {
  const twint = deps.providers.twint;
  const eventId = `${twint.name}:${event.id}`;
  if (await q.providerEventSeen(deps.db, eventId)) return;
  const payment = await t.findTwintPayment(deps.db, event.transactionId);
  if (payment) {
    await settleTwint(deps, payment).catch((error: unknown) => {
      // The cap was reached meanwhile: bookDonation refunded it; the webhook itself is handled.
      if (!(error instanceof AppError)) throw error;
    });
  }
  await q.recordProviderEvent(deps.db, eventId, twint.name);
}

/**
 * The TWINT part of the reconciliation job: open payments older than a minute (the browser never came back, the
 * webhook was lost, the provider did not answer) are asked about and booked, or marked cancelled or failed.
 * A transaction the provider does not know after 15 minutes, or still undecided after an hour (expired at the
 * provider), is marked failed; a later webhook or pay-twint would still ask the provider again.
 */
export async function reconcileTwintPayments(
  deps: PaymentsDeps,
  olderThanMs = 60_000,
  now = deps.clock?.now() ?? new Date(),
): Promise<{ settled: number; cancelled: number; failed: number; refunded: number; pending: number }> {
  const counts = { settled: 0, cancelled: 0, failed: 0, refunded: 0, pending: 0 };
  const twint = deps.providers.twint;
  const open = await t.findOpenTwintPayments(deps.db, new Date(now.getTime() - olderThanMs), twint.name);
  for (const payment of open) {
    let outcome: TwintOutcome;
    try {
      outcome = await settleTwint(deps, payment, now);
    } catch (error) {
      if (isProviderFault(error)) {
        counts.pending += 1;
        continue;
      }
      if (!(error instanceof AppError)) throw error;
      // The cap no longer admits it: refunded by the settlement.
      counts.refunded += 1;
      continue;
    }
    const age = now.getTime() - payment.createdAt.getTime();
    if (
      (outcome.kind === 'unknown' && age > TWINT_UNKNOWN_GIVE_UP_MS) ||
      (outcome.kind === 'open' && age > TWINT_OPEN_GIVE_UP_MS)
    ) {
      await t.markTwintPayment(deps.db, payment.transactionId, 'failed', now);
      counts.failed += 1;
      continue;
    }
    if (outcome.kind === 'booked') counts.settled += 1;
    else if (outcome.kind === 'cancelled' || outcome.kind === 'failed' || outcome.kind === 'refunded') {
      counts[outcome.kind] += 1;
    } else counts.pending += 1;
  }
  return counts;
}
