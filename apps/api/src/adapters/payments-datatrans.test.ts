import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payments';
import {
  datatransPayUrl,
  datatransSignature,
  parseDatatransWebhook,
  signedDatatransWebhook,
  twintStatusOf,
} from './payments-datatrans';

const KEY = '861bbfc01e089259091927d6ad7f71c8b46b7ee13499574e83c633b74cdc29e3';
const BODY = '{"transactionId":"190612104114912345","status":"settled"}';

describe('Datatrans webhook signature', () => {
  it('is HMAC-SHA256 with the key read as hex, over the timestamp followed by the raw body', () => {
    // Computed independently (Python: hmac.new(bytes.fromhex(key), b'1559303131511' + body, sha256)).
    expect(datatransSignature(KEY, '1559303131511', BODY)).toBe(
      '455c1001a8a79bc3a84ecef42fec1cde30fd673268c216e328c8f6f54c8508f6',
    );
  });

  it('accepts a correctly signed webhook and names its transaction and status', () => {
    const header = `t=1559303131511,s0=455c1001a8a79bc3a84ecef42fec1cde30fd673268c216e328c8f6f54c8508f6`;
    expect(parseDatatransWebhook(KEY, BODY, { 'datatrans-signature': header })).toEqual({
      id: '190612104114912345:settled',
      transactionId: '190612104114912345',
    });
    const signed = signedDatatransWebhook(
      KEY,
      { transactionId: '42', status: 'canceled' },
      1_700_000_000_000,
    );
    expect(signed.headers['datatrans-signature']).toMatch(/^t=1700000000000,s0=[0-9a-f]{64}$/);
    expect(parseDatatransWebhook(KEY, signed.raw, signed.headers)).toEqual({
      id: '42:canceled',
      transactionId: '42',
    });
  });

  it.each([
    [
      'no key configured',
      undefined,
      { 'datatrans-signature': 't=1,s0=00' },
      'No webhook sign key is configured',
    ],
    ['no header', KEY, {}, 'The Datatrans-Signature header is missing'],
    [
      'a malformed header',
      KEY,
      { 'datatrans-signature': 'v1=abc' },
      'The Datatrans-Signature header is malformed',
    ],
    [
      'another key',
      KEY,
      signedDatatransWebhook('00'.repeat(32), JSON.parse(BODY) as object).headers,
      'The Datatrans-Signature does not match the body',
    ],
  ])('refuses %s', (_case, key, headers, message) => {
    expect(() => parseDatatransWebhook(key, BODY, headers)).toThrow(WebhookSignatureError);
    expect(() => parseDatatransWebhook(key, BODY, headers)).toThrow(message);
  });

  it('refuses a changed body, another timestamp and a signed body without transactionId', () => {
    const signed = signedDatatransWebhook(KEY, JSON.parse(BODY) as object, 1_559_303_131_511);
    expect(() => parseDatatransWebhook(KEY, BODY.replace('settled', 'canceled'), signed.headers)).toThrow(
      'does not match',
    );
    const header = signed.headers['datatrans-signature'].replace('t=1559303131511', 't=1559303131512');
    expect(() => parseDatatransWebhook(KEY, signed.raw, { 'datatrans-signature': header })).toThrow(
      'does not match',
    );
    const empty = signedDatatransWebhook(KEY, { status: 'settled' });
    expect(() => parseDatatransWebhook(KEY, empty.raw, empty.headers)).toThrow(
      'The webhook names no transactionId',
    );
  });
});

describe('Datatrans status mapping', () => {
  it.each([
    ['authorized', 'approved'],
    ['settled', 'approved'],
    ['transmitted', 'approved'],
    ['canceled', 'cancelled'],
    ['failed', 'failed'],
    ['initialized', 'initialized'],
    ['challenge_required', 'initialized'],
    ['challenge_ongoing', 'initialized'],
    ['authenticated', 'initialized'],
    ['something new', 'initialized'],
    [undefined, 'initialized'],
  ])('%s → %s', (datatrans, ours) => {
    expect(twintStatusOf(datatrans)).toBe(ours);
  });
});

describe('Datatrans start page host', () => {
  it('belongs to the API host: sandbox, production, or the API itself elsewhere', () => {
    expect(datatransPayUrl('https://api.sandbox.datatrans.com')).toBe('https://pay.sandbox.datatrans.com');
    expect(datatransPayUrl('https://api.datatrans.com/')).toBe('https://pay.datatrans.com');
    expect(datatransPayUrl('http://127.0.0.1:4321')).toBe('http://127.0.0.1:4321');
  });
});
