import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import type { TwintProvider, TwintStatus } from './payments-types';
import { ProviderTimeoutError, ProviderUnavailableError, WebhookSignatureError } from './payments-types';

/**
 * TWINT through Datatrans (JSON API v1, api-reference.datatrans.ch), used when DATATRANS_MERCHANT_ID and
 * DATATRANS_PASSWORD are set:
 *
 * - init: `POST /v1/transactions` (HTTP Basic merchantId:password) with CHF, the amount in Rappen, our refno,
 *   `paymentMethods: ['TWI']`, `autoSettle: true`, the success / cancel / error URLs and the webhook URL → 201
 *   `{transactionId}`; the browser goes (whole page) to `https://pay.sandbox.datatrans.com/v1/start/{transactionId}`
 *   (pay.datatrans.com in production) and comes back to one of the URLs with `datatransTrxId`.
 * - status: `GET /v1/transactions/{transactionId}` → `status` (initialized, challenge_required, challenge_ongoing,
 *   authenticated, authorized, settled, transmitted, canceled, failed), `currency`, `detail.authorize.amount` /
 *   `detail.settle.amount`.
 * - refund: `POST /v1/transactions/{transactionId}/credit` `{amount, currency, refno}` with an Idempotency-Key.
 * - webhook: the status payload, signed when a sign key is configured: header
 *   `Datatrans-Signature: t=<timestamp ms>,s0=<hex HMAC-SHA256(key from hex, t + raw body)>`.
 */

export const DATATRANS_SANDBOX_API = 'https://api.sandbox.datatrans.com';
const DEFAULT_TIMEOUT_MS = 10_000;

/** Datatrans' transaction status → ours. Only authorized or settled money is approved (autoSettle settles it). */
export function twintStatusOf(datatransStatus: unknown): TwintStatus {
  switch (datatransStatus) {
    case 'authorized':
    case 'settled':
    case 'transmitted':
      return 'approved';
    case 'canceled':
      return 'cancelled';
    case 'failed':
      return 'failed';
    default:
      // initialized, challenge_required, challenge_ongoing, authenticated: the donor has not decided yet.
      return 'initialized';
  }
}

/** The start page's host belongs to the API host: api.sandbox.datatrans.com → pay.sandbox.datatrans.com. */
export function datatransPayUrl(apiUrl: string): string {
  const url = new URL(apiUrl);
  if (url.hostname.startsWith('api.')) url.hostname = `pay.${url.hostname.slice(4)}`;
  return url.origin;
}

/** The signature Datatrans puts in `s0`: HMAC-SHA256 over the timestamp followed by the raw body. */
export function datatransSignature(signKeyHex: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', Buffer.from(signKeyHex, 'hex'))
    .update(timestamp + rawBody, 'utf8')
    .digest('hex');
}

/** A signed webhook request as Datatrans sends it (used by the TWINT sandbox and the tests' fake Datatrans). */
export function signedDatatransWebhook(signKeyHex: string, payload: object, now = Date.now()) {
  const raw = JSON.stringify(payload);
  const timestamp = String(now);
  return {
    raw,
    headers: {
      'content-type': 'application/json',
      'datatrans-signature': `t=${timestamp},s0=${datatransSignature(signKeyHex, timestamp, raw)}`,
    },
  };
}

