import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicProduct } from '@tifo/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../src/i18n';
import { clearSession } from '../src/lib/session';
import { routes } from '../src/router';
import { fillCardPayment } from './checkoutSteps';
import { callsTo, mockApi, publicProduct, type RecordedCall } from './clubFixtures';
import { logIn } from './orgFixtures';
import { renderRoutes } from './render';

/* Issue 48: the donor may cover the platform fee at checkout, so that the club receives the chosen amount. */

const WAIT = { timeout: 10_000 };
const PRODUCT_ID = '5d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f';

function openCheckout(item: PublicProduct, coversFee: boolean) {
  const calls = mockApi((call: RecordedCall) => {
    if (call.path === '/products/filter') return item;
    if (call.path === '/donations/giver') return { company: null, coversFee };
    if (call.path === '/payments/sandbox/payment-methods') return { id: 'pm_12345678' };
    if (call.path === '/payments/pay')
      return { status: 'succeeded', paymentIntentId: 'pi_12345678', success: 1, amount: 62.5 };
    return undefined;
  });
  const view = renderRoutes(routes, '/');
  act(() => {
    void view.router.navigate('/donation/checkout', {
      state: { productId: item.id, returnTo: '/fc-seefeld-zurich' },
    });
  });
  return calls;
}

async function toPayment(amount: string) {
  await userEvent.type(await screen.findByLabelText(/Dein Betrag/, {}, WAIT), amount);
  await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
  await screen.findByRole('heading', { name: 'Zahlungsart' }, WAIT);
}

describe('covering the fee at checkout', () => {
  beforeEach(() => {
    clearSession();
    setLanguage('du');
    logIn({ verified: true, donationEnabled: true });
  });

  it('is off by default; ticked, the summary and the button charge CHF 62.50 for CHF 50 and the payment says so', async () => {
    const calls = openCheckout(publicProduct({ id: PRODUCT_ID }), false);
    await toPayment('50');
    const choice = screen.getByRole('checkbox', {
      name: 'CHF 12.50 hinzufügen, damit FC Seefeld Zürich die vollen CHF 50.00 erhält',
    });
    expect(choice).not.toBeChecked();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('CHF 50.00');
    expect(screen.getByTestId('summary-club')).toHaveTextContent('CHF 40.00');

    await userEvent.click(choice);
    expect(screen.getByTestId('summary-total')).toHaveTextContent('CHF 62.50');
    expect(screen.getByTestId('summary-club')).toHaveTextContent('CHF 50.00');
    expect(screen.getByTestId('summary-fee')).toHaveTextContent('CHF 12.50');
    expect(screen.getByTestId('summary-covered')).toHaveTextContent('CHF 12.50');
    expect(
      screen.getByText('Du übernimmst die Gebühr: FC Seefeld Zürich erhält den ganzen gewählten Betrag.'),
    ).toBeInTheDocument();

    await fillCardPayment();
    await userEvent.click(screen.getByRole('button', { name: 'CHF 62.50 bezahlen' }));
    await screen.findByText('Zahlung erfolgreich! Vielen Dank für Deine Spende.', {}, WAIT);
    // The chosen amount travels with the choice; the server grosses it up by the same rule.
    expect(callsTo(calls, '/payments/pay')[0]?.body).toMatchObject({ amount: '50.00', coverFee: true });
  }, 40_000);

  it('starts ticked for a donor who covered the fee last time', async () => {
    openCheckout(publicProduct({ id: PRODUCT_ID }), true);
    await toPayment('10');
    const choice = screen.getByRole('checkbox', {
      name: 'CHF 2.50 hinzufügen, damit FC Seefeld Zürich die vollen CHF 10.00 erhält',
    });
    expect(choice).toBeChecked();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('CHF 12.50');
  }, 40_000);
});
