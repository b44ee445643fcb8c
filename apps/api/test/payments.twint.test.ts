// @database: money booked in transactions under row locks, idempotency keys and unique constraints; run on PostgreSQL too (vitest.config.ts).
import { MESSAGES, maxDonationMessage, messageText } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProviders, sandboxTwintSignKey } from '../src/adapters/payments';
import { signedDatatransWebhook } from '../src/adapters/payments-datatrans';
import { createSandboxTwintProvider, SANDBOX_TWINT_AMOUNTS } from '../src/adapters/payments-sandbox-twint';
import { emailOutbox } from '../src/db/schema';
import { providerEvents, sandboxTwintTransactions, twintPayments } from '../src/db/schema-payments';
import { reconcileTwintPayments } from '../src/modules/payments/twint';
import { type FakeDatatrans, startFakeDatatrans } from './fakes/datatrans-server';
import { startTestApp, type TestApp } from './helpers';
import { club, donationsOf, donor, ledgerOf, ledgerSum, product, productTotals } from './payments.helpers';

/**
 * One TWINT suite, run against the built-in sandbox (the default) and against the Datatrans adapter talking to
 * a fake Datatrans over HTTP: the same behaviour from both (issue 6: "the same tests hold for both").
 */

type Choice = 'approve' | 'cancel' | 'fail';

interface Driver {
  label: string;
  provider: 'sandbox_twint' | 'datatrans';
  start(): Promise<TestApp>;
  stop(): Promise<void>;
  /** The start page's URL for a transaction. */
  startUrl(transactionId: string): string;
  /** The donor decides at the provider; with webhook: false the provider's webhook never arrives. */
  decide(transactionId: string, choice: Choice, options: { webhook: boolean }): Promise<void>;
  /** The provider's correctly signed webhook about the transaction now. */
  webhook(transactionId: string): Promise<{ raw: string; headers: Record<string, string> }>;
  /** Makes the next initialisation find no provider; returns the amount (CHF) to start with. */
  breakInitialisation(kind: 'unreachable' | 'no answer'): number;
  repair(): void;
  /** Refunds the provider made on a transaction. */
  refunds(transactionId: string): Promise<number>;
}

function sandboxDriver(): Driver {
  let t: TestApp;
  const sandbox = () => createSandboxTwintProvider(t.db, sandboxTwintSignKey(t.config));
  return {
    label: 'the TWINT sandbox',
    provider: 'sandbox_twint',
    async start() {
      t = await startTestApp();
      return t;
    },
    stop: async () => t.close(),
    startUrl: (id) => `/api/payments/sandbox/twint/${id}`,
    async decide(id, choice, { webhook }) {
      if (webhook) {
        // The start page's form: it decides and the sandbox posts its signed webhook, like Datatrans.
        const page = await t.app.inject({
          method: 'POST',
          url: `/api/payments/sandbox/twint/${id}/${choice}`,
        });
        expect(page.statusCode).toBe(303);
        return;
      }
      const status = ({ approve: 'approved', cancel: 'cancelled', fail: 'failed' } as const)[choice];
      expect(await sandbox().decide(id, status)).toBeDefined();
    },
    async webhook(id) {
      const row = await sandbox().find(id);
      if (!row) throw new Error(`no sandbox transaction ${id}`);
      return sandbox().webhookFor(row);
    },
    breakInitialisation: (kind) =>
      (kind === 'unreachable' ? SANDBOX_TWINT_AMOUNTS.unreachable : SANDBOX_TWINT_AMOUNTS.answerLost) / 100,
    repair() {},
    async refunds(id) {
      const row = await sandbox().find(id);
      return row?.status === 'refunded' ? 1 : 0;
    },
  };
}

