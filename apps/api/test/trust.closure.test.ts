// @database: money booked in transactions under row locks, idempotency keys and unique constraints; run on PostgreSQL too (vitest.config.ts).
import { CLOSURE_RULES, confirmation, MESSAGES, RETENTION } from '@tifo/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { clubDocuments, clubs, favourites } from '../src/db/schema-clubs';
import { memberships } from '../src/db/schema-memberships';
import { donations, subscriptions } from '../src/db/schema-payments';
import { payouts } from '../src/db/schema-payouts';
import { applyRetention } from '../src/modules/supporter/retention';
import { createUser } from '../src/modules/users/provision';
import { createClub, createProduct } from '../src/seed/factories';
import { donorWithCard, expectLedgerInStep, give, payoutClub } from './dashboard.helpers';
import { latestMail, useTestApp } from './helpers';
import { addMember } from './memberships.helpers';
import { card } from './payments.helpers';
import { advance, payThroughChallenge, SUB_CARDS } from './subscriptions.helpers';
import { pdfText } from './support/pdf';

/**
 * Issue 45, "an organisation can close": an administrator asks, the supporters are told, the page takes no new
 * gifts, the request can be withdrawn; after 30 days (moved with /dev/clock) the job ends subscriptions and
 * memberships, the page is gone and the next payout run pays the rest below the minimum, with its statement.
 * None of it existed on 2026-12-01's main: no call closed an organisation.
 */

const t = useTestApp();

const closure = (clubId: string, token: string, withdraw = false) =>
  t.post(`/api/clubs/closure${withdraw ? '/withdraw' : ''}`, { clubId }, token);

