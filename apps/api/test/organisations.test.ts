// @database: unique constraints and conflicts between concurrent writes; run on PostgreSQL too (vitest.config.ts).
import {
  adminMustRegisterMessage,
  BankDetails,
  ClubPrivate,
  ContactPerson,
  MESSAGES,
  MyClubsResponse,
  messageText,
  RegistrationDetails,
} from '@tifo/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { clubAdmins, clubBanks, clubs } from '../src/db/schema-clubs';
import { forgetPublicClubCount } from '../src/modules/clubs/queries';
import { decryptIban } from '../src/modules/organisations/iban-crypto';
import { createSportType } from '../src/seed/factories';
import { errorAnswer, fieldTexts, said, signUp, useTestApp } from './helpers';
import { clubRequestBody } from './support/club-body';

/** A valid Swiss IBAN (the bank's published example), as people type it and as it is stored. */
const IBAN_TYPED = 'ch93 0076 2011 6238 5295 7';
const IBAN = 'CH9300762011623852957';
const IBAN_BAD_CHECKSUM = 'CH9400762011623852957';
const QR_IBAN = 'CH4431999123000889012';
const OTHER_IBAN = 'CH5604835012345678009';

type Account = Awaited<ReturnType<typeof signUp>>;

const t = useTestApp();
let owner: Account;
let finance: Account;
let editor: Account;
let stranger: Account;
let operator: Account;
let unverified: Account;
let tagIds: number[];

/** Every account of this file by e-mail, so that the people a club names can answer their invitations. */
const accounts = new Map<string, Account>();

async function verifiedUser(overrides: Record<string, unknown> = {}): Promise<Account> {
  const account = await signUp(t, overrides);
  await t.db.update(users).set({ verified: true }).where(eq(users.id, account.id));
  accounts.set(account.email.toLowerCase(), account);
  return account;
}

