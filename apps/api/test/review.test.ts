import { AuditLogPage, ClubPage, MESSAGES, ORG_LIMITS, ReviewDetails, ReviewQueuePage } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema';
import { clubs } from '../src/db/schema-clubs';
import { createOperator } from '../src/modules/admin/operators';
import { createClub } from '../src/seed/factories';
import { file, fixture, upload } from './fixtures/files';
import { signUp, useTestApp } from './helpers';

const t = useTestApp();
let operator: Awaited<ReturnType<typeof signUp>>;
let owner: Awaited<ReturnType<typeof signUp>>;
let finance: Awaited<ReturnType<typeof signUp>>;
let editor: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
/** Complete registration, waiting 50 h (overdue). */
let clubA: string;
/** Incomplete (no bank), created 100 h ago: first in the queue, but not overdue. */
let clubB: string;
/** Complete, waiting 10 h. */
let clubC: string;

const IBAN = 'CH9300762011623852957';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

const base = {
  email: 'club@example.ch',
  address1: 'Seestrasse 5',
  postalCode: '6003',
  city: 'Luzern',
  contactNumber: '+41411234567',
};

async function completeRegistration(clubId: string, token: string) {
  const contact = await t.post(
    '/api/contacts',
    {
      clubId,
      firstName: 'Lea',
      lastName: 'Meier',
      email: 'lea@example.ch',
      contactNumber: '+41791234567',
      position: 'Präsidentin',
      address1: 'Seestrasse 5',
      postalCode: '6003',
      city: 'Luzern',
      country: 'CH',
    },
    token,
  );
  expect(contact.status, JSON.stringify(contact.body)).toBeLessThan(300);
  for (const column of ['doc1', 'doc2']) {
    const response = await upload(t, token, { entity: 'document', column, id: clubId }, [
      file(fixture('statutes.pdf'), `${column}.pdf`),
    ]);
    expect(response.status).toBe(200);
  }
  const bank = await t.post(
    '/api/banks',
    { clubId, name: 'FC Review', iban: IBAN, currency: 'CHF', country: 'CH' },
    token,
  );
  expect(bank.status, JSON.stringify(bank.body)).toBeLessThan(300);
}

beforeAll(async () => {
  operator = await signUp(t, { preferredLanguage: 'en' });
  await createOperator(t.db, { email: operator.email });
  owner = await signUp(t, { preferredLanguage: 'de', firstName: 'Lea' });
  finance = await signUp(t, { preferredLanguage: 'fr', firstName: 'Luc' });
  editor = await signUp(t, { preferredLanguage: 'it', firstName: 'Gia' });
  stranger = await signUp(t, { preferredLanguage: 'en' });
  const admins = [
    { email: owner.email, role: 'ROLE_CLUB' as const },
    { email: finance.email, role: 'ROLE_CLUB_FINANCE' as const },
    { email: editor.email, role: 'ROLE_CLUB_OPERATOR' as const },
  ];
  clubA = (await createClub(t.db, { ...base, name: 'FC Review', shortName: 'fc-review', admins })).club.id;
  clubB = (
    await createClub(t.db, {
      ...base,
      name: 'SC Unfertig',
      shortName: 'sc-unfertig',
      admins: [{ email: stranger.email, role: 'ROLE_CLUB' }],
    })
  ).club.id;
  clubC = (
    await createClub(t.db, {
      ...base,
      name: 'HC Später',
      shortName: 'hc-spaeter',
      admins: [{ email: owner.email, role: 'ROLE_CLUB' }],
    })
  ).club.id;
  await completeRegistration(clubA, owner.token);
  await completeRegistration(clubC, owner.token);
  await t.db
    .update(clubs)
    .set({ createdAt: hoursAgo(60), submittedAt: hoursAgo(50) })
    .where(eq(clubs.id, clubA));
  await t.db
    .update(clubs)
    .set({ createdAt: hoursAgo(100) })
    .where(eq(clubs.id, clubB));
  await t.db
    .update(clubs)
    .set({ createdAt: hoursAgo(12), submittedAt: hoursAgo(10) })
    .where(eq(clubs.id, clubC));
});