describe('closing an organisation', () => {
  it('runs from the request to the end: notice, mails, withdrawal, ended charges, final payout, page gone', {
    timeout: 120_000,
  }, async () => {
    const party = await payoutClub(t);
    const { club } = party;
    const { product: yearly } = await createProduct(t.db, {
      clubId: club.id,
      title: 'Jahresbeitrag',
      productType: 'subscription',
      priceRappen: 600,
      recurringPeriod: 'year',
      image: '/files/products/x.jpg',
    });
    // A subscriber (French) of CHF 6 a year and, later, a gift of CHF 5: net CHF 4.80 + 4.00, below the CHF 10
    // minimum, so no run pays them before the closure.
    const fan = await donorWithCard(t, 'closefan');
    await t.db
      .update(users)
      .set({ preferredLanguage: 'fr', firstName: 'Luc' })
      .where(eq(users.email, fan.email));
    const pm = await card(t, fan.token, SUB_CARDS.renews);
    const subscribed = await payThroughChallenge(t, fan.token, {
      productId: yearly.id,
      amount: 6,
      paymentMethodId: pm,
    });
    expect(subscribed.body.status, JSON.stringify(subscribed.body)).toBe('succeeded');
    const giver = await donorWithCard(t, 'lastgift');

    // Only the club's ROLE_CLUB may ask.
    expect((await closure(club.id, party.finance.token)).status).toBe(403);
    expect((await closure(club.id, party.editor.token)).status).toBe(403);
    const asked = await closure(club.id, party.admin.token);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.message).toBe(MESSAGES.closureRequested);
    const closesAt = new Date(asked.body.closure.closesAt);
    expect(closesAt.getTime() - new Date(asked.body.closure.requestedAt).getTime()).toBe(
      CLOSURE_RULES.noticeDays * 86_400_000,
    );
    expect((await closure(club.id, party.admin.token)).body.message).toBe(MESSAGES.closureAlreadyRequested);

    // The notice: the page says so, and new gifts are refused.
    const page = await t.post('/api/clubs/details', { shortName: club.shortName });
    expect(page.body.closesAt).toBe(closesAt.toISOString());
    const refused = await t.post('/api/donations', { productId: party.product.id, amount: 5 }, giver.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.clubClosing);
    const supporterMail = await latestMail(t, fan.email, 'clubClosingSupporter');
    expect(supporterMail!.subject).toBe(`${club.name} ferme le ${swiss(closesAt)} sur Tifo`);
    expect((await latestMail(t, party.admin.email, 'clubClosureRequested'))!.text).toContain(swiss(closesAt));

    // Withdrawn: gifts again, the supporter told; then asked once more.
    const withdrawn = await closure(club.id, party.admin.token, true);
    expect(withdrawn.body).toEqual({ ...confirmation('closureWithdrawn'), closure: null });
    expect((await t.post('/api/clubs/details', { shortName: club.shortName })).body.closesAt).toBeNull();
    expect(await latestMail(t, fan.email, 'clubClosingWithdrawnSupporter')).toBeDefined();
    await give(t, giver, party.product.id, 5);
    expect((await closure(club.id, party.admin.token, true)).body.message).toBe(MESSAGES.closureNotRequested);
    const again = await closure(club.id, party.admin.token);
    const closing = new Date(again.body.closure.closesAt);
    // The sole admin cannot delete their account while the club is open.
    const [admin] = await t.db.select().from(users).where(eq(users.email, party.admin.email));
    expect((await t.post('/api/users/delete', { userId: admin!.id }, party.admin.token)).body.message).toBe(
      MESSAGES.deleteBlockedByClub,
    );

    // 30 days on (the renewals of the notice go on as before), then the closures job runs.
    const moved = await advance(t, CLOSURE_RULES.noticeDays + 1);
    expect(moved.ran).toContainEqual({ job: 'club-closures', count: 1 });
    const [row] = await t.db.select().from(clubs).where(eq(clubs.id, club.id));
    expect(row).toMatchObject({ status: 'closed', closedFromStatus: 'verified' });
    expect(row!.closedAt!.getTime()).toBeGreaterThanOrEqual(closing.getTime());
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.productId, yearly.id));
    expect(sub).toMatchObject({ status: 'cancelled', cancelReason: 'club_closed' });
    expect((await latestMail(t, party.admin.email, 'clubClosed'))!.subject).toBe(
      `${club.name} ist auf Tifo geschlossen`,
    );
    const gone = await t.post('/api/clubs/details', { shortName: club.shortName });
    expect(gone.status).toBe(410);

    // Nothing is charged afterwards (a year on: no renewal); the next run pays the rest below the minimum, with its
    // statement.
    const charged = (await t.db.select().from(donations).where(eq(donations.productId, yearly.id))).length;
    await advance(t, 370);
    expect((await t.db.select().from(donations).where(eq(donations.productId, yearly.id))).length).toBe(
      charged,
    );
    const paidOut = await t.db.select().from(payouts).where(eq(payouts.clubId, club.id));
    const last = paidOut.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    expect(last.createdAt.getTime()).toBeGreaterThan(row!.closedAt!.getTime());
    expect(paidOut).toHaveLength(1);
    expect(last.amountRappen).toBe(480 + 400);
    const link = await t.post('/api/files/name', { fileName: `payout-${last.id}.pdf` }, party.finance.token);
    const pdf = await t.app.inject({ method: 'GET', url: link.raw.body });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Auszahlungsabrechnung');
    // The books stay complete: donations, ledger and payouts are all there and balance.
    expect((await t.db.select().from(donations).where(eq(donations.clubId, club.id))).length).toBeGreaterThan(
      1,
    );
    await expectLedgerInStep(t);

    // Closed, the administrators may delete their accounts.
    const deleted = await t.post('/api/users/delete', { userId: admin!.id }, party.admin.token);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
  });

  it('ends the memberships too, and refuses a closure of a taken-down or closed club', async () => {
    const party = await payoutClub(t);
    const member = await donorWithCard(t, 'closemember');
    const { product } = await createProduct(t.db, {
      clubId: party.club.id,
      title: 'Mitgliedschaft',
      productType: 'membership',
      priceRappen: 6000,
      recurringPeriod: 'six_months',
      image: '/files/products/x.jpg',
    });
    const joined = await addMember(t, party, {
      productId: product.id,
      userEmail: member.email,
      firstName: 'Mia',
      lastName: 'Mitglied',
      initialAmount: 60,
    });
    expect(joined.status).toBe(201);
    await closure(party.club.id, party.admin.token);
    expect(await latestMail(t, member.email, 'clubClosingSupporter')).toBeDefined();
    await advance(t, CLOSURE_RULES.noticeDays + 1);
    const rows = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.clubId, party.club.id), eq(memberships.productId, product.id)));
    expect(rows.map((row) => row.status)).toEqual(['cancelled']);
    const closed = await closure(party.club.id, party.admin.token);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(MESSAGES.closureNotPossible);
  });
});

