import {
  type ClubStatus,
  confirmation,
  type MessageResponse,
  type ModeratedOrganisation,
  type ModeratedPerson,
  type ModerationSearchResult,
  ROUTES,
  wireLanguageOf,
} from '@tifo/contract';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { insertAudit } from '../audit/queries';
import type { Caller } from '../auth/caller';
import { forgetPublicClubCount } from '../clubs/queries';
import * as memberships from '../memberships/queries';
import { clubStaff, clubTabLink, findClubById } from '../organisations/queries';
import { revokeUserSessions } from '../sessions/queries';
import * as subscriptions from '../subscriptions/queries';
import { findUserById } from '../users/queries';
import type { AppDeps } from '../wiring/deps';
import { MODERATION_MAILS } from './mail-texts';
import * as q from './queries';

/*
 * The operator stops misuse (issue 45; PRODUCT.md §moderation): suspend a person, take an organisation down, and lift
 * either. One transaction each: the measure, its audit entry with the reason, and the mail that tells the person
 * (or the club's administrators) why. What it stops is read where it acts: sessions (sessions/queries liveSession),
 * login (users/service logIn), recurring charges (db/charging-paused), public lists (status), checkout and pay
 * links (payments/service), payouts (payouts/run blockedBy). docs/decisions/068: money in flight.
 */

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'clock'>;

const notFound = () => new AppError('not_found', 'moderationNotFound');
const alreadyDone = () => new AppError('conflict', 'moderationAlreadyDone');

const measure = (at: Date | null, reason: string | null, by: string | null) =>
  at ? { at: at.toISOString(), reason: reason ?? '', by } : null;

/** POST /admin/moderation/search {query}: people and organisations to act on. */
export async function search(deps: Pick<Deps, 'db'>, query: string): Promise<ModerationSearchResult> {
  const [people, organisations] = await Promise.all([
    q.searchPeople(deps.db, query),
    q.searchOrganisations(deps.db, query),
  ]);
  return {
    people: people.map(
      ({ user, suspendedByEmail }): ModeratedPerson => ({
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        verified: user.verified,
        invited: user.passwordHash === null,
        operator: user.roles.includes('ROLE_ADMIN'),
        createdAt: user.createdAt.toISOString(),
        suspended: measure(user.suspendedAt, user.suspensionReason, suspendedByEmail),
      }),
    ),
    organisations: organisations.map(
      ({ club, takenDownByEmail }): ModeratedOrganisation => ({
        id: club.id,
        name: club.name,
        shortName: club.shortName,
        city: club.city,
        status: club.status as ClubStatus,
        takenDown: measure(club.takenDownAt, club.takenDownReason, takenDownByEmail),
      }),
    ),
  };
}

/**
 * Suspends a person: every session ends (the next call of any process finds none), login answers
 * account_suspended with the reason, their subscriptions and card memberships are not charged meanwhile.
 */
export async function suspendPerson(
  deps: Deps,
  operator: Caller,
  body: { userId: string; reason: string },
): Promise<MessageResponse> {
  if (body.userId === operator.id) {
    throw new AppError('validation', 'moderationOwnAccount', {
      fields: { userId: 'moderationOwnAccount' },
    });
  }
  await deps.db.transaction(async (tx) => {
    const person = await findUserById(tx, body.userId);
    if (!person) throw notFound();
    const suspended = await q.suspendPerson(tx, {
      id: person.id,
      reason: body.reason,
      by: operator.id,
      at: deps.clock.now(),
    });
    if (!suspended) throw alreadyDone();
    await revokeUserSessions(tx, person.id, 'suspended');
    await audit(tx, operator, 'person.suspended', null, { email: person.email, reason: body.reason });
    await deps.mailer.queueMail(tx, {
      to: person.email,
      template: MODERATION_MAILS.personSuspended,
      language: wireLanguageOf(person.preferredLanguage),
      vars: { firstName: person.firstName, email: person.email, reason: body.reason },
    });
  });
  void deps.mailer.deliverPending();
  return confirmation('personSuspended');
}

