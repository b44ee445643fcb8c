import {
  ErrorBody,
  MessageResponse,
  ModerationSearchRequest,
  ModerationSearchResult,
  SuspendPersonRequest,
  TakeDownRequest,
} from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorGate } from '../auth/operator-gate';
import type { AppDeps } from '../deps';
import * as moderation from './service';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * The operator's moderation (/admin?tab=moderation, issue 45): find people and organisations, suspend and take
 * down with a reason, lift either. ROLE_ADMIN only, 401/403 before the body is looked at.
 */
export const moderationRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const gate = operatorGate(deps);
    app.addHook('preValidation', gate.preValidation);
    const operator = gate.operator;
    const action = (
      url: string,
      summary: string,
      body: typeof SuspendPersonRequest | typeof TakeDownRequest,
      run: (req: Parameters<typeof operator>[0]) => Promise<MessageResponse>,
    ) =>
      app.post(
        url,
        { schema: { tags, security, summary, body, response: { 200: MessageResponse, ...errors } } },
        run,
      );

    app.post(
      '/admin/moderation/search',
      {
        schema: {
          tags,
          security,
          summary:
            'People by name or e-mail and organisations by name or short name, with the measures in force',
          body: ModerationSearchRequest,
          response: { 200: ModerationSearchResult, ...errors },
        },
      },
      (req) => moderation.search(deps, req.body.query),
    );
    action(
      '/admin/moderation/suspend-person',
      'Suspend a person: sessions end, login refused, nothing charged; the reason is mailed to them',
      SuspendPersonRequest,
      (req) => moderation.suspendPerson(deps, operator(req), SuspendPersonRequest.parse(req.body)),
    );
    action(
      '/admin/moderation/restore-person',
      'Lift a suspension; the periods missed meanwhile are skipped',
      SuspendPersonRequest,
      (req) => moderation.restorePerson(deps, operator(req), SuspendPersonRequest.parse(req.body)),
    );
    action(
      '/admin/moderation/take-down',
      'Take an organisation down: page 410, off every list, no checkout, charges paused, payouts held',
      TakeDownRequest,
      (req) => moderation.takeDown(deps, operator(req), TakeDownRequest.parse(req.body)),
    );
    action(
      '/admin/moderation/restore-organisation',
      'Restore a taken-down organisation to its state before; the periods missed meanwhile are skipped',
      TakeDownRequest,
      (req) => moderation.restoreOrganisation(deps, operator(req), TakeDownRequest.parse(req.body)),
    );
  };
