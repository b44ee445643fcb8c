import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClubDetails, ClubPage, PublicEvent, PublicProduct } from '@tifo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderEvents } from '../src/components/club/format';
import { setLanguage } from '../src/i18n';
import { clearSession } from '../src/lib/session';
import { routes } from '../src/router';
import { mockApi, publicProduct, type RecordedCall, Reply } from './clubFixtures';
import { CLUB_ID, logIn as logInAs, USER_ID } from './orgFixtures';
import { renderRoutes } from './render';

/** The page and its translations load lazily; a busy machine needs more than the default 1 s. */
const WAIT = { timeout: 5000 };
const TEST_TIMEOUT = 20_000;

const club: ClubDetails = {
  id: CLUB_ID,
  name: 'FC Seefeld Zürich',
  shortName: 'fc-seefeld-zurich',
  nature: 'CLUB',
  status: 'verified',
  logo: null,
  cover: null,
  city: 'Zürich',
  postalCode: '8008',
  tags: [{ id: 1, tag: 'football', names: { de: 'Fussball', en: 'Football', fr: 'Football', it: 'Calcio' } }],
  email: 'info@fc-seefeld.example.ch',
  website: 'https://fc-seefeld.example.ch',
  contactNumber: null,
  hideAddress: false,
  address: {
    address1: 'Seefeldstrasse 210',
    address2: null,
    postalCode: '8008',
    city: 'Zürich',
    country: 'CH',
  },
  latitude: 47.355,
  longitude: 8.556,
  description: 'Youth football by the lake.',
  descriptionDe: 'Juniorenfussball am See.',
  descriptionFr: 'Football junior au bord du lac.',
  descriptionIt: 'Calcio giovanile sul lago.',
  isAdmin: false,
  closesAt: null,
};

function product(overrides: Partial<PublicProduct>): PublicProduct {
  return publicProduct({
    id: 'p-fixed',
    clubId: CLUB_ID,
    clubName: club.name,
    shortName: club.shortName,
    title: 'Trainingsball',
    description: 'Ein Ball für die Junioren.',
    price: 150,
    productType: 'fixed',
    ...overrides,
  });
}

const campaign = (overrides: Partial<NonNullable<PublicProduct['campaign']>>) => ({
  mode: 'all_or_nothing' as const,
  raised: 975,
  target: 6500,
  percent: 15,
  backers: 1,
  endsAt: '2027-03-31T21:59:00.000Z',
  daysLeft: 118,
  state: 'running' as const,
  extended: false,
  pledgeCap: 9750,
  ...overrides,
});

const products: PublicProduct[] = [
  product({}),
  product({
    id: 'p-aon',
    title: 'Schleifmaschine',
    productType: 'crowd',
    crowdFunding: true,
    price: null,
    targetAmount: 6500,
    campaign: campaign({}),
  }),
  product({
    id: 'p-ended',
    title: 'Kleinfeld',
    productType: 'crowd',
    crowdFunding: true,
    price: null,
    targetAmount: 8000,
    campaign: campaign({
      mode: 'keep',
      raised: 2420,
      target: 8000,
      percent: 30,
      backers: 5,
      daysLeft: 0,
      state: 'not_funded',
      pledgeCap: null,
      endsAt: '2027-06-30T21:59:00.000Z',
    }),
  }),
  product({
    id: 'p-crowd',
    title: 'Neue Tore',
    productType: 'crowd',
    crowdFunding: true,
    price: null,
    targetAmount: 1000,
    totalFunded: 1500,
    backers: 12,
  }),
  product({
    id: 'p-sub',
    title: 'Gönnerabo',
    productType: 'subscription',
    price: null,
    recurringProduct: true,
    recurringPeriod: 'month',
  }),
];

function event(overrides: Partial<PublicEvent>): PublicEvent {
  return {
    id: 'e1',
    clubId: CLUB_ID,
    title: 'Sommerturnier',
    description: 'Turnier für alle Junioren.',
    location: 'Sportanlage Lengg',
    latitude: null,
    longitude: null,
    fromDate: '2099-06-20 09:00:00',
    toDate: '2099-06-20 17:30:00',
    image: null,
    tickets: [{ tier: 'Silver', amount: 200 }],
    ...overrides,
  };
}

/** The past one first, as a careless server might send them. */
const events: PublicEvent[] = [
  event({
    id: 'e-past',
    title: 'Hallenturnier',
    fromDate: '2020-01-11 10:00:00',
    toDate: '2020-01-11 16:00:00',
  }),
  event({}),
];

