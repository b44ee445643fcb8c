// @database: aggregates over dates and time zones in SQL; run on PostgreSQL too (vitest.config.ts).
import { MESSAGES, ORG_LIMITS, RETENTION } from '@tifo/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox, users } from '../src/db/schema';
import { favourites } from '../src/db/schema-clubs';
import { memberships } from '../src/db/schema-memberships';
import { donations, subscriptions } from '../src/db/schema-payments';
import { clubBalances, clubSponsors } from '../src/db/schema-payouts';
import { mailAnnualCertificates, renderCertificateDocument } from '../src/modules/supporter/certificate';
import { EXPORTED_COLUMNS, NOT_EXPORTED } from '../src/modules/supporter/export';
import { applyRetention } from '../src/modules/supporter/retention';
import { swissIsoDay } from '../src/platform/swiss-dates';
import { donorWithCard, expectLedgerInStep, give, operator, payoutClub } from './dashboard.helpers';
import { file, fixture, jpegWithGps, upload } from './fixtures/files';
import { SEESTRASSE, STRONG_PASSWORD, signUp, useTestApp } from './helpers';
import { membershipClub } from './memberships.helpers';
import { card, club, product } from './payments.helpers';
import { payThroughChallenge, SUB_CARDS, subscriptionProduct } from './subscriptions.helpers';
import { pdfText } from './support/pdf';

const t = useTestApp();

const thisYear = () => Number(swissIsoDay(t.app.clock.now()).slice(0, 4));

/** Dates a booked donation at noon (Swiss) of a day: the certificate reads the day it was settled. */
async function dateDonation(id: string, day: string) {
  const at = new Date(`${day}T11:00:00Z`);
  await t.db.update(donations).set({ createdAt: at, settledAt: at }).where(eq(donations.id, id));
}

describe("the supporter's donations per club", () => {
  it('totals per club (refunds deducted), lists one club newest first with receipts, and refuses other users', async () => {
    const a = await payoutClub(t);
    const b = await payoutClub(t);
    const fan = await donorWithCard(t, 'history');
    const stranger = await donorWithCard(t, 'stranger');
    const first = await give(t, fan, a.product.id, 30);
    const second = await give(t, fan, a.product.id, 50);
    const refunded = await give(t, fan, a.product.id, 100);
    await give(t, fan, b.product.id, 12.5);
    await give(t, stranger, a.product.id, 999);
    const op = await operator(t);
    const refund = await t.post(`/api/admin/donations/${refunded}/refund`, { reason: 'Irrtum' }, op.token);
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);

    const totals = await t.post('/api/donations/user-club-total', { userId: fan.id }, fan.token);
    expect(totals.status).toBe(200);
    expect(totals.body.total).toBe(92.5);
    expect(
      totals.body.content.map((row: { club: { id: string }; total: number; donations: number }) => [
        row.club.id,
        row.total,
        row.donations,
      ]),
    ).toEqual([
      [a.club.id, 80, 2],
      [b.club.id, 12.5, 1],
    ]);

    // The last gift's time is kept with the totals (the refunded one was the latest to club a).
    const [lastToA] = await t.db.select().from(donations).where(eq(donations.id, refunded));
    const shownLast = Date.parse(totals.body.content[0].lastDonationAt);
    expect(Math.abs(shownLast - lastToA!.createdAt.getTime())).toBeLessThan(60_000);
    const list = await t.post('/api/donations/user-club', { userId: fan.id, clubId: a.club.id }, fan.token);
    expect(list.status).toBe(200);
    expect(
      list.body.content.map((d: { id: string; amount: number; status: string }) => [
        d.id,
        d.amount,
        d.status,
      ]),
    ).toEqual([
      [refunded, 100, 'refunded'],
      [second, 50, 'succeeded'],
      [first, 30, 'succeeded'],
    ]);
    const receipt = await t.get(list.body.content[1].receiptUrl, fan.token);
    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(receipt.raw.rawPayload)).toContain('CHF 50.00');

    // Another user's id or donation: 403; no token: 401; an unknown donation: 404 with its message.
    expect((await t.post('/api/donations/user-club-total', { userId: fan.id }, stranger.token)).status).toBe(
      403,
    );
    expect(
      (await t.post('/api/donations/user-club', { userId: fan.id, clubId: a.club.id }, stranger.token))
        .status,
    ).toBe(403);
    expect((await t.get(`/api/donations/${first}/receipt`, stranger.token)).status).toBe(403);
    expect((await t.post('/api/donations/user-club-total', { userId: fan.id })).status).toBe(401);
    // Nobody else either: not the operator, not the club's administrator.
    const op2 = await operator(t);
    expect((await t.post('/api/donations/user-club-total', { userId: fan.id }, op2.token)).status).toBe(403);
    expect((await t.post('/api/users/export', { userId: fan.id }, a.admin.token)).status).toBe(403);
    const unknown = await t.get('/api/donations/00000000-0000-4000-8000-000000000000/receipt', fan.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MESSAGES.donationNotFound);
    const badClub = await t.post('/api/donations/user-club', { userId: fan.id, clubId: 'x' }, fan.token);
    expect(badClub.status).toBe(400);
  });
});

