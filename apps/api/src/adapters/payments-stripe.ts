import type { MessageKey } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { paymentCustomers } from '../db/schema-payments';
import type { CardPaymentProvider, IntentResult, IntentStatus, SetupResult } from './payments-types';
import {
  IdempotencyMismatchError,
  ProviderTimeoutError,
  ProviderUnavailableError,
  WebhookSignatureError,
} from './payments-types';

/**
 * Stripe when STRIPE_SECRET_KEY is set: the browser makes the payment method with Stripe.js (publishable key),
 * the server creates and confirms the PaymentIntent (confirm: true, amount in Rappen, currency chf), our user and
 * product ids travel as metadata; the webhook is verified with STRIPE_WEBHOOK_SECRET on the raw body.
 * A saved card belongs to the donor's Stripe Customer (one per user, kept in payment_customers); every intent of
 * a user who has one names that customer, so the saved card can be charged again.
 * Tested against a fake of Stripe's API (apps/api/test/fakes/stripe-server.ts, STRIPE_API_URL), with the same
 * suite as the sandbox (payments.card-providers.test.ts).
 */
const PROVIDER = 'stripe';

function statusOf(status: string): IntentStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'requires_action') return 'requires_action';
  if (status === 'processing' || status === 'requires_capture') return 'processing';
  return 'failed';
}

/** What an intent carries as metadata: whose, for which product, which attempt, and the fee the donor covers. */
function intentMetadata(input: {
  userId: string;
  productId: string;
  attemptId: string;
  coveredFeeRappen?: number | undefined;
}): Record<string, string> {
  return {
    userId: input.userId,
    productId: input.productId,
    attemptId: input.attemptId,
    ...(input.coveredFeeRappen ? { coveredFeeRappen: String(input.coveredFeeRappen) } : {}),
  };
}

function toResult(intent: Stripe.PaymentIntent): IntentResult {
  const status = statusOf(intent.status);
  const method = intent.payment_method;
  const paymentMethodId = typeof method === 'string' ? method : method?.id;
  return {
    ...(paymentMethodId ? { paymentMethodId } : {}),
    ...(intent.metadata.attemptId ? { attemptId: intent.metadata.attemptId } : {}),
    id: intent.id,
    status,
    amountRappen: intent.amount,
    userId: intent.metadata.userId ?? '',
    productId: intent.metadata.productId ?? null,
    ...(Number(intent.metadata.coveredFeeRappen) > 0
      ? { coveredFeeRappen: Number(intent.metadata.coveredFeeRappen) }
      : {}),
    ...(status === 'requires_action' && intent.client_secret ? { clientSecret: intent.client_secret } : {}),
    ...(status === 'failed'
      ? { failure: intent.last_payment_error ? declineOf(intent.last_payment_error) : 'paymentError' }
      : {}),
  };
}

function setupResult(intent: Stripe.SetupIntent): SetupResult {
  const status = statusOf(intent.status);
  const method = intent.payment_method;
  return {
    id: intent.id,
    status,
    userId: intent.metadata?.userId ?? '',
    paymentMethodId: typeof method === 'string' ? method : (method?.id ?? ''),
    ...(status === 'requires_action' && intent.client_secret ? { clientSecret: intent.client_secret } : {}),
    ...(status === 'failed'
      ? { failure: intent.last_setup_error ? declineOf(intent.last_setup_error) : 'paymentError' }
      : {}),
  };
}

/**
 * Stripe's decline as one of the contract's messages, by its codes (docs.stripe.com/declines/codes): the donor
 * reads it in their language instead of Stripe's English.
 */
function declineOf(error: { code?: string | undefined; decline_code?: string | undefined }): MessageKey {
  const code = error.decline_code ?? error.code;
  if (code === 'insufficient_funds') return 'cardInsufficientFunds';
  if (code === 'expired_card') return 'cardExpired';
  if (code === 'incorrect_number' || code === 'invalid_number') return 'cardNumberInvalid';
  if (code === 'authentication_required' || code === 'payment_intent_authentication_failure')
    return 'cardAuthenticationFailed';
  return 'cardDeclined';
}

