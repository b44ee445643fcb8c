// @database: money booked in transactions under row locks, idempotency keys and unique constraints; run on PostgreSQL too (vitest.config.ts).
import { creditorReference, MESSAGES } from '@tifo/contract';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema-clubs';
import { memberships } from '../src/db/schema-memberships';
import { donations, ledgerEntries } from '../src/db/schema-payments';
import { invoiceNumber, isoDay } from '../src/modules/memberships/present';
import { addSwissDays } from '../src/platform/swiss-dates';
import { mailAttachment, useTestApp } from './helpers';
import {
  CLUB_IBAN,
  donationRow,
  invoicesOf,
  joinByCard,
  membershipClub,
  membershipOf,
  payByTwint,
  paymentOf,
} from './memberships.helpers';
import { card, donor, ledgerSum } from './payments.helpers';
import { advance, DAY_MS, mailsTo } from './subscriptions.helpers';
import { pdfQrCode } from './support/pdf';

const t = useTestApp();
// Every test leaves the ledger balanced; its memberships end so that later moves of the clock invoice only the
// next test's.
afterEach(async () => {
  expect(await ledgerSum(t)).toBe(0);
  await expectCountsMatchRows();
  await t.db.update(memberships).set({ status: 'cancelled' });
  await expectCountsMatchRows();
});