/** The people a club named accept their invitations (issue 17: a role only once they do). */
async function acceptInvitations(club: ClubPrivate): Promise<void> {
  for (const admin of club.adminEmails.filter((entry) => entry.invited)) {
    const account = accounts.get(admin.email);
    if (!account) continue;
    const accepted = await t.post('/api/users/club-invitations/accept', { clubId: club.id }, account.token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  }
}

function clubBody(overrides: Record<string, unknown> = {}) {
  return clubRequestBody(tagIds, {
    adminEmails: [
      { email: owner.email, role: 'ROLE_CLUB' },
      { email: finance.email.toUpperCase(), role: 'ROLE_CLUB_FINANCE' },
      { email: editor.email, role: 'ROLE_CLUB_OPERATOR' },
    ],
    ...overrides,
  });
}

function contactBody(clubId: string, overrides: Record<string, unknown> = {}) {
  return {
    clubId,
    firstName: 'Martina',
    lastName: 'Huber',
    email: 'martina.huber@example.ch',
    contactNumber: '079 123 45 67',
    position: 'Präsidentin',
    address1: 'Seestrasse 5',
    postalCode: '8001',
    city: 'Zürich',
    country: 'CH',
    ...overrides,
  };
}

function bankBody(clubId: string, overrides: Record<string, unknown> = {}) {
  return { clubId, name: 'FC Test', iban: IBAN_TYPED, currency: 'CHF', country: 'CH', ...overrides };
}

/** Registers a club; the people it names accept their invitations unless `accept` is false. */
async function createClubAs(
  account: Account,
  overrides: Record<string, unknown> = {},
  { accept = true } = {},
) {
  const response = await t.post('/api/clubs', clubBody(overrides), account.token);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const club = ClubPrivate.parse(response.body);
  if (accept) await acceptInvitations(club);
  return club;
}

/** A club with contact person and bank, saved through the API by its owner. */
async function registeredClub() {
  const club = await createClubAs(owner);
  expect((await t.post('/api/contacts', contactBody(club.id), owner.token)).status).toBe(200);
  const bank = await t.post('/api/banks', bankBody(club.id), owner.token);
  expect(bank.status).toBe(200);
  return { club, bankId: bank.body.id as string };
}

async function clubRow(id: string) {
  const [row] = await t.db.select().from(clubs).where(eq(clubs.id, id));
  return row;
}

beforeAll(async () => {
  for (const [tag, name] of [
    ['football', 'Fussball'],
    ['hockey', 'Eishockey'],
  ] as const) {
    await createSportType(t.db, { tag, names: { de: name, en: name, fr: name, it: name } });
  }
  const rows = await t.db.execute<{ id: number }>(sql`select id from sport_types order by id`);
  tagIds = rows.rows.map((row) => Number(row.id));
  owner = await verifiedUser();
  finance = await verifiedUser();
  editor = await verifiedUser();
  stranger = await verifiedUser();
  operator = await verifiedUser();
  await t.db
    .update(users)
    .set({ roles: ['ROLE_USER', 'ROLE_ADMIN'] })
    .where(eq(users.id, operator.id));
  unverified = await signUp(t);
});

describe('POST /api/clubs (registration step 1)', () => {
  it('creates a pending club: short name from the name, admins lower-cased, descriptions filled, located', async () => {
    const club = await createClubAs(owner, { name: 'FC Zürich-Nord 1896' });
    expect(club).toMatchObject({
      name: 'FC Zürich-Nord 1896',
      shortName: 'fc-zurich-nord-1896',
      status: 'pending',
      email: 'info@fc-test.ch',
      website: 'https://www.fc-test.ch',
      contactNumber: '+41441234567',
      address2: null,
      myRole: 'ROLE_CLUB',
      description: 'Ein Fussballclub am See.',
      descriptionDe: 'Ein Fussballclub am See.',
      descriptionFr: 'Ein Fussballclub am See.',
      descriptionIt: 'Ein Fussballclub am See.',
      tags: tagIds,
      rejectionReason: null,
    });
    // The creator holds the role; the others named are invited until they accept.
    expect(club.adminEmails).toEqual([
      { email: owner.email, role: 'ROLE_CLUB', invited: false },
      { email: finance.email.toLowerCase(), role: 'ROLE_CLUB_FINANCE', invited: true },
      { email: editor.email, role: 'ROLE_CLUB_OPERATOR', invited: true },
    ]);
    // 8001 Zürich from the locality directory.
    expect(club.latitude).toBeCloseTo(47.37, 1);
    expect(club.longitude).toBeCloseTo(8.54, 1);
    const row = await clubRow(club.id);
    expect(row?.searchText).toBe('fc zurich-nord 1896 fc zurich nord 1896 zurich 8001');
    expect(row?.createdBy).toBe(owner.id);
  });

  it('keeps coordinates that are given and texts written in other languages', async () => {
    const club = await createClubAs(owner, {
      latitude: 46.5,
      longitude: 7.5,
      description: 'A lakeside club.',
      descriptionFr: 'Un club au bord du lac.',
    });
    expect(club).toMatchObject({
      latitude: 46.5,
      longitude: 7.5,
      description: 'A lakeside club.',
      descriptionFr: 'Un club au bord du lac.',
      descriptionIt: 'Ein Fussballclub am See.',
    });
  });

  it('adds the creator as ROLE_CLUB when the list does not name them', async () => {
    const creator = await verifiedUser();
    const club = await createClubAs(creator, {
      adminEmails: [{ email: owner.email, role: 'ROLE_CLUB' }],
    });
    expect(club.adminEmails).toEqual([
      { email: creator.email, role: 'ROLE_CLUB', invited: false },
      { email: owner.email, role: 'ROLE_CLUB', invited: true },
    ]);
    expect(club.myRole).toBe('ROLE_CLUB');
  });

  it("answers 409 for a short name that is taken ('FC Basel' twice) and 400 for a reserved one", async () => {
    await createClubAs(owner, { name: 'FC Basel' });
    const twice = await t.post('/api/clubs', clubBody({ name: 'FC Basel' }), owner.token);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: 'conflict',
      message: MESSAGES.shortNameTaken,
      fields: { shortName: said('shortNameTaken') },
    });
    const upper = await t.post('/api/clubs', clubBody({ name: 'Other', shortName: 'FC-BASEL' }), owner.token);
    expect(upper.status).toBe(409);

    const reserved = await t.post('/api/clubs', clubBody({ name: 'Clubs' }), owner.token);
    expect(reserved.status).toBe(400);
    expect(reserved.body).toMatchObject({ message: MESSAGES.shortNameReserved });
    const reservedGiven = await t.post('/api/clubs', clubBody({ shortName: 'admin' }), owner.token);
    expect(reservedGiven.body.message).toBe(MESSAGES.shortNameReserved);
    const nothingLeft = await t.post('/api/clubs', clubBody({ name: '!!!' }), owner.token);
    expect(nothingLeft.status).toBe(400);
    expect(fieldTexts(nothingLeft.body.fields)).toEqual({ shortName: MESSAGES.shortNameInvalid });
    const count = await t.db.select().from(clubs).where(eq(clubs.name, 'Clubs'));
    expect(count).toEqual([]);
  });

  it('gives one of two simultaneous registrations of a name the club, the other 409', async () => {
    const [a, b] = await Promise.all([
      t.post('/api/clubs', clubBody({ name: 'FC Zwilling' }), owner.token),
      t.post('/api/clubs', clubBody({ name: 'FC Zwilling' }), owner.token),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a, b].find((response) => response.status === 409)?.body.message).toBe(MESSAGES.shortNameTaken);
    expect(await t.db.select().from(clubs).where(eq(clubs.shortName, 'fc-zwilling'))).toHaveLength(1);
  });

  it('refuses an admin e-mail without an account, naming it, and stores nothing', async () => {
    const ghost = 'Nobody-Here@Example.ch';
    const response = await t.post(
      '/api/clubs',
      clubBody({
        name: 'Ghost Admin FC',
        adminEmails: [
          { email: owner.email, role: 'ROLE_CLUB' },
          { email: ghost, role: 'ROLE_CLUB_FINANCE' },
        ],
      }),
      owner.token,
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual(
      errorAnswer('validation', adminMustRegisterMessage('nobody-here@example.ch'), {
        'adminEmails.1.email': adminMustRegisterMessage('nobody-here@example.ch'),
      }),
    );
    expect(response.body.message).toBe(
      'nobody-here@example.ch has no Tifo account yet. The person must register first.',
    );
    expect(await t.db.select().from(clubs).where(eq(clubs.name, 'Ghost Admin FC'))).toEqual([]);
    expect(
      await t.db.select().from(clubAdmins).where(eq(clubAdmins.email, 'nobody-here@example.ch')),
    ).toEqual([]);
  });

  it("needs at least one ROLE_CLUB admin: 'Select at least one Administrator'", async () => {
    const response = await t.post(
      '/api/clubs',
      clubBody({ adminEmails: [{ email: owner.email, role: 'ROLE_CLUB_FINANCE' }] }),
      owner.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Select at least one Administrator');
    const none = await t.post('/api/clubs', clubBody({ adminEmails: [] }), owner.token);
    expect(none.body.message).toBe(MESSAGES.adminsRequired);
  });

  it('repeats the contract: description in the source language, Switzerland, sport types, e-mail', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ descriptionDe: '' }, 'descriptionDe', MESSAGES.clubDescriptionRequired],
      [{ country: 'DE' }, 'country', MESSAGES.countrySwitzerlandOnly],
      [{ tags: [] }, 'tags', MESSAGES.sportTypeRequired],
      [{ email: 'not-an-address' }, 'email', MESSAGES.orgEmailInvalid],
      [{ name: 'x'.repeat(51) }, 'name', MESSAGES.clubNameTooLong],
      [{ contactNumber: 'call me' }, 'contactNumber', MESSAGES.phoneInvalid],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await t.post('/api/clubs', clubBody(overrides), owner.token);
      expect(response.status, field).toBe(400);
      expect(response.body.fields?.[field]?.message, field).toBe(message);
    }
    const unknownTag = await t.post('/api/clubs', clubBody({ tags: [999_999] }), owner.token);
    expect(unknownTag.status).toBe(400);
    expect(fieldTexts(unknownTag.body.fields)).toEqual({ tags: MESSAGES.sportTypeRequired });
  });

  it('needs a verified e-mail (403), a login (401, whatever the body)', async () => {
    const response = await t.post('/api/clubs', clubBody(), unverified.token);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.clubNeedsVerifiedEmail);
    expect((await t.post('/api/clubs', clubBody())).status).toBe(401);
    expect((await t.post('/api/clubs', { nonsense: true })).status).toBe(401);
  });
});

