import { createHash, randomUUID } from 'node:crypto';
import {
  confirmation,
  type DonationRequest,
  giftWithCover,
  invoiceAmountMessage,
  largestCoveredChoice,
  maxDonationMessage,
  type ParsedPayRequest,
  type PayResponse,
  parsePrice,
  rappenToChf,
  remainingRappen,
} from '@tifo/contract';
import {
  IdempotencyMismatchError,
  type IntentResult,
  ProviderTimeoutError,
  ProviderUnavailableError,
} from '../../adapters/payments';
import { AppError } from '../../errors';
import type { Caller } from '../auth/caller';
import { bookDonation } from './book-donation';
import { isMembershipProduct } from './membership';
import * as q from './queries';
import { amountToCharge, startsSubscription } from './recurring';
import {
  ATTEMPT_PREFIX,
  amountError,
  checkedAmount,
  type DonorAndProduct,
  deliveryFor,
  donationValues,
  findSavedCard,
  loadPayable,
  type Payable,
  type PaymentOrigin,
  type PaymentsDeps,
  ruleOf,
} from './service';

/*
 * Checkout by card (PRODUCT.md §checkout): what a payment charges (the amount rule, a recurring product's first
 * charge, a member's invoice), the intent with its 3-D Secure step, and the booking of a confirmed one.
 */

/** An idempotency key sent again with another product, amount or card: refused, as Stripe does. */
function keyReused(): AppError {
  return new AppError('conflict', 'idempotencyKeyReused', {
    fields: { idempotencyKey: 'idempotencyKeyReused' },
  });
}

function failed(intent: IntentResult): never {
  throw new AppError('payment_failed', intent.failure ?? 'paymentError');
}

/**
 * POST /payments/pay (PRODUCT.md §checkout): the first call creates and confirms a payment intent with the card's
 * payment method; a 3-D Secure card answers requires_action; after the challenge the browser calls again with
 * the paymentIntentId, and only an intent the provider reports succeeded, made for this caller, product and
 * amount, is booked.
 */
