import { MESSAGES, messageText } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ProviderTimeoutError, ProviderUnavailableError, type SetupResult } from '../../adapters/payments';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { donations } from '../../db/schema-payments';
import { AppError } from '../../errors';
import type { Clock } from '../../platform/clock';
import type { Mailer } from '../mail/service';
import { bookDonation, type ConfirmedPayment } from './book-donation';
import * as q from './queries';
import { RENEWAL_ATTEMPT_PREFIX } from './recurring';
import type { PaymentsDeps } from './service';

export type RenewalOutcome =
  | { kind: 'booked'; donation: q.DonationRow }
  | { kind: 'declined'; message: string }
  | { kind: 'action_required'; intentId: string; nextActionUrl?: string; clientSecret?: string }
  /** The provider could not be asked or has not decided: nothing is known to be charged, try again later. */
  | { kind: 'unavailable'; message: string };

export interface RenewalCharge {
  subscriptionId: string;
  periodNumber: number;
  /** Declined tries of this period so far: each try is its own idempotency key. */
  attempt: number;
  userId: string;
  productId: string;
  amountRappen: number;
  /** Of the amount, the fee the donor covers (issue 48); 0: none. */
  coveredFeeRappen: number;
  paymentMethodId: string;
  /** Where the donor confirms the charge when the bank asks for 3-D Secure. */
  returnUrl: string;
  /** An intent made earlier for this period that waited for the donor: its outcome is asked, nothing new. */
  intentId?: string;
  /** Runs in the booking's transaction (the subscription moves on to its next period there). */
  afterBooking: (tx: DbOrTx, donation: q.DonationRow) => Promise<void>;
}

/** The provider's idempotency key of one try of one period of one subscription. */
export function renewalAttemptId(subscriptionId: string, periodNumber: number, attempt: number): string {
  return `${RENEWAL_ATTEMPT_PREFIX}${subscriptionId}_${periodNumber}_${attempt}`;
}

async function bookedPeriod(db: DbOrTx, subscriptionId: string, periodNumber: number) {
  const [row] = await db
    .select()
    .from(donations)
    .where(and(eq(donations.subscriptionId, subscriptionId), eq(donations.periodNumber, periodNumber)));
  return row;
}

/** A charge of a kept card while its owner is away: a subscription's renewal or a membership invoice. */
export interface SavedCardCharge {
  /** The provider's idempotency key of this try. */
  attemptId: string;
  userId: string;
  productId: string;
  amountRappen: number;
  /** Of the amount, the fee the donor covers (metadata at the provider; issue 48). */
  coveredFeeRappen?: number;
  paymentMethodId: string;
  /** Where the owner confirms the charge when the bank asks for 3-D Secure. */
  returnUrl: string;
  /** An intent made earlier that waited for the owner: its outcome is asked, nothing new. */
  intentId?: string | undefined;
  /** The donation this charge already booked, if an earlier run did (then nothing is charged). */
  alreadyBooked: () => Promise<q.DonationRow | undefined>;
  /** What the booking records besides (the subscription's period, the invoice it pays). */
  booking: Pick<
    ConfirmedPayment,
    'subscription' | 'invoiceId' | 'afterBooking' | 'coveredFeeRappen' | 'pledgeId'
  >;
}

/**
 * The one charging function of a kept card (CONVENTIONS §13): charges it while the owner is away and books the
 * donation (ledger rows, product totals, receipt; a membership invoice paid, a subscription moved on) exactly
 * once. The try's idempotency key makes a repeated call after a crash get the same intent from the provider,
 * and what is booked is unique (a subscription's period, an invoice's payment), so whatever runs twice, one
 * charge is booked at most once.
 */
export async function chargeSavedCard(deps: PaymentsDeps, charge: SavedCardCharge): Promise<RenewalOutcome> {
  const already = await charge.alreadyBooked();
  if (already) return { kind: 'booked', donation: already };
  const payable = await q.findPayable(deps.db, charge.userId, charge.productId);
  if (!payable) throw new AppError('not_found');
  const card = deps.providers.card;
  let intent: Awaited<ReturnType<typeof card.chargeSaved>> | undefined;
  try {
    intent = charge.intentId
      ? await card.retrieve(charge.intentId)
      : await card.chargeSaved({
          userId: charge.userId,
          productId: charge.productId,
          amountRappen: charge.amountRappen,
          ...(charge.coveredFeeRappen ? { coveredFeeRappen: charge.coveredFeeRappen } : {}),
          paymentMethodId: charge.paymentMethodId,
          attemptId: charge.attemptId,
          returnUrl: charge.returnUrl,
        });
  } catch (error) {
    if (error instanceof ProviderUnavailableError || error instanceof ProviderTimeoutError) {
      return { kind: 'unavailable', message: error.message };
    }
    throw error;
  }
  if (!intent || intent.userId !== charge.userId)
    return { kind: 'declined', message: MESSAGES.paymentNotFound };
  if (intent.status === 'requires_action') {
    return {
      kind: 'action_required',
      intentId: intent.id,
      ...(intent.nextActionUrl ? { nextActionUrl: intent.nextActionUrl } : {}),
      ...(intent.clientSecret ? { clientSecret: intent.clientSecret } : {}),
    };
  }
  if (intent.status === 'failed')
    return { kind: 'declined', message: messageText(intent.failure ?? 'cardDeclined') };
  if (intent.status !== 'succeeded')
    return { kind: 'unavailable', message: 'the provider has not decided yet' };
  const paid = intent;
  const donation = await bookDonation(
    deps,
    {
      payable,
      amountRappen: paid.amountRappen,
      provider: card.name,
      reference: paid.id,
      delivery: null,
      idempotencyKey: null,
      paymentMethodId: charge.paymentMethodId,
      ...charge.booking,
    },
    () => card.refund(paid.id),
  );
  return { kind: 'booked', donation };
}

