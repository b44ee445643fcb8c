import {
  type AmountRuleProduct,
  checkAmount,
  formatChf,
  MESSAGES,
  maxDonationMessage,
  type RecurringPeriod,
  remainingRappen,
  type SavePaymentMethodRequest,
  type SavePaymentMethodResponse,
  splitDonation,
  wireLanguageOf,
} from '@tifo/contract';
import {
  type PaymentProviders,
  ProviderTimeoutError,
  ProviderUnavailableError,
  type ProviderWebhookEvent,
  type SetupResult,
} from '../../adapters/payments';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { DeliveryInfoRow } from '../../db/schema-payments';
import { AppError } from '../../errors';
import type { Caller } from '../auth/caller';
import { PUBLIC_STATUSES } from '../clubs/cards';
import { isClubAdmin } from '../clubs/queries';
import { certificateTitle } from '../documents/certificate';
import { swissDay } from '../documents/dates';
import type { Clock } from '../jobs/clock';
import { insertDonationLedger } from '../ledger/entries';
import type { Mailer } from '../mail/service';
import { PERIOD_PHRASES } from '../mail/templates-subscriptions';
import { isDeductibleGift } from './certificate';
import { isMembershipProduct, type MembershipHooks } from './membership';
import * as q from './queries';
import { receiptAttachment } from './receipt';
import {
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

export type Payable = q.Payable;

export const ATTEMPT_PREFIX = q.attemptReference('');

function ruleOf(product: q.ProductRow): AmountRuleProduct {
  return {
    priceRappen: product.priceRappen,
    crowdFunding: product.crowdFunding,
    targetAmountRappen: product.targetAmountRappen,
    totalFundedRappen: product.totalFundedRappen,
  };
}

export const amountError = (message: string) =>
  new AppError('validation', message, { fields: { amount: message } });

/**
 * Who may pay for what (spec 000 §5, §6; issue 6): a logged-in donor with donationEnabled; an active, unexpired
 * product whose club is public, or pending when the caller administers it. Ids in the payload must match.
 */
export async function loadPayable(
  deps: PaymentsDeps,
  caller: Caller,
  body: {
    productId: string;
    userId?: string | undefined;
    clubId?: string | undefined;
    invoiceId?: string | undefined;
    showName?: boolean | undefined;
  },
  now: Date,
): Promise<Payable> {
  if (body.userId && body.userId !== caller.id) throw new AppError('forbidden');
  const found = await q.findDonorAndProduct(deps.db, caller.id, body.productId);
  if (!found) throw new AppError('unauthorized');
  const { donor, product, club } = found;
  if (!donor.donationEnabled) throw new AppError('forbidden', MESSAGES.donationNeedsVerifiedEmail);
  if (!product || !club)
    throw new AppError('not_found', MESSAGES.status404, { fields: { productId: MESSAGES.status404 } });
  const clubVisible =
    (PUBLIC_STATUSES as readonly string[]).includes(club.status) ||
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
  // How the donor appears among the club's top sponsors: the choice of their latest checkout (default anonymous).
  if (body.showName !== undefined) await q.rememberSponsorChoice(deps.db, club.id, donor.id, body.showName);
  return { donor, product, club };
}

export function checkedAmount(product: q.ProductRow, amount: unknown): number {
  const check = checkAmount(ruleOf(product), amount);
  if (!check.ok) throw amountError(check.message);
  return check.amountRappen;
}

export function donationValues(payable: Payable, amountRappen: number) {
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
    const locked = await q.lockProductFindBooked(tx, s.payable.product.id, s.reference);
    if (!locked) throw new AppError('not_found');
    const { product, booked } = locked;
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
    await insertDonationLedger(tx, donation);
    await q.addToProductTotals(tx, product.id, donation.amountRappen);
    const cardProvider = s.provider === 'sandbox_card' || s.provider === 'stripe' ? s.provider : undefined;
    // The hooks below may write the donation's row (its subscription and period); a plain gift has none.
    let hooked = s.afterBooking !== undefined;
    if (!s.subscription && startsSubscription(product) && cardProvider && s.paymentMethodId) {
      hooked = true;
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
      hooked = true;
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
    const current = hooked ? ((await q.findDonationByReference(tx, s.reference)) ?? donation) : donation;
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
  const language = wireLanguageOf(donor.preferredLanguage);
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
  await settlePayment(
    deps,
    {
      payable,
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
 * The donor's saved card: the sandbox keeps it in our database, Stripe with the donor's Customer. The donor is
 * present (the dashboard's donate call), so the charge is on-session: a card that asks for 3-D Secure answers
 * requires_action as in checkout instead of being declined as an off-session charge would be.
 */
export async function findSavedCard(deps: PaymentsDeps, userId: string): Promise<string | undefined> {
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
