import { describe, expect, it } from 'vitest';
import { createUser } from '../../src/seed/factories';
import { STRONG_PASSWORD, uniqueEmail } from '../helpers';
import { apiProcesses } from './processes';

// PostgreSQL only (test/postgres/): two real API processes on one database share their rate limits (issue 17):
// "5 failed logins per e-mail" means 5 across all processes, not 5 in each.

const processes = apiProcesses();

async function login(url: string, email: string, password: string) {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

describe('rate limits across processes (PostgreSQL)', () => {
  it('5 failed logins for one e-mail spread over two processes lock it in both', {
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
  });
});
