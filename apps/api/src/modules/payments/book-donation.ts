import { randomUUID } from 'node:crypto';
import {
  formatChfGrouped,
  maxDonationMessage,
  type RecurringPeriod,
  remainingRappen,
  wireLanguageOf,
} from '@tifo/contract';
import type { SQLWrapper } from 'drizzle-orm';
import type { ProviderWebhookEvent } from '../../adapters/payments';
import type { DbOrTx } from '../../db/client';
import type { DeliveryInfoRow } from '../../db/schema-payments';
import { AppError, uniqueViolationOn } from '../../errors';
import { swissDay } from '../../platform/swiss-dates';
import { donationEntriesOf, donationLedgerInsert } from '../ledger/entries';
import type { MailRequest } from '../mail/service';
import { isDeductibleGift } from './certificate';
import { PAYMENT_MAILS, PERIOD_PHRASES } from './mail-texts';
import { isMembershipProduct } from './membership';
import * as q from './queries';
import { receiptAttachment } from './receipt';
import { certificateTitle } from './receipt-pdf';
import { RENEWAL_ATTEMPT_PREFIX, SUBSCRIPTIONS_PAGE, startsSubscription } from './recurring';
import {
  amountError,
  donationValues,
  type Payable,
  type PaymentsDeps,
  RefusedBooking,
  ruleOf,
} from './service';

/*
 * bookDonation: the one way money enters the ledger as a gift (PRODUCT.md §checkout). The browser's confirmation,
 * a provider's webhook, a subscription's renewal, a membership invoice's charge and the reconciliation job all
 * book through it; only refunds and payouts write other ledger rows (modules/ledger/entries.ts).
 */

export interface ConfirmedPayment {
  payable: Payable;
  amountRappen: number;
  provider: 'sandbox_card' | 'sandbox_twint' | 'stripe' | 'datatrans';
  reference: string;
  delivery: DeliveryInfoRow | null;
  idempotencyKey: string | null;
  /** The card charged (a subscription's first payment keeps it for the renewals). */
  paymentMethodId?: string | undefined;
  /** A subscription's first payment: what each later period charges (the first may be prorated). */
  recurringAmountRappen?: number;
  /** Of amountRappen, the fee the donor covers (issue 48); and of each later period's, for a subscription. */
  coveredFeeRappen?: number;
  recurringCoveredFeeRappen?: number;
  /** A subscription's renewal: booked as that period, at most once (unique index). */
  subscription?: { id: string; periodNumber: number };
  /** A membership invoice this payment pays (the pay link's, or a kept card's charge). */
  invoiceId?: string | undefined;
  /**
   * The all-or-nothing pledge this charge collects (issue 49): booked at most once per pledge (unique index), and
   * not held to the keep-what-you-raise cap (pledges were held to the campaign's own cap when made).
   */
  pledgeId?: string;
  /** Runs in the booking's transaction after a new booking (a renewal moves its subscription on there). */
  afterBooking?: (tx: DbOrTx, donation: q.DonationRow) => Promise<void>;
}

/**
 * Books a confirmed payment as a donation. The rules:
 * 1. **Once.** A payment is booked at most once: by its provider reference, and by the donor's idempotency key
 *    (a second charge under the same key is booked as the first and refunded at the provider).
 * 2. **All or nothing.** The donation, its three ledger rows (gross, fee, net), the product's totals and the
 *    receipt mail are written together or not at all.
 * 3. **The cap holds.** A crowdfunding gift above what is left, checked against the locked totals, is refunded and
 *    answered 'max donation amount CHF …'.
 * 4. **A pending donation completes.** A payment the provider decided late turns its pending donation succeeded.
 * 5. **What it starts runs inside.** A subscription's first payment, a membership's payment and a renewal's next
 *    step run in the booking's transaction (hooksOf, afterBooking); a refusal there rolls all back and refunds.
 *
 * How: a plain gift (no cap, nothing started; isPlainGift) is one statement without a transaction (bookAlone,
 * a statement prepared once); everything else, and a plain gift whose statement meets a donation already booked,
 * is one transaction under the product's row lock (bookLocked), where the settlements of one product queue. Both
 * write the same rows (newDonation, donationEntriesOf): the fast path is this booking's implementation for its
 * case, not another way to book.
 */
