import {
  AuditLogPage,
  AuditLogRequest,
  ConfirmBankRequest,
  ErrorBody,
  MessageResponse,
  RejectRequest,
  ReviewClubRequest,
  ReviewDetails,
  ReviewQueuePage,
  ReviewQueueRequest,
  TaxExemptionRequest,
} from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorGate } from '../auth/operator-gate';
import type { AppDeps } from '../wiring/deps';
import { confirmClubBank } from './bank';
import * as review from './service';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Bodies may be left out where every field has a default (the queue, the audit log). */
const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);

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

    app.post(
      '/admin/reviews',
      {
        schema: {
          tags,
          security,
          summary: 'Clubs by review state; pending ones oldest first with their waiting time (target 48 h)',
          body: orEmpty(ReviewQueueRequest),
          response: { 200: ReviewQueuePage, ...errors },
        },
      },
      (req) => review.listReviewQueue(deps, req.body),
    );

    app.post(
      '/admin/reviews/details',
      {
        schema: {
          tags,
          security,
          summary: 'The full registration: bank data unmasked, documents through links valid for minutes',
          body: ReviewClubRequest,
          response: { 200: ReviewDetails, ...errors },
        },
      },
      (req) => review.getReviewDetails(deps, operator(req), req.body.clubId),
    );

    for (const decision of ['approve', 'verify'] as const) {
      app.post(
        `/admin/reviews/${decision}`,
        {
          schema: {
            tags,
            security,
            summary:
              decision === 'approve'
                ? 'Approve a pending registration: the club becomes public ("Approved")'
                : 'Verify a pending or approved club: documents checked ("Verified Club")',
            body: ReviewClubRequest,
            response: { 200: MessageResponse, ...errors },
          },
        },
        (req) => review.decideClub(deps, operator(req), { clubId: req.body.clubId, decision }),
      );
    }

    app.post(
      '/admin/reviews/reject',
      {
        schema: {
          tags,
          security,
          summary: 'Reject a pending registration with a reason (e-mailed to the club admins)',
          body: RejectRequest,
          response: { 200: MessageResponse, ...errors },
        },
      },
      (req) =>
        review.decideClub(deps, operator(req), {
          clubId: req.body.clubId,
          decision: 'reject',
          reason: req.body.reason,
        }),
    );

    app.post(
      '/admin/reviews/confirm-bank',
      {
        schema: {
          tags,
          security,
          summary: "Confirm a reviewed club's changed bank account: payout runs pay it from then on",
          body: ConfirmBankRequest,
          response: { 200: MessageResponse, ...errors },
        },
      },
      (req) => confirmClubBank(deps, operator(req), req.body),
    );

    app.put(
      '/admin/reviews/tax-exemption',
      {
        schema: {
          tags,
          security,
          summary: 'Record whether the organisation is tax-exempt and the canton of the ruling',
          body: TaxExemptionRequest,
          response: { 200: MessageResponse, ...errors },
        },
      },
      (req) => review.recordTaxExemption(deps, operator(req), req.body),
    );

    app.post(
      '/admin/audit-log',
      {
        schema: {
          tags,
          security,
          summary: "The operator's actions, newest first",
          body: orEmpty(AuditLogRequest),
          response: { 200: AuditLogPage, ...errors },
        },
      },
      (req) => review.listAuditLog(deps, req.body),
    );
  };
