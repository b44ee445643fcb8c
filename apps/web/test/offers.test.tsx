import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ClubProduct, confirmation } from '@tifo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productSpan, productState } from '../src/components/offers/ProductsTab';
import { setLanguage } from '../src/i18n';
import { clearSession } from '../src/lib/session';
import { routes } from '../src/router';
import {
  CLUB_ID,
  callsTo,
  clubEvent,
  clubProduct,
  logInAs,
  mockApi,
  myClub,
  PRODUCT_ID,
  Reply,
  TEST_TIMEOUT,
  WAIT,
} from './offersFixtures';
import { renderRoutes } from './render';

const TABS = {
  ROLE_CLUB: [
    'Übersicht',
    'Finanzen',
    'Events',
    'Produkte',
    'Top-Produkte',
    'Top-Sponsoren',
    'Mitgliedschaften',
    'Teilen & einbetten',
  ],
  ROLE_CLUB_FINANCE: ['Übersicht', 'Finanzen', 'Top-Produkte', 'Top-Sponsoren'],
  ROLE_CLUB_OPERATOR: ['Übersicht', 'Events', 'Produkte', 'Mitgliedschaften', 'Teilen & einbetten'],
} as const;

function dashboardApi(products: ClubProduct[] = [clubProduct()], options: { mine?: boolean } = {}) {
  return mockApi(({ path }) => {
    if (path === '/clubs/mine') return options.mine === false ? undefined : { content: [myClub()] };
    if (path === '/products/club') return products;
    if (path === '/events/club-all') return [clubEvent()];
    return undefined;
  });
}

function performance() {
  return {
    period: 'year',
    bucket: 'month',
    from: '2025-11-30T23:00:00.000Z',
    to: '2026-11-25T10:00:00.000Z',
    graph: [{ date: '2026-10-31T23:00:00.000Z', donations: 124, gross: 150, fee: 26, count: 2 }],
    totalAmount: 124,
    totalGross: 150,
    totalFee: 26,
    noOfDonations: 2,
    refunds: 0,
  };
}

function pending() {
  return {
    amount: 40,
    noOfDonations: 1,
    inTransit: 0,
    held: false,
    bankInReview: false,
    nextPayoutDate: '2026-12-07',
    minimumAmount: 10,
  };
}

async function tabNames(): Promise<string[]> {
  const list = await screen.findByRole('tablist', { name: 'Bereiche des Vereinsprofils' }, WAIT);
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent ?? '');
}

