import { invoiceAmountMessage, MESSAGES, messageText } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST } from '../src/app';
import { startBanner } from '../src/banner';
import { users } from '../src/db/schema';
import { membershipInvoices, membershipPayments } from '../src/db/schema-memberships';
import { subscriptions } from '../src/db/schema-payments';
import { clubBalances, payoutRuns, payouts } from '../src/db/schema-payouts';
import { nextRunDay } from '../src/modules/payouts/schedule';
import { addSwissDays, swissIsoDay } from '../src/platform/swiss-dates';
import { donorWithCard, expectLedgerInStep, give, operator, payoutClub } from './dashboard.helpers';
import { besideApp, errorAnswer, fieldTexts, said, signUp, startTestApp, useTestApp } from './helpers';
import { addMember, membershipClub } from './memberships.helpers';
import { daysFromNow } from './offers.helpers';
import { card, donor } from './payments.helpers';
import { payThroughChallenge, SUB_CARDS, subscriptionProduct } from './subscriptions.helpers';
import { clubRequestBody, sportTypeIds } from './support/club-body';

/**
 * Issue 45's smaller findings of the probe and crash tests of 2026-12-01, each reproduced here first (every test
 * failed on that day's main).
 */

const t = useTestApp();
let tagIds: number[];

beforeAll(async () => {
  tagIds = await sportTypeIds(t.db);
});

const today = async () => String((await t.get('/dev/clock')).body.now).slice(0, 10);

describe('anonymous donors are anonymous everywhere', () => {
  it('the subscription activity names only who chose to be shown, as the CSV does', async () => {
    const admin = await donor(t, 'actadmin');
    const { product } = await subscriptionProduct(t, { admins: [{ email: admin.email, role: 'ROLE_CLUB' }] });
    const shown = await donor(t, 'shown');
    const hidden = await donor(t, 'hidden');
    await t.db.update(users).set({ firstName: 'Sina', lastName: 'Sichtbar' }).where(eq(users.id, shown.id));
    await t.db.update(users).set({ firstName: 'Vera', lastName: 'Verborgen' }).where(eq(users.id, hidden.id));
    for (const [person, showName] of [
      [shown, true],
      [hidden, false],
    ] as const) {
      const pm = await card(t, person.token, SUB_CARDS.renews);
      const paid = await payThroughChallenge(t, person.token, {
        productId: product.id,
        amount: 20,
        paymentMethodId: pm,
        showName,
      });
      expect(paid.body.status).toBe('succeeded');
    }
    const page = await t.post(
      '/api/subscriptions/products/activity',
      { productId: product.id, pageId: '0', pageSize: '10' },
      admin.token,
    );
    expect(page.status).toBe(200);
    const names = page.body.content.map((row: { userName: string; anonymous: boolean }) => [
      row.userName,
      row.anonymous,
    ]);
    expect(names).toContainEqual(['Sina Sichtbar', false]);
    expect(names).toContainEqual(['', true]);
    expect(JSON.stringify(page.body)).not.toContain('Verborgen');
    expect(JSON.stringify(page.body)).not.toContain('Vera');
  });
});

