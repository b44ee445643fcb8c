import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LedgerDonation, LedgerOverview } from '@tifo/contract';
import deMessages from '@tifo/contract/locales/de/messages.json';
import { describe, expect, it, vi } from 'vitest';
import deAdmin from '../src/i18n/locales/de/admin.json';
import { routes } from '../src/router';
import { errorBody } from './answers';
import { adminPageHooks, type Call, CLUB_ID, callsTo, fakeApi } from './orgFixtures';
import { renderRoutes } from './render';

const WAIT = { timeout: 5000 };

adminPageHooks({ asOperator: true });

function donation(overrides: Partial<LedgerDonation> = {}): LedgerDonation {
  return {
    id: '0f5d1a7e-9b1c-4c3e-8a2f-1d2e3f4a5b6c',
    createdAt: '2026-11-22T09:05:00Z',
    settledAt: '2026-11-22T09:05:01Z',
    status: 'succeeded',
    provider: 'sandbox_card',
    providerReference: 'pi_abc',
    clubId: CLUB_ID,
    clubName: 'FC Seefeld Zürich',
    productTitle: 'Neue Trikots',
    donorEmail: 'anna@example.ch',
    amountRappen: 2500,
    ledger: { donor_gross: 2500, platform_fee: -500, club_payable: -2000 },
    refundedAt: null,
    ...overrides,
  };
}

function overview(overrides: Partial<LedgerOverview> = {}): LedgerOverview {
  return {
    accounts: {
      donor_gross: 17550,
      platform_fee: -2500,
      club_payable: -15050,
      payout_in_transit: 0,
      paid_out: 0,
    },
    balanceRappen: 0,
    bookedDonations: 2,
    productsOutOfStep: 0,
    donations: [donation()],
    total: 1,
    page: 0,
    pageSize: 20,
    ...overrides,
  };
}

function ledgerApi(answer: (call: Call) => unknown) {
  return fakeApi((call) => (call.path.startsWith('/admin/ledger') ? answer(call) : undefined));
}