function headerValue(headers: Record<string, string | string[] | undefined>, name: string) {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Checks the Datatrans-Signature header against the raw body (constant-time) and returns the transaction the
 * webhook is about. The documentation sets no age limit on the timestamp, so none is enforced: a replayed
 * webhook is harmless, as the event is recorded once and booking asks the provider for the status anyway.
 */
export function parseDatatransWebhook(
  signKeyHex: string | undefined,
  raw: string,
  headers: Record<string, string | string[] | undefined>,
): { id: string; transactionId: string } {
  if (!signKeyHex) throw new WebhookSignatureError('No webhook sign key is configured (DATATRANS_SIGN_KEY)');
  const header = headerValue(headers, 'datatrans-signature');
  if (!header) throw new WebhookSignatureError('The Datatrans-Signature header is missing');
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = parts.get('t');
  const signature = parts.get('s0');
  if (!timestamp || !/^\d+$/.test(timestamp) || !signature || !/^[0-9a-f]{64}$/i.test(signature)) {
    throw new WebhookSignatureError('The Datatrans-Signature header is malformed');
  }
  const expected = Buffer.from(datatransSignature(signKeyHex, timestamp, raw), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    throw new WebhookSignatureError('The Datatrans-Signature does not match the body');
  }
  let body: { transactionId?: unknown; status?: unknown };
  try {
    body = JSON.parse(raw) as typeof body;
  } catch {
    throw new WebhookSignatureError('The webhook body is not JSON');
  }
  if (typeof body.transactionId !== 'string' || body.transactionId === '') {
    throw new WebhookSignatureError('The webhook names no transactionId');
  }
  const status = typeof body.status === 'string' ? body.status : 'unknown';
  return { id: `${body.transactionId}:${status}`, transactionId: body.transactionId };
}

interface DatatransStatusBody {
  transactionId?: unknown;
  type?: unknown;
  status?: unknown;
  currency?: unknown;
  detail?: { authorize?: { amount?: unknown }; settle?: { amount?: unknown } };
}

/** The amount Datatrans holds for the donor, in Rappen; null unless it is CHF (then it cannot match ours). */
function amountOf(body: DatatransStatusBody): number | null {
  if (body.currency !== 'CHF') return null;
  const amount = body.detail?.settle?.amount ?? body.detail?.authorize?.amount;
  return typeof amount === 'number' && Number.isInteger(amount) ? amount : null;
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * One call to the API. Faults sorted by what they mean for the money: refused before acting (no connection,
 * bad credentials, rate limit) → ProviderUnavailableError; no answer in time, a dropped connection or a server
 * error (the request may have been carried out) → ProviderTimeoutError.
 */
async function call(
  options: { apiUrl: string; authorization: string; timeoutMs: number },
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  idempotencyKey?: string,
): Promise<{ status: number; json: unknown }> {
  let response: Response;
  try {
    response = await fetch(`${options.apiUrl}${path}`, {
      method,
      headers: {
        Authorization: options.authorization,
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json; charset=UTF-8' } : {}),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code && UNREACHABLE_CODES.has(cause.code)) {
      throw new ProviderUnavailableError(`datatrans: ${cause.code}`);
    }
    const name = (error as { name?: string }).name;
    throw new ProviderTimeoutError(
      name === 'TimeoutError' ? 'datatrans: no answer in time' : `datatrans: ${String(error)}`,
    );
  }
  let json: unknown = null;
  try {
    const text = await response.text();
    json = text ? JSON.parse(text) : null;
  } catch {
    // A body that is not JSON: the status decides below.
  }
  if (response.status === 401 || response.status === 403 || response.status === 429) {
    throw new ProviderUnavailableError(`datatrans: HTTP ${response.status}`);
  }
  if (response.status >= 500) throw new ProviderTimeoutError(`datatrans: HTTP ${response.status}`);
  return { status: response.status, json };
}

function errorOf(json: unknown): string {
  const error = (json as { error?: { code?: string; message?: string } } | null)?.error;
  return error ? `${error.code ?? ''} ${error.message ?? ''}`.trim() : 'no error body';
}

export function createDatatransTwintProvider(
  config: Pick<
    Config,
    'DATATRANS_MERCHANT_ID' | 'DATATRANS_PASSWORD' | 'DATATRANS_SIGN_KEY' | 'DATATRANS_API_URL'
  >,
  { timeoutMs = DEFAULT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): TwintProvider {
  const apiUrl = (config.DATATRANS_API_URL ?? DATATRANS_SANDBOX_API).replace(/\/$/, '');
  const payUrl = datatransPayUrl(apiUrl);
  const credentials = `${config.DATATRANS_MERCHANT_ID ?? ''}:${config.DATATRANS_PASSWORD ?? ''}`;
  const options = {
    apiUrl,
    authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
    timeoutMs,
  };

  return {
    name: 'datatrans',

    async initialize(input) {
      const { status, json } = await call(
        options,
        'POST',
        '/v1/transactions',
        {
          currency: 'CHF',
          refno: input.refno,
          amount: input.amountRappen,
          paymentMethods: ['TWI'],
          autoSettle: true,
          redirect: { successUrl: input.successUrl, cancelUrl: input.cancelUrl, errorUrl: input.errorUrl },
          webhook: { url: input.webhookUrl },
        },
        input.refno,
      );
      const transactionId = (json as { transactionId?: unknown } | null)?.transactionId;
      if (status >= 300 || typeof transactionId !== 'string' || transactionId === '') {
        throw new ProviderUnavailableError(`datatrans init: HTTP ${status} ${errorOf(json)}`);
      }
      return { transactionId, startUrl: `${payUrl}/v1/start/${encodeURIComponent(transactionId)}` };
    },

    async status(transactionId) {
      const { status, json } = await call(
        options,
        'GET',
        `/v1/transactions/${encodeURIComponent(transactionId)}`,
      );
      // Datatrans answers an unknown id with 404 (or 400 TRANSACTION_NOT_FOUND for a malformed one).
      if (status === 404 || status === 400) return undefined;
      if (status >= 300) throw new ProviderTimeoutError(`datatrans status: HTTP ${status} ${errorOf(json)}`);
      const body = (json ?? {}) as DatatransStatusBody;
      if (body.type !== undefined && body.type !== 'payment') return undefined;
      return { id: transactionId, status: twintStatusOf(body.status), amountRappen: amountOf(body) };
    },

    async refund(input) {
      const { status, json } = await call(
        options,
        'POST',
        `/v1/transactions/${encodeURIComponent(input.transactionId)}/credit`,
        { amount: input.amountRappen, currency: 'CHF', refno: input.refno },
        // The same refund asked twice (a retry) is carried out once.
        input.refno,
      );
      if (status >= 300) {
        throw new ProviderUnavailableError(`datatrans credit: HTTP ${status} ${errorOf(json)}`);
      }
    },

    async parseWebhook(raw, headers) {
      return parseDatatransWebhook(config.DATATRANS_SIGN_KEY, raw, headers);
    },
  };
}