describe('amounts are exact or refused', () => {
  it('refuses 60.001 instead of rounding it to 60.00: an external payment, a first invoice, a free gift', async () => {
    const parties = await membershipClub(t, { priceRappen: 6000 });
    const person = await donor(t, 'exact');
    const added = await addMember(t, parties, {
      userEmail: person.email,
      firstName: 'Ella',
      lastName: 'Exakt',
      initialAmount: 60,
    });
    expect(added.status).toBe(201);
    const invoiceId = added.body.membership.invoices[0].id as string;
    const external = await t.post(
      '/api/memberships/external-payment',
      {
        userId: person.id,
        productId: parties.product.id,
        invoiceId,
        amount: 60.001,
        date: await today(),
      },
      parties.editor.token,
    );
    expect(external.status).toBe(400);
    expect(fieldTexts(external.body.fields)).toEqual({ amount: MESSAGES.amountInvalid });

    const first = await addMember(t, parties, {
      userEmail: `exakt.${Date.now()}@example.ch`,
      firstName: 'Ella',
      lastName: 'Exakt',
      initialAmount: 60.001,
    });
    expect(first.status).toBe(400);
    expect(first.body.fields?.initialAmount?.message).toBe(MESSAGES.invalid_initial_amount);
  });

  it("refuses an invoice's payment that names another amount than the invoice's, before any charge", async () => {
    const parties = await membershipClub(t, { priceRappen: 3000, period: 'month' });
    const person = await donor(t, 'invoicepay');
    const added = await addMember(t, parties, {
      userEmail: person.email,
      firstName: 'Ivo',
      lastName: 'Rechnung',
      initialAmount: 30,
    });
    const invoiceId = added.body.membership.invoices[0].id as string;
    const pm = await card(t, person.token);
    for (const amount of [5, 29.99, '30.001', 3000]) {
      const paid = await t.post(
        '/api/payments/pay',
        { productId: parties.product.id, amount, paymentMethodId: pm, invoiceId },
        person.token,
      );
      expect(paid.status, String(amount)).toBe(400);
      expect(paid.body).toMatchObject({
        message: messageText(invoiceAmountMessage(3000)),
        fields: { amount: said(invoiceAmountMessage(3000)) },
      });
    }
    const twint = await t.post(
      '/api/payments/initialize-twint',
      { productId: parties.product.id, amount: 10, invoiceId },
      person.token,
    );
    expect(twint.status).toBe(400);
    expect(twint.body.message).toBe('The amount of this invoice is CHF 30.00');
    const right = await t.post(
      '/api/payments/pay',
      { productId: parties.product.id, amount: '30.00', paymentMethodId: pm, invoiceId },
      person.token,
    );
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ status: 'succeeded', amount: 30 });
  });
});

describe("an organisation's map point", () => {
  it('lies in Switzerland or Liechtenstein: (0, 0) and (−1, −1) are refused with the fields named', async () => {
    const founder = await signUp(t);
    await t.db.update(users).set({ verified: true }).where(eq(users.id, founder.id));
    for (const [latitude, longitude] of [
      [0, 0],
      [-1, -1],
      [48.86, 2.35], // Paris
      [46.5, 12.3], // the Dolomites
    ]) {
      const answer = await t.post(
        '/api/clubs',
        clubRequestBody(tagIds, {
          name: `FC Punkt ${latitude}`,
          latitude,
          longitude,
          adminEmails: [{ email: founder.email, role: 'ROLE_CLUB' }],
        }),
        founder.token,
      );
      expect(answer.status, `${latitude}, ${longitude}`).toBe(400);
      expect(fieldTexts(answer.body.fields)).toMatchObject(
        latitude === 46.5
          ? { longitude: MESSAGES.coordinatesOutsideSwitzerland }
          : { latitude: MESSAGES.coordinatesOutsideSwitzerland },
      );
    }
    const vaduz = await t.post(
      '/api/clubs',
      clubRequestBody(tagIds, {
        name: 'FC Vaduz Punkt',
        latitude: 47.141,
        longitude: 9.521,
        adminEmails: [{ email: founder.email, role: 'ROLE_CLUB' }],
      }),
      founder.token,
    );
    expect(vaduz.status, JSON.stringify(vaduz.body)).toBe(201);
    expect(vaduz.body).toMatchObject({ latitude: 47.141, longitude: 9.521 });
  });
});

describe('an open product', () => {
  it('refuses an invalid price instead of dropping it; no price, or a valid one, is stored as none', async () => {
    const parties = await membershipClub(t);
    const base = {
      clubId: parties.club.id,
      title: 'Freier Beitrag',
      productType: 'open',
      expiryDate: daysFromNow(365),
      descriptionDe: 'Gib, was Du magst.',
    };
    for (const price of ['abc', -5, '5,00', 12.345]) {
      const answer = await t.post('/api/products', { ...base, price }, parties.admin.token);
      expect(answer.status, String(price)).toBe(400);
      expect(fieldTexts(answer.body.fields)).toEqual({ price: MESSAGES.productPriceInvalid });
    }
    for (const price of [null, '', 20]) {
      const answer = await t.post('/api/products', { ...base, price }, parties.admin.token);
      expect(answer.status, String(price)).toBe(201);
      expect(answer.body.product).toMatchObject({ productType: 'open', price: null });
    }
  });
});

