import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { BankRow, ClubRow, ContactRow, DocumentRow, NewClubRow } from '../../db/schema-clubs';
import {
  clubAdmins,
  clubBanks,
  clubContacts,
  clubDocuments,
  clubSportTypes,
  clubs,
  sportTypes,
} from '../../db/schema-clubs';
import { clubAdminInvitations } from '../../db/schema-invitations';

export type { BankRow, ClubRow, ContactRow, DocumentRow, NewClubRow };

export type AdminRow = { email: string; role: string };

export async function findClubById(db: DbOrTx, id: string): Promise<ClubRow | undefined> {
  const [row] = await db.select().from(clubs).where(eq(clubs.id, id));
  return row;
}

/**
 * Whether a club exists and the role of an e-mail among its admins, in one statement: what every club call
 * checks first (organisations/access.ts).
 */
export async function findClubAndRole(
  db: DbOrTx,
  clubId: string,
  email: string,
): Promise<{ id: string; role: string | null } | undefined> {
  const [row] = await db
    .select({
      id: clubs.id,
      role: sql<string | null>`(select ${clubAdmins.role} from ${clubAdmins}
        where ${clubAdmins.clubId} = ${clubs.id} and ${clubAdmins.email} = ${email})`,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row;
}

/** The same club row locked for the rest of the transaction (concurrent saves of one club queue up). */
export async function lockClub(db: DbOrTx, id: string): Promise<ClubRow | undefined> {
  const [row] = await db.select().from(clubs).where(eq(clubs.id, id)).for('update');
  return row;
}

/** A club's admins with the given roles and their language (the account's, German when they have none yet). */
export async function clubStaff(db: DbOrTx, clubId: string, roles: readonly string[]) {
  return db
    .select({ email: clubAdmins.email, language: sql<string>`coalesce(${users.preferredLanguage}, 'de')` })
    .from(clubAdmins)
    .leftJoin(users, eq(users.email, clubAdmins.email))
    .where(and(eq(clubAdmins.clubId, clubId), inArray(clubAdmins.role, [...roles])));
}

/** The roles that see the club's money (the financials tab): told of its payouts and refunds. */
const FINANCE_ROLES = ['ROLE_CLUB', 'ROLE_CLUB_FINANCE'] as const;

/** The club's admins and finance users with their language (clubStaff of FINANCE_ROLES). */
export function clubFinanceStaff(db: DbOrTx, clubId: string) {
  return clubStaff(db, clubId, FINANCE_ROLES);
}

/** A link into a tab of the club's dashboard, for a mail to its staff. */
export function clubTabLink(
  publicUrl: string,
  clubId: string,
  tab: 'overview' | 'financials' | 'membership' | 'products',
): string {
  return `${publicUrl}/profile/club?club=${clubId}&tab=${tab}`;
}

/** The club's language: that of its first administrator's account (German when there is none). */
export async function clubLanguage(db: DbOrTx, clubId: string): Promise<string> {
  const [row] = await db
    .select({ language: users.preferredLanguage })
    .from(clubAdmins)
    .innerJoin(users, eq(users.email, clubAdmins.email))
    .where(and(eq(clubAdmins.clubId, clubId), eq(clubAdmins.role, 'ROLE_CLUB')))
    .orderBy(asc(clubAdmins.createdAt))
    .limit(1);
  return row?.language ?? 'de';
}

/** The caller's role in one club, or undefined when the e-mail is not among its admins. */
export async function findAdminRole(db: DbOrTx, clubId: string, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ role: clubAdmins.role })
    .from(clubAdmins)
    .where(and(eq(clubAdmins.clubId, clubId), eq(clubAdmins.email, email)));
  return row?.role;
}

/** A club's admins, ROLE_CLUB first, then in the order they were added. */
export async function findAdmins(db: DbOrTx, clubId: string): Promise<AdminRow[]> {
  return db
    .select({ email: clubAdmins.email, role: clubAdmins.role })
    .from(clubAdmins)
    .where(eq(clubAdmins.clubId, clubId))
    .orderBy(
      sql`case ${clubAdmins.role} when 'ROLE_CLUB' then 0 when 'ROLE_CLUB_FINANCE' then 1 else 2 end`,
      asc(clubAdmins.createdAt),
      asc(clubAdmins.email),
    );
}

/** The admins' accounts (live, not deleted), with what a mail to them needs. */
export async function findAccountsByEmail(db: DbOrTx, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      preferredLanguage: users.preferredLanguage,
    })
    .from(users)
    .where(and(inArray(users.email, emails), isNull(users.deletedAt)));
}

export async function existingSportTypeIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: sportTypes.id }).from(sportTypes).where(inArray(sportTypes.id, ids));
  return rows.map((row) => row.id);
}

