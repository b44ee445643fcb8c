import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentLink } from '@tifo/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import i18n, { setLanguage } from '../src/i18n';
import { clearSession } from '../src/lib/session';
import { routes } from '../src/router';
import { callsTo, mockApi } from './clubFixtures';
import { CLUB_ID, clubProduct, logInAs, myClub } from './offersFixtures';
import { renderRoutes } from './render';

/* Issue 48: the dashboard's "Share & embed" tab — payment links, the donate button's snippet, gifts by source. */

const WAIT = { timeout: 8000 };
const PRODUCT = clubProduct({ title: 'Freier Beitrag' });

function link(overrides: Partial<PaymentLink> = {}): PaymentLink {
  return {
    id: '8e3c9f1a-2b4d-4c6e-8f00-1a2b3c4d5e6f',
    code: 'webseite22',
    url: 'http://localhost:3000/l/webseite22',
    productId: PRODUCT.id,
    productTitle: 'Freier Beitrag',
    source: 'Vereinswebsite',
    amount: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    archived: false,
    gifts: 6,
    gross: 175,
    net: 140,
    ...overrides,
  };
}

beforeAll(async () => {
  await i18n.loadNamespaces(['offers', 'dashboard']);
});
beforeEach(() => {
  clearSession();
  setLanguage('du');
  logInAs('ROLE_CLUB_OPERATOR');
});

describe('the Share & embed tab', () => {
  it('makes a link, shows each with its gifts, gives the button’s snippet and splits the gifts by source', async () => {
    const links = [link()];
    const calls = mockApi((call) => {
      if (call.path === '/clubs/mine') return { content: [myClub({ role: 'ROLE_CLUB_OPERATOR' })] };
      if (call.path === '/products/club') return [PRODUCT];
      if (call.path === '/payment-links/list') return { content: links };
      if (call.path === '/payment-links') {
        const made = link({
          id: '9f4d0a2b-3c5e-4d7f-9a11-2b3c4d5e6f70',
          code: 'heimspiel2',
          source: 'Heimspiel 12',
          gifts: 0,
          gross: 0,
          net: 0,
        });
        links.unshift(made);
        return made;
      }
      if (call.path === '/payment-links/embed')
        return {
          origins: ['https://fcseefeld.ch'],
          pages: [{ origin: 'https://fcseefeld.ch', gifts: 2, gross: 70 }],
        };
      if (call.path === '/donations/sources')
        return {
          content: [
            { linkId: null, source: null, gifts: 94, gross: 12910, net: 11388 },
            { linkId: links.at(-1)?.id ?? null, source: 'Vereinswebsite', gifts: 6, gross: 175, net: 140 },
          ],
        };
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/profile/club?tab=share');
    const list = await screen.findByTestId('payment-links', {}, WAIT);
    expect(within(list).getByText('6 Spenden · CHF 175.00')).toBeInTheDocument();
    expect(screen.getByTestId('embed-snippet')).toHaveTextContent(
      `<script src="${window.location.origin}/embed/donate.js" defer></script> <tifo-donate link="webseite22" lang="de"></tifo-donate>`,
    );

    // The websites allowed to show the button, and those its gifts came from.
    expect(
      await screen.findByText('https://fcseefeld.ch — 2 Spenden · CHF 70.00', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Websites, die den Knopf zeigen dürfen/ })).toHaveValue(
      'https://fcseefeld.ch',
    );

    await user.type(screen.getByRole('textbox', { name: /Quelle/ }), 'Heimspiel 12');
    await user.click(screen.getByRole('button', { name: 'Link erstellen' }));
    await waitFor(() =>
      expect(callsTo(calls, '/payment-links')[0]?.body).toEqual({
        clubId: CLUB_ID,
        productId: PRODUCT.id,
        source: 'Heimspiel 12',
        amount: null,
      }),
    );
    expect(await within(list).findByText('Heimspiel 12', {}, WAIT)).toBeInTheDocument();

    const table = await screen.findByTestId('sources-table', {}, WAIT);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Tifo (Vereinsseite)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('99 %')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Vereinswebsite')).toBeInTheDocument();
    expect(callsTo(calls, '/donations/sources')[0]?.body).toEqual({ clubId: CLUB_ID, period: 'year' });
  });
});