describe('the annual donation certificate', () => {
  it('totals a scripted year: deductible gifts apart from the rest, refunds and other years left out', async () => {
    const year = thisYear() - 1;
    const exempt = await club(t, { taxExempt: true });
    const notExempt = await club(t, { taxExempt: false });
    const open = await product(t, exempt.id, 'open', null);
    const fixed = await product(t, exempt.id, 'fixed', 2500);
    const otherOpen = await product(t, notExempt.id, 'open', null);
    const fan = await donorWithCard(t, 'certificate');
    await t.put(
      '/api/users',
      {
        userId: fan.id,
        firstName: 'Regula',
        lastName: 'Steuer',
        preferredLanguage: 'de',
        address: SEESTRASSE,
      },
      fan.token,
    );
    const gifts: [string, number, string][] = [
      [open.id, 50, `${year}-01-01`],
      [open.id, 30, `${year}-06-15`],
      [fixed.id, 25, `${year}-03-03`],
      [otherOpen.id, 40, `${year}-12-31`],
      [open.id, 100, `${year}-07-07`],
      [open.id, 70, `${year - 1}-12-31`],
    ];
    const ids: string[] = [];
    for (const [productId, chf, day] of gifts) {
      const id = await give(t, fan, productId, chf);
      await dateDonation(id, day);
      ids.push(id);
    }
    const op = await operator(t);
    expect(
      (await t.post(`/api/admin/donations/${ids[4]}/refund`, { reason: 'Irrtum' }, op.token)).status,
    ).toBe(200);

    const years = await t.post('/api/donations/certificates', { userId: fan.id }, fan.token);
    expect(years.status).toBe(200);
    expect(years.body.content).toEqual([
      { year, gifts: 4, deductible: 80, other: 65, companyId: null, issuedTo: 'Regula Steuer' },
      { year: year - 1, gifts: 1, deductible: 70, other: 0, companyId: null, issuedTo: 'Regula Steuer' },
    ]);

    const pdf = await t.post('/api/donations/annual-certificate', { userId: fan.id, year }, fan.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.raw.rawPayload);
    expect(text).toContain(`Spendenbescheinigung ${year}`);
    expect(text).toContain('Regula Steuer');
    expect(text).toContain('8008 Zürich');
    expect(text).toContain(`Steuerjahr ${year}`);
    expect(text).toMatch(/Steuerlich abziehbare Zuwendungen\s*80\.00/);
    expect(text).toMatch(/Übrige Zahlungen \(Mitgliederbeiträge, Angebote mit Gegenleistung\)\s*65\.00/);
    expect(text).toMatch(/Total aller Zahlungen\s*145\.00/);
    expect(text).toContain(`gemeinnützig, Kanton ZH`);
    expect(text).toContain('Art. 33a DBG');
    expect(text).toContain('01.01.');
    expect(text).not.toContain('100.00');

    // In the supporter's language: French.
    await t.db.update(users).set({ preferredLanguage: 'fr' }).where(eq(users.id, fan.id));
    const french = await pdfText(
      (await t.post('/api/donations/annual-certificate', { userId: fan.id, year }, fan.token)).raw.rawPayload,
    );
    expect(french).toContain(`Attestation de dons ${year}`);
    expect(french).toMatch(/Dons fiscalement déductibles\s*80\.00/);
    expect(french).toContain('l’art. 33a LIFD');

    // Bad input: this year (not past), a year without gifts, another user, nonsense.
    const current = await t.post(
      '/api/donations/annual-certificate',
      { userId: fan.id, year: thisYear() },
      fan.token,
    );
    expect(current.status).toBe(400);
    expect(current.body.message).toBe(MESSAGES.certificateYearInvalid);
    const empty = await t.post(
      '/api/donations/annual-certificate',
      { userId: fan.id, year: year - 3 },
      fan.token,
    );
    expect(empty.status).toBe(404);
    expect(empty.body.message).toBe(MESSAGES.certificateYearEmpty);
    const stranger = await signUp(t);
    expect(
      (await t.post('/api/donations/annual-certificate', { userId: fan.id, year }, stranger.token)).status,
    ).toBe(403);
    expect((await t.post('/api/donations/certificates', { userId: fan.id }, stranger.token)).status).toBe(
      403,
    );
    const nonsense = await t.post(
      '/api/donations/annual-certificate',
      { userId: fan.id, year: 'abc' },
      fan.token,
    );
    expect(nonsense.status).toBe(400);

    // January: the job mails each supporter with gifts last year once, the PDF attached.
    const january = new Date(`${year + 1}-01-05T07:00:00Z`);
    const deps = { db: t.db, config: t.config, clock: t.app.clock, mailer: t.app.mailer };
    expect(await mailAnnualCertificates(deps, new Date(`${year + 1}-02-05T07:00:00Z`))).toBe(0);
    const queued = await mailAnnualCertificates(deps, january);
    expect(queued).toBeGreaterThanOrEqual(1);
    expect(await mailAnnualCertificates(deps, january)).toBe(0);
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, fan.email), eq(emailOutbox.template, 'annualCertificate')));
    expect(mail?.subject).toBe(`Votre attestation de dons ${year}`);
    expect(mail?.text).toContain('CHF 145.00');
    const attachment = mail?.attachments[0];
    expect(attachment?.document).toEqual({ kind: 'annualCertificate', id: `${fan.id}:${year}` });
    expect(await pdfText(await renderCertificateDocument(deps, `${fan.id}:${year}`))).toContain('145.00');
  });
});

