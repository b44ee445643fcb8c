import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthResponse } from '@tifo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../src/i18n';
import { returnPath } from '../src/lib/returnPath';
import { clearSession, startSession } from '../src/lib/session';
import { routes } from '../src/router';
import { authResponse } from './orgFixtures';
import { renderRoutes } from './render';

const auth: AuthResponse = authResponse({ id: 'u1', verified: false, donationEnabled: false });

/** The API as far as these tests need it: the login answers with a session, everything else with {}. */
function mockApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.endsWith('/users/login') ? auth : {};
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

describe('where the login sends the user', () => {
  beforeEach(() => {
    clearSession();
    setLanguage('du');
    mockApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes to the profile, not back to the sign-up page, after logging in from the header there', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/register/user');
    await user.click(within(await screen.findByRole('banner')).getByRole('link', { name: 'Anmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/), 'anna@example.ch');
    await user.type(screen.getByLabelText(/^Passwort\W*$/), 'Sicher!123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/user'));
  });

  it('does not remember the public page the header link was clicked on', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/wie-funktionierts');
    await user.click(within(await screen.findByRole('banner')).getByRole('link', { name: 'Anmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(returnPath(router.state.location.state)).toBe('/profile/user');
  });

  it('still comes back to the protected page that asked for the login', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/profile/club');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/), 'anna@example.ch');
    await user.type(screen.getByLabelText(/^Passwort\W*$/), 'Sicher!123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/club'));
  });

  it.each(['/login', '/register/user'])('sends a logged-in user from %s to the profile', async (path) => {
    startSession(auth);
    const { router } = renderRoutes(routes, path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/user'));
  });

  it('ignores account pages, foreign hosts and anything else than a path', () => {
    for (const from of [
      '/login',
      '/login/',
      '/LOGIN',
      '/login?x=1',
      '/register/user',
      '/register/user/',
      '/register/user#top',
      '/forgot-password',
      '/reset-password?token=abc&email=a%40b.ch',
      '/verify-email?token=abc',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/profile/club',
      '',
      42,
      { pathname: '/register/user' },
      { pathname: '//evil.example' },
    ]) {
      expect(returnPath({ from }), JSON.stringify(from)).toBe('/profile/user');
    }
    expect(returnPath(null)).toBe('/profile/user');
    expect(returnPath(undefined)).toBe('/profile/user');
    expect(returnPath('/profile/club')).toBe('/profile/user');
  });

  it('keeps protected pages with their query and hash', () => {
    expect(returnPath({ from: '/profile/club' })).toBe('/profile/club');
    expect(returnPath({ from: '/donation/checkout?club=7#pay' })).toBe('/donation/checkout?club=7#pay');
    expect(returnPath({ from: { pathname: '/profile/club', search: '?tab=1', hash: '#a' } })).toBe(
      '/profile/club?tab=1#a',
    );
    expect(returnPath({ from: '/register/club' })).toBe('/register/club');
  });
});