export async function findTagIds(db: DbOrTx, clubId: string): Promise<number[]> {
  const rows = await db
    .select({ id: clubSportTypes.sportTypeId })
    .from(clubSportTypes)
    .where(eq(clubSportTypes.clubId, clubId))
    .orderBy(asc(clubSportTypes.sportTypeId));
  return rows.map((row) => row.id);
}

export async function replaceTags(db: DbOrTx, clubId: string, tagIds: number[]): Promise<void> {
  await db.delete(clubSportTypes).where(eq(clubSportTypes.clubId, clubId));
  if (tagIds.length > 0) {
    await db
      .insert(clubSportTypes)
      .values(tagIds.map((sportTypeId) => ({ clubId, sportTypeId })))
      .onConflictDoNothing();
  }
}

/** Another club (any case) already uses this short name. */
export async function shortNameUsedByOther(db: DbOrTx, shortName: string, exceptId?: string) {
  const [row] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(
      and(
        sql`lower(${clubs.shortName}) = ${shortName.toLowerCase()}`,
        exceptId ? sql`${clubs.id} <> ${exceptId}` : undefined,
      ),
    );
  return Boolean(row);
}

export async function insertClub(db: DbOrTx, values: NewClubRow): Promise<ClubRow> {
  const [row] = await db.insert(clubs).values(values).returning();
  return row!;
}

export async function updateClub(db: DbOrTx, id: string, values: Partial<NewClubRow>): Promise<ClubRow> {
  const [row] = await db
    .update(clubs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clubs.id, id))
    .returning();
  return row!;
}

export async function findContact(db: DbOrTx, clubId: string): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(clubContacts).where(eq(clubContacts.clubId, clubId));
  return row;
}