describe('development routes', () => {
  it('answer a loopback peer only when the Host names this machine too (no DNS rebinding)', async () => {
    for (const url of ['/dev/mailbox', '/dev/clock']) {
      for (const host of ['evil.example', 'tifo.ch', '127.0.0.1.evil.example:3000']) {
        const answer = await t.app.inject({ url, remoteAddress: '127.0.0.1', headers: { host } });
        expect(answer.statusCode, `${url} ${host}`).toBe(404);
      }
      for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'localhost']) {
        const answer = await t.app.inject({ url, remoteAddress: '127.0.0.1', headers: { host } });
        expect(answer.statusCode, `${url} ${host}`).toBe(200);
      }
    }
  });

  it('take JSON only for a change: a cross-site form post cannot move the clock', async () => {
    const before = (await t.get('/dev/clock')).body.now;
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'advanceDays=30'],
      ['text/plain', '{"advanceDays":30}'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="advanceDays"\r\n\r\n30\r\n--x--',
      ],
    ]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/dev/clock',
        remoteAddress: '127.0.0.1',
        headers: { 'content-type': type!, accept: 'text/html' },
        payload,
      });
      expect(answer.statusCode, type).toBe(415);
      expect(answer.json()).toEqual(errorAnswer('validation', 'devJsonOnly'));
    }
    // Not moved (the clock runs on in real time meanwhile).
    const after = (await t.get('/dev/clock')).body.now;
    expect(Date.parse(after) - Date.parse(before)).toBeLessThan(60_000);
    // The page's own forms send JSON with its script.
    const page = await t.app.inject({ url: '/dev/clock', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<script src="/dev/clock.js"></script>');
    expect(page.body).not.toContain('method="post"');
    const script = await t.app.inject({ url: '/dev/clock.js' });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("'Content-Type': 'application/json'");
  });

  it('are off behind a proxy (TRUST_PROXY), where every request comes from the proxy', async () => {
    await besideApp(t, { TRUST_PROXY: 'true' }, async (behind) => {
      for (const url of ['/dev/mailbox', '/dev/clock']) {
        const answer = await behind.app.inject({ url, remoteAddress: '127.0.0.1' });
        expect(answer.statusCode, url).toBe(404);
      }
    });
  });
});

describe('the production start message', () => {
  it('does not point to /dev/mailbox or /dev/clock, which production does not serve', async () => {
    await besideApp(
      t,
      {
        NODE_ENV: 'production',
        PAYMENTS_SANDBOX: 'allow',
        JWT_SECRET: 'p'.repeat(40),
      },
      async (production) => {
        const app = production.app;
        const facts = {
          url: 'https://tifo.example',
          databaseKind: t.database.kind,
          dataDir: '/srv/tifo/db',
          jobs: app.scheduler.jobs.length,
          now: app.clock.now(),
          mailbox: app.hasRoute({ method: 'GET', url: '/dev/mailbox' }),
          clock: app.hasRoute({ method: 'GET', url: '/dev/clock' }),
          webBuilt: false,
          webDist: WEB_DIST,
        };
        expect(facts.mailbox).toBe(false);
        const banner = startBanner(production.config, facts).join('\n');
        expect(banner).not.toContain('/dev/');
        expect(banner).toContain(
          'mail: stored in the outbox only (table email_outbox): set SMTP_URL to send them',
        );
        // Development names the mailbox and the clock.
        const development = startBanner(t.config, {
          ...facts,
          mailbox: t.app.hasRoute({ method: 'GET', url: '/dev/mailbox' }),
          clock: t.app.hasRoute({ method: 'GET', url: '/dev/clock' }),
        }).join('\n');
        expect(development).toContain('read them at https://tifo.example/dev/mailbox');
        expect(development).toContain('platform clock at https://tifo.example/dev/clock');
      },
    );
  });
});

