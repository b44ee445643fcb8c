// @database: sessions, their revocation and its announcement (NOTIFY); run on PostgreSQL too (vitest.config.ts).
import { confirmation, MESSAGES, TIMERS } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { auditLog, clubAdmins } from '../src/db/schema-clubs';
import { clubAdminInvitations } from '../src/db/schema-invitations';
import { latestMail, STRONG_PASSWORD, signUp, uniqueEmail, useTestApp } from './helpers';
import { clubWithAdmins } from './offers.helpers';
import { advance } from './subscriptions.helpers';

/**
 * Issue 47, "change the e-mail address": the new address proves its mailbox before it replaces the old one; the
 * old address is told, with a link that undoes the change for 7 days (by the platform's clock); the sessions
 * stay; both steps are in the audit log; club roles and open invitations move with the address. Before this work
 * no call changed the address at all (404).
 */

const t = useTestApp();

const change = (token: string, newEmail: string, password = STRONG_PASSWORD) =>
  t.post('/api/users/change-email', { newEmail, password }, token);

function linkParam(text: string, name: 'token' | 'undo'): string {
  const match = new RegExp(`/email-change\\?${name}=([^&\\s]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${name} link in mail:\n${text}`);
  return decodeURIComponent(match[1]);
}

async function emailOf(id: string) {
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row?.email;
}

async function auditOf(userId: string) {
  return t.db
    .select({ action: auditLog.action, actorEmail: auditLog.actorEmail, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.actorUserId, userId))
    .orderBy(auditLog.createdAt);
}

