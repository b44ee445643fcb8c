import {
  type AdminEntry,
  type ClubInvitationAnswer,
  type ClubInvitations,
  confirmation,
  type MessageResponse,
  ROUTES,
  wireLanguageOf,
} from '@tifo/contract';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, emailNotVerified } from '../../errors';
import type { Caller } from '../auth/caller';
import { hashToken, randomToken } from '../auth/tokens';
import type { Mailer } from '../mail/service';
import { isEmailVerified } from '../sessions/queries';
import { markEmailVerified, setDefaultClub } from '../users/queries';
import { clubRoleOf } from './access';
import { INVITATION_MAILS } from './invitation-mail-texts';
import * as q from './queries';

/**
 * A club's staff by invitation (issue 17's security finding): naming an account in a club's admin list gives
 * it no role. The person gets an e-mail and finds the invitation in their profile; the role exists once they
 * accept, and declining or the club withdrawing the name ends it. Who already has a role in the club may have
 * it changed without a new invitation (they accepted the club before). A user's default club (the login's
 * `clubId`) therefore never changes by somebody else's doing.
 */

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

/** Everyone named for a club: the roles, then the open invitations (marked). */
export async function namedAdmins(db: DbOrTx, clubId: string) {
  const [admins, invited] = await Promise.all([q.findAdmins(db, clubId), q.findInvitations(db, clubId)]);
  return [
    ...admins.map((admin) => ({ email: admin.email, role: clubRoleOf(admin.role), invited: false })),
    ...invited.map((invitation) => ({
      email: invitation.email,
      role: clubRoleOf(invitation.role),
      invited: true,
    })),
  ];
}

/**
 * Makes the club's list of named people `wanted` (in the caller's transaction): roles of people already in the
 * club change in place, people no longer named lose their role or invitation, new people are invited and
 * mailed (from the outbox, after the commit). The accounts exist (the caller checked: PRODUCT.md §organisations).
 * `holders` are the e-mails that hold a role in the club now (the caller has read them).
 */
export async function applyAdminList(
  deps: InvitationDeps,
  tx: DbOrTx,
  club: { id: string; name: string },
  wanted: readonly AdminEntry[],
  inviter: Caller,
  holders: ReadonlySet<string>,
): Promise<void> {
  const emails = wanted.map((entry) => entry.email);
  await q.deleteAdminsExcept(tx, club.id, emails);
  await q.deleteInvitationsExcept(tx, club.id, emails);
  const invited: (AdminEntry & { token: string })[] = [];
  for (const entry of wanted) {
    if (holders.has(entry.email)) {
      await q.setAdminRole(tx, club.id, entry.email, entry.role);
      continue;
    }
    const token = randomToken();
    const fresh = await q.upsertInvitation(tx, {
      clubId: club.id,
      email: entry.email,
      role: entry.role,
      invitedBy: inviter.id,
      tokenHash: hashToken(token),
    });
    if (fresh) invited.push({ ...entry, token });
  }
  if (invited.length === 0) return;
  // The invited people and the inviter, in one read.
  const inviterEmail = inviter.email.toLowerCase();
  const accounts = await q.findAccountsByEmail(tx, [...invited.map((entry) => entry.email), inviterEmail]);
  const inviterName = accounts.find((account) => account.email === inviterEmail)?.firstName ?? inviter.email;
  for (const entry of invited) {
    const account = accounts.find((candidate) => candidate.email === entry.email);
    if (!account) continue;
    await deps.mailer.queueMail(tx, {
      to: account.email,
      template: INVITATION_MAILS.clubInvitation,
      language: wireLanguageOf(account.preferredLanguage),
      vars: { firstName: account.firstName, inviter: inviterName, clubName: club.name, role: entry.role },
      // The token proves the mailbox to an account that has not verified its address yet.
      link: `${deps.config.publicUrl}${ROUTES.userProfile}?${new URLSearchParams({ tab: 'overview', invitation: entry.token })}`,
    });
  }
}

/**
 * What an invitation call may see of the invitations to the caller's address: all of them once the account has
 * verified it; else only the one whose mail carried `token` (the link proves the mailbox), and without one a
 * 403 email_not_verified: an account that signed up with somebody else's address learns nothing of it.
 */
async function invitationScope(
  db: DbOrTx,
  caller: Caller,
  token: string | undefined,
): Promise<{ tokenHash?: string; verified: boolean }> {
  if (await isEmailVerified(db, caller.id)) return { verified: true };
  if (token === undefined) throw emailNotVerified();
  return { tokenHash: hashToken(token), verified: false };
}