describe('one next payout day', () => {
  it('the operator and the club name the same next run, before and after a run day, on both schedules', async () => {
    for (const schedule of ['biweekly', 'semimonthly'] as const) {
      const own = await startTestApp({ env: { PAYOUT_SCHEDULE: schedule } });
      try {
        const people = await payoutClub(own);
        const staff = await operator(own);
        const names = async () => {
          const admin = await own.get('/api/admin/payouts', staff.token);
          const club = await own.post(
            '/api/donations/pending-payout-club',
            { clubId: people.club.id },
            people.admin.token,
          );
          expect(admin.status).toBe(200);
          expect(club.status).toBe(200);
          return [admin.body.nextRunDate as string, club.body.nextPayoutDate as string];
        };
        const now = new Date((await own.get('/dev/clock')).body.now);
        const before = addSwissDays(swissIsoDay(now), 2);
        const runDay = nextRunDay(before, schedule);
        const after = nextRunDay(addSwissDays(runDay, 1), schedule);
        // The day before: the coming run day.
        await own.post('/dev/clock', { to: `${addSwissDays(runDay, -1)}T12:00:00Z` });
        expect(await names(), `${schedule} the day before`).toEqual([runDay, runDay]);
        // The run day after its run (/dev/clock runs the day's job on the way): the next one.
        await own.post('/dev/clock', { to: `${runDay}T07:00:00Z` });
        const [run] = await own.db.select().from(payoutRuns).where(eq(payoutRuns.runDate, runDay));
        expect(run?.status).toBe('complete');
        expect(await names(), `${schedule} after the run`).toEqual([after, after]);
        // The run day before its run is done (as at 04:00, or while it runs): still today.
        await own.db.update(payoutRuns).set({ status: 'running' }).where(eq(payoutRuns.runDate, runDay));
        expect(await names(), `${schedule} while it runs`).toEqual([runDay, runDay]);
        await own.db.delete(payoutRuns).where(eq(payoutRuns.runDate, runDay));
        expect(await names(), `${schedule} before the run`).toEqual([runDay, runDay]);
      } finally {
        await own.close();
      }
    }
  });
});

describe('duplicate subscriptions', () => {
  it('a second subscription to the same offer starts only once the supporter confirms it', async () => {
    const { product } = await subscriptionProduct(t);
    const person = await donor(t, 'twice');
    const start = async (extra: Record<string, unknown> = {}) => {
      const pm = await card(t, person.token, SUB_CARDS.renews);
      return payThroughChallenge(t, person.token, {
        productId: product.id,
        amount: 20,
        paymentMethodId: pm,
        ...extra,
      });
    };
    expect((await start()).body.status).toBe('succeeded');
    const again = await start();
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: MESSAGES.subscriptionAlreadyActive,
      fields: { confirmSecondSubscription: said('subscriptionAlreadyActive') },
    });
    const count = async () =>
      (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, person.id))).length;
    expect(await count()).toBe(1);
    const confirmed = await start({ confirmSecondSubscription: true });
    expect(confirmed.body.status).toBe('succeeded');
    expect(await count()).toBe(2);
    // Another offer, or a one-off gift, needs no confirmation.
    const other = await subscriptionProduct(t);
    const pm = await card(t, person.token, SUB_CARDS.renews);
    const elsewhere = await payThroughChallenge(t, person.token, {
      productId: other.product.id,
      amount: 20,
      paymentMethodId: pm,
    });
    expect(elsewhere.body.status).toBe('succeeded');
  });
});

