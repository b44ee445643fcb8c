import type {
  CancelSubscriptionResponse,
  ConfirmRenewalResponse,
  SavePaymentMethodRequest,
  SavePaymentMethodResponse,
  Subscription,
  SubscriptionActivityPage,
  SubscriptionList,
} from '@tifo/contract';
import { apiRequest } from './api';

/** The donor's subscriptions and the club's activity (issue 13). */
export const subscriptionKeys = {
  mine: ['subscriptions', 'mine'] as const,
  activity: (productId: string) => ['subscriptions', 'activity', productId] as const,
};

export async function fetchMySubscriptions(signal?: AbortSignal): Promise<Subscription[]> {
  const answer = await apiRequest<SubscriptionList>('/subscriptions', {
    method: 'GET',
    signal,
    auth: true,
    toast: false,
  });
  return answer.content;
}

export function cancelSubscription(
  userId: string,
  subscriptionId: string,
): Promise<CancelSubscriptionResponse> {
  return apiRequest<CancelSubscriptionResponse>('/subscriptions/cancel-subscription', {
    method: 'POST',
    body: { userId, subscriptionId },
    auth: true,
    toast: false,
  });
}

export function confirmCharge(subscriptionId: string): Promise<ConfirmRenewalResponse> {
  return apiRequest<ConfirmRenewalResponse>('/subscriptions/confirm-charge', {
    method: 'POST',
    body: { subscriptionId },
    auth: true,
    toast: false,
  });
}

export function fetchActivity(productId: string, pageId: number, pageSize: number, signal?: AbortSignal) {
  return apiRequest<SubscriptionActivityPage>('/subscriptions/products/activity', {
    method: 'POST',
    body: { productId, pageId: String(pageId), pageSize: String(pageSize) },
    signal,
    auth: true,
    toast: false,
  });
}

/** Saves a card (or finishes its 3-D Secure): it becomes the card of all the donor's active subscriptions. */
export function savePaymentMethod(body: SavePaymentMethodRequest): Promise<SavePaymentMethodResponse> {
  return apiRequest<SavePaymentMethodResponse>('/payments/payment-method', {
    method: 'POST',
    body,
    auth: true,
    toast: false,
  });
}
