import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type DeliveryInfo,
  formatChfGrouped,
  type InitializeTwintRequest,
  type InitializeTwintResponse,
  type PayRequest,
  type PayResponse,
  type PayTwintResponse,
  type PublicProduct,
  type WireLanguage,
} from '@tifo/contract';
import { ApiError, callApi } from './api';
import type { DeliveryForm } from './deliveryStorage';
import * as api from './endpoints';
import { getSession } from './session';

/** The calls of checkout and the payment pages (PRODUCT.md §checkout). Errors are shown by the pages, not as toasts. */

/** POST /products/filter {id}: the product checkout sells. */
export async function fetchCheckoutProduct(id: string, signal?: AbortSignal): Promise<PublicProduct> {
  const answer = await callApi(api.postProductsFilter, { id }, { toast: false, signal });
  // With a product id the call answers that one product (with a club id, the club's list).
  if (Array.isArray(answer)) throw new ApiError(404, 'status404');
  return answer;
}

/**
 * The query of the product checkout sells, in the page's language (its description comes in the language of
 * the call): another language fetches it again, and the one shown stays until then.
 */
export function checkoutProductQuery(productId: string, language: WireLanguage) {
  return queryOptions({
    queryKey: ['checkout-product', productId, language] as const,
    queryFn: ({ signal }) => fetchCheckoutProduct(productId, signal),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function pay(request: PayRequest): Promise<PayResponse> {
  return callApi(api.postPaymentsPay, request, { auth: true, toast: false });
}

export function initializeTwint(request: InitializeTwintRequest): Promise<InitializeTwintResponse> {
  return callApi(api.postPaymentsInitializeTwint, request, { auth: true, toast: false });
}

export function payTwint(datatransTrxId: string): Promise<PayTwintResponse> {
  // Without a session it was a guest's gift through a payment link (issue 48): booked on TWINT's word alone.
  if (!getSession())
    return callApi(api.postLinksPayTwint, { transactionId: datatransTrxId }, { toast: false });
  return callApi(api.postPaymentsPayTwint, { datatransTrxId }, { auth: true, toast: false });
}

/** The delivery form as the contract's DeliveryInfo: trimmed, empty optional fields left out. */
export function toDeliveryInfo(form: DeliveryForm): DeliveryInfo {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    fullName: form.fullName.trim(),
    address1: form.address1.trim(),
    address2: optional(form.address2),
    city: form.city.trim(),
    postalCode: form.postalCode.trim(),
    country: form.country.trim(),
    phoneNumber: optional(form.phoneNumber),
    additionalNotes: optional(form.additionalNotes),
  };
}

/** A fresh key per payment call: a double click or a retried request never books twice. */
export function idempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * A card payment waiting for its 3-D Secure challenge: the page leaves for the challenge and comes back to
 * checkout, which then pays again with the intent (kept for this tab only).
 */
export interface PendingCardPayment {
  productId: string;
  amount: string;
  paymentIntentId: string;
  clubName: string;
  returnTo: string | null;
  withDelivery: boolean;
  /** The donor covers the fee (issue 48): the payment is asked again with the same choice. */
  coverFee?: boolean;
  /** Paying a membership invoice (its pay link). */
  invoiceId?: string | undefined;
}

const PENDING_KEY = 'pendingCardPayment';

export function savePendingPayment(pending: PendingCardPayment): void {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
}

/** The payment waiting for its challenge, if any (read without removing it). */
export function readPendingPayment(): PendingCardPayment | undefined {
  const text = sessionStorage.getItem(PENDING_KEY);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PendingCardPayment;
  } catch {
    return undefined;
  }
}

export function clearPendingPayment(): void {
  sessionStorage.removeItem(PENDING_KEY);
}

/** What the result pages receive in navigation state. */
export interface PaymentResultState {
  amount?: number;
  clubName?: string;
  reason?: string;
}

/** 2500 → 'CHF 25.00', 250000 → 'CHF 2'500.00' */
export function chf(rappen: number): string {
  return `CHF ${formatChfGrouped(rappen)}`;
}

/** An amount the API sent in CHF (two decimals) as 'CHF 12.50'. */
export function chfOf(francs: number): string {
  return chf(Math.round(francs * 100));
}
