import { notifications } from '@mantine/notifications';
import type { AuthResponse, SignUpRequest } from '@tifo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../src/i18n';
import { ApiError, callApi, setSessionExpiredHandler } from '../src/lib/api';
import { getHealth, postProductsFilter, postUsers, postUsersId } from '../src/lib/endpoints';
import { resetToastHistory } from '../src/lib/notify';
import { getSession, startSession } from '../src/lib/session';
import { errorBody } from './answers';
import { authResponse } from './orgFixtures';

const auth: AuthResponse = authResponse({
  id: 'u1',
  verified: false,
  donationEnabled: false,
  token: 'old-token',
  refreshToken: 'old-refresh',
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Call = {
  url: string;
  authorization: string | undefined;
  body: unknown;
  cookieMode: string | undefined;
  credentials: RequestCredentials | undefined;
};

function mockFetch(handler: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      const call = {
        url,
        authorization: headers.Authorization,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        cookieMode: headers['x-tifo-session'],
        credentials: init.credentials,
      };
      calls.push(call);
      return handler(call);
    }),
  );
  return calls;
}

describe('session refresh', () => {
  const expired = vi.fn();
  beforeEach(() => {
    setLanguage('du');
    setSessionExpiredHandler(expired);
    expired.mockReset();
    resetToastHistory();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('refreshes an expiring access token before the call with the HttpOnly cookie, storing no token', async () => {
    startSession({ ...auth, expiresIn: 10 }); // expires within 30 s
    const calls = mockFetch(({ url }) =>
      url.endsWith('/token-refresh')
        ? json(200, { token: 'new-token', expiresIn: 900 })
        : json(200, { ok: true }),
    );
    await expect(callApi(postUsersId, { userId: auth.userId }, { auth: true })).resolves.toEqual({
      ok: true,
    });
    expect(calls.map((call) => call.url)).toEqual(['/api/users/token-refresh', '/api/users/id']);
    // The refresh token is the cookie the browser sends; the page names none.
    expect(calls[0]).toMatchObject({ body: {}, cookieMode: 'cookie', credentials: 'same-origin' });
    expect(calls[1]?.authorization).toBe('Bearer new-token');
    expect(getSession()?.token).toBe('new-token');
    // Nothing a script could carry away is in storage (issue 17).
    const stored = Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]);
    expect(stored.map(([key]) => key)).not.toEqual(expect.arrayContaining(['token']));
    expect(JSON.stringify(stored)).not.toMatch(/new-token|old-token|old-refresh/);
  });

  it('a reloaded page has no access token yet: its first call refreshes with the cookie', async () => {
    startSession(auth);
    // What a reload keeps: the stored fields, not the token in memory.
    vi.resetModules();
    const fresh = await import('../src/lib/api');
    const freshSession = await import('../src/lib/session');
    expect(freshSession.getSession()).toMatchObject({ userId: auth.userId, token: '', tokenExpireAt: 0 });
    const calls = mockFetch(({ url }) =>
      url.endsWith('/token-refresh') ? json(200, { token: 'page-token', expiresIn: 900 }) : json(200, {}),
    );
    await fresh.callApi(postUsersId, { userId: auth.userId }, { auth: true });
    expect(calls.map((call) => call.url)).toEqual(['/api/users/token-refresh', '/api/users/id']);
    expect(calls[1]?.authorization).toBe('Bearer page-token');
  });

  it('refreshes when the one-day session has passed', async () => {
    startSession(auth, Date.now() - 25 * 60 * 60 * 1000);
    const calls = mockFetch(({ url }) =>
      url.endsWith('/token-refresh')
        ? json(200, { token: 'new-token', refreshToken: 'new-refresh', expiresIn: 900 })
        : json(200, {}),
    );
    await callApi(postUsersId, { userId: auth.userId }, { auth: true });
    expect(calls[0]?.url).toBe('/api/users/token-refresh');
  });

  it('shares one refresh between concurrent calls', async () => {
    startSession({ ...auth, expiresIn: 0 });
    const calls = mockFetch(({ url }) =>
      url.endsWith('/token-refresh')
        ? json(200, { token: 'new-token', refreshToken: 'new-refresh', expiresIn: 900 })
        : json(200, {}),
    );
    await Promise.all([
      callApi(postUsersId, { userId: auth.userId }, { auth: true }),
      callApi(postUsersId, { userId: auth.userId }, { auth: true }),
      callApi(postUsersId, { userId: auth.userId }, { auth: true }),
    ]);
    expect(calls.filter((call) => call.url.endsWith('/token-refresh'))).toHaveLength(1);
  });

  it('retries once after a 401 with a refreshed token', async () => {
    startSession(auth);
    const calls = mockFetch(({ url, authorization }) => {
      if (url.endsWith('/token-refresh'))
        return json(200, { token: 'new-token', refreshToken: 'r2', expiresIn: 900 });
      return authorization === 'Bearer new-token' ? json(200, { ok: 1 }) : json(401, { message: 'expired' });
    });
    await expect(callApi(postUsersId, { userId: auth.userId }, { auth: true })).resolves.toEqual({ ok: 1 });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/users/id',
      '/api/users/token-refresh',
      '/api/users/id',
    ]);
  });

  it('clears the session and shows the expired message when the refresh fails', async () => {
    startSession({ ...auth, expiresIn: 0 });
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const calls = mockFetch(() =>
      json(401, { message: 'You need to log in again to continue.', code: 'unauthorized' }),
    );
    const result = callApi(postUsersId, { userId: auth.userId }, { auth: true });
    await expect(result).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]?.[0]).toMatchObject({
      message: 'Deine Sitzung ist abgelaufen. Bitte melde Dich erneut an.',
    });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    startSession({ ...auth, expiresIn: 0 });
    vi.spyOn(notifications, 'show').mockReturnValue('id');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(callApi(postUsersId, { userId: auth.userId }, { auth: true })).rejects.toMatchObject({
      message: 'Der Server ist nicht erreichbar. Bitte versuche es in einigen Augenblicken erneut.',
    });
    expect(getSession()?.userId).toBe(auth.userId);
    expect(expired).not.toHaveBeenCalled();
  });

  it('refreshes only once the other tab released the lock (so it sends the cookie that tab rotated)', async () => {
    startSession({ ...auth, expiresIn: 0 });
    const calls = mockFetch(({ url }) =>
      url.endsWith('/token-refresh')
        ? json(200, { token: 'this-tab-token', expiresIn: 900 })
        : json(200, { ok: true }),
    );
    // Another tab holds the refresh lock and rotates the tokens meanwhile.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('navigator', {
      onLine: true,
      locks: {
        request: (_name: string, run: () => Promise<unknown>) => held.then(run),
      },
    });
    const call = callApi(postUsersId, { userId: auth.userId }, { auth: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
    release();
    await expect(call).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/users/token-refresh', '/api/users/id']);
    expect(calls[1]?.authorization).toBe('Bearer this-tab-token');
  });

  it('toasts the translated status message when the body has none', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    mockFetch(() => new Response('', { status: 503 }));
    await expect(callApi(getHealth, undefined)).rejects.toMatchObject({ status: 503 });
    expect(show.mock.calls[0]?.[0]).toMatchObject({
      message: 'Dienst nicht verfügbar. Bitte versuche es später erneut.',
    });
  });

  it('toasts the translated server message', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    mockFetch(() => json(409, errorBody('conflict', 'emailTaken')));
    await expect(callApi(postUsers, {} as SignUpRequest)).rejects.toMatchObject({
      message: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
    });
    expect(show).toHaveBeenCalledTimes(1);
  });
});

describe('the language of server texts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setLanguage('du');
  });

  it('asks for the UI language, German sent as de', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push((init.headers as Record<string, string>)['Accept-Language'] ?? '');
        return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    await setLanguage('fr');
    await callApi(postProductsFilter, { clubId: auth.userId });
    await setLanguage('du');
    await callApi(postProductsFilter, { clubId: auth.userId });
    expect(calls).toEqual(['fr', 'de']);
  });
});
