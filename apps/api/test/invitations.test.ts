// @database: unique constraints and conflicts between concurrent writes; run on PostgreSQL too (vitest.config.ts).
import { ClubInvitations, ClubPrivate, confirmation, MESSAGES, MyClubsResponse } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../src/db/schema';
import { clubAdmins } from '../src/db/schema-clubs';
import { clubAdminInvitations } from '../src/db/schema-invitations';
import { fieldTexts, latestMail, signUp, useTestApp } from './helpers';
import { clubRequestBody, sportTypeIds } from './support/club-body';

/**
 * Issue 17's security finding "club roles without consent": naming an account in a club's admin list invites
 * it; the role exists only once the person accepts, they may decline, and nobody else changes their club.
 */

type Account = Awaited<ReturnType<typeof signUp>>;
const t = useTestApp();
let tagIds: number[];

async function verifiedUser(overrides: Record<string, unknown> = {}): Promise<Account> {
  const account = await signUp(t, overrides);
  await t.db.update(users).set({ verified: true }).where(eq(users.id, account.id));
  return account;
}

async function registerClub(creator: Account, named: { email: string; role: string }[], name?: string) {
  const response = await t.post(
    '/api/clubs',
    clubRequestBody(tagIds, {
      name: name ?? `FC Einladung ${Math.random().toString(36).slice(2, 8)}`,
      adminEmails: [{ email: creator.email, role: 'ROLE_CLUB' }, ...named],
    }),
    creator.token,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return ClubPrivate.parse(response.body);
}

const details = async (person: Account) =>
  (await t.post('/api/users/id', { userId: person.id }, person.token)).body;
const invitationsOf = async (person: Account) => {
  const response = await t.post('/api/users/club-invitations', undefined, person.token);
  expect(response.status).toBe(200);
  return ClubInvitations.parse(response.body);
};
const answer = (person: Account, clubId: string, choice: 'accept' | 'decline') =>
  t.post(`/api/users/club-invitations/${choice}`, { clubId }, person.token);

beforeAll(async () => {
  tagIds = await sportTypeIds(t.db);
});

describe('club roles by invitation', () => {
  it('naming an account gives no role: the person is mailed, and their roles and club stay as they were', async () => {
    const founder = await verifiedUser({ firstName: 'Lea', lastName: 'Brunner' });
    const person = await verifiedUser({ firstName: 'Marco', preferredLanguage: 'it' });
    const own = await registerClub(person, []);
    expect((await details(person)).clubId).toBe(own.id);

    const club = await registerClub(founder, [{ email: person.email, role: 'ROLE_CLUB' }], 'FC Fremd');
    expect(club.adminEmails).toContainEqual({ email: person.email, role: 'ROLE_CLUB', invited: true });
    // No role in the club: not in the person's clubs, no access, the session's club unchanged.
    expect(await t.db.select().from(clubAdmins).where(eq(clubAdmins.clubId, club.id))).toEqual([
      expect.objectContaining({ email: founder.email, role: 'ROLE_CLUB' }),
    ]);
    const me = await details(person);
    expect(me.clubId).toBe(own.id);
    const mine = MyClubsResponse.parse((await t.post('/api/clubs/mine', undefined, person.token)).body);
    expect(mine.content.map((entry) => entry.id)).toEqual([own.id]);
    const edit = await t.post('/api/clubs/registration-details', { clubId: club.id }, person.token);
    expect(edit.status).toBe(403);
    // The invitation mail, in the person's language, names who invited them and the role.
    const mail = await latestMail(t, person.email, 'clubInvitation');
    expect(mail?.language).toBe('it');
    expect(mail?.subject).toBe('Lea ti invita a gestire «FC Fremd» su Tifo');
    expect(mail?.text).toContain('«Amministratore» di «FC Fremd»');
    expect(mail?.text).toContain('http://tifo.test/profile/user?tab=overview');
    // … and the profile lists it.
    expect(await invitationsOf(person)).toEqual([
      {
        clubId: club.id,
        clubName: 'FC Fremd',
        shortName: club.shortName,
        logo: null,
        role: 'ROLE_CLUB',
        invitedAt: expect.any(String),
        invitedBy: 'Lea Brunner',
      },
    ]);
  });

  it('accepting gives the named role; the club then lists the person as an admin', async () => {
    const founder = await verifiedUser();
    const person = await verifiedUser();
    const club = await registerClub(founder, [{ email: person.email, role: 'ROLE_CLUB_FINANCE' }]);
    // Nobody else can answer it for them.
    const stranger = await verifiedUser();
    const foreign = await answer(stranger, club.id, 'accept');
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(MESSAGES.invitationNotFound);

    const accepted = await answer(person, club.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual(confirmation('invitationAccepted'));
    const me = await details(person);
    expect(me.roles).toContain('ROLE_CLUB_FINANCE');
    expect(me.clubId).toBe(club.id);
    expect(await invitationsOf(person)).toEqual([]);
    const seen = await t.post('/api/clubs/registration-details', { clubId: club.id }, founder.token);
    expect(seen.body.club.adminEmails).toContainEqual({
      email: person.email,
      role: 'ROLE_CLUB_FINANCE',
      invited: false,
    });
    // Answered once.
    expect((await answer(person, club.id, 'accept')).status).toBe(404);
  });

  it('declining ends the invitation and gives nothing; a withdrawn invitation can no longer be accepted', async () => {
    const founder = await verifiedUser();
    const decliner = await verifiedUser();
    const withdrawn = await verifiedUser();
    const club = await registerClub(founder, [
      { email: decliner.email, role: 'ROLE_CLUB' },
      { email: withdrawn.email, role: 'ROLE_CLUB_OPERATOR' },
    ]);
    const declined = await answer(decliner, club.id, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual(confirmation('invitationDeclined'));
    expect((await details(decliner)).roles).toEqual(['ROLE_USER']);
    expect(await invitationsOf(decliner)).toEqual([]);

    // The founder takes the other name off the list before it is answered.
    const { adminEmails: _named, ...rest } = club;
    const update = {
      ...rest,
      address2: '',
      website: '',
      tags: tagIds,
      sourceLanguage: 'de',
      adminEmails: [{ email: founder.email, role: 'ROLE_CLUB' }],
    };
    const changed = await t.put('/api/clubs', update, founder.token);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.adminEmails).toEqual([{ email: founder.email, role: 'ROLE_CLUB', invited: false }]);
    const late = await answer(withdrawn, club.id, 'accept');
    expect(late.status).toBe(404);
    expect(fieldTexts(late.body.fields)).toEqual({ clubId: MESSAGES.invitationNotFound });
    expect(
      await t.db.select().from(clubAdminInvitations).where(eq(clubAdminInvitations.clubId, club.id)),
    ).toEqual([]);
  });

  it("tells the club's administrators who joined with which role and who invited them, each in their language", async () => {
    const founder = await verifiedUser({ firstName: 'Claire', preferredLanguage: 'fr' });
    const coAdmin = await verifiedUser({ firstName: 'Urs' });
    const treasurer = await verifiedUser({ firstName: 'Nora' });
    const club = await registerClub(
      founder,
      [
        { email: coAdmin.email, role: 'ROLE_CLUB' },
        { email: treasurer.email, role: 'ROLE_CLUB_FINANCE' },
      ],
      'FC Zuwachs',
    );
    expect((await answer(coAdmin, club.id, 'accept')).status).toBe(200);
    // The founder (French) is told of Urs; Urs is not told of himself.
    const first = await latestMail(t, founder.email, 'clubInvitationAccepted');
    expect(first?.language).toBe('fr');
    expect(first?.subject).toBe(`Urs (${coAdmin.email}) gère désormais « FC Zuwachs »`);
    expect(first?.text).toContain(
      `est désormais « Administrateur » de « FC Zuwachs » (invité·e par Claire (${founder.email}))`,
    );
    expect(await latestMail(t, coAdmin.email, 'clubInvitationAccepted')).toBeUndefined();

    expect((await answer(treasurer, club.id, 'accept')).status).toBe(200);
    // Both administrators now hear of the treasurer; the treasurer's own role is not an administrator's.
    const german = await latestMail(t, coAdmin.email, 'clubInvitationAccepted');
    expect(german?.subject).toBe(`Nora (${treasurer.email}) verwaltet jetzt «FC Zuwachs» mit`);
    expect(german?.text).toContain('ist jetzt «Finanzen» von «FC Zuwachs»');
    expect(german?.text).toContain('http://tifo.test/edit/profile/club');
    const toFounder = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, founder.email), eq(emailOutbox.template, 'clubInvitationAccepted')),
      );
    expect(toFounder).toHaveLength(2);
  });

  it('tells the person who invited of a decline, in their language; nobody when that account is gone', async () => {
    const founder = await verifiedUser({ firstName: 'Claire', preferredLanguage: 'fr' });
    const nora = await verifiedUser({ firstName: 'Nora' });
    const other = await verifiedUser({ firstName: 'Tim' });
    const club = await registerClub(
      founder,
      [
        { email: nora.email, role: 'ROLE_CLUB_FINANCE' },
        { email: other.email, role: 'ROLE_CLUB' },
      ],
      'FC Absage',
    );
    expect(await latestMail(t, founder.email, 'clubInvitationDeclined')).toBeUndefined();
    expect((await answer(nora, club.id, 'decline')).status).toBe(200);
    const mail = await latestMail(t, founder.email, 'clubInvitationDeclined');
    expect(mail?.language).toBe('fr');
    expect(mail?.subject).toBe(`Nora (${nora.email}) a refusé l’invitation à « FC Absage »`);
    expect(mail?.text).toContain('Bonjour Claire');
    expect(mail?.text).toContain('à gérer « FC Absage » comme « Finances »');
    expect(mail?.text).toContain('http://tifo.test/edit/profile/club');
    // An invitation whose inviter's account is gone is declined without a mail.
    await t.db
      .update(clubAdminInvitations)
      .set({ invitedBy: null })
      .where(eq(clubAdminInvitations.email, other.email));
    expect((await answer(other, club.id, 'decline')).status).toBe(200);
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, founder.email), eq(emailOutbox.template, 'clubInvitationDeclined')),
      );
    expect(mails).toHaveLength(1);
  });

  it('needs a login', async () => {
    expect((await t.post('/api/users/club-invitations')).status).toBe(401);
    expect(
      (await t.post('/api/users/club-invitations/accept', { clubId: '00000000-0000-4000-8000-000000000000' }))
        .status,
    ).toBe(401);
  });
});