const nearby: ClubPage = {
  content: [
    { ...club, distanceKm: 0 },
    {
      id: '9f0a6c1e-7d1f-4a43-9a57-2b6f0c8f1a99',
      name: 'FC Riesbach',
      shortName: 'fc-riesbach',
      nature: 'CLUB',
      status: 'approved',
      logo: null,
      cover: null,
      city: 'Zürich',
      postalCode: '8034',
      tags: [],
      distanceKm: 1.2,
    },
  ],
  totalElements: 2,
  totalPages: 1,
};

/** How far the caller's own registration of the club got (POST /clubs/mine). */
let mineCompletedStep = 2;

function mockClubApi(details: ClubDetails | null = club): RecordedCall[] {
  return mockApi(({ path, method }) => {
    if (path === '/clubs/details') {
      return details ?? new Reply(404, { message: 'User not found', code: 'not_found' });
    }
    if (path === '/products/filter') return products;
    if (path === '/events/club') return events;
    if (path === '/clubs/nearbyAll') return nearby;
    if (path === '/favourites/filter') return { content: [], totalElements: 0, totalPages: 0 };
    if (path === '/favourites' && method === 'POST') return { message: 'Favorit gespeichert!' };
    if (path === '/favourites' && method === 'DELETE') return { message: 'Favorit gelöscht!' };
    if (path === '/clubs/mine') {
      return {
        content: [
          {
            id: CLUB_ID,
            name: club.name,
            shortName: club.shortName,
            status: 'pending',
            role: 'ROLE_CLUB',
            completedStep: mineCompletedStep,
            logo: null,
          },
        ],
      };
    }
    return {};
  });
}

/** Logged in; `donationEnabled` also stands for the verified e-mail. */
/** The browser's navigator with some of its properties replaced (share sheet, clipboard). */
function withNavigator(own: Record<string, unknown>): Navigator {
  const properties = Object.fromEntries(Object.entries(own).map(([key, value]) => [key, { value }]));
  return Object.create(navigator, properties) as Navigator;
}

function logIn(donationEnabled: boolean): void {
  logInAs({ verified: donationEnabled, donationEnabled });
}

