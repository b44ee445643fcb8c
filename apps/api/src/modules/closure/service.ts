import {
  CLOSURE_RULES,
  type ClosureAnswer,
  confirmation,
  type MessageKey,
  ROUTES,
  wireLanguageOf,
} from '@tifo/contract';
import type { DbOrTx } from '../../db/client';
import { AppError, type ErrorMessage } from '../../errors';
import { swissDay } from '../../platform/swiss-dates';
import { insertAudit } from '../audit/queries';
import type { Caller } from '../auth/caller';
import { type ClubRow, forgetPublicClubCount } from '../clubs/queries';
import { requireClubAccess } from '../organisations/access';
import { closureOf } from '../organisations/answers';
import { personLabel } from '../organisations/invitations';
import { clubStaff } from '../organisations/queries';
import { findUserById } from '../users/queries';
import type { AppDeps } from '../wiring/deps';
import { CLOSURE_MAILS } from './mail-texts';
import * as q from './queries';

/*
 * An organisation closes (issue 45; the terms promise closure with 30 days' notice). An administrator (ROLE_CLUB)
 * asks for it: from then on the page takes no new gifts and says so; the supporters with a subscription or a
 * membership are mailed, the administrators too (one who did not ask can withdraw it). When the notice is over,
 * the closures job ends the subscriptions and memberships, closes the club (its page answers 410) and the next
 * payout run pays the remaining balance even below the minimum. The books stay complete.
 */

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'clock'>;

const DAY_MS = 86_400_000;

const answerOf = (club: ClubRow, message: MessageKey): ClosureAnswer => ({
  ...confirmation(message),
  closure: closureOf(club),
});

/** 'Anna (anna@…)' for the mails, from an account (or the e-mail alone when the account is gone). */
async function whoIs(tx: DbOrTx, userId: string | null) {
  const user = userId ? await findUserById(tx, userId) : undefined;
  return user ? { label: personLabel(user.firstName, user.email), email: user.email } : undefined;
}

const conflict = (message: ErrorMessage) =>
  new AppError('conflict', message, { fields: { clubId: message } });

/** POST /clubs/closure {clubId}: asks to close the organisation with 30 days of notice. */
export async function requestClosure(deps: Deps, caller: Caller, clubId: string): Promise<ClosureAnswer> {
  const now = deps.clock.now();
  const club = await deps.db.transaction(async (tx) => {
    await requireClubAccess(deps, caller, clubId, 'closeClub', tx);
    const found = await q.lockClub(tx, clubId);
    if (!found) throw new AppError('not_found', 'clubNotFound');
    if (found.status === 'closed' || found.status === 'taken_down') throw conflict('closureNotPossible');
    if (found.closureRequestedAt) throw conflict('closureAlreadyRequested');
    const closesAt = new Date(now.getTime() + CLOSURE_RULES.noticeDays * DAY_MS);
    const updated = await q.setClosure(tx, clubId, { requestedAt: now, requestedBy: caller.id, closesAt });
    await audit(tx, caller, 'club.closureRequested', updated, { closesAt: closesAt.toISOString() });
    await tellAdmins(deps, tx, updated, 'clubClosureRequested', {
      requestedBy: (await whoIs(tx, caller.id))?.label ?? caller.email,
      requestedAt: swissDay(now),
      closesAt: swissDay(closesAt),
    });
    await tellSupporters(deps, tx, updated, 'clubClosingSupporter', { closesAt: swissDay(closesAt) });
    return updated;
  });
  forgetPublicClubCount(deps.db);
  void deps.mailer.deliverPending();
  return answerOf(club, 'closureRequested');
}

/** POST /clubs/closure/withdraw {clubId}: the organisation goes on as before (until the notice is over). */
export async function withdrawClosure(deps: Deps, caller: Caller, clubId: string): Promise<ClosureAnswer> {
  const club = await deps.db.transaction(async (tx) => {
    await requireClubAccess(deps, caller, clubId, 'closeClub', tx);
    const found = await q.lockClub(tx, clubId);
    if (!found) throw new AppError('not_found', 'clubNotFound');
    if (found.status === 'closed') throw conflict('closureNotPossible');
    if (!found.closureRequestedAt) throw conflict('closureNotRequested');
    const updated = await q.setClosure(tx, clubId, null);
    await audit(tx, caller, 'club.closureWithdrawn', updated, {});
    await tellAdmins(deps, tx, updated, 'clubClosureWithdrawn', {
      withdrawnBy: (await whoIs(tx, caller.id))?.label ?? caller.email,
    });
    await tellSupporters(deps, tx, updated, 'clubClosingWithdrawnSupporter', {});
    return updated;
  });
  forgetPublicClubCount(deps.db);
  void deps.mailer.deliverPending();
  return answerOf(club, 'closureWithdrawn');
}

/**
 * The closures job: each club whose notice is over ends its subscriptions and memberships and closes, in one
 * transaction; its administrators are told. Answers how many closed. Runs twice harmlessly (closed_at).
 */
export async function closeDueClubs(deps: Deps, now: Date): Promise<number> {
  let closed = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const [club] = await q.dueClosures(tx, now, 1);
      if (!club) return false;
      await q.endRecurring(tx, club.id, now);
      await q.markClosed(tx, club.id, now);
      await insertAudit(tx, {
        actorUserId: club.closureRequestedBy,
        actorEmail: (await whoIs(tx, club.closureRequestedBy))?.email ?? deps.config.OPERATOR_EMAIL,
        action: 'club.closed',
        clubId: club.id,
        details: { clubName: club.name, requestedAt: club.closureRequestedAt?.toISOString() ?? null },
      });
      await tellAdmins(deps, tx, club, 'clubClosed', {});
      return true;
    });
    if (!done) break;
    closed += 1;
  }
  if (closed > 0) {
    forgetPublicClubCount(deps.db);
    void deps.mailer.deliverPending();
  }
  return closed;
}

async function audit(
  tx: DbOrTx,
  caller: Caller,
  action: 'club.closureRequested' | 'club.closureWithdrawn',
  club: ClubRow,
  details: Record<string, unknown>,
) {
  await insertAudit(tx, {
    actorUserId: caller.id,
    actorEmail: caller.email,
    action,
    clubId: club.id,
    details: { clubName: club.name, ...details },
  });
}

async function tellAdmins(
  deps: Deps,
  tx: DbOrTx,
  club: ClubRow,
  template: 'clubClosureRequested' | 'clubClosureWithdrawn' | 'clubClosed',
  vars: Record<string, string>,
) {
  for (const admin of await clubStaff(tx, club.id, ['ROLE_CLUB'])) {
    await deps.mailer.queueMail(tx, {
      to: admin.email,
      template: CLOSURE_MAILS[template],
      language: wireLanguageOf(admin.language),
      vars: { clubName: club.name, ...vars },
      ...(template === 'clubClosureRequested'
        ? { link: `${deps.config.publicUrl}${ROUTES.editClubProfile}` }
        : {}),
    });
  }
}

async function tellSupporters(
  deps: Deps,
  tx: DbOrTx,
  club: ClubRow,
  template: 'clubClosingSupporter' | 'clubClosingWithdrawnSupporter',
  vars: Record<string, string>,
) {
  for (const person of await q.supportersOf(tx, club.id)) {
    await deps.mailer.queueMail(tx, {
      to: person.email,
      template: CLOSURE_MAILS[template],
      language: wireLanguageOf(person.preferred_language),
      vars: { firstName: person.first_name, clubName: club.name, ...vars },
      link: `${deps.config.publicUrl}${ROUTES.userProfile}?tab=subscriptions`,
    });
  }
}
