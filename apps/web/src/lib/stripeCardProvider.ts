import type { Stripe, StripeCardElement, StripeElementLocale } from '@stripe/stripe-js';
import { ApiError } from './api';
import type { CardProvider } from './cardProvider';

/** The parts of Stripe.js the card provider uses (tests pass a stand-in). */
export type StripeCardApi = Pick<Stripe, 'createPaymentMethod' | 'handleNextAction'>;

let loading: Promise<Stripe | null> | undefined;

/**
 * Stripe.js, loaded once and only when the server says Stripe is the card provider: the package is imported
 * here on demand (not part of the first-load bundle), and it adds Stripe's script from js.stripe.com, as
 * Stripe requires. A failed load may be tried again.
 */
export function loadStripeJs(publishableKey: string, locale: string): Promise<Stripe | null> {
  loading ??= import('@stripe/stripe-js')
    .then(({ loadStripe }) => loadStripe(publishableKey, { locale: locale as StripeElementLocale }))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Stripe's own message (in the page's language), as the card field shows it. */
function stripeError(message: string | undefined): ApiError {
  return new ApiError(402, message === undefined ? 'paymentError' : { text: message });
}

/**
 * The Stripe.js card provider: the payment method is made from the mounted card Element (the number never
 * reaches our code), and 3-D Secure runs in Stripe's dialog in the page (handleNextAction, for payment and
 * setup intents alike). The outcome of the challenge is not taken from the browser: the caller pays again with
 * the intent, and the server asks Stripe.
 */
export function createStripeCardProvider(stripe: StripeCardApi, card: StripeCardElement): CardProvider {
  return {
    name: 'stripe',
    async createPaymentMethod(input) {
      const result = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { name: input.name.trim() },
      });
      if (result.error || !result.paymentMethod) throw stripeError(result.error?.message);
      return result.paymentMethod.id;
    },
    async startChallenge({ clientSecret }) {
      // Without a client secret there is nothing to show: the server decides on the next pay.
      // A closed dialog or a failed challenge comes back as an error result: the server then answers 402 with
      // Stripe's reason, so it is not shown twice.
      if (clientSecret) await stripe.handleNextAction({ clientSecret }).catch(() => undefined);
      return 'done' as const;
    },
  };
}
