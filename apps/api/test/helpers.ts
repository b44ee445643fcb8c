import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { ErrorBody, type ErrorCode, type Message, type MessageKey } from '@tifo/contract';
import { errorBodyOf } from '@tifo/contract/testing';
import { and, desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { MailTransport } from '../src/adapters/mail';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, migrateDatabase, type OpenOptions, openDatabase } from '../src/db/client';
import { emailOutbox } from '../src/db/schema';
import { databaseUrl, onServer } from './support/server-admin';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-1234';
/** 32 bytes in base64: the IBAN key of the test apps (production requires one; see config.ts). */
export const TEST_IBAN_KEY = Buffer.alloc(32, 7).toString('base64');

/** A test file's database; on PostgreSQL with its URL, for connections of the test's own. */
export type TestDatabase = Database & { url?: string };

/** A migrated database for one test file: a copy of the PGlite template, or a new PostgreSQL database. */
export async function openTestDatabase(
  options: Pick<OpenOptions, 'onConnectionError'> = {},
): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const name = `tifo_t_${randomBytes(6).toString('hex')}`;
    // A copy of the run's migrated template (global-setup.ts); migrateDatabase below then finds nothing to do.
    const template = inject('postgresTemplate');
    await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    const url = databaseUrl(serverUrl, name);
    const database = await openDatabase({ ...options, databaseUrl: url, poolSize: 5 });
    await migrateDatabase(database);
    return {
      ...database,
      url,
      async close() {
        await database.close();
        await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const template = inject('pgliteTemplate');
  return openDatabase({
    ...options,
    pgliteDir: 'memory://',
    pgliteLoadDataDir: new Blob([readFileSync(template)]),
    poolSize: 5,
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  transport?: MailTransport;
  database?: Database;
}

export async function startTestApp(options: TestAppOptions = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tifo-data-')),
    SERVE_WEB: 'false',
    SEED_DEMO_DATA: 'false',
    JWT_SECRET: TEST_SECRET,
    IBAN_ENCRYPTION_KEY: TEST_IBAN_KEY,
    PUBLIC_URL: 'http://tifo.test',
    RATE_LIMIT_LOGIN_PER_IP: '1000',
    RATE_LIMIT_LOGIN_PER_EMAIL: '1000',
    RATE_LIMIT_ACCOUNT_PER_IP: '1000',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const logs: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const app = await buildApp({
    config,
    database,
    logStream,
    ...(options.transport ? { transport: options.transport } : {}),
  });
  await app.ready();

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    token?: string,
  ) {
    const response = await app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    let json: Record<string, unknown> = {};
    try {
      json = response.json();
    } catch {
      // not JSON
    }
    return {
      status: response.statusCode,
      // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers and assert on them
      body: json as Record<string, any>,
      headers: response.headers,
      raw: response,
    };
  }

  return {
    app,
    config,
    database,
    db: database.db,
    logs,
    post: (url: string, body?: unknown, token?: string) => call('POST', url, body, token),
    put: (url: string, body?: unknown, token?: string) => call('PUT', url, body, token),
    delete: (url: string, body?: unknown, token?: string) => call('DELETE', url, body, token),
    get: (url: string, token?: string) => call('GET', url, undefined, token),
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * What a test file's tests share, made before its first test (and undone after its last, when `undo` is given).
 * What it returns stands for the made thing (its fields and calls) from the first test on.
 */
export function useFixture<T extends object>(make: () => Promise<T>, undo?: (made: T) => Promise<void>): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  if (undo)
    afterAll(async () => {
      if (made) await undo(made);
    });
  return new Proxy({} as T, {
    get(_, name) {
      if (!made) throw new Error('A fixture is made before the first test (useFixture).');
      return made[name as keyof T];
    },
  });
}

/** The test app of a test file: started before its first test and closed after its last. */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  return useFixture(
    () => startTestApp(options),
    (app) => app.close(),
  );
}

/** Runs `use` on a second app over the test app's database, configured with `env`, and closes it after. */
export async function besideApp<T>(
  t: TestApp,
  env: Record<string, string>,
  use: (app: TestApp) => Promise<T>,
): Promise<T> {
  const other = await startTestApp({ env, database: t.database });
  try {
    return await use(other);
  } finally {
    await other.close();
  }
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}@example.ch`;
}

/**
 * Generated values for the fields of a request body: any JSON, a string up to `maxLength`, numbers, a uuid, and
 * the `more` a route's fuzz test adds (its ids, its edge cases).
 */
export function anyFieldValue(maxLength: number, ...more: fc.Arbitrary<unknown>[]) {
  return fc.oneof(fc.jsonValue(), fc.string({ maxLength }), fc.double(), fc.integer(), fc.uuid(), ...more);
}

/** A Swiss postal address for a person's profile. */
export const SEESTRASSE = {
  address1: 'Seestrasse 1',
  address2: null,
  postalCode: '8008',
  city: 'Zürich',
  country: 'CH',
};

export const STRONG_PASSWORD = 'Sicher!Pass1';

export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = {
    firstName: 'Anna',
    lastName: 'Muster',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    preferredLanguage: 'de',
    ...overrides,
  };
  const response = await t.post('/api/users', body);
  if (response.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(response.body)}`);
  // biome-ignore lint/suspicious/noExplicitAny: the answer is asserted field by field in the tests
  return { ...response.body, password: body.password } as Record<string, any> & {
    id: string;
    email: string;
    token: string;
    refreshToken: string;
    password: string;
  };
}

