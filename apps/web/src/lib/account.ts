import {
  type AuthResponse,
  fromWireLanguage,
  type LoginRequest,
  type LogoutRequest,
  type SignUpRequest,
} from '@tifo/contract';
import { setLanguage } from '../i18n';
import { callApi } from './api';
import * as api from './endpoints';
import { clearSession, getSession, startSession, storeUserDetails } from './session';

function beginSession(auth: AuthResponse): void {
  startSession(auth);
  // The UI follows the language saved in the user's profile.
  void setLanguage(fromWireLanguage(auth.preferredLanguage));
  // The details are refetched right away by the SessionKeeper (App.tsx), which also repeats it every 5 minutes.
}

/** `toast: false` when the form shows the errors itself (the login page's captcha request). */
export async function logIn(credentials: LoginRequest, options: { toast?: boolean } = {}): Promise<void> {
  beginSession(await callApi(api.postUsersLogin, credentials, { ...options }));
}

/** A guest's claim link (issue 48): the password set, the account is theirs and the session starts. */
export async function claimGift(token: string, password: string): Promise<void> {
  beginSession(await callApi(api.postLinksClaim, { token, password }, { toast: false }));
}

/**
 * Signs up: 'session' when the account is open (logged in), or 'confirm_by_mail' when the address belongs to a
 * member a club added and the account opens only once the mailed link is followed (202, no session).
 */
export async function signUp(request: SignUpRequest): Promise<'session' | 'confirm_by_mail'> {
  const answer = await callApi(api.postUsers, request, { toast: false });
  if (!('token' in answer)) return 'confirm_by_mail';
  beginSession(answer);
  return 'session';
}

/** Refetches the user's details (at login and every 5 minutes) and stores them in the session. */
export async function refreshUserDetails(): Promise<void> {
  const session = getSession();
  if (!session) return;
  try {
    const details = await callApi(api.postUsersId, { userId: session.userId }, { auth: true, toast: false });
    if (getSession()) storeUserDetails(details);
  } catch {
    // A background refresh stays quiet; an expired session has already been reported.
  }
}

/** Ends the session here and on the server (its errors are ignored). */
export function logOut(): void {
  const session = getSession();
  clearSession();
  // The server ends the session of the refresh-token cookie and clears it.
  // The body names no token: the server takes it from the cookie (SESSION_COOKIE_MODE), as for a refresh.
  const fromCookie = {} as LogoutRequest;
  if (session) void callApi(api.postUsersLogout, fromCookie, { toast: false }).catch(() => undefined);
}
