// @database: money booked in transactions under row locks, idempotency keys and unique constraints; run on PostgreSQL too (vitest.config.ts).
import { MESSAGES } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { products } from '../src/db/schema-clubs';
import { donations, twintPayments } from '../src/db/schema-payments';
import { swissIsoDay } from '../src/platform/swiss-dates';
import { donorWithCard, give, payoutClub } from './dashboard.helpers';
import { latestMail, STRONG_PASSWORD, tokenFromMail, uniqueEmail, useTestApp } from './helpers';
import { CARDS, ledgerOf, product } from './payments.helpers';
import { pdfQrCode, pdfText } from './support/pdf';

/**
 * Issue 48, payment links: a club's staff make a link per offer with a source label and an optional preset
 * amount; its page is public at /l/<code>; anyone gives through it, as the account or as a guest with only name
 * and e-mail (receipt and claim mail; the claim sets a password and the gift is in the profile); every gift names
 * its link, the dashboard splits by source and the CSV carries it; each link has a poster with its QR code.
 * Before this work none of these calls existed (404).
 */

const t = useTestApp();

const GUEST = { firstName: 'Lea', lastName: 'Gast', language: 'de' as const };

async function linkClub() {
  const people = await payoutClub(t);
  const create = (body: Record<string, unknown>, token = people.admin.token) =>
    t.post('/api/payment-links', { clubId: people.club.id, ...body }, token);
  return { ...people, create };
}

/** A guest's card payment through the link: the sandbox card for the guest, then the payment. */
async function guestPays(code: string, guest: Record<string, string>, body: Record<string, unknown>) {
  const method = await t.post(`/api/links/${code}/sandbox-payment-method`, {
    number: CARDS.succeeds,
    expMonth: 12,
    expYear: 2034,
    cvc: '123',
    name: `${guest.firstName} ${guest.lastName}`,
    guest,
  });
  expect(method.status, JSON.stringify(method.body)).toBe(201);
  return t.post(`/api/links/${code}/pay`, { ...body, paymentMethodId: method.body.id, guest });
}

