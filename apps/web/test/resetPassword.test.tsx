import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../src/i18n';
import { FORGOT_PASSWORD_KEY } from '../src/lib/forgotPasswordMarker';
import ResetPasswordPage from '../src/pages/ResetPasswordPage';
import { renderRoutes } from './render';

const routes = [
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/forgot-password', element: <p>forgot-page</p> },
];

describe('reset password', () => {
  it('redirects to /forgot-password without the forgot marker', async () => {
    const { router } = renderRoutes(routes, '/reset-password');
    expect(await screen.findByText('forgot-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('opens with the marker', async () => {
    setLanguage('du');
    localStorage.setItem(
      FORGOT_PASSWORD_KEY,
      JSON.stringify({ email: 'a@b.ch', isForgotStepCompleted: true }),
    );
    renderRoutes(routes, '/reset-password');
    expect(await screen.findByLabelText(/Reset-Code/)).toBeInTheDocument();
  });

  it('accepts the e-mail link: sets the marker and prefills the token', async () => {
    renderRoutes(routes, '/reset-password?token=abc123&email=anna%40example.ch');
    expect(await screen.findByLabelText(/Reset-Code/)).toHaveValue('abc123');
    expect(JSON.parse(localStorage.getItem(FORGOT_PASSWORD_KEY) ?? '{}')).toEqual({
      email: 'anna@example.ch',
      isForgotStepCompleted: true,
    });
  });
});
