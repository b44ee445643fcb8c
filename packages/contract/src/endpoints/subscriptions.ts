import { endpoint } from '../endpoint';
import {
  CancelSubscriptionRequest,
  CancelSubscriptionResponse,
  ChangeSubscriptionRequest,
  ChangeSubscriptionResponse,
  ConfirmRenewalRequest,
  ConfirmRenewalResponse,
  SubscriptionActivityPage,
  SubscriptionActivityRequest,
  SubscriptionList,
} from '../subscriptions';

/** The subscriptions calls. */
export const SUBSCRIPTIONS_ENDPOINTS = {
  postSubscriptionsCancelSubscription: endpoint({
    method: 'POST',
    path: '/subscriptions/cancel-subscription',
    tag: 'subscriptions',
    summary: 'Cancel one of my subscriptions: nothing is charged after it (200 is success)',
    access: 'caller',
    body: CancelSubscriptionRequest,
    answers: { 200: CancelSubscriptionResponse },
    errors: [400, 401, 403, 404, 409],
    errorKeys: ['subscriptionAlreadyCancelled', 'subscriptionNotFound'],
  }),
  postSubscriptionsChange: endpoint({
    method: 'POST',
    path: '/subscriptions/change',
    tag: 'subscriptions',
    summary:
      "Change one of my subscriptions' amount or rhythm: it applies from the next charge, whose date stays (issue 47)",
    access: 'caller',
    body: ChangeSubscriptionRequest,
    answers: { 200: ChangeSubscriptionResponse },
    errors: [400, 401, 403, 404, 409],
    errorKeys: [
      'subscriptionAlreadyCancelled',
      'subscriptionNotFound',
      'subscriptionChargePending',
      'subscriptionUnchanged',
      'maxDonationAmount',
    ],
  }),
  getSubscriptions: endpoint({
    method: 'GET',
    path: '/subscriptions',
    tag: 'subscriptions',
    summary: 'My subscriptions: amount, next date, product and club, the card, a charge to confirm',
    access: 'caller',
    answers: { 200: SubscriptionList },
    errors: [400, 401, 403, 404, 409],
  }),
  postSubscriptionsConfirmCharge: endpoint({
    method: 'POST',
    path: '/subscriptions/confirm-charge',
    tag: 'subscriptions',
    summary: 'Confirm a renewal the bank asked to confirm (3-D Secure): the challenge, or the booking',
    access: 'caller',
    body: ConfirmRenewalRequest,
    answers: { 200: ConfirmRenewalResponse },
    errors: [400, 401, 403, 404, 409],
    errorKeys: ['subscriptionNotFound'],
  }),
  postSubscriptionsProductsActivity: endpoint({
    method: 'POST',
    path: '/subscriptions/products/activity',
    tag: 'subscriptions',
    summary:
      "A subscription product's activity for its club (administrator, finance) and the operator, newest first",
    access: 'caller',
    body: SubscriptionActivityRequest,
    answers: { 200: SubscriptionActivityPage },
    errors: [400, 401, 403, 404, 409],
  }),
} as const;
