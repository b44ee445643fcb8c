import type { MessageKey } from '@tifo/contract';
import type { DeliveryInfoRow } from '../db/schema-payments';

/*
 * The payment providers' interface and errors (CONVENTIONS.md §5): the implementations (payments-sandbox,
 * payments-stripe, payments-sandbox-twint, payments-datatrans) import this file, and payments.ts, the factory
 * that picks one, imports them; so no implementation imports the file that imports it.
 */

export type IntentStatus = 'requires_action' | 'succeeded' | 'failed' | 'processing';

export interface IntentResult {
  id: string;
  status: IntentStatus;
  amountRappen: number;
  /** Who the intent was made for (our user id, kept by the provider as metadata). */
  userId: string;
  productId: string | null;
  /** Only with requires_action: what the browser confirms the payment with. */
  clientSecret?: string;
  /** Only with requires_action on the sandbox: the 3-D Secure challenge page. */
  nextActionUrl?: string;
  /** Why the payment failed, as one of the contract's messages (shown to the donor in their language). */
  failure?: MessageKey;
  /** The card the intent charges (to keep it for a subscription's later charges). */
  paymentMethodId?: string;
  /** Our attempt id the intent was made for (metadata). */
  attemptId?: string;
  /** Of the amount, the fee the donor covers (metadata; issue 48). */
  coveredFeeRappen?: number;
}

export interface CreateIntentInput {
  userId: string;
  productId: string;
  amountRappen: number;
  paymentMethodId: string;
  /** Where the 3-D Secure challenge returns to. */
  returnUrl: string;
  /**
   * Our id for this attempt, sent as metadata and as the provider's idempotency key: the same attempt never
   * charges twice, and an intent whose creation answer was lost (a time-out) is found again by it.
   */
  attemptId: string;
  /** Of the amount, the fee the donor covers (issue 48): kept as metadata, so a webhook books it so too. */
  coveredFeeRappen?: number;
  /**
   * The first payment of a subscription: the card is kept for charges while the donor is away (Stripe:
   * setup_future_usage off_session on the donor's Customer).
   */
  saveForOffSession?: boolean;
  /** The donor's e-mail, for the provider's customer record when the card is kept (Stripe). */
  email?: string;
}

/** A charge of a kept card while the donor is away (a subscription's renewal). */
export interface ChargeSavedInput {
  userId: string;
  productId: string;
  amountRappen: number;
  paymentMethodId: string;
  /** The subscription, its period and the try: the provider's idempotency key, so one try charges once. */
  attemptId: string;
  /** Of the amount, the fee the donor covers (metadata; issue 48). */
  coveredFeeRappen?: number;
  /** Where the donor confirms the charge when the bank asks for 3-D Secure. */
  returnUrl: string;
}

export interface SetupResult {
  id: string;
  status: IntentStatus;
  userId: string;
  paymentMethodId: string;
  clientSecret?: string;
  nextActionUrl?: string;
  failure?: MessageKey;
}

export interface ProviderWebhookEvent {
  /** The provider's event id: a replayed event is recognised by it. */
  id: string;
  kind: 'payment_succeeded' | 'payment_failed' | 'other';
  /** The payment intent the event is about. */
  reference?: string;
}

/**
 * What checkout needs from a card provider. Failures of the card are results (status failed), not throws; a
 * provider that cannot be reached throws ProviderUnavailableError (nothing was done) or ProviderTimeoutError (the
 * request may have been carried out: the donation stays pending until reconciliation asks again).
 */
export interface CardPaymentProvider {
  readonly name: 'sandbox_card' | 'stripe';
  /** Creates and confirms a payment intent for a payment method (Stripe: confirm: true). */
  createIntent(input: CreateIntentInput): Promise<IntentResult>;
  retrieve(id: string): Promise<IntentResult | undefined>;
  /** The intent made for an attempt whose answer was lost (undefined: the provider never made one). */
  findByAttempt(attemptId: string): Promise<IntentResult | undefined>;
  /** Gives a captured payment back that cannot be booked (the crowdfunding cap was reached meanwhile). */
  refund(id: string): Promise<void>;
  /**
   * Charges a kept card while the donor is away (Stripe: off_session, confirm). A card whose bank asks for
   * 3-D Secure answers requires_action (Stripe's authentication_required): the donor confirms it on-session
   * later with the intent's id; a decline answers failed with the bank's message.
   */
  chargeSaved(input: ChargeSavedInput): Promise<IntentResult>;
  /** Saves a card for later charges (a setup intent; on Stripe attached to the user's Customer). */
  createSetupIntent(input: {
    userId: string;
    /** The donor's e-mail, given to the provider's customer record (Stripe). */
    email: string;
    paymentMethodId: string;
    returnUrl: string;
  }): Promise<SetupResult>;
  /**
   * The donor's most recently saved card at the provider, when the provider keeps them (Stripe: the Customer's
   * cards). The sandbox keeps its saved cards in our database instead (queries.findSavedSandboxMethod).
   */
  findSavedPaymentMethod?(userId: string): Promise<string | undefined>;
  retrieveSetupIntent(id: string): Promise<SetupResult | undefined>;
  /** Verifies the signature on the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(
    raw: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<ProviderWebhookEvent>;
}

export type TwintStatus = 'initialized' | 'approved' | 'cancelled' | 'failed';

/**
 * What a TWINT provider confirms about a transaction. Who pays for what (donor, product, delivery) is our own
 * record (twint_payments), never taken from the provider: Datatrans keeps only the amount and our refno.
 */
export interface TwintStatusResult {
  id: string;
  status: TwintStatus;
  /** The amount the provider holds, in Rappen (null: not CHF or not known); booking checks it equals ours. */
  amountRappen: number | null;
}

export interface TwintWebhookEvent {
  /** Identifies the notification (transaction and status): a replay is recognised by it. */
  id: string;
  transactionId: string;
}

export interface TwintProvider {
  readonly name: 'sandbox_twint' | 'datatrans';
  /**
   * Starts a TWINT payment; the browser goes (full page) to startUrl. Throws ProviderUnavailableError or
   * ProviderTimeoutError when no transaction comes back.
   */
  initialize(input: {
    /** Our reference of this checkout at the provider. */
    refno: string;
    userId: string;
    productId: string;
    amountRappen: number;
    delivery: DeliveryInfoRow | null;
    successUrl: string;
    cancelUrl: string;
    errorUrl: string;
    webhookUrl: string;
  }): Promise<{ transactionId: string; startUrl: string }>;
  /** The provider's confirmed status: the only proof of payment (the browser's return proves nothing). */
  status(transactionId: string): Promise<TwintStatusResult | undefined>;
  /** Gives an approved payment back that cannot be booked (the cap was reached meanwhile, a wrong amount). */
  refund(input: { transactionId: string; amountRappen: number; refno: string }): Promise<void>;
  /** Verifies the signature on the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(
    raw: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<TwintWebhookEvent>;
}

export class WebhookSignatureError extends Error {}

/** The provider refused or could not be reached before doing anything (bad credentials, rate limit, DNS). */
export class ProviderUnavailableError extends Error {}

/**
 * The attempt id (the provider's idempotency key) was used before with other parameters (another amount,
 * product or card): the provider refuses it, as Stripe does ("Keys for idempotent requests can only be used
 * with the same parameters they were first used with"), and charges nothing.
 */
export class IdempotencyMismatchError extends Error {}

/** The provider did not answer in time or answered with a server error: whether it acted is unknown. */
export class ProviderTimeoutError extends Error {}

export interface PaymentProviders {
  card: CardPaymentProvider;
  twint: TwintProvider;
}