const mails = (template: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.template, template));

describe('who may use the review API', () => {
  const calls = () =>
    [
      ['POST', '/api/admin/reviews', {}],
      ['POST', '/api/admin/reviews/details', { clubId: clubA }],
      ['POST', '/api/admin/reviews/approve', { clubId: clubA }],
      ['POST', '/api/admin/reviews/verify', { clubId: clubA }],
      ['POST', '/api/admin/reviews/reject', { clubId: clubA, reason: 'Nein' }],
      ['PUT', '/api/admin/reviews/tax-exemption', { clubId: clubA, taxExempt: false }],
      ['POST', '/api/admin/audit-log', {}],
    ] as const;

  it('answers 401 to anonymous callers and 403 to every other account, club admins included', async () => {
    for (const [method, url, body] of calls()) {
      const send = (token?: string) =>
        method === 'PUT' ? t.put(url, body, token) : t.post(url, body, token);
      expect((await send()).status, url).toBe(401);
      expect((await send(stranger.token)).status, url).toBe(403);
      // the owner of the very club under review
      expect((await send(owner.token)).status, url).toBe(403);
      expect((await send(finance.token)).status, url).toBe(403);
      // also with a body that would not pass validation: the rights come first
      const bad =
        method === 'PUT' ? t.put(url, { clubId: 1 }, owner.token) : t.post(url, { clubId: 1 }, owner.token);
      expect((await bad).status, url).toBe(403);
    }
    const [club] = await t.db.select().from(clubs).where(eq(clubs.id, clubA));
    expect(club?.status).toBe('pending');
    expect(club?.taxRecordedAt).toBeNull();
  });
});

describe('queue', () => {
  it('lists pending registrations oldest first with waiting time, overdue flag and progress', async () => {
    const response = await t.post('/api/admin/reviews', { status: 'pending' }, operator.token);
    expect(response.status).toBe(200);
    const page = ReviewQueuePage.parse(response.body);
    expect(page.content.map((item) => item.id)).toEqual([clubB, clubA, clubC]);
    const [b, a, c] = page.content;
    expect(b).toMatchObject({ completedStep: 1, documentCount: 0, submittedAt: null, overdue: false });
    expect(b?.waitingHours).toBeGreaterThanOrEqual(99.9);
    expect(a).toMatchObject({ name: 'FC Review', completedStep: 3, documentCount: 2, overdue: true });
    expect(a?.waitingHours).toBeCloseTo(50, 0);
    expect(a?.waitingHours).toBeGreaterThan(ORG_LIMITS.reviewTargetHours);
    expect(c).toMatchObject({ completedStep: 3, overdue: false });
    expect(c?.waitingHours).toBeCloseTo(10, 0);
    expect(page.totalElements).toBe(3);

    const second = ReviewQueuePage.parse(
      (await t.post('/api/admin/reviews', { pageId: 1, pageSize: 2 }, operator.token)).body,
    );
    expect(second.content.map((item) => item.id)).toEqual([clubC]);
    expect(second.totalPages).toBe(2);
    expect((await t.post('/api/admin/reviews', undefined, operator.token)).status).toBe(200);
  });
});

