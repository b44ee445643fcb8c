import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_CARDS } from '../../src/adapters/payments-sandbox';

/**
 * A fake of Stripe's API for the tests (node:http on a free port): exactly the calls the Stripe adapter and
 * Stripe.js make, with Stripe's form-encoded bodies, Idempotency-Key replay, and Stripe's test cards
 * (docs.stripe.com/testing). The stripe SDK is pointed at it with STRIPE_API_URL; the Stripe adapter then runs the
 * same test suite as the sandbox (payments.card-providers.test.ts).
 *
 * Not a general fake: it knows payment methods (create, and the magic pm_card_* ids), customers (create, list
 * their cards), payment intents (create with confirm, retrieve, search by metadata), setup intents (create with
 * confirm, retrieve) and refunds. Faults (a 401, a 500, a dropped connection, before or after the request was
 * carried out) are switched on by the test.
 */

const STRIPE_OUTCOMES = [
  'succeeds',
  'requires_action',
  'requires_action_on_session',
  'declined_after_attach',
  'declined',
  'insufficient_funds',
] as const;
type Outcome = (typeof STRIPE_OUTCOMES)[number];

/**
 * Stripe's test numbers and what they do: the sandbox's table (payments-sandbox.ts) without the numbers only the
 * sandbox knows; other numbers succeed.
 */
const TEST_NUMBERS: Record<string, Outcome> = Object.fromEntries(
  Object.entries(SANDBOX_CARDS).filter((entry): entry is [string, Outcome] =>
    (STRIPE_OUTCOMES as readonly string[]).includes(entry[1]),
  ),
);

/** Stripe's magic test payment methods: each use makes a new payment method of that card. */
const TEST_METHODS: Record<string, { number: string; brand: string }> = {
  pm_card_visa: { number: '4242424242424242', brand: 'visa' },
  pm_card_mastercard: { number: '5555555555554444', brand: 'mastercard' },
  pm_card_authenticationRequired: { number: '4000002760003184', brand: 'visa' },
  pm_card_chargeDeclined: { number: '4000000000000002', brand: 'visa' },
  pm_card_chargeDeclinedInsufficientFunds: { number: '4000000000009995', brand: 'visa' },
};

const DECLINES: Record<'declined' | 'insufficient_funds', { message: string; decline_code: string }> = {
  declined: { message: 'Your card was declined.', decline_code: 'generic_decline' },
  insufficient_funds: { message: 'Your card has insufficient funds.', decline_code: 'insufficient_funds' },
};

const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

type Json = Record<string, unknown>;

interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  created: number;
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  billing_details: Json;
  metadata: Record<string, string>;
  livemode: false;
  /** Not sent: what the card does. */
  outcome: Outcome;
}

interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  metadata: Record<string, string>;
  next_action: Json | null;
  last_payment_error: Json | null;
  latest_charge: string | null;
  return_url: string | null;
  created: number;
  livemode: false;
}

interface SetupIntent {
  id: string;
  object: 'setup_intent';
  status: string;
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  usage: string;
  metadata: Record<string, string>;
  next_action: Json | null;
  last_setup_error: Json | null;
  created: number;
  livemode: false;
}

/** A fault the next requests meet; `processed`: the request is carried out first, then its answer is lost. */
export type StripeFault =
  | { kind: 'unauthorized' }
  | { kind: 'server_error'; processed: boolean }
  | { kind: 'drop'; processed: boolean };

export interface FakeStripeRequest {
  method: string;
  path: string;
  body: Json;
  idempotencyKey: string | undefined;
}

interface Answer {
  status: number;
  body: Json;
}

const now = () => Math.floor(Date.now() / 1000);
const alnum = (length: number) =>
  randomBytes(length * 2)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length);
const newId = (prefix: string) => `${prefix}_${alnum(24)}`;

