import { useQuery } from '@tanstack/react-query';
import type { PaymentsConfigResponse } from '@tifo/contract';
import { type ApiAnswer, ApiError, type ApiInput, apiPath, callApi, errorFromResponse } from './api';
import type { ApiRoute } from './endpoints';
import * as api from './endpoints';

/** What the card field collects; the number never goes anywhere but the provider's tokenisation call. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

/**
 * What the card field hands to the provider: the sandbox field's details, or with Stripe only the cardholder's
 * name (the number stays inside Stripe's card Element and never touches this page's code).
 */
export type CardInput = CardDetails | { name: string };

/** 'left': the page went to the challenge (it comes back to returnUrl); 'done': answered in the page. */
export type ChallengeOutcome = 'left' | 'done';

/**
 * The browser side of a card provider (DESIGN.md §4): turn card details into a payment method id, and send
 * the donor through the 3-D Secure challenge of an intent. The sandbox implementation is the default;
 * Stripe.js (createPaymentMethod / handleNextAction, lib/stripeCardProvider.ts) takes its place when the server
 * says Stripe is the card provider (GET /payments/config).
 */
export interface CardProvider {
  readonly name: 'sandbox' | 'stripe';
  /** `token`: the bearer token of the app's web view (/payment-stripe/…) instead of the session's. */
  createPaymentMethod(card: CardInput, token?: string): Promise<string>;
  /**
   * Starts the challenge of `paymentIntentId` (or of a setup intent). The sandbox sends the whole page to its
   * challenge page, which returns to `returnUrl` (decision 2026-11-22: full page, not a modal iframe); Stripe.js
   * shows the challenge in the page and resolves 'done' once the donor answered: the caller then pays again
   * with the intent, and the server tells whether it succeeded.
   */
  startChallenge(challenge: {
    paymentIntentId: string;
    clientSecret?: string;
    /** The challenge page the server named, if any. */
    nextActionUrl?: string;
    returnUrl: string;
  }): undefined | Promise<ChallengeOutcome>;
}

export const sandboxCardProvider: CardProvider = {
  name: 'sandbox',
  async createPaymentMethod(card, token) {
    if (!('number' in card)) throw new Error('the sandbox card field gives the card details');
    const answer = token
      ? await tokenRequest(api.postPaymentsSandboxPaymentMethods, card, token)
      : await callApi(api.postPaymentsSandboxPaymentMethods, card, { auth: true, toast: false });
    return answer.id;
  },
  startChallenge({ paymentIntentId, nextActionUrl, returnUrl }) {
    const url = new URL(
      nextActionUrl ?? apiPath(api.getPaymentsSandbox3dsById, { id: paymentIntentId }),
      window.location.origin,
    );
    url.searchParams.set('return', returnUrl);
    window.location.assign(`${url.pathname}${url.search}`);
    return undefined;
  },
};

let provider: CardProvider = sandboxCardProvider;

export function cardProvider(): CardProvider {
  return provider;
}

/** The Stripe card field installs Stripe.js' provider while it is shown; tests install fakes. */
export function setCardProvider(next: CardProvider): void {
  provider = next;
}

const SANDBOX_CONFIG: PaymentsConfigResponse = { cardProvider: 'sandbox' };

/**
 * Which card field to show: GET /payments/config (public, no session). Any failure means the sandbox, the
 * default provider, so a missing or old server keeps today's card field.
 */
export async function fetchCardProviderConfig(signal?: AbortSignal): Promise<PaymentsConfigResponse> {
  try {
    const data = await callApi(api.getPaymentsConfig, undefined, { toast: false, signal });
    return data?.cardProvider === 'stripe' && data.publishableKey
      ? { cardProvider: 'stripe', publishableKey: data.publishableKey }
      : SANDBOX_CONFIG;
  } catch {
    return SANDBOX_CONFIG;
  }
}

/** Stripe's publishable key when Stripe is the card provider; undefined for the sandbox (also while asking). */
export function useStripePublishableKey(): string | undefined {
  const config = useQuery({
    queryKey: ['payments-config'],
    queryFn: ({ signal }) => fetchCardProviderConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return config.data?.cardProvider === 'stripe' ? config.data.publishableKey : undefined;
}

/** '4242 4242 4242 4242' → '4242424242424242' */
export function cardDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** Groups of four for display, at most 19 digits. */
export function formatCardNumber(text: string): string {
  return cardDigits(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM / YY' while typing. */
export function formatExpiry(text: string): string {
  const digits = cardDigits(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Luhn check of a card number. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export interface CardFieldValue {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardFieldValue = { number: '', expiry: '', cvc: '' };

/** The card details when the field is complete and plausible (number, a future expiry, CVC), else undefined. */
export function completeCard(
  value: CardFieldValue,
  name: string,
  now: Date = new Date(),
): CardDetails | undefined {
  const number = cardDigits(value.number);
  const expiry = cardDigits(value.expiry);
  const cvc = cardDigits(value.cvc);
  if (number.length < 13 || !luhnValid(number)) return undefined;
  if (expiry.length !== 4 || cvc.length < 3 || cvc.length > 4) return undefined;
  const expMonth = Number(expiry.slice(0, 2));
  const expYear = 2000 + Number(expiry.slice(2));
  if (expMonth < 1 || expMonth > 12) return undefined;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (expYear * 12 + expMonth - 1 < thisMonth) return undefined;
  return { number, expMonth, expYear, cvc, name: name.trim() };
}

/**
 * A JSON POST with a given bearer token: the mobile app's web view (/payment-stripe/…) brings its own token in
 * the path and has no browser session. Errors come back as ApiError with the server's message translated.
 */
export async function tokenRequest<R extends ApiRoute>(
  route: R,
  body: ApiInput<R>,
  token: string,
): Promise<ApiAnswer<R>> {
  let response: Response;
  try {
    response = await fetch(apiPath(route), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(body),
      referrerPolicy: 'no-referrer',
    });
  } catch {
    throw new ApiError(0, 'noResponse');
  }
  if (!response.ok) throw await errorFromResponse(response, 'paymentError');
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  return data as ApiAnswer<R>;
}
