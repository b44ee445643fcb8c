// @database: money booked in transactions under row locks, idempotency keys and unique constraints; run on PostgreSQL too (vitest.config.ts).
import { MESSAGES } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { donorCompanies, giverChoices } from '../src/db/schema-givers';
import { donorWithCard } from './dashboard.helpers';
import { latestMail, mailAttachment, SEESTRASSE, useTestApp } from './helpers';
import { club, product } from './payments.helpers';
import { advance } from './subscriptions.helpers';
import { pdfText } from './support/pdf';

/**
 * Issue 47, "give as a company": at checkout a donor names a company and its address; the receipts and the annual
 * certificate of those gifts are issued to the company (Swiss firms deduct sponsoring); the account keeps the
 * choice for the next gift until the donor gives as a private person again. Before this work the payment refused
 * the field (400: unknown key) and every receipt named the person.
 */

const t = useTestApp();

const GRAVIER = {
  name: 'Gravier & Söhne AG',
  address1: 'Industriestrasse 12',
  postalCode: '8304',
  city: 'Wallisellen',
};

async function receiptText(email: string) {
  // The mail job renders the PDF when it sends the mail.
  await t.app.mailer.deliverPending();
  const mail = await latestMail(t, email, 'donationReceipt');
  return pdfText(await mailAttachment(t, mail!));
}

describe('giving as a company', () => {
  it('issues receipts and the annual certificate to the company, keeps the choice, and gives as the person again', {
    timeout: 120_000,
  }, async () => {
    const exempt = await club(t, { taxExempt: true });
    const open = await product(t, exempt.id, 'open', null);
    const fan = await donorWithCard(t, 'firma');
    await t.db
      .update(users)
      .set({ firstName: 'Marco', lastName: 'Gravier', ...SEESTRASSE })
      .where(eq(users.id, fan.id));
    const donate = (amount: number, extra: Record<string, unknown> = {}) =>
      t.post('/api/donations', { productId: open.id, amount, ...extra }, fan.token);

    expect((await t.get('/api/donations/giver', fan.token)).body).toEqual({
      company: null,
      coversFee: false,
    });

    // A company without its address is refused before anything is charged, with the field's message.
    const incomplete = await donate(50, {
      company: { name: 'Gravier & Söhne AG', address1: '', postalCode: '8304', city: 'Wallisellen' },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe(MESSAGES.companyAddressRequired);
    expect(incomplete.body.fields['company.address1'].key).toBe('companyAddressRequired');
    const nameless = await donate(50, { company: { ...GRAVIER, name: ' ' } });
    expect(nameless.status).toBe(400);
    expect(nameless.body.fields['company.name'].key).toBe('companyNameRequired');
    expect(await t.db.select().from(donorCompanies).where(eq(donorCompanies.userId, fan.id))).toEqual([]);

    const asCompany = await donate(250, { company: GRAVIER });
    expect(asCompany.status, JSON.stringify(asCompany.body)).toBe(200);
    const first = await receiptText(fan.email);
    expect(first).toContain('Gravier & Söhne AG');
    expect(first).toContain('Industriestrasse 12');
    expect(first).toContain('8304 Wallisellen');
    expect(first).not.toContain('Marco Gravier');
    expect((await t.get('/api/donations/giver', fan.token)).body).toEqual({
      company: { ...GRAVIER, address2: null, country: 'CH' },
      coversFee: false,
    });

    // The next gift, without a word about the giver: the company again.
    expect((await donate(100)).status).toBe(200);
    expect(await receiptText(fan.email)).toContain('Gravier & Söhne AG');

    // Back to the private person: receipts name the person; the company's gifts stay the company's.
    expect((await donate(40, { company: null })).status).toBe(200);
    const own = await receiptText(fan.email);
    expect(own).toContain('Marco Gravier');
    expect(own).not.toContain('Gravier & Söhne AG');
    expect((await t.get('/api/donations/giver', fan.token)).body).toEqual({
      company: null,
      coversFee: false,
    });

    // The profile's call sets it too; naming the same company again finds it, it is not copied.
    const put = await t.put('/api/donations/giver', { company: GRAVIER }, fan.token);
    expect(put.status).toBe(200);
    expect(put.body.company.name).toBe(GRAVIER.name);
    expect(await t.db.select().from(donorCompanies).where(eq(donorCompanies.userId, fan.id))).toHaveLength(1);
    expect(await t.db.select().from(giverChoices).where(eq(giverChoices.userId, fan.id))).toHaveLength(3);
    await t.put('/api/donations/giver', { company: null }, fan.token);

    // January: the year's certificates, one for the person and one for the company, each with its own gifts.
    await advance(t, 31);
    const years = await t.post('/api/donations/certificates', { userId: fan.id }, fan.token);
    expect(years.status).toBe(200);
    const [company] = await t.db.select().from(donorCompanies).where(eq(donorCompanies.userId, fan.id));
    const year = years.body.content[0].year;
    expect(years.body.content).toEqual([
      { year, gifts: 1, deductible: 40, other: 0, companyId: null, issuedTo: 'Marco Gravier' },
      { year, gifts: 2, deductible: 350, other: 0, companyId: company!.id, issuedTo: 'Gravier & Söhne AG' },
    ]);
    const companyPdf = await pdfText(
      (
        await t.post(
          '/api/donations/annual-certificate',
          { userId: fan.id, year, companyId: company!.id },
          fan.token,
        )
      ).raw.rawPayload,
    );
    expect(companyPdf).toContain('Gravier & Söhne AG');
    expect(companyPdf).toContain('8304 Wallisellen');
    expect(companyPdf).toMatch(/Steuerlich abziehbare Zuwendungen\s*350\.00/);
    expect(companyPdf).not.toContain('Marco Gravier');
    const personPdf = await pdfText(
      (await t.post('/api/donations/annual-certificate', { userId: fan.id, year }, fan.token)).raw.rawPayload,
    );
    expect(personPdf).toContain('Marco Gravier');
    expect(personPdf).toMatch(/Steuerlich abziehbare Zuwendungen\s*40\.00/);

    // The January mail carries both certificates.
    await t.app.mailer.deliverPending();
    const mail = await latestMail(t, fan.email, 'annualCertificate');
    expect(mail!.attachments.map((attachment) => attachment.filename).sort()).toEqual([
      `donation-certificate-${year}-${company!.id.slice(0, 8)}.pdf`,
      `donation-certificate-${year}.pdf`,
    ]);
    expect(await pdfText(await mailAttachment(t, mail!, 1))).toContain('Gravier & Söhne AG');

    // Somebody else's company id is no certificate of theirs.
    const stranger = await donorWithCard(t, 'fremd');
    const foreign = await t.post(
      '/api/donations/annual-certificate',
      { userId: stranger.id, year, companyId: company!.id },
      stranger.token,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(MESSAGES.certificateYearEmpty);
  });
});
