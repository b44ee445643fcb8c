import { ErrorBody, MESSAGES } from '@tifo/contract';
import de from '@tifo/contract/locales/de/messages.json' with { type: 'json' };
import en from '@tifo/contract/locales/en/messages.json' with { type: 'json' };
import fr from '@tifo/contract/locales/fr/messages.json' with { type: 'json' };
import it from '@tifo/contract/locales/it/messages.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it as test } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

// Errors carry keys (issue 46): every error answer is {code, key, message, fields?: {name: {key, message}},
// requestId}; the key is one of the contract's messages and the message is in the caller's language.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

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