/** DD.MM.YYYY in Swiss time, as the mails write dates. */
function swiss(date: Date): string {
  return new Intl.DateTimeFormat('de-CH', {
    timeZone: 'Europe/Zurich',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

describe('the retention job on the policy periods (issue 45)', () => {
  it('removes accounts never used and club registrations never completed, and keeps the rest', async () => {
    const now = new Date();
    const monthsAgo = (months: number) => new Date(now.getTime() - months * 31 * 86_400_000);
    const made = async (prefix: string) => {
      const { user } = await createUser(t.db, {
        email: `${prefix}-${Date.now()}@example.ch`,
        password: 'Sicher!Pass1',
        verified: true,
      });
      await t.db
        .update(users)
        .set({ createdAt: monthsAgo(RETENTION.unusedAccountMonths + 1) })
        .where(eq(users.id, user.id));
      return user;
    };
    const unused = await made('unused');
    const loggedIn = await made('loggedin');
    await t.db
      .insert(sessions)
      .values({ userId: loggedIn.id, expiresAt: new Date(now.getTime() + 86_400_000) });
    const fan = await made('fanonly');
    const kept = await payoutClub(t);
    await t.db.insert(favourites).values({ userId: fan.id, clubId: kept.club.id });

    const registration = async (shortName: string, months: number, submitted: boolean) => {
      const { club } = await createClub(t.db, {
        name: shortName,
        shortName,
        email: 'info@example.ch',
        address1: 'Weg 1',
        postalCode: '8000',
        city: 'Zürich',
        contactNumber: '+41 44 000 00 00',
      });
      await t.db
        .update(clubs)
        .set({ updatedAt: monthsAgo(months), submittedAt: submitted ? monthsAgo(months) : null })
        .where(eq(clubs.id, club.id));
      await t.db.insert(clubDocuments).values({
        clubId: club.id,
        kind: 'doc1',
        storageKey: `documents/${club.id}/statuten.pdf`,
        fileName: 'statuten.pdf',
        contentType: 'application/pdf',
        size: 10,
      });
      return club.id;
    };
    const abandoned = await registration(
      `abandoned${Date.now()}`,
      RETENTION.unsubmittedRegistrationMonths + 1,
      false,
    );
    const fresh = await registration(
      `fresh${Date.now()}`,
      RETENTION.unsubmittedRegistrationMonths - 1,
      false,
    );
    const waiting = await registration(
      `waiting${Date.now()}`,
      RETENTION.unsubmittedRegistrationMonths + 1,
      true,
    );

    const deleted: string[] = [];
    const removed = await applyRetention(t.db, now, { delete: async (key) => void deleted.push(key) });
    expect(removed.unusedAccounts).toBe(1);
    expect(removed.unsubmittedRegistrations).toBe(1);
    const left = await t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [unused.id, loggedIn.id, fan.id]));
    expect(left.map((row) => row.id).sort()).toEqual([loggedIn.id, fan.id].sort());
    const clubsLeft = await t.db
      .select({ id: clubs.id })
      .from(clubs)
      .where(inArray(clubs.id, [abandoned, fresh, waiting]));
    expect(clubsLeft.map((row) => row.id).sort()).toEqual([fresh, waiting].sort());
    expect(deleted).toEqual([`documents/${abandoned}/statuten.pdf`]);
  });
});
