import { randomUUID } from 'node:crypto';
import { ErrorBody } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createTokenSigner } from '../src/modules/auth/tokens';
import { donorWithCard, give, operator, payoutClub } from './dashboard.helpers';
import { TEST_SECRET, useTestApp } from './helpers';
import { userWithToken } from './offers.helpers';

/**
 * Every operation of the API at once, read from its OpenAPI document, so that a route added later is covered
 * without anyone remembering to: which ones answer without a session (a reviewed list), that the others refuse
 * a missing, forged or revoked token, that the operator's refuse everyone else, and that generated input from
 * any role never gets a 5xx. (Each domain's own tests check its rules with valid input; this is the net under
 * them.)
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Operation {
  method: Method;
  path: string;
  secured: boolean;
  fields: string[];
  pathParams: string[];
}

/**
 * The operations anyone may call without logging in, each for its reason. A new public route must be added here
 * on purpose; a route that forgets its session check fails the first test below.
 */
const PUBLIC = [
  'GET /api/health', // load balancers
  'POST /api/users', // sign-up
  'POST /api/users/login',
  'POST /api/users/token-refresh', // the refresh token is the credential
  'POST /api/users/logout', // the refresh token is the credential
  'POST /api/users/verify-email', // the mailed token is the credential
  'POST /api/users/confirm-email-change', // the token mailed to the new address is the credential
  'POST /api/users/undo-email-change', // the token mailed to the old address is the credential
  'POST /api/users/forgot-password',
  'POST /api/users/reset-password', // the mailed token is the credential
  'GET /api/geo/localities', // the public directory of Swiss localities
  'POST /api/clubs/all', // the club directory (PRODUCT.md §directory)
  'POST /api/clubs/filter',
  'POST /api/clubs/searchbar',
  'POST /api/clubs/nearby',
  'POST /api/clubs/nearbyAll',
  'POST /api/types/all',
  'POST /api/clubs/details', // a public club page; with a token its admins also see it before it is public
  'GET /api/clubs/{shortName}/qr', // a public club page's QR code
  'POST /api/products/filter', // a public club page's products
  'POST /api/events/club', // a public club page's events
  'GET /api/captcha/challenge',
  'POST /api/emails/contact-us', // captcha-checked
  'GET /api/files/images/{name}', // public images of clubs, products and events
  'GET /api/files/documents/{id}', // a signed, expiring link (expires, viewer, signature)
  'GET /api/payments/config', // the publishable keys the browser needs
  'GET /api/links/{code}', // a payment link's offer, for its public give page
  'POST /api/links/{code}/pay', // a guest's gift through a payment link (with a token: the account's)
  'POST /api/links/{code}/initialize-twint', // the same by TWINT
  'POST /api/links/pay-twint', // books only what the provider confirms paid
  'POST /api/links/claim', // the mailed token is the credential
  'POST /api/campaigns/updates/list', // a public campaign's updates
  'POST /api/campaigns/unsubscribe', // a signed link (product, user, expires, signature)
  'GET /api/metrics', // the operator's session or the configured token, checked in the handler
  'GET /api/payouts/{id}/statement.pdf', // a signed, expiring link (expires, signature)
  'GET /dev/mailbox', // development only, loopback only (tested in accounts.test)
  'GET /dev/mailbox/{id}',
  'GET /dev/mailbox/{id}/attachments/{index}',
  'GET /dev/clock',
  // The clock page's script, which sends its forms as JSON (issue 45).
  'GET /dev/clock.js',
  'POST /dev/clock',
].sort();

/** Operations the fuzzing below leaves out: they would end the sessions it runs as, or move the app's clock. */
const NOT_FUZZED = new Set(['POST /api/users/delete', 'POST /dev/clock', 'POST /api/users/logout']);

const t = useTestApp();
let operations: Operation[];
const people: Record<'supporter' | 'clubAdmin' | 'operator', { token: string; id: string }> = {
  supporter: { token: '', id: '' },
  clubAdmin: { token: '', id: '' },
  operator: { token: '', id: '' },
};
/** Real ids of the database, mixed into generated input so that some of it reaches past validation. */
const ids: string[] = [];

const key = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

async function userId(email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

beforeAll(async () => {
  const spec = await t.get('/api/docs/json');
  type Doc = {
    security?: unknown[];
    parameters?: { in: string; name: string }[];
    requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  };
  operations = Object.entries(spec.body.paths as Record<string, Record<string, Doc>>).flatMap(
    ([path, byMethod]) =>
      Object.entries(byMethod).map(([method, doc]) => ({
        method: method.toUpperCase() as Method,
        path,
        // A token is needed unless no scheme is named or one of the requirements is empty (optional).
        secured:
          (doc.security?.length ?? 0) > 0 &&
          !(doc.security ?? []).some((requirement) => Object.keys(requirement as object).length === 0),
        fields: Object.keys(doc.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
        pathParams: (doc.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      })),
  );

  const club = await payoutClub(t);
  const fan = await donorWithCard(t, 'guard');
  const donationId = await give(t, fan, club.product.id, 25);
  const staff = await operator(t);
  const supporter = await userWithToken(t, 'supporter');
  people.supporter = { token: supporter.token, id: await userId(supporter.email) };
  people.clubAdmin = { token: club.admin.token, id: await userId(club.admin.email) };
  people.operator = { token: staff.token, id: await userId(staff.email) };
  ids.push(club.club.id, club.product.id, donationId, fan.id, people.clubAdmin.id, club.club.shortName);
}, 60_000);

/** The operation's URL with each path parameter replaced. */
function url(operation: Operation, value: (name: string) => string): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name)));
}

