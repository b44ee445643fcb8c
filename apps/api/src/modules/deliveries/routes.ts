import { ENDPOINTS, languageFromHeader } from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../auth/caller';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import * as deliveries from './service';

/** What a club has to send for products offered with delivery, with the donors' addresses, and marking it sent. */
export const deliveryRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const call = contractRoutes(app, { caller: (req) => requireCaller(req, deps) });

    call(ENDPOINTS.postDonationsDeliveries, (caller, body) => deliveries.deliveries(deps, caller, body));

    call(ENDPOINTS.postDonationsDeliveriesExport, (caller, body, req) =>
      deliveries.exportDeliveries(deps, caller, body, languageFromHeader(req.headers['accept-language'])),
    );

    call(ENDPOINTS.postDonationsDeliveriesSent, (caller, body) => deliveries.markSent(deps, caller, body));
  };
