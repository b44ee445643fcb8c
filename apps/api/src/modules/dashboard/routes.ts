import { ENDPOINTS, languageFromHeader } from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../auth/caller';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import * as dashboard from './service';

/** The club dashboard's figures (PRODUCT.md §dashboard; issue 15). Every figure comes from the ledger. */
export const dashboardRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const call = contractRoutes(app, { caller: (req) => requireCaller(req, deps) });

    call(ENDPOINTS.postDonationsPerformance, (caller, body) => dashboard.performance(deps, caller, body));

    call(ENDPOINTS.postDonationsPendingPayoutClub, (caller, body) =>
      dashboard.pendingPayout(deps, caller, body),
    );

    call(ENDPOINTS.postDonationsSources, (caller, body) => dashboard.sources(deps, caller, body));

    call(ENDPOINTS.postDonationsTopProducts, (caller, body) => dashboard.topProducts(deps, caller, body));

    call(ENDPOINTS.postDonationsTopSponsor, (caller, body) => dashboard.topSponsors(deps, caller, body));

    call(ENDPOINTS.postDonationsExport, (caller, body, req) =>
      dashboard.exportDonations(deps, caller, body, languageFromHeader(req.headers['accept-language'])),
    );
  };