describe('payment links', () => {
  it('are made by the club’s editors per offer and source, refused with clear messages, listed and archived', async () => {
    const { club, product: open, create, editor, finance } = await linkClub();
    const missing = await create({ productId: open.id, source: ' ' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.source.key).toBe('paymentLinkSourceRequired');
    const tooLong = await create({ productId: open.id, source: 'x'.repeat(61) });
    expect(tooLong.body.fields.source.key).toBe('paymentLinkSourceTooLong');
    const other = await payoutClub(t);
    const foreign = await create({ productId: other.product.id, source: 'Matchday 12' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields.productId.key).toBe('paymentLinkProductInvalid');
    const jersey = await product(t, club.id, 'fixed', 4000);
    const priced = await create({ productId: jersey.id, source: 'Fanshop', amount: 30 });
    expect(priced.body.fields.amount.key).toBe('paymentLinkAmountNotForPrice');
    const tooSmall = await create({ productId: open.id, source: 'WhatsApp', amount: 2 });
    expect(tooSmall.body.message).toBe(MESSAGES.paymentAmountRequired);
    // Finance sees the figures, but does not make links (the products tab's roles do).
    expect((await create({ productId: open.id, source: 'X' }, finance.token)).status).toBe(403);

    const made = await create({ productId: open.id, source: 'Heimspiel 12', amount: '25' }, editor.token);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      source: 'Heimspiel 12',
      amount: 25,
      productId: open.id,
      archived: false,
    });
    expect(made.body.code).toMatch(/^[a-z2-9]{10}$/);
    expect(made.body.url).toBe(`http://tifo.test/l/${made.body.code}`);
    const list = await t.post('/api/payment-links/list', { clubId: club.id }, editor.token);
    expect(list.body.content.map((link: { id: string }) => link.id)).toEqual([made.body.id]);

    const page = await t.app.inject({ method: 'GET', url: `/l/${made.body.code}?lang=fr` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain(`<h1>${open.title}</h1>`);
    expect(page.body).toContain(`href="/give/${made.body.code}">Donner CHF 25.00</a>`);
    expect(page.body).not.toContain('<script');

    const archived = await t.post(
      '/api/payment-links/archive',
      { clubId: club.id, linkId: made.body.id },
      editor.token,
    );
    expect(archived.body.archived).toBe(true);
    const gone = await t.app.inject({ method: 'GET', url: `/l/${made.body.code}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('Dieser Zahlungslink ist nicht mehr gültig.');
    expect((await t.get(`/api/links/${made.body.code}`)).status).toBe(410);
    expect((await t.app.inject({ method: 'GET', url: '/l/nosuchlink' })).statusCode).toBe(404);
    expect((await t.get('/api/links/nosuchlink')).body.message).toBe(MESSAGES.paymentLinkNotFound);
  });

  it('make posters, A4 in German and A6 in Italian, whose QR code reads back as the link', {
    timeout: 60_000,
  }, async () => {
    const { club, product: open, create, admin } = await linkClub();
    const link = (await create({ productId: open.id, source: 'Tischkarte', amount: 20 })).body;
    const poster = async (format: string, language: string) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/payment-links/poster',
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { clubId: club.id, linkId: link.id, format, language },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      return answer.rawPayload;
    };
    const a4 = await poster('a4', 'de');
    expect(await pdfQrCode(a4)).toBe(link.url);
    const a4Text = (await pdfText(a4)).replace(/\s+/g, ' ');
    expect(a4Text).toContain(`Unterstütze ${club.name}!`);
    expect(a4Text).toContain('CHF 20.00');
    expect(a4Text).toContain('QR-Code scannen und mit Karte oder TWINT spenden.');
    const a6 = await poster('a6', 'it');
    expect(await pdfQrCode(a6)).toBe(link.url);
    expect((await pdfText(a6)).replace(/\s+/g, ' ')).toContain(`Sostieni ${club.name}!`);
    const bad = await t.post(
      '/api/payment-links/poster',
      { clubId: club.id, linkId: link.id, format: 'a3' },
      admin.token,
    );
    expect(bad.body.message).toBe(MESSAGES.posterFormatInvalid);
  });

  it('take a guest’s gift with name and e-mail: receipt and claim mail, the claim opens the account with the gift', {
    timeout: 60_000,
  }, async () => {
    const { club, product: open, create } = await linkClub();
    const link = (await create({ productId: open.id, source: 'WhatsApp Team' })).body;
    const email = uniqueEmail('gast');
    const guest = { ...GUEST, email };

    // Name and e-mail are needed without a session.
    const anonymous = await t.post(`/api/links/${link.code}/pay`, { amount: 30 });
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.message).toBe(MESSAGES.guestDetailsRequired);

    const paid = await guestPays(link.code, guest, { amount: '30', coverFee: true });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.amount).toBe(37.5);
    const [row] = await t.db.select().from(donations).where(eq(donations.id, paid.body.donationId));
    expect(row).toMatchObject({ paymentLinkId: link.id, amountRappen: 3750, netRappen: 3000 });
    expect(await ledgerOf(t, row!.id)).toEqual({
      donor_gross: 3750,
      platform_fee: -750,
      club_payable: -3000,
    });
    // The account: no password, unverified; nothing opens with it.
    const [account] = await t.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({
      firstName: 'Lea',
      passwordHash: null,
      verified: false,
      donationEnabled: false,
    });
    expect(row!.userId).toBe(account!.id);

    await t.app.mailer.deliverPending();
    expect(await latestMail(t, email, 'donationReceipt')).toBeDefined();
    const claimMail = await latestMail(t, email, 'claimGift');
    expect(claimMail!.subject).toBe(`Deine Spende an ${club.name}: Konto einrichten`);
    expect(claimMail!.text).toContain(`Danke für Deine Spende von CHF 37.50 an ${club.name}!`);
    const token = tokenFromMail(claimMail!.text);

    const weak = await t.post('/api/links/claim', { token, password: 'short' });
    expect(weak.status).toBe(400);
    const claimed = await t.post('/api/links/claim', { token, password: STRONG_PASSWORD });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body).toMatchObject({ email, verified: true, donationEnabled: true });
    const again = await t.post('/api/links/claim', { token, password: STRONG_PASSWORD });
    expect(again.body.message).toBe(MESSAGES.claimTokenInvalid);

    // The gift is in the profile; a later guest gift under the same address joins the same account.
    const mine = await t.post(
      '/api/donations/user-club',
      { userId: account!.id, clubId: club.id },
      claimed.body.token,
    );
    expect(mine.body.content.map((gift: { id: string }) => gift.id)).toEqual([row!.id]);
    const second = await guestPays(link.code, guest, { amount: 10 });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const [secondRow] = await t.db.select().from(donations).where(eq(donations.id, second.body.donationId));
    expect(secondRow!.userId).toBe(account!.id);
  });

  it('keep subscriptions and memberships for accounts, and give as the account with a session', async () => {
    const { club, product: open, create } = await linkClub();
    const [monthly] = await t.db
      .update(products)
      .set({
        productType: 'subscription',
        recurringProduct: true,
        recurringPeriod: 'month',
        priceRappen: 2000,
      })
      .where(eq(products.id, (await product(t, club.id, 'open', null)).id))
      .returning();
    const subscriptionLink = (await create({ productId: monthly!.id, source: 'Newsletter' })).body;
    const refused = await t.post(`/api/links/${subscriptionLink.code}/pay`, {
      amount: 20,
      guest: { ...GUEST, email: uniqueEmail('abo') },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.guestNeedsAccount);
    expect((await t.get(`/api/links/${subscriptionLink.code}`)).body.guestAllowed).toBe(false);

    const link = (await create({ productId: open.id, source: 'Website' })).body;
    const fan = await donorWithCard(t, 'linkfan');
    const [method] = await t.db.select().from(users).where(eq(users.email, fan.email));
    const pm = await t.post(
      '/api/payments/sandbox/payment-methods',
      { number: CARDS.succeeds, expMonth: 12, expYear: 2034, cvc: '123', name: 'Fan' },
      fan.token,
    );
    const paid = await t.post(
      `/api/links/${link.code}/pay`,
      { amount: 15, paymentMethodId: pm.body.id },
      fan.token,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [row] = await t.db.select().from(donations).where(eq(donations.id, paid.body.donationId));
    expect(row).toMatchObject({ userId: method!.id, paymentLinkId: link.id });
  });

  it('split the dashboard by source and name it in the CSV; TWINT through a link books without a session', {
    timeout: 60_000,
  }, async () => {
    const { club, product: open, create, finance } = await linkClub();
    const matchday = (await create({ productId: open.id, source: 'Heimspiel 12' })).body;
    const fan = await donorWithCard(t, 'direct');
    await give(t, fan, open.id, 50);
    const guest = { ...GUEST, email: uniqueEmail('twint') };
    const init = await t.post(`/api/links/${matchday.code}/initialize-twint`, { amount: 40, guest });
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const id = init.body.transactionId as string;
    const [record] = await t.db.select().from(twintPayments).where(eq(twintPayments.transactionId, id));
    expect(record).toMatchObject({ paymentLinkId: matchday.id, amountRappen: 4000 });
    const page = await t.app.inject({ method: 'POST', url: `/api/payments/sandbox/twint/${id}/approve` });
    expect(page.statusCode).toBe(303);
    // Back from TWINT without a session: booked on the provider's word; a foreign id is unknown.
    const settled = await t.post('/api/links/pay-twint', { transactionId: id });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body).toMatchObject({ status: 'succeeded', amount: 40, clubName: club.name });
    expect((await t.post('/api/links/pay-twint', { transactionId: '999999999999999999' })).status).toBe(404);
    await t.app.mailer.deliverPending();
    expect(await latestMail(t, guest.email, 'claimGift')).toBeDefined();

    const sources = await t.post(
      '/api/donations/sources',
      { clubId: club.id, period: 'month' },
      finance.token,
    );
    expect(sources.status, JSON.stringify(sources.body)).toBe(200);
    expect(sources.body.content).toEqual([
      { linkId: null, source: null, gifts: 1, gross: 50, net: 40 },
      { linkId: matchday.id, source: 'Heimspiel 12', gifts: 1, gross: 40, net: 32 },
    ]);
    const list = await t.post('/api/payment-links/list', { clubId: club.id }, (await linkClub()).admin.token);
    expect(list.status).toBe(403);
    const today = swissIsoDay(new Date((await t.get('/dev/clock')).body.now));
    const csv = (
      await t.post('/api/donations/export', { clubId: club.id, from: today, to: today }, finance.token)
    ).body.csv as string;
    expect(csv).toContain('"40.00";"8.00";"32.00";"0.00";"Heimspiel 12";"offen"');
    expect(csv).toContain('"50.00";"10.00";"40.00";"0.00";"";"offen"');
  });
});

describe('the donate button’s websites', () => {
  it('are any until the club lists some; then only those may load a link, and gifts name their website', async () => {
    const { club, product: open, create, editor, finance } = await linkClub();
    const link = (await create({ productId: open.id, source: 'Website' })).body;
    const fromSite = (origin: string) =>
      t.app.inject({ method: 'GET', url: `/api/links/${link.code}`, headers: { origin } });
    // Any website while the list is empty; the answer may be read by any origin, never with cookies.
    const any = await fromSite('https://example.org');
    expect(any.statusCode).toBe(200);
    expect(any.headers['access-control-allow-origin']).toBe('*');

    const bad = await t.put(
      '/api/payment-links/embed',
      { clubId: club.id, origins: ['fcseefeld'] },
      editor.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.embedOriginInvalid);
    const set = await t.put(
      '/api/payment-links/embed',
      { clubId: club.id, origins: ['https://FCSeefeld.ch/unterstuetzen', 'https://fcseefeld.ch'] },
      editor.token,
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toEqual({ origins: ['https://fcseefeld.ch'], pages: [] });
    expect(
      (await t.put('/api/payment-links/embed', { clubId: club.id, origins: [] }, finance.token)).status,
    ).toBe(403);

    expect((await fromSite('https://fcseefeld.ch')).statusCode).toBe(200);
    const refused = await fromSite('https://example.org');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.embedOriginNotAllowed);
    // Tifo's own pages, and calls that are no browser's cross-site call, always.
    expect((await fromSite('http://tifo.test')).statusCode).toBe(200);
    expect((await t.get(`/api/links/${link.code}`)).status).toBe(200);

    const guest = { ...GUEST, email: uniqueEmail('site') };
    const elsewhere = await t.post(`/api/links/${link.code}/pay`, {
      amount: 20,
      guest,
      embedOrigin: 'https://example.org',
    });
    expect(elsewhere.status).toBe(403);
    const paid = await guestPays(link.code, guest, { amount: 20, embedOrigin: 'https://fcseefeld.ch' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [row] = await t.db.select().from(donations).where(eq(donations.id, paid.body.donationId));
    expect(row).toMatchObject({ embedOrigin: 'https://fcseefeld.ch', paymentLinkId: link.id });
    const settings = await t.post('/api/payment-links/embed', { clubId: club.id }, editor.token);
    expect(settings.body.pages).toEqual([{ origin: 'https://fcseefeld.ch', gifts: 1, gross: 20 }]);
  });
});
