import {
  AuthResponse,
  ChangePasswordRequest,
  EmailExistsResponse,
  EmailRequest,
  ErrorBody,
  LoginRequest,
  LogoutRequest,
  MessageResponse,
  ResetPasswordRequest,
  SESSION_COOKIE,
  SESSION_COOKIE_MODE,
  SESSION_COOKIE_MODE_HEADER,
  SignUpRequest,
  TokenRefreshRequest,
  TokenResponse,
  UpdateUserRequest,
  UserDetails,
  UserIdRequest,
  VerifyEmailRequest,
} from '@tifo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../auth/caller';
import * as accounts from './service';
import { deliverTokens, forgetCookie, refreshTokenFromCookie, wantsCookie } from './session-cookie';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};
const tags = ['accounts'];
const bearer = [{ bearerAuth: [] }];

/** Account calls of PRODUCT.md §accounts and PRODUCT.md §accounts. Routes parse, check the caller, call one service. */
export const userRoutes = (deps: accounts.AccountDeps): FastifyPluginAsyncZod =>
  async function routes(app) {
    const caller = (req: Parameters<typeof requireCaller>[0]) => requireCaller(req, deps);

    app.post(
      '/users',
      {
        schema: {
          tags,
          summary: 'Sign up',
          description:
            'An address a club added as a member is joined to the sign-up only with the invitation token, or once the link mailed to it is followed: then 202 with the message to check the mailbox, and no session.',
          body: SignUpRequest,
          response: { 201: AuthResponse, 202: MessageResponse, ...errors },
        },
      },
      async (req, reply) => {
        const answer = await accounts.signUp(deps, { ...req.body, ip: req.ip });
        if (!('token' in answer)) return reply.code(202).send(answer);
        return reply.code(201).send(deliverTokens(deps.config, req, reply, answer));
      },
    );

    app.post(
      '/users/login',
      { schema: { tags, summary: 'Log in', body: LoginRequest, response: { 200: AuthResponse, ...errors } } },
      async (req, reply) =>
        deliverTokens(deps.config, req, reply, await accounts.logIn(deps, { ...req.body, ip: req.ip })),
    );

    app.post(
      '/users/token-refresh',
      {
        schema: {
          tags,
          summary: 'Rotate the refresh token; a reused token ends the session',
          description: `The web app sends ${SESSION_COOKIE_MODE_HEADER}: ${SESSION_COOKIE_MODE} and the token in the ${SESSION_COOKIE} cookie instead of the body`,
          body: TokenRefreshRequest,
          response: { 200: TokenResponse, ...errors },
        },
        preValidation: async (req) => refreshTokenFromCookie(req),
      },
      async (req, reply) => {
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
    );

    app.post(
      '/users/logout',
      {
        schema: {
          tags,
          summary: 'End the session',
          body: LogoutRequest,
          response: { 200: MessageResponse, ...errors },
        },
        preValidation: async (req) => refreshTokenFromCookie(req),
      },
      async (req, reply) => {
        await accounts.logOut(deps, req.body.refreshToken);
        forgetCookie(deps.config, reply);
        return { message: 'ok' };
      },
    );

    app.post(
      '/users/id',
      {
        schema: {
          tags,
          summary: "The caller's own details",
          security: bearer,
          body: UserIdRequest,
          response: { 200: UserDetails, ...errors },
        },
      },
      async (req) => accounts.getOwnDetails(deps, await caller(req), req.body.userId),
    );

    app.post(
      '/users/request-email-verification',
      {
        schema: {
          tags,
          summary: 'Send the verification e-mail again',
          security: bearer,
          body: EmailRequest,
          response: { 200: MessageResponse, ...errors },
        },
      },
      async (req) => accounts.requestEmailVerification(deps, await caller(req), { ...req.body, ip: req.ip }),
    );

    app.post(
      '/users/verify-email',
      {
        schema: {
          tags,
          summary: 'Confirm the e-mail with the token from the verification mail',
          body: VerifyEmailRequest,
          response: { 200: MessageResponse, ...errors },
        },
      },
      (req) => accounts.verifyEmail(deps, req.body.token),
    );

    app.post(
      '/users/email-admin',
      {
        schema: {
          tags,
          summary: 'Whether an e-mail has an account (to add it as a club administrator)',
          security: bearer,
          body: EmailRequest,
          response: { 200: EmailExistsResponse, ...errors },
        },
      },
      async (req) => {
        const who = await caller(req);
        await deps.limits.emailCheck(who.id);
        await deps.limits.accountCall(req.ip);
        return accounts.emailHasAccount(deps, req.body.email);
      },
    );

    app.post(
      '/users/forgot-password',
      {
        schema: {
          tags,
          summary: 'Send a reset code (same answer for unknown e-mails)',
          body: EmailRequest,
          response: { 200: MessageResponse, ...errors },
        },
      },
      (req) => accounts.forgotPassword(deps, { ...req.body, ip: req.ip }),
    );

    app.post(
      '/users/reset-password',
      {
        schema: {
          tags,
          summary: 'Set a new password with the reset code',
          body: ResetPasswordRequest,
          response: { 200: MessageResponse, ...errors },
        },
      },
      (req) => accounts.resetPassword(deps, { ...req.body, ip: req.ip }),
    );

    app.put(
      '/users',
      {
        schema: {
          tags,
          summary: 'Update the own profile',
          security: bearer,
          body: UpdateUserRequest,
          response: { 200: UserDetails, ...errors },
        },
      },
      async (req) => accounts.updateProfile(deps, await caller(req), req.body),
    );

    app.put(
      '/users/change-password',
      {
        schema: {
          tags,
          summary: 'Change the own password',
          security: bearer,
          body: ChangePasswordRequest,
          response: { 200: MessageResponse, ...errors },
        },
      },
      async (req) => accounts.changePassword(deps, await caller(req), req.body),
    );
  };
