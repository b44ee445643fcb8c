import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ENDPOINTS, operationIdOf, ROUTES } from '../packages/contract/src/index.ts';
import { apiPathHeads, findHandWrittenApiPaths, handWrittenApiPaths } from './api-paths.mjs';
import { CLIENT_DIR, clientFiles } from './generate-client.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pages = Object.values(ROUTES);

describe('each endpoint declared once, in packages/contract', () => {
  test("each endpoint's name is its operationId, made from its method and path", () => {
    const misnamed = Object.entries(ENDPOINTS)
      .filter(([name, endpoint]) => operationIdOf(endpoint.method, endpoint.path) !== name)
      .map(([name]) => name);
    expect(misnamed).toEqual([]);
    expect(ENDPOINTS.postUsersLogin).toMatchObject({
      method: 'POST',
      path: '/users/login',
      access: 'public',
    });
  });

  test("the web app's client is generated from the declarations and up to date (npm run generate:client)", () => {
    const files = clientFiles(ENDPOINTS);
    expect(readdirSync(CLIENT_DIR).sort()).toEqual(Object.keys(files).sort());
    for (const [name, text] of Object.entries(files)) {
      expect(readFileSync(path.join(CLIENT_DIR, name), 'utf8'), name).toBe(text);
    }
  });

  test('no API path is written by hand in apps/web/src, only in the generated client', () => {
    const heads = apiPathHeads(ENDPOINTS, pages);
    expect(findHandWrittenApiPaths(path.join(root, 'apps/web/src'), heads, CLIENT_DIR)).toEqual([]);
  });

  test('the search finds a hand-written path, a fixed head before a parameter, and /api, but not a page', () => {
    const heads = apiPathHeads(ENDPOINTS, pages);
    // The sample is source text: its template literals are written as plain strings, `$` and all.
    const dollar = '$';
    const source = [
      "apiRequest('/users/login', {});",
      `fetch(\`/admin/payouts/${dollar}{id}/paid\`);`,
      "fetch('/api/payments/config');",
      `const url = \`${dollar}{API_BASE}/captcha/challenge\`;`,
      "navigate('/clubs');",
      "<Link to='/profile/user' />",
    ].join('\n');
    expect(handWrittenApiPaths(source, heads)).toEqual([
      '/users/login',
      `/admin/payouts/${dollar}{id}/paid`,
      '/api/payments/config',
      `${dollar}{API_BASE}/captcha/challenge`,
    ]);
  });
});
