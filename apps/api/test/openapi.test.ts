import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const t = useTestApp();

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

  it("serves the registration details (PRODUCT.md §organisations) and the caller's clubs as POST calls, not GET", async () => {
    const paths = await openapiPaths();
    for (const path of ['/api/clubs/mine', '/api/clubs/registration-details']) {
      expect(Object.keys(paths[path] ?? {}), path).toEqual(['post']);
    }
  });
});

describe("the OpenAPI document's operations", () => {
  it('each have an operationId of their own, and a public one says it needs no token', async () => {
    const response = await t.get('/api/docs/json');
    const operations = Object.entries(
      response.body.paths as Record<string, Record<string, { operationId?: string; security?: object[] }>>,
    ).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
    );
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.find(({ path }) => path === '/api/users/login')?.operation.operationId).toBe(
      'postUsersLogin',
    );
    expect(operations.find(({ path }) => path === '/api/users/login')?.operation.security).toEqual([]);
    expect(operations.find(({ path }) => path === '/api/users/id')?.operation.security).toEqual([
      { bearerAuth: [] },
    ]);
    expect(operations.filter(({ operation }) => operation.security === undefined)).toEqual([]);
  });

  it("passes Redocly's recommended rules without an error", async () => {
    const response = await t.get('/api/docs/json');
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(response.body));
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const lint = spawnSync(
      process.execPath,
      [cli, 'lint', file, '--extends', 'recommended', '--format', 'json'],
      {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    rmSync(dir, { recursive: true, force: true });
    const problems = (
      JSON.parse(lint.stdout) as { problems: { ruleId: string; severity: string; message: string }[] }
    ).problems;
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(lint.status).toBe(0);
  }, 60_000);
});