describe('PUT /api/clubs', () => {
  let club: ClubPrivate;
  const update = (overrides: Record<string, unknown> = {}) => {
    const { adminEmails: _admins, ...body } = clubBody({ name: club.name, ...overrides });
    return { ...body, id: club.id, ...overrides };
  };

  beforeAll(async () => {
    club = await createClubAs(owner, { name: 'Update FC' });
  });

  it('lets the owner and the editor change the club; search text and location follow', async () => {
    const byOwner = await t.put('/api/clubs', update({ city: 'Bern', postalCode: '3011' }), owner.token);
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toMatchObject({ city: 'Bern', postalCode: '3011', myRole: 'ROLE_CLUB' });
    expect(byOwner.body.latitude).toBeCloseTo(46.95, 1);
    expect((await clubRow(club.id))?.searchText).toBe('update fc update fc bern 3011');

    const byEditor = await t.put('/api/clubs', update({ hideAddress: true }), editor.token);
    expect(byEditor.status).toBe(200);
    expect(byEditor.body).toMatchObject({ hideAddress: true, myRole: 'ROLE_CLUB_OPERATOR' });
    expect(byEditor.body.adminEmails).toHaveLength(3);
    // The editor may send the list unchanged (the edit form keeps it).
    const unchanged = await t.put(
      '/api/clubs',
      update({ adminEmails: byEditor.body.adminEmails, hideAddress: false }),
      editor.token,
    );
    expect(unchanged.status).toBe(200);
  });

  it('refuses finance, strangers (403) and anonymous callers (401); unknown clubs are 404', async () => {
    const before = await clubRow(club.id);
    for (const account of [finance, stranger, unverified]) {
      const response = await t.put(
        '/api/clubs',
        update({ city: 'Basel', postalCode: '4001' }),
        account.token,
      );
      expect(response.status).toBe(403);
    }
    expect((await t.put('/api/clubs', update({ city: 'Basel' }))).status).toBe(401);
    const missing = await t.put(
      '/api/clubs',
      update({ id: '00000000-0000-4000-8000-000000000000' }),
      owner.token,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGES.clubNotFound);
    expect((await clubRow(club.id))?.city).toBe(before?.city);
  });

  it('changes the admins only for ROLE_CLUB; the editor may not', async () => {
    const newcomer = await verifiedUser();
    const admins = [
      { email: owner.email, role: 'ROLE_CLUB' },
      { email: finance.email.toLowerCase(), role: 'ROLE_CLUB_FINANCE' },
      { email: editor.email, role: 'ROLE_CLUB_OPERATOR' },
      { email: newcomer.email, role: 'ROLE_CLUB_FINANCE' },
    ];
    const byEditor = await t.put('/api/clubs', update({ adminEmails: admins }), editor.token);
    expect(byEditor.status).toBe(403);
    expect(await t.db.select().from(clubAdmins).where(eq(clubAdmins.email, newcomer.email))).toEqual([]);

    const byOwner = await t.put('/api/clubs', update({ adminEmails: admins }), owner.token);
    expect(byOwner.status).toBe(200);
    // Invited, not yet an admin.
    expect(byOwner.body.adminEmails).toContainEqual({
      email: newcomer.email,
      role: 'ROLE_CLUB_FINANCE',
      invited: true,
    });
    expect(await t.db.select().from(clubAdmins).where(eq(clubAdmins.email, newcomer.email))).toEqual([]);
    await acceptInvitations(ClubPrivate.parse(byOwner.body));

    const ghost = await t.put(
      '/api/clubs',
      update({ adminEmails: [...admins, { email: 'ghost@example.ch', role: 'ROLE_CLUB' }] }),
      owner.token,
    );
    expect(ghost.status).toBe(400);
    expect(fieldTexts(ghost.body.fields)).toEqual({
      'adminEmails.4.email': messageText(adminMustRegisterMessage('ghost@example.ch')),
    });

    const noAdministrator = await t.put(
      '/api/clubs',
      update({ adminEmails: [{ email: owner.email, role: 'ROLE_CLUB_FINANCE' }] }),
      owner.token,
    );
    expect(noAdministrator.status).toBe(400);
    expect(noAdministrator.body.message).toBe('Select at least one Administrator');
    // Nothing of the refused changes was stored.
    const stored = await t.db.select().from(clubAdmins).where(eq(clubAdmins.clubId, club.id));
    expect(stored.map((row) => row.email).sort()).toEqual(admins.map((admin) => admin.email).sort());
  });

  it('sends the statements of a club save one after another on its transaction', async () => {
    // A second statement sent on a connection that is still busy (Promise.all over a transaction) is queued by
    // pg today, with a deprecation warning, and refused from pg 9 on. pg's own test for it: a query while its
    // queue is not empty (pg/lib/client.js). Counted for a registration and an edit, which answer the club.
    const query = pg.Client.prototype.query;
    let queued = 0;
    pg.Client.prototype.query = function (this: pg.Client & { _queryQueue: unknown[] }, ...args: unknown[]) {
      if (this._queryQueue.length > 0) queued += 1;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      const created = await createClubAs(owner, { name: 'Sequence FC' });
      expect(
        (await t.put('/api/clubs', { ...update(), id: created.id, name: 'Sequence FC' }, owner.token)).status,
      ).toBe(200);
    } finally {
      pg.Client.prototype.query = query;
    }
    expect(queued).toBe(0);
  });

  it('moves the short name only while the club is not public; a public name stays', async () => {
    const moved = await t.put('/api/clubs', update({ shortName: 'update-fc-neu' }), owner.token);
    expect(moved.status).toBe(200);
    expect(moved.body.shortName).toBe('update-fc-neu');
    await createClubAs(owner, { name: 'Taken Name FC' });
    const taken = await t.put('/api/clubs', update({ shortName: 'taken-name-fc' }), owner.token);
    expect(taken.status).toBe(409);

    await t.db.update(clubs).set({ status: 'approved' }).where(eq(clubs.id, club.id));
    const locked = await t.put('/api/clubs', update({ shortName: 'elsewhere' }), owner.token);
    expect(locked.status).toBe(400);
    expect(locked.body.message).toBe(MESSAGES.shortNameLocked);
    const same = await t.put(
      '/api/clubs',
      update({ shortName: 'update-fc-neu', name: 'Renamed FC', city: 'Thun', postalCode: '3600' }),
      owner.token,
    );
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ shortName: 'update-fc-neu', name: club.name, city: 'Thun' });
    await t.db.update(clubs).set({ status: 'pending' }).where(eq(clubs.id, club.id));
  });
});