export async function latestMail(t: TestApp, to: string, template?: string) {
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), template ? eq(emailOutbox.template, template) : undefined))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return mail;
}

/** A statement a connection of the pool sent: its name when it is prepared under one, and its text. */
export interface SentStatement {
  name: string | undefined;
  text: string;
}

/** Runs `work` and answers every statement the pool's connections sent meanwhile, in order. */
export async function recordStatements<T>(
  t: TestApp,
  work: () => Promise<T>,
): Promise<{ result: T; statements: SentStatement[] }> {
  const client = (
    t.database.pool as unknown as { Client: { prototype: { query: (...a: unknown[]) => unknown } } }
  ).Client.prototype;
  const query = client.query;
  const statements: SentStatement[] = [];
  client.query = function recorded(this: unknown, ...args: unknown[]) {
    const config = args[0] as { name?: string; text?: string } | string;
    statements.push(
      typeof config === 'string'
        ? { name: undefined, text: config }
        : { name: config.name, text: config.text ?? '' },
    );
    return query.apply(this, args);
  };
  try {
    return { result: await work(), statements };
  } finally {
    client.query = query;
  }
}

/** An attachment of a delivered mail as the recipient got it (read from the local mailbox, /dev/mailbox). */
export async function mailAttachment(t: TestApp, mail: { id: string }, index = 0): Promise<Buffer> {
  const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${mail.id}/attachments/${index}` });
  if (response.statusCode !== 200)
    throw new Error(`attachment ${index} of mail ${mail.id}: ${response.statusCode}`);
  return response.rawPayload;
}

/** The token in a link of a mail's plain text, e.g. ?token=… */
export function tokenFromMail(text: string): string {
  const match = /[?&]token=([^&\s]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no token in mail:\n${text}`);
  return decodeURIComponent(match[1]);
}

/**
 * Sends generated JSON bodies (with and without the bearer token) to one route: the answer is never 5xx and
 * every error has the API's error shape.
 */
export async function expectNoServerError(
  t: TestApp,
  route: { method: 'POST' | 'PUT' | 'DELETE'; url: string; token: string },
  body: fc.Arbitrary<unknown>,
  numRuns: number,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(body, fc.boolean(), async (payload, withToken) => {
      const response = await t.app.inject({
        method: route.method,
        url: route.url,
        payload: JSON.stringify(payload),
        headers: {
          'content-type': 'application/json',
          ...(withToken ? { authorization: `Bearer ${route.token}` } : {}),
        },
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (response.statusCode >= 400) expect(ErrorBody.safeParse(response.json()).success).toBe(true);
    }),
    { numRuns },
  );
}

export { said } from '@tifo/contract/testing';

/** The whole error answer (contract ErrorBody), its request id any. */
export function errorAnswer(
  code: ErrorCode,
  message: MessageKey | Message,
  fields?: Record<string, MessageKey | Message>,
) {
  return errorBodyOf(code, message, fields, expect.any(String));
}

/** The texts of an error answer's field messages, by field. */
export function fieldTexts(
  fields: Record<string, { message: string }> | undefined,
): Record<string, string> | undefined {
  return fields && Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.message]));
}
