// @database: sessions, their revocation and its announcement (NOTIFY); run on PostgreSQL too (vitest.config.ts).
import { MESSAGES } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { auditLog, clubs } from '../src/db/schema-clubs';
import { donations, subscriptions } from '../src/db/schema-payments';
import { operator, payoutClub } from './dashboard.helpers';
import { errorAnswer, fieldTexts, latestMail, STRONG_PASSWORD, useTestApp } from './helpers';
import { membershipClub } from './memberships.helpers';
import { card, donor } from './payments.helpers';
import { advance, payThroughChallenge, SUB_CARDS, subscriptionProduct } from './subscriptions.helpers';

/**
 * Issue 45, "the operator can stop misuse" (PRODUCT.md §moderation): suspend a person, take an organisation down, each with
 * a required reason kept in the audit log and shown to whoever is concerned, and lift either without losing
 * anything or charging a period twice. None of it existed on 2026-12-01's main.
 */

const t = useTestApp();
let staff: Awaited<ReturnType<typeof operator>> & { id: string };

beforeAll(async () => {
  const who = await operator(t);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, who.email));
  staff = { ...who, id: row!.id };
});

const REASON = 'Betrugsverdacht: Kartenzahlungen mit gestohlenen Karten (Fall 2026-118).';
const act = (path: string, body: Record<string, unknown>, token = staff.token) =>
  t.post(`/api/admin/moderation/${path}`, body, token);
const chargesOf = async (userId: string) =>
  (await t.db.select().from(donations).where(eq(donations.userId, userId))).length;

describe('suspending a person', () => {
  it('ends every session, refuses the login with the reason, audits and mails it; lifting opens it again', async () => {
    const person = await donor(t, 'suspect');
    await t.db
      .update(users)
      .set({ preferredLanguage: 'fr', firstName: 'Sami' })
      .where(eq(users.id, person.id));
    const login = await t.post('/api/users/login', { email: person.email, password: STRONG_PASSWORD });
    const second = login.body as { token: string; refreshToken: string };

    // Found by e-mail and by name; only the operator may ask.
    const found = await act('search', { query: person.email.slice(0, 12) });
    expect(found.status).toBe(200);
    expect(found.body.people).toContainEqual(expect.objectContaining({ id: person.id, suspended: null }));
    expect(fieldTexts((await act('search', { query: 'S' })).body.fields)).toEqual({
      query: MESSAGES.moderationQueryInvalid,
    });
    expect((await act('search', { query: person.email }, person.token)).status).toBe(403);
    expect(
      (await t.post('/api/admin/moderation/suspend-person', { userId: person.id, reason: REASON })).status,
    ).toBe(401);

    // The reason is required.
    for (const reason of [undefined, '', 'zu kurz']) {
      const refused = await act('suspend-person', { userId: person.id, reason });
      expect(refused.status).toBe(400);
      expect(fieldTexts(refused.body.fields)).toEqual({ reason: MESSAGES.moderationReasonRequired });
    }
    const own = await act('suspend-person', { userId: staff.id, reason: REASON });
    expect(own.body.message).toBe(MESSAGES.moderationOwnAccount);

    const suspended = await act('suspend-person', { userId: person.id, reason: REASON });
    expect(suspended.status).toBe(200);
    expect(suspended.body.message).toBe(MESSAGES.personSuspended);
    expect((await act('suspend-person', { userId: person.id, reason: REASON })).status).toBe(409);

    // Every session ends at once: the access tokens and the refresh token of both logins.
    for (const token of [person.token, second.token]) {
      expect((await t.post('/api/users/id', { userId: person.id }, token)).status).toBe(401);
    }
    expect((await t.post('/api/users/token-refresh', { refreshToken: second.refreshToken })).status).toBe(
      401,
    );
    // Login is refused with the reason, only to whoever knows the password.
    const refused = await t.post('/api/users/login', { email: person.email, password: STRONG_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ ...errorAnswer('account_suspended', 'accountSuspended'), reason: REASON });
    const wrong = await t.post('/api/users/login', { email: person.email, password: 'Falsch!Pass9' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.reason).toBeUndefined();

    const mail = await latestMail(t, person.email, 'personSuspended');
    expect(mail!.subject).toBe('Votre compte Tifo est suspendu');
    expect(mail!.text).toContain(REASON);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'person.suspended'), eq(auditLog.actorUserId, staff.id)));
    expect(entry?.details).toEqual({ email: person.email, reason: REASON });
    const listed = await act('search', { query: person.email });
    expect(listed.body.people[0]).toMatchObject({
      id: person.id,
      suspended: { reason: REASON, by: staff.email, at: expect.any(String) },
    });

    const lifted = await act('restore-person', {
      userId: person.id,
      reason: 'Abgeklärt: Karten gehören ihr.',
    });
    expect(lifted.body.message).toBe(MESSAGES.personRestored);
    expect(
      (await t.post('/api/users/login', { email: person.email, password: STRONG_PASSWORD })).status,
    ).toBe(200);
    expect((await latestMail(t, person.email, 'personRestored'))!.text).toContain(
      'Abgeklärt: Karten gehören ihr.',
    );
  });

  it('charges nothing while suspended, and lifting it skips the missed weeks instead of charging them', async () => {
    const { product } = await subscriptionProduct(t, { period: 'week' });
    const person = await donor(t, 'weekly');
    const pm = await card(t, person.token, SUB_CARDS.renews);
    const paid = await payThroughChallenge(t, person.token, {
      productId: product.id,
      amount: 20,
      paymentMethodId: pm,
    });
    expect(paid.body.status).toBe('succeeded');
    await advance(t, 7);
    expect(await chargesOf(person.id)).toBe(2);

    await act('suspend-person', { userId: person.id, reason: REASON });
    await advance(t, 21);
    expect(await chargesOf(person.id)).toBe(2);

    await act('restore-person', { userId: person.id, reason: 'Abgeklärt, kein Betrug.' });
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, person.id));
    const now = new Date((await t.get('/dev/clock')).body.now);
    expect(sub!.nextChargeAt.getTime()).toBeGreaterThan(now.getTime());
    expect(sub!.nextChargeAt.getTime() - now.getTime()).toBeLessThanOrEqual(7 * 86_400_000);
    // The three missed weeks are skipped (period numbers move on), never charged later or twice.
    expect(sub!.nextPeriod).toBe(5);
    await advance(t, 7);
    expect(await chargesOf(person.id)).toBe(3);
  });
});

