import { ENDPOINTS } from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../auth/caller';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import * as closure from './service';

/** Closing an organisation with 30 days of notice (issue 45): ask, or withdraw (ROLE_CLUB of the club). */
export const closureRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const call = contractRoutes(app, { caller: (req) => requireCaller(req, deps) });
    call(ENDPOINTS.postClubsClosure, (caller, body) => closure.requestClosure(deps, caller, body.clubId));
    call(ENDPOINTS.postClubsClosureWithdraw, (caller, body) =>
      closure.withdrawClosure(deps, caller, body.clubId),
    );
  };
