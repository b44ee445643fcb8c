import { MESSAGES } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProviders } from '../src/adapters/payments';
import { donations, paymentCustomers, subscriptions } from '../src/db/schema-payments';
import { reconcilePendingDonations } from '../src/modules/payments/reconcile';
import { createProduct } from '../src/seed/factories';
import { type FakeStripe, startFakeStripe } from './fakes/stripe-server';
import { said, startTestApp, type TestApp } from './helpers';
import {
  CARDS,
  club,
  donationsOf,
  donor,
  expectPaid,
  ledgerOf,
  product,
  card as sandboxCard,
} from './payments.helpers';

/**
 * "Now" for the reconciliation in a test: a second ahead. A donation's created_at is the database's now() to the
 * microsecond, which can fall after a JavaScript Date made in the same millisecond, and `created_at < now` would
 * then leave a donation pending that the test just made.
 */
const soon = () => new Date(Date.now() + 1000);

/**
 * The card providers' shared behaviour (CONVENTIONS §5: the local provider behaves like the real one, and the same
 * tests hold for both): the sandbox, and the Stripe adapter talking to a fake of Stripe's API over HTTP.
 */

type CardKind = keyof typeof CARDS;

interface Variant {
  name: string;
  provider: 'sandbox_card' | 'stripe';
  env(): Record<string, string>;
  /** A payment method of a test card, made the way the browser makes it. */
  card(t: TestApp, token: string, kind: CardKind): Promise<string>;
  /** The donor's answer on the 3-D Secure challenge of a payment or setup intent. */
  challenge(t: TestApp, intentId: string, approve: boolean): Promise<void>;
  /** A card whose next payment the provider makes, but whose answer never arrives (a time-out). */
  answerLost(t: TestApp, token: string): Promise<string>;
  /** A card whose next payment finds the provider refusing us (bad credentials, unreachable). */
  unreachable(t: TestApp, token: string): Promise<string>;
  /** The provider answers again. */
  heal(): void;
}

const SECRET_KEY = 'sk_test_fake_stripe_for_the_tests';
const PUBLISHABLE_KEY = 'pk_test_fake_stripe_for_the_tests';
const WEBHOOK_SECRET = 'whsec_fake_stripe_for_the_tests';

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake.close();
});

/** What Stripe.js' createPaymentMethod sends (with the publishable key). */
async function stripeJsPaymentMethod(number: string): Promise<string> {
  const response = await fetch(`${fake.url}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${PUBLISHABLE_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number.replace(/\D/g, ''),
      'card[exp_month]': '12',
      'card[exp_year]': '2034',
      'card[cvc]': '123',
    }),
  });
  const body = (await response.json()) as { id: string };
  if (response.status !== 200) throw new Error(`payment method: ${JSON.stringify(body)}`);
  return body.id;
}

const sandbox: Variant = {
  name: 'sandbox',
  provider: 'sandbox_card',
  env: () => ({}),
  card: (t, token, kind) => sandboxCard(t, token, CARDS[kind]),
  async challenge(t, intentId, approve) {
    // The challenge page's form, as the donor submits it.
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/3ds/${intentId}/${approve ? 'approve' : 'fail'}?return=/donation/checkout`,
    });
    expect(response.statusCode).toBe(303);
  },
  answerLost: (t, token) => sandboxCard(t, token, '4000 0000 0000 9128'),
  unreachable: (t, token) => sandboxCard(t, token, '4000 0000 0000 9136'),
  heal() {},
};

const stripe: Variant = {
  name: 'Stripe (fake API)',
  provider: 'stripe',
  env: () => ({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  }),
  card: (_t, _token, kind) => stripeJsPaymentMethod(CARDS[kind]),
  async challenge(_t, intentId, approve) {
    expect(fake.completeChallenge(intentId, approve)).toBeDefined();
  },
  async answerLost() {
    fake.fault({ kind: 'drop', processed: true }, 'POST /v1/payment_intents');
    return stripeJsPaymentMethod(CARDS.succeeds);
  },
  async unreachable() {
    const pm = await stripeJsPaymentMethod(CARDS.succeeds);
    fake.fault({ kind: 'unauthorized' });
    return pm;
  },
  heal: () => fake.fault(undefined),
};

