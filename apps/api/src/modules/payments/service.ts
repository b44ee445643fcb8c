import { createHash, randomUUID } from 'node:crypto';
import {
  type AmountRuleProduct,
  checkAmount,
  type DonationRequest,
  formatChf,
  type InitializeTwintRequest,
  MESSAGES,
  maxDonationMessage,
  type PayRequest,
  type PayResponse,
  type PayTwintResponse,
  type RecurringPeriod,
  rappenToChf,
  remainingRappen,
  type SavePaymentMethodRequest,
  type SavePaymentMethodResponse,
  splitDonation,
  WIRE_LANGUAGES,
  type WireLanguage,
} from '@tifo/contract';
import {
  type IntentResult,
  type PaymentProviders,
  ProviderTimeoutError,
  ProviderUnavailableError,
  type ProviderWebhookEvent,
  type SetupResult,
  type TwintWebhookEvent,
} from '../../adapters/payments';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { DeliveryInfoRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Caller } from '../auth/caller';
import { isClubAdmin } from '../clubs/queries';
import { certificateTitle } from '../documents/certificate';
import { swissDay } from '../documents/dates';
import type { Clock } from '../jobs/clock';
import type { Mailer } from '../mail/service';
import { PERIOD_PHRASES } from '../mail/templates-subscriptions';
import { isDeductibleGift } from './certificate';
import { isMembershipProduct, type MembershipHooks } from './membership';
import * as q from './queries';
import { receiptAttachment } from './receipt';
import {
  amountToCharge,
  type FirstRecurringPayment,
  RENEWAL_ATTEMPT_PREFIX,
  SUBSCRIPTIONS_PAGE,
  startsSubscription,
} from './recurring';

export interface PaymentsDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  providers: PaymentProviders;
  /** The platform's time (modules/jobs/clock.ts); the real time when absent. */
  clock?: Clock;
  /**
   * Called in the booking's transaction when the first payment of a subscription product is booked by card:
   * the subscriptions module starts the subscription there (so a booked first payment always has one).
   */
  onFirstRecurringPayment?: (tx: DbOrTx, first: FirstRecurringPayment) => Promise<void>;
  /** Called when the donor saved a card (/payments/payment-method): their subscriptions move to it. */
  onCardSaved?: (userId: string, provider: string, paymentMethodId: string) => Promise<void>;
  /** Membership products: what a payment charges, and what it starts or pays (modules/memberships). */
  memberships?: MembershipHooks;
}

/** A booking refused inside its transaction (the invoice was paid meanwhile): nothing is kept, the money goes back. */
export class RefusedBooking extends AppError {}

interface Payable {
  donor: q.DonorRow;
  product: q.ProductRow;
  club: q.ClubRow;
}

const PUBLIC_CLUB_STATES = new Set(['approved', 'verified']);

const ATTEMPT_PREFIX = q.attemptReference('');
/** An attempt the provider still does not know after this long was never made: nothing was charged. */
const ATTEMPT_GIVE_UP_MS = 15 * 60_000;

function ruleOf(product: q.ProductRow): AmountRuleProduct {
  return {
    priceRappen: product.priceRappen,
    crowdFunding: product.crowdFunding,
    targetAmountRappen: product.targetAmountRappen,
    totalFundedRappen: product.totalFundedRappen,
  };
}

const amountError = (message: string) => new AppError('validation', message, { fields: { amount: message } });

/**
 * Who may pay for what (spec 000 §5, §6; issue 6): a logged-in donor with donationEnabled; an active, unexpired
 * product whose club is public, or pending when the caller administers it. Ids in the payload must match.
 */