describe('POST/PUT /api/contacts (step 2)', () => {
  let club: ClubPrivate;
  beforeAll(async () => {
    club = await createClubAs(owner);
  });

  it('creates and changes the contact person for the owner and the editor', async () => {
    const missing = await t.put('/api/contacts', contactBody(club.id), owner.token);
    expect(missing.status).toBe(404);
    const created = await t.post('/api/contacts', contactBody(club.id), owner.token);
    expect(created.status).toBe(200);
    expect(ContactPerson.parse(created.body)).toMatchObject({
      clubId: club.id,
      contactNumber: '0791234567',
      address2: null,
    });
    const again = await t.post('/api/contacts', contactBody(club.id, { lastName: 'Meier' }), owner.token);
    expect(again.body).toMatchObject({ id: created.body.id, lastName: 'Meier' });
    const byEditor = await t.put(
      '/api/contacts',
      contactBody(club.id, { position: 'Aktuarin' }),
      editor.token,
    );
    expect(byEditor.status).toBe(200);
    expect(byEditor.body).toMatchObject({ id: created.body.id, position: 'Aktuarin' });
  });

  it('refuses finance and strangers (403), anonymous callers (401)', async () => {
    for (const method of ['post', 'put'] as const) {
      for (const account of [finance, stranger]) {
        expect((await t[method]('/api/contacts', contactBody(club.id), account.token)).status).toBe(403);
      }
      expect((await t[method]('/api/contacts', contactBody(club.id))).status).toBe(401);
    }
  });

  it('asks for an e-mail address, not a phone number, when the e-mail is wrong', async () => {
    const response = await t.post('/api/contacts', contactBody(club.id, { email: '12345' }), owner.token);
    expect(response.status).toBe(400);
    expect(fieldTexts(response.body.fields)).toEqual({ email: MESSAGES.orgEmailInvalid });
  });
});