describe('taking an organisation down', () => {
  it('gone from its page (410) and every list, no checkout or pay link, charges paused, payouts held; restored intact', async () => {
    const parties = await membershipClub(t, { priceRappen: 3000, period: 'month' });
    const { club, product } = parties;
    const supporter = await donor(t, 'fanofclub');
    const pm = await card(t, supporter.token);
    const added = await t.post(
      '/api/memberships',
      {
        clubId: club.id,
        productId: product.id,
        userEmail: supporter.email,
        firstName: 'Fabi',
        lastName: 'Fan',
        initialAmount: 30,
        startingDate: String((await t.get('/dev/clock')).body.now).slice(0, 10),
      },
      parties.admin.token,
    );
    const invoiceId = added.body.membership.invoices[0].id as string;
    const before = await t.post('/api/clubs/all', { pageId: 0, pageSize: 100, search: club.name });

    const refused = await act('take-down', { clubId: club.id, reason: 'kurz' });
    expect(fieldTexts(refused.body.fields)).toEqual({ reason: MESSAGES.moderationReasonRequired });
    const down = await act('take-down', { clubId: club.id, reason: REASON });
    expect(down.status).toBe(200);
    expect(down.body.message).toBe(MESSAGES.organisationTakenDown);

    const page = await t.post('/api/clubs/details', { shortName: club.shortName });
    expect(page.status).toBe(410);
    expect(page.body).toEqual(errorAnswer('gone', 'clubUnavailable'));
    // Its admins still see it, with the reason on their dashboard.
    expect(
      (await t.post('/api/clubs/details', { shortName: club.shortName }, parties.admin.token)).status,
    ).toBe(200);
    const mine = await t.post('/api/clubs/mine', {}, parties.admin.token);
    expect(mine.body.content[0]).toMatchObject({ status: 'taken_down', takenDown: { reason: REASON } });
    const after = await t.post('/api/clubs/all', { pageId: 0, pageSize: 100, search: club.name });
    expect(before.body.content.map((c: { id: string }) => c.id)).toContain(club.id);
    expect(after.body.content.map((c: { id: string }) => c.id)).not.toContain(club.id);
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(club.shortName);

    // Checkout and the member's pay link are refused.
    for (const body of [
      { productId: product.id, amount: 30, paymentMethodId: pm },
      { productId: product.id, amount: 30, paymentMethodId: pm, invoiceId },
    ]) {
      const pay = await t.post('/api/payments/pay', body, supporter.token);
      expect(pay.status).toBe(410);
      expect(pay.body.message).toBe(MESSAGES.clubUnavailable);
    }
    // Payouts are held, with the reason named.
    const overview = await t.get('/api/admin/payouts', staff.token);
    const balance = overview.body.balances.find((row: { clubId: string }) => row.clubId === club.id);
    if (balance) expect(balance.blockedBy).toBe('takenDown');
    // Its administrators know why.
    expect((await latestMail(t, parties.admin.email, 'clubTakenDown'))!.text).toContain(REASON);
    expect(await latestMail(t, parties.finance.email, 'clubTakenDown')).toBeUndefined();

    const restored = await act('restore-organisation', {
      clubId: club.id,
      reason: 'Abgeklärt mit dem Verband.',
    });
    expect(restored.body.message).toBe(MESSAGES.organisationRestored);
    const [row] = await t.db.select().from(clubs).where(eq(clubs.id, club.id));
    expect(row).toMatchObject({ status: 'verified', takenDownAt: null, statusBeforeTakedown: null });
    expect((await t.post('/api/clubs/details', { shortName: club.shortName })).status).toBe(200);
    const paidNow = await t.post(
      '/api/payments/pay',
      { productId: product.id, amount: 30, paymentMethodId: pm, invoiceId },
      supporter.token,
    );
    expect(paidNow.body.status).toBe('succeeded');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.clubId, club.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['club.restored', 'club.takenDown']);
  });

  it("pauses the club's subscriptions while down and skips the missed periods when restored", async () => {
    const { club, product } = await subscriptionProduct(t, { period: 'week' });
    const person = await donor(t, 'clubweekly');
    const pm = await card(t, person.token, SUB_CARDS.renews);
    await payThroughChallenge(t, person.token, { productId: product.id, amount: 20, paymentMethodId: pm });
    expect(await chargesOf(person.id)).toBe(1);
    await act('take-down', { clubId: club.id, reason: REASON });
    await advance(t, 15);
    expect(await chargesOf(person.id)).toBe(1);
    await act('restore-organisation', { clubId: club.id, reason: 'Sperre war ein Irrtum.' });
    await advance(t, 7);
    expect(await chargesOf(person.id)).toBe(2);
  });
});

describe('a hold on payouts', () => {
  it('needs a reason, which the audit log keeps', async () => {
    const { club } = await payoutClub(t);
    const url = `/api/admin/clubs/${club.id}/payout-hold`;
    for (const body of [{ held: true }, { held: true, reason: '' }, { held: true, reason: ' a ' }]) {
      const refused = await t.put(url, body, staff.token);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(fieldTexts(refused.body.fields)).toEqual({ reason: MESSAGES.holdReasonRequired });
    }
    expect((await t.put(url, { held: true, reason: 'Streitfall mit dem Verband' }, staff.token)).status).toBe(
      200,
    );
    expect((await t.put(url, { held: false }, staff.token)).status).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.clubId, club.id));
    expect(audit.map((entry) => [entry.action, entry.details])).toEqual(
      expect.arrayContaining([
        ['payouts.held', { reason: 'Streitfall mit dem Verband' }],
        ['payouts.released', {}],
      ]),
    );
  });
});
