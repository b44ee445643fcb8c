import {
  CsvDownload,
  ErrorBody,
  LEDGER_PAGE_SIZE,
  LedgerExportRequest,
  LedgerOverview,
  LedgerRequest,
  languageFromHeader,
  RebuildTotalsResponse,
} from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorGate } from '../auth/operator-gate';
import { forgetPublicClubCount } from '../clubs/queries';
import type { AppDeps } from '../wiring/deps';
import { exportJournal } from './journal';
import * as q from './queries';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** The operator's ledger (/admin?tab=ledger): ROLE_ADMIN only, like the review routes. */
export const ledgerRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.addHook('preValidation', operatorGate(deps).preValidation);

    app.get(
      '/admin/ledger',
      {
        schema: {
          tags,
          security,
          summary:
            'The ledger per account, whether it balances and agrees with the products, and the donations',
          querystring: LedgerRequest,
          response: { 200: LedgerOverview, ...errors },
        },
      },
      async (req) => {
        const [totals, booked, outOfStep, page] = await Promise.all([
          q.accountTotals(deps.db),
          q.bookedDonationCount(deps.db),
          q.productsOutOfStep(deps.db),
          q.donationPage(deps.db, req.query),
        ]);
        const { balance, ...accounts } = totals;
        return {
          accounts,
          balanceRappen: balance,
          bookedDonations: booked,
          productsOutOfStep: outOfStep.length,
          donations: page.rows,
          total: page.total,
          page: req.query.page,
          pageSize: LEDGER_PAGE_SIZE,
        };
      },
    );

    app.post(
      '/admin/ledger/export',
      {
        schema: {
          tags,
          security,
          summary:
            'Every ledger row booked on the Swiss days from … to (at most 31 days after the first) as CSV for Excel',
          body: LedgerExportRequest,
          response: { 200: CsvDownload, ...errors },
        },
      },
      async (req) => exportJournal(deps.db, req.body, languageFromHeader(req.headers['accept-language'])),
    );

    app.post(
      '/admin/ledger/rebuild-product-totals',
      {
        schema: {
          tags,
          security,
          summary: "Sets every product's totalFunded and backers from the ledger (only those that differ)",
          response: { 200: RebuildTotalsResponse, ...errors },
        },
      },
      async () => {
        let corrected = 0;
        for (const id of await q.productsOutOfStep(deps.db)) {
          if (await q.rebuildProductTotals(deps.db, id)) corrected += 1;
        }
        // Club pages show the totals: they are read again.
        if (corrected) forgetPublicClubCount(deps.db);
        return { corrected };
      },
    );
  };