describe('POST/PUT /api/banks (step 3)', () => {
  let club: ClubPrivate;
  beforeAll(async () => {
    club = await createClubAs(owner);
    await t.post('/api/contacts', contactBody(club.id), owner.token);
  });

  it('accepts an IBAN with spaces and lower case, stores it normalised and encrypted, never logs it', async () => {
    const response = await t.post('/api/banks', bankBody(club.id), owner.token);
    expect(response.status).toBe(200);
    expect(BankDetails.parse(response.body)).toMatchObject({
      clubId: club.id,
      name: 'FC Test',
      iban: IBAN,
      ibanMasked: false,
      currency: 'CHF',
      country: 'CH',
    });
    const raw = await t.db.execute<Record<string, unknown>>(
      sql`select * from club_banks where club_id = ${club.id}`,
    );
    const stored = JSON.stringify(raw.rows);
    expect(stored).not.toContain(IBAN);
    expect(stored).not.toContain('CH93 0076');
    expect(stored).not.toContain('00762011623852957');
    const [row] = await t.db.select().from(clubBanks).where(eq(clubBanks.clubId, club.id));
    expect(row?.ibanLast4).toBe('2957');
    expect(decryptIban(t.config.ibanKey, row!.ibanEncrypted)).toBe(IBAN);
    expect(t.logs.join('')).not.toContain('2011 6238');
    expect(t.logs.join('')).not.toContain('00762011623852957');
    expect((await clubRow(club.id))?.submittedAt).toBeInstanceOf(Date);
  });

  it('refuses a wrong checksum and a QR-IBAN, and keeps the saved account', async () => {
    const checksum = await t.post('/api/banks', bankBody(club.id, { iban: IBAN_BAD_CHECKSUM }), owner.token);
    expect(checksum.status).toBe(400);
    expect(fieldTexts(checksum.body.fields)).toEqual({ iban: MESSAGES.ibanInvalid });
    const qr = await t.post('/api/banks', bankBody(club.id, { iban: QR_IBAN }), owner.token);
    expect(qr.status).toBe(400);
    expect(fieldTexts(qr.body.fields)).toEqual({ iban: MESSAGES.ibanQr });
    const [row] = await t.db.select().from(clubBanks).where(eq(clubBanks.clubId, club.id));
    expect(decryptIban(t.config.ibanKey, row!.ibanEncrypted)).toBe(IBAN);
  });

  it('changes the account with PUT and its id; keeps the first submission time', async () => {
    const submitted = (await clubRow(club.id))?.submittedAt;
    const [row] = await t.db.select().from(clubBanks).where(eq(clubBanks.clubId, club.id));
    const wrongId = await t.put(
      '/api/banks',
      { ...bankBody(club.id), id: '00000000-0000-4000-8000-000000000000' },
      owner.token,
    );
    expect(wrongId.status).toBe(404);
    const changed = await t.put(
      '/api/banks',
      { ...bankBody(club.id, { iban: OTHER_IBAN, currency: 'EUR' }), id: row!.id },
      owner.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: row!.id, iban: OTHER_IBAN, currency: 'EUR' });
    expect((await clubRow(club.id))?.submittedAt).toEqual(submitted);
  });

  it('refuses finance and the editor (403), strangers (403) and anonymous callers (401)', async () => {
    const [row] = await t.db.select().from(clubBanks).where(eq(clubBanks.clubId, club.id));
    for (const account of [finance, editor, stranger]) {
      expect((await t.post('/api/banks', bankBody(club.id), account.token)).status).toBe(403);
      expect((await t.put('/api/banks', { ...bankBody(club.id), id: row!.id }, account.token)).status).toBe(
        403,
      );
    }
    expect((await t.post('/api/banks', bankBody(club.id))).status).toBe(401);
    expect((await t.put('/api/banks', { ...bankBody(club.id), id: row!.id })).status).toBe(401);
    const [after] = await t.db.select().from(clubBanks).where(eq(clubBanks.clubId, club.id));
    expect(after?.ibanEncrypted).toBe(row?.ibanEncrypted);
  });

  it('sends a rejected club back to pending for a new review', async () => {
    await t.db
      .update(clubs)
      .set({ status: 'rejected', rejectionReason: 'Statuten fehlen' })
      .where(eq(clubs.id, club.id));
    expect((await t.post('/api/banks', bankBody(club.id), owner.token)).status).toBe(200);
    const row = await clubRow(club.id);
    expect(row).toMatchObject({ status: 'pending', rejectionReason: null });
  });
});

