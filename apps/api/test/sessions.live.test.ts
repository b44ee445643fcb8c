// @database: sessions, their revocation and its announcement (NOTIFY); run on PostgreSQL too (vitest.config.ts).
import { describe, expect, it } from 'vitest';
import { createOperator } from '../src/modules/admin/operators';
import { rememberedSessions } from '../src/modules/sessions/live';
import { recordStatements, STRONG_PASSWORD, signUp, type TestApp, useTestApp } from './helpers';

// Issue 50: a session is checked from the process's memory once the database has answered for it, without a
// statement; every way a session ends is seen by the very next call of this process (sessions/live.ts).

const t = useTestApp();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** On PostgreSQL memory answers only once the process listens on the sessions channel (at start, a moment). */
async function remembering(app: TestApp, user: { id: string; token: string }) {
  for (let tries = 0; tries < 100; tries += 1) {
    await app.post('/api/users/id', { userId: user.id }, user.token);
    if (rememberedSessions(app.db) > 0) return;
    await sleep(50);
  }
  throw new Error('the process never remembered a session');
}

const sessionStatements = (statements: { name: string | undefined; text: string }[]) =>
  statements.filter((statement) => /\bsessions\b/.test(statement.text));

describe('sessions checked from memory', () => {
  it('asks the database once per session: the next calls send no statement about it', async () => {
    const user = await signUp(t);
    await remembering(t, user);
    const { statements } = await recordStatements(t, async () => {
      for (let i = 0; i < 3; i += 1) {
        const answer = await t.post('/api/users/id', { userId: user.id }, user.token);
        expect(answer.status).toBe(200);
      }
    });
    // Each call reads the account (its clubs), never the session.
    expect(statements.length).toBe(3);
    expect(sessionStatements(statements)).toEqual([]);
  });

  it('refuses at once a session logged out, ended by a password change, or of an account suspended or deleted', async () => {
    const loggedOut = await signUp(t);
    await remembering(t, loggedOut);
    expect((await t.post('/api/users/logout', { refreshToken: loggedOut.refreshToken })).status).toBe(200);
    expect((await t.post('/api/users/id', { userId: loggedOut.id }, loggedOut.token)).status).toBe(401);

    const changed = await signUp(t);
    await remembering(t, changed);
    const other = await t.post('/api/users/login', { email: changed.email, password: STRONG_PASSWORD });
    await t.post('/api/users/id', { userId: changed.id }, other.body.token);
    const change = await t.put(
      '/api/users/change-password',
      { email: changed.email, oldPassword: STRONG_PASSWORD, newPassword: `${STRONG_PASSWORD}x` },
      changed.token,
    );
    expect(change.status).toBe(200);
    expect((await t.post('/api/users/id', { userId: changed.id }, other.body.token)).status).toBe(401);
    expect((await t.post('/api/users/id', { userId: changed.id }, changed.token)).status).toBe(200);

    const deleted = await signUp(t);
    await remembering(t, deleted);
    expect((await t.post('/api/users/delete', { userId: deleted.id }, deleted.token)).status).toBe(200);
    expect((await t.post('/api/users/id', { userId: deleted.id }, deleted.token)).status).toBe(401);
  });

  it('answers with the roles as they are now once an operator is made', async () => {
    const user = await signUp(t);
    await remembering(t, user);
    expect((await t.post('/api/users/id', { userId: user.id }, user.token)).body.roles).toEqual([
      'ROLE_USER',
    ]);
    await createOperator(t.db, { email: user.email });
    const { result } = await recordStatements(t, () =>
      t.post('/api/users/id', { userId: user.id }, user.token),
    );
    expect(result.body.roles).toEqual(['ROLE_USER', 'ROLE_ADMIN']);
  });
});
