import { translateMessage, translateMessageKey } from '../i18n';
import { ApiError, apiRequest } from './api';

/** What the card field collects; the number never goes anywhere but the provider's tokenisation call. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

/**
 * The browser side of a card provider (DESIGN.md §4): turn card details into a payment method id, and send
 * the donor through the 3-D Secure challenge of an intent. The sandbox implementation is the default;
 * Stripe.js (createPaymentMethod / handleNextAction) can take its place when a publishable key is configured,
 * without a change to the checkout.
 */
export interface CardProvider {
  readonly name: 'sandbox' | 'stripe';
  /** `token`: the bearer token of the app's web view (/payment-stripe/…) instead of the session's. */
  createPaymentMethod(card: CardDetails, token?: string): Promise<string>;
  /**
   * Starts the challenge of `paymentIntentId`. The sandbox sends the whole page to its challenge page, which
   * returns to `returnUrl` (decision 2026-11-22: full page, not a modal iframe).
   */
  startChallenge(challenge: {
    paymentIntentId: string;
    clientSecret?: string;
    /** The challenge page the server named, if any. */
    nextActionUrl?: string;
    returnUrl: string;
  }): void;
}

export const sandboxCardProvider: CardProvider = {
  name: 'sandbox',
  async createPaymentMethod(card, token) {
    const answer = token
      ? await tokenRequest<{ id: string }>('/payments/sandbox/payment-methods', card, token)
      : await apiRequest<{ id: string }>('/payments/sandbox/payment-methods', {
          body: card,
          auth: true,
          toast: false,
        });
    return answer.id;
  },
  startChallenge({ paymentIntentId, nextActionUrl, returnUrl }) {
    const url = new URL(
      nextActionUrl ?? `/api/payments/sandbox/3ds/${encodeURIComponent(paymentIntentId)}`,
      window.location.origin,
    );
    url.searchParams.set('return', returnUrl);
    window.location.assign(`${url.pathname}${url.search}`);
  },
};

let provider: CardProvider = sandboxCardProvider;

export function cardProvider(): CardProvider {
  return provider;
}

/** Tests (and a future Stripe.js set-up) replace the provider. */
export function setCardProvider(next: CardProvider): void {
  provider = next;
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
export async function tokenRequest<T>(path: string, body: unknown, token: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
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
    throw new ApiError(0, translateMessageKey('noResponse'), { rawMessage: 'noResponse' });
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
        ? (data as { message: string }).message
        : translateMessageKey('paymentError');
    throw new ApiError(response.status, translateMessage(message) ?? message, { rawMessage: message });
  }
  return data as T;
}