describe('public club profile', () => {
  beforeEach(() => {
    clearSession();
    setLanguage('du');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it(
    'shows a running all-or-nothing campaign to pledge to and an ended one with its outcome (issue 49)',
    async () => {
      mockClubApi();
      renderRoutes(routes, '/fc-seefeld-zurich');
      const running = (await screen.findByRole('heading', { name: 'Schleifmaschine' }, WAIT)).closest(
        'article',
      )!;
      expect(within(running as HTMLElement).getByText('Alles oder nichts')).toBeInTheDocument();
      expect(
        within(running as HTMLElement).getByText("CHF 975.00 zugesagt von CHF 6'500.00"),
      ).toBeInTheDocument();
      expect(within(running as HTMLElement).getByText('Noch 118 Tage (bis 31.03.2027)')).toBeInTheDocument();
      expect(
        within(running as HTMLElement).getByText(
          'Belastet wird nur, wenn das Ziel bis am 31.03.2027 erreicht ist.',
        ),
      ).toBeInTheDocument();
      expect(
        within(running as HTMLElement).getByRole('button', { name: 'Auswählen: Schleifmaschine' }),
      ).toHaveTextContent('Versprechen');
      const ended = screen.getByRole('heading', { name: 'Kleinfeld' }).closest('article')! as HTMLElement;
      expect(within(ended).getByTestId('campaign-outcome')).toHaveTextContent('Nicht finanziert');
      expect(within(ended).getByText('Beendet am 30.06.2027')).toBeInTheDocument();
      expect(within(ended).getByRole('button', { name: 'Kampagne beendet: Kleinfeld' })).toBeDisabled();
      expect(within(ended).getByRole('progressbar', { name: /Kleinfeld/ })).toHaveAttribute(
        'aria-valuenow',
        '30',
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the club, its badge, products with a capped progress bar and events, upcoming first',
    async () => {
      mockClubApi();
      renderRoutes(routes, '/fc-seefeld-zurich');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'FC Seefeld Zürich' }, WAIT),
      ).toBeInTheDocument();
      await waitFor(() => expect(document.title).toContain('FC Seefeld Zürich'), WAIT);
      expect(screen.getByTestId('verification-badge')).toHaveTextContent('Verifizierter Verein');
      expect(screen.getByText('Fussball')).toBeInTheDocument();
      expect(screen.getByText('Juniorenfussball am See.')).toBeInTheDocument();
      expect(screen.getByText('Seefeldstrasse 210')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'info@fc-seefeld.example.ch' })).toHaveAttribute(
        'href',
        'mailto:info@fc-seefeld.example.ch',
      );

      expect(await screen.findByRole('heading', { name: 'Trainingsball' }, WAIT)).toBeInTheDocument();
      expect(screen.getByText('CHF 150.00')).toBeInTheDocument();
      expect(screen.getAllByText('Freier Betrag').length).toBeGreaterThan(0);
      expect(screen.getByText('pro Monat')).toBeInTheDocument();
      const progress = screen.getByRole('progressbar', { name: /Neue Tore/ });
      expect(progress).toHaveAttribute('aria-valuenow', '100');
      expect(screen.getByText("CHF 1'500.00 von CHF 1'000.00")).toBeInTheDocument();
      expect(screen.getByText('100 % erreicht')).toBeInTheDocument();

      const cards = await screen.findAllByTestId('club-event', undefined, WAIT);
      expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
        'Sommerturnier',
        'Hallenturnier',
      ]);
      expect(cards[0]).toHaveAttribute('data-past', 'false');
      expect(within(cards[1]!).getByText('Vorbei')).toBeInTheDocument();
      expect(within(cards[0]!).getByText('20.06.2099 09:00')).toBeInTheDocument();

      // Nearby clubs without the club itself.
      expect(await screen.findByRole('link', { name: /^FC Riesbach / }, WAIT)).toBeInTheDocument();
      expect(screen.queryAllByRole('link', { name: 'FC Seefeld Zürich' })).toHaveLength(0);

      expect(screen.getByRole('img', { name: /QR-Code/ })).toHaveAttribute(
        'src',
        '/api/clubs/fc-seefeld-zurich/qr?theme=light&format=png',
      );
      expect(screen.queryByRole('link', { name: 'Profil bearbeiten' })).not.toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    "shares the page and each offer through the phone's share sheet, else plain links: copy, WhatsApp, e-mail",
    async () => {
      const user = userEvent.setup();
      mockClubApi();
      const url = `${window.location.origin}/fc-seefeld-zurich`;
      const share = vi.fn().mockResolvedValue(undefined);
      vi.stubGlobal('navigator', withNavigator({ share }));
      const view = renderRoutes(routes, '/fc-seefeld-zurich');
      await user.click(await screen.findByRole('button', { name: 'Teilen' }, WAIT));
      expect(share).toHaveBeenCalledWith({
        title: 'FC Seefeld Zürich',
        text: 'Unterstütze FC Seefeld Zürich auf Tifo',
        url,
      });
      // An offer is shared with a link straight to its card on the club page.
      await user.click(screen.getByRole('button', { name: 'Teilen: Trainingsball' }));
      expect(share).toHaveBeenLastCalledWith({
        title: 'Trainingsball – FC Seefeld Zürich',
        text: 'Unterstütze FC Seefeld Zürich auf Tifo: Trainingsball',
        url: `${url}#product-p-fixed`,
      });
      expect(document.getElementById('product-p-fixed')).toHaveTextContent('Trainingsball');
      // Cancelling the share sheet says nothing and opens nothing.
      share.mockRejectedValueOnce(new DOMException('cancelled', 'AbortError'));
      await user.click(screen.getByRole('button', { name: 'Teilen' }));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Link kopieren' })).not.toBeInTheDocument();
      view.unmount();

      // No share sheet (a desktop browser): plain links, no third-party script.
      const writeText = vi.fn().mockResolvedValue(undefined);
      vi.stubGlobal('navigator', withNavigator({ share: undefined, clipboard: { writeText } }));
      const desktop = renderRoutes(routes, '/fc-seefeld-zurich');
      await user.click(await screen.findByRole('button', { name: 'Teilen' }, WAIT));
      const menu = await screen.findByRole('group', { name: 'Link zu dieser Seite teilen' }, WAIT);
      expect(within(menu).getByRole('link', { name: 'Per WhatsApp teilen' })).toHaveAttribute(
        'href',
        `https://wa.me/?text=${encodeURIComponent(`Unterstütze FC Seefeld Zürich auf Tifo ${url}`)}`,
      );
      expect(within(menu).getByRole('link', { name: 'Per E-Mail teilen' })).toHaveAttribute(
        'href',
        `mailto:?subject=${encodeURIComponent('FC Seefeld Zürich')}&body=${encodeURIComponent(`Unterstütze FC Seefeld Zürich auf Tifo\n${url}`)}`,
      );
      await user.click(within(menu).getByRole('button', { name: 'Link kopieren' }));
      expect(writeText).toHaveBeenCalledWith(url);
      expect(await screen.findByRole('status', {}, WAIT)).toHaveTextContent(`Link kopiert: ${url}`);
      desktop.unmount();

      // The clipboard refused too: the link is shown to copy by hand.
      writeText.mockRejectedValueOnce(new Error('denied'));
      renderRoutes(routes, '/fc-seefeld-zurich');
      await user.click(await screen.findByRole('button', { name: 'Teilen' }, WAIT));
      await user.click(await screen.findByRole('button', { name: 'Link kopieren' }, WAIT));
      expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(url);
    },
    TEST_TIMEOUT,
  );

  it(
    'shows only the town and no nearby clubs when the club hides its address',
    async () => {
      const calls = mockClubApi({ ...club, hideAddress: true });
      renderRoutes(routes, '/fc-seefeld-zurich');
      const address = await screen.findByTestId('club-address', undefined, WAIT);
      expect(address).toHaveTextContent('Zürich');
      expect(screen.queryByText('Seefeldstrasse 210')).not.toBeInTheDocument();
      expect(address).not.toHaveTextContent('8008');
      await screen.findByRole('heading', { name: 'Trainingsball' }, WAIT);
      expect(calls.some((call) => call.path === '/clubs/nearbyAll')).toBe(false);
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the products and events in the language chosen on the page',
    async () => {
      const italian = { de: 'Ein Ball für die Junioren.', it: 'Un pallone per i giovani.' };
      const event = { de: 'Turnier für alle Junioren.', it: 'Torneo per tutti i giovani.' };
      const calls = mockApi(({ path, language }) => {
        const inItalian = language === 'it';
        if (path === '/clubs/details') return club;
        if (path === '/products/filter')
          return products.map((one) => ({ ...one, description: inItalian ? italian.it : italian.de }));
        if (path === '/events/club')
          return events.map((one) => ({ ...one, description: inItalian ? event.it : event.de }));
        if (path === '/clubs/nearbyAll') return nearby;
        return {};
      });
      renderRoutes(routes, '/fc-seefeld-zurich');
      expect((await screen.findAllByText(italian.de, undefined, WAIT)).length).toBeGreaterThan(0);
      await act(() => setLanguage('it'));
      expect((await screen.findAllByText(italian.it, undefined, WAIT)).length).toBe(products.length);
      expect((await screen.findAllByText(event.it, undefined, WAIT)).length).toBe(events.length);
      expect(screen.queryByText(italian.de)).not.toBeInTheDocument();
      const productCalls = calls.filter((call) => call.path === '/products/filter');
      expect(productCalls.map((call) => call.language)).toEqual(['de', 'it']);
    },
    TEST_TIMEOUT,
  );

  it(
    'writes the phone number grouped and dials it as stored',
    async () => {
      mockClubApi({ ...club, contactNumber: '+41443814207' });
      renderRoutes(routes, '/fc-seefeld-zurich');
      const phone = await screen.findByRole('link', { name: '+41 44 381 42 07' }, WAIT);
      expect(phone).toHaveAttribute('href', 'tel:+41443814207');
    },
    TEST_TIMEOUT,
  );

  it(
    'marks a club that is not verified and shows the admin buttons to its admins',
    async () => {
      logIn(true);
      mockClubApi({ ...club, status: 'pending', isAdmin: true });
      renderRoutes(routes, '/fc-seefeld-zurich');
      expect(await screen.findByTestId('verification-badge', undefined, WAIT)).toHaveTextContent(
        'Nicht verifiziert',
      );
      expect(screen.getByText(/noch nicht öffentlich/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Profil bearbeiten' })).toHaveAttribute(
        'href',
        `/edit/profile/club?clubId=${CLUB_ID}`,
      );
      expect(await screen.findByRole('link', { name: 'Registrierung abschliessen' }, WAIT)).toHaveAttribute(
        'href',
        `/register/club?clubId=${CLUB_ID}`,
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'offers to complete the registration only while a step is missing',
    async () => {
      mineCompletedStep = 3;
      logIn(true);
      const calls = mockClubApi({ ...club, status: 'pending', isAdmin: true });
      renderRoutes(routes, '/fc-seefeld-zurich');
      expect(await screen.findByRole('link', { name: 'Profil bearbeiten' }, WAIT)).toBeInTheDocument();
      await waitFor(() => expect(calls.some((call) => call.path === '/clubs/mine')).toBe(true), WAIT);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('link', { name: 'Registrierung abschliessen' })).not.toBeInTheDocument();
      mineCompletedStep = 2;
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the translated "User not found" when the club does not exist',
    async () => {
      mockClubApi(null);
      renderRoutes(routes, '/gibt-es-nicht');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Profil nicht gefunden' }, WAIT),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Alle Vereine und Sportler ansehen' })).toHaveAttribute(
        'href',
        '/clubs',
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'sends a visitor who is not logged in to the login when favouriting, and back afterwards',
    async () => {
      const user = userEvent.setup();
      mockClubApi();
      const { router } = renderRoutes(routes, '/fc-seefeld-zurich');
      await user.click(await screen.findByRole('button', { name: 'Favorit' }, WAIT));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'), WAIT);
      expect(router.state.location.state).toEqual({ from: '/fc-seefeld-zurich' });
    },
    TEST_TIMEOUT,
  );

  it(
    'saves the favourite of a logged-in user and says so',
    async () => {
      const user = userEvent.setup();
      logIn(true);
      const calls = mockClubApi();
      renderRoutes(routes, '/fc-seefeld-zurich');
      const button = await screen.findByRole('button', { name: 'Favorit' }, WAIT);
      await waitFor(() => expect(button).toBeEnabled(), WAIT);
      expect(button).toHaveAttribute('aria-pressed', 'false');
      await user.click(button);
      expect(await screen.findByText('Favorit gespeichert!', undefined, WAIT)).toBeInTheDocument();
      expect(button).toHaveAttribute('aria-pressed', 'true');
      const post = calls.find((call) => call.path === '/favourites' && call.method === 'POST');
      expect(post?.body).toEqual({ clubId: CLUB_ID, userId: USER_ID });
      const details = calls.find((call) => call.path === '/clubs/details');
      expect(details?.body).toEqual({ shortName: 'fc-seefeld-zurich' });
    },
    TEST_TIMEOUT,
  );

  it(
    'asks a logged-in user without donationEnabled to verify the e-mail before donating',
    async () => {
      const user = userEvent.setup();
      logIn(false);
      const calls = mockClubApi();
      const { router } = renderRoutes(routes, '/fc-seefeld-zurich');
      await user.click(await screen.findByRole('button', { name: 'Auswählen: Trainingsball' }, WAIT));
      const dialog = await screen.findByRole(
        'dialog',
        { name: 'Bitte bestätige Deine E-Mail-Adresse' },
        WAIT,
      );
      expect(router.state.location.pathname).toBe('/fc-seefeld-zurich');
      await user.click(within(dialog).getByRole('button', { name: 'Bestätigungs-E-Mail senden' }));
      await waitFor(
        () =>
          expect(calls.find((call) => call.path === '/users/request-email-verification')?.body).toEqual({
            email: 'anna@example.ch',
          }),
        WAIT,
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'sends a visitor who is not logged in to the login when choosing a donation',
    async () => {
      const user = userEvent.setup();
      mockClubApi();
      const { router } = renderRoutes(routes, '/fc-seefeld-zurich');
      await user.click(await screen.findByRole('button', { name: 'Auswählen: Trainingsball' }, WAIT));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'), WAIT);
      expect(router.state.location.state).toEqual({ from: '/fc-seefeld-zurich' });
    },
    TEST_TIMEOUT,
  );

  it(
    'goes to the checkout with the product id and the way back when donating is enabled',
    async () => {
      const user = userEvent.setup();
      logIn(true);
      mockClubApi();
      const { router } = renderRoutes(routes, '/fc-seefeld-zurich');
      await user.click(await screen.findByRole('button', { name: 'Auswählen: Neue Tore' }, WAIT));
      await waitFor(() => expect(router.state.location.pathname).toBe('/donation/checkout'), WAIT);
      expect(router.state.location.state).toEqual({ productId: 'p-crowd', returnTo: '/fc-seefeld-zurich' });
    },
    TEST_TIMEOUT,
  );
});

describe('event order', () => {
  it(
    'puts upcoming events (soonest first) before past ones (latest first)',
    () => {
      const now = new Date(2025, 5, 1);
      const ordered = orderEvents(
        [
          event({ id: 'old', fromDate: '2024-01-01 10:00:00', toDate: '2024-01-01 12:00:00' }),
          event({ id: 'later', fromDate: '2025-09-01 10:00:00', toDate: '2025-09-01 12:00:00' }),
          event({ id: 'recent', fromDate: '2025-05-01 10:00:00', toDate: '2025-05-01 12:00:00' }),
          event({ id: 'soon', fromDate: '2025-06-02 10:00:00', toDate: '2025-06-02 12:00:00' }),
        ],
        now,
      );
      expect(ordered.map((item) => [item.event.id, item.past])).toEqual([
        ['soon', false],
        ['later', false],
        ['recent', true],
        ['old', true],
      ]);
    },
    TEST_TIMEOUT,
  );
});
