import type { GuestGiver, LinkPayRequest, PayResponse, SandboxPaymentMethodRequest } from '@tifo/contract';
import { callApi } from './api';
import { type CardInput, cardProvider } from './cardProvider';
import * as api from './endpoints';
import { getSession } from './session';

/*
 * Giving through a payment link (issue 48): the calls of the give page, as the account or as a guest, and the
 * payment waiting for its 3-D Secure challenge while the page is away.
 */

/** The payment method of a link's card payment: the provider's; the sandbox's for a guest is made with the guest. */
export async function linkPaymentMethod(
  code: string,
  card: CardInput,
  guest: GuestGiver | undefined,
): Promise<string> {
  const provider = cardProvider();
  if (getSession() || provider.name !== 'sandbox' || !guest || !('number' in card)) {
    return provider.createPaymentMethod(card);
  }
  const answer = await callApi(
    api.postLinksByCodeSandboxPaymentMethod,
    { ...(card as SandboxPaymentMethodRequest), guest },
    { params: { code }, toast: false },
  );
  return answer.id;
}

export function payThroughLink(code: string, body: LinkPayRequest): Promise<PayResponse> {
  return callApi(api.postLinksByCodePay, body, { params: { code }, toast: false });
}

export function twintThroughLink(code: string, body: LinkPayRequest) {
  return callApi(api.postLinksByCodeInitializeTwint, body, { params: { code }, toast: false });
}

/** A link's card payment waiting for its challenge (this tab only). */
export interface PendingLinkPayment {
  code: string;
  body: LinkPayRequest;
  paymentIntentId: string;
  clubName: string;
}

const PENDING_KEY = 'pendingLinkPayment';

export function savePendingLinkPayment(pending: PendingLinkPayment): void {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
}

/** The payment waiting for its challenge, taken out of storage (it is asked once). */
export function takePendingLinkPayment(code: string): PendingLinkPayment | undefined {
  const text = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!text) return undefined;
  try {
    const pending = JSON.parse(text) as PendingLinkPayment;
    return pending.code === code ? pending : undefined;
  } catch {
    return undefined;
  }
}
