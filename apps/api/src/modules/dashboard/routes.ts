import {
  ClubRequest,
  DonationsExportRequest,
  DonationsExportResponse,
  ErrorBody,
  languageFromHeader,
  PendingPayout,
  Performance,
  PerformanceRequest,
  TopProductPage,
  TopProductsRequest,
  TopSponsorPage,
  TopSponsorRequest,
} from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../auth/caller';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import * as dashboard from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The club dashboard's figures (PRODUCT.md §dashboard; issue 15). Every figure comes from the ledger. */
export const dashboardRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const call = contractRoutes(app, {
      tags: ['dashboard'],
      errors,
      caller: (req) => requireCaller(req, deps),
    });

    call(
      'POST',
      '/donations/performance',
      "The donation graph and totals of a period (all, year, month, week, day): the club's net",
      { body: PerformanceRequest, answer: Performance },
      (caller, body) => dashboard.performance(deps, caller, body),
    );

    call(
      'POST',
      '/donations/pending-payout-club',
      'What the club is owed and not yet paid out, and the number of donations since its last payout',
      { body: ClubRequest, answer: PendingPayout },
      (caller, body) => dashboard.pendingPayout(deps, caller, body),
    );

    call(
      'POST',
      '/donations/top-products',
      "The club's products by amount received (5 per page; admin and finance)",
      { body: TopProductsRequest, answer: TopProductPage },
      (caller, body) => dashboard.topProducts(deps, caller, body),
    );

    call(
      'POST',
      '/donations/top-sponsor',
      "The club's donors by amount given (3 per page); names only with the donor's consent",
      { body: TopSponsorRequest, answer: TopSponsorPage },
      (caller, body) => dashboard.topSponsors(deps, caller, body),
    );

    call(
      'POST',
      '/donations/export',
      "The club's donations and refunds of a date range as CSV for Excel (admin and finance)",
      { body: DonationsExportRequest, answer: DonationsExportResponse },
      (caller, body, req) =>
        dashboard.exportDonations(deps, caller, body, languageFromHeader(req.headers['accept-language'])),
    );
  };
