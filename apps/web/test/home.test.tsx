import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { setLanguage } from '../src/i18n';
import { LOCATION_STORAGE_KEY } from '../src/lib/location';
import { routes } from '../src/router';
import { callsTo, makeClub, mockApi } from './clubFixtures';
import { renderRoutes } from './render';

function homeApi() {
  return mockApi((call) =>
    call.path === '/clubs/nearbyAll'
      ? {
          content: Array.from({ length: 8 }, (_, index) => makeClub(index + 1, { distanceKm: index + 0.5 })),
          totalElements: 49,
          totalPages: 7,
        }
      : undefined,
  );
}

// Load the lazy page and the clubs translations once, so each test measures the page, not the first import.
beforeAll(async () => {
  await i18n.loadNamespaces('clubs');
  await import('../src/pages/HomePage');
});

describe('home page', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('du'));
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('loads 8 clubs from /clubs/nearbyAll into the carousel, each a link to /{shortName}', async () => {
    const calls = homeApi();
    renderRoutes(routes, '/');
    const link = await screen.findByRole('link', { name: /^FC Muster 1 / }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/fc-muster-1');
    expect(screen.getByRole('link', { name: /^FC Muster 8 / })).toHaveAttribute('href', '/fc-muster-8');
    expect(callsTo(calls, '/clubs/nearbyAll')[0]?.body).toEqual({ pageId: 0, pageSize: 8 });
    expect(screen.getByRole('list', { name: 'Vereine entdecken' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorherige Vereine' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Vereine' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Alle Vereine/ })).toHaveAttribute('href', '/clubs');
  });

  it('sends the place remembered in this tab, nearest clubs first', async () => {
    sessionStorage.setItem(
      LOCATION_STORAGE_KEY,
      JSON.stringify({ name: 'Bern', postalCode: '3011', latitude: 46.948, longitude: 7.447 }),
    );
    const calls = homeApi();
    renderRoutes(routes, '/');
    expect(
      await screen.findByRole('heading', { name: 'Vereine in Deiner Nähe' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Die nächsten Vereine rund um 3011 Bern.')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(calls, '/clubs/nearbyAll')[0]?.body).toEqual({
        latitude: 46.948,
        longitude: 7.447,
        pageId: 0,
        pageSize: 8,
      }),
    );
  });

  it('keeps the hero and fee content and links the new sections', async () => {
    homeApi();
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      'Gemeinsam stark für den Schweizer Sport',
    );
    expect(screen.getByRole('heading', { name: 'Faire und transparente Kosten' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gemeinsam bewegen wir mehr' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mehr über Tifo' })).toHaveAttribute('href', '/ueber-uns');
    expect(screen.getByRole('link', { name: 'Unsere Partner' })).toHaveAttribute('href', '/partners');
    expect(screen.getByRole('link', { name: 'Football is more' })).toHaveAttribute(
      'href',
      '/football-is-more',
    );
    expect(screen.getByRole('link', { name: 'Zur Spenden-App' })).toHaveAttribute('href', '/spenden-app');
  });
});
