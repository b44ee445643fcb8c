import {
  type BankDetails,
  type ClosureState,
  type ClubDocument,
  type ClubPrivate,
  type ContactPerson,
  type Currency,
  maskIban,
  type RegistrationDetails,
  type WireLanguage,
  wireLanguageOf,
} from '@tifo/contract';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { isPublicStatus } from '../clubs/cards';
import { accessMay, type ClubAccess } from './access';
import { decryptIban } from './iban-crypto';
import { namedAdmins } from './invitations';
import * as q from './queries';

/*
 * The organisation answers, shaped by the caller's role: the club, its contact person, its bank account (full,
 * masked or none) and documents, the registration's progress, and the admins to mail.
 */

function toClubPrivate(
  club: q.ClubRow,
  tags: number[],
  admins: ClubPrivate['adminEmails'],
  access: Pick<ClubAccess, 'role' | 'isOperator'>,
): ClubPrivate {
  return {
    id: club.id,
    name: club.name,
    shortName: club.shortName,
    nature: club.nature as ClubPrivate['nature'],
    status: club.status as ClubPrivate['status'],
    email: club.email,
    website: club.website,
    address1: club.address1,
    address2: club.address2,
    postalCode: club.postalCode,
    city: club.city,
    country: club.country,
    latitude: club.latitude,
    longitude: club.longitude,
    hideAddress: club.hideAddress,
    contactNumber: club.contactNumber,
    tags,
    description: club.descriptionEn,
    descriptionDe: club.descriptionDe,
    descriptionFr: club.descriptionFr,
    descriptionIt: club.descriptionIt,
    logo: club.logo,
    cover: club.cover,
    // Every admin sees who administers the club and who is invited (the edit form keeps the list); only
    // ROLE_CLUB changes it.
    adminEmails: admins,
    myRole: access.role,
    rejectionReason: club.rejectionReason,
    createdAt: club.createdAt.toISOString(),
  };
}

export function toContactPerson(row: q.ContactRow): ContactPerson {
  return {
    id: row.id,
    clubId: row.clubId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    contactNumber: row.contactNumber,
    position: row.position,
    address1: row.address1,
    address2: row.address2,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
  };
}

/** Full IBAN for ROLE_CLUB and the operator, masked for finance; callers check viewBank before. */
export function toBankDetails(
  row: q.BankRow,
  clubStatus: string,
  access: ClubAccess,
  ibanKey: Buffer,
): BankDetails {
  const iban = decryptIban(ibanKey, row.ibanEncrypted);
  const full = accessMay(access, 'viewFullIban');
  return {
    id: row.id,
    clubId: row.clubId,
    name: row.ownerName,
    iban: full ? iban : maskIban(iban),
    ibanMasked: !full,
    currency: row.currency as Currency,
    country: row.country,
    awaitingConfirmation: row.confirmedAt === null && isPublicStatus(clubStatus),
    changedAt: row.changedAt.toISOString(),
    previousIbanLast4: row.previousIbanLast4,
  };
}

export function toClubDocument(row: q.DocumentRow): ClubDocument {
  return {
    id: row.id,
    kind: row.kind as ClubDocument['kind'],
    fileName: row.fileName,
    contentType: row.contentType as ClubDocument['contentType'],
    size: row.size,
    uploadedAt: row.createdAt.toISOString(),
  };
}

/** 0 nothing saved, 1 the club, 2 and its contact person, 3 and its bank account (registration complete). */
/** A club's closure as its administrators see it (issue 45): asked for when, closing when; null when none. */
export function closureOf(club: Pick<q.ClubRow, 'closureRequestedAt' | 'closesAt'>): ClosureState | null {
  return club.closureRequestedAt && club.closesAt
    ? { requestedAt: club.closureRequestedAt.toISOString(), closesAt: club.closesAt.toISOString() }
    : null;
}

export function completedStep(hasClub: boolean, hasContact: boolean, hasBank: boolean): number {
  if (!hasClub) return 0;
  if (!hasContact) return 1;
  return hasBank ? 3 : 2;
}

/**
 * The club as its admins see it. One statement after the other: a registration and an edit answer it inside
 * their transaction, whose one connection must not be sent a second statement while busy (pg queues it with a
 * deprecation warning, and pg 9 refuses it).
 */
export async function clubAnswer(db: DbOrTx, club: q.ClubRow, access: ClubAccess): Promise<ClubPrivate> {
  const tags = await q.findTagIds(db, club.id);
  const admins = await namedAdmins(db, club.id);
  return toClubPrivate(club, tags, admins, access);
}

/**
 * What the wizard and the edit page reload, and the operator's review shows: the club, its contact person,
 * its bank account (full for ROLE_CLUB and the operator, masked for finance, null for ROLE_CLUB_OPERATOR)
 * and its documents (not for ROLE_CLUB_OPERATOR either: they sit with the bank data). The caller has
 * checked the access (requireClubAccess); `ibanKey` is deps.config.ibanKey.
 */
export async function loadRegistrationDetails(
  db: DbOrTx,
  clubId: string,
  access: ClubAccess,
  ibanKey: Buffer,
): Promise<RegistrationDetails> {
  const club = await q.findClubById(db, clubId);
  if (!club) throw new AppError('not_found', 'clubNotFound');
  const [answer, contact, bank, documents] = await Promise.all([
    clubAnswer(db, club, access),
    q.findContact(db, club.id),
    q.findBank(db, club.id),
    q.findDocuments(db, club.id),
  ]);
  const mayViewBank = accessMay(access, 'viewBank');
  return {
    club: answer,
    contact: contact ? toContactPerson(contact) : null,
    bank: bank && mayViewBank ? toBankDetails(bank, club.status, access, ibanKey) : null,
    documents: mayViewBank ? documents.map(toClubDocument) : [],
    completedStep: completedStep(true, Boolean(contact), Boolean(bank)),
  };
}

/** Every admin of a club with an account, with what a mail to them needs (review outcomes). */
export async function clubAdminRecipients(
  db: DbOrTx,
  clubId: string,
): Promise<{ email: string; language: WireLanguage; firstName: string }[]> {
  const admins = await q.findAdmins(db, clubId);
  const accounts = await q.findAccountsByEmail(
    db,
    admins.map((admin) => admin.email),
  );
  const byEmail = new Map(accounts.map((account) => [account.email, account]));
  return admins.flatMap((admin) => {
    const account = byEmail.get(admin.email);
    return account
      ? [
          {
            email: account.email,
            language: wireLanguageOf(account.preferredLanguage),
            firstName: account.firstName,
          },
        ]
      : [];
  });
}