/** membership_counts (kept by a trigger) says exactly what counting the rows says, per product and status. */
async function expectCountsMatchRows() {
  const kept = await t.db.execute(
    sql`SELECT product_id, status, members FROM membership_counts WHERE members <> 0 ORDER BY 1, 2`,
  );
  const counted = await t.db.execute(
    sql`SELECT product_id, status, count(*)::int AS members FROM memberships GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  expect(kept.rows).toEqual(counted.rows);
}

const days = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / DAY_MS);

describe('joining by card', () => {
  it('makes the supporter a member with a paid first invoice, and charges the card for the invoice 3 months later', async () => {
    const { product, club } = await membershipClub(t, { period: 'three_months', priceRappen: 12000 });
    const { person, membership, answer } = await joinByCard(t, product.id);
    expect(answer.body).toMatchObject({ status: 'succeeded', amount: 120 });
    expect(membership).toMatchObject({
      status: 'active',
      origin: 'checkout',
      paymentMethod: 'card',
      period: 'three_months',
      amountRappen: 12000,
      clubId: club.id,
      nextPeriod: 1,
    });
    expect(days(membership.startedAt, membership.nextInvoiceAt)).toBe(90);
    const [first] = await invoicesOf(t, membership.id);
    expect(first).toMatchObject({ periodNumber: 0, status: 'paid', amountRappen: 12000 });
    const firstPayment = await paymentOf(t, first!.id);
    expect(firstPayment).toMatchObject({
      method: 'card',
      amountRappen: 12000,
      donationId: answer.body.donationId,
    });

    const moved = await advance(t, 90);
    expect(moved.ran).toContainEqual(expect.objectContaining({ job: 'membership-invoices', count: 1 }));
    const invoices = await invoicesOf(t, membership.id);
    expect(invoices).toHaveLength(2);
    expect(invoices[1]).toMatchObject({ periodNumber: 1, status: 'paid', amountRappen: 12000 });
    expect(days(invoices[1]!.periodStart, invoices[1]!.periodEnd)).toBe(90);
    const second = await paymentOf(t, invoices[1]!.id);
    expect(second?.method).toBe('card');
    const donation = await donationRow(t, second!.donationId!);
    expect(donation).toMatchObject({
      status: 'succeeded',
      amountRappen: 12000,
      feeRappen: 2000,
      netRappen: 10000,
    });
    // The member is not sent an invoice to pay: the card paid it (the receipt is the only mail).
    expect(await mailsTo(t, person.email, 'membershipInvoice')).toHaveLength(0);

    const details = await t.post('/api/memberships/member-details', { userId: person.id }, person.token);
    expect(details.status).toBe(200);
    expect(details.body.content).toHaveLength(1);
    expect(details.body.content[0]).toMatchObject({
      status: 'active',
      paymentMethod: 'card',
      openAmount: 0,
      product: { id: product.id, title: product.title },
      club: { id: club.id, name: club.name },
    });
    expect(details.body.content[0].invoices.map((i: { status: string }) => i.status)).toEqual([
      'paid',
      'paid',
    ]);
  });

  it('e-mails the invoice with the reason, pay link and QR-bill when the kept card is declined (0341) or needs the bank (3184)', async () => {
    const { product } = await membershipClub(t, { period: 'month', priceRappen: 3000 });
    // Joined with 4242; the card saved later (/payments/payment-method) becomes the card of the membership.
    const declined = await joinByCard(t, product.id, '4242 4242 4242 4242', 30);
    const declining = await card(t, declined.person.token, '4000 0000 0000 0341');
    const saved = await t.post(
      '/api/payments/payment-method',
      { userId: declined.person.id, payment_method: declining },
      declined.person.token,
    );
    expect(saved.body.status).toBe('succeeded');
    expect((await membershipOf(t, declined.person.id)).cardPaymentMethodId).toBe(declining);
    const authenticates = await joinByCard(t, product.id, '4000 0027 6000 3184', 30);
    await advance(t, 30);
    for (const [member, reason] of [
      [declined, MESSAGES.cardDeclined],
      [authenticates, MESSAGES.cardAuthenticationFailed],
    ] as const) {
      const invoices = await invoicesOf(t, member.membership.id);
      expect(invoices[1]).toMatchObject({ status: 'open', cardAttempts: 1 });
      const [mail] = await mailsTo(t, member.person.email, 'membershipCardDeclined');
      expect(mail?.text).toContain(reason);
      expect(mail?.text).toContain(`/membership/invoice/${invoices[1]!.id}`);
      expect(mail?.attachments[0]?.filename).toMatch(/^M\d{7}\.pdf$/);
    }
    // Paid through the link on-session (the bank's challenge is answered there): the invoice is paid.
    const paid = await (await import('./subscriptions.helpers')).payThroughChallenge(
      t,
      authenticates.person.token,
      {
        productId: product.id,
        amount: 30,
        paymentMethodId: authenticates.pm,
        invoiceId: (await invoicesOf(t, authenticates.membership.id))[1]!.id,
      },
    );
    expect(paid.body.status).toBe('succeeded');
    expect((await invoicesOf(t, authenticates.membership.id))[1]?.status).toBe('paid');
  });

  it('refuses a second membership of the same product while the first runs', async () => {
    const { product } = await membershipClub(t);
    const { person } = await joinByCard(t, product.id);
    const again = await t.post(
      '/api/payments/initialize-twint',
      { productId: product.id, amount: 120 },
      person.token,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.alreadyMember);
  });
});

describe('joining by TWINT', () => {
  it('e-mails the next invoice with a pay link and its QR-bill PDF; paying through the link keeps the member active', async () => {
    const { product, club } = await membershipClub(t, { period: 'month', priceRappen: 3000 });
    const person = await donor(t, 'twinter');
    await payByTwint(t, person.token, { productId: product.id, amount: 30 });
    const membership = await membershipOf(t, person.id);
    expect(membership).toMatchObject({ status: 'active', paymentMethod: 'invoice', amountRappen: 3000 });
    const [first] = await invoicesOf(t, membership.id);
    expect(first?.status).toBe('paid');
    expect((await paymentOf(t, first!.id))?.method).toBe('twint');

    await advance(t, 30);
    const invoices = await invoicesOf(t, membership.id);
    expect(invoices[1]).toMatchObject({ periodNumber: 1, status: 'open', amountRappen: 3000 });
    const open = invoices[1]!;
    const [mail] = await mailsTo(t, person.email, 'membershipInvoice');
    expect(mail).toBeDefined();
    expect(mail!.text).toContain(`/membership/invoice/${open.id}`);
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    const pdf = await mailAttachment(t, mail!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The QR-bill of the mailed PDF, read from the rendered page: the club's account, this invoice.
    const qr = (await pdfQrCode(pdf))?.split(/\r?\n/) ?? [];
    expect(qr[3]).toBe(CLUB_IBAN);
    expect(qr[5]).toBe(club.name);
    expect(qr).toEqual(
      expect.arrayContaining(['30.00', 'CHF', 'SCOR', creditorReference(invoiceNumber(open))]),
    );

    // The club stops offering the membership to new members: the member's open invoice stays payable.
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, product.id));
    const checkout = await t.get(`/api/memberships/invoices/${open.id}`, person.token);
    expect(checkout.status).toBe(200);
    expect(checkout.body.invoice).toMatchObject({ id: open.id, amount: 30, status: 'open' });
    expect(checkout.body.product).toMatchObject({ id: product.id, productType: 'membership', price: 30 });
    const stranger = await donor(t, 'stranger');
    expect((await t.get(`/api/memberships/invoices/${open.id}`, stranger.token)).status).toBe(404);
    const join = await t.post(
      '/api/payments/initialize-twint',
      { productId: product.id, amount: 30 },
      stranger.token,
    );
    expect(join.body.message).toBe(MESSAGES.productNotAvailable);
    await payByTwint(t, person.token, { productId: product.id, amount: 30, invoiceId: open.id });
    expect((await invoicesOf(t, membership.id))[1]?.status).toBe('paid');
    expect((await paymentOf(t, open.id))?.method).toBe('twint');
  });
});

/** A CHF 60 membership club and a person its admin added, with the first invoice open. */
async function memberWithOpenInvoice(prefix: string) {
  const parties = await membershipClub(t, { priceRappen: 6000 });
  const person = await donor(t, prefix);
  const added = await addMember(parties.admin.token, {
    clubId: parties.club.id,
    productId: parties.product.id,
    userEmail: person.email,
    initialAmount: 60,
  });
  return { ...parties, person, invoiceId: added.body.membership.invoices[0].id as string };
}

/** Today in Switzerland as the API takes a date (YYYY-MM-DD), from the platform's clock. */
async function today(): Promise<string> {
  const clock = await t.get('/dev/clock');
  return isoDay(new Date(String(clock.body.now)));
}

async function addMember(
  token: string,
  body: { clubId: string; productId: string } & Record<string, unknown>,
) {
  return t.post(
    '/api/memberships',
    {
      firstName: 'Lea',
      lastName: 'Meier',
      userEmail: `lea.${Math.random().toString(36).slice(2, 10)}@example.ch`,
      initialAmount: 50,
      startingDate: await today(),
      ...body,
    },
    token,
  );
}

describe('members the club adds', () => {
  it('adds an existing supporter with an open first invoice e-mailed to them; the list shows it 5 at a time', async () => {
    const { club, product, admin } = await membershipClub(t, { period: 'month', priceRappen: 4000 });
    const person = await donor(t, 'known');
    const added = await addMember(admin.token, {
      clubId: club.id,
      productId: product.id,
      userEmail: person.email,
      firstName: 'Ignored',
      initialAmount: '25.50',
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(MESSAGES.add_member_success);
    expect(added.body.membership).toMatchObject({
      status: 'active',
      invited: false,
      paymentMethod: 'invoice',
      openAmount: 25.5,
      user: { id: person.id, email: person.email },
    });
    expect(added.body.membership.invoices).toHaveLength(1);
    expect(added.body.membership.invoices[0]).toMatchObject({
      status: 'open',
      amount: 25.5,
      membershipPayment: null,
    });
    expect(await mailsTo(t, person.email, 'membershipInvoice')).toHaveLength(1);
    // Later invoices ask the product's price.
    expect((await membershipOf(t, person.id)).amountRappen).toBe(4000);

    for (let i = 0; i < 6; i += 1) await addMember(admin.token, { clubId: club.id, productId: product.id });
    const page0 = await t.post(
      '/api/memberships/get-members',
      { clubId: club.id, productId: product.id, pageId: 0 },
      admin.token,
    );
    expect(page0.status).toBe(200);
    expect(page0.body.totalElements).toBe(7);
    expect(page0.body.content).toHaveLength(5);
    const page1 = await t.post(
      '/api/memberships/get-members',
      { clubId: club.id, productId: product.id, pageId: '1', pageSize: '5' },
      admin.token,
    );
    expect(page1.body.content).toHaveLength(2);
    const searched = await t.post(
      '/api/memberships/get-members',
      { clubId: club.id, productId: product.id, search: person.email.slice(0, 12) },
      admin.token,
    );
    expect(searched.body.content.map((m: { user: { id: string } }) => m.user.id)).toEqual([person.id]);
  });

  it('pages a search by name with the number of its matches, past the last page too, in the order of the list', async () => {
    const { club, product, admin } = await membershipClub(t, { period: 'month', priceRappen: 4000 });
    for (let i = 0; i < 6; i += 1) await addMember(admin.token, { clubId: club.id, productId: product.id });
    await addMember(admin.token, {
      clubId: club.id,
      productId: product.id,
      firstName: 'Nora',
      lastName: 'Keller',
    });
    const list = async (body: Record<string, unknown>) => {
      const answer = await t.post(
        '/api/memberships/get-members',
        { clubId: club.id, productId: product.id, ...body },
        admin.token,
      );
      expect(answer.status, JSON.stringify(body)).toBe(200);
      return {
        ids: answer.body.content.map((m: { user: { id: string } }) => m.user.id) as string[],
        total: answer.body.totalElements as number,
      };
    };
    const all = [...(await list({ pageId: 0 })).ids, ...(await list({ pageId: 1 })).ids];
    expect(all).toHaveLength(7);
    // The six Meiers, newest first as in the list, five and then one, each page with the count of all six.
    const meiers = all.filter((_, i) => i !== 0);
    expect(await list({ search: 'MEIER', pageId: 0 })).toEqual({ ids: meiers.slice(0, 5), total: 6 });
    expect(await list({ search: 'meier', pageId: 1 })).toEqual({ ids: meiers.slice(5), total: 6 });
    expect(await list({ search: 'meier', pageId: 4 })).toEqual({ ids: [], total: 6 });
    expect(await list({ search: 'nora kel', pageId: 0 })).toEqual({ ids: [all[0]], total: 1 });
    expect(await list({ search: 'nobody', pageId: 0 })).toEqual({ ids: [], total: 0 });
    expect(await list({ search: 'meier', status: 'inactive', pageId: 0 })).toEqual({ ids: [], total: 0 });
    expect(await list({ status: 'active', pageId: 1 })).toEqual({ ids: all.slice(5), total: 7 });
  });

  it('answers every add-member message of the spec, and refuses the same e-mail twice', async () => {
    const { club, product, admin } = await membershipClub(t);
    const base = { clubId: club.id, productId: product.id };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ userEmail: 'not-an-email' }, 'userEmail', MESSAGES.invalid_email],
      [{ firstName: '' }, 'firstName', MESSAGES.invalid_first_name],
      [{ firstName: 'x'.repeat(26) }, 'firstName', MESSAGES.invalid_first_name],
      [{ lastName: '  ' }, 'lastName', MESSAGES.invalid_last_name],
      [{ initialAmount: 4.99 }, 'initialAmount', MESSAGES.invalid_initial_amount],
      [{ initialAmount: 'abc' }, 'initialAmount', MESSAGES.invalid_initial_amount],
      [{ initialAmount: '5.001' }, 'initialAmount', MESSAGES.invalid_initial_amount],
      [{ startingDate: 'yesterday-ish' }, 'startingDate', MESSAGES.invalidDate],
      [{ startingDate: '2026-02-30' }, 'startingDate', MESSAGES.invalidDate],
    ];
    for (const [override, field, message] of cases) {
      const answer = await addMember(admin.token, { ...base, ...override });
      expect(answer.status, JSON.stringify(override)).toBe(400);
      expect(answer.body.fields?.[field]?.message, JSON.stringify(override)).toBe(message);
    }
    expect((await addMember(admin.token, { ...base, initialAmount: 5 })).status).toBe(201);
    const email = `twice.${Date.now()}@example.ch`;
    expect((await addMember(admin.token, { ...base, userEmail: email })).status).toBe(201);
    const twice = await addMember(admin.token, { ...base, userEmail: email.toUpperCase() });
    expect(twice.status).toBe(409);
    expect(twice.body.fields?.userEmail?.message).toBe(MESSAGES.memberAlreadyAdded);
  });

  it('invites a person without account: they sign up with the link, see the open invoice and pay it by card', async () => {
    const { club, product, admin } = await membershipClub(t, { period: 'month', priceRappen: 3000 });
    const email = `invited.${Date.now()}@example.ch`;
    const added = await addMember(admin.token, {
      clubId: club.id,
      productId: product.id,
      userEmail: email,
      initialAmount: 30,
    });
    expect(added.status).toBe(201);
    expect(added.body.membership.invited).toBe(true);
    const [invitation] = await mailsTo(t, email, 'membershipInvitation');
    expect(invitation?.attachments[0]?.filename).toMatch(/^M\d{7}\.pdf$/);
    const link = /https?:\/\/\S+\/register\/user\?invitation=([A-Za-z0-9_-]+)&email=\S+/.exec(
      invitation!.text,
    );
    expect(link).not.toBeNull();
    // Before signing up the e-mail has no account (nobody can log in with it): sign-up is open to it.
    expect((await t.post('/api/users/email-admin', { email }, admin.token)).body).toEqual({
      emailExists: false,
    });

    const signedUp = await t.post('/api/users', {
      firstName: 'Nina',
      lastName: 'Neu',
      email,
      password: 'Sicher!Pass1',
      preferredLanguage: 'fr',
      invitationToken: link![1],
    });
    expect(signedUp.status).toBe(201);
    const userId = signedUp.body.id as string;
    expect(userId).toBe(added.body.membership.user.id);
    const token = signedUp.body.token as string;
    const mine = await t.post('/api/memberships/member-details', { userId }, token);
    expect(mine.body.content[0]).toMatchObject({ invited: false, openAmount: 30 });
    const invoiceId = mine.body.content[0].invoices[0].id as string;

    const pm = await card(t, token);
    const paid = await t.post(
      '/api/payments/pay',
      { productId: product.id, amount: 30, paymentMethodId: pm, invoiceId },
      token,
    );
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('succeeded');
    const members = await t.post(
      '/api/memberships/get-members',
      { clubId: club.id, productId: product.id },
      admin.token,
    );
    expect(members.body.content[0]).toMatchObject({ invited: false, openAmount: 0 });
    expect(members.body.content[0].invoices[0]).toMatchObject({
      status: 'paid',
      membershipPayment: { externalPayment: false, method: 'card', amount: 30 },
    });
    // Paying the same invoice again is refused before anything is charged.
    const again = await t.post(
      '/api/payments/pay',
      { productId: product.id, amount: 30, paymentMethodId: pm, invoiceId },
      token,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.invoiceAlreadyPaid);
  });
});

describe('payments outside the platform', () => {
  it('records an external payment with its date: the invoice is paid, with no donation, no fee and no ledger row', async () => {
    const { club, product, admin, editor, finance, person, invoiceId } = await memberWithOpenInvoice('cash');
    const body = { userId: person.id, productId: product.id, invoiceId, amount: 60, date: await today() };

    const bad: [Record<string, unknown>, number, string][] = [
      [{ date: 'yesterday-ish' }, 400, MESSAGES.invalidDate],
      [{ date: '' }, 400, MESSAGES.invalidDate],
      [{ amount: '' }, 400, MESSAGES.externalAmountRequired],
      [{ amount: 59.95 }, 400, MESSAGES.externalAmountMismatch.replace('{amount}', '60.00')],
      [{ invoiceId: 'M0000001' }, 400, MESSAGES.invoiceRequired],
      [{ date: '2099-01-01' }, 400, MESSAGES.externalDateInFuture],
    ];
    for (const [override, status, message] of bad) {
      const answer = await t.post(
        '/api/memberships/external-payment',
        { ...body, ...override },
        editor.token,
      );
      expect(answer.status, JSON.stringify(override)).toBe(status);
      expect(answer.body.message, JSON.stringify(override)).toBe(message);
    }
    expect((await t.post('/api/memberships/external-payment', body, finance.token)).status).toBe(403);

    const recorded = await t.post('/api/memberships/external-payment', body, editor.token);
    expect(recorded.status).toBe(200);
    expect(recorded.body.message).toBe(MESSAGES.external_payment_success);
    const payment = await paymentOf(t, invoiceId);
    expect(payment).toMatchObject({ method: 'external', amountRappen: 6000, donationId: null });
    expect(await t.db.select().from(donations).where(eq(donations.productId, product.id))).toHaveLength(0);
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.clubId, club.id))).toHaveLength(0);

    const twice = await t.post('/api/memberships/external-payment', body, editor.token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(MESSAGES.invoiceAlreadyPaid);

    const details = await t.post(
      '/api/memberships/payment-details',
      { userId: person.id, productId: product.id },
      admin.token,
    );
    expect(details.body.content[0]).toMatchObject({
      status: 'paid',
      membershipPayment: { externalPayment: true, createdDate: body.date, amount: 60 },
    });

    // Another club's admin cannot touch this invoice, even through their own product.
    const other = await membershipClub(t);
    const foreign = await t.post(
      '/api/memberships/external-payment',
      { ...body, productId: other.product.id },
      other.admin.token,
    );
    expect(foreign.status).toBe(404);
    expect((await t.post('/api/memberships/external-payment', body, other.admin.token)).status).toBe(403);
  });
});

describe('status and lapse', () => {
  it('an invoice unpaid 30 days makes the member inactive (reminded at 14 days); paying it makes them active again', async () => {
    const { club, product, admin, editor } = await membershipClub(t, { period: 'month', priceRappen: 3000 });
    const person = await donor(t, 'late');
    await payByTwint(t, person.token, { productId: product.id, amount: 30 });
    const membership = await membershipOf(t, person.id);
    await advance(t, 30);
    const open = (await invoicesOf(t, membership.id))[1]!;
    expect(open.status).toBe('open');
    await advance(t, 13);
    expect(await mailsTo(t, person.email, 'membershipReminder')).toHaveLength(0);
    await advance(t, 1);
    expect(await mailsTo(t, person.email, 'membershipReminder')).toHaveLength(1);
    await advance(t, 15);
    expect((await membershipOf(t, person.id)).status).toBe('active');
    await advance(t, 1);
    expect(await membershipOf(t, person.id)).toMatchObject({ status: 'inactive', inactiveReason: 'lapsed' });
    expect(await mailsTo(t, person.email, 'membershipLapsed')).toHaveLength(1);
    expect(await mailsTo(t, admin.email, 'membershipLapsedClub')).toHaveLength(1);
    expect(await mailsTo(t, editor.email, 'membershipLapsedClub')).toHaveLength(1);
    const active = await t.post(
      '/api/memberships/get-members',
      { clubId: club.id, productId: product.id, status: 'active' },
      admin.token,
    );
    expect(active.body.totalElements).toBe(0);

    // Paid through the pay link by card: active again, although the next invoice (raised meanwhile, not yet 30
    // days old) is still open.
    const pm = await card(t, person.token);
    const [overdue, recent] = (await invoicesOf(t, membership.id)).filter((i) => i.status === 'open');
    expect(overdue?.id).toBe(open.id);
    expect(recent).toBeDefined();
    const paid = await t.post(
      '/api/payments/pay',
      { productId: product.id, amount: 30, paymentMethodId: pm, invoiceId: open.id },
      person.token,
    );
    expect(paid.body.status).toBe('succeeded');
    expect((await invoicesOf(t, membership.id)).find((i) => i.id === recent!.id)?.status).toBe('open');
    expect(await membershipOf(t, person.id)).toMatchObject({ status: 'active', inactiveReason: null });
  });

  it('toggles active and inactive, removes (cancelled: no further invoices), and refuses statuses the spec does not know', async () => {
    const { club, product, admin, editor } = await membershipClub(t, { period: 'month' });
    const person = await donor(t, 'toggle');
    await addMember(admin.token, { clubId: club.id, productId: product.id, userEmail: person.email });
    const body = { userId: person.id, productId: product.id };
    const unknown = await t.post(
      '/api/memberships/update-status',
      { ...body, status: 'paused' },
      editor.token,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(MESSAGES.membershipStatusInvalid);
    const inactive = await t.post(
      '/api/memberships/update-status',
      { ...body, status: 'inactive' },
      editor.token,
    );
    expect(inactive.body.message).toBe(MESSAGES.memberStatusUpdated);
    expect((await membershipOf(t, person.id)).status).toBe('inactive');
    await t.post('/api/memberships/update-status', { ...body, status: 'active' }, editor.token);
    expect((await membershipOf(t, person.id)).status).toBe('active');

    const removed = await t.post(
      '/api/memberships/update-status',
      { ...body, status: 'cancelled' },
      admin.token,
    );
    expect(removed.body.message).toBe(MESSAGES.memberRemoved);
    const membership = await membershipOf(t, person.id);
    expect(membership.status).toBe('cancelled');
    await advance(t, 65);
    expect(await invoicesOf(t, membership.id)).toHaveLength(1);
    const gone = await t.post('/api/memberships/update-status', { ...body, status: 'active' }, admin.token);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(MESSAGES.membershipNotFound);
  });
});

describe('who may do what (PRODUCT.md §memberships)', () => {
  it('lets admin and editor manage members; finance, another club and anonymous callers are refused', async () => {
    const { club, product, admin, editor, finance } = await membershipClub(t);
    const other = await membershipClub(t);
    const person = await donor(t, 'matrix');
    await addMember(admin.token, { clubId: club.id, productId: product.id, userEmail: person.email });
    const list = { clubId: club.id, productId: product.id };
    const status = { userId: person.id, productId: product.id, status: 'inactive' };
    const details = { userId: person.id, productId: product.id };
    const calls: [string, Record<string, unknown>][] = [
      ['/api/memberships/get-members', list],
      ['/api/memberships/update-status', status],
      ['/api/memberships/payment-details', details],
    ];
    for (const [url, body] of calls) {
      expect((await t.post(url, body, admin.token)).status, url).toBe(200);
      expect((await t.post(url, body, editor.token)).status, url).toBe(200);
      expect((await t.post(url, body, finance.token)).status, url).toBe(403);
      expect((await t.post(url, body, other.admin.token)).status, url).toBe(403);
      expect((await t.post(url, body)).status, url).toBe(401);
    }
    expect((await addMember(finance.token, list)).status).toBe(403);
    expect((await addMember(other.admin.token, list)).status).toBe(403);
    // Another club's product named with one's own club: not found, and nothing stored.
    const crossed = await addMember(other.admin.token, { clubId: other.club.id, productId: product.id });
    expect(crossed.status).toBe(404);
    // A product that is not a membership.
    const plain = await (await import('./payments.helpers')).product(t, club.id, 'open', null);
    const notMembership = await addMember(admin.token, { clubId: club.id, productId: plain.id });
    expect(notMembership.status).toBe(400);
    expect(notMembership.body.message).toBe(MESSAGES.notAMembershipProduct);
    // A supporter sees their own memberships only.
    expect(
      (await t.post('/api/memberships/member-details', { userId: person.id }, other.admin.token)).status,
    ).toBe(403);
    expect(
      (await t.post('/api/memberships/member-details', { userId: person.id }, person.token)).status,
    ).toBe(200);
  });
});

describe('the CSV export of members', () => {
  it('is UTF-8 with BOM and semicolons, umlauts intact, with each member’s open invoices; finance may not export', async () => {
    const { club, product, admin, finance } = await membershipClub(t, { period: 'month' });
    const added = await addMember(admin.token, {
      clubId: club.id,
      productId: product.id,
      firstName: 'Zoë',
      lastName: 'Müller-Würth',
      initialAmount: 45,
    });
    const number = added.body.membership.invoices[0].number as string;
    const answer = await t.post(
      '/api/memberships/export',
      { clubId: club.id, productId: product.id, language: 'de' },
      admin.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.fileName).toMatch(/^mitgliedschaft-[0-9a-f]{6}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = answer.body.csv as string;
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      '"Vorname";"Nachname";"E-Mail";"Status";"Eingeladen";"Beginn";"Nächste Rechnung";"Offene Rechnungen";"Offener Betrag (CHF)"',
    );
    expect(row).toContain('"Zoë";"Müller-Würth"');
    expect(row).toContain('"aktiv";"ja"');
    expect(row).toContain(`"${number}";"45.00"`);
    expect(
      (await t.post('/api/memberships/export', { clubId: club.id, productId: product.id }, finance.token))
        .status,
    ).toBe(403);
  });
});

describe('the invoice job, twice at once', () => {
  it('raises and charges each period once when two runs meet (claims and unique periods)', async () => {
    const { product } = await membershipClub(t, { period: 'month', priceRappen: 3000 });
    const joined = [];
    for (let i = 0; i < 8; i += 1) joined.push(await joinByCard(t, product.id, '4242 4242 4242 4242', 30));
    // Move the platform's time past the next period without running the jobs, then run the job twice at once.
    const clock = t.app.clock as unknown as { moveTo(to: Date): void; now(): Date };
    clock.moveTo(new Date(clock.now().getTime() + 31 * DAY_MS));
    const job = t.app.scheduler.job('membership-invoices');
    const [a, b] = await Promise.all([job.run(clock.now()), job.run(clock.now())]);
    expect(a + b).toBe(8);
    for (const { membership } of joined) {
      const invoices = await invoicesOf(t, membership.id);
      expect(invoices.map((i) => [i.periodNumber, i.status])).toEqual([
        [0, 'paid'],
        [1, 'paid'],
      ]);
      const [charges] = (
        await t.db.execute(
          sql`SELECT count(*)::int AS n FROM membership_payments WHERE membership_id = ${membership.id}`,
        )
      ).rows as { n: number }[];
      expect(charges?.n).toBe(2);
    }
  });
});

describe('the day an external payment was received', () => {
  it('is a Swiss calendar day: after midnight in Zurich (still the evening before in UTC) today is not in the future', async () => {
    const { product, editor, person, invoiceId } = await memberWithOpenInvoice('evening');
    // The platform's time moves on to the next 23:30 UTC: 00:30 (winter) or 01:30 (summer) in Zurich.
    const clock = t.app.clock as unknown as { moveTo(to: Date): void; now(): Date };
    const before = clock.now();
    let evening = Date.UTC(before.getUTCFullYear(), before.getUTCMonth(), before.getUTCDate(), 23, 30);
    if (evening <= before.getTime()) evening += DAY_MS;
    clock.moveTo(new Date(evening));
    const swissToday = isoDay(clock.now());
    expect(swissToday > clock.now().toISOString().slice(0, 10)).toBe(true);

    const body = { userId: person.id, productId: product.id, invoiceId, amount: 60 };
    const tomorrow = addSwissDays(swissToday, 1);
    const future = await t.post(
      '/api/memberships/external-payment',
      { ...body, date: tomorrow },
      editor.token,
    );
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(MESSAGES.externalDateInFuture);
    const recorded = await t.post(
      '/api/memberships/external-payment',
      { ...body, date: swissToday },
      editor.token,
    );
    expect(recorded.status).toBe(200);
    expect(recorded.body.message).toBe(MESSAGES.external_payment_success);
  });
});