describe('club dashboard: tabs by role (PRODUCT.md §dashboard)', () => {
  beforeEach(() => {
    clearSession();
    setLanguage('du');
  });
  afterEach(() => vi.unstubAllGlobals());

  for (const role of ['ROLE_CLUB', 'ROLE_CLUB_FINANCE', 'ROLE_CLUB_OPERATOR'] as const) {
    it(
      `shows ${role} exactly its tabs, in the spec's order`,
      async () => {
        logInAs(role);
        mockApi(({ path }) => {
          if (path === '/clubs/mine') return { content: [myClub({ role })] };
          if (path === '/products/club') return [];
          if (path === '/events/club-all') return [];
          return undefined;
        });
        renderRoutes(routes, '/profile/club');
        expect(await tabNames()).toEqual(TABS[role]);
      },
      TEST_TIMEOUT,
    );
  }

  it(
    'opens the products tab first and shows the header with name, badge, role and links',
    async () => {
      logInAs('ROLE_CLUB');
      dashboardApi();
      renderRoutes(routes, '/profile/club');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'FC Seefeld Zürich' }, WAIT),
      ).toBeInTheDocument();
      expect(screen.getByTestId('verification-badge')).toHaveTextContent('Verifizierter Verein');
      expect(screen.getByText('Administrator')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Profil bearbeiten' })).toHaveAttribute(
        'href',
        '/edit/profile/club',
      );
      expect(screen.getByRole('link', { name: 'Öffentliches Profil ansehen' })).toHaveAttribute(
        'href',
        '/fc-seefeld-zurich',
      );
      expect(screen.queryByRole('link', { name: 'Registrierung abschliessen' })).not.toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Produkte' })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByRole('heading', { name: 'Trainingsball' }, WAIT)).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'links an incomplete registration to /register/club',
    async () => {
      logInAs('ROLE_CLUB');
      mockApi(({ path }) => {
        if (path === '/clubs/mine') return { content: [myClub({ status: 'pending', completedStep: 1 })] };
        if (path === '/products/club') return [];
        return undefined;
      });
      renderRoutes(routes, '/profile/club');
      expect(await screen.findByRole('link', { name: 'Registrierung abschliessen' }, WAIT)).toHaveAttribute(
        'href',
        '/register/club',
      );
      expect(screen.getByTestId('verification-badge')).toHaveTextContent('Nicht verifiziert');
      expect(screen.queryByRole('link', { name: 'Öffentliches Profil ansehen' })).not.toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'shows a crowdfunding product with what it raised of its target and from how many backers',
    async () => {
      logInAs('ROLE_CLUB');
      dashboardApi([
        clubProduct({
          title: 'Kleinfeld-Kunstrasen',
          productType: 'crowd',
          crowdFunding: true,
          price: 8000,
          targetAmount: 8000,
          totalFunded: 2400,
          backers: 3,
        }),
      ]);
      renderRoutes(routes, '/profile/club');
      await screen.findByRole('heading', { name: 'Kleinfeld-Kunstrasen' }, WAIT);
      expect(
        screen.getByText("CHF 2'400.00 von CHF 8'000.00 gesammelt · 3 Unterstützungen"),
      ).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'falls back to the session club and role when the server has no /clubs/mine',
    async () => {
      logInAs('ROLE_CLUB_OPERATOR');
      const calls = dashboardApi([clubProduct()], { mine: false });
      renderRoutes(routes, '/profile/club');
      expect(await screen.findByRole('heading', { level: 1, name: 'Dein Verein' }, WAIT)).toBeInTheDocument();
      expect(await tabNames()).toEqual(TABS.ROLE_CLUB_OPERATOR);
      expect(screen.getByText('Redaktion')).toBeInTheDocument();
      await screen.findByRole('heading', { name: 'Trainingsball' }, WAIT);
      expect(callsTo(calls, '/products/club')[0]?.body).toEqual({ clubId: CLUB_ID });
    },
    TEST_TIMEOUT,
  );

  it(
    'opens the finance user on the overview with the club’s figures, and the top sponsors tab by its address',
    async () => {
      const user = userEvent.setup();
      logInAs('ROLE_CLUB_FINANCE');
      mockApi(({ path }) => {
        if (path === '/clubs/mine') return { content: [myClub({ role: 'ROLE_CLUB_FINANCE' })] };
        if (path === '/donations/performance') return performance();
        if (path === '/donations/pending-payout-club') return pending();
        if (path === '/donations/top-sponsor') return { content: [], totalElements: 0, totalPages: 0 };
        return undefined;
      });
      const { router } = renderRoutes(routes, '/profile/club');
      const overview = await screen.findByRole('tab', { name: 'Übersicht' }, WAIT);
      expect(overview).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByTestId('overview-total', {}, WAIT)).toHaveTextContent('CHF 124.00');
      expect(screen.getByTestId('overview-pending-amount')).toHaveTextContent('CHF 40.00');
      await user.click(screen.getByRole('tab', { name: 'Top-Sponsoren' }));
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Top-Sponsoren' }, WAIT),
      ).toBeInTheDocument();
      expect(await screen.findByText('Noch keine Sponsoren.', {}, WAIT)).toBeInTheDocument();
      expect(router.state.location.search).toBe('?tab=topSponsors');
    },
    TEST_TIMEOUT,
  );

  it(
    'tells a user without a club how to register one',
    async () => {
      logInAs(null);
      mockApi(({ path }) => (path === '/clubs/mine' ? { content: [] } : undefined));
      renderRoutes(routes, '/profile/club');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Vereinsprofil' }, WAIT),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Noch kein Verein' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Verein registrieren' })).toHaveAttribute(
        'href',
        '/register/club',
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the error with a retry when the club cannot be loaded',
    async () => {
      logInAs('ROLE_CLUB');
      mockApi(({ path }) =>
        path === '/clubs/mine' ? new Reply(500, { message: 'boom', code: 'internal' }) : undefined,
      );
      renderRoutes(routes, '/profile/club');
      expect(
        await screen.findByText('Dein Verein konnte nicht geladen werden.', undefined, WAIT),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );
});

describe('products tab list', () => {
  beforeEach(() => {
    clearSession();
    setLanguage('du');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('switches from 6 to 4 grid columns per card above 2 products (PRODUCT.md §constants)', () => {
    expect([0, 1, 2, 3, 7].map(productSpan)).toEqual([6, 6, 6, 4, 4]);
  });

  it(
    'lays out two products in halves and three in thirds',
    async () => {
      logInAs('ROLE_CLUB');
      dashboardApi([clubProduct({ id: 'a' }), clubProduct({ id: 'b', title: 'Trikot' })]);
      const first = renderRoutes(routes, '/profile/club');
      expect(await screen.findByTestId('product-list', undefined, WAIT)).toHaveAttribute('data-span', '6');
      first.unmount();
      vi.unstubAllGlobals();
      dashboardApi([
        clubProduct({ id: 'a' }),
        clubProduct({ id: 'b', title: 'Trikot' }),
        clubProduct({ id: 'c', title: 'Tor' }),
      ]);
      renderRoutes(routes, '/profile/club');
      expect(await screen.findByTestId('product-list', undefined, WAIT)).toHaveAttribute('data-span', '4');
    },
    TEST_TIMEOUT,
  );

  it(
    'marks active, draft, expired and deactivated products; deactivated ones last, only to be reactivated',
    async () => {
      logInAs('ROLE_CLUB');
      dashboardApi([
        clubProduct({ id: 'off', title: 'Altes Trikot', status: 'inactive', public: false }),
        clubProduct({ id: 'on', title: 'Trainingsball' }),
        clubProduct({ id: 'draft', title: 'Neues Tor', status: 'draft', image: null, public: false }),
        clubProduct({ id: 'old', title: 'Hallenturnier', expired: true, public: false }),
      ]);
      renderRoutes(routes, '/profile/club');
      await screen.findByTestId('product-list', undefined, WAIT);
      const cards = screen.getAllByTestId('admin-product');
      expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
        'Trainingsball',
        'Neues Tor',
        'Hallenturnier',
        'Altes Trikot',
      ]);
      expect(cards.map((card) => within(card).getByTestId('product-state').textContent)).toEqual([
        'Aktiv',
        'Entwurf',
        'Abgelaufen',
        'Deaktiviert',
      ]);
      // A deactivated product offers only to be reactivated (issue 47).
      expect(
        within(cards[3]!)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(['Wieder aktivieren: Altes Trikot']);
      expect(
        within(cards[0]!).getByRole('button', { name: 'Deaktivieren: Trainingsball' }),
      ).toBeInTheDocument();
      expect(productState(clubProduct({ status: 'inactive', expired: true }))).toBe('inactive');
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the empty state with the create actions',
    async () => {
      logInAs('ROLE_CLUB');
      dashboardApi([]);
      renderRoutes(routes, '/profile/club');
      expect(await screen.findByText('Noch keine Produkte', undefined, WAIT)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Produkt erstellen' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Gratis-Sponsoring erstellen' })).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    "deactivates a product after confirming and says 'Produkt erfolgreich deaktiviert!'",
    async () => {
      const user = userEvent.setup();
      logInAs('ROLE_CLUB');
      let deactivated = false;
      const calls = mockApi(({ path, method }) => {
        if (path === '/clubs/mine') return { content: [myClub()] };
        if (path === '/products/club')
          return [clubProduct(deactivated ? { status: 'inactive', public: false } : {})];
        if (path === '/products/status' && method === 'PUT') {
          deactivated = true;
          return {
            id: PRODUCT_ID,
            ...confirmation('productDeactivated'),
            product: clubProduct({ status: 'inactive' }),
          };
        }
        return undefined;
      });
      renderRoutes(routes, '/profile/club');
      await user.click(await screen.findByRole('button', { name: 'Deaktivieren: Trainingsball' }, WAIT));
      const dialog = await screen.findByRole('dialog', { name: 'Produkt deaktivieren?' }, WAIT);
      await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
      expect(
        await screen.findByText('Produkt erfolgreich deaktiviert!', undefined, WAIT),
      ).toBeInTheDocument();
      expect(callsTo(calls, '/products/status', 'PUT')[0]?.body).toEqual({
        id: PRODUCT_ID,
        status: 'inactive',
      });
      await waitFor(() => expect(screen.getByTestId('product-state')).toHaveTextContent('Deaktiviert'), WAIT);
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the deactivation message in English too',
    async () => {
      const user = userEvent.setup();
      setLanguage('en');
      logInAs('ROLE_CLUB');
      mockApi(({ path, method }) => {
        if (path === '/clubs/mine') return { content: [myClub()] };
        if (path === '/products/club') return [clubProduct()];
        if (path === '/products/status' && method === 'PUT')
          return { id: PRODUCT_ID, ...confirmation('productDeactivated'), product: clubProduct() };
        return undefined;
      });
      renderRoutes(routes, '/profile/club');
      await user.click(await screen.findByRole('button', { name: 'Deactivate: Trainingsball' }, WAIT));
      const dialog = await screen.findByRole('dialog', { name: 'Deactivate product?' }, WAIT);
      await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
      expect(
        await screen.findByText('Product deactivated successfully!', undefined, WAIT),
      ).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );
});
