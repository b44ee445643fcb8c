import {
  ErrorBody,
  FailPayoutRequest,
  HoldPayoutsRequest,
  MESSAGES,
  OPERATOR_MESSAGES,
  Payout,
  PayoutPage,
  PayoutsOverview,
  PayoutsRequest,
  RefundRequest,
  RunPayoutsResponse,
} from '@tifo/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { type Caller, requireCaller } from '../auth/caller';
import { operatorGate } from '../auth/operator-gate';
import { requireClubAccess } from '../organisations/access';
import { refundDonation } from '../payments/refund';
import type { PaymentsDeps } from '../payments/service';
import type { AppDeps } from '../wiring/deps';
import * as q from './queries';
import { decidePayout, runPayoutsToday, statementFileName } from './run';
import * as payouts from './service';

const tags = ['payouts'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const IdParams = z.object({ id: z.uuid(OPERATOR_MESSAGES.payoutNotFound) });

export type PayoutRouteDeps = AppDeps & { payouts: payouts.PayoutServiceDeps; payments: PaymentsDeps };

/** Payouts (issue 15): the club's list and statements, and the operator's runs, files and decisions. */
export const payoutRoutes = (deps: PayoutRouteDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const p = deps.payouts;
    const gate = operatorGate(deps);
    const operator = gate.operator;

    app.post(
      '/payouts/payout-details-club',
      {
        schema: {
          tags,
          security,
          summary: "The club's payouts, newest first, 10 per page (admin and finance)",
          body: PayoutsRequest,
          response: { 200: PayoutPage, ...errors },
        },
      },
      async (req) => {
        await requireClubAccess(deps, await requireCaller(req, deps), req.body.clubId, 'viewFinancials');
        return payouts.clubPayouts(p, req.body.clubId, req.body.pageId, req.body.pageSize);
      },
    );

    app.get(
      '/payouts/:id/statement.pdf',
      {
        schema: {
          tags,
          summary: 'A payout statement (PDF) by the signed link /files/name gives',
          params: IdParams,
          querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(200) }),
        },
      },
      async (req, reply) => {
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
    );

    // ---- The operator (/admin?tab=payouts) -------------------------------------------------------------------
    // In a plugin of their own, whose hook checks the caller before any input (401, then 403): the club's call
    // above checks its access in the handler.
    await app.register(async (plugin) => {
      const admin = plugin.withTypeProvider<ZodTypeProvider>();
      admin.addHook('preValidation', gate.preValidation);

      admin.get(
        '/admin/payouts',
        {
          schema: {
            tags: ['admin'],
            security,
            summary: 'The latest payout runs with their payouts, and every club balance',
            response: { 200: PayoutsOverview, ...errors },
          },
        },
        async () => payouts.payoutsOverview(p),
      );

      admin.post(
        '/admin/payouts/run',
        {
          schema: {
            tags: ['admin'],
            security,
            summary:
              "Today's payout run (made once per day; running it again finishes it and pays nobody twice)",
            response: { 200: RunPayoutsResponse, ...errors },
          },
        },
        async () => {
          const { run, made } = await runPayoutsToday(p, p.clock.now(), 'operator');
          const all = await q.payoutsOfRuns(p.db, [run.id]);
          return { runId: run.id, payouts: all.length, created: made > 0 };
        },
      );

      admin.get(
        '/admin/payouts/runs/:id/pain001',
        {
          schema: {
            tags: ['admin'],
            security,
            summary: "The run's ISO 20022 pain.001.001.09 credit-transfer file of its pending payouts",
            params: z.object({ id: z.uuid(OPERATOR_MESSAGES.payoutRunNotFound) }),
          },
        },
        async (req, reply) => {
          const file = await payouts.runPain001(p, req.params.id);
          return reply
            .type('application/xml; charset=utf-8')
            .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
            .header('Cache-Control', 'private, no-store')
            .send(file.xml);
        },
      );

      const decide = async (
        caller: Caller,
        payoutId: string,
        outcome: 'paid' | 'failed',
        reason: string | null,
      ) => {
        const row = await decidePayout(p, { payoutId, outcome, reason, operatorId: caller.id });
        return payouts.presentPayout(p, (await q.findPayout(p.db, row.id)) ?? row);
      };

      admin.post(
        '/admin/payouts/:id/paid',
        {
          schema: {
            tags: ['admin'],
            security,
            summary: 'Mark a pending payout paid: the money leaves the ledger; the club gets the statement',
            params: IdParams,
            response: { 200: Payout, ...errors },
          },
        },
        async (req) => decide(operator(req), req.params.id, 'paid', null),
      );

      admin.post(
        '/admin/payouts/:id/failed',
        {
          schema: {
            tags: ['admin'],
            security,
            summary:
              "Mark a pending payout failed: the money returns to the club's balance; the club is told why",
            params: IdParams,
            body: FailPayoutRequest,
            response: { 200: Payout, ...errors },
          },
        },
        async (req) => decide(operator(req), req.params.id, 'failed', req.body.reason),
      );

      admin.put(
        '/admin/clubs/:id/payout-hold',
        {
          schema: {
            tags: ['admin'],
            security,
            summary: "Hold a club's payouts (e.g. during a dispute) or release them; its balance stays owed",
            params: z.object({ id: z.uuid(MESSAGES.clubNotFound) }),
            body: HoldPayoutsRequest,
            response: { 200: z.object({ held: z.boolean() }), ...errors },
          },
        },
        (req) => payouts.holdPayouts(p, operator(req), req.params.id, req.body),
      );

      admin.post(
        '/admin/donations/:id/refund',
        {
          schema: {
            tags: ['admin'],
            security,
            summary: 'Refund a booked donation: the provider gives the money back, the ledger reverses it',
            params: z.object({ id: z.uuid(OPERATOR_MESSAGES.donationNotFound) }),
            body: RefundRequest,
            response: { 200: z.object({ id: z.uuid(), status: z.string() }), ...errors },
          },
        },
        async (req) => {
          const donation = await refundDonation(deps.payments, {
            donationId: req.params.id,
            reason: req.body.reason,
          });
          return { id: donation.id, status: donation.status };
        },
      );
    });
  };
