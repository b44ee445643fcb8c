import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLoader } from '../src/components/Layout';
import { setLanguage } from '../src/i18n';
import { returnPath } from '../src/lib/returnPath';
import { routes } from '../src/router';
import { renderRoutes } from './render';

describe('routing', () => {
  it('announces a page that is still loading as a named status (a label on a bare span is not allowed: axe aria-prohibited-attr)', async () => {
    setLanguage('du');
    renderRoutes([{ path: '/', element: <PageLoader /> }], '/');
    expect(await screen.findByRole('status', { name: 'Wird geladen …' })).toBeInTheDocument();
  });

  it('sends logged-out visitors of a protected route to /login, remembering where they came from', async () => {
    setLanguage('du');
    const { router } = renderRoutes(routes, '/profile/club');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/profile/club' });
    expect(returnPath(router.state.location.state)).toBe('/profile/club');
    expect(returnPath(null)).toBe('/profile/user');
  });

  it('shows a page with its translated title', async () => {
    setLanguage('du');
    renderRoutes(routes, '/wie-funktionierts');
    expect(await screen.findByRole('heading', { level: 1, name: 'So funktioniert’s' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Bundesamt für Landestopografie swisstopo');
  });

  it('shows a club short name as the club page', async () => {
    setLanguage('fr');
    renderRoutes(routes, '/fc-example');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page du club' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });
});