export async function payByCard(
  deps: PaymentsDeps,
  caller: Caller,
  body: ParsedPayRequest,
  returnUrl: string,
  options: { now?: Date; found?: DonorAndProduct; through?: PaymentOrigin } = {},
): Promise<PayResponse> {
  const now = options.now ?? deps.clock?.now() ?? new Date();
  const payable = await loadPayable(deps, caller, body, now, options.found, options.through);
  const card = deps.providers.card;
  const quote = await quoteCharge(deps, payable, body, now);
  let intent: IntentResult;
  if (body.paymentIntentId) {
    const found = await card.retrieve(body.paymentIntentId);
    // Another user's intent is answered as unknown: its existence is not revealed.
    if (!found || found.userId !== caller.id) {
      throw new AppError('not_found', 'paymentNotFound', {
        fields: { paymentIntentId: 'paymentNotFound' },
      });
    }
    if (found.productId !== payable.product.id) throw new AppError('validation', 'paymentNotFound');
    if (quote.amountRappen !== found.amountRappen) throw amountError('amountInvalid');
    intent = found;
  } else {
    // A subscription's or membership's first charge may be prorated (contract firstCharge); the card is kept.
    const { amountRappen } = quote;
    if (body.idempotencyKey) {
      const booked = await q.findDonationByKey(deps.db, caller.id, body.idempotencyKey);
      if (booked && (booked.productId !== payable.product.id || booked.amountRappen !== amountRappen)) {
        throw keyReused();
      }
      if (booked?.status === 'succeeded') return succeededAnswer(booked.providerReference, booked);
      // A pending one whose answer was lost is asked again below: the provider answers with the same intent.
      if (booked?.status === 'pending' && !booked.providerReference.startsWith(ATTEMPT_PREFIX)) {
        return processingAnswer(booked.providerReference, booked.amountRappen);
      }
    }
    // A second subscription to the same offer starts only when the donor confirmed it (a double checkout of a
    // monthly gift is a mistake far more often than a wish).
    if (
      startsSubscription(payable.product) &&
      !body.confirmSecondSubscription &&
      (await q.hasActiveSubscription(deps.db, caller.id, payable.product.id))
    ) {
      throw new AppError('conflict', 'subscriptionAlreadyActive', {
        fields: { confirmSecondSubscription: 'subscriptionAlreadyActive' },
      });
    }
    const paymentMethodId = body.paymentMethodId;
    if (!paymentMethodId) {
      throw new AppError('validation', 'paymentMethodRequired', {
        fields: { paymentMethodId: 'paymentMethodRequired' },
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
        ...(quote.coveredFeeRappen > 0 ? { coveredFeeRappen: quote.coveredFeeRappen } : {}),
        ...(quote.keepsCard ? { saveForOffSession: true, email: payable.donor.email } : {}),
      });
    } catch (error) {
      if (error instanceof IdempotencyMismatchError) throw keyReused();
      if (error instanceof ProviderUnavailableError) {
        throw new AppError('unavailable', 'paymentProviderUnavailable');
      }
      if (!(error instanceof ProviderTimeoutError)) throw error;
      // The provider may have charged the card: the donation waits, pending, until reconciliation finds the intent
      // by the attempt id (or learns that none was made) and settles or fails it.
      const reference = q.attemptReference(attemptId);
      await q.insertPendingDonation(deps.db, {
        ...donationValues(payable, amountRappen, quote.coveredFeeRappen),
        provider: card.name,
        providerReference: reference,
        idempotencyKey: body.idempotencyKey ?? null,
        delivery: deliveryFor(payable, body.deliveryInfo),
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
      ...donationValues(payable, intent.amountRappen, quote.coveredFeeRappen),
      provider: card.name,
      providerReference: intent.id,
      idempotencyKey: body.idempotencyKey ?? null,
      delivery: deliveryFor(payable, body.deliveryInfo),
    });
    return processingAnswer(intent.id, intent.amountRappen);
  }
  if (intent.status !== 'succeeded') throw new AppError('payment_failed', 'paymentError');
  const donation = await bookDonation(
    deps,
    {
      payable,
      amountRappen: intent.amountRappen,
      provider: card.name,
      reference: intent.id,
      delivery: deliveryFor(payable, body.deliveryInfo),
      idempotencyKey: body.idempotencyKey ?? null,
      paymentMethodId: intent.paymentMethodId ?? body.paymentMethodId,
      recurringAmountRappen: quote.periodAmountRappen,
      coveredFeeRappen: quote.coveredFeeRappen,
      recurringCoveredFeeRappen: quote.periodCoveredFeeRappen,
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
  /** Of the amount charged now, and of each period's, the fee the donor covers (issue 48); 0: none. */
  coveredFeeRappen: number;
  periodCoveredFeeRappen: number;
  /** A membership invoice this payment pays. */
  invoiceId?: string | undefined;
  /** The card is kept for later charges (a subscription, or joining a membership by card). */
  keepsCard: boolean;
}

/**
 * What a checkout payment charges: the amount rule, a recurring product's first charge, or a member's invoice;
 * grossed up where the donor covers the fee (issue 48: gifts and subscriptions, not membership fees).
 */
export async function quoteCharge(
  deps: PaymentsDeps,
  payable: Payable,
  body: { amount: unknown; invoiceId?: string | undefined; coverFee?: boolean | undefined },
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
    // An invoice's payment names exactly the invoice's amount: anything else is refused, never charged instead.
    if (quote.invoiceId && parsePrice(body.amount) !== quote.amountRappen) {
      const message = invoiceAmountMessage(quote.amountRappen);
      throw new AppError('validation', message, { fields: { amount: message } });
    }
    return { ...quote, coveredFeeRappen: 0, periodCoveredFeeRappen: 0, keepsCard: !quote.invoiceId };
  }
  if (body.invoiceId) {
    throw new AppError('not_found', 'invoiceNotFound', {
      fields: { invoiceId: 'invoiceNotFound' },
    });
  }
  const chosen = checkedAmount(payable.product, body.amount);
  const covers = body.coverFee === true;
  const period = giftWithCover(chosen, covers);
  const nowCharge = giftWithCover(amountToCharge(payable.product, chosen, now), covers);
  // A crowdfunding rest bounds what is charged: the donor who covers the fee may choose at most its club share.
  const remaining = remainingRappen(ruleOf(payable.product));
  if (remaining !== null && nowCharge.grossRappen > remaining) {
    throw amountError(maxDonationMessage(largestCoveredChoice(remaining)));
  }
  return {
    amountRappen: nowCharge.grossRappen,
    coveredFeeRappen: nowCharge.coveredFeeRappen,
    periodAmountRappen: period.grossRappen,
    periodCoveredFeeRappen: period.coveredFeeRappen,
    keepsCard: startsSubscription(payable.product),
  };
}

function processingAnswer(reference: string, amountRappen: number): PayResponse {
  return {
    status: 'processing',
    paymentIntentId: reference,
    success: 0,
    amount: rappenToChf(amountRappen),
    ...confirmation('paymentProcessing'),
  };
}

function succeededAnswer(reference: string, donation: q.DonationRow): PayResponse {
  return {
    status: 'succeeded',
    paymentIntentId: reference,
    donationId: donation.id,
    success: 1,
    amount: rappenToChf(donation.amountRappen),
    ...confirmation('paymentSuccessful'),
  };
}

/**
 * POST /donations {productId, amount} (PRODUCT.md §checkout, the dashboard's donate call): the same rules as pay, charged
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
    {
      productId: body.productId,
      amount: body.amount,
      ...(paymentMethodId ? { paymentMethodId } : {}),
      ...(body.showName !== undefined ? { showName: body.showName } : {}),
      ...(body.company !== undefined ? { company: body.company } : {}),
      ...(body.coverFee !== undefined ? { coverFee: body.coverFee } : {}),
    },
    returnUrl,
  );
  return answer.status === 'succeeded' ? { ...answer, ...confirmation('donatedSuccessfully') } : answer;
}