describe('refunds and what they paid', () => {
  it('a payout run never pays out money refunded after its cut-off: the balance never goes below zero', async () => {
    // Run days on the 1st and 15th; the 2nd and 3rd of next month have none between them.
    const own = await startTestApp({ env: { PAYOUT_SCHEDULE: 'semimonthly' } });
    try {
      const party = await payoutClub(own);
      const fan = await donorWithCard(own, 'refunded');
      const staff = await operator(own);
      const now = new Date((await own.get('/dev/clock')).body.now);
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      const day = (n: number) => `${month.toISOString().slice(0, 8)}0${n}T10:00:00Z`;
      await own.post('/dev/clock', { to: day(2) });
      // Booked on the 2nd, before the 3rd's cut-off (Swiss midnight); refunded on the 3rd, after it.
      const donationId = await give(own, fan, party.product.id, 150);
      await own.post('/dev/clock', { to: day(3) });
      const refunded = await own.post(
        `/api/admin/donations/${donationId}/refund`,
        { reason: 'Doppelt bezahlt' },
        staff.token,
      );
      expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
      // A gift after the cut-off keeps the club above the minimum (a candidate of the run), as on any busy day.
      await give(own, fan, party.product.id, 50);
      const run = await own.post('/api/admin/payouts/run', undefined, staff.token);
      expect(run.status).toBe(200);
      expect(await own.db.select().from(payouts).where(eq(payouts.clubId, party.club.id))).toEqual([]);
      const [balance] = await own.db
        .select()
        .from(clubBalances)
        .where(eq(clubBalances.clubId, party.club.id));
      // Nothing of the 3rd is paid (the gift comes after the cut-off, the refund took back the 2nd's): the run
      // pays nothing instead of the refunded CHF 120, and the CHF 40 wait for the next run.
      expect(balance?.payableRappen).toBe(4000);
      await expectLedgerInStep(own);
    } finally {
      await own.close();
    }
  });

  it('reopens a membership invoice whose payment is refunded, and ends a subscription whose charge is', async () => {
    const staff = await operator(t);
    const parties = await membershipClub(t, { priceRappen: 3000, period: 'month' });
    const person = await donor(t, 'refundmember');
    const added = await addMember(t, parties, {
      userEmail: person.email,
      firstName: 'Rea',
      lastName: 'Rückzahlung',
      initialAmount: 30,
    });
    const invoiceId = added.body.membership.invoices[0].id as string;
    const pm = await card(t, person.token);
    const paid = await t.post(
      '/api/payments/pay',
      { productId: parties.product.id, amount: 30, paymentMethodId: pm, invoiceId },
      person.token,
    );
    expect(paid.body.status).toBe('succeeded');
    const back = await t.post(
      `/api/admin/donations/${paid.body.donationId}/refund`,
      { reason: 'Karte gestohlen' },
      staff.token,
    );
    expect(back.status).toBe(200);
    const [invoice] = await t.db
      .select()
      .from(membershipInvoices)
      .where(eq(membershipInvoices.id, invoiceId));
    expect(invoice).toMatchObject({ status: 'open', paidAt: null, remindersSent: 0 });
    expect(
      await t.db.select().from(membershipPayments).where(eq(membershipPayments.invoiceId, invoiceId)),
    ).toEqual([]);
    // It can be paid again.
    const again = await t.post(
      '/api/payments/pay',
      { productId: parties.product.id, amount: 30, paymentMethodId: await card(t, person.token), invoiceId },
      person.token,
    );
    expect(again.body.status).toBe('succeeded');

    const { product } = await subscriptionProduct(t);
    const subscriber = await donor(t, 'refundsub');
    const subscribed = await payThroughChallenge(t, subscriber.token, {
      productId: product.id,
      amount: 20,
      paymentMethodId: await card(t, subscriber.token, SUB_CARDS.renews),
    });
    const refundSub = await t.post(
      `/api/admin/donations/${subscribed.body.donationId}/refund`,
      { reason: 'Nicht gewollt' },
      staff.token,
    );
    expect(refundSub.status).toBe(200);
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, subscriber.id));
    expect(sub).toMatchObject({ status: 'cancelled', cancelReason: 'refunded' });
  });
});

describe('one language per error body', () => {
  it("answers the spec's German messages in English when they would stand beside English ones", async () => {
    const person = await signUp(t);
    const mixed = await t.put(
      '/api/users',
      {
        userId: person.id,
        firstName: '',
        lastName: 'Muster',
        preferredLanguage: 'de',
        address: { address1: 'x'.repeat(51), postalCode: '8000', city: 'Zürich', country: 'CH' },
      },
      person.token,
    );
    expect(mixed.status).toBe(400);
    expect(fieldTexts(mixed.body.fields)).toEqual({
      firstName: 'Please enter your first name.',
      'address.address1': MESSAGES.addressTooLong,
    });
    expect(mixed.body.fields.firstName.message).toBe('Please enter your first name.');
    expect(['Please enter your first name.', MESSAGES.addressTooLong]).toContain(mixed.body.message);
    // German messages alone stay the spec's German.
    const german = await t.put(
      '/api/users',
      { userId: person.id, firstName: '', lastName: 'Muster', preferredLanguage: 'de' },
      person.token,
    );
    expect(german.body).toMatchObject({
      message: MESSAGES.profileFirstNameRequired,
      fields: { firstName: { key: 'profileFirstNameRequired', message: 'Bitte Vornamen eingeben.' } },
    });
  });
});