describe('my data: the export', () => {
  it('holds everything about the caller in data.json and CSVs, and nothing of anyone else', async () => {
    const a = await payoutClub(t);
    const fan = await donorWithCard(t, 'export');
    const other = await donorWithCard(t, 'other');
    await give(t, fan, a.product.id, 42, true);
    await give(t, other, a.product.id, 77);
    await t.post('/api/favourites', { clubId: a.club.id, userId: fan.id }, fan.token);
    // Sent while logged in (issue 45: only such messages are the account's).
    await t.db
      .insert(contactMessages)
      .values({ userId: fan.id, name: 'Fan', email: fan.email, subject: 'Frage', message: 'Hallo' });
    const answer = await t.post('/api/users/export', { userId: fan.id }, fan.token);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(answer.raw.rawPayload));
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.profile[0].email).toBe(fan.email);
    expect(data.donations.map((d: { amount_rappen: number }) => d.amount_rappen)).toEqual([4200]);
    expect(data.favourites.map((f: { club: string }) => f.club)).toEqual([a.club.name]);
    expect(data.consents[0]).toMatchObject({ club: a.club.name, show_name_among_top_sponsors: true });
    expect(data.contact_messages[0]).toMatchObject({ subject: 'Frage' });
    expect(data.emails.length).toBeGreaterThan(0);
    expect(data.saved_cards.length).toBe(1);
    expect(JSON.stringify(data)).not.toContain(other.email);
    expect(JSON.stringify(data)).not.toContain('password');
    expect(strFromU8(files['donations.csv']!)).toContain('"4200"');
    expect(Object.keys(files).sort()).toEqual(
      [
        'data.json',
        ...Object.keys(data)
          .filter((k) => Array.isArray(data[k]))
          .map((k) => `${k}.csv`),
      ].sort(),
    );
    expect((await t.post('/api/users/export', { userId: fan.id }, other.token)).status).toBe(403);
    expect((await t.post('/api/users/export', { userId: fan.id })).status).toBe(401);
  });

  it('covers every column of the schema that points at a person (a new one fails here until it is exported)', async () => {
    const found = await t.db.execute<{ column: string }>(sql`
      select kcu.table_name || '.' || kcu.column_name as column
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name
      where ccu.table_name = 'users' and kcu.table_schema = 'public'
      union
      select table_name || '.' || column_name from information_schema.columns
      where table_schema = 'public' and column_name in ('email', 'to_address', 'actor_email', 'user_id')
      union select 'users.id'`);
    const columns = found.rows.map((row) => row.column).sort();
    const uncovered = columns.filter(
      (column) => !EXPORTED_COLUMNS.includes(column) && !(column in NOT_EXPORTED),
    );
    expect(uncovered).toEqual([]);
    expect(columns).toContain('annual_certificates.user_id');
    expect(columns).toContain('donations.user_id');
  });
});

