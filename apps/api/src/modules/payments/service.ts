import {
  type AmountRuleProduct,
  checkAmount,
  type DeliveryInfo,
  type GiverCompany,
  type ParsedSavePaymentMethodRequest,
  type SavePaymentMethodResponse,
  splitDonation,
} from '@tifo/contract';
import {
  type PaymentProviders,
  ProviderTimeoutError,
  ProviderUnavailableError,
  type SetupResult,
} from '../../adapters/payments';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, type ErrorMessage, fieldError } from '../../errors';
import type { Clock } from '../../platform/clock';
import { swissDay } from '../../platform/swiss-dates';
import type { Caller } from '../auth/caller';
import { PUBLIC_STATUSES } from '../clubs/cards';
import { isClubAdmin } from '../clubs/queries';
import type { Mailer } from '../mail/service';
import { chooseGiver, rememberCoverFee } from './giver';
import type { MembershipHooks } from './membership';
import * as q from './queries';
import type { FirstRecurringPayment } from './recurring';

export interface PaymentsDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  providers: PaymentProviders;
  /** The platform's time (platform/clock.ts); the real time when absent. */
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
export type DonorAndProduct = q.DonorAndProduct;

export const ATTEMPT_PREFIX = q.attemptReference('');

export function ruleOf(product: q.ProductRow): AmountRuleProduct {
  return {
    priceRappen: product.priceRappen,
    crowdFunding: product.crowdFunding,
    targetAmountRappen: product.targetAmountRappen,
    totalFundedRappen: product.totalFundedRappen,
    maxAmountRappen: product.maxAmountRappen,
  };
}

export const amountError = (message: ErrorMessage) => fieldError('amount', message);

/**
 * The delivery address a payment keeps: the one given at checkout for a product offered with delivery, none for
 * any other (an address sent along anyway is personal data the club has no use for, and would list the gift among
 * its deliveries).
 */
export function deliveryFor(payable: Payable, deliveryInfo: DeliveryInfo | undefined): DeliveryInfo | null {
  return payable.product.deliveryAvailable ? (deliveryInfo ?? null) : null;
}

/**
 * Who may pay for what (PRODUCT.md §validation; issue 6): a logged-in donor with donationEnabled; an active, unexpired
 * product whose club is public, or pending when the caller administers it. Ids in the payload must match.
 * `found`: the donor with the product, when the route looked them up with the caller's session (requirePayer).
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
    company?: GiverCompany | null | undefined;
    coverFee?: boolean | undefined;
  },
  now: Date,
  prefetched?: DonorAndProduct,
  through: PaymentOrigin = {},
): Promise<Payable> {
  if (body.userId && body.userId !== caller.id) throw new AppError('forbidden');
  const found = prefetched ?? (await q.findDonorAndProduct(deps.db, caller.id, body.productId));
  if (!found) throw new AppError('unauthorized');
  const { donor, product, club } = found;
  // A guest's one-off gift through a link needs no proven mailbox: it opens nothing (issue 48).
  if (!donor.donationEnabled && !through.guest) {
    throw new AppError('forbidden', 'donationNeedsVerifiedEmail');
  }
  if (!product || !club) throw new AppError('not_found', 'status404', { fields: { productId: 'status404' } });
  const clubVisible =
    (PUBLIC_STATUSES as readonly string[]).includes(club.status) ||
    (club.status === 'pending' && (await isClubAdmin(deps.db, club.id, caller.email)));
  if (!clubVisible) {
    // Taken down or closed (issue 45): no gift, no pay link, whatever the product says.
    if (club.status === 'taken_down' || club.status === 'closed') {
      throw new AppError('gone', 'clubUnavailable', {
        fields: { productId: 'clubUnavailable' },
      });
    }
    throw new AppError('not_found', 'status404', { fields: { productId: 'status404' } });
  }
  if (body.clubId && body.clubId !== club.id) throw new AppError('forbidden');
  // A club in its notice of closure takes no new gifts (issue 45); its members may still pay open invoices.
  if (club.closesAt && !body.invoiceId) {
    throw new AppError('conflict', 'clubClosing', { fields: { productId: 'clubClosing' } });
  }
  const expired = product.expiryDate !== null && product.expiryDate < now;
  // A campaign that ended says so, with its date (issue 49).
  if (product.crowdFunding && expired && product.status === 'active') {
    throw new AppError(
      'validation',
      { key: 'campaignEnded', values: { date: swissDay(product.expiryDate!) } },
      {
        fields: { productId: 'campaignEnded' },
      },
    );
  }
  // All or nothing takes pledges (POST /campaigns/pledges), never a payment at once.
  if (product.crowdFunding && product.campaignMode === 'all_or_nothing' && !body.invoiceId) {
    throw new AppError('validation', through.twint ? 'pledgeNeedsCard' : 'campaignTakesPledges', {
      fields: { productId: through.twint ? 'pledgeNeedsCard' : 'campaignTakesPledges' },
    });
  }
  // An open membership invoice stays payable when the club no longer offers the membership to new members.
  if (!body.invoiceId && (product.status !== 'active' || expired)) {
    throw new AppError('validation', 'productNotAvailable', {
      fields: { productId: 'productNotAvailable' },
    });
  }
  // How the donor appears among the club's top sponsors: the choice of their latest checkout (default anonymous).
  if (body.showName !== undefined) await q.rememberSponsorChoice(deps.db, club.id, donor.id, body.showName);
  // Who gives it (issue 47): a company named at checkout, or the person again; kept for the next gift.
  if (body.company !== undefined) await chooseGiver(deps.db, donor.id, body.company);
  // Whether the donor covers the fee (issue 48): the next checkout starts with the same choice.
  if (body.coverFee !== undefined && body.coverFee !== donor.coversFee) {
    await rememberCoverFee(deps.db, donor.id, body.coverFee);
  }
  return {
    donor,
    product,
    club,
    sourceLinkId: through.sourceLinkId ?? null,
    embedOrigin: through.embedOrigin ?? null,
  };
}

/**
 * Where a payment comes from besides Tifo's checkout (issue 48): a payment link (its gift names it) and whether
 * the payer is a guest (an account made from name and e-mail, for a one-off gift only).
 */