export async function bookDonation(deps: PaymentsDeps, s: ConfirmedPayment, refund: () => Promise<void>) {
  const now = deps.clock?.now() ?? new Date();
  const alone = isPlainGift(deps, s) ? await bookAlone(deps, s, now) : undefined;
  const outcome = alone ? { donation: alone, duplicate: false } : await bookLocked(deps, s, now, refund);
  if ('capExceeded' in outcome) {
    await refund();
    throw amountError(maxDonationMessage(outcome.capExceeded ?? 0));
  }
  if (outcome.duplicate) await refund();
  void deps.mailer.deliverPending();
  return outcome.donation;
}

/** The booking under the product's lock (bookDonation): every case, the plain gift's refusals included. */
function bookLocked(deps: PaymentsDeps, s: ConfirmedPayment, now: Date, refund: () => Promise<void>) {
  const { donor } = s.payable;
  return bookOnce(deps, refund, async (tx) => {
    const product = await q.lockProduct(tx, s.payable.product.id);
    if (!product) throw new AppError('not_found');
    const booked = await q.findDonationByReference(tx, s.reference);
    if (booked && booked.status !== 'pending') return { donation: booked, duplicate: false };
    if (s.idempotencyKey && !booked) {
      const sameKey = await q.findDonationByKey(tx, donor.id, s.idempotencyKey);
      if (sameKey) return { donation: sameKey, duplicate: true };
    }
    const remaining = s.pledgeId ? null : remainingRappen(ruleOf(product));
    if (remaining !== null && s.amountRappen > remaining) {
      if (booked) await q.failPendingDonation(tx, booked.id);
      return { capExceeded: remaining };
    }
    const payable = { ...s.payable, product };
    const { startsRecurring, joinsMembership, hooked } = hooksOf(deps, s, product);
    // A pending donation (the provider decided late) becomes succeeded; otherwise a new one is booked.
    const donation = booked
      ? await completeBooked(tx, booked.id, now)
      : await bookNew(deps, tx, payable, s, now, hooked);
    if (!donation) throw new AppError('conflict');
    if (startsRecurring) {
      await deps.onFirstRecurringPayment?.(tx, {
        donation,
        product,
        club: s.payable.club,
        donor,
        provider: startsRecurring,
        paymentMethodId: s.paymentMethodId as string,
        periodAmountRappen: s.recurringAmountRappen ?? product.priceRappen ?? donation.amountRappen,
        periodCoveredFeeRappen: s.recurringCoveredFeeRappen ?? 0,
        now,
      });
    }
    if (joinsMembership) {
      await joinsMembership.booked(tx, {
        donation,
        product,
        club: s.payable.club,
        donor,
        provider: s.provider,
        paymentMethodId: s.paymentMethodId,
        invoiceId: s.invoiceId,
        periodAmountRappen: s.recurringAmountRappen ?? product.priceRappen ?? donation.amountRappen,
        now,
      });
    }
    await s.afterBooking?.(tx, donation);
    if (!hooked && !booked) return { donation, duplicate: false };
    // The subscription's row now names the donation's period: the receipt repeats its terms.
    const current = hooked ? ((await q.findDonationByReference(tx, s.reference)) ?? donation) : donation;
    await deps.mailer.queueMail(tx, await receiptMail(deps, tx, payable, current));
    return { donation: current, duplicate: false };
  });
}

/** What a booking starts besides the gift (a subscription, a membership) or runs after it (a renewal's step). */
function hooksOf(deps: PaymentsDeps, s: ConfirmedPayment, product: q.ProductRow) {
  const cardProvider = s.provider === 'sandbox_card' || s.provider === 'stripe' ? s.provider : undefined;
  const startsRecurring =
    !s.subscription && startsSubscription(product) && cardProvider && s.paymentMethodId
      ? cardProvider
      : undefined;
  const joinsMembership = isMembershipProduct(product) ? deps.memberships : undefined;
  // The hooks may write the donation's row (its subscription and period); a plain gift has none.
  const hooked =
    s.afterBooking !== undefined || startsRecurring !== undefined || joinsMembership !== undefined;
  return { startsRecurring, joinsMembership, hooked };
}

