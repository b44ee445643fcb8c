import {
  type ChangeEmailRequest,
  confirmation,
  type MessageResponse,
  ROUTES,
  TIMERS,
  wireLanguageOf,
} from '@tifo/contract';
import type { DbOrTx } from '../../db/client';
import type { EmailChangeClaim } from '../../db/schema';
import { AppError } from '../../errors';
import { swissDayTime } from '../../platform/swiss-dates';
import { insertAudit } from '../audit/queries';
import type { Caller } from '../auth/caller';
import { verifyPassword } from '../auth/passwords';
import { hashToken, randomToken } from '../auth/tokens';
import type { MailTemplate } from '../mail/template-types';
import * as sessions from '../sessions/queries';
import { ACCOUNT_MAILS } from './mail-texts';
import * as q from './queries';
import type { AccountDeps } from './service';

/*
 * Changing the account's e-mail address (issue 47, docs/decisions/086). The new address must prove its mailbox
 * before it replaces the old one; the old address is then told, with a link that undoes the change for 7 days,
 * and nobody may take the old address meanwhile. The sessions stay; undoing ends every session, since it means
 * somebody else changed the address. Both steps are in the audit log. Club roles and open invitations are keyed by
 * e-mail and move with the address.
 */

const linkInvalid = () => new AppError('validation', 'emailChangeLinkInvalid');
const taken = () => new AppError('conflict', 'emailTaken', { fields: { newEmail: 'emailTaken' } });

/** Whether the address is free for this account: no other account has it, and no undo link holds it. */
async function addressFree(deps: AccountDeps, tx: DbOrTx, email: string, userId: string): Promise<boolean> {
  const holder = await q.findUserByEmail(tx, email);
  if (holder && holder.id !== userId) return false;
  return !(await q.isEmailHeldForUndo(tx, email, deps.clock.now()));
}

/** Step 1, in the profile: the password again, then a link to the new address. Nothing changes yet. */
export async function requestEmailChange(
  deps: AccountDeps,
  caller: Caller,
  request: ChangeEmailRequest & { ip: string },
): Promise<MessageResponse> {
  await deps.limits.accountCall(request.ip);
  const user = await q.findUserById(deps.db, caller.id);
  if (!user) throw new AppError('not_found');
  if (!(await verifyPassword(user.passwordHash, request.password))) {
    throw new AppError('validation', 'currentPasswordWrong', {
      fields: { password: 'currentPasswordWrong' },
    });
  }
  if (request.newEmail === user.email) {
    throw new AppError('validation', 'emailChangeSameAddress', {
      fields: { newEmail: 'emailChangeSameAddress' },
    });
  }
  await deps.db.transaction(async (tx) => {
    if (!(await addressFree(deps, tx, request.newEmail, user.id))) throw taken();
    const claim: EmailChangeClaim = { oldEmail: user.email, newEmail: request.newEmail };
    await q.expireEmailTokens(tx, user.id, 'change_email');
    const token = randomToken();
    await q.insertEmailToken(tx, {
      userId: user.id,
      purpose: 'change_email',
      tokenHash: hashToken(token),
      expiresAt: new Date(deps.clock.now().getTime() + TIMERS.verificationTokenTtlMs),
      payload: claim,
    });
    await deps.mailer.queueMail(tx, {
      to: request.newEmail,
      template: ACCOUNT_MAILS.confirmEmailChange,
      language: wireLanguageOf(user.preferredLanguage),
      vars: { firstName: user.firstName, oldEmail: user.email, newEmail: request.newEmail },
      link: `${deps.config.publicUrl}${ROUTES.emailChange}?token=${encodeURIComponent(token)}`,
    });
  });
  void deps.mailer.deliverPending();
  return confirmation('emailChangeSent');
}

function claimOf(
  row: Awaited<ReturnType<typeof q.consumeToken>>,
): (EmailChangeClaim & { userId: string }) | undefined {
  return row?.payload && 'newEmail' in row.payload ? { userId: row.userId, ...row.payload } : undefined;
}

