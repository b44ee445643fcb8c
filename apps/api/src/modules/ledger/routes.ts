import { ENDPOINTS, LEDGER_PAGE_SIZE, languageFromHeader } from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint-route';
import { operatorGate } from '../auth/operator-gate';
import { forgetPublicClubCount } from '../clubs/queries';
import type { AppDeps } from '../wiring/deps';
import { exportJournal } from './journal';
import * as q from './queries';

/** The operator's ledger (/admin?tab=ledger): ROLE_ADMIN only, like the review routes. */
export const ledgerRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.addHook('preValidation', operatorGate(deps).preValidation);

    app.route({
      ...routeOf(ENDPOINTS.getAdminLedger),
      handler: async (req) => {
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
    });

    app.route({
      ...routeOf(ENDPOINTS.postAdminLedgerExport),
      handler: async (req) =>
        exportJournal(deps.db, req.body, languageFromHeader(req.headers['accept-language'])),
    });

    app.route({
      ...routeOf(ENDPOINTS.postAdminLedgerRebuildProductTotals),
      handler: async () => {
        let corrected = 0;
        for (const id of await q.productsOutOfStep(deps.db)) {
          if (await q.rebuildProductTotals(deps.db, id)) corrected += 1;
        }
        // Club pages show the totals: they are read again.
        if (corrected) forgetPublicClubCount(deps.db);
        return { corrected };
      },
    });
  };