function datatransDriver(): Driver {
  let t: TestApp;
  let fake: FakeDatatrans;
  return {
    label: 'the Datatrans adapter against a fake Datatrans',
    provider: 'datatrans',
    async start() {
      fake = await startFakeDatatrans();
      t = await startTestApp({ env: fake.env });
      return t;
    },
    async stop() {
      await t.close();
      await fake.close();
    },
    startUrl: (id) => `${fake.url}/v1/start/${id}`,
    async decide(id, choice, { webhook }) {
      fake.decide(id, choice);
      if (webhook) {
        const { raw, headers } = fake.webhook(id);
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/datatrans',
          headers,
          payload: raw,
        });
        expect(response.statusCode, response.body).toBe(200);
      }
    },
    webhook: async (id) => fake.webhook(id),
    breakInitialisation(kind) {
      fake.mode = kind === 'unreachable' ? 'down' : 'reset';
      return 40;
    },
    repair() {
      fake.mode = 'up';
    },
    refunds: async (id) => fake.transactions.get(id)?.credits.length ?? 0,
  };
}

const delivery = {
  fullName: 'Anna Muster',
  address1: 'Seestrasse 5',
  city: 'Zürich',
  postalCode: '8001',
  country: 'CH',
};

/** What the payment service needs of the test app, with the providers its configuration names. */
function paymentDeps(t: TestApp) {
  return {
    db: t.db,
    config: t.config,
    mailer: t.app.mailer,
    providers: createPaymentProviders(t.config, t.db),
  };
}

