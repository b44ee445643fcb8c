// @database: money booked in transactions under row locks, idempotency keys and unique constraints; run on PostgreSQL too (vitest.config.ts).
import { KEYS, MESSAGES } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStorage } from '../src/adapters/storage';
import { emailOutbox, sessions, users } from '../src/db/schema';
import { sandboxIntents } from '../src/db/schema-payments';
import { renderReceipt } from '../src/modules/payments/receipt';
import { createUser } from '../src/modules/users/provision';
import { mailAttachment, recordStatements, STRONG_PASSWORD, said, uniqueEmail, useTestApp } from './helpers';
import { logIn } from './offers.helpers';
import {
  CARDS,
  card,
  club,
  donationsOf,
  donor,
  expectPaid,
  ledgerOf,
  ledgerSum,
  product,
  productTotals,
} from './payments.helpers';
import { pdfText } from './support/pdf';

const t = useTestApp();

describe('card payments', () => {
  it('books CHF 25 with 4242…: donation, ledger 25.00 gross / 5.00 fee / 20.00 net, totals and receipt mail', async () => {
    const person = await donor(t);
    const org = await club(t, { taxExempt: true });
    const open = await product(t, org.id, 'open', null);
    const pm = await card(t, person.token);
    const response = await t.post(
      '/api/payments/pay',
      {
        productId: open.id,
        amount: '25',
        quantity: 1,
        paymentMethodId: pm,
        userId: person.id,
        clubId: org.id,
        deliveryInfo: {
          fullName: 'Anna Muster',
          address1: 'Seestrasse 5',
          city: 'Zürich',
          postalCode: '8001',
          country: 'CH',
          phoneNumber: '079 123 4567',
        },
      },
      person.token,
    );
    expectPaid(response, 25);
    const [donation] = await donationsOf(t, open.id);
    expect(donation).toMatchObject({
      amountRappen: 2500,
      feeRappen: 500,
      netRappen: 2000,
      status: 'succeeded',
    });
    // An address sent along for an offer without delivery is not kept (deliveries.test: kept for one with it).
    expect(donation?.delivery).toBeNull();
    expect(response.body.donationId).toBe(donation!.id);
    expect(await ledgerOf(t, donation!.id)).toEqual({
      donor_gross: 2500,
      platform_fee: -500,
      club_payable: -2000,
    });
    expect(await productTotals(t, open.id)).toEqual({ totalFundedRappen: 2500, backers: 1 });
    const publicProduct = await t.post('/api/products/filter', { id: open.id });
    expect(publicProduct.body).toMatchObject({ totalFunded: 25, backers: 1 });

    // The booking names the receipt; the mail job renders the PDF when it sends the mail.
    await t.app.mailer.deliverPending();
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, person.email), eq(emailOutbox.template, 'donationReceipt')));
    expect(mail?.language).toBe('de');
    expect(mail?.subject).toContain('Spendenbescheinigung');
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail!.attachments[0]!;
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.filename).toMatch(/^donation-certificate-/);
    // The outbox keeps the reference only; the PDF went out with the mail (here: to the local mailbox).
    expect(attachment.content).toBeUndefined();
    expect(attachment.document).toEqual({ kind: 'donationReceipt', id: donation!.id });
    const download = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${mail!.id}/attachments/0` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const bytes = download.rawPayload;
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    const pdf = await pdfText(bytes);
    const [user] = await t.db.select().from(users).where(eq(users.id, person.id));
    for (const text of [
      'Spendenbescheinigung',
      org.name,
      'Seestrasse 5',
      `${user!.firstName} ${user!.lastName}`,
      'CHF 25.00',
      donation!.id,
      'Art. 33a DBG',
    ]) {
      expect(pdf).toContain(text);
    }
    // The card number never reaches the database.
    expect(JSON.stringify(await t.db.select().from(sandboxIntents))).not.toContain('4242424242424242');
  });

  it('sends a payment confirmation without deductibility for a membership or a club that is not tax-exempt', async () => {
    const person = await donor(t);
    const exempt = await club(t, { taxExempt: true });
    const membership = await product(t, exempt.id, 'membership', 6000);
    const notExempt = await club(t, { taxExempt: false });
    const open = await product(t, notExempt.id, 'open', null);
    const pm = await card(t, person.token);
    for (const [item, amount] of [
      [membership, 60],
      [open, 10],
    ] as const) {
      const response = await t.post(
        '/api/payments/pay',
        { productId: item.id, amount, paymentMethodId: pm },
        person.token,
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    }
    await t.app.mailer.deliverPending();
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, person.email), eq(emailOutbox.template, 'donationReceipt')));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toContain('Zahlungsbestätigung');
      expect(mail.attachments[0]!.filename).toMatch(/^payment-confirmation-/);
      const text = await pdfText(await mailAttachment(t, mail));
      expect(text).toContain('Zahlungsbestätigung');
      expect(text).not.toContain('Art. 33a');
    }
  });

  it('asks for 3-D Secure, shows the challenge page and books after approval, once', async () => {
    const person = await donor(t);
    const org = await club(t);
    const open = await product(t, org.id, 'open', null);
    const pm = await card(t, person.token, CARDS.threeDSecure);
    const first = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 30, paymentMethodId: pm },
      person.token,
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'requires_action', success: 0, amount: 30 });
    expect(first.body.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(first.body.payment_intent_client_secret).toBe(first.body.clientSecret);
    const intentId = first.body.paymentIntentId as string;
    expect(await donationsOf(t, open.id)).toHaveLength(0);

    // Calling pay again before the challenge does not book.
    const early = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 30, paymentIntentId: intentId },
      person.token,
    );
    expect(early.body.status).toBe('requires_action');

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/3ds/${intentId}?return=/donation/checkout`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('CHF 30.00');
    expect(page.headers['cache-control']).toBe('no-store');
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/3ds/${intentId}/approve?return=${encodeURIComponent('https://evil.example/x')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(approve.statusCode).toBe(303);
    // A foreign return address is never followed.
    expect(approve.headers.location).toBe(
      `/donation/checkout?payment_intent=${intentId}&redirect_status=succeeded`,
    );

    const settle = () =>
      t.post(
        '/api/payments/pay',
        { productId: open.id, amount: 30, paymentIntentId: intentId },
        person.token,
      );
    const [a, b] = await Promise.all([settle(), settle()]);
    const c = await settle();
    for (const response of [a, b, c]) {
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.status).toBe('succeeded');
    }
    expect(new Set([a.body.donationId, b.body.donationId, c.body.donationId]).size).toBe(1);
    expect(await donationsOf(t, open.id)).toHaveLength(1);
    expect(await productTotals(t, open.id)).toEqual({ totalFundedRappen: 3000, backers: 1 });
  });

  it('fails a 3-D Secure payment whose challenge fails', async () => {
    const person = await donor(t);
    const open = await product(t, (await club(t)).id, 'open', null);
    const pm = await card(t, person.token, CARDS.threeDSecure);
    const first = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 30, paymentMethodId: pm },
      person.token,
    );
    const fail = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/3ds/${first.body.paymentIntentId}/fail`,
    });
    expect(fail.statusCode).toBe(303);
    expect(fail.headers.location).toContain('redirect_status=failed');
    const again = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 30, paymentIntentId: first.body.paymentIntentId },
      person.token,
    );
    expect(again.status).toBe(402);
    expect(again.body.message).toBe(MESSAGES.cardAuthenticationFailed);
    expect(await donationsOf(t, open.id)).toHaveLength(0);
  });

  it.each([
    [CARDS.declined, MESSAGES.cardDeclined],
    [CARDS.insufficientFunds, MESSAGES.cardInsufficientFunds],
  ])('refuses the card %s with the provider message and books nothing', async (number, message) => {
    const person = await donor(t);
    const open = await product(t, (await club(t)).id, 'open', null);
    const pm = await card(t, person.token, number);
    const response = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 20, paymentMethodId: pm },
      person.token,
    );
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({ message, code: 'payment_failed' });
    expect(await donationsOf(t, open.id)).toHaveLength(0);
  });

  it('books one donation for one idempotency key (a double click)', async () => {
    const person = await donor(t);
    const open = await product(t, (await club(t)).id, 'open', null);
    const pm = await card(t, person.token);
    const body = { productId: open.id, amount: 12, paymentMethodId: pm, idempotencyKey: 'checkout-key-123' };
    const [a, b] = await Promise.all([
      t.post('/api/payments/pay', body, person.token),
      t.post('/api/payments/pay', body, person.token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.donationId).toBe(b.body.donationId);
    expect(await donationsOf(t, open.id)).toHaveLength(1);
  });

  it('holds the fee table end to end: 5.00 → 1.00, 100.00 → 20.00, 150.00 → 20.00', async () => {
    const person = await donor(t);
    const open = await product(t, (await club(t)).id, 'open', null);
    const pm = await card(t, person.token);
    for (const [amount, fee, net] of [
      ['5', 100, 400],
      ['100.00', 2000, 8000],
      [150, 2000, 13_000],
    ] as const) {
      const response = await t.post(
        '/api/payments/pay',
        { productId: open.id, amount, paymentMethodId: pm },
        person.token,
      );
      expect(response.status).toBe(200);
      const ledger = await ledgerOf(t, response.body.donationId);
      expect(ledger).toEqual({ donor_gross: fee + net, platform_fee: -fee, club_payable: -net });
    }
  });

  it('books 30 concurrent gifts to one product without a cap, each once, the totals and ledger whole', async () => {
    const people = await Promise.all([donor(t, 'open-a'), donor(t, 'open-b'), donor(t, 'open-c')]);
    const methods = await Promise.all(people.map((person) => card(t, person.token)));
    const open = await product(t, (await club(t)).id, 'open', null);
    const ledgerBefore = await ledgerSum(t);
    const amounts = Array.from({ length: 30 }, (_, i) => 5 + i);
    const responses = await Promise.all(
      amounts.map((amount, i) =>
        t.post(
          '/api/payments/pay',
          { productId: open.id, amount, paymentMethodId: methods[i % 3] },
          people[i % 3]!.token,
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(amounts.map(() => 200));
    const booked = await donationsOf(t, open.id);
    expect(booked).toHaveLength(30);
    const total = amounts.reduce((sum, amount) => sum + amount * 100, 0);
    expect(booked.reduce((sum, row) => sum + row.amountRappen, 0)).toBe(total);
    expect(await productTotals(t, open.id)).toEqual({ totalFundedRappen: total, backers: 30 });
    for (const row of booked) {
      const ledger = await ledgerOf(t, row.id);
      expect(ledger).toEqual({
        donor_gross: row.amountRappen,
        platform_fee: -row.feeRappen,
        club_payable: -row.netRappen,
      });
    }
    expect(await ledgerSum(t)).toBe(ledgerBefore);
  });

  it('never lets 50 concurrent donations take a crowdfunding product past its cap', async () => {
    const people = await Promise.all([donor(t, 'crowd-a'), donor(t, 'crowd-b'), donor(t, 'crowd-c')]);
    const methods = await Promise.all(people.map((person) => card(t, person.token)));
    const crowd = await product(t, (await club(t)).id, 'crowd', 10_000, { targetAmountRappen: 10_000 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.post(
          '/api/payments/pay',
          { productId: crowd.id, amount: '7.50', paymentMethodId: methods[i % 3] },
          people[i % 3]!.token,
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(
      statuses.every((status) => status === 200 || status === 400),
      JSON.stringify(statuses),
    ).toBe(true);
    const booked = await donationsOf(t, crowd.id);
    const total = booked.reduce((sum, row) => sum + row.amountRappen, 0);
    expect(total).toBeLessThanOrEqual(10_000);
    // 13 × 7.50 = 97.50; the 14th would pass the cap.
    expect(booked).toHaveLength(13);
    expect(statuses.filter((status) => status === 200)).toHaveLength(13);
    expect(await productTotals(t, crowd.id)).toEqual({ totalFundedRappen: 9750, backers: 13 });
    const refused = responses.find((response) => response.status === 400);
    expect(refused?.body.message).toMatch(/^max donation amount CHF \d{1,3}('\d{3})*\.\d{2}$/);
    // What was authorised but could not be booked was given back.
    const refunded = await t.db
      .select()
      .from(sandboxIntents)
      .where(and(eq(sandboxIntents.status, 'refunded'), eq(sandboxIntents.productId, crowd.id)));
    expect(refunded.length).toBeLessThanOrEqual(statuses.filter((status) => status === 400).length);
    // The last 2.50 can still be given, then nothing more.
    const last = await t.post(
      '/api/payments/pay',
      { productId: crowd.id, amount: '2.50', paymentMethodId: methods[0] },
      people[0]!.token,
    );
    expect(last.status).toBe(200);
    const over = await t.post(
      '/api/payments/pay',
      { productId: crowd.id, amount: '1', paymentMethodId: methods[0] },
      people[0]!.token,
    );
    expect(over.body.message).toBe('max donation amount CHF 0.00');
  });

  it('keeps the ledger balanced: every row of every donation sums to zero', async () => {
    expect(await ledgerSum(t)).toBe(0);
  });
});

describe('bad input is a clear 4xx and books nothing', () => {
  it.each([['4.99'], [0], [-10], [1e9], ['abc'], ['5.001'], [5.001], [null], [{}]])(
    'amount %s',
    async (amount) => {
      const person = await donor(t);
      const open = await product(t, (await club(t)).id, 'open', null);
      const pm = await card(t, person.token);
      const response = await t.post(
        '/api/payments/pay',
        { productId: open.id, amount, paymentMethodId: pm },
        person.token,
      );
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.message).toBeTruthy();
      expect(await donationsOf(t, open.id)).toHaveLength(0);
    },
  );

  it('answers the spec messages for the minimum and a price that is not the product price', async () => {
    const person = await donor(t);
    const org = await club(t);
    const open = await product(t, org.id, 'open', null);
    const fixed = await product(t, org.id, 'fixed', 2500);
    const pm = await card(t, person.token);
    const low = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: '4.99', paymentMethodId: pm },
      person.token,
    );
    expect(low.body).toMatchObject({
      message: MESSAGES.paymentAmountRequired,
      fields: { amount: said('paymentAmountRequired') },
    });
    const cheap = await t.post(
      '/api/payments/pay',
      { productId: fixed.id, amount: 5, paymentMethodId: pm },
      person.token,
    );
    expect(cheap.body.message).toBe('The amount of this product is CHF 25.00');
  });

  it("refuses another user's payment intent as unknown", async () => {
    const owner = await donor(t);
    const thief = await donor(t);
    const open = await product(t, (await club(t)).id, 'open', null);
    const pm = await card(t, owner.token, CARDS.threeDSecure);
    const first = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 30, paymentMethodId: pm },
      owner.token,
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/3ds/${first.body.paymentIntentId}/approve`,
    });
    const stolen = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 30, paymentIntentId: first.body.paymentIntentId },
      thief.token,
    );
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe(MESSAGES.paymentNotFound);
    // Nor can the thief pay with the owner's card.
    const borrowed = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 30, paymentMethodId: pm },
      thief.token,
    );
    expect(borrowed.status).toBe(402);
    expect(borrowed.body.message).toBe(MESSAGES.paymentNotFound);
    // The provider records the refused charge on the thief's side only, as a declined card.
    const [refused] = await t.db
      .select()
      .from(sandboxIntents)
      .where(and(eq(sandboxIntents.userId, thief.id), eq(sandboxIntents.paymentMethodId, pm)));
    expect(refused).toMatchObject({
      status: 'failed',
      cardOutcome: 'declined',
      lastError: KEYS.paymentNotFound,
    });
    expect(await donationsOf(t, open.id)).toHaveLength(0);
  });

  it('refuses a deactivated or expired product, a hidden club and foreign ids', async () => {
    const person = await donor(t);
    const org = await club(t);
    const inactive = await product(t, org.id, 'open', null, { status: 'inactive' });
    const expired = await product(t, org.id, 'open', null, { expiryDate: new Date(Date.now() - 86_400_000) });
    const hidden = await product(t, (await club(t, { status: 'pending' })).id, 'open', null);
    const open = await product(t, org.id, 'open', null);
    const pm = await card(t, person.token);
    const pay = (body: Record<string, unknown>) =>
      t.post('/api/payments/pay', { amount: 10, paymentMethodId: pm, ...body }, person.token);
    expect((await pay({ productId: inactive.id })).body.message).toBe(MESSAGES.productNotAvailable);
    expect((await pay({ productId: expired.id })).status).toBe(400);
    expect((await pay({ productId: hidden.id })).status).toBe(404);
    expect((await pay({ productId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await pay({ productId: 'not-a-uuid' })).status).toBe(400);
    expect((await pay({ productId: open.id, userId: '00000000-0000-4000-8000-000000000000' })).status).toBe(
      403,
    );
    expect((await pay({ productId: open.id, clubId: '00000000-0000-4000-8000-000000000000' })).status).toBe(
      403,
    );
    expect((await pay({ productId: open.id, paymentMethodId: undefined })).body.message).toBe(
      MESSAGES.paymentMethodRequired,
    );
    for (const item of [inactive, expired, hidden, open])
      expect(await donationsOf(t, item.id)).toHaveLength(0);
  });

  it('lets the admin of a pending club pay its product', async () => {
    const person = await donor(t);
    const pendingClub = await club(t, {
      status: 'pending',
      admins: [{ email: person.email, role: 'ROLE_CLUB' }],
    });
    const item = await product(t, pendingClub.id, 'open', null);
    const pm = await card(t, person.token);
    const response = await t.post(
      '/api/payments/pay',
      { productId: item.id, amount: 10, paymentMethodId: pm },
      person.token,
    );
    expect(response.status).toBe(200);
  });

  it('needs login and a verified e-mail (donationEnabled)', async () => {
    const open = await product(t, (await club(t)).id, 'open', null);
    const anonymous = await t.post('/api/payments/pay', {
      productId: open.id,
      amount: 10,
      paymentMethodId: 'pm_abcdefgh12',
    });
    expect(anonymous.status).toBe(401);
    const email = uniqueEmail('unverified');
    await createUser(t.db, { email, password: STRONG_PASSWORD, verified: false });
    const token = await logIn(t, email);
    const pm = await card(t, token);
    const response = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 10, paymentMethodId: pm },
      token,
    );
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.donationNeedsVerifiedEmail);
    const twint = await t.post('/api/payments/initialize-twint', { productId: open.id, amount: 10 }, token);
    expect(twint.status).toBe(403);
    expect(await donationsOf(t, open.id)).toHaveLength(0);
  });

  it('refuses the access token of a session that ended, before anything is charged or booked', async () => {
    // The payment checks the session in its first statement, with the donor and the product: a logged-out or
    // revoked session, an expired one and a deleted account answer 401 as everywhere else.
    const open = await product(t, (await club(t)).id, 'open', null);
    const ended = {
      'logged out': (userId: string) =>
        t.db
          .update(sessions)
          .set({ revokedAt: new Date(), revokedReason: 'logout' })
          .where(eq(sessions.userId, userId)),
      expired: (userId: string) =>
        t.db
          .update(sessions)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(sessions.userId, userId)),
      'account deleted': (userId: string) =>
        t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, userId)),
    };
    for (const [how, end] of Object.entries(ended)) {
      const person = await donor(t);
      const pm = await card(t, person.token);
      const pay = (amount: number) =>
        t.post('/api/payments/pay', { productId: open.id, amount, paymentMethodId: pm }, person.token);
      expect((await pay(10)).status, how).toBe(200);
      await end(person.id);
      const refused = await pay(11);
      expect(refused.status, how).toBe(401);
      const charged = await t.db.select().from(sandboxIntents).where(eq(sandboxIntents.userId, person.id));
      expect(
        charged.map((intent) => intent.amountRappen),
        how,
      ).toEqual([1000]);
    }
    expect((await donationsOf(t, open.id)).map((donation) => donation.amountRappen)).toEqual([
      1000, 1000, 1000,
    ]);
  });

  it('refuses an invalid or expired card in the card field', async () => {
    const person = await donor(t);
    const invalid = await t.post(
      '/api/payments/sandbox/payment-methods',
      { number: '4242 4242 4242 4241', expMonth: 12, expYear: 2034, cvc: '123', name: 'A' },
      person.token,
    );
    expect(invalid.body).toMatchObject({ message: MESSAGES.cardNumberInvalid });
    const expired = await t.post(
      '/api/payments/sandbox/payment-methods',
      { number: CARDS.succeeds, expMonth: 1, expYear: 2020, cvc: '123', name: 'A' },
      person.token,
    );
    expect(expired.body).toMatchObject({ message: MESSAGES.cardExpired });
  });
});

