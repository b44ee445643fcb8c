import { ENDPOINTS } from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint-route';
import { requireCaller } from '../auth/caller';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import { confirmRenewal } from './renewals';
import * as subscriptions from './service';

/** Donation subscriptions (PRODUCT.md §subscriptions; issue 13): the donor's list, cancel, confirm; the club's activity. */
export const subscriptionRoutes = (
  deps: AppDeps & { subscriptions: subscriptions.SubscriptionsDeps },
): FastifyPluginAsyncZod =>
  async function routes(app) {
    const caller = (req: Parameters<typeof requireCaller>[0]) => requireCaller(req, deps);
    const sub = deps.subscriptions;
    const call = contractRoutes(app, { caller });

    call(ENDPOINTS.postSubscriptionsCancelSubscription, (caller, body) =>
      subscriptions.cancelByDonor(sub, caller, body),
    );

    call(ENDPOINTS.postSubscriptionsChange, (caller, body) => subscriptions.changeByDonor(sub, caller, body));

    app.route({
      ...routeOf(ENDPOINTS.getSubscriptions),
      handler: async (req) => ({ content: await subscriptions.listSubscriptions(sub, await caller(req)) }),
    });

    call(ENDPOINTS.postSubscriptionsConfirmCharge, (caller, body) =>
      confirmRenewal(sub, caller, body.subscriptionId),
    );

    call(ENDPOINTS.postSubscriptionsProductsActivity, (caller, body) =>
      subscriptions.productActivity(sub, caller, body),
    );
  };
