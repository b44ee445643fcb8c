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
import type { AppDeps } from '../deps';
import * as dashboard from './service';

const tags = ['dashboard'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The club dashboard's figures (spec 001 §7; issue 15). Every figure comes from the ledger. */
export const dashboardRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const caller = (req: Parameters<typeof requireCaller>[0]) => requireCaller(req, deps);

    app.post(
      '/donations/performance',
      {
        schema: {
          tags,
          security,
          summary: "The donation graph and totals of a period (all, year, month, week, day): the club's net",
          body: PerformanceRequest,
          response: { 200: Performance, ...errors },
        },
      },
      async (req) => dashboard.performance(deps, await caller(req), req.body),
    );

    app.post(
      '/donations/pending-payout-club',
      {
        schema: {
          tags,
          security,
          summary:
            'What the club is owed and not yet paid out, and the number of donations since its last payout',
          body: ClubRequest,
          response: { 200: PendingPayout, ...errors },
        },
      },
      async (req) => dashboard.pendingPayout(deps, await caller(req), req.body),
    );

    app.post(
      '/donations/top-products',
      {
        schema: {
          tags,
          security,
          summary: "The club's products by amount received (5 per page; admin and finance)",
          body: TopProductsRequest,
          response: { 200: TopProductPage, ...errors },
        },
      },
      async (req) => dashboard.topProducts(deps, await caller(req), req.body),
    );

    app.post(
      '/donations/top-sponsor',
      {
        schema: {
          tags,
          security,
          summary: "The club's donors by amount given (3 per page); names only with the donor's consent",
          body: TopSponsorRequest,
          response: { 200: TopSponsorPage, ...errors },
        },
      },
      async (req) => dashboard.topSponsors(deps, await caller(req), req.body),
    );

    app.post(
      '/donations/export',
      {
        schema: {
          tags,
          security,
          summary: "The club's donations and refunds of a date range as CSV for Excel (admin and finance)",
          body: DonationsExportRequest,
          response: { 200: DonationsExportResponse, ...errors },
        },
      },
      async (req) =>
        dashboard.exportDonations(
          deps,
          await caller(req),
          req.body,
          languageFromHeader(req.headers['accept-language']),
        ),
    );
  };
