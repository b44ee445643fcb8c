import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Delivery, DeliveryPage } from '@tifo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../src/i18n';
import { clearSession } from '../src/lib/session';
import { routes } from '../src/router';
import { errorBody } from './answers';
import {
  CLUB_ID,
  callsTo,
  clubEvent,
  clubProduct,
  logInAs,
  mockApi,
  myClub,
  Reply,
  TEST_TIMEOUT,
  WAIT,
} from './offersFixtures';
import { renderRoutes } from './render';

const ANNA = 'a0000000-0000-4000-8000-000000000001';
const BEN = 'a0000000-0000-4000-8000-000000000002';

function delivery(donationId: string, name: string, sentAt: string | null = null): Delivery {
  return {
    donationId,
    bookedAt: '2026-11-20T09:30:00.000Z',
    productTitle: 'Trikot-Sponsoring',
    address: {
      fullName: name,
      address1: 'Seestrasse 5',
      address2: null,
      postalCode: '8001',
      city: 'Zürich',
      country: 'CH',
      phoneNumber: name === 'Anna Muster' ? '079 123 45 67' : null,
      additionalNotes: name === 'Anna Muster' ? 'Bitte beim Nachbarn abgeben' : null,
    },
    sentAt,
  };
}

/** A club whose jersey offers delivery; the deliveries answered from the two lists kept here. */
function clubWithDeliveries(state: { open: Delivery[]; sent: Delivery[] }, failMark = false) {
  return mockApi(({ path, body }) => {
    if (path === '/clubs/mine') return { content: [myClub()] };
    if (path === '/products/club')
      return [clubProduct({ title: 'Trikot-Sponsoring', deliveryAvailable: true })];
    if (path === '/events/club-all') return [clubEvent()];
    if (path === '/donations/deliveries') {
      const { status } = body as { status: 'open' | 'sent' };
      const page: DeliveryPage = {
        deliveries: state[status],
        open: state.open.length,
        sent: state.sent.length,
      };
      return page;
    }
    if (path === '/donations/deliveries/export') {
      const { status } = body as { status: 'open' | 'sent' };
      return {
        fileName: `tifo-deliveries-${status}-2026-11-25.csv`,
        csv: '\uFEFF"Bezahlt am"\r\n',
        rows: state[status].length,
      };
    }
    if (path === '/donations/deliveries/sent') {
      if (failMark) return new Reply(403, errorBody('forbidden', 'status403'));
      const { donationId, sent } = body as { donationId: string; sent: boolean };
      const from = sent ? state.open : state.sent;
      const moved = from.find((item) => item.donationId === donationId);
      if (!moved) return undefined;
      const sentAt = sent ? '2026-11-25T10:00:00.000Z' : null;
      state.open = state.open.filter((item) => item.donationId !== donationId);
      state.sent = state.sent.filter((item) => item.donationId !== donationId);
      (sent ? state.sent : state.open).push({ ...moved, sentAt });
      return { sentAt };
    }
    return undefined;
  });
}

