import { ENDPOINTS } from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint-route';
import { requireCaller } from '../auth/caller';
import { confirmEmailChange, requestEmailChange, undoEmailChange } from './email-change';
import { getMoneyNotices, setMoneyNotices } from './money-notices';
import * as accounts from './service';
import { deliverTokens, forgetCookie, refreshTokenFromCookie, wantsCookie } from './session-cookie';

/** Account calls (PRODUCT.md §accounts). Routes parse, check the caller, call one service. */
export const userRoutes = (deps: accounts.AccountDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const caller = (req: Parameters<typeof requireCaller>[0]) => requireCaller(req, deps);

    app.route({
      ...routeOf(ENDPOINTS.postUsers),
      handler: async (req, reply) => {
        const answer = await accounts.signUp(deps, { ...req.body, ip: req.ip });
        if (!('token' in answer)) return reply.code(202).send(answer);
        return reply.code(201).send(deliverTokens(deps.config, req, reply, answer));
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.postUsersLogin),
      handler: async (req, reply) =>
        deliverTokens(deps.config, req, reply, await accounts.logIn(deps, { ...req.body, ip: req.ip })),
    });

    app.route({
      ...routeOf(ENDPOINTS.postUsersTokenRefresh),
      preValidation: async (req) => refreshTokenFromCookie(req),
      handler: async (req, reply) => {
        try {
          return deliverTokens(
            deps.config,
            req,
            reply,
            await accounts.refreshSession(deps, req.body.refreshToken),
          );
        } catch (error) {
          // A refused token is of no use to the browser any more.
          if (wantsCookie(req)) forgetCookie(deps.config, reply);
          throw error;
        }
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.postUsersLogout),
      preValidation: async (req) => refreshTokenFromCookie(req),
      handler: async (req, reply) => {
        await accounts.logOut(deps, req.body.refreshToken);
        forgetCookie(deps.config, reply);
        return { message: 'ok' };
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.postUsersId),
      handler: async (req) => accounts.getOwnDetails(deps, await caller(req), req.body.userId),
    });

    app.route({
      ...routeOf(ENDPOINTS.postUsersRequestEmailVerification),
      handler: async (req) =>
        accounts.requestEmailVerification(deps, await caller(req), { ...req.body, ip: req.ip }),
    });

    app.route({
      ...routeOf(ENDPOINTS.postUsersVerifyEmail),
      handler: (req) => accounts.verifyEmail(deps, req.body.token),
    });

    app.route({
      ...routeOf(ENDPOINTS.postUsersEmailAdmin),
      handler: async (req) => {
        const who = await caller(req);
        await deps.limits.emailCheck(who.id);
        await deps.limits.accountCall(req.ip);
        return accounts.emailHasAccount(deps, req.body.email);
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.postUsersForgotPassword),
      handler: (req) => accounts.forgotPassword(deps, { ...req.body, ip: req.ip }),
    });

    app.route({
      ...routeOf(ENDPOINTS.postUsersResetPassword),
      handler: (req) => accounts.resetPassword(deps, { ...req.body, ip: req.ip }),
    });

    app.route({
      ...routeOf(ENDPOINTS.putUsers),
      handler: async (req) => accounts.updateProfile(deps, await caller(req), req.body),
    });

    app.route({
      ...routeOf(ENDPOINTS.getUsersMoneyNotices),
      handler: async (req) => getMoneyNotices(deps.db, await caller(req)),
    });
    app.route({
      ...routeOf(ENDPOINTS.putUsersMoneyNotices),
      handler: async (req) => setMoneyNotices(deps.db, await caller(req), req.body.setting),
    });
    app.route({
      ...routeOf(ENDPOINTS.putUsersChangePassword),
      handler: async (req) => accounts.changePassword(deps, await caller(req), req.body),
    });
    app.route({
      ...routeOf(ENDPOINTS.postUsersChangeEmail),
      handler: async (req) => requestEmailChange(deps, await caller(req), { ...req.body, ip: req.ip }),
    });
    app.route({
      ...routeOf(ENDPOINTS.postUsersConfirmEmailChange),
      handler: (req) => confirmEmailChange(deps, req.body.token),
    });
    app.route({
      ...routeOf(ENDPOINTS.postUsersUndoEmailChange),
      handler: (req) => undoEmailChange(deps, req.body.token),
    });
  };
