import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signedDatatransWebhook } from '../../src/adapters/payments-datatrans';

/**
 * A fake Datatrans for the tests: a real HTTP server (node:http, port 0) implementing exactly the calls the
 * adapter makes — init (POST /v1/transactions), status (GET /v1/transactions/{id}), refund
 * (POST /v1/transactions/{id}/credit), the start page (GET /v1/start/{id}, its choices POST
 * /v1/start/{id}/{approve|cancel|fail}) — with HTTP Basic authentication, Datatrans' error bodies and its
 * Idempotency-Key behaviour. The test decides transactions, builds signed (or forged) webhooks and can make
 * the service fail.
 */

export type DatatransStatus = 'initialized' | 'settled' | 'canceled' | 'failed';

export interface FakeTransaction {
  transactionId: string;
  refno: string;
  amount: number;
  currency: string;
  paymentMethods: string[];
  autoSettle: boolean;
  redirect: { successUrl: string; cancelUrl: string; errorUrl: string };
  webhookUrl: string | undefined;
  status: DatatransStatus;
  /** Refunds (credits) made on it, each with its own transaction id. */
  credits: { transactionId: string; amount: number; refno: string }[];
}

/** up: answers; down: 503 to every API call; reset: drops the connection without an answer. */
export type FakeMode = 'up' | 'down' | 'reset';