/**
 * A step that moved the address `from` → `to`: the audit log's entry (the account is the actor, under the address
 * it has now) and the mail to the old address (the one before the change; after an undo, the restored one).
 */
async function auditAndTell(
  deps: AccountDeps,
  tx: DbOrTx,
  user: q.UserRow,
  step: {
    action: 'account.emailChanged' | 'account.emailChangeUndone';
    from: string;
    to: string;
    template: MailTemplate;
    vars?: Record<string, string>;
    link: string;
  },
): Promise<void> {
  await insertAudit(tx, {
    actorUserId: user.id,
    actorEmail: step.to,
    action: step.action,
    clubId: null,
    details: { from: step.from, to: step.to },
  });
  const [oldEmail, newEmail] =
    step.action === 'account.emailChanged' ? [step.from, step.to] : [step.to, step.from];
  await deps.mailer.queueMail(tx, {
    to: oldEmail,
    template: step.template,
    language: wireLanguageOf(user.preferredLanguage),
    vars: { firstName: user.firstName, oldEmail, newEmail, ...step.vars },
    link: `${deps.config.publicUrl}${step.link}`,
  });
}

/** Step 2, the new address's link: the address changes, the old one gets the undo link. */
export async function confirmEmailChange(deps: AccountDeps, token: string): Promise<MessageResponse> {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const claim = claimOf(await q.consumeToken(tx, 'change_email', hashToken(token), now));
    const user = claim && (await q.findUserById(tx, claim.userId));
    // The account changed its address since it asked: the link was for an address it no longer has.
    if (!claim || !user || user.email !== claim.oldEmail) throw linkInvalid();
    if (!(await addressFree(deps, tx, claim.newEmail, user.id))) throw taken();
    await q.markEmailVerified(tx, user.id, { email: claim.newEmail });
    await q.moveClubRolesToEmail(tx, claim.oldEmail, claim.newEmail);
    const undo = randomToken();
    const undoUntil = new Date(now.getTime() + TIMERS.emailChangeUndoMs);
    // Inserted, not through newEmailToken: a second change within the week keeps the first one's undo link.
    await q.insertEmailToken(tx, {
      userId: user.id,
      purpose: 'undo_email_change',
      tokenHash: hashToken(undo),
      expiresAt: undoUntil,
      payload: { oldEmail: claim.oldEmail, newEmail: claim.newEmail },
    });
    await auditAndTell(deps, tx, user, {
      action: 'account.emailChanged',
      from: claim.oldEmail,
      to: claim.newEmail,
      template: ACCOUNT_MAILS.emailChanged,
      vars: { undoUntil: swissDayTime(undoUntil) },
      link: `${ROUTES.emailChange}?undo=${encodeURIComponent(undo)}`,
    });
  });
  void deps.mailer.deliverPending();
  return confirmation('emailChanged');
}

/**
 * The old address's link, within 7 days: the account gets that address back (and its club roles), every session
 * ends, and a change asked for meanwhile stops working. The old address is told to set a new password.
 */
export async function undoEmailChange(deps: AccountDeps, token: string): Promise<MessageResponse> {
  await deps.db.transaction(async (tx) => {
    const claim = claimOf(await q.consumeToken(tx, 'undo_email_change', hashToken(token), deps.clock.now()));
    const user = claim && (await q.findUserById(tx, claim.userId));
    if (!claim || !user) throw linkInvalid();
    const holder = await q.findUserByEmail(tx, claim.oldEmail);
    if (holder && holder.id !== user.id) throw taken();
    await q.updateUser(tx, user.id, { email: claim.oldEmail, verified: true });
    await q.moveClubRolesToEmail(tx, user.email, claim.oldEmail);
    await q.expireEmailTokens(tx, user.id, 'change_email');
    await sessions.revokeUserSessions(tx, user.id, 'email_change_undone');
    await auditAndTell(deps, tx, user, {
      action: 'account.emailChangeUndone',
      from: user.email,
      to: claim.oldEmail,
      template: ACCOUNT_MAILS.emailChangeUndone,
      link: ROUTES.forgotPassword,
    });
  });
  void deps.mailer.deliverPending();
  return confirmation('emailChangeUndone');
}