async function send(operation: Operation, path: string, body: unknown, authorization?: string) {
  const hasBody = operation.method !== 'GET';
  return t.app.inject({
    method: operation.method,
    url: path,
    ...(hasBody ? { payload: JSON.stringify(body ?? {}) } : {}),
    headers: {
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(authorization ? { authorization } : {}),
    },
  });
}

describe('every operation of the API', () => {
  it('needs a session unless it is one of the reviewed public operations', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(
      operations
        .filter((operation) => !operation.secured)
        .map(key)
        .sort(),
    ).toEqual(PUBLIC);
  });

  it('refuses a missing, malformed or forged token with 401 and the error body, before reading the input', async () => {
    const forged = await createTokenSigner('not-the-servers-secret-not-the-servers-secret', 900).sign({
      userId: people.operator.id,
      sessionId: randomUUID(),
    });
    const unsigned = [
      Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url'),
      Buffer.from(
        JSON.stringify({ sub: people.operator.id, sid: randomUUID(), exp: 9_999_999_999 }),
      ).toString('base64url'),
      '',
    ].join('.');
    const attempts: Record<string, string | undefined> = {
      none: undefined,
      malformed: 'Bearer not-a-token',
      'another scheme': `Basic ${Buffer.from('operator:secret').toString('base64')}`,
      forged: `Bearer ${forged}`,
      unsigned: `Bearer ${unsigned}`,
    };
    const wrong: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.secured)) {
      const path = url(operation, () => randomUUID());
      for (const [name, authorization] of Object.entries(attempts)) {
        // An empty body: a route that validated its input before the token would answer 400.
        const answer = await send(operation, path, {}, authorization);
        if (answer.statusCode !== 401 || !ErrorBody.safeParse(answer.json()).success) {
          wrong.push(`${key(operation)} (${name}): ${answer.statusCode} ${answer.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('refuses a well-signed token whose session is not live (after a logout or a password change)', async () => {
    const revoked = await createTokenSigner(TEST_SECRET, 900).sign({
      userId: people.operator.id,
      sessionId: randomUUID(),
    });
    const wrong: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.secured)) {
      // Real ids, so that what the route would answer to a live session lies past its validation.
      const path = url(operation, () => ids[2] as string);
      const body = Object.fromEntries(operation.fields.map((field) => [field, ids[0]]));
      const answer = await send(operation, path, body, `Bearer ${revoked}`);
      // The session's liveness is asked by the route itself (in its first statement on the payment routes), so
      // input that fails validation may be refused with 400 first; nothing else may come back.
      if (![400, 401].includes(answer.statusCode) || !ErrorBody.safeParse(answer.json()).success) {
        wrong.push(`${key(operation)}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    // A GET route has no input to validate: 401.
    expect((await t.get('/api/admin/ledger', revoked)).status).toBe(401);
  }, 60_000);

  it("answers the operator's operations to no one else (403)", async () => {
    const operatorOnly = operations.filter(
      (operation) => operation.path.startsWith('/api/admin/') || operation.path === '/api/metrics',
    );
    expect(operatorOnly.length).toBeGreaterThanOrEqual(19);
    const wrong: string[] = [];
    for (const operation of operatorOnly) {
      const path = url(operation, () => ids[0] as string);
      for (const role of ['supporter', 'clubAdmin'] as const) {
        const answer = await send(operation, path, { clubId: ids[0] }, `Bearer ${people[role].token}`);
        if (answer.statusCode !== 403) wrong.push(`${key(operation)} as ${role}: ${answer.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    // And the operator is let in (a list of the ledger, say), so the 403s above are about the role.
    expect((await t.get('/api/admin/ledger', people.operator.token)).status).toBe(200);
  }, 60_000);

  it('never answers generated input with a 5xx, whoever sends it', async () => {
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.string({ maxLength: 60 }),
      fc.integer(),
      fc.double(),
      fc.uuid(),
      fc.constantFrom(...ids),
      fc.constantFrom(
        '',
        ' ',
        '0',
        '-1',
        '5',
        '4.99',
        '1e9',
        'de',
        'xx',
        '2026-02-30',
        '%_\\',
        "' or 1=1 --",
      ),
    );
    const roles = [undefined, 'supporter', 'clubAdmin', 'operator'] as const;
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => !NOT_FUZZED.has(key(candidate)))) {
      const body =
        operation.fields.length > 0
          ? fc.oneof(
              fc.dictionary(fc.constantFrom(...operation.fields), value, {
                maxKeys: operation.fields.length,
              }),
              fc.jsonValue({ maxDepth: 2 }),
            )
          : fc.jsonValue({ maxDepth: 2 });
      const pathValue = fc.oneof(
        fc.uuid(),
        fc.constantFrom(...ids),
        fc.string({ minLength: 1, maxLength: 40 }),
      );
      await fc.assert(
        fc.asyncProperty(
          body,
          fc.constantFrom(...roles),
          fc.array(pathValue, { minLength: 2, maxLength: 2 }),
          async (payload, role, params) => {
            let index = 0;
            const path = url(operation, () => params[index++ % params.length] as string);
            const answer = await send(operation, path, payload, role && `Bearer ${people[role].token}`);
            if (answer.statusCode >= 500) {
              failures.push(`${key(operation)} as ${role ?? 'nobody'}: ${answer.statusCode} ${answer.body}`);
            }
            if (answer.statusCode >= 400 && answer.headers['content-type']?.includes('json')) {
              expect(ErrorBody.safeParse(answer.json()).success, `${key(operation)}: ${answer.body}`).toBe(
                true,
              );
            }
          },
        ),
        { numRuns: 30 },
      );
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
