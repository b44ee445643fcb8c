import type { CookieSerializeOptions } from '@fastify/cookie';
import { SESSION_COOKIE, SESSION_COOKIE_MODE, SESSION_COOKIE_MODE_HEADER } from '@tifo/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/**
 * The web app's session out of reach of scripts (issue 17's security finding "tokens in localStorage"): with
 * the header SESSION_COOKIE_MODE_HEADER the refresh token is set as an HttpOnly, SameSite=Strict cookie for
 * /api/users only (token refresh and logout) and left out of the answer; the access token lives in the
 * page's memory. A cross-site request never carries the cookie (Strict), and a script in the page can use the
 * session while it runs but cannot carry the refresh token away. Without the header the tokens travel in the
 * bodies as before (native apps, PRODUCT.md §accounts).
 */

const COOKIE_PATH = '/api/users';

export function wantsCookie(req: FastifyRequest): boolean {
  return req.headers[SESSION_COOKIE_MODE_HEADER] === SESSION_COOKIE_MODE;
}

function options(config: Pick<Config, 'publicUrl' | 'REFRESH_TOKEN_TTL_DAYS'>): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    // Browsers keep a Secure cookie only over HTTPS (and on localhost); a plain-HTTP site is a local one.
    secure: config.publicUrl.startsWith('https:'),
    maxAge: config.REFRESH_TOKEN_TTL_DAYS * 86_400,
  };
}

/** The answer of a login, sign-up or refresh: in cookie mode the refresh token goes into the cookie. */
export function deliverTokens<T extends { refreshToken?: string }>(
  config: Pick<Config, 'publicUrl' | 'REFRESH_TOKEN_TTL_DAYS'>,
  req: FastifyRequest,
  reply: FastifyReply,
  answer: T,
): T {
  if (!wantsCookie(req) || !answer.refreshToken) return answer;
  reply.setCookie(SESSION_COOKIE, answer.refreshToken, options(config));
  const { refreshToken: _inCookie, ...rest } = answer;
  return rest as T;
}

/** Token refresh and logout in cookie mode: the refresh token is the cookie's (unless the body names one). */
export function refreshTokenFromCookie(req: FastifyRequest): void {
  if (!wantsCookie(req)) return;
  const body = (req.body ?? {}) as { refreshToken?: unknown };
  const fromCookie = req.cookies[SESSION_COOKIE];
  if (body.refreshToken === undefined && fromCookie) req.body = { ...body, refreshToken: fromCookie };
}

/** Logout, or a refresh the server refused: the browser forgets the cookie. */
export function forgetCookie(
  config: Pick<Config, 'publicUrl' | 'REFRESH_TOKEN_TTL_DAYS'>,
  reply: FastifyReply,
): void {
  const { maxAge: _maxAge, ...rest } = options(config);
  reply.clearCookie(SESSION_COOKIE, rest);
}
