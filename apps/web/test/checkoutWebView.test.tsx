import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../src/i18n';
import { clearSession } from '../src/lib/session';
import { routes } from '../src/router';
import { publicProduct } from './clubFixtures';
import { renderRoutes } from './render';

const WAIT = { timeout: 10_000 };
const PRODUCT_ID = '5d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f';
const CLUB_ID = '3b0a6c1e-7d1f-4a43-9a57-2b6f0c8f1a11';
const USER_ID = '7c2a1f0e-2f4b-4c8e-9a51-0a4f3b1c2d3e';

const product = publicProduct({ id: PRODUCT_ID, clubId: CLUB_ID, description: '' });

interface Seen {
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown> | undefined;
}

function stubFetch(): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      seen.push({ url, authorization: headers.Authorization, body });
      const answer =
        url === '/api/products/filter'
          ? product
          : url === '/api/payments/sandbox/payment-methods'
            ? { id: 'pm_12345678' }
            : { status: 'succeeded', paymentIntentId: 'pi_12345678', success: 1, amount: 25 };
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return seen;
}

describe('card payment web view (/payment-stripe/…)', () => {
  beforeEach(() => {
    clearSession();
    setLanguage('du');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('pays with the token of the path, without a browser session, and refuses an invalid amount', async () => {
    const seen = stubFetch();
    const { router } = renderRoutes(
      routes,
      `/payment-stripe/${PRODUCT_ID}/${CLUB_ID}/${USER_ID}/app-token-123/25`,
    );
    expect(await screen.findByTestId('summary-total', {}, WAIT)).toHaveTextContent('CHF 25.00');
    await userEvent.type(screen.getByLabelText(/Name auf der Karte/), 'Nina Keller');
    fireEvent.change(screen.getByTestId('card-number'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByTestId('card-expiry'), { target: { value: '1230' } });
    fireEvent.change(screen.getByTestId('card-cvc'), { target: { value: '123' } });
    await userEvent.click(screen.getByRole('button', { name: 'CHF 25.00 bezahlen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/twint-success'), WAIT);
    const pay = seen.find((call) => call.url === '/api/payments/pay');
    expect(pay?.authorization).toBe('Bearer app-token-123');
    expect(pay?.body).toMatchObject({
      productId: PRODUCT_ID,
      amount: '25.00',
      paymentMethodId: 'pm_12345678',
    });
    expect(seen.find((call) => call.url === '/api/payments/sandbox/payment-methods')?.authorization).toBe(
      'Bearer app-token-123',
    );
  }, 40_000);

  it('shows the amount rule for an amount under CHF 5', async () => {
    stubFetch();
    renderRoutes(routes, `/payment-stripe/${PRODUCT_ID}/${CLUB_ID}/${USER_ID}/app-token-123/4`);
    expect(await screen.findByText('Bitte gib einen Zahlungsbetrag ein.', {}, WAIT)).toBeInTheDocument();
  }, 40_000);
});
