import { ClosureAnswer, ClosureRequest, ErrorBody } from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../auth/caller';
import { contractRoutes } from '../wiring/contract-route';
import type { AppDeps } from '../wiring/deps';
import * as closure from './service';

const tags = ['organisations'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Closing an organisation with 30 days of notice (issue 45): ask, or withdraw (ROLE_CLUB of the club). */
export const closureRoutes = (deps: AppDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const call = contractRoutes(app, { tags, errors, caller: (req) => requireCaller(req, deps) });
    call(
      'POST',
      '/clubs/closure',
      'Ask to close the organisation: no new gifts from now, closed after 30 days (subscriptions and memberships end)',
      { body: ClosureRequest, answer: ClosureAnswer },
      (caller, body) => closure.requestClosure(deps, caller, body.clubId),
    );
    call(
      'POST',
      '/clubs/closure/withdraw',
      'Withdraw the request to close the organisation, before its notice is over',
      { body: ClosureRequest, answer: ClosureAnswer },
      (caller, body) => closure.withdrawClosure(deps, caller, body.clubId),
    );
  };
