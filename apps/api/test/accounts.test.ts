// @database: sessions, their revocation and its announcement (NOTIFY); run on PostgreSQL too (vitest.config.ts).
import {
  confirmation,
  MESSAGES,
  SESSION_COOKIE,
  SESSION_COOKIE_MODE,
  SESSION_COOKIE_MODE_HEADER,
} from '@tifo/contract';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { emailOutbox, emailTokens, users } from '../src/db/schema';
import { LOST_ROTATION_GRACE_MS } from '../src/modules/users/service';
import { createClub } from '../src/seed/factories';
import {
  besideApp,
  errorAnswer,
  fieldTexts,
  latestMail,
  recordStatements,
  SEESTRASSE,
  STRONG_PASSWORD,
  signUp,
  startTestApp,
  TEST_SECRET,
  tokenFromMail,
  uniqueEmail,
  useTestApp,
} from './helpers';
import { solvedCaptchaAt } from './support/captcha';

const t = useTestApp();

async function countUsers(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row!.n;
}

describe('POST /api/users (sign-up)', () => {
  it('creates the account, answers with tokens and the user, and sends the verification mail in German', async () => {
    const email = uniqueEmail('signup');
    const response = await t.post('/api/users', {
      firstName: ' Anna ',
      lastName: 'Muster',
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
      preferredLanguage: 'de',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email,
      firstName: 'Anna',
      lastName: 'Muster',
      verified: false,
      donationEnabled: false,
      roles: ['ROLE_USER'],
      clubId: null,
      preferredLanguage: 'de',
      expiresIn: 900,
    });
    expect(response.body.token).toEqual(expect.any(String));
    expect(response.body.refreshToken).toEqual(expect.any(String));
    const mail = await latestMail(t, email, 'verifyEmail');
    expect(mail?.subject).toBe('Bestätige Deine E-Mail-Adresse bei Tifo');
    expect(mail?.text).toContain('http://tifo.test/verify-email?token=');
    const [stored] = await t.db.select().from(users).where(eq(users.email, email));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('writes the mail in the language of the user', async () => {
    const user = await signUp(t, { preferredLanguage: 'fr' });
    expect((await latestMail(t, user.email, 'verifyEmail'))?.subject).toBe(
      'Confirmez votre adresse e-mail sur Tifo',
    );
    const italian = await signUp(t, { preferredLanguage: 'it' });
    expect((await latestMail(t, italian.email, 'verifyEmail'))?.subject).toBe(
      'Conferma il tuo indirizzo e-mail su Tifo',
    );
  });

  it('refuses a second account with the same e-mail (any case) with 409', async () => {
    const user = await signUp(t);
    const before = await countUsers();
    const response = await t.post('/api/users', {
      firstName: 'Other',
      lastName: 'Person',
      email: user.email.toUpperCase(),
      password: STRONG_PASSWORD,
      preferredLanguage: 'en',
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'conflict', message: MESSAGES.emailTaken });
    expect(await countUsers()).toBe(before);
  });

  const valid = { firstName: 'Anna', lastName: 'Muster', password: STRONG_PASSWORD, preferredLanguage: 'de' };
  it.each([
    ['missing first name', { firstName: undefined }, 'firstName', MESSAGES.firstNameRequired],
    ['empty last name', { lastName: '' }, 'lastName', MESSAGES.lastNameRequired],
    ['a number as first name', { firstName: 42 }, 'firstName', MESSAGES.firstNameRequired],
    ['a first name of 31 characters', { firstName: 'a'.repeat(31) }, 'firstName', MESSAGES.firstNameTooLong],
    ['a last name of 41 characters', { lastName: 'a'.repeat(41) }, 'lastName', MESSAGES.lastNameTooLong],
    ['an invalid e-mail', { email: 'anna@' }, 'email', MESSAGES.emailInvalid],
    ['an e-mail of 51 characters', { email: `${'a'.repeat(42)}@test.com` }, 'email', MESSAGES.emailTooLong],
    ['a weak password', { password: 'password' }, 'password', MESSAGES.passwordWeak],
    ['no password', { password: '' }, 'password', MESSAGES.passwordRequired],
    ['a password of 10 kB', { password: `Aa!${'x'.repeat(10_000)}` }, 'password', MESSAGES.passwordTooLong],
    ['the stored German code du', { preferredLanguage: 'du' }, 'preferredLanguage', MESSAGES.languageInvalid],
  ])(
    'answers 400 with the contract message for %s and writes nothing',
    async (_name, override, field, message) => {
      const before = await countUsers();
      const response = await t.post('/api/users', { ...valid, email: uniqueEmail(), ...override });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation');
      expect(response.body.fields?.[field]?.message).toBe(message);
      expect(await countUsers()).toBe(before);
    },
  );

  it('answers 400, not 500, for a body that is not an object or not JSON', async () => {
    for (const body of [[], 42, null]) {
      const response = await t.post('/api/users', body);
      expect(response.status).toBe(400);
    }
    const text = await t.post('/api/users', 'text');
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('Error (415). Please try again or contact support.');
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: '{"firstName": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toEqual(errorAnswer('validation', 'status400'));
  });
});

describe('POST /api/users/login', () => {
  it('logs in with the right password, ignoring the e-mail case', async () => {
    const user = await signUp(t);
    const response = await t.post('/api/users/login', {
      email: user.email.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, email: user.email });
    expect(response.body.token).toEqual(expect.any(String));
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const user = await signUp(t);
    const wrong = await t.post('/api/users/login', { email: user.email, password: 'Wrong!Pass1' });
    const unknown = await t.post('/api/users/login', {
      email: uniqueEmail('nobody'),
      password: 'Wrong!Pass1',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(errorAnswer('unauthorized', 'invalidCredentials'));
    expect(unknown.body).toEqual(errorAnswer('unauthorized', 'invalidCredentials'));
  });

  it('asks for e-mail and password with the spec messages', async () => {
    const response = await t.post('/api/users/login', {});
    expect(response.status).toBe(400);
    expect(fieldTexts(response.body.fields)).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
    });
  });
});

describe('rate limits on login', () => {
  it('after too many failures for one e-mail asks for the captcha (429) instead of locking the owner out', async () => {
    const limited = await startTestApp({
      env: { RATE_LIMIT_LOGIN_PER_EMAIL: '3', RATE_LIMIT_LOGIN_PER_IP: '1000' },
      database: t.database,
    });
    const base = await limited.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const user = await signUp(limited);
      const login = (body: Record<string, string>) =>
        limited.post('/api/users/login', { email: user.email, ...body });
      for (let i = 0; i < 3; i += 1) expect((await login({ password: 'Wrong!Pass1' })).status).toBe(401);
      // The right password alone is not enough now: the answer asks for the captcha.
      const blocked = await login({ password: STRONG_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual(
        errorAnswer('rate_limited', 'status429', { captcha: 'loginCaptchaRequired' }),
      );
      expect(blocked.body.message).toBe('Rate limit exceeded. Please try again later.');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // A forged captcha is refused; a solved one with a wrong password is another failure.
      const forged = await login({ password: STRONG_PASSWORD, captcha: 'bm90IGEgY2FwdGNoYQ==' });
      expect(forged.status).toBe(400);
      expect(fieldTexts(forged.body.fields)).toEqual({ captcha: MESSAGES.captchaInvalid });
      const solved = await solvedCaptchaAt(base);
      expect((await login({ password: 'Wrong!Pass1', captcha: solved })).status).toBe(401);
      // Each solution counts once.
      expect(fieldTexts((await login({ password: STRONG_PASSWORD, captcha: solved })).body.fields)).toEqual({
        captcha: MESSAGES.captchaInvalid,
      });
      // The owner with a fresh captcha and the right password is in, and the failures are forgotten.
      const owner = await login({ password: STRONG_PASSWORD, captcha: await solvedCaptchaAt(base) });
      expect(owner.status).toBe(200);
      expect(owner.body.token).toEqual(expect.any(String));
      expect((await login({ password: STRONG_PASSWORD })).status).toBe(200);
      // another e-mail from the same IP is not affected
      const other = await signUp(limited);
      expect(
        (await limited.post('/api/users/login', { email: other.email, password: STRONG_PASSWORD })).status,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers 429 after too many attempts from one IP', async () => {
    // A database of its own: on PostgreSQL the counters are shared by every process of a database (issue 17),
    // so this file's other logins from the same address would count too.
    const limited = await startTestApp({ env: { RATE_LIMIT_LOGIN_PER_IP: '2' } });
    try {
      const user = await signUp(limited);
      expect(
        (await limited.post('/api/users/login', { email: user.email, password: STRONG_PASSWORD })).status,
      ).toBe(200);
      expect(
        (await limited.post('/api/users/login', { email: user.email, password: STRONG_PASSWORD })).status,
      ).toBe(200);
      const third = await limited.post('/api/users/login', { email: user.email, password: STRONG_PASSWORD });
      expect(third.status).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/users/id and access tokens', () => {
  it("returns the caller's own details", async () => {
    const user = await signUp(t);
    const response = await t.post('/api/users/id', { userId: user.id }, user.token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, userId: user.id, email: user.email, verified: false });
    expect(response.body.token).toBeUndefined();
  });

  it('names the highest-role club first, as login does, after two statements: the session and the user with their clubs', async () => {
    const user = await signUp(t);
    const base = { status: 'approved' as const, address1: 'Seeweg 1', postalCode: '3000', city: 'Bern' };
    const make = (name: string, role: 'ROLE_CLUB' | 'ROLE_CLUB_FINANCE' | 'ROLE_CLUB_OPERATOR') =>
      createClub(t.db, {
        ...base,
        name,
        shortName: `${name.toLowerCase().replace(/ /g, '-')}-${user.id.slice(0, 8)}`,
        email: 'club@example.ch',
        contactNumber: '+41311234567',
        admins: [{ email: user.email, role }],
      });
    const editorOf = await make('Editor Club', 'ROLE_CLUB_OPERATOR');
    const adminOf = await make('Admin Club', 'ROLE_CLUB');
    const financeOf = await make('Finance Club', 'ROLE_CLUB_FINANCE');
    const { result: response, statements } = await recordStatements(t, () =>
      t.post('/api/users/id', { userId: user.id }, user.token),
    );
    const sent = statements.map((statement) => statement.name ?? statement.text);
    expect(response.status, t.logs.filter((l) => l.includes('"level":50')).join('\n')).toBe(200);
    // (On PostgreSQL the clubs' change feed may still be telling the other processes about the new clubs.)
    expect(sent.filter((statement) => !statement.includes('pg_notify'))).toEqual([
      'find_live_session_user',
      'find_user_with_clubs',
    ]);
    expect(response.body).toMatchObject({
      clubId: adminOf.club.id,
      roles: expect.arrayContaining(['ROLE_CLUB', 'ROLE_CLUB_FINANCE', 'ROLE_CLUB_OPERATOR']),
    });
    const login = await t.post('/api/users/login', { email: user.email, password: user.password });
    const { token: _token, refreshToken: _refresh, expiresIn: _expires, ...details } = login.body;
    expect(response.body).toEqual(details);
    expect([editorOf, financeOf].map((c) => c.club.id)).not.toContain(response.body.clubId);
  });

  it("refuses another user's id with 403", async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const response = await t.post('/api/users/id', { userId: other.id }, user.token);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(errorAnswer('forbidden', 'status403'));
  });

  it('answers 401 without a token, with a tampered token and with an expired one', async () => {
    const user = await signUp(t);
    expect((await t.post('/api/users/id', { userId: user.id })).status).toBe(401);
    const [head, payload, signature] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: crypto.randomUUID() })).toString('base64url');
    expect(
      (await t.post('/api/users/id', { userId: user.id }, `${head}.${forged}.${signature}`)).status,
    ).toBe(401);
    const otherKey = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await t.post('/api/users/id', { userId: user.id }, otherKey)).status).toBe(401);
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_SECRET));
    const response = await t.post('/api/users/id', { userId: user.id }, expired);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(errorAnswer('unauthorized', 'status401'));
    expect((await t.post('/api/users/id', { userId: user.id }, 'not-a-jwt')).status).toBe(401);
  });

  it('answers 400 for a user id that is not a uuid', async () => {
    const user = await signUp(t);
    const response = await t.post('/api/users/id', { userId: "1' or '1'='1" }, user.token);
    expect(response.status).toBe(400);
    expect(fieldTexts(response.body.fields)).toEqual({ userId: MESSAGES.userIdInvalid });
  });
});