/** A subscription's renewal: one period, charged and booked at most once ((subscription, period) is unique). */
export function chargeRenewal(deps: PaymentsDeps, charge: RenewalCharge): Promise<RenewalOutcome> {
  return chargeSavedCard(deps, {
    attemptId: renewalAttemptId(charge.subscriptionId, charge.periodNumber, charge.attempt),
    userId: charge.userId,
    productId: charge.productId,
    amountRappen: charge.amountRappen,
    ...(charge.coveredFeeRappen > 0 ? { coveredFeeRappen: charge.coveredFeeRappen } : {}),
    paymentMethodId: charge.paymentMethodId,
    returnUrl: charge.returnUrl,
    intentId: charge.intentId,
    alreadyBooked: () => bookedPeriod(deps.db, charge.subscriptionId, charge.periodNumber),
    booking: {
      coveredFeeRappen: charge.coveredFeeRappen,
      subscription: { id: charge.subscriptionId, periodNumber: charge.periodNumber },
      afterBooking: charge.afterBooking,
    },
  });
}

/**
 * What subscriptions and memberships ask of payments, and all they may: charge a saved card for one period
 * (booked once, through the one booking of book-donation.ts), and read back a card payment that waited for 3-D Secure.
 */
export interface Charging {
  chargeRenewal(charge: RenewalCharge): Promise<RenewalOutcome>;
  chargeSavedCard(charge: SavedCardCharge): Promise<RenewalOutcome>;
  cardIntent(intentId: string): ReturnType<PaymentsDeps['providers']['card']['retrieve']>;
  /**
   * Saves a card for a later charge while its owner is away (a pledge; issue 49): the provider's setup intent,
   * with 3-D Secure where the bank asks. The donor's subscriptions keep their card.
   */
  saveCard(input: {
    userId: string;
    email: string;
    paymentMethodId: string;
    returnUrl: string;
  }): Promise<SetupResult>;
  /** A setup intent as the provider knows it now (after the 3-D Secure challenge). */
  setupIntent(id: string): Promise<SetupResult | undefined>;
  /** The card provider's name (kept with what it saved). */
  readonly provider: PaymentsDeps['providers']['card']['name'];
}

/**
 * What a process that charges through payments is given (subscriptions' renewals, memberships' invoices): its
 * own database, mailer and configuration, the charging, the clock, the log, and how long a run holds its row.
 */
export interface ProcessDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  /** Payments' charging (Charging): the one way the process moves money. */
  charging: Charging;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How long a run holds a subscription or a membership, in real seconds (RENEWAL_CLAIM_SECONDS). */
  claimSeconds: number;
}

/** The sandbox keeps saved cards in our database: a card saved by a setup intent is marked so. */
async function savedAtSandbox(deps: PaymentsDeps, setup: SetupResult): Promise<void> {
  if (deps.providers.card.name === 'sandbox_card') {
    await q.markSandboxMethodSaved(deps.db, setup.paymentMethodId, setup.userId);
  }
}

/** Payments' charging, for the processes that charge over time (app.ts hands it to them). */
export function chargingOf(deps: PaymentsDeps): Charging {
  return {
    chargeRenewal: (charge) => chargeRenewal(deps, charge),
    chargeSavedCard: (charge) => chargeSavedCard(deps, charge),
    cardIntent: (intentId) => deps.providers.card.retrieve(intentId),
    saveCard: async (input) => {
      const card = deps.providers.card;
      const setup = await card.createSetupIntent(input);
      if (setup.status === 'succeeded') await savedAtSandbox(deps, setup);
      return setup;
    },
    setupIntent: async (id) => {
      const setup = await deps.providers.card.retrieveSetupIntent(id);
      if (setup?.status === 'succeeded') await savedAtSandbox(deps, setup);
      return setup;
    },
    provider: deps.providers.card.name,
  };
}
