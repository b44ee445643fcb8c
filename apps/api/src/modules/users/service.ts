import {
  type AuthResponse,
  type ChangePasswordRequest,
  confirmation,
  highestClubRole,
  type LoginRequest,
  type MessageResponse,
  type ResetPasswordRequest,
  ROLES,
  ROUTES,
  type Role,
  type SignUpRequest,
  TIMERS,
  type TokenResponse,
  type UpdateUserRequest,
  type UserDetails,
  wireLanguageOf,
} from '@tifo/contract';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, accountSuspended } from '../../errors';
import type { Clock } from '../../platform/clock';
import { swissDayTime } from '../../platform/swiss-dates';
import { assertSelf, type Caller } from '../auth/caller';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../auth/passwords';
import type { RateLimits } from '../auth/rate-limit';
import { hashToken, randomToken, type TokenSigner } from '../auth/tokens';
import { captchaKeys } from '../contact/captcha';
import { claimCaptchaSolution } from '../contact/service';
import type { Mailer } from '../mail/service';
import * as sessions from '../sessions/queries';
import { ACCOUNT_MAILS } from './mail-texts';
import { newEmailToken, queueTokenMail } from './mail-tokens';
import * as q from './queries';

export interface AccountDeps {
  db: Db;
  signer: TokenSigner;
  mailer: Mailer;
  config: Config;
  limits: RateLimits;
  clock: Clock;
}

export async function getUserDetails(db: DbOrTx, user: q.UserRow): Promise<UserDetails> {
  return userDetailsOf(user, await q.findClubMemberships(db, user.email));
}

function userDetailsOf(user: q.UserRow, memberships: q.ClubMembership[]): UserDetails {
  const roles = [...new Set([...user.roles, ...memberships.map((m) => m.role)])].filter(
    (role): role is Role => (ROLES as readonly string[]).includes(role),
  );
  return {
    id: user.id,
    userId: user.id,
    email: user.email,
    username: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles,
    clubId: memberships[0]?.clubId ?? null,
    address: {
      address1: user.address1,
      address2: user.address2,
      postalCode: user.postalCode,
      city: user.city,
      country: user.country,
    },
    image: user.image,
    verified: user.verified,
    donationEnabled: user.donationEnabled,
    preferredLanguage: wireLanguageOf(user.preferredLanguage),
  };
}

/** The highest club role a user holds, used by the club dashboard (PRODUCT.md §accounts). */
export { highestClubRole };

async function issueTokens(
  deps: AccountDeps,
  tx: DbOrTx,
  userId: string,
  sessionId: string,
): Promise<TokenResponse> {
  const refreshToken = randomToken();
  await sessions.insertRefreshToken(tx, sessionId, hashToken(refreshToken));
  const token = await deps.signer.sign({ userId, sessionId });
  return { token, refreshToken, expiresIn: deps.signer.ttlSeconds };
}

