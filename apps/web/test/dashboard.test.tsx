import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payout, PayoutsOverview, Performance } from '@tifo/contract';
import deMessages from '@tifo/contract/locales/de/messages.json';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { setLanguage } from '../src/i18n';
import deAdmin from '../src/i18n/locales/de/admin.json';
import deDashboard from '../src/i18n/locales/de/dashboard.json';
import { clearSession } from '../src/lib/session';
import { routes } from '../src/router';
import { errorBody } from './answers';
import { CLUB_ID, logInAs, myClub } from './offersFixtures';
import { logIn } from './orgFixtures';
import { renderRoutes } from './render';

const WAIT = { timeout: 8000 };

interface Call {
  path: string;
  method: string;
  body: Record<string, unknown> | undefined;
}

/** An error answer of the stub API. */
class Failure {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** fetch answering JSON, or plain text for a string answer (/files/name, the pain.001 file). */
function stubApi(answer: (call: Call) => unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const call: Call = {
        path: url.replace(/^.*?\/api/, ''),
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const result = answer(call);
      const status = result === undefined ? 404 : result instanceof Failure ? result.status : 200;
      const text =
        result === undefined
          ? '{"message":"Not found"}'
          : result instanceof Failure
            ? JSON.stringify(result.body)
            : typeof result === 'string'
              ? result
              : JSON.stringify(result);
      return {
        ok: status === 200,
        status,
        text: async () => text,
        json: async () => JSON.parse(text),
      } as Response;
    }),
  );
  return calls;
}

function performance(overrides: Partial<Performance> = {}): Performance {
  return {
    period: 'year',
    bucket: 'month',
    from: '2025-11-30T23:00:00.000Z',
    to: '2026-11-25T10:00:00.000Z',
    graph: [
      { date: '2026-09-30T22:00:00.000Z', donations: 40, gross: 50, fee: 10, count: 1 },
      { date: '2026-10-31T23:00:00.000Z', donations: 124, gross: 150, fee: 26, count: 2 },
    ],
    totalAmount: 164,
    totalGross: 200,
    totalFee: 36,
    totalCoveredFee: 0,
    noOfDonations: 3,
    refunds: 1,
    ...overrides,
  };
}

const PENDING = {
  amount: 8,
  noOfDonations: 1,
  inTransit: 124,
  held: false,
  bankInReview: false,
  nextPayoutDate: '2026-12-07',
  minimumAmount: 10,
};

function payout(overrides: Partial<Payout> = {}): Payout {
  return {
    id: '7d3c1a2b-0000-4000-8000-000000000001',
    date: '2026-11-23T05:00:00.000Z',
    amount: 124,
    fileUrl: '/api/payouts/x/statement.pdf?expires=1&signature=s',
    fileName: 'payout-7d3c1a2b-0000-4000-8000-000000000001.pdf',
    status: 'paid',
    periodFrom: null,
    periodTo: '2026-11-22T23:00:00.000Z',
    noOfDonations: 2,
    failureReason: null,
    paidAt: '2026-11-24T09:00:00.000Z',
    ...overrides,
  };
}

function clubApi(extra: (call: Call) => unknown = () => undefined) {
  return stubApi((call) => {
    if (call.path === '/clubs/mine') return { content: [myClub()] };
    if (call.path === '/donations/performance') return performance({ period: call.body?.period as 'year' });
    if (call.path === '/donations/pending-payout-club') return PENDING;
    return extra(call);
  });
}

beforeAll(async () => {
  await i18n.loadNamespaces(['offers', 'dashboard', 'admin']);
});
beforeEach(() => {
  clearSession();
  setLanguage('du');
});
afterEach(() => vi.unstubAllGlobals());