describe('deleting the account', () => {
  it('ends subscriptions and memberships, anonymises the person, keeps the books: ledger balanced, club figures unchanged', async () => {
    const a = await payoutClub(t);
    const sub = await subscriptionProduct(t);
    const member = await membershipClub(t);
    const fan = await donorWithCard(t, 'leaver');
    await give(t, fan, a.product.id, 60, true);
    const pm = await card(t, fan.token, SUB_CARDS.renews);
    expect(
      (
        await payThroughChallenge(t, fan.token, {
          productId: sub.product.id,
          amount: 20,
          paymentMethodId: pm,
          userId: fan.id,
        })
      ).body.status,
    ).toBe('succeeded');
    expect(
      (
        await payThroughChallenge(t, fan.token, {
          productId: member.product.id,
          amount: 120,
          paymentMethodId: pm,
        })
      ).body.status,
    ).toBe('succeeded');
    await t.post('/api/favourites', { clubId: a.club.id, userId: fan.id }, fan.token);
    const clubIds = [a.club.id, sub.club.id, member.club.id];
    const figures = async () => ({
      balances: await t.db.select().from(clubBalances).where(inArray(clubBalances.clubId, clubIds)),
      sponsors: await t.db
        .select({ club: clubSponsors.clubId, gross: clubSponsors.grossRappen, n: clubSponsors.donations })
        .from(clubSponsors)
        .where(inArray(clubSponsors.clubId, clubIds)),
      donations: await t.db
        .select({ id: donations.id, amount: donations.amountRappen, at: donations.createdAt })
        .from(donations)
        .where(eq(donations.userId, fan.id)),
    });
    const before = await figures();
    expect(before.donations).toHaveLength(3);

    // Other user's id: 403; the only administrator of a club: refused with the spec's reason.
    const stranger = await signUp(t);
    expect((await t.post('/api/users/delete', { userId: fan.id }, stranger.token)).status).toBe(403);
    const [adminRow] = await t.db.select().from(users).where(eq(users.email, a.admin.email));
    const admin = await t.post('/api/users/delete', { userId: adminRow!.id }, a.admin.token);
    expect(admin.status).toBe(409);
    expect(admin.body.message).toBe(MESSAGES.deleteBlockedByClub);

    const deleted = await t.post('/api/users/delete', { userId: fan.id }, fan.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(MESSAGES.accountDeleted);
    const again = await t.post('/api/users/delete', { userId: fan.id }, fan.token);
    expect(again.status).toBe(401);

    expect(await figures()).toEqual(before);
    await expectLedgerInStep(t);
    const [row] = await t.db.select().from(users).where(eq(users.id, fan.id));
    expect(row).toMatchObject({
      firstName: '',
      lastName: '',
      passwordHash: null,
      address1: null,
      image: null,
    });
    expect(row?.email).toBe(`deleted-${fan.id}@deleted.invalid`);
    expect((await t.db.select().from(subscriptions).where(eq(subscriptions.userId, fan.id)))[0]?.status).toBe(
      'cancelled',
    );
    expect((await t.db.select().from(memberships).where(eq(memberships.userId, fan.id)))[0]?.status).toBe(
      'cancelled',
    );
    expect(await t.db.select().from(favourites).where(eq(favourites.userId, fan.id))).toEqual([]);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, fan.email))).toEqual([]);
    expect(
      (await t.db.select().from(clubSponsors).where(eq(clubSponsors.userId, fan.id))).every(
        (s) => !s.showName,
      ),
    ).toBe(true);
    const top = await t.post(
      '/api/donations/top-sponsor',
      { clubId: a.club.id, pageId: 0, pageSize: 3 },
      a.admin.token,
    );
    expect(JSON.stringify(top.body)).not.toContain(fan.email);

    // The e-mail signs up again as a new person.
    const fresh = await t.post('/api/users', {
      email: fan.email,
      password: STRONG_PASSWORD,
      firstName: 'Neu',
      lastName: 'Start',
    });
    expect(fresh.status).toBe(201);
    expect(fresh.body.userId).not.toBe(fan.id);
    const mine = await t.post(
      '/api/donations/user-club-total',
      { userId: fresh.body.userId },
      fresh.body.token,
    );
    expect(mine.body.content).toEqual([]);
  });
});