/**
 * A gift with no cap to keep and nothing to start, renew or pay with it: bookAlone may book it. The product is
 * as the payment found it; a cap added in the meantime by its club is not waited for.
 */
function isPlainGift(deps: PaymentsDeps, s: ConfirmedPayment): boolean {
  const { product } = s.payable;
  return (
    !s.subscription &&
    s.invoiceId === undefined &&
    s.pledgeId === undefined &&
    remainingRappen(ruleOf(product)) === null &&
    !hooksOf(deps, s, product).hooked
  );
}

/**
 * A plain gift booked in one statement outside a transaction: the donation, its three ledger rows, the product's
 * totals and the receipt mail, all or none. The product's row is locked only while that statement runs, where the
 * locked booking holds it for four round trips (lock, look-up, write, commit), and settlements of one product
 * queue for all of them (docs/performance-log/2026-11.md). A donation already booked for the payment's reference or the
 * donor's idempotency key makes the unique index refuse the statement, so nothing is written: undefined, and the
 * locked booking decides (the booked donation, a pending one completed, or a second charge refunded).
 */
async function bookAlone(
  deps: PaymentsDeps,
  s: ConfirmedPayment,
  now: Date,
): Promise<q.DonationRow | undefined> {
  const values = newDonation(s.payable, s, now);
  const receipt = await receiptMail(deps, deps.db, s.payable, { ...values, createdAt: values.settledAt });
  try {
    return await q.insertPlainGift(deps.db, values, deps.mailer.outboxRow(receipt));
  } catch (error) {
    if (uniqueViolationOn(error)?.table === 'donations') return undefined;
    throw error;
  }
}

/** A pending donation the provider confirmed late: succeeded now, with its ledger rows and product totals. */
async function completeBooked(tx: DbOrTx, id: string, now: Date) {
  const donation = await q.completePendingDonation(tx, id, now);
  if (!donation) return undefined;
  await donationLedgerInsert(tx, ...donationEntriesOf(donation));
  await q.addToProductTotals(tx, donation.productId, donation.amountRappen);
  return donation;
}

/**
 * A new donation under the lock, in one statement with its three ledger rows and the product's totals and, when
 * no hook may change the donation's row afterwards, its receipt mail (db/alongside.ts).
 */
async function bookNew(
  deps: PaymentsDeps,
  tx: DbOrTx,
  payable: Payable,
  s: ConfirmedPayment,
  now: Date,
  hooked: boolean,
) {
  const values = newDonation(payable, s, now);
  return q.insertSucceededDonation(tx, values, await bookingWrites(deps, tx, payable, values, !hooked));
}

/** A new donation's row; its id is made here, so the rows written with it can name it. */
function newDonation(payable: Payable, s: ConfirmedPayment, now: Date) {
  return {
    ...donationValues(payable, s.amountRappen, s.coveredFeeRappen ?? 0),
    id: randomUUID(),
    provider: s.provider,
    providerReference: s.reference,
    idempotencyKey: s.idempotencyKey,
    delivery: s.delivery,
    settledAt: now,
    subscriptionId: s.subscription?.id ?? null,
    periodNumber: s.subscription?.periodNumber ?? null,
    pledgeId: s.pledgeId ?? null,
  };
}

/** What a new donation's insert writes with it: its ledger rows, the product's totals and, asked, the receipt. */
async function bookingWrites(
  deps: PaymentsDeps,
  db: DbOrTx,
  payable: Payable,
  values: ReturnType<typeof newDonation>,
  withReceipt: boolean,
): Promise<SQLWrapper[]> {
  const writes: SQLWrapper[] = [
    donationLedgerInsert(db, ...donationEntriesOf(values)),
    q.productTotalsChange(db, values.productId, values.amountRappen),
  ];
  if (withReceipt) {
    const receipt = await receiptMail(deps, db, payable, { ...values, createdAt: values.settledAt });
    writes.push(deps.mailer.outboxInsert(db, receipt));
  }
  return writes;
}