describe('changing the e-mail address', () => {
  it('changes only once the new address follows its link; the old one is told; sessions stay; audited', async () => {
    const person = await signUp(t, { preferredLanguage: 'it', firstName: 'Lia' });
    const newEmail = uniqueEmail('lia-new');

    // The password again, not just a session: a stolen session alone cannot take the account's address.
    const wrong = await change(person.token, newEmail, 'Falsch!Pass1');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MESSAGES.currentPasswordWrong);
    expect(wrong.body.fields.password.key).toBe('currentPasswordWrong');
    const same = await change(person.token, person.email.toUpperCase());
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(MESSAGES.emailChangeSameAddress);
    const other = await signUp(t);
    const taken = await change(person.token, other.email);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(MESSAGES.emailTaken);
    expect((await change('', newEmail)).status).toBe(401);

    const asked = await change(person.token, newEmail);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toEqual(confirmation('emailChangeSent'));
    // Nothing changes before the link is followed.
    expect(await emailOf(person.id)).toBe(person.email);
    const confirmMail = await latestMail(t, newEmail, 'confirmEmailChange');
    expect(confirmMail!.subject).toBe('Conferma il tuo nuovo indirizzo e-mail su Tifo');
    expect(confirmMail!.text).toContain(`da ${person.email} a ${newEmail}`);

    const confirmed = await t.post('/api/users/confirm-email-change', {
      token: linkParam(confirmMail!.text, 'token'),
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual(confirmation('emailChanged'));
    expect(await emailOf(person.id)).toBe(newEmail);
    // A link works once.
    const again = await t.post('/api/users/confirm-email-change', {
      token: linkParam(confirmMail!.text, 'token'),
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MESSAGES.emailChangeLinkInvalid);

    // The old address is told, in the person's language, with the undo link and its end.
    const told = await latestMail(t, person.email, 'emailChanged');
    expect(told!.subject).toBe('L’indirizzo e-mail del tuo account Tifo è stato cambiato');
    expect(told!.text).toContain(`ora è ${newEmail} invece di ${person.email}`);
    expect(told!.text).toMatch(/fino al \d\d\.\d\d\.\d{4} \d\d:\d\d/);
    expect(told!.text).toContain('/email-change?undo=');

    // The session stays and now speaks for the new address; the old one no longer logs in, the new one does.
    const details = await t.post('/api/users/id', { userId: person.id }, person.token);
    expect(details.status).toBe(200);
    expect(details.body.email).toBe(newEmail);
    expect(details.body.verified).toBe(true);
    expect(
      (await t.post('/api/users/login', { email: person.email, password: STRONG_PASSWORD })).status,
    ).toBe(401);
    expect((await t.post('/api/users/login', { email: newEmail, password: STRONG_PASSWORD })).status).toBe(
      200,
    );
    const refreshed = await t.post('/api/users/token-refresh', { refreshToken: person.refreshToken });
    expect(refreshed.status).toBe(200);

    // Nobody may take the old address while its undo link lives: not by signing up, not by changing to it.
    const squatter = await t.post('/api/users', {
      firstName: 'Eva',
      lastName: 'Dieb',
      email: person.email,
      password: STRONG_PASSWORD,
      preferredLanguage: 'de',
    });
    expect(squatter.status).toBe(409);
    expect(squatter.body.message).toBe(MESSAGES.emailTaken);
    expect((await change(other.token, person.email)).status).toBe(409);

    expect(await auditOf(person.id)).toEqual([
      { action: 'account.emailChanged', actorEmail: newEmail, details: { from: person.email, to: newEmail } },
    ]);
  });

  it('undoes within 7 days: the old address and the club roles come back, every session ends', async () => {
    const { club, admin } = await clubWithAdmins(t, `ec${Date.now().toString(36)}`);
    const [row] = await t.db.select().from(users).where(eq(users.email, admin.email));
    const login = await t.post('/api/users/login', { email: admin.email, password: STRONG_PASSWORD });
    const other = await clubWithAdmins(t, `ed${Date.now().toString(36)}`);
    await t.db
      .insert(clubAdminInvitations)
      .values({ clubId: other.club.id, email: admin.email, role: 'ROLE_CLUB_FINANCE' });
    const newEmail = uniqueEmail('taken-over');

    expect((await change(admin.token, newEmail)).status).toBe(200);
    const confirmMail = await latestMail(t, newEmail, 'confirmEmailChange');
    await t.post('/api/users/confirm-email-change', { token: linkParam(confirmMail!.text, 'token') });

    // The club role and the open invitation moved with the address: the dashboard still knows the admin.
    const roles = await t.db.select().from(clubAdmins).where(eq(clubAdmins.clubId, club.id));
    expect(roles.find((role) => role.role === 'ROLE_CLUB')?.email).toBe(newEmail);
    const invited = await t.db
      .select({ email: clubAdminInvitations.email })
      .from(clubAdminInvitations)
      .where(eq(clubAdminInvitations.clubId, other.club.id));
    expect(invited.map((invitation) => invitation.email)).toContain(newEmail);
    const details = await t.post('/api/users/id', { userId: row!.id }, admin.token);
    expect(details.body.clubId).toBe(club.id);
    expect(details.body.roles).toContain('ROLE_CLUB');

    // A second change asked for meanwhile: the undo stops it.
    const third = uniqueEmail('third');
    expect((await change(admin.token, third)).status).toBe(200);

    await advance(t, 6);
    const undoToken = linkParam((await latestMail(t, admin.email, 'emailChanged'))!.text, 'undo');
    const undone = await t.post('/api/users/undo-email-change', { token: undoToken });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body).toEqual(confirmation('emailChangeUndone'));
    expect(await emailOf(row!.id)).toBe(admin.email);
    const back = await t.db
      .select()
      .from(clubAdmins)
      .where(and(eq(clubAdmins.clubId, club.id), eq(clubAdmins.role, 'ROLE_CLUB')));
    expect(back.map((role) => role.email)).toEqual([admin.email]);

    // Every session ends: whoever changed the address is out, the owner logs in again and sets a new password.
    expect((await t.post('/api/users/id', { userId: row!.id }, admin.token)).status).toBe(401);
    expect((await t.post('/api/users/token-refresh', { refreshToken: login.body.refreshToken })).status).toBe(
      401,
    );
    const told = await latestMail(t, admin.email, 'emailChangeUndone');
    expect(told!.subject).toBe('Dein Konto bei Tifo hat wieder seine bisherige E-Mail-Adresse');
    expect(told!.text).toContain('/forgot-password');
    const thirdMail = await latestMail(t, third, 'confirmEmailChange');
    const thirdStops = await t.post('/api/users/confirm-email-change', {
      token: linkParam(thirdMail!.text, 'token'),
    });
    expect(thirdStops.status).toBe(400);
    expect(thirdStops.body.message).toBe(MESSAGES.emailChangeLinkInvalid);
    expect((await t.post('/api/users/undo-email-change', { token: undoToken })).status).toBe(400);

    expect((await auditOf(row!.id)).map((entry) => [entry.action, entry.details])).toEqual([
      ['account.emailChanged', { from: admin.email, to: newEmail }],
      ['account.emailChangeUndone', { from: newEmail, to: admin.email }],
    ]);
  });

  it('ends the undo window after 7 days by the platform clock: the link is refused, the old address is free', async () => {
    const person = await signUp(t);
    const newEmail = uniqueEmail('moved');
    await change(person.token, newEmail);
    const confirmMail = await latestMail(t, newEmail, 'confirmEmailChange');
    await t.post('/api/users/confirm-email-change', { token: linkParam(confirmMail!.text, 'token') });
    const undoToken = linkParam((await latestMail(t, person.email, 'emailChanged'))!.text, 'undo');

    await advance(t, TIMERS.emailChangeUndoMs / 86_400_000 + 1);
    const late = await t.post('/api/users/undo-email-change', { token: undoToken });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(MESSAGES.emailChangeLinkInvalid);
    expect(await emailOf(person.id)).toBe(newEmail);
    // The old address is nobody's any more: a new account may have it.
    const fresh = await t.post('/api/users', {
      firstName: 'Neu',
      lastName: 'Konto',
      email: person.email,
      password: STRONG_PASSWORD,
      preferredLanguage: 'fr',
    });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(201);
  });

  it('refuses a confirmation link of an address the account no longer has, and one somebody took meanwhile', async () => {
    const person = await signUp(t);
    const first = uniqueEmail('first');
    await change(person.token, first);
    const firstMail = await latestMail(t, first, 'confirmEmailChange');
    // Another account signs up with the same new address before the link is followed.
    await signUp(t, { email: first });
    const refused = await t.post('/api/users/confirm-email-change', {
      token: linkParam(firstMail!.text, 'token'),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.emailTaken);
    expect(await emailOf(person.id)).toBe(person.email);
    expect((await t.post('/api/users/confirm-email-change', { token: 'x'.repeat(40) })).body.message).toBe(
      MESSAGES.emailChangeLinkInvalid,
    );
  });
});