/** 'metadata[userId]=a&card[number]=4242' → { metadata: { userId: 'a' }, card: { number: '4242' } } */
export function parseForm(text: string): Json {
  const result: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let target = result;
    for (const part of path.slice(0, -1)) {
      target[part] = (target[part] as Json | undefined) ?? {};
      target = target[part] as Json;
    }
    target[path.at(-1) as string] = value;
  }
  return result;
}

const error = (status: number, body: Json): Answer => ({ status, body: { error: body } });
const missing = (kind: string, id: string) =>
  error(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: 'id',
  });
const invalid = (message: string, param?: string) =>
  error(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });

export async function startFakeStripe() {
  const paymentMethods = new Map<string, PaymentMethod>();
  const paymentIntents = new Map<string, PaymentIntent>();
  const setupIntents = new Map<string, SetupIntent>();
  const customers = new Map<string, Json>();
  const refunds: Json[] = [];
  const idempotent = new Map<string, { request: string; answer: Answer }>();
  const requests: FakeStripeRequest[] = [];
  let fault: { fault: StripeFault; route: string | undefined } | undefined;

  const publicMethod = ({ outcome: _outcome, ...method }: PaymentMethod) => method;

  /** Intents confirmed with setup_future_usage that wait for 3-D Secure: their card is attached once they succeed. */
  const attachOnSuccess = new Set<string>();

  function makeMethod(number: string, expMonth: number, expYear: number, brand?: string): PaymentMethod {
    const method: PaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: now(),
      customer: null,
      card: {
        brand: brand ?? (number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'unknown'),
        last4: number.slice(-4),
        exp_month: expMonth,
        exp_year: expYear,
      },
      billing_details: {},
      metadata: {},
      livemode: false,
      outcome: TEST_NUMBERS[number] ?? 'succeeds',
    };
    paymentMethods.set(method.id, method);
    return method;
  }

  /** The payment method a request names: a stored one, or a new one for a magic test id. */
  function methodFor(id: unknown): PaymentMethod | undefined {
    if (typeof id !== 'string') return undefined;
    const magic = TEST_METHODS[id];
    if (magic) return makeMethod(magic.number, 12, new Date().getFullYear() + 3, magic.brand);
    return paymentMethods.get(id);
  }

  function customerCheck(method: PaymentMethod, customer: unknown): Answer | undefined {
    if (customer !== undefined && !customers.has(String(customer))) {
      return missing('customer', String(customer));
    }
    if (method.customer && method.customer !== customer) {
      return invalid(
        `The provided PaymentMethod ${method.id} belongs to a Customer; please include the Customer in the \`customer\` parameter.`,
        'customer',
      );
    }
    return undefined;
  }

  function cardError(
    outcome: 'declined' | 'insufficient_funds',
    method: PaymentMethod,
    intent: Json,
    key: string,
  ): Answer {
    const decline = DECLINES[outcome];
    return error(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: decline.decline_code,
      message: decline.message,
      payment_method: publicMethod(method),
      [key]: intent,
    });
  }

  function createPaymentIntent(body: Json): Answer {
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 50)
      return invalid('Amount must be at least 50 centimes', 'amount');
    if (body.currency !== 'chf') return invalid('Invalid currency', 'currency');
    const method = methodFor(body.payment_method);
    if (!method) return missing('payment_method', String(body.payment_method));
    const mismatch = customerCheck(method, body.customer);
    if (mismatch) return mismatch;
    const id = newId('pi');
    const intent: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: 'chf',
      status: 'requires_confirmation',
      client_secret: `${id}_secret_${alnum(24)}`,
      customer: typeof body.customer === 'string' ? body.customer : null,
      payment_method: method.id,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      next_action: null,
      last_payment_error: null,
      latest_charge: null,
      return_url: typeof body.return_url === 'string' ? body.return_url : null,
      created: now(),
      livemode: false,
    };
    paymentIntents.set(id, intent);
    if (body.confirm !== 'true') return { status: 200, body: { ...intent } };
    const offSession = body.off_session === 'true';
    // How the card answers this payment: away from the donor, 3155 goes through and 3184 cannot be authenticated.
    const outcome: Outcome =
      method.outcome === 'requires_action_on_session'
        ? offSession
          ? 'succeeds'
          : 'requires_action'
        : method.outcome === 'declined_after_attach'
          ? 'declined'
          : method.outcome;
    if (outcome === 'requires_action' && offSession) {
      // Stripe: authentication_required, the intent waits for a payment method confirmed on-session.
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: {
          type: 'card_error',
          code: 'authentication_required',
          message: 'Your card was declined. This transaction requires authentication.',
        },
      });
      return error(402, {
        type: 'card_error',
        code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
        payment_method: publicMethod(method),
        payment_intent: { ...intent },
      });
    }
    if (outcome === 'succeeds') {
      Object.assign(intent, { status: 'succeeded', amount_received: amount, latest_charge: newId('ch') });
      // setup_future_usage: the card is attached to the customer for later charges.
      if (body.setup_future_usage && intent.customer) method.customer = intent.customer;
    } else if (outcome === 'requires_action') {
      if (body.setup_future_usage) attachOnSuccess.add(id);
      Object.assign(intent, {
        status: 'requires_action',
        next_action:
          body.use_stripe_sdk === 'true'
            ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } }
            : {
                type: 'redirect_to_url',
                redirect_to_url: {
                  url: 'https://hooks.stripe.com/3d_secure_2/x',
                  return_url: intent.return_url,
                },
              },
      });
    } else {
      const declined = outcome === 'insufficient_funds' ? 'insufficient_funds' : 'declined';
      const decline = DECLINES[declined];
      Object.assign(intent, {
        status: 'requires_payment_method',
        payment_method: null,
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: decline.decline_code,
          message: decline.message,
          payment_method: publicMethod(method),
        },
      });
      return cardError(declined, method, { ...intent }, 'payment_intent');
    }
    return { status: 200, body: { ...intent } };
  }

  function createSetupIntent(body: Json): Answer {
    const method = methodFor(body.payment_method);
    if (!method) return missing('payment_method', String(body.payment_method));
    const mismatch = customerCheck(method, body.customer);
    if (mismatch) return mismatch;
    const id = newId('seti');
    const intent: SetupIntent = {
      id,
      object: 'setup_intent',
      status: 'requires_confirmation',
      client_secret: `${id}_secret_${alnum(24)}`,
      customer: typeof body.customer === 'string' ? body.customer : null,
      payment_method: method.id,
      usage: typeof body.usage === 'string' ? body.usage : 'off_session',
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      next_action: null,
      last_setup_error: null,
      created: now(),
      livemode: false,
    };
    setupIntents.set(id, intent);
    if (body.confirm !== 'true') return { status: 200, body: { ...intent } };
    if (method.outcome === 'succeeds' || method.outcome === 'declined_after_attach') {
      intent.status = 'succeeded';
      if (intent.customer) method.customer = intent.customer;
    } else if (method.outcome === 'requires_action' || method.outcome === 'requires_action_on_session') {
      Object.assign(intent, {
        status: 'requires_action',
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
      });
    } else {
      const declined = method.outcome === 'insufficient_funds' ? 'insufficient_funds' : 'declined';
      const decline = DECLINES[declined];
      Object.assign(intent, {
        status: 'requires_payment_method',
        payment_method: null,
        last_setup_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: decline.decline_code,
          message: decline.message,
        },
      });
      return cardError(declined, method, { ...intent }, 'setup_intent');
    }
    return { status: 200, body: { ...intent } };
  }

  /** "metadata['attemptId']:'abc'" → intents whose metadata attemptId is abc (the only query the adapter makes). */
  function search(query: string): Answer {
    const match = /^metadata\['(\w+)'\]:'([^']*)'$/.exec(query.trim());
    if (!match) return invalid(`Unsupported search query: ${query}`, 'query');
    const [, field, value] = match as unknown as [string, string, string];
    const data = [...paymentIntents.values()]
      .filter((intent) => intent.metadata[field] === value)
      .sort((a, b) => b.created - a.created);
    return {
      status: 200,
      body: {
        object: 'search_result',
        url: '/v1/payment_intents/search',
        has_more: false,
        next_page: null,
        data,
      },
    };
  }

  function route(method: string, path: string, body: Json, query: URLSearchParams): Answer {
    const parts = path.split('/').filter(Boolean); // ['v1', resource, id?, sub?]
    const [, resource, id, sub] = parts;
    if (method === 'POST' && resource === 'payment_methods' && !id) {
      const card = (body.card as Json | undefined) ?? {};
      const number = String(card.number ?? '').replace(/\D/g, '');
      if (number.length < 12) return invalid('Your card number is incomplete.', 'card[number]');
      return {
        status: 200,
        body: publicMethod(makeMethod(number, Number(card.exp_month ?? 12), Number(card.exp_year ?? 2034))),
      };
    }
    if (method === 'GET' && resource === 'payment_methods' && id) {
      const found = paymentMethods.get(id);
      return found ? { status: 200, body: publicMethod(found) } : missing('payment_method', id);
    }
    if (method === 'POST' && resource === 'customers' && !id) {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: body.email ?? null,
        metadata: body.metadata ?? {},
        created: now(),
        livemode: false,
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'GET' && resource === 'customers' && id && sub === 'payment_methods') {
      if (!customers.has(id)) return missing('customer', id);
      const limit = Number(query.get('limit') ?? 10);
      // Newest first, as Stripe lists them (the later made first within one second).
      const data = [...paymentMethods.values()]
        .reverse()
        .filter((pm) => pm.customer === id)
        .sort((a, b) => b.created - a.created)
        .slice(0, limit)
        .map(publicMethod);
      return {
        status: 200,
        body: { object: 'list', url: `/v1/customers/${id}/payment_methods`, has_more: false, data },
      };
    }
    if (method === 'POST' && resource === 'payment_intents' && !id) return createPaymentIntent(body);
    if (method === 'GET' && resource === 'payment_intents' && id === 'search') {
      return search(query.get('query') ?? '');
    }
    if (method === 'GET' && resource === 'payment_intents' && id) {
      const found = paymentIntents.get(id);
      return found ? { status: 200, body: { ...found } } : missing('payment_intent', id);
    }
    if (method === 'POST' && resource === 'setup_intents' && !id) return createSetupIntent(body);
    if (method === 'GET' && resource === 'setup_intents' && id) {
      const found = setupIntents.get(id);
      return found ? { status: 200, body: { ...found } } : missing('setup_intent', id);
    }
    if (method === 'POST' && resource === 'refunds' && !id) {
      const intent = paymentIntents.get(String(body.payment_intent));
      if (!intent) return missing('payment_intent', String(body.payment_intent));
      if (intent.status !== 'succeeded') {
        return invalid(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`);
      }
      const refund = {
        id: newId('re'),
        object: 'refund',
        amount: intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        created: now(),
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return error(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  function send(res: ServerResponse, answer: Answer, replayed = false) {
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': `req_${alnum(14)}`,
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(JSON.stringify(answer.body));
  }

  /** Carries out a request once per idempotency key; a repeated key is answered with the first answer. */
  function handle(
    method: string,
    path: string,
    text: string,
    query: URLSearchParams,
    key: string | undefined,
  ) {
    const body = method === 'POST' ? parseForm(text) : Object.fromEntries(query);
    requests.push({ method, path, body, idempotencyKey: key });
    if (method !== 'POST' || !key) return { answer: route(method, path, body, query), replayed: false };
    const request = `${method} ${path} ${text}`;
    const earlier = idempotent.get(key);
    if (earlier) {
      if (earlier.request !== request) {
        return {
          answer: error(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          }),
          replayed: false,
        };
      }
      return { answer: earlier.answer, replayed: true };
    }
    const answer = route(method, path, body, query);
    idempotent.set(key, { request, answer });
    return { answer, replayed: false };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const text = Buffer.concat(chunks).toString('utf8');
      const key = req.headers['idempotency-key'] as string | undefined;
      const auth = String(req.headers.authorization ?? '');
      const apiKey = auth.replace(/^Bearer /, '');
      const active =
        fault && (!fault.route || `${method} ${url.pathname}` === fault.route) ? fault.fault : undefined;
      if (active?.kind === 'unauthorized' || !/^(sk|pk)_test_/.test(apiKey)) {
        send(
          res,
          error(401, { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' }),
        );
        return;
      }
      // Stripe.js calls with the publishable key; everything else needs the secret key.
      const browserCall = method === 'POST' && url.pathname === '/v1/payment_methods';
      if (apiKey.startsWith('pk_') && !browserCall) {
        send(
          res,
          error(401, {
            type: 'invalid_request_error',
            message: 'This API call cannot be made with a publishable API key.',
          }),
        );
        return;
      }
      if (active && !active.processed) {
        if (active.kind === 'drop') req.socket.destroy();
        else send(res, error(500, { type: 'api_error', message: 'An unknown error occurred' }));
        return;
      }
      const { answer, replayed } = handle(method, url.pathname, text, url.searchParams, key);
      if (active?.kind === 'drop') req.socket.destroy();
      else if (active?.kind === 'server_error') {
        send(res, error(500, { type: 'api_error', message: 'An unknown error occurred' }));
      } else send(res, answer, replayed);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    refunds,
    paymentIntents,
    setupIntents,
    customers,
    /** Faults the next requests meet (all, or only `route` such as 'POST /v1/payment_intents'), until cleared. */
    fault(next: StripeFault | undefined, route?: string) {
      fault = next ? { fault: next, route } : undefined;
    },
    /**
     * The donor's answer to the 3-D Secure challenge of a payment or setup intent (what Stripe.js'
     * handleNextAction does in the browser). Undefined when the intent does not wait for one.
     */
    completeChallenge(id: string, approve: boolean): Json | undefined {
      const intent = paymentIntents.get(id) ?? setupIntents.get(id);
      if (intent?.status !== 'requires_action') return undefined;
      intent.next_action = null;
      if (intent.object === 'payment_intent') {
        if (approve) {
          Object.assign(intent, {
            status: 'succeeded',
            amount_received: intent.amount,
            latest_charge: newId('ch'),
          });
          const method = intent.payment_method ? paymentMethods.get(intent.payment_method) : undefined;
          if (attachOnSuccess.has(intent.id) && method && intent.customer) method.customer = intent.customer;
        } else {
          Object.assign(intent, {
            status: 'requires_payment_method',
            last_payment_error: {
              type: 'invalid_request_error',
              code: 'payment_intent_authentication_failure',
              message: AUTHENTICATION_FAILED,
            },
          });
        }
      } else if (approve) {
        intent.status = 'succeeded';
        const method = intent.payment_method ? paymentMethods.get(intent.payment_method) : undefined;
        if (method && intent.customer) method.customer = intent.customer;
      } else {
        Object.assign(intent, {
          status: 'requires_payment_method',
          last_setup_error: {
            type: 'invalid_request_error',
            code: 'setup_intent_authentication_failure',
            message: AUTHENTICATION_FAILED,
          },
        });
      }
      return { ...intent };
    },
    /** A webhook event about a payment intent, as Stripe would send it (to be signed by the test). */
    event(type: 'payment_intent.succeeded' | 'payment_intent.payment_failed', intentId: string): string {
      const intent = paymentIntents.get(intentId);
      return JSON.stringify({
        id: newId('evt'),
        object: 'event',
        api_version: '2026-01-28.clover',
        created: now(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: intent ?? { id: intentId, object: 'payment_intent' } },
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