const LEDGER_25 = { donor_gross: 2500, platform_fee: -500, club_payable: -2000 };

describe.each([sandbox, stripe])('card provider: $name', (variant) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: variant.env() });
  });
  afterAll(async () => {
    variant.heal();
    await t.close();
  });

  async function setting() {
    const person = await donor(t);
    const open = await product(t, (await club(t)).id, 'open', null);
    return { person, open };
  }

  /** A donor who paid CHF 25 with a 3-D Secure card: the first answer, before the challenge. */
  async function challenged() {
    const { person, open } = await setting();
    const pm = await variant.card(t, person.token, 'threeDSecure');
    const first = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 25, paymentMethodId: pm },
      person.token,
    );
    return { person, open, first };
  }

  const deps = () => ({
    db: t.db,
    config: t.config,
    mailer: t.app.mailer,
    providers: createPaymentProviders(t.config, t.db),
  });

  it("tells the browser its card field's provider (and Stripe's publishable key), and allows Stripe.js only then", async () => {
    const response = await t.get('/api/payments/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      variant.provider === 'stripe'
        ? { cardProvider: 'stripe', publishableKey: PUBLISHABLE_KEY }
        : { cardProvider: 'sandbox' },
    );
    const csp = String(response.headers['content-security-policy']);
    expect(csp.includes('https://js.stripe.com')).toBe(variant.provider === 'stripe');
  });

  it('books CHF 25: 2500 gross, −500 fee, −2000 to the club', async () => {
    const { person, open } = await setting();
    const pm = await variant.card(t, person.token, 'succeeds');
    const response = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: '25', paymentMethodId: pm },
      person.token,
    );
    expectPaid(response, 25);
    const [booked] = await donationsOf(t, open.id);
    expect(booked).toMatchObject({
      status: 'succeeded',
      provider: variant.provider,
      amountRappen: 2500,
      providerReference: response.body.paymentIntentId,
    });
    expect(await ledgerOf(t, booked!.id)).toEqual(LEDGER_25);
  });

  it('asks for 3-D Secure, and books once after the challenge when paid again with the intent', async () => {
    const { person, open, first } = await challenged();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'requires_action', success: 0, amount: 25 });
    expect(first.body.clientSecret).toMatch(new RegExp(`^${first.body.paymentIntentId}_secret_`));
    expect(await donationsOf(t, open.id)).toEqual([]);

    await variant.challenge(t, first.body.paymentIntentId, true);
    const confirm = { productId: open.id, amount: 25, paymentIntentId: first.body.paymentIntentId };
    const paid = await t.post('/api/payments/pay', confirm, person.token);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'succeeded', paymentIntentId: first.body.paymentIntentId });

    // The same confirmation again (a reload, a double click, two tabs at once): still one donation.
    const replays = await Promise.all([
      t.post('/api/payments/pay', confirm, person.token),
      t.post('/api/payments/pay', confirm, person.token),
    ]);
    for (const replay of replays) {
      expect(replay.body).toMatchObject({ status: 'succeeded', donationId: paid.body.donationId });
    }
    const booked = await donationsOf(t, open.id);
    expect(booked).toHaveLength(1);
    expect(await ledgerOf(t, booked[0]!.id)).toEqual(LEDGER_25);
  });

  it('answers 402 with the authentication message when the challenge fails, and books nothing', async () => {
    const { person, open, first } = await challenged();
    await variant.challenge(t, first.body.paymentIntentId, false);
    const paid = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 25, paymentIntentId: first.body.paymentIntentId },
      person.token,
    );
    expect(paid.status).toBe(402);
    expect(paid.body.message).toBe(MESSAGES.cardAuthenticationFailed);
    expect(await donationsOf(t, open.id)).toEqual([]);
  });

  it.each([
    ['declined', MESSAGES.cardDeclined],
    ['insufficientFunds', MESSAGES.cardInsufficientFunds],
  ] as const)('answers 402 for a %s card with the card message, and books nothing', async (kind, message) => {
    const { person, open } = await setting();
    const pm = await variant.card(t, person.token, kind);
    const response = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 25, paymentMethodId: pm },
      person.token,
    );
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({ message, code: 'payment_failed' });
    expect(await donationsOf(t, open.id)).toEqual([]);
  });

  /** A first payment of CHF 25 with an idempotency key, by a card that behaves as told. */
  async function payWithKey(behaviour: 'succeeds' | 'threeDSecure', idempotencyKey: string) {
    const { person, open } = await setting();
    const pm = await variant.card(t, person.token, behaviour);
    const body = { productId: open.id, amount: 25, paymentMethodId: pm, idempotencyKey };
    const first = await t.post('/api/payments/pay', body, person.token);
    return { person, open, body, first };
  }

  it('books one donation for a repeated payment with one idempotency key', async () => {
    const { person, open, body, first } = await payWithKey('succeeds', 'key-of-one-click');
    const second = await t.post('/api/payments/pay', body, person.token);
    expect(first.body).toMatchObject({ status: 'succeeded' });
    expect(second.body).toMatchObject({ status: 'succeeded', donationId: first.body.donationId });
    expect(await donationsOf(t, open.id)).toHaveLength(1);
  });

  it('refuses an idempotency key sent again with another amount (409) and charges nothing more', async () => {
    const { person, open, body, first } = await payWithKey('succeeds', 'key-of-two-amounts');
    expect(first.body).toMatchObject({ status: 'succeeded' });
    const other = await t.post('/api/payments/pay', { ...body, amount: 30 }, person.token);
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      code: 'conflict',
      message: MESSAGES.idempotencyKeyReused,
      fields: { idempotencyKey: said('idempotencyKeyReused') },
    });
    expect((await donationsOf(t, open.id)).map((row) => row.amountRappen)).toEqual([2500]);
  });

  it('refuses a key of an attempt not yet booked (3-D Secure pending) when the amount changes', async () => {
    const { person, open, body, first } = await payWithKey('threeDSecure', 'key-before-challenge');
    expect(first.body).toMatchObject({ status: 'requires_action' });
    // Nothing is booked yet: the provider itself refuses the key with other parameters.
    const other = await t.post('/api/payments/pay', { ...body, amount: 40 }, person.token);
    expect(other.status, JSON.stringify(other.body)).toBe(409);
    expect(other.body).toMatchObject({ code: 'conflict', message: MESSAGES.idempotencyKeyReused });
    // The same parameters are still the same attempt.
    const again = await t.post('/api/payments/pay', body, person.token);
    expect(again.body).toMatchObject({
      status: 'requires_action',
      paymentIntentId: first.body.paymentIntentId,
    });
    expect(await donationsOf(t, open.id)).toEqual([]);
  });

  it('saves a card and donates with it', async () => {
    const { person, open } = await setting();
    const pm = await variant.card(t, person.token, 'succeeds');
    const saved = await t.post('/api/payments/payment-method', { paymentMethodId: pm }, person.token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ status: 'succeeded', paymentMethodId: pm });
    expect(saved.body.setupIntentId).toMatch(/^seti_/);

    const donated = await t.post('/api/donations', { productId: open.id, amount: 25 }, person.token);
    expect(donated.status, JSON.stringify(donated.body)).toBe(200);
    expect(donated.body).toMatchObject({ status: 'succeeded', message: MESSAGES.donatedSuccessfully });
    const [booked] = await donationsOf(t, open.id);
    expect(await ledgerOf(t, booked!.id)).toEqual(LEDGER_25);
  });

  it('saves a 3-D Secure card after its challenge and donates with it after another challenge', async () => {
    const { person, open } = await setting();
    const pm = await variant.card(t, person.token, 'threeDSecure');
    const setup = await t.post('/api/payments/payment-method', { paymentMethodId: pm }, person.token);
    expect(setup.status).toBe(200);
    expect(setup.body).toMatchObject({ status: 'requires_action', paymentMethodId: pm });
    expect(setup.body.clientSecret).toMatch(new RegExp(`^${setup.body.setupIntentId}_secret_`));

    // Not saved before the challenge: nothing to donate with.
    const early = await t.post('/api/donations', { productId: open.id, amount: 25 }, person.token);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(MESSAGES.paymentMethodRequired);

    await variant.challenge(t, setup.body.setupIntentId, true);
    const saved = await t.post(
      '/api/payments/payment-method',
      { setupIntentId: setup.body.setupIntentId },
      person.token,
    );
    expect(saved.body).toMatchObject({ status: 'succeeded', paymentMethodId: pm });

    // This card asks for 3-D Secure on every payment with the donor present (Stripe's 4000 0027 6000 3184).
    const donated = await t.post('/api/donations', { productId: open.id, amount: 25 }, person.token);
    expect(donated.body).toMatchObject({ status: 'requires_action' });
    await variant.challenge(t, donated.body.paymentIntentId, true);
    const paid = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 25, paymentIntentId: donated.body.paymentIntentId },
      person.token,
    );
    expect(paid.body).toMatchObject({ status: 'succeeded' });
    expect(await donationsOf(t, open.id)).toHaveLength(1);
  });

  it('refuses to save a declined card (402) and donates with nothing saved (400)', async () => {
    const { person, open } = await setting();
    const pm = await variant.card(t, person.token, 'declined');
    const saved = await t.post('/api/payments/payment-method', { paymentMethodId: pm }, person.token);
    expect(saved.status).toBe(402);
    expect(saved.body.message).toBe(MESSAGES.cardDeclined);
    const donated = await t.post('/api/donations', { productId: open.id, amount: 25 }, person.token);
    expect(donated.status).toBe(400);
    expect(donated.body.message).toBe(MESSAGES.paymentMethodRequired);
  });

  it('answers 503 when the provider refuses us, and books nothing', async () => {
    const { person, open } = await setting();
    const pm = await variant.unreachable(t, person.token);
    try {
      const response = await t.post(
        '/api/payments/pay',
        { productId: open.id, amount: 25, paymentMethodId: pm },
        person.token,
      );
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({
        message: MESSAGES.paymentProviderUnavailable,
        code: 'unavailable',
      });
      expect(await donationsOf(t, open.id)).toEqual([]);
    } finally {
      variant.heal();
    }
  });

  it('keeps a payment whose answer was lost pending (202) until reconciliation finds it by the attempt', async () => {
    const { person, open } = await setting();
    const pm = await variant.answerLost(t, person.token);
    let response: Awaited<ReturnType<TestApp['post']>>;
    try {
      response = await t.post(
        '/api/payments/pay',
        { productId: open.id, amount: 25, paymentMethodId: pm },
        person.token,
      );
    } finally {
      variant.heal();
    }
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ status: 'processing', message: MESSAGES.paymentProcessing });
    const [pending] = await donationsOf(t, open.id);
    expect(pending).toMatchObject({ status: 'pending', provider: variant.provider });
    expect(pending!.providerReference).toMatch(/^attempt_/);
    expect(await ledgerOf(t, pending!.id)).toEqual({});

    expect(await reconcilePendingDonations(deps(), 0, soon())).toEqual({ settled: 1, failed: 0, pending: 0 });
    expect(await reconcilePendingDonations(deps(), 0, soon())).toEqual({ settled: 0, failed: 0, pending: 0 });
    const [settled] = await donationsOf(t, open.id);
    expect(settled).toMatchObject({ id: pending!.id, status: 'succeeded' });
    expect(settled!.providerReference).toMatch(/^pi_/);
    expect(await ledgerOf(t, settled!.id)).toEqual(LEDGER_25);
  });
  it("keeps a subscription's card and charges it while the donor is away: 4242 renews, 3155 renews after 3-D Secure in checkout, 3184 asks again, 0341 is declined after it was saved", async () => {
    const org = await club(t);
    const { product: monthly } = await createProduct(t.db, {
      clubId: org.id,
      title: `Abo ${variant.provider}`,
      productType: 'subscription',
      priceRappen: 2000,
      recurringPeriod: 'month',
    });
    async function subscribe(kind: CardKind) {
      const person = await donor(t, 'subscriber');
      const pm = await variant.card(t, person.token, kind);
      let paid = await t.post(
        '/api/payments/pay',
        { productId: monthly.id, amount: 20, paymentMethodId: pm },
        person.token,
      );
      if (paid.body.status === 'requires_action') {
        await variant.challenge(t, paid.body.paymentIntentId, true);
        paid = await t.post(
          '/api/payments/pay',
          { productId: monthly.id, amount: 20, paymentIntentId: paid.body.paymentIntentId },
          person.token,
        );
      }
      expect(paid.body.status, JSON.stringify(paid.body)).toBe('succeeded');
      const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, person.id));
      expect(row).toMatchObject({ provider: variant.provider, status: 'active' });
      return { person, subscription: row! };
    }
    const renews = await subscribe('succeeds');
    const once = await subscribe('authenticateOnce');
    const always = await subscribe('threeDSecure');
    const declining = await subscribe('succeeds');
    const saved = await t.post(
      '/api/payments/payment-method',
      { paymentMethodId: await variant.card(t, declining.person.token, 'declinedAfterAttach') },
      declining.person.token,
    );
    expect(saved.body.status, JSON.stringify(saved.body)).toBe('succeeded');

    const moved = await t.post('/dev/clock', { advanceDays: 30 });
    expect(moved.status).toBe(200);
    const periods = async (id: string) =>
      (await t.db.select().from(donations).where(eq(donations.subscriptionId, id)))
        .map((d) => d.periodNumber)
        .sort();
    expect(await periods(renews.subscription.id)).toEqual([0, 1]);
    expect(await periods(once.subscription.id)).toEqual([0, 1]);
    expect(await periods(always.subscription.id)).toEqual([0]);
    expect(await periods(declining.subscription.id)).toEqual([0]);
    const state = async (id: string) =>
      (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
    expect((await state(always.subscription.id)).actionIntentId).toMatch(/^pi_/);
    expect(await state(declining.subscription.id)).toMatchObject({ failedAttempts: 1, status: 'active' });
  });
});