export interface FakeDatatrans {
  url: string;
  merchantId: string;
  password: string;
  signKey: string;
  /** The app's configuration for this fake (startTestApp's env). */
  env: Record<string, string>;
  mode: FakeMode;
  transactions: Map<string, FakeTransaction>;
  /** Every API request received (start page included), with its parsed JSON body. */
  requests: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  /** The donor's choice on the start page; answers where Datatrans sends the browser. */
  decide(transactionId: string, choice: 'approve' | 'cancel' | 'fail'): string;
  /** The status answer (and webhook payload) of a transaction. */
  statusBody(transactionId: string): object;
  /** The webhook Datatrans sends now, signed with the merchant's key (or another key: a forgery). */
  webhook(transactionId: string, signKey?: string): { raw: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const error = (res: ServerResponse, status: number, code: string, message: string) =>
  json(res, status, { error: { code, message } });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const newId = () => `${randomInt(100_000_000, 999_999_999)}${randomInt(100_000_000, 999_999_999)}`;

export async function startFakeDatatrans(
  options: { merchantId?: string; password?: string; signKey?: string } = {},
): Promise<FakeDatatrans> {
  const merchantId = options.merchantId ?? '1100012345';
  const password = options.password ?? 'fake-datatrans-password';
  const signKey = options.signKey ?? 'a1'.repeat(32);
  const expectedAuth = `Basic ${Buffer.from(`${merchantId}:${password}`).toString('base64')}`;
  const transactions = new Map<string, FakeTransaction>();
  const requests: FakeDatatrans['requests'] = [];
  const idempotent = new Map<string, { body: string; status: number; answer: unknown }>();

  function find(id: string) {
    return transactions.get(id);
  }

  function statusBody(id: string) {
    const tx = find(id);
    if (!tx) throw new Error(`fake datatrans: no transaction ${id}`);
    const detail: Record<string, unknown> = {
      init: { expires: new Date(Date.now() + 30 * 60_000).toISOString() },
    };
    if (tx.status === 'settled') {
      detail.authorize = { amount: tx.amount, acquirerAuthorizationCode: '123456' };
      detail.settle = { amount: tx.amount };
    }
    if (tx.status === 'failed') detail.fail = { reason: 'DECLINED', message: 'declined' };
    return {
      transactionId: tx.transactionId,
      merchantId,
      type: 'payment',
      status: tx.status,
      currency: tx.currency,
      refno: tx.refno,
      paymentMethod: 'TWI',
      detail,
      language: 'de',
      history: [{ action: 'init', amount: tx.amount, success: true, date: new Date().toISOString() }],
    };
  }

  function decide(id: string, choice: 'approve' | 'cancel' | 'fail'): string {
    const tx = find(id);
    if (!tx) throw new Error(`fake datatrans: no transaction ${id}`);
    if (tx.status !== 'initialized') throw new Error(`fake datatrans: ${id} is ${tx.status} already`);
    // TWINT with autoSettle: an approved payment is settled at once.
    tx.status = choice === 'approve' ? 'settled' : choice === 'cancel' ? 'canceled' : 'failed';
    const target =
      choice === 'approve'
        ? tx.redirect.successUrl
        : choice === 'cancel'
          ? tx.redirect.cancelUrl
          : tx.redirect.errorUrl;
    const url = new URL(target);
    url.searchParams.set('datatransTrxId', tx.transactionId);
    return url.toString();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const raw = await readBody(req);
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });

    // The start page, where the browser goes (no authentication: it is the donor's page).
    const start = /^\/v1\/start\/(\d+)(?:\/(approve|cancel|fail))?$/.exec(path);
    if (start) {
      const tx = find(start[1] ?? '');
      if (tx?.status !== 'initialized') return error(res, 404, 'TRANSACTION_NOT_FOUND', 'unknown');
      if (req.method === 'GET' && !start[2]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(`<!doctype html><title>TWINT</title><p>CHF ${(tx.amount / 100).toFixed(2)}</p>`);
      }
      if (req.method === 'POST' && start[2]) {
        const location = decide(tx.transactionId, start[2] as 'approve' | 'cancel' | 'fail');
        res.writeHead(303, { location });
        return res.end();
      }
    }

    if (fake.mode === 'reset') {
      req.socket.destroy();
      return;
    }
    if (fake.mode === 'down') return error(res, 503, 'SERVER_ERROR', 'Service unavailable');
    if (req.headers.authorization !== expectedAuth) return error(res, 401, 'UNAUTHORIZED', 'unauthorized');

    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    if (typeof key === 'string') {
      const earlier = idempotent.get(key);
      if (earlier) {
        if (earlier.body !== raw) return error(res, 422, 'INVALID_PROPERTY', 'idempotency key reused');
        return json(res, earlier.status, earlier.answer);
      }
    }
    const answer = (status: number, payload: unknown) => {
      if (typeof key === 'string') idempotent.set(key, { body: raw, status, answer: payload });
      return json(res, status, payload);
    };

    if (req.method === 'POST' && path === '/v1/transactions') {
      const init = (body ?? {}) as Partial<{
        currency: string;
        amount: number;
        refno: string;
        paymentMethods: string[];
        autoSettle: boolean;
        redirect: FakeTransaction['redirect'];
        webhook: { url: string };
      }>;
      if (init.currency !== 'CHF') return error(res, 400, 'INVALID_PROPERTY', 'init.currency');
      if (!Number.isInteger(init.amount) || (init.amount ?? 0) <= 0) {
        return error(res, 400, 'INVALID_PROPERTY', 'init.amount');
      }
      if (!init.refno || init.refno.length > 40) return error(res, 400, 'INVALID_PROPERTY', 'init.refno');
      if (!init.redirect?.successUrl || !init.redirect.cancelUrl || !init.redirect.errorUrl) {
        return error(res, 400, 'INVALID_PROPERTY', 'init.redirect');
      }
      const transactionId = newId();
      transactions.set(transactionId, {
        transactionId,
        refno: init.refno,
        amount: init.amount as number,
        currency: init.currency,
        paymentMethods: init.paymentMethods ?? [],
        autoSettle: init.autoSettle ?? false,
        redirect: init.redirect,
        webhookUrl: init.webhook?.url,
        status: 'initialized',
        credits: [],
      });
      res.setHeader('location', `${fake.url}/v1/start/${transactionId}`);
      return answer(201, { transactionId });
    }

    const status = /^\/v1\/transactions\/(\d+)$/.exec(path);
    if (req.method === 'GET' && status) {
      if (!find(status[1] ?? '')) return error(res, 404, 'TRANSACTION_NOT_FOUND', 'unknown transactionId');
      return json(res, 200, statusBody(status[1] ?? ''));
    }

    const credit = /^\/v1\/transactions\/(\d+)\/credit$/.exec(path);
    if (req.method === 'POST' && credit) {
      const tx = find(credit[1] ?? '');
      if (!tx) return error(res, 404, 'TRANSACTION_NOT_FOUND', 'unknown transactionId');
      const request = (body ?? {}) as Partial<{ amount: number; currency: string; refno: string }>;
      const credited = tx.credits.reduce((sum, c) => sum + c.amount, 0);
      if (tx.status !== 'settled') return error(res, 400, 'INVALID_TRANSACTION_STATUS', 'not settled');
      if (request.currency !== tx.currency || !Number.isInteger(request.amount) || !request.refno) {
        return error(res, 400, 'INVALID_PROPERTY', 'credit');
      }
      // The previously settled amount must not be exceeded.
      if ((request.amount as number) + credited > tx.amount) {
        return error(res, 400, 'INVALID_PROPERTY', 'credit.amount exceeds the settled amount');
      }
      const transactionId = newId();
      tx.credits.push({ transactionId, amount: request.amount as number, refno: request.refno });
      return answer(200, { transactionId });
    }

    return error(res, 404, 'UNKNOWN_ERROR', `no route ${req.method} ${path}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => error(res, 500, 'UNKNOWN_ERROR', String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const url = `http://127.0.0.1:${port}`;
  const fake: FakeDatatrans = {
    url,
    merchantId,
    password,
    signKey,
    env: {
      DATATRANS_MERCHANT_ID: merchantId,
      DATATRANS_PASSWORD: password,
      DATATRANS_SIGN_KEY: signKey,
      DATATRANS_API_URL: url,
    },
    mode: 'up',
    transactions,
    requests,
    decide,
    statusBody,
    webhook: (transactionId, key = signKey) => signedDatatransWebhook(key, statusBody(transactionId)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
  return fake;
}