describe('the overview tab', { timeout: 30_000 }, () => {
  it('says the payout waits while Tifo checks a changed bank account, instead of the next payout day', async () => {
    logInAs('ROLE_CLUB');
    stubApi((call) => {
      if (call.path === '/clubs/mine') return { content: [myClub()] };
      if (call.path === '/donations/performance') return performance({ period: 'year' });
      if (call.path === '/donations/pending-payout-club') return { ...PENDING, bankInReview: true };
      return undefined;
    });
    renderRoutes(routes, '/profile/club?tab=overview');
    const card = await screen.findByTestId('overview-pending', {}, WAIT);
    expect(within(card).getByText(deDashboard.overview.bankInReview)).toBeInTheDocument();
    expect(within(card).queryByText(/Nächste Auszahlung/)).not.toBeInTheDocument();
  });

  it('shows the net total, the pending payout and, one click away, gross and fee; the period is chosen', async () => {
    const user = userEvent.setup();
    logInAs('ROLE_CLUB');
    const calls = clubApi();
    renderRoutes(routes, '/profile/club?tab=overview');
    expect(await screen.findByTestId('overview-total', {}, WAIT)).toHaveTextContent('CHF 164.00');
    expect(screen.getByText('3 Spenden · 1 Rückerstattung abgezogen')).toBeInTheDocument();
    const pendingCard = screen.getByTestId('overview-pending');
    expect(within(pendingCard).getByText('CHF 8.00')).toBeInTheDocument();
    expect(within(pendingCard).getByText('Nächste Auszahlung am 07.12.2026')).toBeInTheDocument();
    expect(within(pendingCard).getByText('Unterwegs auf Euer Konto: CHF 124.00')).toBeInTheDocument();
    expect(within(pendingCard).getByText(/Beträge unter CHF 10.00/)).toBeInTheDocument();

    const details = screen.getByRole('button', { name: deDashboard.overview.showDetails });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(screen.getByRole('button', { name: deDashboard.overview.hideDetails })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const figures = screen.getByTestId('overview-details');
    expect(within(figures).getByText('CHF 200.00')).toBeInTheDocument();
    expect(within(figures).getByText('− CHF 36.00')).toBeInTheDocument();
    // No donor covered a fee in the period: no such line.
    expect(within(figures).queryByText(deDashboard.overview.coveredFees)).not.toBeInTheDocument();

    // The same figures as a table (for screen readers; shown on request).
    const table = screen.getByTestId('overview-table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('CHF 124.00')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Monat' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/donations/performance').at(-1)?.body).toEqual({
        clubId: CLUB_ID,
        period: 'month',
      }),
    );
    expect(calls.find((call) => call.path === '/donations/performance')?.body?.period).toBe('year');
  });

  it('names the fees donors covered in the period (issue 48)', async () => {
    const user = userEvent.setup();
    logInAs('ROLE_CLUB');
    stubApi((call) => {
      if (call.path === '/clubs/mine') return { content: [myClub()] };
      if (call.path === '/donations/performance') return performance({ totalCoveredFee: 12.5 });
      if (call.path === '/donations/pending-payout-club') return PENDING;
      return undefined;
    });
    renderRoutes(routes, '/profile/club?tab=overview');
    await user.click(await screen.findByRole('button', { name: deDashboard.overview.showDetails }, WAIT));
    const figures = screen.getByTestId('overview-details');
    expect(within(figures).getByText('Davon von Spendenden übernommene Gebühren')).toBeInTheDocument();
    expect(within(figures).getByText('CHF 12.50')).toBeInTheDocument();
  });

  it('says when the figures cannot be loaded and loads them again on retry', async () => {
    const user = userEvent.setup();
    logInAs('ROLE_CLUB');
    let fail = true;
    stubApi((call) => {
      if (call.path === '/clubs/mine') return { content: [myClub()] };
      if (call.path === '/donations/pending-payout-club') return PENDING;
      if (call.path === '/donations/performance') return fail ? undefined : performance();
      return undefined;
    });
    renderRoutes(routes, '/profile/club?tab=overview');
    const alerts = await screen.findAllByRole('alert', {}, WAIT);
    expect(alerts[0]).toHaveTextContent(deDashboard.loadError);
    fail = false;
    await user.click(within(alerts[0] as HTMLElement).getByRole('button', { name: deDashboard.retry }));
    expect(await screen.findByTestId('overview-total', {}, WAIT)).toHaveTextContent('CHF 164.00');
  });
});