describe('POST /api/clubs/registration-details', () => {
  it('follows the wizard: club → contact → bank gives completed steps 1, 2 and 3', async () => {
    const club = await createClubAs(owner);
    const details = async () => {
      const response = await t.post('/api/clubs/registration-details', { clubId: club.id }, owner.token);
      expect(response.status).toBe(200);
      return RegistrationDetails.parse(response.body);
    };
    expect((await details()).completedStep).toBe(1);
    await t.post('/api/contacts', contactBody(club.id), owner.token);
    expect((await details()).completedStep).toBe(2);
    await t.post('/api/banks', bankBody(club.id), owner.token);
    const complete = await details();
    expect(complete).toMatchObject({
      completedStep: 3,
      club: { id: club.id, status: 'pending' },
      contact: { lastName: 'Huber' },
      bank: { iban: IBAN, ibanMasked: false },
      documents: [],
    });
  });

  it('shows the full IBAN to ROLE_CLUB and the operator, a masked one to finance, none to the editor', async () => {
    const { club } = await registeredClub();
    const as = (account: Account) =>
      t.post('/api/clubs/registration-details', { clubId: club.id }, account.token);
    const byFinance = await as(finance);
    expect(byFinance.status).toBe(200);
    expect(byFinance.body.bank).toMatchObject({ iban: 'CH93 **** **** **** *295 7', ibanMasked: true });
    expect(byFinance.body.club).toMatchObject({ myRole: 'ROLE_CLUB_FINANCE' });
    expect(byFinance.body.club.adminEmails).toHaveLength(3);
    const byEditor = await as(editor);
    expect(byEditor.status).toBe(200);
    expect(byEditor.body).toMatchObject({ bank: null, documents: [], completedStep: 3 });
    const byOperator = await as(operator);
    expect(byOperator.body).toMatchObject({
      bank: { iban: IBAN, ibanMasked: false },
      club: { myRole: null },
    });
    expect(byOperator.body.club.adminEmails).toHaveLength(3);
    expect((await as(stranger)).status).toBe(403);
    expect((await t.post('/api/clubs/registration-details', { clubId: club.id })).status).toBe(401);
    expect(JSON.stringify((await as(finance)).body)).not.toContain('00762011623852957');
  });

  it("without clubId answers the caller's own club, or nothing", async () => {
    const founder = await verifiedUser();
    const none = await t.post('/api/clubs/registration-details', {}, founder.token);
    expect(none.body).toEqual({ club: null, contact: null, bank: null, documents: [], completedStep: 0 });
    const club = await createClubAs(founder, { adminEmails: [{ email: founder.email, role: 'ROLE_CLUB' }] });
    const own = await t.post('/api/clubs/registration-details', undefined, founder.token);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ club: { id: club.id }, completedStep: 1 });
  });
});