/** The booking's transaction; a booking refused in it (RefusedBooking) rolls back and gives the money back. */
async function bookOnce<T>(
  deps: PaymentsDeps,
  refund: () => Promise<void>,
  work: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction(work);
  } catch (error) {
    if (error instanceof RefusedBooking) await refund();
    throw error;
  }
}

/** The donation's receipt mail, with its PDF named for the mail job to render (receipt.ts). */
async function receiptMail(
  deps: PaymentsDeps,
  tx: DbOrTx,
  payable: Payable,
  donation: Pick<
    q.DonationRow,
    | 'id'
    | 'amountRappen'
    | 'feeRappen'
    | 'netRappen'
    | 'coveredFeeRappen'
    | 'settledAt'
    | 'createdAt'
    | 'subscriptionId'
  >,
): Promise<MailRequest> {
  const { donor, club, product } = payable;
  const language = wireLanguageOf(donor.preferredLanguage);
  // A subscription's charge repeats the terms the donor agreed to, with the way to cancel.
  const terms = donation.subscriptionId
    ? await q.findSubscriptionTerms(tx, donation.subscriptionId)
    : undefined;
  const deductible = isDeductibleGift(club, product);
  const title = certificateTitle(language, deductible);
  return {
    to: donor.email,
    template: PAYMENT_MAILS.donationReceipt,
    language,
    vars: {
      firstName: donor.firstName,
      title,
      clubName: club.name,
      productTitle: product.title,
      amount: formatChfGrouped(donation.amountRappen),
      fee: formatChfGrouped(donation.feeRappen),
      net: formatChfGrouped(donation.netRappen),
      ...(donation.coveredFeeRappen > 0 ? { covered: formatChfGrouped(donation.coveredFeeRappen) } : {}),
      date: swissDay(donation.settledAt ?? donation.createdAt),
      reference: donation.id,
      ...(terms
        ? {
            recurringAmount: formatChfGrouped(terms.amountRappen),
            recurringEvery: PERIOD_PHRASES[language][terms.period as RecurringPeriod],
            nextDate: swissDay(terms.nextChargeAt),
          }
        : {}),
    },
    ...(terms ? { link: `${deps.config.publicUrl}${SUBSCRIPTIONS_PAGE}` } : {}),
    attachments: [receiptAttachment(donation, deductible)],
  };
}

/**
 * A verified provider webhook: each event id is handled once (provider_events); a succeeded payment intent is
 * booked like the browser's confirmation would book it, so whichever arrives first books and the other finds it.
 */
export async function handleCardWebhook(deps: PaymentsDeps, event: ProviderWebhookEvent): Promise<void> {
  const fresh = await q.recordProviderEvent(deps.db, event.id, deps.providers.card.name);
  if (!fresh || event.kind !== 'payment_succeeded' || !event.reference) return;
  if (await q.findDonationByReference(deps.db, event.reference)) return;
  const intent = await deps.providers.card.retrieve(event.reference);
  if (intent?.status !== 'succeeded' || !intent.productId) return;
  // A subscription's renewal is booked by the renewal job, as its period (subscriptions/renewals.ts).
  if (intent.attemptId?.startsWith(RENEWAL_ATTEMPT_PREFIX)) return;
  const payable = await q.findPayable(deps.db, intent.userId, intent.productId);
  if (!payable) return;
  await bookDonation(
    deps,
    {
      payable,
      amountRappen: intent.amountRappen,
      provider: deps.providers.card.name,
      reference: intent.id,
      delivery: null,
      idempotencyKey: null,
      paymentMethodId: intent.paymentMethodId,
      coveredFeeRappen: intent.coveredFeeRappen ?? 0,
    },
    () => deps.providers.card.refund(intent.id),
  ).catch((error: unknown) => {
    // The cap was reached meanwhile: bookDonation refunded it; the webhook itself is handled.
    if (!(error instanceof AppError)) throw error;
  });
}