describe('the financials tab', { timeout: 30_000 }, () => {
  it('lists the payouts with status and opens the PDF statement through /files/name', async () => {
    const user = userEvent.setup();
    logInAs('ROLE_CLUB_FINANCE');
    const opened = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => opened),
    );
    const calls = clubApi((call) => {
      if (call.path === '/payouts/payout-details-club')
        return {
          content: [
            payout(),
            payout({
              id: '7d3c1a2b-0000-4000-8000-000000000002',
              status: 'failed',
              failureReason: 'Konto saldiert',
              periodFrom: '2026-11-08T23:00:00.000Z',
            }),
          ],
          totalElements: 2,
          totalPages: 1,
        };
      if (call.path === '/files/name') return '/api/payouts/x/statement.pdf?expires=9&signature=abc';
      return undefined;
    });
    renderRoutes(routes, '/profile/club?tab=financials');
    const rows = await screen.findAllByTestId('payout-row', {}, WAIT);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('23.11.2026')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('bis 22.11.2026')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('CHF 124.00')).toBeInTheDocument();
    // The status is drawn twice, and CSS shows one: in its column, and under the amount on a phone.
    const statuses = (row: number) => within(rows[row] as HTMLElement).getAllByTestId('payout-status');
    expect(statuses(0).map((status) => status.textContent)).toEqual(['Überwiesen', 'Überwiesen']);
    expect(within(rows[1] as HTMLElement).getByText('09.11.2026 – 22.11.2026')).toBeInTheDocument();
    expect(statuses(1).map((status) => status.textContent)).toEqual(['Fehlgeschlagen', 'Fehlgeschlagen']);
    expect(within(rows[1] as HTMLElement).getAllByText('Grund: Konto saldiert')).toHaveLength(2);
    expect(calls.find((call) => call.path === '/payouts/payout-details-club')?.body).toEqual({
      clubId: CLUB_ID,
      pageId: 0,
      pageSize: 10,
    });
    await user.click(
      within(rows[0] as HTMLElement).getByRole('button', {
        name: 'PDF öffnen: Abrechnung der Auszahlung vom 23.11.2026',
      }),
    );
    await waitFor(() =>
      expect(opened.location.href).toBe('/api/payouts/x/statement.pdf?expires=9&signature=abc'),
    );
    expect(calls.find((call) => call.path === '/files/name')?.body).toEqual({
      fileName: 'payout-7d3c1a2b-0000-4000-8000-000000000001.pdf',
    });
    expect(screen.getByRole('heading', { name: deDashboard.financials.export.title })).toBeInTheDocument();
  });

  it('explains that there are no payouts yet', async () => {
    logInAs('ROLE_CLUB_FINANCE');
    clubApi((call) =>
      call.path === '/payouts/payout-details-club'
        ? { content: [], totalElements: 0, totalPages: 0 }
        : undefined,
    );
    renderRoutes(routes, '/profile/club?tab=financials');
    expect(await screen.findByTestId('financials-empty', {}, WAIT)).toHaveTextContent(
      'Noch keine Auszahlungen.',
    );
  });
});

describe('the top sponsors tab', { timeout: 30_000 }, () => {
  it('names the sponsors who agreed, shows the others as anonymous, three per page', async () => {
    const user = userEvent.setup();
    logInAs('ROLE_CLUB');
    const calls = clubApi((call) =>
      call.path === '/donations/top-sponsor'
        ? {
            content:
              call.body?.pageId === 1
                ? [
                    {
                      rank: 4,
                      firstName: null,
                      image: null,
                      anonymous: true,
                      totalAmount: 10,
                      noOfDonations: 1,
                    },
                  ]
                : [
                    {
                      rank: 1,
                      firstName: 'Carla',
                      image: null,
                      anonymous: false,
                      totalAmount: 100,
                      noOfDonations: 1,
                    },
                    {
                      rank: 2,
                      firstName: null,
                      image: null,
                      anonymous: true,
                      totalAmount: 65,
                      noOfDonations: 2,
                    },
                    {
                      rank: 3,
                      firstName: 'Elena',
                      image: null,
                      anonymous: false,
                      totalAmount: 30,
                      noOfDonations: 1,
                    },
                  ],
            totalElements: 4,
            totalPages: 2,
          }
        : undefined,
    );
    renderRoutes(routes, '/profile/club?tab=topSponsors');
    const sponsors = await screen.findAllByTestId('top-sponsor', {}, WAIT);
    expect(sponsors.map((row) => within(row).getByText(/Carla|Elena|Anonym/).textContent)).toEqual([
      'Carla',
      'Anonym',
      'Elena',
    ]);
    expect(within(sponsors[1] as HTMLElement).getByText('CHF 65.00')).toBeInTheDocument();
    // Every pager button has a name a screen reader can read ("Seite 2", not "2").
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Seite 2' }));
    await waitFor(() => expect(screen.getAllByTestId('top-sponsor')).toHaveLength(1));
    expect(calls.filter((call) => call.path === '/donations/top-sponsor').at(-1)?.body).toEqual({
      clubId: CLUB_ID,
      pageId: 1,
      pageSize: 3,
    });
  });
});