describe('POST /api/clubs/mine and the session club', () => {
  it("lists the caller's clubs, ROLE_CLUB first and newest first; the session shows the first", async () => {
    const person = await verifiedUser();
    const older = await createClubAs(person, { adminEmails: [{ email: person.email, role: 'ROLE_CLUB' }] });
    const newer = await createClubAs(person, { adminEmails: [{ email: person.email, role: 'ROLE_CLUB' }] });
    const financeOnly = await createClubAs(owner, {
      adminEmails: [
        { email: owner.email, role: 'ROLE_CLUB' },
        { email: person.email, role: 'ROLE_CLUB_FINANCE' },
      ],
    });
    await t.post('/api/contacts', contactBody(older.id), person.token);
    const mine = await t.post('/api/clubs/mine', undefined, person.token);
    expect(mine.status).toBe(200);
    expect(
      MyClubsResponse.parse(mine.body).content.map((club) => [club.id, club.role, club.completedStep]),
    ).toEqual([
      [newer.id, 'ROLE_CLUB', 1],
      [older.id, 'ROLE_CLUB', 2],
      [financeOnly.id, 'ROLE_CLUB_FINANCE', 1],
    ]);
    const me = await t.post('/api/users/id', { userId: person.id }, person.token);
    expect(me.status).toBe(200);
    expect(me.body.clubId).toBe(newer.id);
    expect(me.body.roles).toEqual(expect.arrayContaining(['ROLE_CLUB', 'ROLE_CLUB_FINANCE']));
    expect((await t.post('/api/clubs/mine')).status).toBe(401);
  });
});