describe.each([sandboxDriver(), datatransDriver()])('TWINT on $label', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await driver.start();
  });
  afterAll(async () => {
    await driver.stop();
  });

  const deps = () => paymentDeps(t);

  async function start(amount: number | string = 40, options: { target?: number } = {}) {
    const person = await donor(t);
    const org = await club(t);
    // CHF 40 is the jersey (a fixed price, offered with delivery: the address travels with the payment); other
    // amounts go to an open-amount offer.
    const offer = options.target
      ? await product(t, org.id, 'crowd', null, { targetAmountRappen: options.target })
      : amount === 40
        ? await product(t, org.id, 'fixed', 4000, { deliveryAvailable: true })
        : await product(t, org.id, 'open', null);
    const init = await t.post(
      '/api/payments/initialize-twint',
      { productId: offer.id, amount, deliveryInfo: delivery },
      person.token,
    );
    return { person, org, offer, init, id: init.body.transactionId as string };
  }

  const payTwint = (id: string, token: string) =>
    t.post('/api/payments/pay-twint', { datatransTrxId: id }, token);

  function sendWebhook(webhook: { raw: string; headers: Record<string, string> }) {
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/datatrans',
      headers: webhook.headers,
      payload: webhook.raw,
    });
  }

  async function record(id: string) {
    const [row] = await t.db.select().from(twintPayments).where(eq(twintPayments.transactionId, id));
    return row;
  }

  async function receipts(email: string) {
    return t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'donationReceipt')));
  }

  it('starts a transaction, keeps our record of it and sends the whole page to the start page', async () => {
    const { person, offer, init, id } = await start();
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    expect(id).toMatch(/^\d{18}$/);
    expect(init.body).toEqual({
      transactionId: id,
      startUrl: driver.startUrl(id),
      transactionDetails: { transactionId: id },
    });
    expect(await record(id)).toMatchObject({
      provider: driver.provider,
      userId: person.id,
      productId: offer.id,
      amountRappen: 4000,
      delivery,
      status: 'initialized',
    });
  });

  it('books once when approved: pay-twint before approval is refused, then two confirmations give one donation', async () => {
    const { person, org, offer, id } = await start();

    // The return alone proves nothing: before the decision nothing is booked.
    const early = await payTwint(id, person.token);
    expect(early.status).toBe(402);
    expect(early.body.message).toBe(MESSAGES.twintNotApproved);
    expect(await donationsOf(t, offer.id)).toHaveLength(0);

    await driver.decide(id, 'approve', { webhook: false });
    const [a, b] = await Promise.all([
      payTwint(id, person.token),
      t.post('/api/payments/pay-twint', { transactionId: id }, person.token),
    ]);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body).toMatchObject({
      status: 'succeeded',
      amount: 40,
      productId: offer.id,
      clubName: org.name,
      message: MESSAGES.paymentSuccessful,
    });
    expect(b.status).toBe(200);
    expect(b.body.donationId).toBe(a.body.donationId);

    const booked = await donationsOf(t, offer.id);
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({
      id: a.body.donationId,
      status: 'succeeded',
      provider: driver.provider,
      providerReference: `twint_${id}`,
      amountRappen: 4000,
      feeRappen: 800,
      netRappen: 3200,
      delivery,
    });
    expect(await ledgerOf(t, a.body.donationId)).toEqual({
      donor_gross: 4000,
      platform_fee: -800,
      club_payable: -3200,
    });
    expect(await ledgerSum(t)).toBe(0);
    expect(await productTotals(t, offer.id)).toEqual({ totalFundedRappen: 4000, backers: 1 });
    expect(await receipts(person.email)).toHaveLength(1);
    expect((await record(id))?.status).toBe('settled');

    // A retried request later finds the same donation.
    expect((await payTwint(id, person.token)).body.donationId).toBe(a.body.donationId);
    expect(await donationsOf(t, offer.id)).toHaveLength(1);
  });

  it.each([
    ['cancel', 'cancelled'],
    ['fail', 'failed'],
  ] as const)('books nothing when the donor chooses %s', async (choice, recorded) => {
    const { person, offer, id } = await start();
    await driver.decide(id, choice, { webhook: true });
    const pay = await payTwint(id, person.token);
    expect(pay.status).toBe(402);
    expect(pay.body.message).toBe(MESSAGES.twintNotApproved);
    expect(await donationsOf(t, offer.id)).toHaveLength(0);
    expect(await productTotals(t, offer.id)).toEqual({ totalFundedRappen: 0, backers: 0 });
    expect((await record(id))?.status).toBe(recorded);
  });

  it('answers 404 for an unknown transaction and for one of another user, booking nothing', async () => {
    const { offer, id } = await start();
    await driver.decide(id, 'approve', { webhook: false });
    const other = await donor(t);
    for (const unknown of ['123456789012345678', id]) {
      const response = await payTwint(unknown, other.token);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(MESSAGES.paymentNotFound);
    }
    expect(await donationsOf(t, offer.id)).toHaveLength(0);
  });

  it('books once when the browser, the webhook and a replayed webhook all confirm', async () => {
    const { person, offer, id } = await start();
    await driver.decide(id, 'approve', { webhook: true });
    // The webhook booked it already; the browser's confirmation finds it.
    const [booked] = await donationsOf(t, offer.id);
    expect(booked).toMatchObject({ status: 'succeeded', amountRappen: 4000 });
    const pay = await payTwint(id, person.token);
    expect(pay.status).toBe(200);
    expect(pay.body.donationId).toBe(booked!.id);

    const replay = await sendWebhook(await driver.webhook(id));
    expect(replay.statusCode).toBe(200);
    expect(await donationsOf(t, offer.id)).toHaveLength(1);
    expect(await productTotals(t, offer.id)).toEqual({ totalFundedRappen: 4000, backers: 1 });
    expect(await receipts(person.email)).toHaveLength(1);
    const events = await t.db
      .select()
      .from(providerEvents)
      .where(eq(providerEvents.id, `${driver.provider}:${id}:settled`));
    expect(events).toHaveLength(1);
  });

  it('refuses a forged, an unsigned and a changed webhook with 400 and books nothing', async () => {
    const { offer, id } = await start();
    await driver.decide(id, 'approve', { webhook: false });
    const genuine = await driver.webhook(id);

    const forged = signedDatatransWebhook('00'.repeat(32), JSON.parse(genuine.raw) as object);
    const forgedAnswer = await sendWebhook(forged);
    expect(forgedAnswer.statusCode).toBe(400);
    expect(forgedAnswer.json()).toMatchObject({
      code: 'validation',
      key: 'webhookRefused',
      message: 'The webhook was refused: The Datatrans-Signature does not match the body',
    });

    const unsigned = await sendWebhook({ raw: genuine.raw, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toBe(
      'The webhook was refused: The Datatrans-Signature header is missing',
    );

    const changed = await sendWebhook({
      raw: genuine.raw.replace('"CHF"', '"EUR"'),
      headers: genuine.headers,
    });
    expect(changed.statusCode).toBe(400);

    expect(await donationsOf(t, offer.id)).toHaveLength(0);
    expect((await record(id))?.status).toBe('initialized');
  });

  it.each(['unreachable', 'no answer'] as const)(
    'answers the TWINT initialisation error when the provider is %s, keeping nothing',
    async (kind) => {
      const person = await donor(t);
      const offer = await product(t, (await club(t)).id, 'open', null);
      const amount = driver.breakInitialisation(kind);
      try {
        const init = await t.post(
          '/api/payments/initialize-twint',
          { productId: offer.id, amount },
          person.token,
        );
        expect(init.status).toBe(503);
        expect(init.body.message).toBe(MESSAGES.twintInitFailed);
      } finally {
        driver.repair();
      }
      expect(await t.db.select().from(twintPayments).where(eq(twintPayments.userId, person.id))).toHaveLength(
        0,
      );
      expect(await donationsOf(t, offer.id)).toHaveLength(0);
    },
  );

  it('lets the reconciliation book an approved payment the browser never confirmed, and cancel a cancelled one', async () => {
    // Only this test's payments are open (the others' approved-but-unbooked ones would be booked too).
    await t.db.delete(twintPayments).where(eq(twintPayments.status, 'initialized'));
    const approved = await start();
    const cancelled = await start();
    const undecided = await start();
    await driver.decide(approved.id, 'approve', { webhook: false });
    await driver.decide(cancelled.id, 'cancel', { webhook: false });

    // Younger than a minute: left alone.
    expect(await reconcileTwintPayments(deps())).toMatchObject({ settled: 0 });

    expect(await reconcileTwintPayments(deps(), 0)).toEqual({
      settled: 1,
      cancelled: 1,
      failed: 0,
      refunded: 0,
      pending: 1,
    });
    const [booked] = await donationsOf(t, approved.offer.id);
    expect(booked).toMatchObject({ status: 'succeeded', amountRappen: 4000, delivery });
    expect(await ledgerOf(t, booked!.id)).toEqual({
      donor_gross: 4000,
      platform_fee: -800,
      club_payable: -3200,
    });
    expect(await receipts(approved.person.email)).toHaveLength(1);
    expect((await record(approved.id))?.status).toBe('settled');
    expect((await record(cancelled.id))?.status).toBe('cancelled');
    expect((await record(undecided.id))?.status).toBe('initialized');
    expect(await donationsOf(t, cancelled.offer.id)).toHaveLength(0);

    // The browser coming back afterwards finds the same donation; a second run books nothing more.
    expect((await payTwint(approved.id, approved.person.token)).body.donationId).toBe(booked!.id);
    expect((await reconcileTwintPayments(deps(), 0)).settled).toBe(0);
    expect(await donationsOf(t, approved.offer.id)).toHaveLength(1);

    // Still undecided after an hour: expired at the provider, marked failed.
    const later = new Date(Date.now() + 61 * 60_000);
    expect(await reconcileTwintPayments(deps(), 0, later)).toEqual({
      settled: 0,
      cancelled: 0,
      failed: 1,
      refunded: 0,
      pending: 0,
    });
    expect((await record(undecided.id))?.status).toBe('failed');
  });

  it('refunds once an approved payment the crowdfunding cap no longer admits', async () => {
    const first = await start(40, { target: 5000 });
    const second = await donor(t);
    const init = await t.post(
      '/api/payments/initialize-twint',
      { productId: first.offer.id, amount: 40 },
      second.token,
    );
    expect(init.status).toBe(200);
    const secondId = init.body.transactionId as string;
    await driver.decide(first.id, 'approve', { webhook: false });
    await driver.decide(secondId, 'approve', { webhook: false });

    expect((await payTwint(first.id, first.person.token)).status).toBe(200);
    const refused = await payTwint(secondId, second.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messageText(maxDonationMessage(1000)));
    expect(await driver.refunds(secondId)).toBe(1);
    expect((await record(secondId))?.status).toBe('refunded');

    // Asked again (browser, webhook, reconciliation): never refunded twice, never booked.
    expect((await payTwint(secondId, second.token)).body.message).toBe(MESSAGES.paymentError);
    expect((await sendWebhook(await driver.webhook(secondId))).statusCode).toBe(200);
    await reconcileTwintPayments(deps(), 0);
    expect(await driver.refunds(secondId)).toBe(1);
    expect(await driver.refunds(first.id)).toBe(0);
    const booked = await donationsOf(t, first.offer.id);
    expect(booked.map((row) => row.amountRappen)).toEqual([4000]);
    expect(await productTotals(t, first.offer.id)).toEqual({ totalFundedRappen: 4000, backers: 1 });
  });

  it('checks the amount rule before starting', async () => {
    const { init } = await start('4.99');
    expect(init.status).toBe(400);
    expect(init.body.message).toBe(MESSAGES.paymentAmountRequired);
  });
});