describe('the operator payouts (/admin?tab=payouts)', { timeout: 30_000 }, () => {
  function overview(status: 'pending' | 'paid' = 'pending'): PayoutsOverview {
    return {
      runs: [
        {
          id: '9a000000-0000-4000-8000-000000000001',
          runDate: '2026-11-23',
          cutoff: '2026-11-22T23:00:00.000Z',
          status: 'complete',
          totalAmount: 124,
          fileName: 'tifo-payouts-2026-11-23.xml',
          payouts: [
            {
              ...payout({ status }),
              runId: '9a000000-0000-4000-8000-000000000001',
              clubId: CLUB_ID,
              clubName: 'FC Seefeld Zürich',
              ibanMasked: 'CH56 **** **** **** *800 9',
              currency: 'CHF',
            },
          ],
        },
      ],
      balances: [
        {
          clubId: CLUB_ID,
          clubName: 'FC Seefeld Zürich',
          balance: 8,
          inTransit: 124,
          held: false,
          holdReason: null,
          blockedBy: 'belowMinimum',
        },
      ],
      schedule: 'biweekly',
      nextRunDate: '2026-12-07',
      minimumAmount: 10,
    };
  }

  it('runs the payouts, lists the run, marks a payout paid and shows why a club is not paid', async () => {
    const user = userEvent.setup();
    logIn({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    let status: 'pending' | 'paid' = 'pending';
    const calls = stubApi((call) => {
      if (call.path === '/admin/payouts') return overview(status);
      if (call.path === '/admin/payouts/run')
        return { runId: '9a000000-0000-4000-8000-000000000001', payouts: 1, created: true };
      if (call.path.endsWith('/paid')) {
        status = 'paid';
        return payout();
      }
      return undefined;
    });
    renderRoutes(routes, '/admin?tab=payouts');
    const row = await screen.findByTestId('admin-payout-row', {}, WAIT);
    expect(within(row).getByText('FC Seefeld Zürich')).toBeInTheDocument();
    expect(within(row).getByText('CH56 **** **** **** *800 9')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('club-balances')).getByText(deAdmin.payouts.blocked.belowMinimum),
    ).toBeInTheDocument();
    await user.click(screen.getByTestId('run-payouts'));
    expect(await screen.findByText('Der heutige Lauf hat 1 Auszahlung.', {}, WAIT)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: deAdmin.payouts.markPaid }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('admin-payout-row')).getByText(deAdmin.payouts.status.paid),
      ).toBeInTheDocument(),
    );
    expect(
      calls.some((call) => call.path === '/admin/payouts/7d3c1a2b-0000-4000-8000-000000000001/paid'),
    ).toBe(true);
  });

  it("links a club whose changed bank account waits for confirmation to that club's review", async () => {
    logIn({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    stubApi((call) => {
      if (call.path !== '/admin/payouts') return undefined;
      const base = overview('pending');
      return { ...base, balances: [{ ...base.balances[0]!, balance: 80, blockedBy: 'bankUnconfirmed' }] };
    });
    renderRoutes(routes, '/admin?tab=payouts');
    const table = await screen.findByTestId('club-balances', {}, WAIT);
    expect(within(table).getByText(deAdmin.payouts.blocked.bankUnconfirmed)).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: `${deAdmin.payouts.checkBank}: FC Seefeld Zürich` }),
    ).toHaveAttribute('href', `/admin?tab=payouts&club=${CLUB_ID}`);
  });

  /** An earlier run of three settled payouts: two paid, one failed with the bank's reason. */
  function settledRun(): PayoutsOverview['runs'][number] {
    const id = '9a000000-0000-4000-8000-000000000002';
    const settled = (n: number, status: 'paid' | 'failed', clubName: string) => ({
      ...payout({
        id: `7d3c1a2b-0000-4000-8000-00000000001${n}`,
        status,
        failureReason: status === 'failed' ? 'Konto saldiert' : null,
      }),
      runId: id,
      clubId: CLUB_ID,
      clubName,
      ibanMasked: 'CH56 **** **** **** *800 9',
      currency: 'CHF' as const,
    });
    return {
      id,
      runDate: '2026-11-09',
      cutoff: '2026-11-08T23:00:00.000Z',
      status: 'complete',
      totalAmount: 372,
      fileName: 'tifo-payouts-2026-11-09.xml',
      payouts: [
        settled(1, 'paid', 'FC Seefeld Zürich'),
        settled(2, 'failed', 'Volley Ouchy Lausanne'),
        settled(3, 'paid', 'HC Val-de-Ruz'),
      ],
    };
  }

  it('keeps a settled run folded with its counts by status, and opens its payouts on demand', async () => {
    const user = userEvent.setup();
    logIn({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    stubApi((call) => {
      if (call.path === '/admin/payouts') {
        const data = overview('pending');
        return { ...data, runs: [...data.runs, settledRun()] };
      }
      return undefined;
    });
    renderRoutes(routes, '/admin?tab=payouts');
    const runs = await screen.findAllByTestId('payout-run', {}, WAIT);
    expect(runs).toHaveLength(2);
    const [open, settled] = runs as [HTMLElement, HTMLElement];
    // The run still to be paid shows its payouts; the settled one only its figures.
    expect(within(open).getAllByTestId('admin-payout-row')).toHaveLength(1);
    expect(within(open).getByTestId('payout-run-toggle')).toHaveAttribute('aria-expanded', 'true');
    expect(within(settled).queryAllByTestId('admin-payout-row')).toHaveLength(0);
    expect(within(settled).getByTestId('payout-run-counts')).toHaveTextContent(
      `${deAdmin.payouts.status.failed}: 1${deAdmin.payouts.status.paid}: 2`,
    );
    const toggle = within(settled).getByRole('button', { name: 'Die 3 Auszahlungen anzeigen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent(deAdmin.payouts.hidePayouts);
    const rows = within(settled).getAllByTestId('admin-payout-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('FC Seefeld Zürich'),
      expect.stringContaining('Konto saldiert'),
      expect.stringContaining('HC Val-de-Ruz'),
    ]);
    // Settled payouts cannot be marked again.
    expect(within(settled).queryByRole('button', { name: deAdmin.payouts.markPaid })).toBeNull();
    await user.click(toggle);
    expect(within(settled).queryAllByTestId('admin-payout-row')).toHaveLength(0);
  });

  it('on a phone shows each payout as a card with its amount, status and actions', async () => {
    const user = userEvent.setup();
    logIn({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    let status: 'pending' | 'paid' = 'pending';
    const calls = stubApi((call) => {
      if (call.path === '/admin/payouts') return overview(status);
      if (call.path.endsWith('/paid')) {
        status = 'paid';
        return payout();
      }
      return undefined;
    });
    renderRoutes(routes, '/admin?tab=payouts');
    // The card list for phones and the table for wider screens are both in the document; jsdom counts the list as
    // hidden (it is, from the sm breakpoint), so its button is looked up with `hidden`.
    const card = await screen.findByTestId('admin-payout-item', {}, WAIT);
    expect(card).toHaveTextContent('FC Seefeld Zürich');
    expect(card).toHaveTextContent('CHF 124.00');
    expect(card).toHaveTextContent('CH56 **** **** **** *800 9');
    expect(card).toHaveTextContent(deAdmin.payouts.status.pending);
    const balance = screen.getByTestId('club-balance-item');
    expect(balance).toHaveTextContent(`${deAdmin.payouts.columns.balance}: CHF 8.00`);
    expect(balance).toHaveTextContent(`${deAdmin.payouts.columns.inTransit}: CHF 124.00`);
    expect(balance).toHaveTextContent(deAdmin.payouts.blocked.belowMinimum);
    await user.click(within(card).getByRole('button', { name: deAdmin.payouts.markPaid, hidden: true }));
    await waitFor(() =>
      expect(screen.getByTestId('admin-payout-item')).toHaveTextContent(deAdmin.payouts.status.paid),
    );
    expect(calls.filter((call) => call.path.endsWith('/paid'))).toHaveLength(1);
  });

  it("tells the operator when holding a club's payouts fails", async () => {
    const user = userEvent.setup();
    logIn({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    const calls = stubApi((call) => {
      if (call.path === '/admin/payouts') return overview('paid');
      if (call.path.endsWith('/payout-hold')) return new Failure(404, errorBody('not_found', 'clubNotFound'));
      return undefined;
    });
    renderRoutes(routes, '/admin?tab=payouts');
    const table = await screen.findByTestId('club-balances', {}, WAIT);
    await user.click(
      within(table).getByRole('button', { name: `${deAdmin.payouts.hold}: FC Seefeld Zürich` }),
    );
    // A hold asks for its reason first (issue 45), which the call carries.
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await user.type(within(dialog).getByRole('textbox'), 'Streitfall mit dem Verband');
    await user.click(within(dialog).getByRole('button', { name: deAdmin.payouts.holdDialog.confirm }));
    expect(await within(dialog).findByText(deMessages.clubNotFound, {}, WAIT)).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/payout-hold'))).toMatchObject({
      method: 'PUT',
      body: { held: true, reason: 'Streitfall mit dem Verband' },
    });
  });
});