export interface PaymentOrigin {
  sourceLinkId?: string | undefined;
  guest?: boolean | undefined;
  /** The website whose donate button opened the give page. */
  embedOrigin?: string | undefined;
  /** Paid by TWINT (which cannot hold an all-or-nothing pledge). */
  twint?: boolean | undefined;
}

export function checkedAmount(product: q.ProductRow, amount: unknown): number {
  const check = checkAmount(ruleOf(product), amount);
  if (!check.ok) throw amountError(check.message);
  return check.amountRappen;
}

/** A donation's amounts: fee and net of the whole amount, of which `coveredFeeRappen` the donor added (issue 48). */
export function donationValues(payable: Payable, amountRappen: number, coveredFeeRappen = 0) {
  const split = splitDonation(amountRappen);
  return {
    userId: payable.donor.id,
    productId: payable.product.id,
    clubId: payable.club.id,
    amountRappen: split.amountRappen,
    feeRappen: split.feeRappen,
    netRappen: split.clubShareRappen,
    coveredFeeRappen,
    paymentLinkId: payable.sourceLinkId ?? null,
    embedOrigin: payable.embedOrigin ?? null,
  };
}

/**
 * POST /payments/payment-method: saves a card for later recurring charges with a setup intent. A 3-D Secure
 * card answers requires_action (the challenge page), then the browser calls again with the setupIntentId.
 */
export async function savePaymentMethod(
  deps: PaymentsDeps,
  caller: Caller,
  body: ParsedSavePaymentMethodRequest,
  returnUrl: string,
): Promise<SavePaymentMethodResponse> {
  if (body.userId && body.userId !== caller.id) throw new AppError('forbidden');
  const card = deps.providers.card;
  let setup: SetupResult | undefined;
  const newMethodId = body.paymentMethodId;
  if (body.setupIntentId) {
    const setupIntentId = body.setupIntentId;
    setup = await withProviderFaults(() => card.retrieveSetupIntent(setupIntentId));
    if (!setup || setup.userId !== caller.id) {
      throw new AppError('not_found', 'paymentNotFound', {
        fields: { setupIntentId: 'paymentNotFound' },
      });
    }
  } else if (newMethodId) {
    const paymentMethodId = newMethodId;
    setup = await withProviderFaults(() =>
      card.createSetupIntent({ userId: caller.id, email: caller.email, paymentMethodId, returnUrl }),
    );
  } else {
    throw new AppError('validation', 'paymentMethodRequired', {
      fields: { paymentMethodId: 'paymentMethodRequired' },
    });
  }
  if (setup.status === 'failed') throw new AppError('payment_failed', setup.failure ?? 'paymentError');
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
export async function withProviderFaults<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof ProviderUnavailableError || error instanceof ProviderTimeoutError) {
      throw new AppError('unavailable', 'paymentProviderUnavailable');
    }
    throw error;
  }
}