export async function startSession(deps: AccountDeps, tx: DbOrTx, userId: string): Promise<TokenResponse> {
  const expiresAt = new Date(Date.now() + deps.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  const sessionId = await sessions.insertSession(tx, userId, expiresAt);
  return issueTokens(deps, tx, userId, sessionId);
}

async function queueVerificationMail(deps: AccountDeps, tx: DbOrTx, user: q.UserRow): Promise<void> {
  await queueTokenMail(deps, tx, user, {
    purpose: 'verify_email',
    ttlMs: TIMERS.verificationTokenTtlMs,
    template: ACCOUNT_MAILS.verifyEmail,
    path: '/verify-email',
  });
}

/**
 * Sign-up. A new address gets an account at once (verified by the mail's link later). An address a club already
 * added as a member (a user without password, with memberships and invoices on it) is joined to the sign-up only
 * by proof of the mailbox (issue 45): the club's invitation token, which verifies the account at once and also
 * takes back an address somebody else had signed up with unverified; or, without it, a 'signup_claim' link
 * mailed to the address, which applies what was entered once followed. Until then nothing changes: no session,
 * no new names in the club's list; the answer is the message to check the mailbox (202).
 */
export async function signUp(
  deps: AccountDeps,
  request: SignUpRequest & { ip: string },
): Promise<AuthResponse | MessageResponse> {
  await deps.limits.accountCall(request.ip);
  const passwordHash = await hashPassword(request.password);
  const answer = await deps.db.transaction(async (tx): Promise<AuthResponse | MessageResponse> => {
    const values = {
      passwordHash,
      firstName: request.firstName,
      lastName: request.lastName,
      preferredLanguage: request.preferredLanguage,
    };
    // An address an account changed away from stays its own for the 7 days of the undo link (issue 47).
    if (await q.isEmailHeldForUndo(tx, request.email, deps.clock.now())) {
      throw new AppError('conflict', 'emailTaken', { fields: { email: 'emailTaken' } });
    }
    const created = await q.insertUser(tx, { email: request.email, ...values });
    if (created) {
      await queueVerificationMail(deps, tx, created);
      return { ...(await getUserDetails(tx, created)), ...(await startSession(deps, tx, created.id)) };
    }
    const existing = await q.findUserByEmail(tx, request.email);
    const claimable = existing && (existing.passwordHash === null || !existing.verified);
    if (!existing || !claimable) {
      throw new AppError('conflict', 'emailTaken', { fields: { email: 'emailTaken' } });
    }
    // The invitation's link proves the e-mail: the account is theirs and verified at once (and may pay its
    // invoices); whoever had signed up with the address before without proving it is signed out.
    const invited =
      request.invitationToken &&
      (await q.consumeEmailToken(tx, 'invitation', hashToken(request.invitationToken))) === existing.id;
    if (invited) {
      const user = await q.updateUser(tx, existing.id, { ...values, verified: true, donationEnabled: true });
      await sessions.revokeUserSessions(tx, existing.id, 'invitation_claim');
      return {
        ...(await getUserDetails(tx, user ?? existing)),
        ...(await startSession(deps, tx, existing.id)),
      };
    }
    if (existing.passwordHash !== null) {
      throw new AppError('conflict', 'emailTaken', { fields: { email: 'emailTaken' } });
    }
    await queueTokenMail(
      deps,
      tx,
      { ...existing, firstName: request.firstName },
      {
        purpose: 'signup_claim',
        ttlMs: TIMERS.verificationTokenTtlMs,
        template: ACCOUNT_MAILS.confirmSignUp,
        path: '/verify-email',
        payload: values,
        language: request.preferredLanguage,
      },
    );
    return confirmation('signUpConfirmByMail');
  });
  void deps.mailer.deliverPending();
  return answer;
}

/**
 * After several failed logins for an e-mail: the attempt goes on only with a solved captcha (each solution
 * once). Without one, the 429 of the limit, with `fields.captcha` telling the form to show the captcha.
 */
async function requireLoginCaptcha(deps: AccountDeps, refusal: AppError, payload: string | undefined) {
  if (!payload) throw refusal;
  if (!(await claimCaptchaSolution(deps.db, captchaKeys(deps.config.jwtSecret), payload))) {
    throw new AppError('validation', 'captchaInvalid', {
      fields: { captcha: 'captchaInvalid' },
    });
  }
}

export async function logIn(
  deps: AccountDeps,
  request: LoginRequest & { ip: string },
): Promise<AuthResponse> {
  const captchaRefusal = await deps.limits.beforeLogin(request.ip, request.email);
  if (captchaRefusal) await requireLoginCaptcha(deps, captchaRefusal, request.captcha);
  const user = await q.findUserByEmail(deps.db, request.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH_PROMISE), request.password);
  if (!user || !ok) {
    await deps.limits.loginFailed(request.email);
    throw new AppError('unauthorized', 'invalidCredentials');
  }
  await deps.limits.loginSucceeded(request.email);
  // Told only to whoever knows the password: the operator's suspension and its reason (issue 45).
  if (user.suspendedAt) throw accountSuspended(user.suspensionReason);
  return deps.db.transaction(async (tx) => ({
    ...(await getUserDetails(tx, user)),
    ...(await startSession(deps, tx, user.id)),
  }));
}

/**
 * How long a rotated refresh token may be presented again while its successor has not been used: the browser
 * lost the answer that carried the successor (a page left while its refresh was under way cancels the request
 * after the server rotated, so the new cookie never arrives). Okta's "grace period for token rotation" is the
 * same idea, with 30 s as its default (docs/decisions/038).
 */
export const LOST_ROTATION_GRACE_MS = 30_000;

