import {
  CancelSubscriptionRequest,
  CancelSubscriptionResponse,
  ConfirmRenewalRequest,
  ConfirmRenewalResponse,
  ErrorBody,
  SubscriptionActivityPage,
  SubscriptionActivityRequest,
  SubscriptionList,
} from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../auth/caller';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import { confirmRenewal } from './renewals';
import * as subscriptions from './service';

const tags = ['subscriptions'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Donation subscriptions (PRODUCT.md §subscriptions; issue 13): the donor's list, cancel, confirm; the club's activity. */
export const subscriptionRoutes = (
  deps: AppDeps & { subscriptions: subscriptions.SubscriptionsDeps },
): FastifyPluginAsyncZod =>
  async function routes(app) {
    const caller = (req: Parameters<typeof requireCaller>[0]) => requireCaller(req, deps);
    const sub = deps.subscriptions;
    const call = contractRoutes(app, { tags, errors, caller });

    call(
      'POST',
      '/subscriptions/cancel-subscription',
      'Cancel one of my subscriptions: nothing is charged after it (200 is success)',
      { body: CancelSubscriptionRequest, answer: CancelSubscriptionResponse },
      (caller, body) => subscriptions.cancelByDonor(sub, caller, body),
    );

    app.get(
      '/subscriptions',
      {
        schema: {
          tags,
          security,
          summary: 'My subscriptions: amount, next date, product and club, the card, a charge to confirm',
          response: { 200: SubscriptionList, ...errors },
        },
      },
      async (req) => ({ content: await subscriptions.listSubscriptions(sub, await caller(req)) }),
    );

    call(
      'POST',
      '/subscriptions/confirm-charge',
      'Confirm a renewal the bank asked to confirm (3-D Secure): the challenge, or the booking',
      { body: ConfirmRenewalRequest, answer: ConfirmRenewalResponse },
      (caller, body) => confirmRenewal(sub, caller, body.subscriptionId),
    );

    call(
      'POST',
      '/subscriptions/products/activity',
      "A subscription product's activity for its club (administrator, finance) and the operator, newest first",
      { body: SubscriptionActivityRequest, answer: SubscriptionActivityPage },
      (caller, body) => subscriptions.productActivity(sub, caller, body),
    );
  };
