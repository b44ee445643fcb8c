import { ENDPOINTS } from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorGate } from '../auth/operator-gate';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import * as moderation from './service';

/**
 * The operator's moderation (/admin?tab=moderation, issue 45): find people and organisations, suspend and take
 * down with a reason, lift either. ROLE_ADMIN only, 401/403 before the body is looked at.
 */
export const moderationRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const gate = operatorGate(deps);
    app.addHook('preValidation', gate.preValidation);
    const call = contractRoutes(app, { caller: async (req) => gate.operator(req) });

    call(ENDPOINTS.postAdminModerationSearch, (_operator, body) => moderation.search(deps, body.query));
    call(ENDPOINTS.postAdminModerationSuspendPerson, (operator, body) =>
      moderation.suspendPerson(deps, operator, body),
    );
    call(ENDPOINTS.postAdminModerationRestorePerson, (operator, body) =>
      moderation.restorePerson(deps, operator, body),
    );
    call(ENDPOINTS.postAdminModerationTakeDown, (operator, body) =>
      moderation.takeDown(deps, operator, body),
    );
    call(ENDPOINTS.postAdminModerationRestoreOrganisation, (operator, body) =>
      moderation.restoreOrganisation(deps, operator, body),
    );
  };
