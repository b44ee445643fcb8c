import { MESSAGES } from '@tifo/contract';
import Stripe from 'stripe';
import type { Config } from '../config';
import type { CardPaymentProvider, IntentResult, IntentStatus, SetupResult } from './payments';
import { ProviderTimeoutError, ProviderUnavailableError, WebhookSignatureError } from './payments';

/**
 * Stripe when STRIPE_SECRET_KEY is set: the browser makes the payment method with Stripe.js (publishable key),
 * the server creates and confirms the PaymentIntent (confirm: true, amount in Rappen, currency chf), our user and
 * product ids travel as metadata; the webhook is verified with STRIPE_WEBHOOK_SECRET on the raw body.
 * Not run by the test suite (no network); the sandbox implements the same behaviour.
 */
function statusOf(status: string): IntentStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'requires_action') return 'requires_action';
  if (status === 'processing' || status === 'requires_capture') return 'processing';
  return 'failed';
}

function toResult(intent: Stripe.PaymentIntent): IntentResult {
  const status = statusOf(intent.status);
  return {
    id: intent.id,
    status,
    amountRappen: intent.amount,
    userId: intent.metadata.userId ?? '',
    productId: intent.metadata.productId ?? null,
    ...(status === 'requires_action' && intent.client_secret ? { clientSecret: intent.client_secret } : {}),
    ...(status === 'failed'
      ? { errorMessage: intent.last_payment_error?.message ?? MESSAGES.paymentError }
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
      ? { errorMessage: intent.last_setup_error?.message ?? MESSAGES.paymentError }
      : {}),
  };
}

const isCardError = (error: unknown): error is Stripe.errors.StripeCardError =>
  error instanceof Stripe.errors.StripeCardError;

/**
 * Stripe's faults sorted by what they mean for the money: refused before acting (credentials, permission, rate
 * limit) → ProviderUnavailableError; no answer or a server error (the request may have been carried out) →
 * ProviderTimeoutError. Anything else (a bad request) is thrown as it is.
 */
export function providerFault(error: unknown): unknown {
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

export function createStripeCardProvider(config: Config): CardPaymentProvider {
  const stripe = new Stripe(config.STRIPE_SECRET_KEY ?? '');
  const absolute = (url: string) => (url.startsWith('http') ? url : `${config.publicUrl}${url}`);

  return {
    name: 'stripe',

    async createIntent(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountRappen,
            currency: 'chf',
            payment_method: input.paymentMethodId,
            confirm: true,
            return_url: absolute(input.returnUrl),
            metadata: { userId: input.userId, productId: input.productId, attemptId: input.attemptId },
          },
          { idempotencyKey: input.attemptId },
        );
        return toResult(intent);
      } catch (error) {
        // A declined card is an answer, not a fault: Stripe throws it with the intent it made.
        if (isCardError(error)) {
          return {
            id: error.payment_intent?.id ?? `failed_${Date.now()}`,
            status: 'failed',
            amountRappen: input.amountRappen,
            userId: input.userId,
            productId: input.productId,
            errorMessage: error.message,
          };
        }
        throw providerFault(error);
      }
    },

    async findByAttempt(attemptId) {
      // Search runs on Stripe's index (updated within about a minute): reconciliation asks after that.
      try {
        const found = await stripe.paymentIntents.search({
          query: `metadata['attemptId']:'${attemptId.replace(/[^\w-]/g, '')}'`,
          limit: 1,
        });
        const intent = found.data[0];
        return intent ? toResult(intent) : undefined;
      } catch (error) {
        throw providerFault(error);
      }
    },

    async retrieve(id) {
      try {
        return toResult(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return undefined;
        throw error;
      }
    },

    async refund(id) {
      await stripe.refunds.create({ payment_intent: id });
    },

    async createSetupIntent(input) {
      const intent = await stripe.setupIntents.create({
        payment_method: input.paymentMethodId,
        confirm: true,
        usage: 'off_session',
        return_url: absolute(input.returnUrl),
        metadata: { userId: input.userId },
      });
      return setupResult(intent);
    },

    async retrieveSetupIntent(id) {
      try {
        return setupResult(await stripe.setupIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return undefined;
        throw error;
      }
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