const isCardError = (error: unknown): error is Stripe.errors.StripeCardError =>
  error instanceof Stripe.errors.StripeCardError;

/**
 * Stripe's faults sorted by what they mean for the money: refused before acting (credentials, permission, rate
 * limit) → ProviderUnavailableError; no answer or a server error (the request may have been carried out) →
 * ProviderTimeoutError. Anything else (a bad request) is thrown as it is.
 */
export function providerFault(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeIdempotencyError)
    return new IdempotencyMismatchError(error.message);
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    return new ProviderUnavailableError(error.message);
  }
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError) {
    return new ProviderTimeoutError(error.message);
  }
  return error;
}

/** Options of the SDK: Stripe's API, or another address (a local fake in tests) from STRIPE_API_URL. */
/**
 * A donor waits at checkout: 15 s per request instead of the SDK's 80 s (with its retries under the same
 * idempotency key). A request that runs out becomes ProviderTimeoutError: the donation waits, pending.
 */
const REQUEST_TIMEOUT_MS = 15_000;

function clientOptions(config: Config): Stripe.StripeConfig {
  if (!config.STRIPE_API_URL) return { timeout: REQUEST_TIMEOUT_MS };
  const url = new URL(config.STRIPE_API_URL);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    timeout: REQUEST_TIMEOUT_MS,
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

export function createStripeCardProvider(config: Config, db: Db): CardPaymentProvider {
  const stripe = new Stripe(config.STRIPE_SECRET_KEY ?? '', clientOptions(config));
  const absolute = (url: string) => (url.startsWith('http') ? url : `${config.publicUrl}${url}`);

  /** Calls Stripe; its faults become ProviderUnavailableError / ProviderTimeoutError. */
  /**
   * What Stripe answers; a declined card is an answer too, not a fault (Stripe throws it with what it made):
   * `declined` says what it means for the call.
   */
  async function unlessDeclined<T>(
    request: () => Promise<T>,
    declined: (error: Stripe.errors.StripeCardError) => T,
  ): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (isCardError(error)) return declined(error);
      throw providerFault(error);
    }
  }

  /** What Stripe finds by id, or undefined for an id it does not know (it refuses the request). */
  async function unlessUnknown<T>(request: () => Promise<T>): Promise<T | undefined> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return undefined;
      throw providerFault(error);
    }
  }

  async function call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw providerFault(error);
    }
  }

  async function customerOf(userId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ customerId: paymentCustomers.customerId })
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, PROVIDER)));
    return row?.customerId;
  }

  /**
   * The user's Stripe Customer, made on the first saved card. Stripe's idempotency key (per user) and the table's
   * primary key make it one per user: two saves at once get the same customer (a later loser reads the winner's).
   */
  async function ensureCustomer(userId: string, email: string): Promise<string> {
    const known = await customerOf(userId);
    if (known) return known;
    const customer = await call(() =>
      stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: `customer-${userId}` }),
    );
    await db
      .insert(paymentCustomers)
      .values({ userId, provider: PROVIDER, customerId: customer.id })
      .onConflictDoNothing();
    return (await customerOf(userId)) ?? customer.id;
  }

  return {
    name: 'stripe',

    async createIntent(input) {
      // A saved card can only be charged with its customer; a new card may be charged with it too (it is not
      // attached by that), so every intent of a user who has a customer names it. A subscription's first
      // payment makes the customer and keeps the card on it for the renewals (setup_future_usage).
      const customer =
        input.saveForOffSession && input.email
          ? await ensureCustomer(input.userId, input.email)
          : await customerOf(input.userId);
      return unlessDeclined(
        async () =>
          toResult(
            await stripe.paymentIntents.create(
              {
                amount: input.amountRappen,
                currency: 'chf',
                payment_method: input.paymentMethodId,
                ...(customer ? { customer } : {}),
                confirm: true,
                // Stripe.js answers the 3-D Secure challenge in the page (handleNextAction), no redirect for cards.
                use_stripe_sdk: true,
                return_url: absolute(input.returnUrl),
                ...(input.saveForOffSession ? { setup_future_usage: 'off_session' as const } : {}),
                metadata: intentMetadata(input),
              },
              { idempotencyKey: input.attemptId },
            ),
          ),
        (error) => ({
          id: error.payment_intent?.id ?? `failed_${Date.now()}`,
          status: 'failed',
          amountRappen: input.amountRappen,
          userId: input.userId,
          productId: input.productId,
          failure: declineOf(error),
        }),
      );
    },

    async chargeSaved(input) {
      const customer = await customerOf(input.userId);
      const base = {
        amountRappen: input.amountRappen,
        userId: input.userId,
        productId: input.productId,
        paymentMethodId: input.paymentMethodId,
      };
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountRappen,
            currency: 'chf',
            payment_method: input.paymentMethodId,
            ...(customer ? { customer } : {}),
            off_session: true,
            confirm: true,
            metadata: intentMetadata(input),
          },
          { idempotencyKey: input.attemptId },
        );
        return { ...toResult(intent), paymentMethodId: input.paymentMethodId };
      } catch (error) {
        if (isCardError(error)) {
          const intent = error.payment_intent;
          // The bank wants the donor: the same intent is confirmed on-session (Stripe.js) later.
          if (error.code === 'authentication_required' && intent) {
            return {
              ...base,
              id: intent.id,
              status: 'requires_action',
              ...(intent.client_secret ? { clientSecret: intent.client_secret } : {}),
            };
          }
          return {
            ...base,
            id: intent?.id ?? `failed_${input.attemptId}`,
            status: 'failed',
            failure: declineOf(error),
          };
        }
        throw providerFault(error);
      }
    },

    async findByAttempt(attemptId) {
      // Search runs on Stripe's index (updated within about a minute): reconciliation asks after that.
      const found = await call(() =>
        stripe.paymentIntents.search({
          query: `metadata['attemptId']:'${attemptId.replace(/[^\w-]/g, '')}'`,
          limit: 1,
        }),
      );
      const intent = found.data[0];
      return intent ? toResult(intent) : undefined;
    },

    async retrieve(id) {
      const intent = await unlessUnknown(() => stripe.paymentIntents.retrieve(id));
      return intent && toResult(intent);
    },

    async refund(id) {
      await call(() => stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` }));
    },

    async createSetupIntent(input) {
      const customer = await ensureCustomer(input.userId, input.email);
      return unlessDeclined(
        async () =>
          setupResult(
            await stripe.setupIntents.create({
              customer,
              payment_method: input.paymentMethodId,
              confirm: true,
              // Saved for charges while the donor is away (recurring); Stripe attaches the card to the customer once
              // the setup succeeds (after 3-D Secure when the card asks for it).
              usage: 'off_session',
              use_stripe_sdk: true,
              return_url: absolute(input.returnUrl),
              metadata: { userId: input.userId },
            }),
          ),
        (error) => ({
          id: error.setup_intent?.id ?? `failed_${Date.now()}`,
          status: 'failed',
          userId: input.userId,
          paymentMethodId: input.paymentMethodId,
          failure: declineOf(error),
        }),
      );
    },

    async retrieveSetupIntent(id) {
      const intent = await unlessUnknown(() => stripe.setupIntents.retrieve(id));
      return intent && setupResult(intent);
    },

    async findSavedPaymentMethod(userId) {
      const customer = await customerOf(userId);
      if (!customer) return undefined;
      const cards = await call(() =>
        stripe.customers.listPaymentMethods(customer, { type: 'card', limit: 10 }),
      );
      // Stripe lists the newest first; sorted here as well, so the choice does not rest on the order.
      const newest = [...cards.data].sort((a, b) => b.created - a.created)[0];
      return newest?.id;
    },

    async parseWebhook(raw, headers) {
      const signature = headers['stripe-signature'];
      if (!config.STRIPE_WEBHOOK_SECRET || typeof signature !== 'string') {
        throw new WebhookSignatureError('missing signature or secret');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(raw, signature, config.STRIPE_WEBHOOK_SECRET);
      } catch {
        throw new WebhookSignatureError('invalid signature');
      }
      if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
        return {
          id: event.id,
          kind: event.type === 'payment_intent.succeeded' ? 'payment_succeeded' : 'payment_failed',
          reference: event.data.object.id,
        };
      }
      return { id: event.id, kind: 'other' };
    },
  };
}
