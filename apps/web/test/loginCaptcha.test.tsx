import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import de from '@tifo/contract/locales/de/messages.json';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../src/i18n';
import { showToast } from '../src/lib/notify';
import { clearSession } from '../src/lib/session';
import { routes } from '../src/router';
import { errorBody } from './answers';
import { renderRoutes } from './render';

// jsdom cannot run the proof-of-work widget (see contact.test.tsx): the test plays its 'statechange' event.
vi.mock('altcha', () => ({}));
// The toasts need the app's notification host; here it is enough to know what was said.
vi.mock('../src/lib/notify', async (original) => ({
  ...(await original<typeof import('../src/lib/notify')>()),
  showToast: vi.fn(),
}));

const WAIT = { timeout: 5000 };

/** The login answers 429 asking for the captcha until one is sent, then 401 (a wrong password). */
function mockApi(): unknown[] {
  const logins: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (!url.endsWith('/users/login')) return Response.json({});
      const body = JSON.parse(String(init.body)) as { captcha?: string };
      logins.push(body);
      return body.captcha
        ? Response.json(errorBody('unauthorized', 'invalidCredentials'), { status: 401 })
        : Response.json(errorBody('rate_limited', 'status429', { captcha: 'loginCaptchaRequired' }), {
            status: 429,
            headers: { 'Retry-After': '600' },
          });
    }),
  );
  return logins;
}

describe('login after several failures', () => {
  beforeEach(() => {
    clearSession();
    setLanguage('du');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the captcha with its German request and sends the solution with the next try', async () => {
    const logins = mockApi();
    const user = userEvent.setup();
    renderRoutes(routes, '/login');
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/, {}, WAIT), 'anna@example.ch');
    await user.type(screen.getByLabelText(/^Passwort\W*$/), 'Sicher!123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText(de.loginCaptchaRequired, {}, WAIT)).toBeVisible();
    // The captcha's request is said next to it, not as the 429's toast.
    expect(showToast).not.toHaveBeenCalled();
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull(), WAIT);
    expect(logins).toEqual([{ email: 'anna@example.ch', password: 'Sicher!123' }]);

    const widget = document.querySelector('altcha-widget');
    act(() => {
      widget?.dispatchEvent(
        new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved' } }),
      );
    });
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(logins).toHaveLength(2));
    expect(logins[1]).toEqual({ email: 'anna@example.ch', password: 'Sicher!123', captcha: 'solved' });
    // The wrong password is said as always (the toast), in German.
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(de.invalidCredentials));
  }, 20_000);
});
