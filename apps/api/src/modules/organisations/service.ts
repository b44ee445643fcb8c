import {
  type AdminEntry,
  adminMustRegisterMessage,
  type ClubPrivate,
  type ClubRole,
  type ContactPerson,
  type ContactPersonRequest,
  type CreateClubRequest,
  clubSearchText,
  deriveShortName,
  type Message,
  type MyClubsResponse,
  ORG_LIMITS,
  RESERVED_SHORT_NAMES,
  type RegistrationDetails,
  shortName as shortNameSchema,
  type UpdateClubRequest,
} from '@tifo/contract';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, uniqueViolationOn } from '../../errors';
import type { Caller } from '../auth/caller';
import { isPublicStatus } from '../clubs/cards';
import { forgetPublicClubCount } from '../clubs/queries';
import { isEmailVerified } from '../sessions/queries';
import { setDefaultClub } from '../users/queries';
import { accessMay, type ClubAccess, clubRoleOf, requireClubAccess } from './access';
import { closureOf, clubAnswer, completedStep, loadRegistrationDetails, toContactPerson } from './answers';
import { fillDescriptions } from './descriptions';
import { geocodeLocality } from './geocode';
import { applyAdminList, type InvitationDeps, namedAdmins } from './invitations';
import * as q from './queries';

export interface OrganisationDeps extends InvitationDeps {
  db: Db;
  config: Pick<Config, 'ibanKey' | 'publicUrl' | 'OPERATOR_EMAIL'>;
}

// ---- Rules the contract cannot check alone --------------------------------------------------------------------

/** Every admin e-mail must belong to an account: else 400 naming each one that has none. */
async function requireAdminAccounts(db: DbOrTx, admins: AdminEntry[]): Promise<void> {
  const accounts = await q.findAccountsByEmail(
    db,
    admins.map((admin) => admin.email),
  );
  const known = new Set(accounts.map((account) => account.email));
  const fields: Record<string, Message> = {};
  admins.forEach((admin, index) => {
    if (!known.has(admin.email)) fields[`adminEmails.${index}.email`] = adminMustRegisterMessage(admin.email);
  });
  const first = Object.values(fields)[0];
  if (first) throw new AppError('validation', first, { fields });
}

async function requireSportTypes(db: DbOrTx, tags: number[]): Promise<number[]> {
  const unique = [...new Set(tags)];
  const found = await q.existingSportTypeIds(db, unique);
  if (found.length !== unique.length) {
    throw new AppError('validation', 'sportTypeRequired', {
      fields: { tags: 'sportTypeRequired' },
    });
  }
  return unique.sort((a, b) => a - b);
}

/** Well-formed and not a route of the web app (400), not used by another club (409). */
async function requireFreeShortName(db: DbOrTx, wanted: string, exceptClubId?: string): Promise<string> {
  const parsed = shortNameSchema.safeParse(wanted);
  if (!parsed.success) {
    throw new AppError('validation', 'shortNameInvalid', {
      fields: { shortName: 'shortNameInvalid' },
    });
  }
  if (RESERVED_SHORT_NAMES.has(parsed.data)) {
    throw new AppError('validation', 'shortNameReserved', {
      fields: { shortName: 'shortNameReserved' },
    });
  }
  if (await q.shortNameUsedByOther(db, parsed.data, exceptClubId)) throw shortNameTaken();
  return parsed.data;
}

const shortNameTaken = () =>
  new AppError('conflict', 'shortNameTaken', { fields: { shortName: 'shortNameTaken' } });

/** Two clubs saving the same short name at once: the unique index decides, the loser gets the same 409. */
function isShortNameConflict(error: unknown): boolean {
  return uniqueViolationOn(error)?.constraint.includes('short_name') ?? false;
}

async function mapShortNameConflict<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isShortNameConflict(error)) throw shortNameTaken();
    throw error;
  }
}

