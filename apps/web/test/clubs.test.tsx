import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { setLanguage } from '../src/i18n';
import { clubQueryFromParams, clubQueryToParams } from '../src/lib/clubsApi';
import { routes } from '../src/router';
import { callsTo, FOOTBALL, ICE_HOCKEY, makeClub, mockApi, pageOf, type RecordedCall } from './clubFixtures';
import { renderRoutes } from './render';

const TYPES = { content: [ICE_HOCKEY, FOOTBALL], totalElements: 2, totalPages: 1 };

/** The directory's API: 20 clubs in all, 2 matching the search, 3 football clubs. */
function directoryApi(call: RecordedCall) {
  const pageId = Number(call.body?.pageId ?? 0);
  const pageSize = Number(call.body?.pageSize ?? 9);
  switch (call.path) {
    case '/clubs/all':
      return pageOf(20, pageId, pageSize);
    case '/clubs/searchbar':
      return {
        content: [makeClub(101, { name: 'FC Zürich Frauen' }), makeClub(102, { name: 'Zürich Lions' })],
        totalElements: 2,
        totalPages: 1,
      };
    case '/clubs/filter':
      return pageOf(3, pageId, pageSize, 200);
    case '/types/all':
      return TYPES;
    default:
      return undefined;
  }
}

const cardLinks = () => within(screen.getByRole('list', { name: 'Vereine' })).queryAllByRole('link');

// Load the lazy page and the clubs translations once, so each test measures the page, not the first import.
beforeAll(async () => {
  await i18n.loadNamespaces('clubs');
  await import('../src/pages/routes/clubs');
});

describe('club directory (/clubs)', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('du'));
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('shows the first 9 clubs with the counter, and "load more" appends the next page', async () => {
    const calls = mockApi(directoryApi);
    renderRoutes(routes, '/clubs');

    expect(await screen.findByText('9 von 20 Vereinen angezeigt', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(cardLinks()).toHaveLength(9);
    const first = screen.getByRole('link', { name: /^FC Muster 1 / });
    expect(first).toHaveAttribute('href', '/fc-muster-1');
    expect(callsTo(calls, '/clubs/all')[0]?.body).toEqual({ pageId: 0, pageSize: 9 });
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');

    await userEvent.click(screen.getByRole('button', { name: 'Weitere Vereine laden' }));
    expect(
      await screen.findByText('18 von 20 Vereinen angezeigt', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(cardLinks()).toHaveLength(18);
    expect(callsTo(calls, '/clubs/all')[1]?.body).toEqual({ pageId: 1, pageSize: 9 });
    expect(screen.getByRole('link', { name: /^FC Muster 18 / })).toHaveAttribute('href', '/fc-muster-18');
  });

  it('searches by name through /clubs/searchbar and drops the accumulated results', async () => {
    const calls = mockApi(directoryApi);
    const { router } = renderRoutes(routes, '/clubs');
    await screen.findByText('9 von 20 Vereinen angezeigt', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Weitere Vereine laden' }));
    await screen.findByText('18 von 20 Vereinen angezeigt', {}, { timeout: 5000 });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Verein suchen' }), 'Zürich');

    expect(await screen.findByText('2 von 2 Vereinen angezeigt', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(cardLinks()).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /^FC Muster 1 / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Zürich Lions / })).toHaveAttribute('href', '/fc-muster-102');
    const searches = callsTo(calls, '/clubs/searchbar');
    expect(searches.at(-1)?.body).toEqual({ searchString: 'Zürich', pageId: 0, pageSize: 9 });
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('Zürich')}`);
    expect(screen.queryByRole('button', { name: 'Weitere Vereine laden' })).not.toBeInTheDocument();
  });

  it('filters by sport type through /clubs/filter and clears the search box', async () => {
    const calls = mockApi(directoryApi);
    const { router } = renderRoutes(routes, '/clubs?q=Zürich');
    const search = await screen.findByRole('searchbox', { name: 'Verein suchen' });
    expect(search).toHaveValue('Zürich');
    await screen.findByText('2 von 2 Vereinen angezeigt', {}, { timeout: 5000 });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vereine filtern' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Sportart' }));
    await user.click(
      await screen.findByRole('option', { name: 'Fussball', hidden: true }, { timeout: 5000 }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Vereine anzeigen' }));

    expect(await screen.findByText('3 von 3 Vereinen angezeigt', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(callsTo(calls, '/clubs/filter')[0]?.body).toEqual({ tag: 'football', pageId: 0, pageSize: 9 });
    expect(screen.getByRole('searchbox', { name: 'Verein suchen' })).toHaveValue('');
    expect(router.state.location.search).toBe('?tag=football');
    expect(screen.getByText('Sportart: Fussball')).toBeInTheDocument();
    expect(cardLinks()).toHaveLength(3);
  });

  it('says "No clubs found" with a hint when the page is empty', async () => {
    mockApi((call) =>
      call.path === '/types/all' ? TYPES : { content: [], totalElements: 0, totalPages: 0 },
    );
    renderRoutes(routes, '/clubs?q=Unbekannt');
    expect(await screen.findByText('Keine Vereine gefunden')).toBeInTheDocument();
    expect(
      screen.getByText('Versuche es später noch einmal oder überprüfe Deine Suchkriterien.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 von 0 Vereinen angezeigt')).toBeInTheDocument();
  });

  it('keeps each mode and only its inputs in the URL', () => {
    const radius = {
      mode: 'radius',
      latitude: 47.37,
      longitude: 8.54,
      radius: 20,
      place: '8001 Zürich',
    } as const;
    expect(clubQueryFromParams(clubQueryToParams(radius))).toEqual(radius);
    expect(clubQueryFromParams(new URLSearchParams('q=fc&tag=football'))).toEqual({
      mode: 'search',
      q: 'fc',
    });
    expect(clubQueryFromParams(new URLSearchParams('lat=47&lng=8&radius=9999'))).toMatchObject({
      radius: 500,
    });
    expect(clubQueryFromParams(new URLSearchParams('lat=abc&lng=8'))).toEqual({ mode: 'none' });
  });
});

describe('club directory in English', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('translates the counter and the controls', async () => {
    setLanguage('en');
    mockApi(directoryApi);
    renderRoutes(routes, '/clubs');
    expect(await screen.findByText('Showing 9 of 20 clubs')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search clubs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more clubs' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Clubs & athletes'));
  });
});