function withinLostRotationGrace(usedAt: Date | null): boolean {
  return usedAt !== null && Date.now() - usedAt.getTime() < LOST_ROTATION_GRACE_MS;
}

/**
 * Rotates a refresh token. Using a token a second time is theft or a bug, and its whole session ends, unless
 * it comes back within LOST_ROTATION_GRACE_MS and nothing issued after it was used: then the answer was lost
 * (once or several times in a row), and the successors it carried are marked lost instead, so that whichever
 * side shows one of them later ends the session. A token marked lost is never answered again.
 */
export async function refreshSession(deps: AccountDeps, refreshToken: string): Promise<TokenResponse> {
  const outcome = await deps.db.transaction(async (tx) => {
    const found = await sessions.findRefreshToken(tx, hashToken(refreshToken));
    if (!found || found.revokedAt || found.expiresAt.getTime() <= Date.now()) return undefined;
    const claimed =
      found.usedAt === null
        ? await sessions.claimRefreshToken(tx, found.id)
        : found.lostAt === null &&
          withinLostRotationGrace(found.usedAt) &&
          (await sessions.claimUnusedSuccessors(tx, found.sessionId, found.id));
    if (!claimed) {
      // Committed, not rolled back: the session stays ended although the call fails.
      await sessions.revokeSession(tx, found.sessionId, 'refresh_token_reuse');
      return undefined;
    }
    const user = await q.findUserById(tx, found.userId);
    if (!user || user.suspendedAt) return undefined;
    return issueTokens(deps, tx, found.userId, found.sessionId);
  });
  if (!outcome) throw new AppError('unauthorized', 'sessionExpired');
  return outcome;
}

export async function logOut(deps: AccountDeps, refreshToken: string): Promise<void> {
  const found = await sessions.findRefreshToken(deps.db, hashToken(refreshToken));
  if (found) await sessions.revokeSession(deps.db, found.sessionId, 'logout');
}

export async function getOwnDetails(deps: AccountDeps, caller: Caller, userId: string): Promise<UserDetails> {
  assertSelf(caller, userId);
  const found = await q.findUserWithClubs(deps.db, userId);
  if (!found) throw new AppError('not_found');
  return userDetailsOf(found.user, found.memberships);
}

export async function requestEmailVerification(
  deps: AccountDeps,
  caller: Caller,
  request: { email: string; ip: string },
): Promise<{ message: string }> {
  await deps.limits.accountCall(request.ip);
  if (request.email !== caller.email) {
    throw new AppError('validation', 'verificationEmailInvalid', {
      fields: { email: 'verificationEmailInvalid' },
    });
  }
  const user = await q.findUserById(deps.db, caller.id);
  if (!user) throw new AppError('not_found');
  if (!user.verified) {
    await deps.db.transaction((tx) => queueVerificationMail(deps, tx, user));
    void deps.mailer.deliverPending();
  }
  return confirmation('verificationEmailSent');
}

/**
 * The link in the verification mail: marks the e-mail verified, enables donating, sends the welcome mail. A
 * sign-up claim's link (signUp) also gives the club-added member's account what was entered at sign-up, while it
 * is still without password.
 */
export async function verifyEmail(deps: AccountDeps, token: string): Promise<{ message: string }> {
  await deps.db.transaction(async (tx) => {
    const invalid = () => new AppError('validation', 'verificationLinkInvalid');
    const tokenHash = hashToken(token);
    let userId = await q.consumeEmailToken(tx, 'verify_email', tokenHash);
    if (!userId) {
      const claim = await q.consumeSignUpClaim(tx, tokenHash);
      if (!claim || !(await q.claimInvitedUser(tx, claim.userId, claim.payload))) throw invalid();
      userId = claim.userId;
    }
    const user = await q.markEmailVerified(tx, userId);
    if (!user) throw invalid();
    await deps.mailer.queueMail(tx, {
      to: user.email,
      template: ACCOUNT_MAILS.welcome,
      language: wireLanguageOf(user.preferredLanguage),
      vars: { firstName: user.firstName },
      link: `${deps.config.publicUrl}/clubs`,
    });
  });
  void deps.mailer.deliverPending();
  return confirmation('emailVerified');
}

