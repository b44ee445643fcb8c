import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ENDPOINTS, ErrorBody, errorKeysOf, MESSAGES, type MessageKey } from '@tifo/contract';
import de from '@tifo/contract/locales/de/messages.json' with { type: 'json' };
import en from '@tifo/contract/locales/en/messages.json' with { type: 'json' };
import fr from '@tifo/contract/locales/fr/messages.json' with { type: 'json' };
import it from '@tifo/contract/locales/it/messages.json' with { type: 'json' };
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it as test } from 'vitest';
import { AppError } from '../src/errors';
import { routeOf } from '../src/platform/endpoint-route';
import { answerErrors } from '../src/platform/error-answer';
import { useTestApp } from './helpers';

// Errors carry keys (issue 46): every error answer is {code, key, message, fields?: {name: {key, message}},
// requestId}; the key is one of the contract's messages and the message is in the caller's language.

const t = useTestApp();

function send(url: string, payload: unknown, language?: string, method: 'POST' | 'GET' = 'POST') {
  return t.app.inject({
    method,
    url,
    ...(method === 'POST' ? { payload: payload as object } : {}),
    headers: language ? { 'accept-language': language } : {},
  });
}

describe('error answers carry keys', () => {
  test("words a schema's refusal and each field's in the caller's language, by key", async () => {
    const answer = await send('/api/users', {}, 'fr-CH,fr;q=0.9,de;q=0.5');
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(ErrorBody.parse(body)).toEqual(body);
    expect(body.code).toBe('validation');
    expect(body.requestId).toBe(answer.headers['x-request-id']);
    expect(body.fields.firstName).toEqual({ key: 'firstNameRequired', message: fr.firstNameRequired });
    expect(body.fields.lastName).toEqual({ key: 'lastNameRequired', message: fr.lastNameRequired });
    expect(body.fields.email).toEqual({ key: 'emailInvalid', message: fr.emailInvalid });
    expect(fr.firstNameRequired).not.toBe(MESSAGES.firstNameRequired);
    // The answer's own message is its first field's.
    expect({ key: body.key, message: body.message }).toEqual(Object.values(body.fields)[0]);
  });

  test("answers in the spec's words when the caller names none of Tifo's languages", async () => {
    for (const language of [undefined, 'ja-JP', '*']) {
      const body = (await send('/api/users', {}, language)).json();
      expect(body.fields.firstName, String(language)).toEqual({
        key: 'firstNameRequired',
        message: MESSAGES.firstNameRequired,
      });
    }
  });

  test('fills the values of a message in every language, and gives them for a client that shows it by key', async () => {
    const reason = 'The Datatrans-Signature header is missing';
    for (const [language, catalog] of [
      ['de', de],
      ['en', en],
      ['fr', fr],
      ['it', it],
    ] as const) {
      const answer = await send('/api/payments/webhooks/datatrans', { transactionId: 'x' }, language);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        code: 'validation',
        key: 'webhookRefused',
        message: catalog.webhookRefused.replace('{reason}', reason),
        values: { reason },
        requestId: answer.headers['x-request-id'],
      });
    }
  });

  test("gives the status' message by key where nothing more is known (an unknown route)", async () => {
    const answer = await send('/api/no-such-call', undefined, 'it', 'GET');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({
      code: 'not_found',
      key: 'status404',
      message: it.status404,
      requestId: answer.headers['x-request-id'],
    });
  });
});

describe('each endpoint declares the error keys it gives (contract errorKeys)', () => {
  /** A bare app answering errors as the API does, with one route of a declared endpoint that refuses with `key`. */
  async function refusingWith(key: MessageKey, strictErrorKeys: boolean) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    answerErrors(app, () => {}, { strictErrorKeys });
    app.route({
      ...routeOf(ENDPOINTS.postAdminReviewsApprove),
      url: '/api/admin/reviews/approve',
      handler: async () => {
        throw new AppError('conflict', key);
      },
    });
    await app.ready();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/admin/reviews/approve',
      payload: { clubId: '00000000-0000-4000-8000-000000000000' },
    });
    await app.close();
    return { status: answer.statusCode, body: answer.json() };
  }

  test('answers a declared key as it is, and fails the call in the tests with a key the endpoint does not declare', async () => {
    expect(ENDPOINTS.postAdminReviewsApprove.errorKeys).toContain('reviewStateInvalid');
    expect(ENDPOINTS.postAdminReviewsApprove.errorKeys).not.toContain('shortNameTaken');
    expect(await refusingWith('reviewStateInvalid', true)).toMatchObject({
      status: 409,
      body: { code: 'conflict', key: 'reviewStateInvalid' },
    });
    expect(await refusingWith('shortNameTaken', true)).toMatchObject({
      status: 500,
      body: {
        code: 'internal',
        key: 'status500',
        reason: 'undeclared error keys of /api/admin/reviews/approve: shortNameTaken',
      },
    });
    // Outside the tests the answer goes out as it is.
    expect(await refusingWith('shortNameTaken', false)).toMatchObject({
      status: 409,
      body: { code: 'conflict', key: 'shortNameTaken' },
    });
  });

  test("lists each operation's error keys in the OpenAPI document", async () => {
    const document = (await t.get('/api/docs/json')).body;
    const createClub = document.paths['/api/clubs'].post;
    expect(createClub.operationId).toBe('postClubs');
    expect(createClub['x-error-keys']).toEqual([...errorKeysOf(ENDPOINTS.postClubs)]);
    expect(createClub['x-error-keys']).toEqual(
      expect.arrayContaining(['shortNameTaken', 'status400', 'status500']),
    );
  });

  test('declares on some endpoint every key that the API source refuses with by name', () => {
    const declared = new Set(Object.values(ENDPOINTS).flatMap((endpoint) => [...errorKeysOf(endpoint)]));
    // The development routes (/dev/*) are not endpoints of the API.
    const devOnly = new Set(['clockBackwards', 'devJsonOnly']);
    const named = sourceFiles(path.resolve(import.meta.dirname, '../src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(REFUSAL)].map((match) => match[1] as string),
    );
    expect(named.length).toBeGreaterThan(50);
    expect(
      [...new Set(named)].filter((key) => !declared.has(key as MessageKey) && !devOnly.has(key)),
    ).toEqual([]);
  });
});

/** `new AppError('code', 'key'…`, `new AppError('code', { key: 'key'…` and `fieldError('field', 'key'…`. */
const REFUSAL = /(?:new AppError\(\s*'\w+',\s*|fieldError\(\s*'[\w.]+',\s*)\{?\s*(?:key:\s*)?'(\w+)'/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
