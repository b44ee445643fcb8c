import { MESSAGES } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../src/modules/admin/operators';
import { CLUB_LIST_TTL_MS } from '../../src/modules/clubs/list-cache';
import { createUser } from '../../src/modules/users/provision';
import { createClub } from '../../src/seed/factories';
import { fieldTexts, STRONG_PASSWORD, uniqueEmail } from '../helpers';
import { solvedCaptchaAt } from '../support/captcha';
import { apiProcesses } from './processes';

// PostgreSQL only (test/postgres/): two real API processes on one database share what must hold across them
// (issue 17): rate limits ("5 failed logins per e-mail" means 5 across all processes), refresh-token rotation
// and one-time captcha solutions.

const processes = apiProcesses();
/** Where the club of the list test is (Zürich 8002). */
const PLACE = { latitude: 47.36, longitude: 8.531 };

async function post(url: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the answers it asserts on
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

async function login(url: string, email: string, password: string, captcha?: string) {
  const answer = await post(url, '/users/login', { email, password, ...(captcha ? { captcha } : {}) });
  return { status: answer.status, retryAfter: answer.headers.get('retry-after'), body: answer.body };
}

describe('state shared by API processes (PostgreSQL)', () => {
  it('5 failed logins for one e-mail spread over two processes lock it in both until a captcha is solved', {
    timeout: 120_000,
  }, async () => {
    const email = uniqueEmail('locked');
    await createUser(processes.database.db, { email, password: STRONG_PASSWORD, verified: true });
    const [a, b] = await Promise.all([processes.start(), processes.start()]);
    for (const [index, url] of [a.url, b.url, a.url, b.url, a.url].entries()) {
      expect((await login(url, email, 'Wrong!Pass1')).status, `attempt ${index + 1}`).toBe(401);
    }
    for (const url of [a.url, b.url]) {
      const locked = await login(url, email, STRONG_PASSWORD);
      expect(locked.status, processes.outputs.get(url === a.url ? a.child : b.child)).toBe(429);
      expect(Number(locked.retryAfter)).toBeGreaterThan(0);
      expect(fieldTexts(locked.body.fields)).toEqual({ captcha: MESSAGES.loginCaptchaRequired });
    }
    // Another e-mail is not locked, in either process.
    const other = uniqueEmail('free');
    await createUser(processes.database.db, { email: other, password: STRONG_PASSWORD, verified: true });
    expect((await login(b.url, other, STRONG_PASSWORD)).status).toBe(200);
    const rows = await processes.database.pool.query<{ key: string; points: number }>(
      'SELECT key, points FROM rate_limits WHERE key = $1',
      [`login-email:${email}`],
    );
    expect(rows.rows).toEqual([{ key: `login-email:${email}`, points: 5 }]);
    // The owner is not locked out: a captcha solved from one process opens the login in the other, once.
    const captcha = await solvedCaptchaAt(a.url);
    expect((await login(b.url, email, STRONG_PASSWORD, captcha)).status).toBe(200);
    const afterwards = await processes.database.pool.query('SELECT 1 FROM rate_limits WHERE key = $1', [
      `login-email:${email}`,
    ]);
    expect(afterwards.rows).toEqual([]);
  });

  it('a refresh token reused in the other process ends the session; a captcha solution works once across both', {
    timeout: 120_000,
  }, async () => {
    const email = uniqueEmail('rotating');
    await createUser(processes.database.db, { email, password: STRONG_PASSWORD, verified: true });
    const [a, b] = await Promise.all([processes.start(), processes.start()]);
    const first = (await login(a.url, email, STRONG_PASSWORD)).body.refreshToken as string;
    const rotated = await post(a.url, '/users/token-refresh', { refreshToken: first });
    expect(rotated.status).toBe(200);
    const next = await post(b.url, '/users/token-refresh', { refreshToken: rotated.body.refreshToken });
    expect(next.status).toBe(200);
    // The first token again, in the other process, after its successor was used: refused, and the whole session
    // ends (the newest token too).
    expect((await post(b.url, '/users/token-refresh', { refreshToken: first })).status).toBe(401);
    expect((await post(a.url, '/users/token-refresh', { refreshToken: next.body.refreshToken })).status).toBe(
      401,
    );

    const captcha = await solvedCaptchaAt(a.url);
    const contact = (name: string) => ({
      name,
      email: uniqueEmail('contact'),
      subject: 'Frage',
      message: 'Grüezi, eine Frage zur Spendenbescheinigung.',
      recaptchaResponse: captcha,
    });
    expect((await post(a.url, '/emails/contact-us', contact('Lea'))).status).toBe(200);
    const replay = await post(b.url, '/emails/contact-us', contact('Noa'));
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(MESSAGES.captchaInvalid);
  });

  it('a club approved through one process shows in the cached /clubs/all of the other at once, not after the cache time', {
    timeout: 120_000,
  }, async () => {
    const operatorEmail = uniqueEmail('operator');
    await createOperator(processes.database.db, { email: operatorEmail, password: STRONG_PASSWORD });
    const ownerEmail = uniqueEmail('owner');
    await createUser(processes.database.db, { email: ownerEmail, password: STRONG_PASSWORD, verified: true });
    const { club } = await createClub(processes.database.db, {
      name: 'FC Zwei Prozesse',
      shortName: `fc-zwei-prozesse-${Date.now()}`,
      email: uniqueEmail('club'),
      address1: 'Seestrasse 1',
      postalCode: '8002',
      city: 'Zürich',
      ...PLACE,
      contactNumber: '+41 44 000 00 00',
      sportTags: ['football'],
      admins: [{ email: ownerEmail, role: 'ROLE_CLUB' }],
    });
    const [a, b] = await Promise.all([processes.start(), processes.start()]);
    const operator = (await login(a.url, operatorEmail, STRONG_PASSWORD)).body.token as string;
    const list = async () => {
      const answer = await post(b.url, '/clubs/all', { pageId: 0, pageSize: 50 });
      expect(answer.status).toBe(200);
      return answer.body as { content: { id: string }[]; totalElements: number };
    };
    // The nearby list of the club's place: B holds the places of the public clubs (places.ts) from its first call.
    const nearby = async (pageSize: number) => {
      const answer = await post(b.url, '/clubs/nearby', { ...PLACE, radius: 2, pageId: 0, pageSize });
      expect(answer.status).toBe(200);
      return answer.body as { content: { id: string }[]; totalElements: number };
    };
    const nearbyBefore = await nearby(50);
    // B answers from its cache from now on (the same request within CLUB_LIST_TTL_MS).
    const before = await list();
    const cachedAt = Date.now();
    expect(before.content.map((row) => row.id)).not.toContain(club.id);
    expect((await list()).totalElements).toBe(before.totalElements);

    const approved = await post(a.url, '/admin/reviews/approve', { clubId: club.id }, operator);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const approvedAt = Date.now();
    // Without the announcement B would go on answering from its cache until cachedAt + CLUB_LIST_TTL_MS.
    expect(approvedAt - cachedAt).toBeLessThan(CLUB_LIST_TTL_MS / 2);
    let after = await list();
    while (!after.content.some((row) => row.id === club.id) && Date.now() - approvedAt < CLUB_LIST_TTL_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await list();
    }
    const seenAfter = Date.now() - approvedAt;
    expect(after.content.map((row) => row.id)).toContain(club.id);
    expect(after.totalElements).toBe(before.totalElements + 1);
    // The documented staleness with both processes connected: well under a second, far below the cache time.
    expect(seenAfter).toBeLessThan(CLUB_LIST_TTL_MS / 5);
    // A nearby list B has not answered before (not from its answer cache) counts the club from the places B
    // read again when the approval was announced.
    const nearbyAfter = await nearby(49);
    expect(nearbyAfter.content.map((row) => row.id)).toContain(club.id);
    expect(nearbyAfter.totalElements).toBe(nearbyBefore.totalElements + 1);
  });

  it('a person suspended through one process has no session in the other at once (issue 45)', {
    timeout: 120_000,
  }, async () => {
    const email = uniqueEmail('suspended');
    await createUser(processes.database.db, { email, password: STRONG_PASSWORD, verified: true });
    const staffEmail = uniqueEmail('moderator');
    await createOperator(processes.database.db, { email: staffEmail, password: STRONG_PASSWORD });
    const [a, b] = await Promise.all([processes.start(), processes.start()]);
    const session = (await login(a.url, email, STRONG_PASSWORD)).body as { token: string; userId: string };
    expect((await post(a.url, '/users/id', { userId: session.userId }, session.token)).status).toBe(200);
    const operator = (await login(b.url, staffEmail, STRONG_PASSWORD)).body.token as string;
    const suspended = await post(
      b.url,
      '/admin/moderation/suspend-person',
      { userId: session.userId, reason: 'Betrugsverdacht, Fall 2026-118.' },
      operator,
    );
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    const at = Date.now();
    // A's very next call: no session (the check is the database's, which both processes share).
    expect((await post(a.url, '/users/id', { userId: session.userId }, session.token)).status).toBe(401);
    expect(Date.now() - at).toBeLessThan(1000);
    const again = await login(a.url, email, STRONG_PASSWORD);
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({
      code: 'account_suspended',
      reason: 'Betrugsverdacht, Fall 2026-118.',
    });
  });
});
