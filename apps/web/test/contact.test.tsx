import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../src/i18n';
import { clearSession } from '../src/lib/session';
import { routes } from '../src/router';
import { errorBody } from './answers';
import { renderRoutes } from './render';

// jsdom cannot run the proof-of-work widget: <altcha-widget> stays an unknown element, and the tests play
// its part by dispatching the 'statechange' event it sends when solved.
vi.mock('altcha', () => ({}));

const WAIT = { timeout: 5000 };

interface Call {
  url: string;
  body: unknown;
}

function mockApi(status: number, answer: unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const body = url === '/api/emails/contact-us' ? answer : {};
      const code = url === '/api/emails/contact-us' ? status : 200;
      return new Response(JSON.stringify(body), {
        status: code,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function solveCaptcha(payload = 'solved-payload'): void {
  const widget = document.querySelector('altcha-widget');
  expect(widget).not.toBeNull();
  act(() => {
    widget?.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}

/** Pastes instead of typing key by key: the same events for react-hook-form, much faster in jsdom. */
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

async function fillForm(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await fill(user, await screen.findByRole('textbox', { name: /^Name/ }, WAIT), 'Anna Muster');
  await fill(user, screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'anna@example.ch');
  await fill(user, screen.getByRole('textbox', { name: /^Betreff/ }), 'Frage zur Spende');
  await fill(
    user,
    screen.getByRole('textbox', { name: /^Nachricht/ }),
    'Wie erhalte ich eine Bescheinigung?',
  );
}

/** Rendering the lazy page and its translations takes a few seconds on a busy machine. */
const TEST_TIMEOUT = 20_000;

describe('contact page', () => {
  beforeEach(() => {
    clearSession();
    setLanguage('du');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it(
    'shows every required message, the captcha one too, when sent empty',
    async () => {
      const user = userEvent.setup();
      const calls = mockApi(200, { message: 'ok' });
      renderRoutes(routes, '/contact');
      await user.click(await screen.findByRole('button', { name: 'Nachricht senden' }, WAIT));
      expect(await screen.findByText('Bitte gib Deinen Namen ein.', undefined, WAIT)).toBeInTheDocument();
      expect(screen.getByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
      expect(screen.getByText('Bitte gib einen Betreff ein.')).toBeInTheDocument();
      expect(screen.getByText('Bitte schreib eine Nachricht.')).toBeInTheDocument();
      expect(screen.getByText('Bitte löse das Captcha.')).toBeInTheDocument();
      expect(calls.some((call) => call.url === '/api/emails/contact-us')).toBe(false);
    },
    TEST_TIMEOUT,
  );

  it(
    'sends the form with the captcha payload, thanks the sender and clears the fields',
    async () => {
      const user = userEvent.setup();
      const calls = mockApi(200, { message: 'Thank you for your message! We will get back to you soon.' });
      renderRoutes(routes, '/contact');
      await fillForm(user);
      solveCaptcha();
      await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
      expect(
        await screen.findByText('Danke für Deine Nachricht! Wir melden uns bald bei Dir.', undefined, WAIT),
      ).toBeInTheDocument();
      expect(calls.find((call) => call.url === '/api/emails/contact-us')?.body).toEqual({
        name: 'Anna Muster',
        email: 'anna@example.ch',
        subject: 'Frage zur Spende',
        message: 'Wie erhalte ich eine Bescheinigung?',
        recaptchaResponse: 'solved-payload',
      });
      await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(''), WAIT);
      expect(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ })).toHaveValue('');
      expect(screen.getByRole('textbox', { name: /^Betreff/ })).toHaveValue('');
      expect(screen.getByRole('textbox', { name: /^Nachricht/ })).toHaveValue('');

      // The captcha was reset too: sending again asks for a new solution.
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
      expect(await screen.findByText('Bitte löse das Captcha.', undefined, WAIT)).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the failure message when the server fails',
    async () => {
      const user = userEvent.setup();
      mockApi(500, { message: 'Server error. Our team has been notified.', code: 'internal' });
      renderRoutes(routes, '/contact');
      await fillForm(user);
      solveCaptcha();
      await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
      expect(
        await screen.findByText(
          'Deine Nachricht konnte nicht gesendet werden. Bitte versuche es erneut oder schreib an support@tifo.ch.',
          undefined,
          WAIT,
        ),
      ).toBeInTheDocument();
      // The fields keep what was typed.
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Anna Muster');
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the server message of a refused captcha, translated',
    async () => {
      const user = userEvent.setup();
      mockApi(400, errorBody('validation', 'captchaInvalid', { recaptchaResponse: 'captchaInvalid' }));
      renderRoutes(routes, '/contact');
      await fillForm(user);
      solveCaptcha();
      await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
      expect(
        (await screen.findAllByText('Das Captcha ist abgelaufen. Bitte löse es erneut.', undefined, WAIT))
          .length,
      ).toBeGreaterThan(0);
    },
    TEST_TIMEOUT,
  );
});