describe('the profile photo and bad input', () => {
  it("refuses a photo of 2,097,153 bytes, an SVG and a PDF named .png, and another user's photo", async () => {
    const fan = await signUp(t);
    const other = await signUp(t);
    const target = { entity: 'user', column: 'image', id: fan.id };
    const big = await upload(t, fan.token, target, [
      file(Buffer.alloc(ORG_LIMITS.imageMaxBytes + 1, 1), 'me.jpg', 'image/jpeg'),
    ]);
    expect(ORG_LIMITS.imageMaxBytes + 1).toBe(2_097_153);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(MESSAGES.imageTooLarge);
    const svg = await upload(t, fan.token, target, [file(fixture('script.svg'), 'me.png', 'image/png')]);
    expect(svg.body.message).toBe(MESSAGES.imageTypeInvalid);
    const pdf = await upload(t, fan.token, target, [file(fixture('statutes.pdf'), 'me.png', 'image/png')]);
    expect(pdf.body.message).toBe(MESSAGES.imageTypeInvalid);
    const photo = await jpegWithGps(400, 400);
    expect((await upload(t, other.token, target, [file(photo, 'me.jpg', 'image/jpeg')])).status).toBe(403);
    const ok = await upload(t, fan.token, target, [file(photo, 'me.jpg', 'image/jpeg')]);
    expect(ok.status).toBe(200);
    expect((await t.post('/api/users/id', { userId: fan.id }, fan.token)).body.image).toBe(ok.body.url);
    const tooLong = await t.put(
      '/api/users',
      { userId: fan.id, firstName: 'x'.repeat(26), lastName: 'Muster', preferredLanguage: 'de' },
      fan.token,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields.firstName.message).toBe(MESSAGES.profileFirstNameTooLong);
  });
});