// TWINT: apps/api/test/payments.twint.test.ts (the same suite on the sandbox and on Datatrans).

describe('webhooks', () => {
  it('refuses a webhook the sandbox did not sign (a forged one)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      payload: JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' }),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("a payment's look-ups", () => {
  it('go out as few statements: the look-ups named and prepared, the booking with its ledger rows, totals and receipt as one', async () => {
    const person = await donor(t);
    const org = await club(t);
    const open = await product(t, org.id, 'open', null);
    const pm = await card(t, person.token);
    // Every statement the pool's connections send, with the name it is prepared under (none: unnamed).
    const payments = await recordStatements(t, async () => {
      for (const amount of ['5', '6']) {
        const paid = await t.post(
          '/api/payments/pay',
          { productId: open.id, amount, paymentMethodId: pm },
          person.token,
        );
        expect(paid.body).toMatchObject({ status: 'succeeded', amount: Number(amount) });
      }
    });
    // The receipts: the mail job renders them, each with its donation and parties looked up.
    const receipts = await recordStatements(t, async () => {
      while ((await t.app.mailer.deliverPendingOrFail()) > 0);
    });
    const statements = [...payments.statements, ...receipts.statements];
    const sent = statements.map((statement) => statement.name);
    const texts = statements.map((statement) => statement.text);
    // Each receipt's donation is looked up (receipts rendered in one run share a look-up: next test).
    const lookups = sent.filter((name) => name === 'find_donations_with_parties').length;
    expect(lookups).toBeGreaterThanOrEqual(1);
    expect(lookups).toBeLessThanOrEqual(2);
    // A plain gift's donation goes out in one statement with its ledger rows, the product's totals and the
    // receipt mail; none of them is sent on its own.
    const booking = texts.filter((text) => /insert into "donations"/.test(text));
    expect(booking).toHaveLength(2);
    for (const text of booking) {
      expect(text).toMatch(/^with "alongside_0" as \(insert into "ledger_entries"/);
      expect(text).toContain('update "products" set "total_funded_rappen"');
      expect(text).toContain('insert into "email_outbox"');
    }
    // It is sent as a named statement, parsed and planned once per connection; drizzle built it once, with
    // slots for its values (a name per shape of the rows, not per text built for each payment).
    const bookingNames = texts.flatMap((text, i) => (/insert into "donations"/.test(text) ? [sent[i]] : []));
    expect(bookingNames[0]).toMatch(/^book_plain_gift_[0-9a-f]{12}$/);
    expect(bookingNames[1]).toBe(bookingNames[0]);
    const alone = texts.filter((text) =>
      /^(insert into "ledger_entries"|insert into "email_outbox")/.test(text),
    );
    expect(alone).toEqual([]);
    // Once per payment: the caller's session checked in the same statement as the donor with the product and
    // its club. The sandbox provider's charge (its card read and its intent made in one statement) stands for a
    // provider's HTTP call.
    for (const name of ['find_session_donor_and_product', 'sandbox_charge_on_session']) {
      expect(sent.filter((sentName) => sentName === name).length, name).toBe(2);
    }
    // A gift with no cap is booked by that one statement alone: no transaction, no lock on the product's row
    // (which settlements of one product would queue for) and no look-up of the reference before it; a donation
    // already booked for the payment makes its unique index refuse the statement (next test).
    const paying = payments.statements.map((statement) => statement.text.trim().toLowerCase());
    expect(paying.filter((text) => /^(begin|commit)/.test(text))).toEqual([]);
    for (const name of ['lock_product', 'find_donation_by_reference'])
      expect(
        sent.filter((sentName) => sentName === name),
        name,
      ).toEqual([]);
    for (const text of booking) expect(text).not.toContain('on conflict');
    // The receipt's PDF goes out with its mail and is not written into the outbox row.
    expect(texts.filter((text) => /^update "email_outbox" set "attachments"/.test(text))).toEqual([]);
    // The separate look-ups they replace are not sent on the way.
    for (const name of [
      'find_live_session_user',
      'find_donor_and_product',
      'find_donor',
      'find_product_with_club',
      'sandbox_find_method',
    ])
      expect(
        sent.filter((sentName) => sentName === name),
        name,
      ).toEqual([]);
  });

  it('look up the receipts a mail run renders together in one statement', async () => {
    const person = await donor(t);
    const org = await club(t);
    const open = await product(t, org.id, 'open', null);
    const pm = await card(t, person.token);
    const ids: string[] = [];
    for (const amount of ['7', '8', '9']) {
      const paid = await t.post(
        '/api/payments/pay',
        { productId: open.id, amount, paymentMethodId: pm },
        person.token,
      );
      ids.push(paid.body.donationId as string);
    }
    while ((await t.app.mailer.deliverPendingOrFail()) > 0);
    const storage = await createStorage(t.config);
    const rendered = await recordStatements(t, () =>
      Promise.all(ids.map((id) => renderReceipt({ db: t.db, config: t.config }, storage, id))),
    );
    expect(rendered.statements.map((statement) => statement.name)).toEqual(['find_donations_with_parties']);
    // Each receipt is its own donation's.
    const texts = await Promise.all(rendered.result.map((pdf) => pdfText(pdf)));
    for (const [i, amount] of ['7.00', '8.00', '9.00'].entries()) {
      expect(texts[i]).toContain(`CHF ${amount}`);
      expect(texts[i]).toContain(org.name);
    }
    // A donation that is not there fails its own receipt only.
    const missing = crypto.randomUUID();
    const mixed = await Promise.allSettled(
      [ids[0]!, missing].map((id) => renderReceipt({ db: t.db, config: t.config }, storage, id)),
    );
    expect(mixed[0]?.status).toBe('fulfilled');
    expect(mixed[1]).toMatchObject({
      status: 'rejected',
      reason: new Error(`donation ${missing} not found`),
    });
  });

  it('take the product’s lock when there is a cap to keep, or when the payment was booked already', async () => {
    const person = await donor(t);
    const org = await club(t);
    const pm = await card(t, person.token);
    const names = (statements: { name?: string | undefined }[]) => statements.map((s) => s.name);
    // A crowdfunding product with a cap: the total is read under the lock before the gift is written.
    const crowd = await product(t, org.id, 'crowd', 10_000, { targetAmountRappen: 10_000 });
    const capped = await recordStatements(t, () =>
      t.post('/api/payments/pay', { productId: crowd.id, amount: '12', paymentMethodId: pm }, person.token),
    );
    expect(capped.result.status).toBe(200);
    expect(names(capped.statements).filter((name) => name === 'lock_product')).toHaveLength(1);
    expect(names(capped.statements).filter((name) => name === 'find_donation_by_reference')).toHaveLength(1);
    expect(await productTotals(t, crowd.id)).toEqual({ totalFundedRappen: 1200, backers: 1 });

    // A 3-D Secure payment confirmed, then confirmed again (a second tab): the second one-statement booking
    // meets the first on the reference's unique index, writes nothing, and the locked booking answers the
    // donation booked the first time.
    const open = await product(t, org.id, 'open', null);
    const pm3ds = await card(t, person.token, CARDS.threeDSecure);
    const started = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 30, paymentMethodId: pm3ds },
      person.token,
    );
    const intentId = started.body.paymentIntentId as string;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/3ds/${intentId}/approve`,
    });
    expect(approved.statusCode).toBe(303);
    const confirm = () =>
      t.post(
        '/api/payments/pay',
        { productId: open.id, amount: 30, paymentIntentId: intentId },
        person.token,
      );
    const first = await confirm();
    expect(first.body).toMatchObject({ status: 'succeeded' });
    const again = await recordStatements(t, confirm);
    expect(again.result.body).toMatchObject({ status: 'succeeded', donationId: first.body.donationId });
    const sent = names(again.statements);
    const refused = sent.findIndex((_, i) => /insert into "donations"/.test(again.statements[i]!.text));
    expect(refused).toBeGreaterThanOrEqual(0);
    expect(again.statements[refused]!.text).not.toContain('on conflict');
    expect(sent.indexOf('lock_product')).toBeGreaterThan(refused);
    expect(sent.indexOf('find_donation_by_reference')).toBeGreaterThan(sent.indexOf('lock_product'));
    expect(await donationsOf(t, open.id)).toHaveLength(1);
    expect(await ledgerOf(t, first.body.donationId)).toEqual({
      donor_gross: 3000,
      platform_fee: -600,
      club_payable: -2400,
    });
    expect(await productTotals(t, open.id)).toEqual({ totalFundedRappen: 3000, backers: 1 });
    const receipts = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, person.email), eq(emailOutbox.template, 'donationReceipt')));
    expect(receipts.filter((mail) => mail.text.includes(first.body.donationId))).toHaveLength(1);
  });
});