export type ContactValues = Omit<typeof clubContacts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Creates the club's contact person or replaces the one it has (one per club). */
export async function upsertContact(db: DbOrTx, values: ContactValues): Promise<ContactRow> {
  const { clubId: _clubId, ...changes } = values;
  const [row] = await db
    .insert(clubContacts)
    .values(values)
    .onConflictDoUpdate({ target: clubContacts.clubId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function findBank(db: DbOrTx, clubId: string): Promise<BankRow | undefined> {
  const [row] = await db.select().from(clubBanks).where(eq(clubBanks.clubId, clubId));
  return row;
}

export type BankValues = Omit<typeof clubBanks.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Creates the club's bank account or replaces the one it has (one per club). */
export async function upsertBank(db: DbOrTx, values: BankValues): Promise<BankRow> {
  const { clubId: _clubId, ...changes } = values;
  const [row] = await db
    .insert(clubBanks)
    .values(values)
    .onConflictDoUpdate({ target: clubBanks.clubId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function findDocuments(db: DbOrTx, clubId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(clubDocuments)
    .where(eq(clubDocuments.clubId, clubId))
    .orderBy(asc(clubDocuments.kind));
}

/**
 * The clubs an e-mail administers, in the order a session picks its club (docs/decisions/004): the clubs
 * where it is ROLE_CLUB first, then finance, then operator; within a role the most recently created club.
 */
export async function findMemberships(db: DbOrTx, email: string) {
  const rows = await db
    .select({ club: clubs, role: clubAdmins.role })
    .from(clubAdmins)
    .innerJoin(clubs, eq(clubs.id, clubAdmins.clubId))
    .where(eq(clubAdmins.email, email))
    .orderBy(
      sql`case ${clubAdmins.role} when 'ROLE_CLUB' then 0 when 'ROLE_CLUB_FINANCE' then 1 else 2 end`,
      desc(clubs.createdAt),
      asc(clubs.id),
    );
  return rows;
}

/** Which of these clubs have a contact person and a bank account (for the completed step). */
export async function findRegistrationParts(db: DbOrTx, clubIds: string[]) {
  if (clubIds.length === 0) return { contacts: new Set<string>(), banks: new Set<string>() };
  const [contactRows, bankRows] = await Promise.all([
    db
      .select({ clubId: clubContacts.clubId })
      .from(clubContacts)
      .where(inArray(clubContacts.clubId, clubIds)),
    db.select({ clubId: clubBanks.clubId }).from(clubBanks).where(inArray(clubBanks.clubId, clubIds)),
  ]);
  return {
    contacts: new Set(contactRows.map((row) => row.clubId)),
    banks: new Set(bankRows.map((row) => row.clubId)),
  };
}

// ---- Invitations (issue 17: a role only once the person accepts) ------------------------------------------------

/** The club's open invitations. */
export async function findInvitations(db: DbOrTx, clubId: string): Promise<AdminRow[]> {
  return db
    .select({ email: clubAdminInvitations.email, role: clubAdminInvitations.role })
    .from(clubAdminInvitations)
    .where(eq(clubAdminInvitations.clubId, clubId))
    .orderBy(asc(clubAdminInvitations.createdAt), asc(clubAdminInvitations.email));
}

/** Invites (or changes the role of an open invitation); true when the invitation is new. */
export async function upsertInvitation(
  db: DbOrTx,
  values: { clubId: string; email: string; role: string; invitedBy: string; tokenHash: string },
): Promise<boolean> {
  // An invitation already open keeps its token (the mail that carries it is not sent again).
  const [row] = await db
    .insert(clubAdminInvitations)
    .values(values)
    .onConflictDoUpdate({
      target: [clubAdminInvitations.clubId, clubAdminInvitations.email],
      set: { role: values.role },
    })
    .returning({ fresh: sql<boolean>`(xmax = 0)` });
  return row?.fresh ?? false;
}

/** Withdraws the invitations of e-mails no longer named. */
export async function deleteInvitationsExcept(db: DbOrTx, clubId: string, keep: string[]): Promise<void> {
  await db
    .delete(clubAdminInvitations)
    .where(
      and(
        eq(clubAdminInvitations.clubId, clubId),
        keep.length > 0 ? notInArray(clubAdminInvitations.email, keep) : undefined,
      ),
    );
}

/**
 * Ends one invitation (accepted or declined); its role, or undefined when there was none. With `tokenHash`, only
 * the invitation whose mail carried that token.
 */
export async function takeInvitation(
  db: DbOrTx,
  clubId: string,
  email: string,
  tokenHash?: string,
): Promise<{ role: string; invitedBy: string | null } | undefined> {
  const [row] = await db
    .delete(clubAdminInvitations)
    .where(
      and(
        eq(clubAdminInvitations.clubId, clubId),
        eq(clubAdminInvitations.email, email),
        tokenHash === undefined ? undefined : eq(clubAdminInvitations.tokenHash, tokenHash),
      ),
    )
    .returning({ role: clubAdminInvitations.role, invitedBy: clubAdminInvitations.invitedBy });
  return row;
}

/** Who to tell that an invitation was declined: the inviter's account (if it still exists) and the club. */
export async function findInviterOf(db: DbOrTx, inviterId: string, clubId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      preferredLanguage: users.preferredLanguage,
      clubName: clubs.name,
    })
    .from(users)
    .innerJoin(clubs, eq(clubs.id, clubId))
    .where(and(eq(users.id, inviterId), isNull(users.deletedAt)));
  return row;
}

/** Makes an accepted invitation a role. */
export async function addAdmin(db: DbOrTx, clubId: string, email: string, role: string): Promise<void> {
  await db
    .insert(clubAdmins)
    .values({ clubId, email, role })
    .onConflictDoUpdate({ target: [clubAdmins.clubId, clubAdmins.email], set: { role } });
}

/** Changes the role of someone who already has one (no invitation needed: they accepted the club before). */
export async function setAdminRole(db: DbOrTx, clubId: string, email: string, role: string): Promise<void> {
  await db
    .update(clubAdmins)
    .set({ role })
    .where(and(eq(clubAdmins.clubId, clubId), eq(clubAdmins.email, email)));
}

/** Removes the roles of e-mails no longer named. */
export async function deleteAdminsExcept(db: DbOrTx, clubId: string, keep: string[]): Promise<void> {
  await db
    .delete(clubAdmins)
    .where(
      and(eq(clubAdmins.clubId, clubId), keep.length > 0 ? notInArray(clubAdmins.email, keep) : undefined),
    );
}

/**
 * The invitations addressed to one e-mail, newest first, with what the person needs to decide; with
 * `tokenHash`, only the one whose mail carried that token.
 */
export async function findInvitationsTo(db: DbOrTx, email: string, tokenHash?: string) {
  return db
    .select({
      clubId: clubs.id,
      clubName: clubs.name,
      shortName: clubs.shortName,
      logo: clubs.logo,
      role: clubAdminInvitations.role,
      invitedAt: clubAdminInvitations.createdAt,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
    })
    .from(clubAdminInvitations)
    .innerJoin(clubs, eq(clubs.id, clubAdminInvitations.clubId))
    .leftJoin(users, and(eq(users.id, clubAdminInvitations.invitedBy), isNull(users.deletedAt)))
    .where(
      and(
        eq(clubAdminInvitations.email, email),
        tokenHash === undefined ? undefined : eq(clubAdminInvitations.tokenHash, tokenHash),
      ),
    )
    .orderBy(desc(clubAdminInvitations.createdAt), asc(clubs.name));
}