/** Lifts a suspension: login works again; the periods missed meanwhile are skipped, never charged late. */
export async function restorePerson(
  deps: Deps,
  operator: Caller,
  body: { userId: string; reason: string },
): Promise<MessageResponse> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const person = await findUserById(tx, body.userId);
    if (!person) throw notFound();
    if (!(await q.restorePerson(tx, person.id))) throw alreadyDone();
    await subscriptions.skipMissedPeriods(tx, { userId: person.id }, now);
    await memberships.skipMissedPeriods(tx, { userId: person.id }, now);
    await audit(tx, operator, 'person.restored', null, { email: person.email, reason: body.reason });
    await deps.mailer.queueMail(tx, {
      to: person.email,
      template: MODERATION_MAILS.personRestored,
      language: wireLanguageOf(person.preferredLanguage),
      vars: { firstName: person.firstName, reason: body.reason },
      link: `${deps.config.publicUrl}${ROUTES.login}`,
    });
  });
  void deps.mailer.deliverPending();
  return confirmation('personRestored');
}

/**
 * Takes an organisation down: its page answers 410 and it leaves every list, search, nearby and the sitemap;
 * checkout and pay links are refused; renewals and invoices pause; payouts are held. Its administrators are
 * mailed the reason, which their dashboard shows too.
 */
export async function takeDown(
  deps: Deps,
  operator: Caller,
  body: { clubId: string; reason: string },
): Promise<MessageResponse> {
  await deps.db.transaction(async (tx) => {
    const club = await findClubById(tx, body.clubId);
    if (!club) throw notFound();
    const down = await q.takeDownClub(tx, {
      id: club.id,
      reason: body.reason,
      by: operator.id,
      at: deps.clock.now(),
    });
    if (!down) throw alreadyDone();
    await audit(tx, operator, 'club.takenDown', club.id, {
      clubName: club.name,
      reason: body.reason,
      before: club.status,
    });
    await tellAdmins(deps, tx, club, 'clubTakenDown', body.reason);
  });
  forgetPublicClubCount(deps.db);
  void deps.mailer.deliverPending();
  return confirmation('organisationTakenDown');
}

/** Restores a taken-down organisation to its state before; the periods missed meanwhile are skipped. */
export async function restoreOrganisation(
  deps: Deps,
  operator: Caller,
  body: { clubId: string; reason: string },
): Promise<MessageResponse> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const club = await q.restoreClub(tx, body.clubId);
    if (!club) {
      const exists = await findClubById(tx, body.clubId);
      throw exists ? alreadyDone() : notFound();
    }
    await subscriptions.skipMissedPeriods(tx, { clubId: club.id }, now);
    await memberships.skipMissedPeriods(tx, { clubId: club.id }, now);
    await audit(tx, operator, 'club.restored', club.id, {
      clubName: club.name,
      reason: body.reason,
      status: club.status,
    });
    await tellAdmins(deps, tx, club, 'clubRestored', body.reason);
  });
  forgetPublicClubCount(deps.db);
  void deps.mailer.deliverPending();
  return confirmation('organisationRestored');
}

async function audit(
  tx: DbOrTx,
  operator: Caller,
  action: 'person.suspended' | 'person.restored' | 'club.takenDown' | 'club.restored',
  clubId: string | null,
  details: Record<string, unknown>,
) {
  await insertAudit(tx, { actorUserId: operator.id, actorEmail: operator.email, action, clubId, details });
}

async function tellAdmins(
  deps: Deps,
  tx: DbOrTx,
  club: { id: string; name: string },
  template: 'clubTakenDown' | 'clubRestored',
  reason: string,
) {
  for (const admin of await clubStaff(tx, club.id, ['ROLE_CLUB'])) {
    await deps.mailer.queueMail(tx, {
      to: admin.email,
      template: MODERATION_MAILS[template],
      language: wireLanguageOf(admin.language),
      vars: { clubName: club.name, reason },
      ...(template === 'clubRestored'
        ? { link: clubTabLink(deps.config.publicUrl, club.id, 'financials') }
        : {}),
    });
  }
}