/** The fields of clubs that the club form sets (both create and update). */
function clubColumns(input: CreateClubRequest | UpdateClubRequest) {
  const descriptions = fillDescriptions(
    { en: input.description, de: input.descriptionDe, fr: input.descriptionFr, it: input.descriptionIt },
    input.sourceLanguage,
  );
  const given =
    input.latitude !== null && input.longitude !== null
      ? { latitude: input.latitude, longitude: input.longitude }
      : geocodeLocality(input.postalCode, input.city);
  return {
    nature: input.nature,
    email: input.email,
    website: input.website,
    address1: input.address1,
    address2: input.address2,
    postalCode: input.postalCode,
    city: input.city,
    country: input.country,
    latitude: given?.latitude ?? null,
    longitude: given?.longitude ?? null,
    hideAddress: input.hideAddress,
    contactNumber: input.contactNumber,
    descriptionEn: descriptions.en,
    descriptionDe: descriptions.de,
    descriptionFr: descriptions.fr,
    descriptionIt: descriptions.it,
  };
}

const sameAdmins = (a: readonly q.AdminRow[], b: readonly q.AdminRow[]) => {
  const key = (list: readonly q.AdminRow[]) =>
    list
      .map((admin) => `${admin.email}\u0000${admin.role}`)
      .sort()
      .join('\n');
  return key(a) === key(b);
};

// ---- Calls --------------------------------------------------------------------------------------------------

/**
 * POST /clubs: step 1 of the registration. Any logged-in user with a verified e-mail; every admin must own
 * an account; the creator becomes ROLE_CLUB when the list does not name them (docs/decisions/004). The
 * club starts pending (not public). Everything in one transaction: a refused admin leaves no club behind.
 */
export async function createClub(
  deps: OrganisationDeps,
  caller: Caller,
  input: CreateClubRequest,
): Promise<ClubPrivate> {
  if (!(await isEmailVerified(deps.db, caller.id))) {
    throw new AppError('forbidden', 'clubNeedsVerifiedEmail');
  }
  const creator = caller.email.toLowerCase();
  const admins: AdminEntry[] = input.adminEmails.some((admin) => admin.email === creator)
    ? input.adminEmails
    : [...input.adminEmails, { email: creator, role: 'ROLE_CLUB' }];
  if (admins.length > ORG_LIMITS.maxAdmins) {
    throw new AppError('validation', 'adminsTooMany', {
      fields: { adminEmails: 'adminsTooMany' },
    });
  }
  const wantedShortName = input.shortName ?? deriveShortName(input.name);
  const columns = clubColumns(input);
  const answer = await mapShortNameConflict(
    deps.db.transaction(async (tx) => {
      await requireAdminAccounts(tx, input.adminEmails);
      const tags = await requireSportTypes(tx, input.tags);
      const shortName = await requireFreeShortName(tx, wantedShortName);
      const club = await q.insertClub(tx, {
        ...columns,
        name: input.name,
        shortName,
        status: 'pending',
        searchText: clubSearchText({
          name: input.name,
          shortName,
          city: input.city,
          postalCode: input.postalCode,
        }),
        createdBy: caller.id,
      });
      await q.replaceTags(tx, club.id, tags);
      // The creator holds their role at once; everyone else named is invited (invitations.ts).
      const creatorRole = admins.find((admin) => admin.email === creator)?.role ?? 'ROLE_CLUB';
      await q.addAdmin(tx, club.id, creator, creatorRole);
      // The club just registered is the one the creator's session opens.
      await setDefaultClub(tx, creator, club.id, 'replace');
      await applyAdminList(deps, tx, club, admins, caller, new Set([creator]));
      const access: ClubAccess = {
        clubId: club.id,
        role: clubRoleOf(creatorRole),
        isOperator: caller.roles.includes('ROLE_ADMIN'),
      };
      return clubAnswer(tx, club, access);
    }),
  );
  void deps.mailer.deliverPending();
  return answer;
}

/**
 * PUT /clubs: step 1 again or the edit page's first tab (editClub). The admin list changes only with
 * manageAdmins (others send it unchanged or omit it); the short name only while the club is not public
 * (a public address never moves); the name of a public club is kept (the edit page shows it disabled).
 */
