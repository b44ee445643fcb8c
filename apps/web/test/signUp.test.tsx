import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmation } from '@tifo/contract';
import deMessages from '@tifo/contract/locales/de/messages.json';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../src/i18n';
import { clearSession, getSession } from '../src/lib/session';
import SignUpPage from '../src/pages/SignUpPage';
import { callsTo, fakeApi } from './orgFixtures';
import { renderRoutes } from './render';

describe('sign-up form', () => {
  beforeEach(() => {
    setLanguage('du');
    clearSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the required-field messages in German on an empty submit', async () => {
    renderRoutes([{ path: '/register/user', element: <SignUpPage /> }], '/register/user');
    await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Bitte gib Deinen Vornamen ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib Deinen Nachnamen ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib ein Passwort ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte akzeptiere die AGB und die Datenschutzerklärung')).toBeInTheDocument();
    expect(screen.getByLabelText(/Vorname/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the passwords do not match', async () => {
    renderRoutes([{ path: '/register/user', element: <SignUpPage /> }], '/register/user');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Vorname/), 'Anna');
    await user.type(screen.getByLabelText(/Nachname/), 'Muster');
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.ch');
    await user.type(screen.getByLabelText(/^Passwort\W*$/), 'Sicher!123');
    await user.type(screen.getByLabelText(/Passwort bestätigen/), 'Sicher!124');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Die Passwörter stimmen nicht überein')).toBeInTheDocument();
  });

  it('shows the English contract text in English', async () => {
    setLanguage('en');
    renderRoutes([{ path: '/register/user', element: <SignUpPage /> }], '/register/user');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please enter first name')).toBeInTheDocument();
  });

  it("says to confirm by mail when the address is a club-added member's (202, no session; issue 45)", async () => {
    const calls = fakeApi((call) =>
      call.path === '/users' ? [202, confirmation('signUpConfirmByMail')] : undefined,
    );
    renderRoutes([{ path: '/register/user', element: <SignUpPage /> }], '/register/user');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Vorname/), 'Mara');
    await user.type(screen.getByLabelText(/Nachname/), 'Mitglied');
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'mara@example.ch');
    await user.type(screen.getByLabelText(/^Passwort\W*$/), 'Sicher!123');
    await user.type(screen.getByLabelText(/Passwort bestätigen/), 'Sicher!123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByRole('status')).toHaveTextContent(deMessages.signUpConfirmByMail);
    expect(screen.getByRole('heading', { name: 'Bestätige Deine E-Mail-Adresse' })).toBeInTheDocument();
    expect(screen.getByText('mara@example.ch')).toBeInTheDocument();
    expect(callsTo(calls, '/users')).toHaveLength(1);
    expect(getSession()).toBeNull();
  });
});
