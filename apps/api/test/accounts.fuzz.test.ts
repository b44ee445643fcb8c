import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { expectNoServerError, signUp, useTestApp } from './helpers';

/** Random JSON, and objects that use the real field names with random values, sent to every account route. */
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'preferredLanguage',
  'userId',
  'refreshToken',
  'token',
  'newPassword',
  'oldPassword',
  'address',
];
const fieldValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 300 }),
  fc.emailAddress(),
  fc.uuid(),
  fc.constantFrom('de', 'du', 'en', '', 'Sicher!Pass1', '\u0000', '💥'.repeat(40)),
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 6 }),
);

const ROUTES: ['POST' | 'PUT', string][] = [
  ['POST', '/api/users'],
  ['POST', '/api/users/login'],
  ['POST', '/api/users/id'],
  ['POST', '/api/users/token-refresh'],
  ['POST', '/api/users/logout'],
  ['POST', '/api/users/request-email-verification'],
  ['POST', '/api/users/verify-email'],
  ['POST', '/api/users/email-admin'],
  ['POST', '/api/users/forgot-password'],
  ['POST', '/api/users/reset-password'],
  ['PUT', '/api/users'],
  ['PUT', '/api/users/change-password'],
  ['POST', '/api/users/delete'],
];

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = (await signUp(t)).token;
});

describe('generated input on every account route', () => {
  it.each(ROUTES)('%s %s never answers 5xx, and every error has the error shape', async (method, url) => {
    await expectNoServerError(t, { method, url, token }, body, 40);
  });
});