async function loadPayable(
  deps: PaymentsDeps,
  caller: Caller,
  body: {
    productId: string;
    userId?: string | undefined;
    clubId?: string | undefined;
    invoiceId?: string | undefined;
  },
  now: Date,
): Promise<Payable> {
  if (body.userId && body.userId !== caller.id) throw new AppError('forbidden');
  const donor = await q.findDonor(deps.db, caller.id);
  if (!donor) throw new AppError('unauthorized');
  if (!donor.donationEnabled) throw new AppError('forbidden', MESSAGES.donationNeedsVerifiedEmail);
  const found = await q.findProductWithClub(deps.db, body.productId);
  if (!found)
    throw new AppError('not_found', MESSAGES.status404, { fields: { productId: MESSAGES.status404 } });
  const { product, club } = found;
  const clubVisible =
    PUBLIC_CLUB_STATES.has(club.status) ||
    (club.status === 'pending' && (await isClubAdmin(deps.db, club.id, caller.email)));
  if (!clubVisible)
    throw new AppError('not_found', MESSAGES.status404, { fields: { productId: MESSAGES.status404 } });
  if (body.clubId && body.clubId !== club.id) throw new AppError('forbidden');
  const expired = product.expiryDate !== null && product.expiryDate < now;
  // An open membership invoice stays payable when the club no longer offers the membership to new members.
  if (!body.invoiceId && (product.status !== 'active' || expired)) {
    throw new AppError('validation', MESSAGES.productNotAvailable, {
      fields: { productId: MESSAGES.productNotAvailable },
    });
  }
  return { donor, product, club };
}

function checkedAmount(product: q.ProductRow, amount: unknown): number {
  const check = checkAmount(ruleOf(product), amount);
  if (!check.ok) throw amountError(check.message);
  return check.amountRappen;
}

function wireLanguage(value: string): WireLanguage {
  return (WIRE_LANGUAGES as readonly string[]).includes(value) ? (value as WireLanguage) : 'de';
}

function donationValues(payable: Payable, amountRappen: number) {
  const split = splitDonation(amountRappen);
  return {
    userId: payable.donor.id,
    productId: payable.product.id,
    clubId: payable.club.id,
    amountRappen: split.amountRappen,
    feeRappen: split.feeRappen,
    netRappen: split.clubShareRappen,
  };
}

export interface Settlement {
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
  /** A subscription's renewal: booked as that period, at most once (unique index). */
  subscription?: { id: string; periodNumber: number };
  /** A membership invoice this payment pays (the pay link's, or a kept card's charge). */
  invoiceId?: string | undefined;
  /** Runs in the booking's transaction after a new booking (a renewal moves its subscription on there). */
  afterBooking?: (tx: DbOrTx, donation: q.DonationRow) => Promise<void>;
}

/**
 * Books a confirmed payment exactly once, in one transaction: lock the product row (settlements of one product
 * queue there), return the booked donation when the provider reference (or the donor's idempotency key) is
 * already booked, re-check the crowdfunding cap against the locked totals, then write the donation, its three
 * ledger rows, the product totals and the receipt mail. Only the transaction's handle is used inside.
 * A payment that can no longer be booked (the cap was reached meanwhile, or a second charge for one idempotency
 * key) is refunded at the provider.
 */