describe('POST /api/users/token-refresh', () => {
  it('rotates the refresh token and gives a working access token', async () => {
    const user = await signUp(t);
    const refreshed = await t.post('/api/users/token-refresh', { refreshToken: user.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(user.refreshToken);
    expect((await t.post('/api/users/id', { userId: user.id }, refreshed.body.token)).status).toBe(200);
    const again = await t.post('/api/users/token-refresh', { refreshToken: refreshed.body.refreshToken });
    expect(again.status).toBe(200);
  });

  it('ends the whole session when a refresh token is used again after its successor was used', async () => {
    const user = await signUp(t);
    const first = await t.post('/api/users/token-refresh', { refreshToken: user.refreshToken });
    expect(first.status).toBe(200);
    const second = await t.post('/api/users/token-refresh', { refreshToken: first.body.refreshToken });
    expect(second.status).toBe(200);
    const reuse = await t.post('/api/users/token-refresh', { refreshToken: user.refreshToken });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual(errorAnswer('unauthorized', 'sessionExpired'));
    // the thief's and the owner's newer tokens are dead too
    expect(
      (await t.post('/api/users/token-refresh', { refreshToken: second.body.refreshToken })).status,
    ).toBe(401);
    expect((await t.post('/api/users/id', { userId: user.id }, second.body.token)).status).toBe(401);
    expect((await t.post('/api/users/id', { userId: user.id }, user.token)).status).toBe(401);
    // another session of the same user is not affected
    const other = await t.post('/api/users/login', { email: user.email, password: STRONG_PASSWORD });
    expect((await t.post('/api/users/id', { userId: user.id }, other.body.token)).status).toBe(200);
  });

  it('answers a lost rotation again within 30 s; the lost token then counts as reuse and ends the session', async () => {
    const user = await signUp(t);
    // The answer carrying `lost` never reached the browser (its page was left): it sends the old token again.
    const lost = await t.post('/api/users/token-refresh', { refreshToken: user.refreshToken });
    expect(lost.status).toBe(200);
    const again = await t.post('/api/users/token-refresh', { refreshToken: user.refreshToken });
    expect(again.status).toBe(200);
    expect(again.body.refreshToken).not.toBe(lost.body.refreshToken);
    expect((await t.post('/api/users/id', { userId: user.id }, again.body.token)).status).toBe(200);
    const next = await t.post('/api/users/token-refresh', { refreshToken: again.body.refreshToken });
    expect(next.status).toBe(200);
    // Whoever shows the lost token later (a thief who took it) ends the session for both.
    const thief = await t.post('/api/users/token-refresh', { refreshToken: lost.body.refreshToken });
    expect(thief.status).toBe(401);
    expect(thief.body).toEqual(errorAnswer('unauthorized', 'sessionExpired'));
    expect((await t.post('/api/users/token-refresh', { refreshToken: next.body.refreshToken })).status).toBe(
      401,
    );
    expect((await t.post('/api/users/id', { userId: user.id }, next.body.token)).status).toBe(401);
  });

  it('answers two lost rotations in a row; a token whose answer was lost is never answered again', async () => {
    const user = await signUp(t);
    const lostOnce = await t.post('/api/users/token-refresh', { refreshToken: user.refreshToken });
    const lostTwice = await t.post('/api/users/token-refresh', { refreshToken: user.refreshToken });
    expect([lostOnce.status, lostTwice.status]).toEqual([200, 200]);
    const third = await t.post('/api/users/token-refresh', { refreshToken: user.refreshToken });
    expect(third.status).toBe(200);
    expect(new Set([lostOnce, lostTwice, third].map((answer) => answer.body.refreshToken)).size).toBe(3);
    expect((await t.post('/api/users/id', { userId: user.id }, third.body.token)).status).toBe(200);
    // The first lost token turns up (within the 30 s): it was never received, so this is reuse.
    const late = await t.post('/api/users/token-refresh', { refreshToken: lostOnce.body.refreshToken });
    expect(late.status).toBe(401);
    expect(late.body).toEqual(errorAnswer('unauthorized', 'sessionExpired'));
    expect((await t.post('/api/users/token-refresh', { refreshToken: third.body.refreshToken })).status).toBe(
      401,
    );
  });

  it('ends the session when a used refresh token comes back after 30 s, even with its successor unused', async () => {
    const user = await signUp(t);
    const first = await t.post('/api/users/token-refresh', { refreshToken: user.refreshToken });
    expect(first.status).toBe(200);
    // 30 s later: the window for a lost answer is over.
    await t.db.execute(
      sql`update refresh_tokens set used_at = used_at - make_interval(secs => ${LOST_ROTATION_GRACE_MS / 1000})
          where session_id in (select id from sessions where user_id = ${user.id})`,
    );
    const late = await t.post('/api/users/token-refresh', { refreshToken: user.refreshToken });
    expect(late.status).toBe(401);
    expect(late.body).toEqual(errorAnswer('unauthorized', 'sessionExpired'));
    expect((await t.post('/api/users/token-refresh', { refreshToken: first.body.refreshToken })).status).toBe(
      401,
    );
  });

  it('refuses unknown, empty and over-long refresh tokens', async () => {
    expect((await t.post('/api/users/token-refresh', { refreshToken: 'made-up' })).status).toBe(401);
    const empty = await t.post('/api/users/token-refresh', { refreshToken: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MESSAGES.refreshTokenRequired);
    expect((await t.post('/api/users/token-refresh', { refreshToken: 'x'.repeat(600) })).status).toBe(400);
    expect((await t.post('/api/users/token-refresh', {})).status).toBe(400);
  });

  it('logout ends the session', async () => {
    const user = await signUp(t);
    expect((await t.post('/api/users/logout', { refreshToken: user.refreshToken })).status).toBe(200);
    expect((await t.post('/api/users/id', { userId: user.id }, user.token)).status).toBe(401);
    expect((await t.post('/api/users/token-refresh', { refreshToken: user.refreshToken })).status).toBe(401);
  });
});

describe('e-mail verification', () => {
  it('the link of the verification mail sets verified and donationEnabled and sends the welcome mail', async () => {
    const user = await signUp(t);
    const token = tokenFromMail((await latestMail(t, user.email, 'verifyEmail'))!.text);
    const response = await t.post('/api/users/verify-email', { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(confirmation('emailVerified'));
    const details = await t.post('/api/users/id', { userId: user.id }, user.token);
    expect(details.body).toMatchObject({ verified: true, donationEnabled: true });
    expect((await latestMail(t, user.email, 'welcome'))?.subject).toBe('Willkommen bei Tifo');
    const reuse = await t.post('/api/users/verify-email', { token });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe(MESSAGES.verificationLinkInvalid);
  });

  it('refuses a made-up or empty token', async () => {
    expect((await t.post('/api/users/verify-email', { token: 'made-up' })).body.message).toBe(
      MESSAGES.verificationLinkInvalid,
    );
    expect((await t.post('/api/users/verify-email', { token: '' })).status).toBe(400);
  });

  it('sends a new verification mail on request; older links stop working', async () => {
    const user = await signUp(t);
    const oldToken = tokenFromMail((await latestMail(t, user.email, 'verifyEmail'))!.text);
    const response = await t.post('/api/users/request-email-verification', { email: user.email }, user.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ key: 'verificationEmailSent', message: 'Please check your email!' });
    const newToken = tokenFromMail((await latestMail(t, user.email, 'verifyEmail'))!.text);
    expect(newToken).not.toBe(oldToken);
    expect((await t.post('/api/users/verify-email', { token: oldToken })).status).toBe(400);
    expect((await t.post('/api/users/verify-email', { token: newToken })).status).toBe(200);
  });

  it("answers 'Invalid email' for someone else's address and 401 without login", async () => {
    const user = await signUp(t);
    const response = await t.post(
      '/api/users/request-email-verification',
      { email: uniqueEmail() },
      user.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid email');
    expect((await t.post('/api/users/request-email-verification', { email: user.email })).status).toBe(401);
  });
});

describe('POST /api/users/email-admin', () => {
  it('tells a logged-in user whether an e-mail has an account', async () => {
    const user = await signUp(t);
    expect(
      (await t.post('/api/users/email-admin', { email: user.email.toUpperCase() }, user.token)).body,
    ).toEqual({
      emailExists: true,
    });
    expect((await t.post('/api/users/email-admin', { email: uniqueEmail() }, user.token)).body).toEqual({
      emailExists: false,
    });
    expect((await t.post('/api/users/email-admin', { email: user.email })).status).toBe(401);
    expect((await t.post('/api/users/email-admin', { email: 'nope' }, user.token)).body.message).toBe(
      MESSAGES.emailInvalid,
    );
  });

  it('answers 429 once one user has checked too many e-mails; another user may still check', async () => {
    await besideApp(t, { RATE_LIMIT_EMAIL_CHECKS_PER_USER: '3' }, async (limited) => {
      const prober = await signUp(limited);
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await limited.post('/api/users/email-admin', { email: uniqueEmail() }, prober.token)).status,
        ).toBe(200);
      }
      const refused = await limited.post('/api/users/email-admin', { email: uniqueEmail() }, prober.token);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(errorAnswer('rate_limited', 'status429'));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const other = await signUp(limited);
      expect(
        (await limited.post('/api/users/email-admin', { email: prober.email }, other.token)).body,
      ).toEqual({
        emailExists: true,
      });
    });
  });
});

describe('password recovery', () => {
  it('gives the same answer for known and unknown e-mails, and mails only the known one', async () => {
    const user = await signUp(t);
    const known = await t.post('/api/users/forgot-password', { email: user.email });
    const unknownEmail = uniqueEmail('unknown');
    const unknown = await t.post('/api/users/forgot-password', { email: unknownEmail });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(confirmation('resetTokenSent'));
    expect(unknown.body).toEqual(known.body);
    expect(await latestMail(t, user.email, 'resetPassword')).toBeDefined();
    expect(await latestMail(t, unknownEmail)).toBeUndefined();
  });

  it('mails one e-mail at most 3 times an hour, with the same answer every time', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    for (let i = 0; i < 8; i += 1) {
      const answer = await t.post('/api/users/forgot-password', { email: user.email });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(confirmation('resetTokenSent'));
    }
    const mailsTo = async (email: string) =>
      (await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).filter(
        (mail) => mail.template === 'resetPassword',
      ).length;
    expect(await mailsTo(user.email)).toBe(3);
    // Another e-mail has its own count.
    await t.post('/api/users/forgot-password', { email: other.email });
    expect(await mailsTo(other.email)).toBe(1);
  });

  it('resets the password with the mailed token once, and ends every session', async () => {
    const user = await signUp(t, { preferredLanguage: 'en' });
    const otherDevice = await t.post('/api/users/login', { email: user.email, password: STRONG_PASSWORD });
    await t.post('/api/users/forgot-password', { email: user.email });
    const mail = (await latestMail(t, user.email, 'resetPassword'))!;
    expect(mail.subject).toBe('Your Tifo password reset code');
    const token = tokenFromMail(mail.text);
    expect(mail.text).toContain(`Your code: ${token}`);

    const reset = await t.post('/api/users/reset-password', {
      token,
      email: user.email,
      newPassword: 'Neues!Pass2',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual(confirmation('passwordResetSuccess'));
    // The account is told, in its language, with the way back if it was not them.
    const notice = (await latestMail(t, user.email, 'passwordChanged'))!;
    expect(notice.subject).toBe('Your Tifo password was changed');
    expect(notice.text).toContain(`The password of your account ${user.email} was changed on `);
    expect(notice.text).toContain('Was this not you? Then reset your password at once');
    expect(notice.text).toContain('/forgot-password');

    expect((await t.post('/api/users/login', { email: user.email, password: STRONG_PASSWORD })).status).toBe(
      401,
    );
    expect((await t.post('/api/users/login', { email: user.email, password: 'Neues!Pass2' })).status).toBe(
      200,
    );
    expect((await t.post('/api/users/id', { userId: user.id }, user.token)).status).toBe(401);
    expect((await t.post('/api/users/id', { userId: user.id }, otherDevice.body.token)).status).toBe(401);
    expect((await t.post('/api/users/token-refresh', { refreshToken: user.refreshToken })).status).toBe(401);

    const again = await t.post('/api/users/reset-password', {
      token,
      email: user.email,
      newPassword: 'Drittes!Pass3',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MESSAGES.resetTokenInvalid);
  });

  it('refuses an expired token, a token of another e-mail, and a weak password', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    await t.post('/api/users/forgot-password', { email: user.email });
    const token = tokenFromMail((await latestMail(t, user.email, 'resetPassword'))!.text);

    const weak = await t.post('/api/users/reset-password', { token, email: user.email, newPassword: 'weak' });
    expect(weak.status).toBe(400);
    expect(fieldTexts(weak.body.fields)).toEqual({ newPassword: MESSAGES.passwordWeak });

    const wrongEmail = await t.post('/api/users/reset-password', {
      token,
      email: other.email,
      newPassword: 'Neues!Pass2',
    });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.body.message).toBe(MESSAGES.resetTokenInvalid);

    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user.id));
    const expired = await t.post('/api/users/reset-password', {
      token,
      email: user.email,
      newPassword: 'Neues!Pass2',
    });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(MESSAGES.resetTokenInvalid);
    expect((await t.post('/api/users/login', { email: user.email, password: STRONG_PASSWORD })).status).toBe(
      200,
    );
  });

  it('makes an older reset token invalid when a new one is requested', async () => {
    const user = await signUp(t);
    await t.post('/api/users/forgot-password', { email: user.email });
    const first = tokenFromMail((await latestMail(t, user.email, 'resetPassword'))!.text);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.post('/api/users/forgot-password', { email: user.email });
    const second = tokenFromMail((await latestMail(t, user.email, 'resetPassword'))!.text);
    expect(second).not.toBe(first);
    expect(
      (
        await t.post('/api/users/reset-password', {
          token: first,
          email: user.email,
          newPassword: 'Neues!Pass2',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.post('/api/users/reset-password', {
          token: second,
          email: user.email,
          newPassword: 'Neues!Pass2',
        })
      ).status,
    ).toBe(200);
  });
});

describe('PUT /api/users, change-password, delete', () => {
  it('updates the own profile and refuses another user with 403', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const payload = {
      userId: user.id,
      firstName: 'Anne',
      lastName: 'Meier',
      preferredLanguage: 'it',
      address: SEESTRASSE,
    };
    const response = await t.put('/api/users', payload, user.token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      firstName: 'Anne',
      preferredLanguage: 'it',
      address: payload.address,
    });
    const forbidden = await t.put('/api/users', { ...payload, userId: other.id }, user.token);
    expect(forbidden.status).toBe(403);
    const unchanged = await t.post('/api/users/id', { userId: other.id }, other.token);
    expect(unchanged.body.firstName).toBe('Anna');
  });

  it('gives the German profile messages of PRODUCT.md §validation', async () => {
    const user = await signUp(t);
    const response = await t.put(
      '/api/users',
      { userId: user.id, firstName: '', lastName: 'x'.repeat(26), preferredLanguage: 'xx' },
      user.token,
    );
    expect(response.status).toBe(400);
    expect(fieldTexts(response.body.fields)).toEqual({
      firstName: 'Bitte Vornamen eingeben.',
      lastName: MESSAGES.profileLastNameTooLong,
      preferredLanguage: 'Bitte Sprache auswählen.',
    });
  });

  it('changes the password with the old one, ending the other sessions but not this one', async () => {
    const user = await signUp(t);
    const other = await t.post('/api/users/login', { email: user.email, password: STRONG_PASSWORD });
    const wrong = await t.put(
      '/api/users/change-password',
      { email: user.email, oldPassword: 'Wrong!Pass1', newPassword: 'Neues!Pass2' },
      user.token,
    );
    expect(wrong.status).toBe(400);
    expect(fieldTexts(wrong.body.fields)).toEqual({ oldPassword: MESSAGES.oldPasswordWrong });
    expect(await latestMail(t, user.email, 'passwordChanged')).toBeUndefined();
    const missing = await t.put('/api/users/change-password', { email: user.email }, user.token);
    expect(fieldTexts(missing.body.fields)).toEqual({
      oldPassword: 'Bitte das alte Passwort eingeben.',
      newPassword: 'Bitte das neue Passwort eingeben.',
    });
    const ok = await t.put(
      '/api/users/change-password',
      { email: user.email, oldPassword: STRONG_PASSWORD, newPassword: 'Neues!Pass2' },
      user.token,
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ key: 'passwordChanged', message: 'Passwort erfolgreich aktualisiert!' });
    const notice = (await latestMail(t, user.email, 'passwordChanged'))!;
    expect(notice.subject).toBe('Dein Passwort bei Tifo wurde geändert');
    expect(notice.text).toMatch(/wurde am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} geändert/);
    expect((await t.post('/api/users/id', { userId: user.id }, user.token)).status).toBe(200);
    expect((await t.post('/api/users/id', { userId: user.id }, other.body.token)).status).toBe(401);
    const someoneElse = await signUp(t);
    expect(
      (
        await t.put(
          '/api/users/change-password',
          { email: someoneElse.email, oldPassword: STRONG_PASSWORD, newPassword: 'Neues!Pass2' },
          user.token,
        )
      ).status,
    ).toBe(403);
  });

  it("deletes the own account, and refuses another user's with 403", async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    expect((await t.post('/api/users/delete', { userId: other.id }, user.token)).status).toBe(403);
    const response = await t.post('/api/users/delete', { userId: user.id }, user.token);
    expect(response.status).toBe(200);
    expect((await t.post('/api/users/login', { email: user.email, password: STRONG_PASSWORD })).status).toBe(
      401,
    );
    expect((await t.post('/api/users/id', { userId: user.id }, user.token)).status).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      firstName: '',
      passwordHash: null,
      email: `deleted-${user.id}@deleted.invalid`,
    });
    // the address is free again
    expect(
      (
        await t.post('/api/users', {
          ...{ firstName: 'A', lastName: 'B', password: STRONG_PASSWORD },
          email: user.email,
        })
      ).status,
    ).toBe(201);
    expect((await t.post('/api/users/id', { userId: other.id }, other.token)).status).toBe(200);
  });
});