export async function emailHasAccount(deps: AccountDeps, email: string): Promise<{ emailExists: boolean }> {
  // A person only invited by a club (no password) has no account yet: they may sign up.
  const user = await q.findUserByEmail(deps.db, email);
  return { emailExists: Boolean(user && user.passwordHash !== null) };
}

/** Same answer whether or not the e-mail has an account, so the call cannot be used to find accounts. */
export async function forgotPassword(deps: AccountDeps, request: { email: string; ip: string }) {
  await deps.limits.accountCall(request.ip);
  const user = await q.findUserByEmail(deps.db, request.email);
  // Over the hourly limit for this e-mail the answer stays the same, but no further mail goes out.
  if (user && (await deps.limits.recoveryMailAllowed(user.email))) {
    await deps.db.transaction(async (tx) => {
      const token = await newEmailToken(tx, user.id, 'reset_password', TIMERS.resetTokenTtlMs);
      await deps.mailer.queueMail(tx, {
        to: user.email,
        template: ACCOUNT_MAILS.resetPassword,
        language: wireLanguageOf(user.preferredLanguage),
        vars: { firstName: user.firstName, token },
        link: `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`,
      });
    });
    void deps.mailer.deliverPending();
  }
  return confirmation('resetTokenSent');
}

/** Sets a new password with a single-use token; every session of the user ends. */
export async function resetPassword(deps: AccountDeps, request: ResetPasswordRequest & { ip: string }) {
  await deps.limits.accountCall(request.ip);
  const invalid = () =>
    new AppError('validation', 'resetTokenInvalid', { fields: { token: 'resetTokenInvalid' } });
  const passwordHash = await hashPassword(request.newPassword);
  await deps.db.transaction(async (tx) => {
    const user = await q.findUserByEmail(tx, request.email);
    if (!user) throw invalid();
    const userId = await q.consumeEmailToken(tx, 'reset_password', hashToken(request.token));
    if (userId !== user.id) throw invalid();
    await q.updateUser(tx, user.id, { passwordHash });
    await sessions.revokeUserSessions(tx, user.id, 'password_reset');
    await tellPasswordChanged(deps, tx, user);
  });
  void deps.mailer.deliverPending();
  return confirmation('passwordResetSuccess');
}

export async function updateProfile(deps: AccountDeps, caller: Caller, request: UpdateUserRequest) {
  assertSelf(caller, request.userId);
  const user = await q.updateUser(deps.db, caller.id, {
    firstName: request.firstName,
    lastName: request.lastName,
    preferredLanguage: request.preferredLanguage,
    ...(request.address
      ? {
          address1: request.address.address1,
          address2: request.address.address2,
          postalCode: request.address.postalCode,
          city: request.address.city,
          country: request.address.country,
        }
      : {}),
  });
  if (!user) throw new AppError('not_found');
  return getUserDetails(deps.db, user);
}

/** Changes the password; the caller's other sessions end, this one stays. */
export async function changePassword(deps: AccountDeps, caller: Caller, request: ChangePasswordRequest) {
  if (request.email !== caller.email) throw new AppError('forbidden');
  const user = await q.findUserById(deps.db, caller.id);
  if (!user || !(await verifyPassword(user.passwordHash, request.oldPassword))) {
    throw new AppError('validation', 'oldPasswordWrong', {
      fields: { oldPassword: 'oldPasswordWrong' },
    });
  }
  const passwordHash = await hashPassword(request.newPassword);
  await deps.db.transaction(async (tx) => {
    await q.updateUser(tx, user.id, { passwordHash });
    await sessions.revokeUserSessions(tx, user.id, 'password_change', caller.sessionId);
    await tellPasswordChanged(deps, tx, user);
  });
  void deps.mailer.deliverPending();
  return confirmation('passwordChanged');
}

/**
 * Mails the account that its password changed (in the caller's transaction), so that someone whose password
 * was changed by another person learns it at once and can take the account back with a reset code.
 */
async function tellPasswordChanged(deps: AccountDeps, tx: DbOrTx, user: q.UserRow): Promise<void> {
  await deps.mailer.queueMail(tx, {
    to: user.email,
    template: ACCOUNT_MAILS.passwordChanged,
    language: wireLanguageOf(user.preferredLanguage),
    vars: { firstName: user.firstName, email: user.email, changedAt: swissDayTime(new Date()) },
    link: `${deps.config.publicUrl}${ROUTES.forgotPassword}`,
  });
}
