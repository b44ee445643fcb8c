import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PasswordInput } from '../src/components/PasswordInput';
import { setLanguage } from '../src/i18n';
import { FORGOT_PASSWORD_KEY } from '../src/lib/forgotPasswordMarker';
import LoginPage from '../src/pages/LoginPage';
import ResetPasswordPage from '../src/pages/ResetPasswordPage';
import SignUpPage from '../src/pages/SignUpPage';
import { theme } from '../src/theme';
import { renderRoutes } from './render';

const SRC = join(__dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The accessible description of an input: the texts of the elements its aria-describedby names. */
function description(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');
}

describe('password fields', () => {
  beforeEach(() => setLanguage('du'));

  it('set aria-invalid only while they show an error', () => {
    const field = (error?: string) => (
      <MantineProvider theme={theme}>
        <PasswordInput label="Passwort" error={error} />
      </MantineProvider>
    );
    const { rerender } = render(field('Falsch'));
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('aria-invalid', 'true');
    expect(description(screen.getByLabelText('Passwort'))).toContain('Falsch');
    rerender(field());
    expect(screen.getByLabelText('Passwort')).not.toHaveAttribute('aria-invalid');
  });

  it('are marked invalid on the sign-up form, with the message as description', async () => {
    renderRoutes([{ path: '/register/user', element: <SignUpPage /> }], '/register/user');
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^Passwort\W*$/);
    const confirm = screen.getByLabelText(/Passwort bestätigen/);
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(confirm).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Bitte gib ein Passwort ein')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(description(password)).toContain('Bitte gib ein Passwort ein');

    await user.type(screen.getByLabelText(/Vorname/), 'Anna');
    await user.type(screen.getByLabelText(/Nachname/), 'Muster');
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.ch');
    await user.click(screen.getByRole('checkbox'));
    await user.type(password, 'Sicher!123');
    await user.type(confirm, 'Sicher!124');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Die Passwörter stimmen nicht überein')).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(description(confirm)).toContain('Die Passwörter stimmen nicht überein');
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('are marked invalid on the login form', async () => {
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
    const password = screen.getByLabelText(/^Passwort\W*$/);
    expect(password).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
  });

  it('are marked invalid on the reset-password form', async () => {
    localStorage.setItem(
      FORGOT_PASSWORD_KEY,
      JSON.stringify({ email: 'a@b.ch', isForgotStepCompleted: true }),
    );
    renderRoutes([{ path: '/reset-password', element: <ResetPasswordPage /> }], '/reset-password');
    const password = await screen.findByLabelText(/^Neues Passwort\W*$/);
    expect(password).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
  });

  it('come from the wrapper everywhere: no page uses Mantine’s PasswordInput directly', () => {
    const direct = sourceFiles(SRC).filter((file) => {
      if (file.endsWith(join('components', 'PasswordInput.tsx'))) return false;
      const imports = readFileSync(file, 'utf8').match(
        /import\s*(?:type\s*)?\{[^}]*\}\s*from\s*'@mantine\/core'/g,
      );
      return imports?.some((line) => /\bPasswordInput\b/.test(line)) ?? false;
    });
    expect(direct.map((file) => relative(SRC, file))).toEqual([]);
  });
});
