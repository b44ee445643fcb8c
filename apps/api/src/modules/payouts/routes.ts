import { ENDPOINTS, languageFromHeader } from '@tifo/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { routeOf } from '../../platform/endpoint-route';
import { type Caller, requireCaller } from '../auth/caller';
import { operatorGate } from '../auth/operator-gate';
import { requireClubAccess } from '../organisations/access';
import { refundDonation } from '../payments/refund';
import type { PaymentsDeps } from '../payments/service';
import type { AppDeps } from '../wiring/deps';
import { clubFeeInvoices, feeInvoicesCsv, renderFeeInvoice } from './fee-invoices';
import * as q from './queries';
import { decidePayout, runPayoutsToday, statementFileName } from './run';
import * as payouts from './service';

export type PayoutRouteDeps = AppDeps & { payouts: payouts.PayoutServiceDeps; payments: PaymentsDeps };

/** Payouts (issue 15): the club's list and statements, and the operator's runs, files and decisions. */
export const payoutRoutes = (deps: PayoutRouteDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const p = deps.payouts;
    const gate = operatorGate(deps);
    const operator = gate.operator;

    app.route({
      ...routeOf(ENDPOINTS.postPayoutsPayoutDetailsClub),
      handler: async (req) => {
        await requireClubAccess(deps, await requireCaller(req, deps), req.body.clubId, 'viewFinancials');
        return payouts.clubPayouts(p, req.body.clubId, req.body.pageId, req.body.pageSize);
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.getPayoutsByIdStatementPdf),
      handler: async (req, reply) => {
        const { id } = req.params;
        if (!payouts.statementLinkValid(p, id, req.query.expires, req.query.signature))
          throw new AppError('forbidden');
        await payouts.payoutOfFile(p, id);
        const pdf = await payouts.renderStatement(p, deps.storage, id);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="${statementFileName(id)}"`)
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    });

    // The platform's monthly fee invoices, beside the payout statements (issue 47).
    app.route({
      ...routeOf(ENDPOINTS.postPayoutsFeeInvoices),
      handler: async (req) => {
        await requireClubAccess(deps, await requireCaller(req, deps), req.body.clubId, 'viewFinancials');
        return clubFeeInvoices(deps, req.body.clubId);
      },
    });
    app.route({
      ...routeOf(ENDPOINTS.postPayoutsFeeInvoicesPdf),
      handler: async (req, reply) => {
        await requireClubAccess(deps, await requireCaller(req, deps), req.body.clubId, 'viewFinancials');
        const { pdf, fileName } = await renderFeeInvoice(
          deps,
          deps.storage,
          req.body.clubId,
          req.body.invoiceId,
        );
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    });

    // ---- The operator (/admin?tab=payouts) -------------------------------------------------------------------
    // In a plugin of their own, whose hook checks the caller before any input (401, then 403): the club's call
    // above checks its access in the handler.
    await app.register(async (plugin) => {
      const admin = plugin.withTypeProvider<ZodTypeProvider>();
      admin.addHook('preValidation', gate.preValidation);

      admin.route({ ...routeOf(ENDPOINTS.getAdminPayouts), handler: async () => payouts.payoutsOverview(p) });

      admin.route({
        ...routeOf(ENDPOINTS.postAdminFeeInvoicesExport),
        handler: async (req) =>
          feeInvoicesCsv(deps, req.body.month, languageFromHeader(req.headers['accept-language'])),
      });

      admin.route({
        ...routeOf(ENDPOINTS.postAdminPayoutsRun),
        handler: async () => {
          const { run, made } = await runPayoutsToday(p, p.clock.now(), 'operator');
          const all = await q.payoutsOfRuns(p.db, [run.id]);
          return { runId: run.id, payouts: all.length, created: made > 0 };
        },
      });

      admin.route({
        ...routeOf(ENDPOINTS.getAdminPayoutsRunsByIdPain001),
        handler: async (req, reply) => {
          const file = await payouts.runPain001(p, req.params.id);
          return reply
            .type('application/xml; charset=utf-8')
            .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
            .header('Cache-Control', 'private, no-store')
            .send(file.xml);
        },
      });

      const decide = async (
        caller: Caller,
        payoutId: string,
        outcome: 'paid' | 'failed',
        reason: string | null,
      ) => {
        const row = await decidePayout(p, { payoutId, outcome, reason, operatorId: caller.id });
        return payouts.presentPayout(p, (await q.findPayout(p.db, row.id)) ?? row);
      };

      admin.route({
        ...routeOf(ENDPOINTS.postAdminPayoutsByIdPaid),
        handler: async (req) => decide(operator(req), req.params.id, 'paid', null),
      });

      admin.route({
        ...routeOf(ENDPOINTS.postAdminPayoutsByIdFailed),
        handler: async (req) => decide(operator(req), req.params.id, 'failed', req.body.reason),
      });

      admin.route({
        ...routeOf(ENDPOINTS.putAdminClubsByIdPayoutHold),
        handler: (req) => payouts.holdPayouts(p, operator(req), req.params.id, req.body),
      });

      admin.route({
        ...routeOf(ENDPOINTS.postAdminDonationsByIdRefund),
        handler: async (req) => {
          const donation = await refundDonation(deps.payments, {
            donationId: req.params.id,
            reason: req.body.reason,
          });
          return { id: donation.id, status: donation.status };
        },
      });
    });
  };
