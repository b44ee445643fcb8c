import { type AuthResponse, LINK_LIMITS, ROUTES } from '@tifo/contract';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { Caller } from '../auth/caller';
import { hashPassword } from '../auth/passwords';
import { hashToken } from '../auth/tokens';
import * as sessions from '../sessions/queries';
import { ACCOUNT_MAILS } from './mail-texts';
import { queueTokenMail } from './mail-tokens';
import * as q from './queries';
import { type AccountDeps, getUserDetails, startSession } from './service';

/*
 * Guests (issue 48, docs/decisions/092): a one-off gift through a payment link needs only a name and an e-mail.
 * The address gets an account without a password, unverified: nobody can log into it, and an unproven mailbox
 * opens nothing. The claim mail's link proves the mailbox: the guest sets a password and the account, with every
 * gift given under that address, is theirs. An address that already has an account gives under it.
 */

/** The account a guest gives as: the address's account, or a new one without a password. */
export async function guestAccount(
  db: DbOrTx,
  giver: { firstName: string; lastName: string; email: string; language: string },
) {
  const created = await q.insertUser(db, {
    email: giver.email,
    firstName: giver.firstName,
    lastName: giver.lastName,
    preferredLanguage: giver.language,
  });
  const user = created ?? (await q.findUserByEmail(db, giver.email));
  // Deleted, or suspended by the operator: this address gives nothing now.
  if (!user || user.suspendedAt) {
    throw new AppError('forbidden', 'guestAccountSuspended', {
      fields: { 'guest.email': 'guestAccountSuspended' },
    });
  }
  return user;
}

/** The guest as a payment's caller: their account, without a session. */
export function guestCaller(user: { id: string; email: string }): Caller {
  return { id: user.id, email: user.email, roles: ['ROLE_USER'], sessionId: '' };
}

/** Whether the account is a guest's (no password yet): its gifts are claimed by the mail's link. */
export const isGuestAccount = (user: { passwordHash: string | null }) => user.passwordHash === null;

/**
 * The claim mail after a guest's gift: a link to set a password (30 days). Each gift sends one; the newest link
 * is the one that works.
 */
export async function queueClaimMail(
  deps: AccountDeps,
  tx: DbOrTx,
  user: q.UserRow,
  gift: { clubName: string; amount: string },
): Promise<void> {
  await queueTokenMail(deps, tx, user, {
    purpose: 'claim_gift',
    ttlMs: LINK_LIMITS.claimTokenTtlMs,
    template: ACCOUNT_MAILS.claimGift,
    path: ROUTES.claimGift,
    vars: { clubName: gift.clubName, amount: gift.amount },
  });
}

/**
 * POST /links/claim: the claim link proves the mailbox. The account gets its password, is verified and may give
 * (every gift under the address is in its profile now), and a session starts.
 */
export async function claimGuestAccount(
  deps: AccountDeps,
  request: { token: string; password: string; ip: string },
): Promise<AuthResponse> {
  await deps.limits.accountCall(request.ip);
  const passwordHash = await hashPassword(request.password);
  const answer = await deps.db.transaction(async (tx) => {
    const userId = await q.consumeEmailToken(tx, 'claim_gift', hashToken(request.token));
    const user = userId ? await q.findUserById(tx, userId) : undefined;
    // A link of an account that has a password meanwhile is spent: the account was claimed another way.
    if (!user || !isGuestAccount(user)) {
      throw new AppError('validation', 'claimTokenInvalid', { fields: { token: 'claimTokenInvalid' } });
    }
    const claimed = await q.markEmailVerified(tx, user.id, { passwordHash });
    await sessions.revokeUserSessions(tx, user.id, 'gift_claimed');
    return { ...(await getUserDetails(tx, claimed ?? user)), ...(await startSession(deps, tx, user.id)) };
  });
  return answer;
}