describe('the retention job', () => {
  it('removes on the policy periods: never-confirmed sign-ups, old sessions, contact messages and mails', async () => {
    const now = t.app.clock.now();
    const old = new Date(now.getTime() - (RETENTION.unverifiedAccountDays + 1) * 86_400_000);
    const stale = await signUp(t);
    const recent = await signUp(t);
    const confirmed = await donorWithCard(t, 'kept');
    await t.db
      .update(users)
      .set({ createdAt: old })
      .where(inArray(users.id, [stale.id, recent.id, confirmed.id]));
    await t.db
      .update(users)
      .set({ createdAt: new Date(now.getTime() - 86_400_000) })
      .where(eq(users.id, recent.id));
    const thirteenMonths = new Date(now.getTime() - 396 * 86_400_000);
    const [oldMessage] = await t.db
      .insert(contactMessages)
      .values({ name: 'Alt', email: 'alt@example.ch', subject: 'x', message: 'y', createdAt: thirteenMonths })
      .returning();
    const [newMessage] = await t.db
      .insert(contactMessages)
      .values({ name: 'Neu', email: 'neu@example.ch', subject: 'x', message: 'y' })
      .returning();
    await t.db
      .update(emailOutbox)
      .set({ createdAt: thirteenMonths })
      .where(eq(emailOutbox.toAddress, confirmed.email));

    const removed = await applyRetention(t.db, now);
    expect(removed.unverifiedAccounts).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [stale.id, recent.id, confirmed.id]));
    expect(left.map((u) => u.id).sort()).toEqual([recent.id, confirmed.id].sort());
    const messages = await t.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(inArray(contactMessages.id, [oldMessage!.id, newMessage!.id]));
    expect(messages.map((m) => m.id)).toEqual([newMessage!.id]);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, confirmed.email))).toEqual(
      [],
    );
    expect((await t.post('/api/users/login', { email: stale.email, password: STRONG_PASSWORD })).status).toBe(
      401,
    );
  });

  it('removes a delivery address a year after the club sent it; open and recently sent ones stay', async () => {
    const now = t.app.clock.now();
    const person = await donorWithCard(t, 'shipped');
    const org = await club(t);
    const jersey = await product(t, org.id, 'fixed', 4000, { deliveryAvailable: true });
    const address = {
      fullName: 'Anna Muster',
      address1: 'Seestrasse 5',
      city: 'Zürich',
      postalCode: '8001',
      country: 'CH',
    };
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const paid = await t.post(
        '/api/payments/pay',
        {
          productId: jersey.id,
          clubId: org.id,
          userId: person.id,
          amount: '40',
          quantity: 1,
          paymentMethodId: await card(t, person.token),
          deliveryInfo: address,
        },
        person.token,
      );
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      ids.push(paid.body.donationId as string);
    }
    const [longAgo, lately, open] = ids as [string, string, string];
    const months = (n: number) => new Date(now.getTime() - n * 31 * 86_400_000);
    await t.db
      .update(donations)
      .set({ deliverySentAt: months(RETENTION.deliveryAddressMonths + 1) })
      .where(eq(donations.id, longAgo));
    await t.db
      .update(donations)
      .set({ deliverySentAt: months(RETENTION.deliveryAddressMonths - 1) })
      .where(eq(donations.id, lately));

    const removed = await applyRetention(t.db, now);
    expect(removed.deliveryAddresses).toBe(1);
    const rows = await t.db.select().from(donations).where(inArray(donations.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(longAgo)).toMatchObject({ delivery: null, status: 'succeeded', amountRappen: 4000 });
    expect(byId.get(lately)?.delivery).toMatchObject({ fullName: 'Anna Muster' });
    expect(byId.get(open)?.delivery).toMatchObject({ fullName: 'Anna Muster' });
  });
});