/** POST /users/club-invitations: the open invitations to the caller. */
export async function listInvitations(
  deps: Pick<InvitationDeps, 'db'>,
  caller: Caller,
  token?: string,
): Promise<ClubInvitations> {
  const scope = await invitationScope(deps.db, caller, token);
  const rows = await q.findInvitationsTo(deps.db, caller.email.toLowerCase(), scope.tokenHash);
  return rows.map((row) => ({
    clubId: row.clubId,
    clubName: row.clubName,
    shortName: row.shortName,
    logo: row.logo,
    role: clubRoleOf(row.role),
    invitedAt: row.invitedAt.toISOString(),
    invitedBy:
      row.inviterFirstName === null ? null : `${row.inviterFirstName} ${row.inviterLastName ?? ''}`.trim(),
  }));
}

/** 'Anna (anna@example.ch)' in the mails about an invitation, or the e-mail alone. */
export const personLabel = (firstName: string | undefined, email: string) =>
  firstName ? `${firstName} (${email})` : email;

const notFound = () =>
  new AppError('not_found', 'invitationNotFound', {
    fields: { clubId: 'invitationNotFound' },
  });

/**
 * The caller's invitation to the club, taken (it is answered now, either way), with who sent it; the caller's
 * address must be verified or the invitation's mail token given (invitationScope).
 */
async function takeOwnInvitation(tx: DbOrTx, caller: Caller, answer: ClubInvitationAnswer) {
  const email = caller.email.toLowerCase();
  const scope = await invitationScope(tx, caller, answer.token);
  const invitation = await q.takeInvitation(tx, answer.clubId, email, scope.tokenHash);
  if (!invitation) throw notFound();
  const inviter = invitation.invitedBy
    ? await q.findInviterOf(tx, invitation.invitedBy, answer.clubId)
    : undefined;
  return { email, scope, invitation, inviter };
}

/**
 * POST /users/club-invitations/accept: the invitation becomes the role it names. It needs a verified address,
 * or the token of the invitation's mail, which proves it (the account is then verified). The club the person's
 * session opens stays the same when they already have one. The club's administrators (ROLE_CLUB, but the new
 * person) are told by mail who joined with which role and who invited them.
 */
export async function acceptInvitation(
  deps: InvitationDeps,
  caller: Caller,
  answer: ClubInvitationAnswer,
): Promise<MessageResponse> {
  const { clubId } = answer;
  await deps.db.transaction(async (tx) => {
    const { email, scope, invitation, inviter } = await takeOwnInvitation(tx, caller, answer);
    if (!scope.verified) await markEmailVerified(tx, caller.id);
    await q.addAdmin(tx, clubId, email, invitation.role);
    await setDefaultClub(tx, email, clubId, 'when_none');
    const [joined] = await q.findAccountsByEmail(tx, [email]);
    const club = await q.findClubById(tx, clubId);
    for (const admin of await q.clubStaff(tx, clubId, ['ROLE_CLUB'])) {
      if (admin.email === email) continue;
      await deps.mailer.queueMail(tx, {
        to: admin.email,
        template: INVITATION_MAILS.clubInvitationAccepted,
        language: wireLanguageOf(admin.language),
        vars: {
          person: personLabel(joined?.firstName, email),
          clubName: club?.name ?? '',
          role: invitation.role,
          inviter: inviter ? personLabel(inviter.firstName, inviter.email) : '',
        },
        link: `${deps.config.publicUrl}${ROUTES.editClubProfile}`,
      });
    }
  });
  void deps.mailer.deliverPending();
  return confirmation('invitationAccepted');
}

/**
 * POST /users/club-invitations/decline: the invitation ends and nothing else changes; the person who sent it
 * is told by mail (the name disappears from the club's list, which they would otherwise not notice).
 */
export async function declineInvitation(
  deps: InvitationDeps,
  caller: Caller,
  answer: ClubInvitationAnswer,
): Promise<MessageResponse> {
  await deps.db.transaction(async (tx) => {
    const { email, invitation, inviter } = await takeOwnInvitation(tx, caller, answer);
    if (!inviter || inviter.email === email) return;
    const [declined] = await q.findAccountsByEmail(tx, [email]);
    await deps.mailer.queueMail(tx, {
      to: inviter.email,
      template: INVITATION_MAILS.clubInvitationDeclined,
      language: wireLanguageOf(inviter.preferredLanguage),
      vars: {
        firstName: inviter.firstName,
        person: personLabel(declined?.firstName, email),
        clubName: inviter.clubName,
        role: invitation.role,
      },
      link: `${deps.config.publicUrl}${ROUTES.editClubProfile}`,
    });
  });
  void deps.mailer.deliverPending();
  return confirmation('invitationDeclined');
}