describe('the operator ledger (/admin?tab=ledger)', { timeout: 30_000 }, () => {
  it('shows the accounts as positive francs, the balance, and each donation with gross, fee and net', async () => {
    ledgerApi(() => overview());
    renderRoutes(routes, '/admin?tab=ledger');
    expect(await screen.findByTestId('ledger-gross', {}, WAIT)).toHaveTextContent('CHF 175.50');
    expect(screen.getByTestId('ledger-fee')).toHaveTextContent('CHF 25.00');
    expect(screen.getByTestId('ledger-clubs')).toHaveTextContent('CHF 150.50');
    expect(screen.getByText(deAdmin.ledger.balanced)).toBeInTheDocument();
    expect(screen.getByText('2 verbuchte Spenden')).toBeInTheDocument();
    const row = screen.getByTestId('ledger-table').querySelector('tbody tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(4, 7)).toEqual(['CHF 25.00', 'CHF 5.00', 'CHF 20.00']);
    expect(within(row).getByText(deAdmin.ledger.status.succeeded)).toBeInTheDocument();
  });

  it('warns when the ledger does not balance', async () => {
    ledgerApi(() => overview({ balanceRappen: 100 }));
    renderRoutes(routes, '/admin?tab=ledger');
    expect(await screen.findByText(deAdmin.ledger.unbalanced, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(/CHF 1\.00 statt 0/)).toBeInTheDocument();
  });

  it('searches one donation by reference through the address and shows when none is found', async () => {
    const calls = ledgerApi((call) =>
      call.path.includes('donation=') ? overview({ donations: [], total: 0 }) : overview(),
    );
    renderRoutes(routes, '/admin?tab=ledger');
    await screen.findByTestId('ledger-gross', {}, WAIT);
    await userEvent.type(
      screen.getByRole('textbox', { name: new RegExp(deAdmin.ledger.search) }),
      'pi_missing',
    );
    await userEvent.click(screen.getByRole('button', { name: deAdmin.ledger.find }));
    expect(await screen.findByText(deAdmin.ledger.notFound, {}, WAIT)).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe('/admin/ledger?page=0&donation=pi_missing');
  });

  it('recalculates products out of step with the ledger and says how many were corrected', async () => {
    let outOfStep = 1;
    const calls = ledgerApi((call) => {
      if (call.path === '/admin/ledger/rebuild-product-totals') {
        outOfStep = 0;
        return { corrected: 1 };
      }
      return overview({ productsOutOfStep: outOfStep });
    });
    renderRoutes(routes, '/admin?tab=ledger');
    expect(await screen.findByText('1 Produkt weicht vom Hauptbuch ab', {}, WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: deAdmin.ledger.rebuild }));
    expect(await screen.findByText('1 Produkt korrigiert.', {}, WAIT)).toBeInTheDocument();
    await waitFor(
      () => expect(screen.queryByText('1 Produkt weicht vom Hauptbuch ab')).not.toBeInTheDocument(),
      WAIT,
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('refunds a booked donation with a reason: the server is asked, the ledger read again, the operator told', async () => {
    const id = donation().id;
    let status: LedgerDonation['status'] = 'succeeded';
    const calls = fakeApi((call) => {
      if (call.path === `/admin/donations/${id}/refund`) {
        const reason = String((call.body as { reason?: unknown }).reason ?? '').trim();
        if (reason.length < 3) {
          return [400, errorBody('validation', 'payoutReasonRequired')];
        }
        status = 'refunded';
        return { id, status };
      }
      if (call.path.startsWith('/admin/ledger')) {
        return overview({
          donations: [
            donation({ status, refundedAt: status === 'refunded' ? '2026-11-29T10:00:00Z' : null }),
          ],
        });
      }
      return undefined;
    });
    renderRoutes(routes, '/admin?tab=ledger');
    const table = await screen.findByTestId('ledger-table', {}, WAIT);
    await userEvent.click(
      within(table).getByRole('button', { name: 'Spende von CHF 25.00 von anna@example.ch erstatten' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Spende von CHF 25.00 erstatten' }, WAIT);
    expect(dialog).toHaveTextContent('CHF 25.00 gehen über «Karte (Sandbox)» an anna@example.ch zurück');
    expect(dialog).toHaveTextContent('nächsten Auszahlung an FC Seefeld Zürich');

    // Too short: the server's message, in German, under the field; the dialog stays open.
    await userEvent.type(within(dialog).getByRole('textbox', { name: deAdmin.ledger.refundReason }), 'ab');
    await userEvent.click(within(dialog).getByRole('button', { name: deAdmin.ledger.refund }));
    expect(await within(dialog).findByText(deMessages.payoutReasonRequired, {}, WAIT)).toBeInTheDocument();

    const field = within(dialog).getByRole('textbox', { name: deAdmin.ledger.refundReason });
    await userEvent.clear(field);
    await userEvent.type(field, 'Doppelt bezahlt');
    await userEvent.click(within(dialog).getByRole('button', { name: deAdmin.ledger.refund }));
    expect(await screen.findByText('Die Spende von CHF 25.00 ist erstattet.', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    // Read again: refunded, and no button to refund it twice.
    await waitFor(
      () =>
        expect(
          within(screen.getByTestId('ledger-table')).getByText(deAdmin.ledger.status.refunded),
        ).toBeInTheDocument(),
      WAIT,
    );
    expect(
      within(screen.getByTestId('ledger-table')).queryByRole('button', { name: /erstatten/ }),
    ).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { reason: 'ab' },
      { reason: 'Doppelt bezahlt' },
    ]);
  });

  it('exports the journal of the days asked for: the file saved, its rows counted, a backwards range refused', async () => {
    const saved: string[] = [];
    // jsdom has no object URLs: the file's link is made and clicked, its name recorded.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:journal';
        static override revokeObjectURL = () => {};
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const calls = ledgerApi((call) => {
      if (call.path !== '/admin/ledger/export') return overview();
      const { from, to } = call.body as { from: string; to: string };
      if (from > to) return [400, errorBody('validation', 'journalRangeInvalid')];
      return { fileName: `tifo-ledger-${from}-${to}.csv`, csv: '\uFEFF"Zeitpunkt"\r\n', rows: 3 };
    });
    renderRoutes(routes, '/admin?tab=ledger');
    const card = (await screen.findByRole('heading', { name: deAdmin.ledger.export.title }, WAIT)).closest(
      'section',
    ) as HTMLElement;
    expect(card).toHaveTextContent('höchstens 31 Tage nach dem ersten');
    const from = within(card).getByLabelText(deAdmin.ledger.export.from, { exact: false });
    const to = within(card).getByLabelText(deAdmin.ledger.export.to, { exact: false });
    // From the first of this month by default.
    expect((from as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-01$/);

    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-30');
    await userEvent.click(within(card).getByRole('button', { name: deAdmin.ledger.export.download }));
    expect(await within(card).findByRole('status', {}, WAIT)).toHaveTextContent('3 Zeilen exportiert.');
    expect(saved).toEqual(['tifo-ledger-2026-11-01-2026-11-30.csv']);

    // Backwards: the operator message in German, nothing saved.
    await userEvent.clear(to);
    await userEvent.type(to, '2026-10-31');
    await userEvent.click(within(card).getByRole('button', { name: deAdmin.ledger.export.download }));
    expect(await within(card).findByRole('alert', {}, WAIT)).toHaveTextContent(
      deMessages.journalRangeInvalid,
    );
    expect(saved).toHaveLength(1);
    expect(callsTo(calls, '/admin/ledger/export').map((call) => call.body)).toEqual([
      { from: '2026-11-01', to: '2026-11-30' },
      { from: '2026-11-01', to: '2026-10-31' },
    ]);
    click.mockRestore();
  });
});
