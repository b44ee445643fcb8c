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
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import * as moderation from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * The operator's moderation (/admin?tab=moderation, issue 45): find people and organisations, suspend and take
 * down with a reason, lift either. ROLE_ADMIN only, 401/403 before the body is looked at.
 */
export const moderationRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const gate = operatorGate(deps);
    app.addHook('preValidation', gate.preValidation);
    const call = contractRoutes(app, { tags: ['admin'], errors, caller: async (req) => gate.operator(req) });

    call(
      'POST',
      '/admin/moderation/search',
      'People by name or e-mail and organisations by name or short name, with the measures in force',
      { body: ModerationSearchRequest, answer: ModerationSearchResult },
      (_operator, body) => moderation.search(deps, body.query),
    );
    call(
      'POST',
      '/admin/moderation/suspend-person',
      'Suspend a person: sessions end, login refused, nothing charged; the reason is mailed to them',
      { body: SuspendPersonRequest, answer: MessageResponse },
      (operator, body) => moderation.suspendPerson(deps, operator, body),
    );
    call(
      'POST',
      '/admin/moderation/restore-person',
      'Lift a suspension; the periods missed meanwhile are skipped',
      { body: SuspendPersonRequest, answer: MessageResponse },
      (operator, body) => moderation.restorePerson(deps, operator, body),
    );
    call(
      'POST',
      '/admin/moderation/take-down',
      'Take an organisation down: page 410, off every list, no checkout, charges paused, payouts held',
      { body: TakeDownRequest, answer: MessageResponse },
      (operator, body) => moderation.takeDown(deps, operator, body),
    );
    call(
      'POST',
      '/admin/moderation/restore-organisation',
      'Restore a taken-down organisation to its state before; the periods missed meanwhile are skipped',
      { body: TakeDownRequest, answer: MessageResponse },
      (operator, body) => moderation.restoreOrganisation(deps, operator, body),
    );
  };