describe('details', () => {
  it('shows the registration with the full IBAN, document links that work and expire, and the tax record', async () => {
    const response = await t.post('/api/admin/reviews/details', { clubId: clubA }, operator.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const details = ReviewDetails.parse(response.body);
    expect(details.club.name).toBe('FC Review');
    expect(details.contact?.lastName).toBe('Meier');
    expect(details.bank).toMatchObject({ iban: IBAN, ibanMasked: false });
    expect(details.completedStep).toBe(3);
    expect(details.documents.map((document) => document.kind).sort()).toEqual(['doc1', 'doc2']);
    expect(details.taxExemption).toEqual({
      taxExempt: null,
      canton: null,
      rulingDocumentId: null,
      recordedAt: null,
    });
    const link = details.documents[0]!.url;
    const expires = Number(new URL(link, 'http://x').searchParams.get('expires'));
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(ORG_LIMITS.documentLinkTtlSeconds);
    const download = await t.app.inject({ method: 'GET', url: link });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // the download is in the club's audit trail, with the operator's e-mail
    const again = ReviewDetails.parse(
      (await t.post('/api/admin/reviews/details', { clubId: clubA }, operator.token)).body,
    );
    expect(again.audit[0]).toMatchObject({
      action: 'document.viewed',
      actorEmail: operator.email,
      clubId: clubA,
    });
  });

  it('answers 404 for an unknown club and 400 for a malformed id', async () => {
    const unknown = { clubId: '00000000-0000-4000-8000-000000000000' };
    expect((await t.post('/api/admin/reviews/details', unknown, operator.token)).status).toBe(404);
    expect((await t.post('/api/admin/reviews/approve', unknown, operator.token)).status).toBe(404);
    expect((await t.post('/api/admin/reviews/details', { clubId: 'x' }, operator.token)).status).toBe(400);
  });
});

describe('decisions', () => {
  it('approve: the club becomes public and each admin gets one mail in their language', async () => {
    const before = ClubPage.parse((await t.post('/api/clubs/all', { pageId: 0, pageSize: 50 })).body);
    expect(before.content.some((club) => club.id === clubA)).toBe(false);

    const response = await t.post('/api/admin/reviews/approve', { clubId: clubA }, operator.token);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(MESSAGES.clubApproved);

    const after = ClubPage.parse((await t.post('/api/clubs/all', { pageId: 0, pageSize: 50 })).body);
    expect(after.content.some((club) => club.id === clubA)).toBe(true);
    expect(after.totalElements).toBe(before.totalElements + 1);
    const [club] = await t.db.select().from(clubs).where(eq(clubs.id, clubA));
    expect(club).toMatchObject({ status: 'approved', rejectionReason: null });
    expect(club?.approvedAt).toBeInstanceOf(Date);
    expect(club?.reviewedAt).toBeInstanceOf(Date);

    const sent = await mails('clubApproved');
    expect(sent.map((mail) => [mail.toAddress, mail.language]).sort()).toEqual(
      [
        [owner.email, 'de'],
        [finance.email, 'fr'],
        [editor.email, 'it'],
      ].sort(),
    );
    const byAddress = new Map(sent.map((mail) => [mail.toAddress, mail]));
    expect(byAddress.get(owner.email)?.subject).toBe('FC Review ist jetzt auf Tifo sichtbar');
    expect(byAddress.get(owner.email)?.text).toContain('Hallo Lea');
    expect(byAddress.get(owner.email)?.text).toContain('http://tifo.test/fc-review');
    expect(byAddress.get(finance.email)?.subject).toBe('FC Review est maintenant visible sur Tifo');
    expect(byAddress.get(editor.email)?.subject).toBe('FC Review è ora visibile su Tifo');
  });

  it('refuses to approve or reject an approved club again (409)', async () => {
    for (const [url, body] of [
      ['/api/admin/reviews/approve', { clubId: clubA }],
      ['/api/admin/reviews/reject', { clubId: clubA, reason: 'Zu spät' }],
    ] as const) {
      const response = await t.post(url, body, operator.token);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(MESSAGES.reviewStateInvalid);
    }
    expect(await mails('clubRejected')).toHaveLength(0);
  });

  it('verify: the club is verified and the admins are told', async () => {
    const response = await t.post('/api/admin/reviews/verify', { clubId: clubA }, operator.token);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(MESSAGES.clubVerified);
    const [club] = await t.db.select().from(clubs).where(eq(clubs.id, clubA));
    expect(club?.status).toBe('verified');
    expect(club?.verifiedAt).toBeInstanceOf(Date);
    const sent = await mails('clubVerified');
    expect(sent).toHaveLength(3);
    expect(sent.find((mail) => mail.toAddress === owner.email)?.subject).toBe(
      'FC Review ist jetzt ein verifizierter Verein',
    );
    const profile = await t.post('/api/clubs/details', { shortName: 'fc-review' });
    expect(profile.body.status).toBe('verified');
    expect((await t.post('/api/admin/reviews/verify', { clubId: clubA }, operator.token)).status).toBe(409);
  });

  it('reject: a reason is required, stored and quoted (escaped) in the mail; the club cannot then be approved', async () => {
    const empty = await t.post('/api/admin/reviews/reject', { clubId: clubC, reason: '  ' }, operator.token);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MESSAGES.rejectReasonRequired);
    const tooLong = await t.post(
      '/api/admin/reviews/reject',
      { clubId: clubC, reason: 'x'.repeat(ORG_LIMITS.rejectReasonMax + 1) },
      operator.token,
    );
    expect(tooLong.body.message).toBe(MESSAGES.rejectReasonTooLong);

    const reason = 'Der Handelsregisterauszug fehlt.\nBitte lade die Statuten <b>mit</b> Wahlprotokoll hoch.';
    const response = await t.post('/api/admin/reviews/reject', { clubId: clubC, reason }, operator.token);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(MESSAGES.clubRejected);
    const [club] = await t.db.select().from(clubs).where(eq(clubs.id, clubC));
    expect(club).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'clubRejected'), eq(emailOutbox.toAddress, owner.email)));
    expect(mail?.language).toBe('de');
    expect(mail?.text).toContain('> Der Handelsregisterauszug fehlt.');
    expect(mail?.text).toContain('> Bitte lade die Statuten <b>mit</b> Wahlprotokoll hoch.');
    expect(mail?.text).toContain('http://tifo.test/edit/profile/club');
    expect(mail?.html).toContain('&#60;b&#62;mit&#60;/b&#62;');
    expect(mail?.html).not.toContain('<b>mit</b>');

    const approve = await t.post('/api/admin/reviews/approve', { clubId: clubC }, operator.token);
    expect(approve.status).toBe(409);
    expect(approve.body.message).toBe(MESSAGES.reviewStateInvalid);
    const queue = ReviewQueuePage.parse(
      (await t.post('/api/admin/reviews', { status: 'rejected' }, operator.token)).body,
    );
    expect(queue.content.map((item) => item.id)).toEqual([clubC]);
  });

  it('verifies a pending club directly (public and verified at once)', async () => {
    const response = await t.post('/api/admin/reviews/verify', { clubId: clubB }, operator.token);
    expect(response.status).toBe(200);
    const [club] = await t.db.select().from(clubs).where(eq(clubs.id, clubB));
    expect(club?.status).toBe('verified');
    expect(club?.approvedAt).toBeInstanceOf(Date);
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'clubVerified'), eq(emailOutbox.toAddress, stranger.email)));
    expect(mail?.subject).toBe('SC Unfertig is now a Verified Club');
  });
});