describe('the TWINT sandbox start page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the amount and club, redirects back with datatransTrxId and books through its webhook', async () => {
    const person = await donor(t);
    const org = await club(t);
    const offer = await product(t, org.id, 'open', null);
    const init = await t.post(
      '/api/payments/initialize-twint',
      { productId: offer.id, amount: 40 },
      person.token,
    );
    const id = init.body.transactionId as string;
    const page = await t.app.inject({ method: 'GET', url: init.body.startUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('CHF 40.00');
    expect(page.body).toContain(org.name);

    const approve = await t.app.inject({ method: 'POST', url: `${init.body.startUrl}/approve` });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`/payment/twint-success?datatransTrxId=${id}`);
    const [booked] = await donationsOf(t, offer.id);
    expect(booked).toMatchObject({ status: 'succeeded', provider: 'sandbox_twint', amountRappen: 4000 });
    const pay = await t.post('/api/payments/pay-twint', { datatransTrxId: id }, person.token);
    expect(pay.body.donationId).toBe(booked!.id);

    // A decided transaction cannot be decided again; an unknown one has no page.
    expect((await t.app.inject({ method: 'POST', url: `${init.body.startUrl}/fail` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/twint/999' })).statusCode).toBe(
      404,
    );
  });

  it('sends the browser to the cancelled page', async () => {
    const person = await donor(t);
    const offer = await product(t, (await club(t)).id, 'open', null);
    const init = await t.post(
      '/api/payments/initialize-twint',
      { productId: offer.id, amount: 40 },
      person.token,
    );
    const cancel = await t.app.inject({ method: 'POST', url: `${init.body.startUrl}/cancel` });
    expect(cancel.headers.location).toBe(
      `/payment/twint-cancelled?datatransTrxId=${init.body.transactionId}`,
    );
    const [row] = await t.db
      .select()
      .from(sandboxTwintTransactions)
      .where(eq(sandboxTwintTransactions.id, init.body.transactionId));
    expect(row?.status).toBe('cancelled');
  });
});

describe('the Datatrans adapter against a fake Datatrans', () => {
  let t: TestApp;
  let fake: FakeDatatrans;
  beforeAll(async () => {
    fake = await startFakeDatatrans();
    t = await startTestApp({ env: fake.env });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const deps = () => paymentDeps(t);

  async function start() {
    const person = await donor(t);
    const offer = await product(t, (await club(t)).id, 'open', null);
    const init = await t.post(
      '/api/payments/initialize-twint',
      { productId: offer.id, amount: 25 },
      person.token,
    );
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    return { person, offer, id: init.body.transactionId as string };
  }

  it('initialises with Basic auth, CHF in Rappen, TWINT only, auto-settle, the return URLs and the webhook', async () => {
    const { id } = await start();
    const request = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/transactions').at(-1);
    expect(request?.authorization).toBe(
      `Basic ${Buffer.from(`${fake.merchantId}:${fake.password}`).toString('base64')}`,
    );
    expect(request?.body).toEqual({
      currency: 'CHF',
      refno: expect.stringMatching(/^[0-9a-f]{32}$/),
      amount: 2500,
      paymentMethods: ['TWI'],
      autoSettle: true,
      redirect: {
        successUrl: 'http://tifo.test/payment/twint-success',
        cancelUrl: 'http://tifo.test/payment/twint-cancelled',
        errorUrl: 'http://tifo.test/payment/twint-error',
      },
      webhook: { url: 'http://tifo.test/api/payments/webhooks/datatrans' },
    });
    // Datatrans' start page sends the browser back with datatransTrxId.
    const approve = await fetch(`${fake.url}/v1/start/${id}/approve`, { method: 'POST', redirect: 'manual' });
    expect(approve.status).toBe(303);
    expect(approve.headers.get('location')).toBe(
      `http://tifo.test/payment/twint-success?datatransTrxId=${id}`,
    );
  });

  it('answers the TWINT initialisation error when Datatrans refuses the credentials', async () => {
    const other = await startTestApp({
      env: {
        DATATRANS_MERCHANT_ID: fake.merchantId,
        DATATRANS_PASSWORD: 'wrong-password',
        DATATRANS_SIGN_KEY: fake.signKey,
        DATATRANS_API_URL: fake.url,
      },
    });
    try {
      const person = await donor(other);
      const offer = await product(other, (await club(other)).id, 'open', null);
      const init = await other.post(
        '/api/payments/initialize-twint',
        { productId: offer.id, amount: 25 },
        person.token,
      );
      expect(init.status).toBe(503);
      expect(init.body.message).toBe(MESSAGES.twintInitFailed);
    } finally {
      await other.close();
    }
  });

  it('leaves the payment open when Datatrans cannot be asked, and the reconciliation books it later', async () => {
    await t.db.delete(twintPayments).where(eq(twintPayments.status, 'initialized'));
    const { person, offer, id } = await start();
    fake.decide(id, 'approve');
    fake.mode = 'down';
    try {
      const pay = await t.post('/api/payments/pay-twint', { datatransTrxId: id }, person.token);
      expect(pay.status).toBe(503);
      expect(pay.body.message).toBe(MESSAGES.paymentProcessing);
      // A webhook that cannot be checked now is answered 503, so Datatrans sends it again.
      const webhook = fake.webhook(id);
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/datatrans',
        headers: webhook.headers,
        payload: webhook.raw,
      });
      expect(hook.statusCode).toBe(503);
      expect(await reconcileTwintPayments(deps(), 0)).toMatchObject({ settled: 0, pending: 1 });
    } finally {
      fake.mode = 'up';
    }
    expect(await donationsOf(t, offer.id)).toHaveLength(0);
    expect(await reconcileTwintPayments(deps(), 0)).toMatchObject({ settled: 1 });
    const [booked] = await donationsOf(t, offer.id);
    expect(booked).toMatchObject({ status: 'succeeded', provider: 'datatrans', amountRappen: 2500 });
  });

  it('refunds instead of booking when Datatrans holds another amount than ours', async () => {
    const { person, offer, id } = await start();
    fake.decide(id, 'approve');
    fake.transactions.get(id)!.amount = 2400;
    const pay = await t.post('/api/payments/pay-twint', { datatransTrxId: id }, person.token);
    expect(pay.status).toBe(402);
    expect(pay.body.message).toBe(MESSAGES.paymentError);
    expect(fake.transactions.get(id)?.credits).toEqual([
      { transactionId: expect.stringMatching(/^\d{18}$/), amount: 2400, refno: `refund-${id}` },
    ]);
    expect(await donationsOf(t, offer.id)).toHaveLength(0);
  });
});