describe('the API around the calls', () => {
  it('answers unknown API routes with 404 JSON', async () => {
    const response = await t.get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual(errorAnswer('not_found', 'status404'));
  });

  it('checks the database in /api/health', async () => {
    const response = await t.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('ok');
  });

  it('serves the OpenAPI reference with the account calls', async () => {
    expect((await t.get('/api/docs')).status).toBe(200);
    const spec = await t.get('/api/docs/json');
    expect(Object.keys(spec.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/users',
        '/api/users/login',
        '/api/users/token-refresh',
        '/api/users/reset-password',
      ]),
    );
  });

  it('sends security headers', async () => {
    const response = await t.get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('never writes passwords or tokens into the logs', async () => {
    const user = await signUp(t, { password: 'Geheim!Pass77' });
    await t.post('/api/users/login', { email: user.email, password: 'Geheim!Pass77' });
    const refreshed = await t.post('/api/users/token-refresh', { refreshToken: user.refreshToken });
    await t.post('/api/users/forgot-password', { email: user.email });
    const resetToken = tokenFromMail((await latestMail(t, user.email, 'resetPassword'))!.text);
    await t.post('/api/users/reset-password', {
      token: resetToken,
      email: user.email,
      newPassword: 'Neues!Pass99',
    });
    await t.app.inject({ method: 'GET', url: `/verify-email?token=${resetToken}&email=${user.email}` });
    const log = t.logs.join('');
    expect(log).toContain('"reqId"');
    for (const secret of [
      'Geheim!Pass77',
      'Neues!Pass99',
      user.token,
      user.refreshToken,
      refreshed.body.token,
      resetToken,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('text the database cannot store', () => {
  it('answers 400 for a NUL character anywhere in a JSON body', async () => {
    for (const url of ['/api/users/login', '/api/users', '/api/users/forgot-password']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: '{"email":"a\\u0000@example.ch","password":"x"}',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorAnswer('validation', 'status400'));
    }
  });
});

describe('the web session in an HttpOnly cookie (issue 17)', () => {
  const COOKIE_MODE = { [SESSION_COOKIE_MODE_HEADER]: SESSION_COOKIE_MODE };
  async function call(url: string, payload: unknown, headers: Record<string, string> = {}) {
    const response = await t.app.inject({ method: 'POST', url, payload: payload as object, headers });
    const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    return { status: response.statusCode, body: response.json(), setCookie };
  }
  const cookieValue = (setCookie: string[]) =>
    new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(
      setCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '',
    )?.[1];

  it('keeps the refresh token out of the answer and in a Strict HttpOnly cookie for /api/users only', async () => {
    const user = await signUp(t);
    const login = await call(
      '/api/users/login',
      { email: user.email, password: STRONG_PASSWORD },
      COOKIE_MODE,
    );
    expect(login.status).toBe(200);
    expect(login.body.token).toEqual(expect.any(String));
    expect(login.body).not.toHaveProperty('refreshToken');
    const [cookie] = login.setCookie;
    expect(cookie).toMatch(
      new RegExp(
        `^${SESSION_COOKIE}=[^;]{20,}; Max-Age=2592000; Path=/api/users; HttpOnly; SameSite=Strict$`,
      ),
    );

    // The refresh takes the cookie (no body token), rotates it and answers only the access token.
    const refreshed = await call(
      '/api/users/token-refresh',
      {},
      { ...COOKIE_MODE, cookie: `${SESSION_COOKIE}=${cookieValue(login.setCookie)}` },
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).not.toHaveProperty('refreshToken');
    const rotated = cookieValue(refreshed.setCookie);
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(cookieValue(login.setCookie));

    // Once the rotated cookie was used, the old cookie again is theft: refused, the cookie cleared, and the whole
    // session ends.
    const next = await call(
      '/api/users/token-refresh',
      {},
      { ...COOKIE_MODE, cookie: `${SESSION_COOKIE}=${rotated}` },
    );
    expect(next.status).toBe(200);
    const reused = await call(
      '/api/users/token-refresh',
      {},
      { ...COOKIE_MODE, cookie: `${SESSION_COOKIE}=${cookieValue(login.setCookie)}` },
    );
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(MESSAGES.sessionExpired);
    expect(reused.setCookie[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=; .*Expires=Thu, 01 Jan 1970`));
    expect(
      (
        await call(
          '/api/users/token-refresh',
          {},
          { ...COOKIE_MODE, cookie: `${SESSION_COOKIE}=${cookieValue(next.setCookie)}` },
        )
      ).status,
    ).toBe(401);
  });

  it('logs out with the cookie and clears it; sign-up in cookie mode sets it too', async () => {
    const signUpBody = {
      firstName: 'Nora',
      lastName: 'Frei',
      email: uniqueEmail('cookie'),
      password: STRONG_PASSWORD,
      preferredLanguage: 'de',
    };
    const created = await call('/api/users', signUpBody, COOKIE_MODE);
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('refreshToken');
    const value = cookieValue(created.setCookie);
    const loggedOut = await call(
      '/api/users/logout',
      {},
      { ...COOKIE_MODE, cookie: `${SESSION_COOKIE}=${value}` },
    );
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.setCookie[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=; `));
    expect(
      (await call('/api/users/token-refresh', {}, { ...COOKIE_MODE, cookie: `${SESSION_COOKIE}=${value}` }))
        .status,
    ).toBe(401);
  });

  it('answers other clients as PRODUCT.md §accounts says: the refresh token in the body, no cookie', async () => {
    const user = await signUp(t);
    const login = await call('/api/users/login', { email: user.email, password: STRONG_PASSWORD });
    expect(login.body.refreshToken).toEqual(expect.any(String));
    expect(login.setCookie).toEqual([]);
    const refreshed = await call('/api/users/token-refresh', { refreshToken: login.body.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).toEqual(expect.any(String));
    expect(refreshed.setCookie).toEqual([]);
  });

  it('marks the cookie Secure when the site is served over HTTPS', async () => {
    await besideApp(t, { PUBLIC_URL: 'https://tifo.example.ch' }, async (secure) => {
      const user = await signUp(secure);
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: user.email, password: STRONG_PASSWORD },
        headers: COOKIE_MODE,
      });
      expect(String(response.headers['set-cookie'])).toContain('; Secure');
    });
  });
});