export async function settlePayment(deps: PaymentsDeps, s: Settlement, refund: () => Promise<void>) {
  const { donor } = s.payable;
  const now = deps.clock?.now() ?? new Date();
  const outcome = await bookOnce(deps, refund, async (tx) => {
    const product = await q.lockProduct(tx, s.payable.product.id);
    if (!product) throw new AppError('not_found');
    const booked = await q.findDonationByReference(tx, s.reference);
    if (booked && booked.status !== 'pending') return { donation: booked, duplicate: false };
    if (s.idempotencyKey && !booked) {
      const sameKey = await q.findDonationByKey(tx, donor.id, s.idempotencyKey);
      if (sameKey) return { donation: sameKey, duplicate: true };
    }
    const remaining = remainingRappen(ruleOf(product));
    if (remaining !== null && s.amountRappen > remaining) {
      if (booked) await q.failPendingDonation(tx, booked.id);
      return { capExceeded: remaining };
    }
    // A pending donation (the provider decided late) becomes succeeded; otherwise a new one is booked.
    const donation = booked
      ? await q.completePendingDonation(tx, booked.id, now)
      : await q.insertSucceededDonation(tx, {
          ...donationValues({ ...s.payable, product }, s.amountRappen),
          provider: s.provider,
          providerReference: s.reference,
          idempotencyKey: s.idempotencyKey,
          delivery: s.delivery,
          settledAt: now,
          subscriptionId: s.subscription?.id ?? null,
          periodNumber: s.subscription?.periodNumber ?? null,
        });
    if (!donation) throw new AppError('conflict');
    await q.insertDonationLedger(tx, donation);
    await q.addToProductTotals(tx, product.id, donation.amountRappen);
    const cardProvider = s.provider === 'sandbox_card' || s.provider === 'stripe' ? s.provider : undefined;
    if (!s.subscription && startsSubscription(product) && cardProvider && s.paymentMethodId) {
      await deps.onFirstRecurringPayment?.(tx, {
        donation,
        product,
        club: s.payable.club,
        donor,
        provider: cardProvider,
        paymentMethodId: s.paymentMethodId,
        periodAmountRappen: s.recurringAmountRappen ?? product.priceRappen ?? donation.amountRappen,
        now,
      });
    }
    if (isMembershipProduct(product) && deps.memberships) {
      await deps.memberships.booked(tx, {
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
    // The subscription's row now names the donation's period: the receipt repeats its terms.
    const current = (await q.findDonationByReference(tx, s.reference)) ?? donation;
    await queueReceipt(deps, tx, { ...s.payable, product }, current);
    return { donation: current, duplicate: false };
  });
  if ('capExceeded' in outcome) {
    await refund();
    throw amountError(maxDonationMessage(outcome.capExceeded ?? 0));
  }
  if (outcome.duplicate) await refund();
  void deps.mailer.deliverPending();
  return outcome.donation;
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

async function queueReceipt(
  deps: PaymentsDeps,
  tx: Parameters<Mailer['queueMail']>[0],
  payable: Payable,
  donation: q.DonationRow,
): Promise<void> {
  const { donor, club, product } = payable;
  const language = wireLanguage(donor.preferredLanguage);
  // A subscription's charge repeats the terms the donor agreed to, with the way to cancel.
  const terms = donation.subscriptionId
    ? await q.findSubscriptionTerms(tx, donation.subscriptionId)
    : undefined;
  const deductible = isDeductibleGift(club, product);
  const title = certificateTitle(language, deductible);
  await deps.mailer.queueMail(tx, {
    to: donor.email,
    template: 'donationReceipt',
    language,
    vars: {
      firstName: donor.firstName,
      title,
      clubName: club.name,
      productTitle: product.title,
      amount: formatChf(donation.amountRappen),
      fee: formatChf(donation.feeRappen),
      net: formatChf(donation.netRappen),
      date: swissDay(donation.settledAt ?? donation.createdAt),
      reference: donation.id,
      ...(terms
        ? {
            recurringAmount: formatChf(terms.amountRappen),
            recurringEvery: PERIOD_PHRASES[language][terms.period as RecurringPeriod],
            nextDate: swissDay(terms.nextChargeAt),
          }
        : {}),
    },
    ...(terms ? { link: `${deps.config.publicUrl}${SUBSCRIPTIONS_PAGE}` } : {}),
    attachments: [receiptAttachment(donation, deductible)],
  });
}

function failed(intent: IntentResult): never {
  throw new AppError('payment_failed', intent.errorMessage ?? MESSAGES.paymentError);
}

/**
 * POST /payments/pay (spec 000 §4, §7): the first call creates and confirms a payment intent with the card's
 * payment method; a 3-D Secure card answers requires_action; after the challenge the browser calls again with
 * the paymentIntentId, and only an intent the provider reports succeeded, made for this caller, product and
 * amount, is booked.
 */
export async function payByCard(
  deps: PaymentsDeps,
  caller: Caller,
  body: PayRequest,
  returnUrl: string,
  now = deps.clock?.now() ?? new Date(),
): Promise<PayResponse> {
  const payable = await loadPayable(deps, caller, body, now);
  const card = deps.providers.card;
  const quote = await quoteCharge(deps, payable, body, now);
  let intent: IntentResult;
  if (body.paymentIntentId) {
    const found = await card.retrieve(body.paymentIntentId);
    // Another user's intent is answered as unknown: its existence is not revealed.
    if (!found || found.userId !== caller.id) {
      throw new AppError('not_found', MESSAGES.paymentNotFound, {
        fields: { paymentIntentId: MESSAGES.paymentNotFound },
      });
    }
    if (found.productId !== payable.product.id) throw new AppError('validation', MESSAGES.paymentNotFound);
    if (quote.amountRappen !== found.amountRappen) throw amountError(MESSAGES.amountInvalid);
    intent = found;
  } else {
    // A subscription's or membership's first charge may be prorated (contract firstCharge); the card is kept.
    const { amountRappen } = quote;
    if (body.idempotencyKey) {
      const booked = await q.findDonationByKey(deps.db, caller.id, body.idempotencyKey);
      if (booked?.status === 'succeeded') return succeededAnswer(booked.providerReference, booked);
      // A pending one whose answer was lost is asked again below: the provider answers with the same intent.
      if (booked?.status === 'pending' && !booked.providerReference.startsWith(ATTEMPT_PREFIX)) {
        return processingAnswer(booked.providerReference, booked.amountRappen);
      }
    }
    const paymentMethodId = body.paymentMethodId ?? body.payment_method;
    if (!paymentMethodId) {
      throw new AppError('validation', MESSAGES.paymentMethodRequired, {
        fields: { paymentMethodId: MESSAGES.paymentMethodRequired },
      });
    }
    // A retried request (same idempotency key) is the same attempt: the provider answers it with the same intent.
    const attemptId = body.idempotencyKey
      ? createHash('sha256').update(`${caller.id}:${body.idempotencyKey}`).digest('hex').slice(0, 32)
      : randomUUID();
    try {
      intent = await card.createIntent({
        userId: caller.id,
        productId: payable.product.id,
        amountRappen,
        paymentMethodId,
        returnUrl,
        attemptId,
        ...(quote.keepsCard ? { saveForOffSession: true, email: payable.donor.email } : {}),
      });
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        throw new AppError('unavailable', MESSAGES.paymentProviderUnavailable);
      }
      if (!(error instanceof ProviderTimeoutError)) throw error;
      // The provider may have charged the card: the donation waits, pending, until reconciliation finds the intent
      // by the attempt id (or learns that none was made) and settles or fails it.
      const reference = q.attemptReference(attemptId);
      await q.insertPendingDonation(deps.db, {
        ...donationValues(payable, amountRappen),
        provider: card.name,
        providerReference: reference,
        idempotencyKey: body.idempotencyKey ?? null,
        delivery: body.deliveryInfo ?? null,
      });
      return processingAnswer(reference, amountRappen);
    }
    // An earlier try of this attempt whose answer was lost now learns its intent.
    if (body.idempotencyKey) await q.attachIntentToAttempt(deps.db, attemptId, intent.id);
  }
  if (intent.status === 'failed') {
    await q.failPendingByReference(deps.db, intent.id);
    failed(intent);
  }
  if (intent.status === 'requires_action') {
    return {
      status: 'requires_action',
      ...(intent.clientSecret
        ? { clientSecret: intent.clientSecret, payment_intent_client_secret: intent.clientSecret }
        : {}),
      ...(intent.nextActionUrl ? { nextActionUrl: intent.nextActionUrl } : {}),
      paymentIntentId: intent.id,
      success: 0,
      amount: rappenToChf(intent.amountRappen),
    };
  }
  if (intent.status === 'processing') {
    await q.insertPendingDonation(deps.db, {
      ...donationValues(payable, intent.amountRappen),
      provider: card.name,
      providerReference: intent.id,
      idempotencyKey: body.idempotencyKey ?? null,
      delivery: body.deliveryInfo ?? null,
    });
    return processingAnswer(intent.id, intent.amountRappen);
  }
  if (intent.status !== 'succeeded') throw new AppError('payment_failed', MESSAGES.paymentError);
  const donation = await settlePayment(
    deps,
    {
      payable,
      amountRappen: intent.amountRappen,
      provider: card.name,
      reference: intent.id,
      delivery: body.deliveryInfo ?? null,
      idempotencyKey: body.idempotencyKey ?? null,
      paymentMethodId: intent.paymentMethodId ?? body.paymentMethodId ?? body.payment_method,
      recurringAmountRappen: quote.periodAmountRappen,
      invoiceId: quote.invoiceId,
    },
    () => card.refund(intent.id),
  );
  return succeededAnswer(intent.id, donation);
}

interface Quote {
  /** What is charged now. */
  amountRappen: number;
  /** What the donor gives each period (subscriptions, memberships); the first charge may be less (prorated). */
  periodAmountRappen: number;
  /** A membership invoice this payment pays. */
  invoiceId?: string | undefined;
  /** The card is kept for later charges (a subscription, or joining a membership by card). */
  keepsCard: boolean;
}

/** What a checkout payment charges: the amount rule, a recurring product's first charge, or a member's invoice. */
async function quoteCharge(
  deps: PaymentsDeps,
  payable: Payable,
  body: { amount: unknown; invoiceId?: string | undefined },
  now: Date,
): Promise<Quote> {
  if (isMembershipProduct(payable.product) && deps.memberships) {
    const quote = await deps.memberships.quote(deps.db, {
      donor: payable.donor,
      product: payable.product,
      invoiceId: body.invoiceId,
      amountRappen: body.invoiceId ? undefined : checkedAmount(payable.product, body.amount),
      now,
    });
    return { ...quote, keepsCard: !quote.invoiceId };
  }
  if (body.invoiceId) {
    throw new AppError('not_found', MESSAGES.invoiceNotFound, {
      fields: { invoiceId: MESSAGES.invoiceNotFound },
    });
  }
  const periodAmountRappen = checkedAmount(payable.product, body.amount);
  return {
    amountRappen: amountToCharge(payable.product, periodAmountRappen, now),
    periodAmountRappen,
    keepsCard: startsSubscription(payable.product),
  };
}

function processingAnswer(reference: string, amountRappen: number): PayResponse {
  return {
    status: 'processing',
    paymentIntentId: reference,
    success: 0,
    amount: rappenToChf(amountRappen),
    message: MESSAGES.paymentProcessing,
  };
}

function succeededAnswer(reference: string, donation: q.DonationRow): PayResponse {
  return {
    status: 'succeeded',
    paymentIntentId: reference,
    donationId: donation.id,
    success: 1,
    amount: rappenToChf(donation.amountRappen),
    message: MESSAGES.paymentSuccessful,
  };
}

/** Where Datatrans (and the sandbox) post their TWINT webhooks. */
export const TWINT_WEBHOOK_PATH = '/api/payments/webhooks/datatrans';
/** A transaction the provider does not know this long after initialisation was never started. */
const TWINT_UNKNOWN_GIVE_UP_MS = 15 * 60_000;
/** An undecided transaction this old has expired at the provider (Datatrans' start page lasts 30 minutes). */
const TWINT_OPEN_GIVE_UP_MS = 60 * 60_000;

const twintReference = (transactionId: string) => `twint_${transactionId}`;
const twintRefundRefno = (transactionId: string) => `refund-${transactionId}`;

const twintNotFound = () =>
  new AppError('not_found', MESSAGES.paymentNotFound, {
    fields: { datatransTrxId: MESSAGES.paymentNotFound },
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
) {
  const payable = await loadPayable(deps, caller, body, now);
  // TWINT cannot charge again while the donor is away: only non-recurring products and memberships (spec 000 §4).
  if (startsSubscription(payable.product)) {
    throw new AppError('validation', MESSAGES.twintNotForRecurring, {
      fields: { productId: MESSAGES.twintNotForRecurring },
    });
  }
  const quote = await quoteCharge(deps, payable, body, now);
  const { amountRappen } = quote;
  const base = deps.config.publicUrl;
  const twint = deps.providers.twint;
  const delivery = body.deliveryInfo ?? null;
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
    throw new AppError('unavailable', MESSAGES.twintInitFailed);
  }
  await q.insertTwintPayment(deps.db, {
    transactionId: started.transactionId,
    provider: twint.name,
    userId: caller.id,
    productId: payable.product.id,
    amountRappen,
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
 * (settlePayment: one donation per provider reference, under the product's lock). An approved payment whose
 * amount is not ours, or that the crowdfunding cap no longer admits, is refunded once (claimTwintRefund).
 * Provider faults are thrown (ProviderUnavailableError / ProviderTimeoutError): the record stays open.
 */
async function settleTwint(
  deps: PaymentsDeps,
  payment: q.TwintPaymentRow,
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
    await q.markTwintPayment(deps.db, payment.transactionId, payment.status as q.TwintPaymentStatus, now);
    return { kind: 'unknown' };
  }
  if (confirmed.status === 'cancelled' || confirmed.status === 'failed') {
    await q.markTwintPayment(deps.db, payment.transactionId, confirmed.status, now);
    return { kind: confirmed.status };
  }
  if (confirmed.status !== 'approved') {
    await q.markTwintPayment(deps.db, payment.transactionId, payment.status as q.TwintPaymentStatus, now);
    return { kind: 'open' };
  }
  const refund = async (amountRappen = payment.amountRappen) => {
    if (!(await q.claimTwintRefund(deps.db, payment.transactionId))) return;
    try {
      await twint.refund({
        transactionId: payment.transactionId,
        amountRappen,
        refno: twintRefundRefno(payment.transactionId),
      });
    } catch (error) {
      // Not given back: open again, so the reconciliation tries the whole settlement (and this refund) again.
      await q.reopenTwintRefund(deps.db, payment.transactionId);
      throw error;
    }
  };
  if (confirmed.amountRappen !== payment.amountRappen) {
    // Not the payment we started: it is not booked. What the provider holds is given back; an amount it does not
    // state in CHF cannot be, and the payment is recorded failed for the operator to settle by hand.
    if (confirmed.amountRappen === null) {
      await q.markTwintPayment(deps.db, payment.transactionId, 'failed', now);
      return { kind: 'failed' };
    }
    await refund(confirmed.amountRappen);
    return { kind: 'refunded' };
  }
  const donor = await q.findDonor(deps.db, payment.userId);
  const found = await q.findProductWithClub(deps.db, payment.productId);
  if (!donor || !found) return { kind: 'unknown' };
  const donation = await settlePayment(
    deps,
    {
      payable: { donor, ...found },
      amountRappen: payment.amountRappen,
      provider: twint.name,
      reference,
      delivery: payment.delivery,
      idempotencyKey: null,
      invoiceId: payment.invoiceId ?? undefined,
    },
    () => refund(),
  );
  await q.markTwintPayment(deps.db, payment.transactionId, 'settled', now);
  return { kind: 'booked', donation };
}

/**
 * POST /payments/pay-twint: books a TWINT payment only when the provider reports it approved (the browser's
 * return with datatransTrxId proves nothing). Unknown ids and other users' transactions are 404. A provider that
 * cannot be asked now leaves the payment open: the reconciliation books it and the receipt mail follows.
 */
export async function payTwint(
  deps: PaymentsDeps,
  caller: Caller,
  transactionId: string,
): Promise<PayTwintResponse> {
  const payment = await q.findTwintPayment(deps.db, transactionId);
  // Another user's transaction is answered as unknown: its existence is not revealed.
  if (!payment || payment.userId !== caller.id) throw twintNotFound();
  let outcome: TwintOutcome;
  try {
    outcome = await settleTwint(deps, payment);
  } catch (error) {
    if (isProviderFault(error)) throw new AppError('unavailable', MESSAGES.paymentProcessing);
    throw error;
  }
  if (outcome.kind === 'refunded') throw new AppError('payment_failed', MESSAGES.paymentError);
  if (outcome.kind !== 'booked') throw new AppError('payment_failed', MESSAGES.twintNotApproved);
  const { donation } = outcome;
  const found = await q.findProductWithClub(deps.db, donation.productId);
  return {
    status: 'succeeded',
    donationId: donation.id,
    amount: rappenToChf(donation.amountRappen),
    productId: donation.productId,
    clubName: found?.club.name ?? '',
    message: MESSAGES.paymentSuccessful,
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
  const payment = await q.findTwintPayment(deps.db, event.transactionId);
  if (payment) {
    await settleTwint(deps, payment).catch((error: unknown) => {
      // The cap was reached meanwhile: settlePayment refunded it; the webhook itself is handled.
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
  const open = await q.findOpenTwintPayments(deps.db, new Date(now.getTime() - olderThanMs), twint.name);
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
      await q.markTwintPayment(deps.db, payment.transactionId, 'failed', now);
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
  const donor = await q.findDonor(deps.db, intent.userId);
  const found = await q.findProductWithClub(deps.db, intent.productId);
  if (!donor || !found) return;
  await settlePayment(
    deps,
    {
      payable: { donor, ...found },
      amountRappen: intent.amountRappen,
      provider: deps.providers.card.name,
      reference: intent.id,
      delivery: null,
      idempotencyKey: null,
      paymentMethodId: intent.paymentMethodId,
    },
    () => deps.providers.card.refund(intent.id),
  ).catch((error: unknown) => {
    // The cap was reached meanwhile: settlePayment refunded it; the webhook itself is handled.
    if (!(error instanceof AppError)) throw error;
  });
}

/**
 * POST /payments/payment-method: saves a card for later recurring charges with a setup intent. A 3-D Secure
 * card answers requires_action (the challenge page), then the browser calls again with the setupIntentId.
 */
export async function savePaymentMethod(
  deps: PaymentsDeps,
  caller: Caller,
  body: SavePaymentMethodRequest,
  returnUrl: string,
): Promise<SavePaymentMethodResponse> {
  if (body.userId && body.userId !== caller.id) throw new AppError('forbidden');
  const card = deps.providers.card;
  let setup: SetupResult | undefined;
  const newMethodId = body.paymentMethodId ?? body.payment_method;
  if (body.setupIntentId) {
    const setupIntentId = body.setupIntentId;
    setup = await withProviderFaults(() => card.retrieveSetupIntent(setupIntentId));
    if (!setup || setup.userId !== caller.id) {
      throw new AppError('not_found', MESSAGES.paymentNotFound, {
        fields: { setupIntentId: MESSAGES.paymentNotFound },
      });
    }
  } else if (newMethodId) {
    const paymentMethodId = newMethodId;
    setup = await withProviderFaults(() =>
      card.createSetupIntent({ userId: caller.id, email: caller.email, paymentMethodId, returnUrl }),
    );
  } else {
    throw new AppError('validation', MESSAGES.paymentMethodRequired, {
      fields: { paymentMethodId: MESSAGES.paymentMethodRequired },
    });
  }
  if (setup.status === 'failed')
    throw new AppError('payment_failed', setup.errorMessage ?? MESSAGES.paymentError);
  if (setup.status === 'succeeded' && card.name === 'sandbox_card') {
    await q.markSandboxMethodSaved(deps.db, setup.paymentMethodId, caller.id);
  }
  // The new card is the card of all the donor's active subscriptions from now on.
  if (setup.status === 'succeeded') await deps.onCardSaved?.(caller.id, card.name, setup.paymentMethodId);
  return {
    status: setup.status === 'succeeded' ? 'succeeded' : 'requires_action',
    setupIntentId: setup.id,
    paymentMethodId: setup.paymentMethodId,
    ...(setup.clientSecret ? { clientSecret: setup.clientSecret } : {}),
    ...(setup.nextActionUrl ? { nextActionUrl: setup.nextActionUrl } : {}),
  };
}

/**
 * POST /donations {productId, amount} (spec 001 §7, the dashboard's donate call): the same rules as pay, charged
 * to the given payment method or the donor's saved card.
 */
export async function donate(
  deps: PaymentsDeps,
  caller: Caller,
  body: DonationRequest,
  returnUrl: string,
): Promise<PayResponse> {
  const paymentMethodId = body.paymentMethodId ?? (await findSavedCard(deps, caller.id));
  const answer = await payByCard(
    deps,
    caller,
    { productId: body.productId, amount: body.amount, ...(paymentMethodId ? { paymentMethodId } : {}) },
    returnUrl,
  );
  return answer.status === 'succeeded' ? { ...answer, message: MESSAGES.donatedSuccessfully } : answer;
}

/**
 * The reconciliation job: asks the provider about donations left pending (a provider that did not decide in
 * time) and settles them through the same transaction as a confirmation, or marks them failed.
 */
export async function reconcilePendingDonations(
  deps: PaymentsDeps,
  olderThanMs = 60_000,
  now = deps.clock?.now() ?? new Date(),
): Promise<{ settled: number; failed: number; pending: number }> {
  const counts = { settled: 0, failed: 0, pending: 0 };
  const card = deps.providers.card;
  for (const pending of await q.findPendingDonations(
    deps.db,
    new Date(now.getTime() - olderThanMs),
    card.name,
  )) {
    let reference = pending.providerReference;
    if (reference.startsWith(ATTEMPT_PREFIX)) {
      // The answer to this attempt was lost: ask the provider whether it made an intent for it.
      const found = await card.findByAttempt(reference.slice(ATTEMPT_PREFIX.length));
      if (!found) {
        const givenUp = pending.createdAt.getTime() < now.getTime() - ATTEMPT_GIVE_UP_MS;
        if (givenUp) await q.failPendingDonation(deps.db, pending.id);
        counts[givenUp ? 'failed' : 'pending'] += 1;
        continue;
      }
      await q.attachIntentToAttempt(deps.db, reference.slice(ATTEMPT_PREFIX.length), found.id);
      reference = found.id;
    }
    const intent = await card.retrieve(reference);
    if (!intent || intent.status === 'failed') {
      await q.failPendingDonation(deps.db, pending.id);
      counts.failed += 1;
      continue;
    }
    if (intent.status !== 'succeeded') {
      counts.pending += 1;
      continue;
    }
    const donor = await q.findDonor(deps.db, pending.userId);
    const found = await q.findProductWithClub(deps.db, pending.productId);
    if (!donor || !found) continue;
    try {
      const donation = await settlePayment(
        deps,
        {
          payable: { donor, ...found },
          amountRappen: pending.amountRappen,
          provider: card.name,
          reference,
          delivery: pending.delivery,
          idempotencyKey: pending.idempotencyKey,
          paymentMethodId: intent.paymentMethodId,
        },
        () => card.refund(reference),
      );
      if (donation.status === 'succeeded') counts.settled += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      counts.failed += 1;
    }
  }
  return counts;
}

/**
 * The donor's saved card: the sandbox keeps it in our database, Stripe with the donor's Customer. The donor is
 * present (the dashboard's donate call), so the charge is on-session: a card that asks for 3-D Secure answers
 * requires_action as in checkout instead of being declined as an off-session charge would be.
 */
async function findSavedCard(deps: PaymentsDeps, userId: string): Promise<string | undefined> {
  const card = deps.providers.card;
  if (card.name === 'sandbox_card') return q.findSavedSandboxMethod(deps.db, userId);
  return withProviderFaults(async () => card.findSavedPaymentMethod?.(userId));
}

/** A provider that cannot be reached, or does not answer, while saving or looking up a card: nothing was charged. */
async function withProviderFaults<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof ProviderUnavailableError || error instanceof ProviderTimeoutError) {
      throw new AppError('unavailable', MESSAGES.paymentProviderUnavailable);
    }
    throw error;
  }
}