/** What only Stripe has: customers, its fault kinds, and its webhook. */
describe('Stripe adapter against the fake API', () => {
  let t: TestApp;
  const signer = new Stripe(SECRET_KEY);
  beforeAll(async () => {
    t = await startTestApp({ env: stripe.env() });
  });
  afterAll(async () => {
    fake.fault(undefined);
    await t.close();
  });

  const deps = () => ({
    db: t.db,
    config: t.config,
    mailer: t.app.mailer,
    providers: createPaymentProviders(t.config, t.db),
  });

  async function setting() {
    const person = await donor(t);
    const open = await product(t, (await club(t)).id, 'open', null);
    return { person, open };
  }

  const intentRequests = () =>
    fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents');

  it('makes one Customer per donor, saves cards to it and charges the newest saved card with it', async () => {
    const { person, open } = await setting();
    const customersBefore = fake.customers.size;
    const older = await stripeJsPaymentMethod(CARDS.succeeds);
    const newer = await stripeJsPaymentMethod('5555 5555 5555 4444');
    for (const pm of [older, newer]) {
      const saved = await t.post('/api/payments/payment-method', { paymentMethodId: pm }, person.token);
      expect(saved.body).toMatchObject({ status: 'succeeded', paymentMethodId: pm });
    }
    expect(fake.customers.size).toBe(customersBefore + 1);
    const [row] = await t.db
      .select()
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.userId, person.id), eq(paymentCustomers.provider, 'stripe')));
    expect(fake.customers.get(row!.customerId)).toMatchObject({
      email: person.email,
      metadata: { userId: person.id },
    });
    const setups = fake.requests.filter((request) => request.path === '/v1/setup_intents').slice(-2);
    for (const setup of setups) {
      expect(setup.body).toMatchObject({ customer: row!.customerId, usage: 'off_session', confirm: 'true' });
    }

    const donated = await t.post('/api/donations', { productId: open.id, amount: 30 }, person.token);
    expect(donated.body).toMatchObject({ status: 'succeeded', amount: 30 });
    expect(intentRequests().at(-1)?.body).toMatchObject({
      amount: '3000',
      currency: 'chf',
      customer: row!.customerId,
      payment_method: newer,
      confirm: 'true',
      metadata: { userId: person.id, productId: open.id },
    });
  });

  it('refuses a saved card charged without its customer (what the adapter must never do)', async () => {
    const { person } = await setting();
    const pm = await stripeJsPaymentMethod(CARDS.succeeds);
    await t.post('/api/payments/payment-method', { paymentMethodId: pm }, person.token);
    const bare = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
    await expect(
      bare.paymentIntents.create({ amount: 2500, currency: 'chf', payment_method: pm, confirm: true }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  /** A CHF 25 payment sent while Stripe answers the intent's creation with `fault`: accepted as pending (202). */
  async function payWhileStripeFails(fault: Parameters<typeof fake.fault>[0]) {
    const { person, open } = await setting();
    const pm = await stripeJsPaymentMethod(CARDS.succeeds);
    fake.fault(fault, 'POST /v1/payment_intents');
    const response = await t
      .post('/api/payments/pay', { productId: open.id, amount: 25, paymentMethodId: pm }, person.token)
      .finally(() => fake.fault(undefined));
    expect(response.status).toBe(202);
    return { open, pm };
  }

  it('keeps a payment pending after a 500 that made the intent, and reconciliation settles it', async () => {
    const { open, pm } = await payWhileStripeFails({ kind: 'server_error', processed: true });
    // The SDK retried with the same idempotency key: Stripe made one intent.
    const attempts = intentRequests().filter((request) => request.body.payment_method === pm);
    expect(new Set(attempts.map((request) => request.idempotencyKey)).size).toBe(1);
    expect(await reconcilePendingDonations(deps(), 0, soon())).toMatchObject({ settled: 1 });
    const [settled] = await donationsOf(t, open.id);
    expect(settled?.status).toBe('succeeded');
    expect(await ledgerOf(t, settled!.id)).toEqual(LEDGER_25);
  });

  it('fails a pending payment whose intent Stripe never made, after 15 minutes', async () => {
    const { open } = await payWhileStripeFails({ kind: 'drop', processed: false });
    expect(await reconcilePendingDonations(deps(), 0, soon())).toMatchObject({ pending: 1, settled: 0 });
    const later = new Date(Date.now() + 16 * 60_000);
    expect(await reconcilePendingDonations(deps(), 0, later)).toMatchObject({ failed: 1 });
    const [failed] = await donationsOf(t, open.id);
    expect(failed?.status).toBe('failed');
    expect(await ledgerOf(t, failed!.id)).toEqual({});
  });

  function sendWebhook(payload: string, signature: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  it('books a payment from its signed webhook once, and the browser confirming later finds it', async () => {
    const { person, open } = await setting();
    const pm = await stripeJsPaymentMethod(CARDS.threeDSecure);
    const first = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 25, paymentMethodId: pm },
      person.token,
    );
    fake.completeChallenge(first.body.paymentIntentId, true);
    const payload = fake.event('payment_intent.succeeded', first.body.paymentIntentId);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

    expect((await sendWebhook(payload, 't=1,v1=forged')).statusCode).toBe(400);
    expect(await donationsOf(t, open.id)).toEqual([]);

    expect((await sendWebhook(payload, signature)).statusCode).toBe(200);
    expect((await sendWebhook(payload, signature)).statusCode).toBe(200);
    const booked = await donationsOf(t, open.id);
    expect(booked).toHaveLength(1);
    expect(await ledgerOf(t, booked[0]!.id)).toEqual(LEDGER_25);

    const paid = await t.post(
      '/api/payments/pay',
      { productId: open.id, amount: 25, paymentIntentId: first.body.paymentIntentId },
      person.token,
    );
    expect(paid.body).toMatchObject({ status: 'succeeded', donationId: booked[0]!.id });
    expect(await t.db.select().from(donations).where(eq(donations.productId, open.id))).toHaveLength(1);
  });

  it('answers 503 when saving a card meets bad credentials', async () => {
    const { person } = await setting();
    const pm = await stripeJsPaymentMethod(CARDS.succeeds);
    fake.fault({ kind: 'unauthorized' });
    const saved = await t
      .post('/api/payments/payment-method', { paymentMethodId: pm }, person.token)
      .finally(() => fake.fault(undefined));
    expect(saved.status).toBe(503);
    expect(saved.body.message).toBe(MESSAGES.paymentProviderUnavailable);
  });
});