describe('tax exemption', () => {
  it('needs a canton when exempt, and records yes/no with the ruling document', async () => {
    const missing = await t.put(
      '/api/admin/reviews/tax-exemption',
      { clubId: clubA, taxExempt: true },
      operator.token,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MESSAGES.cantonRequired);
    const ruling = await upload(t, operator.token, { entity: 'document', column: 'taxRuling', id: clubA }, [
      file(fixture('statutes.pdf'), 'Verfügung.pdf'),
    ]);
    expect(ruling.status).toBe(200);
    const saved = await t.put(
      '/api/admin/reviews/tax-exemption',
      { clubId: clubA, taxExempt: true, canton: 'LU' },
      operator.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(MESSAGES.taxExemptionSaved);
    const details = ReviewDetails.parse(
      (await t.post('/api/admin/reviews/details', { clubId: clubA }, operator.token)).body,
    );
    expect(details.taxExemption).toMatchObject({
      taxExempt: true,
      canton: 'LU',
      rulingDocumentId: ruling.body.document.id,
    });
    expect(details.documents.map((document) => document.kind)).toContain('taxRuling');

    await t.put(
      '/api/admin/reviews/tax-exemption',
      { clubId: clubA, taxExempt: false, canton: 'LU' },
      operator.token,
    );
    const [club] = await t.db.select().from(clubs).where(eq(clubs.id, clubA));
    expect(club).toMatchObject({ taxExempt: false, taxCanton: null });
    expect(
      (
        await t.put(
          '/api/admin/reviews/tax-exemption',
          { clubId: clubA, taxExempt: true, canton: 'XX' },
          operator.token,
        )
      ).status,
    ).toBe(400);
  });
});

describe('audit log', () => {
  it("lists every operator action newest first with the operator's e-mail, by page and by club", async () => {
    const response = await t.post('/api/admin/audit-log', {}, operator.token);
    expect(response.status).toBe(200);
    const page = AuditLogPage.parse(response.body);
    const actions = page.content.map((entry) => `${entry.action} ${entry.clubName}`);
    expect(actions).toEqual([
      'taxExemption FC Review',
      'taxExemption FC Review',
      'document.uploaded FC Review',
      'verify SC Unfertig',
      'reject HC Später',
      'verify FC Review',
      'approve FC Review',
      'document.viewed FC Review',
    ]);
    expect(page.content.every((entry) => entry.actorEmail === operator.email)).toBe(true);
    const times = page.content.map((entry) => Date.parse(entry.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(page.content.find((entry) => entry.action === 'reject')?.details).toMatchObject({
      from: 'pending',
      to: 'rejected',
      reason: expect.stringContaining('Handelsregisterauszug'),
    });

    const paged = AuditLogPage.parse(
      (await t.post('/api/admin/audit-log', { pageId: 1, pageSize: 3 }, operator.token)).body,
    );
    expect(paged.totalElements).toBe(8);
    expect(paged.totalPages).toBe(3);
    expect(paged.content.map((entry) => entry.action)).toEqual(['verify', 'reject', 'verify']);
    const ofClub = AuditLogPage.parse(
      (await t.post('/api/admin/audit-log', { clubId: clubC }, operator.token)).body,
    );
    expect(ofClub.content.map((entry) => entry.action)).toEqual(['reject']);
  });
});

describe('registration mails (issue 47)', () => {
  it('tell the registrant (in their language) and the operator when a registration is submitted, again after a rejection', async () => {
    const registrant = await signUp(t, { preferredLanguage: 'fr', firstName: 'Aline' });
    const { club } = await createClub(t.db, {
      ...base,
      name: 'FC Neu Angemeldet',
      shortName: 'fc-neu-angemeldet',
      admins: [{ email: registrant.email, role: 'ROLE_CLUB' }],
    });
    const to = (address: string, template: string) =>
      t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.template, template), eq(emailOutbox.toAddress, address)));
    const forClub = async (template: string) =>
      (await mails(template)).filter((mail) => mail.subject.includes('FC Neu Angemeldet'));

    await completeRegistration(club.id, registrant.token);
    const [received] = await to(registrant.email, 'registrationReceived');
    expect(received).toMatchObject({
      language: 'fr',
      subject: 'Nous avons reçu l’inscription de FC Neu Angemeldet',
    });
    expect(received?.text).toContain('en général dans les 48 heures');
    const [operatorMail] = await forClub('registrationSubmittedOperator');
    expect(operatorMail).toMatchObject({
      toAddress: t.config.OPERATOR_EMAIL,
      language: 'de',
      subject: 'Neue Registrierung zu prüfen: FC Neu Angemeldet',
    });
    expect(operatorMail?.text).toContain(`${registrant.email} hat am`);
    expect(operatorMail?.text).toContain(`/admin?tab=pending&club=${club.id}`);

    // Saving the bank step again is no new submission.
    await t.post(
      '/api/banks',
      { clubId: club.id, name: 'FC Neu', iban: IBAN, currency: 'CHF', country: 'CH' },
      registrant.token,
    );
    expect(await to(registrant.email, 'registrationReceived')).toHaveLength(1);

    // Rejected, then completed again: submitted again.
    await t.post(
      '/api/admin/reviews/reject',
      { clubId: club.id, reason: 'Statuten fehlen.' },
      operator.token,
    );
    await t.post(
      '/api/banks',
      { clubId: club.id, name: 'FC Neu Angemeldet', iban: IBAN, currency: 'CHF', country: 'CH' },
      registrant.token,
    );
    expect(await to(registrant.email, 'registrationReceived')).toHaveLength(2);
    expect(await forClub('registrationSubmittedOperator')).toHaveLength(2);
  });
});