describe('the products tab’s deliveries (what the club has to send)', () => {
  beforeEach(() => {
    clearSession();
    setLanguage('du');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it(
    'lists the open deliveries with the address, marks one as sent and shows it among the sent ones',
    async () => {
      logInAs('ROLE_CLUB_OPERATOR');
      const state = {
        open: [delivery(ANNA, 'Anna Muster'), delivery(BEN, 'Ben Keller')],
        sent: [] as Delivery[],
      };
      const calls = clubWithDeliveries(state);
      renderRoutes(routes, '/profile/club?tab=products');
      const section = await screen.findByRole('region', { name: 'Lieferungen' }, WAIT);
      const items = await within(section).findAllByTestId('delivery', {}, WAIT);
      expect(items).toHaveLength(2);
      expect(within(items[0]!).getByText('Trikot-Sponsoring für Anna Muster')).toBeInTheDocument();
      expect(within(items[0]!).getByText('Bezahlt am 20.11.2026')).toBeInTheDocument();
      expect(within(items[0]!).getByTestId('delivery-address')).toHaveTextContent(
        /Anna Muster\s*Seestrasse 5\s*8001 Zürich\s*Schweiz/,
      );
      expect(within(items[0]!).getByRole('link', { name: '079 123 45 67' })).toHaveAttribute(
        'href',
        'tel:0791234567',
      );
      expect(within(items[0]!).getByText('Hinweis: «Bitte beim Nachbarn abgeben»')).toBeInTheDocument();
      expect(within(section).getByRole('radio', { name: 'Offen (2)' })).toBeChecked();

      await userEvent.click(within(items[0]!).getByRole('button', { name: 'Als versendet markieren' }));
      expect(
        await within(section).findByText(
          'Die Lieferung an Anna Muster ist als versendet markiert.',
          {},
          WAIT,
        ),
      ).toBeInTheDocument();
      expect(callsTo(calls, '/donations/deliveries/sent')[0]?.body).toEqual({
        clubId: CLUB_ID,
        donationId: ANNA,
        sent: true,
      });
      await waitFor(() => expect(within(section).getAllByTestId('delivery')).toHaveLength(1), WAIT);
      expect(within(section).getByRole('radio', { name: 'Offen (1)' })).toBeChecked();

      // The open ones as CSV, e.g. for address labels: the file saved, its rows counted.
      const saved: string[] = [];
      vi.stubGlobal(
        'URL',
        class extends URL {
          static override createObjectURL = () => 'blob:deliveries';
          static override revokeObjectURL = () => {};
        },
      );
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      await userEvent.click(within(section).getByRole('button', { name: 'Als CSV herunterladen' }));
      expect(await within(section).findByText('1 Lieferung exportiert.', {}, WAIT)).toBeInTheDocument();
      expect(saved).toEqual(['tifo-deliveries-open-2026-11-25.csv']);
      expect(callsTo(calls, '/donations/deliveries/export')[0]?.body).toEqual({
        clubId: CLUB_ID,
        status: 'open',
      });

      await userEvent.click(within(section).getByText('Versendet (1)'));
      await waitFor(
        () => expect(within(section).getByText('Versendet am 25.11.2026')).toBeInTheDocument(),
        WAIT,
      );
      expect(within(section).getByRole('button', { name: 'Wieder als offen markieren' })).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'says when there is nothing to send',
    async () => {
      logInAs('ROLE_CLUB');
      clubWithDeliveries({ open: [], sent: [] });
      renderRoutes(routes, '/profile/club?tab=products');
      const section = await screen.findByRole('region', { name: 'Lieferungen' }, WAIT);
      expect(
        await within(section).findByText(
          'Nichts zu versenden. Neue Bestellungen mit Lieferung erscheinen hier.',
          {},
          WAIT,
        ),
      ).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the server’s reason when marking fails, and nothing for a club without delivery products',
    async () => {
      logInAs('ROLE_CLUB');
      clubWithDeliveries({ open: [delivery(ANNA, 'Anna Muster')], sent: [] }, true);
      const view = renderRoutes(routes, '/profile/club?tab=products');
      const section = await screen.findByRole('region', { name: 'Lieferungen' }, WAIT);
      await userEvent.click(
        await within(section).findByRole('button', { name: 'Als versendet markieren' }, WAIT),
      );
      expect(await within(section).findByRole('alert', {}, WAIT)).toHaveTextContent(
        'Du hast keine Berechtigung, auf diesen Bereich zuzugreifen.',
      );
      view.unmount();

      vi.unstubAllGlobals();
      mockApi(({ path }) => {
        if (path === '/clubs/mine') return { content: [myClub()] };
        if (path === '/products/club') return [clubProduct()];
        if (path === '/events/club-all') return [];
        if (path === '/donations/deliveries') return { deliveries: [], open: 0, sent: 0 };
        return undefined;
      });
      renderRoutes(routes, '/profile/club?tab=products');
      expect(await screen.findByText('Trainingsball', {}, WAIT)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Lieferungen' })).toBeNull();
    },
    TEST_TIMEOUT,
  );
});
