import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEB_DIST } from '../src/app';
import { useTestApp } from './helpers';

/** The mobile app's card page (/payment-stripe/…) carries a bearer token in its path (issue 6). */
const t = useTestApp({ env: { SERVE_WEB: existsSync(`${WEB_DIST}/index.html`) ? 'true' : 'false' } });
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.secret-part.signature';
const PAGE = `/payment-stripe/0b7c3c57-6d5e-4f3a-9a59-0c1f1f0b7e11/1d1c3c57-6d5e-4f3a-9a59-0c1f1f0b7e12/2e2c3c57-6d5e-4f3a-9a59-0c1f1f0b7e13/${TOKEN}/25`;

describe('/payment-stripe/{productId}/{clubId}/{userId}/{authToken}/{amount}', () => {
  it('is sent with Referrer-Policy no-referrer and is not cached', async () => {
    const response = await t.get(PAGE);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps the token out of the request log', async () => {
    await t.get(PAGE);
    const lines = t.logs.join('');
    expect(lines).toContain('/payment-stripe/');
    expect(lines).not.toContain('secret-part');
  });

  it('leaves other pages alone', async () => {
    const response = await t.get('/kosten');
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});