export async function updateClub(
  deps: OrganisationDeps,
  caller: Caller,
  input: UpdateClubRequest,
): Promise<ClubPrivate> {
  const columns = clubColumns(input);
  let listedClubChanged = false;
  const answer = await mapShortNameConflict(
    deps.db.transaction(async (tx) => {
      const access = await requireClubAccess(deps, caller, input.id, 'editClub', tx);
      const club = (await q.lockClub(tx, input.id))!;
      const wasPublic = isPublicStatus(club.status);
      listedClubChanged = wasPublic;
      if (input.adminEmails) {
        const current = await namedAdmins(tx, club.id);
        if (!sameAdmins(input.adminEmails, current)) {
          if (!accessMay(access, 'manageAdmins')) throw new AppError('forbidden');
          await requireAdminAccounts(tx, input.adminEmails);
          const holders = current.filter((admin) => !admin.invited).map((admin) => admin.email);
          await applyAdminList(deps, tx, club, input.adminEmails, caller, new Set(holders));
        }
      }
      const tags = await requireSportTypes(tx, input.tags);
      let shortName = club.shortName;
      if (input.shortName !== undefined && input.shortName !== club.shortName) {
        if (wasPublic) {
          throw new AppError('validation', 'shortNameLocked', {
            fields: { shortName: 'shortNameLocked' },
          });
        }
        shortName = await requireFreeShortName(tx, input.shortName, club.id);
      }
      const name = wasPublic ? club.name : input.name;
      const updated = await q.updateClub(tx, club.id, {
        ...columns,
        name,
        shortName,
        searchText: clubSearchText({ name, shortName, city: input.city, postalCode: input.postalCode }),
      });
      await q.replaceTags(tx, club.id, tags);
      const role = asRoleOrNull(await q.findAdminRole(tx, club.id, caller.email.toLowerCase()));
      return clubAnswer(tx, updated, { ...access, role });
    }),
  );
  // A listed club's data changed: the cached directory answers go, after the commit (never before it, or a
  // list read in between would be cached with the old data).
  if (listedClubChanged) forgetPublicClubCount(deps.db);
  void deps.mailer.deliverPending();
  return answer;
}

const asRoleOrNull = (role: string | undefined): ClubRole | null => (role ? clubRoleOf(role) : null);

/**
 * POST /contacts creates the contact person or replaces the saved one (a repeated Next never fails);
 * PUT /contacts changes the saved one (404 when there is none). Both need editClub.
 */
export async function saveContact(
  deps: OrganisationDeps,
  caller: Caller,
  input: ContactPersonRequest,
  mode: 'create' | 'update',
): Promise<ContactPerson> {
  return deps.db.transaction(async (tx) => {
    await requireClubAccess(deps, caller, input.clubId, 'editClub', tx);
    await q.lockClub(tx, input.clubId);
    if (mode === 'update' && !(await q.findContact(tx, input.clubId))) throw new AppError('not_found');
    const row = await q.upsertContact(tx, {
      clubId: input.clubId,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      contactNumber: input.contactNumber,
      position: input.position,
      address1: input.address1,
      address2: input.address2,
      postalCode: input.postalCode,
      city: input.city,
      country: input.country,
    });
    return toContactPerson(row);
  });
}

/**
 * POST /clubs/registration-details: the saved registration of one club (any admin role, or the operator),
 * or without clubId of the caller's own club (the one the session shows). Nothing registered: all empty.
 */
export async function getRegistrationDetails(
  deps: OrganisationDeps,
  caller: Caller,
  clubId: string | undefined,
): Promise<RegistrationDetails> {
  let id = clubId;
  if (!id) {
    const [first] = await q.findMemberships(deps.db, caller.email.toLowerCase());
    if (!first) return { club: null, contact: null, bank: null, documents: [], completedStep: 0 };
    id = first.club.id;
  }
  const access = await requireClubAccess(deps, caller, id, 'anyRole');
  return loadRegistrationDetails(deps.db, id, access, deps.config.ibanKey);
}

/** POST /clubs/mine: every club the caller administers, in the session's order, with role and progress. */
export async function listMyClubs(deps: OrganisationDeps, caller: Caller): Promise<MyClubsResponse> {
  const memberships = await q.findMemberships(deps.db, caller.email.toLowerCase());
  const parts = await q.findRegistrationParts(
    deps.db,
    memberships.map((membership) => membership.club.id),
  );
  return {
    content: memberships.map(({ club, role }) => ({
      id: club.id,
      name: club.name,
      shortName: club.shortName,
      status: club.status as ClubPrivate['status'],
      role: clubRoleOf(role),
      completedStep: completedStep(true, parts.contacts.has(club.id), parts.banks.has(club.id)),
      logo: club.logo,
      takenDown: club.takenDownAt
        ? { at: club.takenDownAt.toISOString(), reason: club.takenDownReason ?? '' }
        : null,
      closure: closureOf(club),
    })),
  };
}
