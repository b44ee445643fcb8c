import { ENDPOINTS } from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint-route';
import { operatorGate } from '../auth/operator-gate';
import type { AppDeps } from '../wiring/deps';
import { confirmClubBank } from './bank';
import * as review from './service';

/**
 * The operator's review (/admin, DESIGN.md §5): queue, details, approve, verify, reject, tax exemption and the
 * audit log. ROLE_ADMIN only: anonymous callers get 401, every other account 403 (club admins included),
 * before the body is even looked at.
 */
export const reviewRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const gate = operatorGate(deps);
    app.addHook('preValidation', gate.preValidation);
    const operator = gate.operator;

    app.route({
      ...routeOf(ENDPOINTS.postAdminReviews),
      handler: (req) => review.listReviewQueue(deps, req.body),
    });

    app.route({
      ...routeOf(ENDPOINTS.postAdminReviewsDetails),
      handler: (req) => review.getReviewDetails(deps, operator(req), req.body.clubId),
    });

    for (const [endpoint, decision] of [
      [ENDPOINTS.postAdminReviewsApprove, 'approve'],
      [ENDPOINTS.postAdminReviewsVerify, 'verify'],
    ] as const) {
      app.route({
        ...routeOf(endpoint),
        handler: (req) => review.decideClub(deps, operator(req), { clubId: req.body.clubId, decision }),
      });
    }

    app.route({
      ...routeOf(ENDPOINTS.postAdminReviewsReject),
      handler: (req) =>
        review.decideClub(deps, operator(req), {
          clubId: req.body.clubId,
          decision: 'reject',
          reason: req.body.reason,
        }),
    });

    app.route({
      ...routeOf(ENDPOINTS.postAdminReviewsConfirmBank),
      handler: (req) => confirmClubBank(deps, operator(req), req.body),
    });

    app.route({
      ...routeOf(ENDPOINTS.putAdminReviewsTaxExemption),
      handler: (req) => review.recordTaxExemption(deps, operator(req), req.body),
    });

    app.route({
      ...routeOf(ENDPOINTS.postAdminAuditLog),
      handler: (req) => review.listAuditLog(deps, req.body),
    });
  };
