import { ROUTES } from '@tifo/contract';

/**
 * Account pages: after logging in (or when already logged in) there is no point in going back to them, so
 * they are never a place to return to.
 */
export const ACCOUNT_ROUTES: readonly string[] = [
  ROUTES.login,
  ROUTES.signUp,
  ROUTES.forgotPassword,
  ROUTES.resetPassword,
  ROUTES.verifyEmail,
  ROUTES.emailChange,
];

/** A path of this app: starts with one "/" (not "//" or "/\", which browsers read as another host). */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
}

/** True for an account page, also with a trailing slash, deeper path, query or hash, in any letter case. */
export function isAccountPath(path: string): boolean {
  const pathname = (path.split(/[?#]/, 1)[0] ?? '').toLowerCase().replace(/\/+$/, '');
  return ACCOUNT_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

/** `state.from` as a path: RequireAuth stores a string; a location object { pathname, search, hash } also counts. */
function fromPath(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from: unknown = state.from;
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
    const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
    const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
    return `${from.pathname}${search}${hash}`;
  }
  return null;
}

/**
 * Where to go after login (or from the login and sign-up pages when already logged in): the protected page
 * that sent the visitor to the login (RequireAuth's `state.from`), else the profile. Account pages and
 * anything that is not a path of this app fall back to the profile.
 */
export function returnPath(state: unknown): string {
  const from = fromPath(state);
  if (from !== null && isLocalPath(from) && !isAccountPath(from)) return from;
  return ROUTES.userProfile;
}
