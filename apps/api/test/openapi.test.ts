import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Operations = Record<string, { requestBody?: { required?: boolean } }>;

/** The OpenAPI document served at /api/docs/json. */
async function openapiPaths(): Promise<Record<string, Operations>> {
  const response = await t.get('/api/docs/json');
  expect(response.status).toBe(200);
  return response.body.paths as Record<string, Operations>;
}

describe('the OpenAPI document', () => {
  it('declares no request body on a GET route', async () => {
    const withBody = Object.entries(await openapiPaths())
      .filter(([, operations]) => operations.get?.requestBody !== undefined)
      .map(([path]) => `GET ${path}`);
    expect(withBody).toEqual([]);
  });

  it("serves the registration details (PRODUCT.md §errors) and the caller's clubs as POST calls, not GET", async () => {
    const paths = await openapiPaths();
    for (const path of ['/api/clubs/mine', '/api/clubs/registration-details']) {
      expect(Object.keys(paths[path] ?? {}), path).toEqual(['post']);
    }
  });
});
