import type {
  CancelSubscriptionResponse,
  ChangeSubscriptionRequest,
  ChangeSubscriptionResponse,
  ConfirmRenewalResponse,
  SavePaymentMethodRequest,
  SavePaymentMethodResponse,
  Subscription,
} from '@tifo/contract';
import { callApi } from './api';
import * as api from './endpoints';

/** The donor's subscriptions and the club's activity (issue 13). */
export const subscriptionKeys = {
  mine: ['subscriptions', 'mine'] as const,
  activity: (productId: string) => ['subscriptions', 'activity', productId] as const,
};

export async function fetchMySubscriptions(signal?: AbortSignal): Promise<Subscription[]> {
  const answer = await callApi(api.getSubscriptions, undefined, { signal, auth: true, toast: false });
  return answer.content;
}

export function cancelSubscription(
  userId: string,
  subscriptionId: string,
): Promise<CancelSubscriptionResponse> {
  return callApi(
    api.postSubscriptionsCancelSubscription,
    { userId, subscriptionId },
    { auth: true, toast: false },
  );
}

export function confirmCharge(subscriptionId: string): Promise<ConfirmRenewalResponse> {
  return callApi(api.postSubscriptionsConfirmCharge, { subscriptionId }, { auth: true, toast: false });
}

export function fetchActivity(productId: string, pageId: number, pageSize: number, signal?: AbortSignal) {
  return callApi(
    api.postSubscriptionsProductsActivity,
    { productId, pageId: String(pageId), pageSize: String(pageSize) },
    { signal, auth: true, toast: false },
  );
}

/** Saves a card (or finishes its 3-D Secure): it becomes the card of all the donor's active subscriptions. */
export function savePaymentMethod(body: SavePaymentMethodRequest): Promise<SavePaymentMethodResponse> {
  return callApi(api.postPaymentsPaymentMethod, body, { auth: true, toast: false });
}

/** POST /subscriptions/change: a new amount and rhythm from the next charge on (issue 47). */
export function changeSubscription(body: ChangeSubscriptionRequest): Promise<ChangeSubscriptionResponse> {
  return callApi(api.postSubscriptionsChange, body, { auth: true, toast: false });
}
