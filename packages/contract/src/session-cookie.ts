/**
 * The web app keeps its session out of reach of scripts (issue 17's security finding): it sends this header
 * with login, sign-up, token refresh and logout; the API then puts the refresh token in an HttpOnly,
 * SameSite=Strict cookie for the /api/users path (`SESSION_COOKIE`) instead of the answer, and takes it from
 * there. Other clients (a native app) send and receive `refreshToken` in the bodies as PRODUCT.md §accounts says.
 * A module without zod: the app shell imports it.
 */
export const SESSION_COOKIE_MODE_HEADER = 'x-tifo-session';
export const SESSION_COOKIE_MODE = 'cookie';
export const SESSION_COOKIE = 'tifo_refresh';