describe('the platform operator (ROLE_ADMIN)', () => {
  it('may change any club, its admins, contact person and bank', async () => {
    const club = await createClubAs(owner);
    const { adminEmails: _admins, ...body } = clubBody({ name: club.name });
    const edited = await t.put(
      '/api/clubs',
      { ...body, id: club.id, adminEmails: [{ email: owner.email, role: 'ROLE_CLUB' }] },
      operator.token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      myRole: null,
      adminEmails: [{ email: owner.email, role: 'ROLE_CLUB' }],
    });
    expect((await t.post('/api/contacts', contactBody(club.id), operator.token)).status).toBe(200);
    const bank = await t.post('/api/banks', bankBody(club.id), operator.token);
    expect(bank.status).toBe(200);
    expect(bank.body).toMatchObject({ iban: IBAN, ibanMasked: false });
    // The operator is not an admin of the club: it does not become one of their clubs.
    const mine = await t.post('/api/clubs/mine', undefined, operator.token);
    expect(mine.body.content).toEqual([]);
  });
});

describe('a pending club page', () => {
  it('is 404 for strangers and anonymous visitors, shown to its admins and the operator', async () => {
    const club = await createClubAs(owner);
    const page = (token?: string) => t.post('/api/clubs/details', { shortName: club.shortName }, token);
    expect((await page()).status).toBe(404);
    expect((await page(stranger.token)).status).toBe(404);
    for (const account of [owner, finance, editor, operator]) {
      const response = await page(account.token);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'pending' });
    }
  });
});

describe('the directory after an edit', () => {
  it('shows a public club’s new town at once, although the public lists are cached', async () => {
    const club = await createClubAs(owner, { name: 'FC Listed Edit' });
    await t.db.update(clubs).set({ status: 'approved' }).where(eq(clubs.id, club.id));
    forgetPublicClubCount(t.db);
    const search = () =>
      t.post('/api/clubs/searchbar', { searchString: 'listed edit', pageId: 0, pageSize: 9 });
    const before = await search();
    expect(before.body.content.map((card: { city: string }) => card.city)).toEqual(['Zürich']);
    expect((await search()).body).toEqual(before.body);
    const { adminEmails: _admins, ...body } = clubBody({ name: club.name });
    const edit = await t.put(
      '/api/clubs',
      { ...body, id: club.id, postalCode: '3011', city: 'Bern' },
      owner.token,
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const after = await search();
    expect(after.body.content.map((card: { city: string }) => card.city)).toEqual(['Bern']);
  });
});
