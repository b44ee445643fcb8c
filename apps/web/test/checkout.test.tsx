import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicProduct } from '@tifo/contract';
import deMessages from '@tifo/contract/locales/de/messages.json';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canSubmit, twintAllowed } from '../src/components/checkout/PaymentStep';
import { setLanguage } from '../src/i18n';
import { sandboxCardProvider, setCardProvider } from '../src/lib/cardProvider';
import { DELIVERY_STORAGE_KEY, loadDeliveryInfo, saveDeliveryInfo } from '../src/lib/deliveryStorage';
import { clearSession } from '../src/lib/session';
import { routes } from '../src/router';
import { fillCardPayment } from './checkoutSteps';
import { callsTo, mockApi, publicProduct, type RecordedCall } from './clubFixtures';
import { logIn as logInAs } from './orgFixtures';
import { renderRoutes } from './render';

const WAIT = { timeout: 10_000 };
const PROCESSING = deMessages.paymentProcessing;
const TEST_TIMEOUT = 40_000;
const CLUB_ID = '3b0a6c1e-7d1f-4a43-9a57-2b6f0c8f1a11';
const PRODUCT_ID = '5d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f';

function product(overrides: Partial<PublicProduct> = {}): PublicProduct {
  return publicProduct({ id: PRODUCT_ID, clubId: CLUB_ID, ...overrides });
}

function logIn(donationEnabled = true): void {
  logInAs({ verified: donationEnabled, donationEnabled });
}

/** Opens checkout as the club page does: product id and return route in navigation state. */
function openCheckout(item: PublicProduct, handler: (call: RecordedCall) => unknown = () => undefined) {
  const calls = mockApi((call) => (call.path === '/products/filter' ? item : handler(call)));
  const view = renderRoutes(routes, '/');
  act(() => {
    void view.router.navigate('/donation/checkout', {
      state: { productId: item.id, returnTo: '/fc-seefeld-zurich' },
    });
  });
  return { calls, ...view };
}

const next = () => screen.getByRole('button', { name: 'Weiter' });

describe('checkout', () => {
  beforeEach(() => {
    clearSession();
    setLanguage('du');
    logIn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    setCardProvider(sandboxCardProvider);
  });

  it(
    'shows the product in the language chosen during checkout, keeping the amount typed',
    async () => {
      const french = 'Vous choisissez le montant.';
      const calls = mockApi((call) =>
        call.path === '/products/filter'
          ? product({ description: call.language === 'fr' ? french : 'Du bestimmst den Betrag.' })
          : undefined,
      );
      const view = renderRoutes(routes, '/');
      act(() => {
        void view.router.navigate('/donation/checkout', {
          state: { productId: PRODUCT_ID, returnTo: '/fc-seefeld-zurich' },
        });
      });
      const amount = await screen.findByLabelText(/Dein Betrag/, {}, WAIT);
      expect(screen.getByText('Du bestimmst den Betrag.')).toBeInTheDocument();
      await userEvent.type(amount, '25');
      await act(() => setLanguage('fr'));
      expect(await screen.findByText(french, {}, WAIT)).toBeInTheDocument();
      expect(screen.queryByText('Du bestimmst den Betrag.')).not.toBeInTheDocument();
      expect(callsTo(calls, '/products/filter').map((call) => call.language)).toEqual(['de', 'fr']);
      expect(screen.getByDisplayValue('25')).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'opens the offer named in the address (?product=), as after a reload, without navigation state',
    async () => {
      const calls = mockApi((call) => (call.path === '/products/filter' ? product() : undefined));
      renderRoutes(routes, `/donation/checkout?product=${PRODUCT_ID}`);
      expect(await screen.findByLabelText(/Dein Betrag/, {}, WAIT)).toBeInTheDocument();
      expect(callsTo(calls, '/products/filter')[0]?.body).toEqual({ id: PRODUCT_ID });
    },
    TEST_TIMEOUT,
  );

  it(
    'asks for an open amount of at least CHF 5, accepting digits and one decimal point only',
    async () => {
      const { calls } = openCheckout(product());
      const amount = await screen.findByLabelText(/Dein Betrag/, {}, WAIT);
      expect(callsTo(calls, '/products/filter')[0]?.body).toEqual({ id: PRODUCT_ID });
      await userEvent.type(amount, '4a.9.9');
      expect(amount).toHaveValue('4.99');
      await userEvent.click(next());
      expect(await screen.findByText('Bitte gib einen Zahlungsbetrag ein.', {}, WAIT)).toBeInTheDocument();
      await userEvent.clear(amount);
      await userEvent.type(amount, '25');
      await userEvent.click(next());
      expect(await screen.findByRole('heading', { name: 'Zahlungsart' }, WAIT)).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'caps a crowdfunding amount at what is still missing',
    async () => {
      openCheckout(
        product({
          productType: 'crowd',
          crowdFunding: true,
          price: 8000,
          targetAmount: 8000,
          totalFunded: 7990,
        }),
      );
      const amount = await screen.findByLabelText(/Dein Betrag/, {}, WAIT);
      await userEvent.type(amount, '10.50');
      await userEvent.click(next());
      expect(await screen.findByText('Maximaler Spendenbetrag CHF 10.00', {}, WAIT)).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it('shows the delivery step only for delivery products, with required fields and a checked phone number', async () => {
    openCheckout(product({ title: 'Trikot', productType: 'fixed', price: 150, deliveryAvailable: true }));
    expect(await screen.findByText('Lieferadresse', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('CHF 150.00')).toBeInTheDocument();
    await userEvent.click(next());
    await userEvent.click(await screen.findByRole('button', { name: 'Weiter zur Zahlung' }, WAIT));
    const fullName = screen.getByLabelText(/Vor- und Nachname/);
    const required = await screen.findAllByText('Pflichtfeld', {}, WAIT);
    expect(required).toHaveLength(4);
    fireEvent.change(fullName, { target: { value: 'Anna Muster' } });
    expect(screen.getAllByText('Pflichtfeld')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText(/^Adresse/), { target: { value: 'Seefeldstrasse 1' } });
    fireEvent.change(screen.getByLabelText(/Postleitzahl/), { target: { value: '8008' } });
    fireEvent.change(screen.getByLabelText(/^Ort/), { target: { value: 'Zürich' } });
    fireEvent.change(screen.getByLabelText(/Telefonnummer/), { target: { value: '12ab' } });
    await userEvent.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));
    expect(await screen.findByText('Ungültige Telefonnummer', {}, WAIT)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Telefonnummer/), { target: { value: '079 123 4567' } });
    await userEvent.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));
    expect(await screen.findByRole('heading', { name: 'Zahlungsart' }, WAIT)).toBeInTheDocument();
    expect(loadDeliveryInfo()?.fullName).toBe('Anna Muster');
  }, 40_000);

  it(
    'goes straight from the product to the payment when the product has no delivery',
    async () => {
      openCheckout(product({ productType: 'fixed', price: 25 }));
      await screen.findByText('CHF 25.00', {}, WAIT);
      expect(screen.queryByText('Lieferadresse')).not.toBeInTheDocument();
      await userEvent.click(next());
      expect(await screen.findByRole('heading', { name: 'Zahlungsart' }, WAIT)).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the full amount, what the club receives and the fee: CHF 25 → 20.00 and 5.00',
    async () => {
      openCheckout(product({ productType: 'fixed', price: 25 }));
      await screen.findByText('CHF 25.00', {}, WAIT);
      await userEvent.click(next());
      expect(await screen.findByTestId('summary-total', {}, WAIT)).toHaveTextContent('CHF 25.00');
      expect(screen.getByTestId('summary-club')).toHaveTextContent('CHF 20.00');
      expect(screen.getByTestId('summary-fee')).toHaveTextContent('CHF 5.00');
    },
    TEST_TIMEOUT,
  );

  it(
    'keeps the pay button disabled until method, terms and the cardholder name are there',
    async () => {
      openCheckout(product({ productType: 'fixed', price: 25 }));
      await screen.findByText('CHF 25.00', {}, WAIT);
      await userEvent.click(next());
      const submit = await screen.findByRole('button', { name: 'CHF 25.00 bezahlen' }, WAIT);
      expect(submit).toBeDisabled();
      await userEvent.click(screen.getByRole('radio', { name: 'Kreditkarte' }));
      expect(submit).toBeDisabled();
      await userEvent.click(screen.getByRole('checkbox', { name: /AGB/ }));
      expect(submit).toBeDisabled();
      await userEvent.type(screen.getByLabelText(/Name auf der Karte/), 'Anna Muster');
      expect(submit).toBeEnabled();
      await userEvent.click(screen.getByRole('radio', { name: 'TWINT' }));
      expect(screen.getByRole('button', { name: 'Weiter zu TWINT' })).toBeEnabled();
    },
    TEST_TIMEOUT,
  );

  it(
    'asks before a second subscription to the same offer starts, and says so to the server (issue 45)',
    async () => {
      const { calls } = openCheckout(
        product({ productType: 'subscription', price: 20, recurringProduct: true, recurringPeriod: 'month' }),
        (call) => {
          if (call.path === '/subscriptions') {
            return {
              content: [
                {
                  id: '5e0c3d8a-6b1f-4c2e-9a7d-3f1e2d4c5b6a',
                  amount: 20,
                  nextDate: '2026-12-24T00:00:00.000Z',
                  status: 'active',
                  period: 'month',
                  product: { id: PRODUCT_ID, title: 'Monatsbeitrag', image: null },
                  club: { id: CLUB_ID, name: 'FC Seefeld Zürich', shortName: 'fc-seefeld-zurich' },
                  card: 'Visa •••• 4242',
                  confirmUrl: null,
                  failedAttempts: 0,
                },
              ],
            };
          }
          if (call.path === '/payments/sandbox/payment-methods') return { id: 'pm_12345678' };
          if (call.path === '/payments/pay')
            return { status: 'succeeded', paymentIntentId: 'pi_12345678', success: 1, amount: 20 };
          return undefined;
        },
      );
      await screen.findByText('CHF 20.00', {}, WAIT);
      await userEvent.click(next());
      expect(
        await screen.findByText('Du hast für dieses Angebot bereits ein Abo', {}, WAIT),
      ).toBeInTheDocument();
      expect(
        screen.getByText(/Dein Abo über CHF 20.00 läuft; die nächste Zahlung ist am 24.12.2026/),
      ).toBeInTheDocument();
      await fillCardPayment();
      const payButton = screen.getByRole('button', { name: /bezahlen/ });
      expect(payButton).toBeDisabled();
      expect(screen.getByText(deMessages.subscriptionAlreadyActive)).toBeInTheDocument();
      await userEvent.click(
        screen.getByRole('checkbox', { name: 'Ja, ich möchte ein zweites Abo abschliessen' }),
      );
      expect(payButton).toBeEnabled();
      await userEvent.click(payButton);
      await waitFor(() => expect(callsTo(calls, '/payments/pay')).toHaveLength(1), WAIT);
      expect(callsTo(calls, '/payments/pay')[0]?.body).toMatchObject({ confirmSecondSubscription: true });
    },
    TEST_TIMEOUT,
  );

  it(
    'offers TWINT only for products that do not recur, or memberships',
    async () => {
      openCheckout(
        product({ productType: 'subscription', price: 20, recurringProduct: true, recurringPeriod: 'month' }),
      );
      await screen.findByText('CHF 20.00', {}, WAIT);
      await userEvent.click(next());
      await screen.findByRole('radio', { name: 'Kreditkarte' }, WAIT);
      expect(screen.queryByRole('radio', { name: 'TWINT' })).not.toBeInTheDocument();
      expect(twintAllowed({ recurringProduct: true, productType: 'membership' })).toBe(true);
      expect(twintAllowed({ recurringProduct: false, productType: 'fixed' })).toBe(true);
      expect(twintAllowed({ recurringProduct: true, productType: 'subscription' })).toBe(false);
      expect(canSubmit('card', true, '  ')).toBe(false);
      expect(canSubmit('twint', true, '')).toBe(true);
      expect(canSubmit(null, true, 'Anna')).toBe(false);
    },
    TEST_TIMEOUT,
  );

  it(
    'pays by card: payment method, pay, success message, success page with the amount after 1.5 s',
    async () => {
      saveDeliveryInfo({
        fullName: 'x',
        address1: 'y',
        address2: '',
        city: 'z',
        postalCode: '1',
        country: 'CH',
        phoneNumber: '',
        additionalNotes: '',
      });
      const { calls, router } = openCheckout(product({ productType: 'fixed', price: 25 }), (call) => {
        if (call.path === '/payments/sandbox/payment-methods') return { id: 'pm_12345678' };
        if (call.path === '/payments/pay')
          return { status: 'succeeded', paymentIntentId: 'pi_12345678', success: 1, amount: 25 };
        return undefined;
      });
      await screen.findByText('CHF 25.00', {}, WAIT);
      await userEvent.click(next());
      await userEvent.click(await screen.findByRole('radio', { name: 'Kreditkarte' }, WAIT));
      await userEvent.type(screen.getByLabelText(/Name auf der Karte/), 'Anna Muster');
      await userEvent.click(screen.getByRole('checkbox', { name: /AGB/ }));
      // An incomplete card is refused in the browser.
      fireEvent.change(screen.getByTestId('card-number'), { target: { value: '4242' } });
      await userEvent.click(screen.getByRole('button', { name: 'CHF 25.00 bezahlen' }));
      expect(await screen.findByText('Unvollständige Kartenangaben', {}, WAIT)).toBeInTheDocument();
      fireEvent.change(screen.getByTestId('card-number'), { target: { value: '4242424242424242' } });
      fireEvent.change(screen.getByTestId('card-expiry'), { target: { value: '1230' } });
      fireEvent.change(screen.getByTestId('card-cvc'), { target: { value: '123' } });
      await userEvent.click(screen.getByRole('button', { name: 'CHF 25.00 bezahlen' }));
      expect(
        await screen.findByText('Zahlung erfolgreich! Vielen Dank für Deine Spende.', {}, WAIT),
      ).toBeInTheDocument();
      expect(callsTo(calls, '/payments/sandbox/payment-methods')[0]?.body).toMatchObject({
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
        name: 'Anna Muster',
      });
      const payBody = callsTo(calls, '/payments/pay')[0]?.body;
      expect(payBody).toMatchObject({
        productId: PRODUCT_ID,
        amount: '25.00',
        quantity: 1,
        paymentMethodId: 'pm_12345678',
      });
      expect(JSON.stringify(payBody)).not.toContain('4242');
      expect(localStorage.getItem(DELIVERY_STORAGE_KEY)).toBeNull();
      await waitFor(() => expect(router.state.location.pathname).toBe('/payment/twint-success'), WAIT);
      expect(await screen.findByTestId('paid-amount', {}, WAIT)).toHaveTextContent('CHF 25.00');
    },
    TEST_TIMEOUT,
  );

  it(
    'sends a requires_action payment to the 3-D Secure challenge and a failed one to the error page',
    async () => {
      const challenge = vi.fn();
      setCardProvider({
        name: 'sandbox',
        createPaymentMethod: async () => 'pm_12345678',
        startChallenge: challenge,
      });
      let answer: unknown = {
        status: 'requires_action',
        paymentIntentId: 'pi_abcdefgh',
        clientSecret: 'pi_abcdefgh_secret',
        success: 0,
        amount: 25,
      };
      openCheckout(product({ productType: 'fixed', price: 25 }), (call) =>
        call.path === '/payments/pay' ? answer : undefined,
      );
      await screen.findByText('CHF 25.00', {}, WAIT);
      await userEvent.click(next());
      await fillCardPayment('4000002760003184');
      await userEvent.click(screen.getByRole('button', { name: 'CHF 25.00 bezahlen' }));
      await waitFor(() => expect(challenge).toHaveBeenCalled(), WAIT);
      expect(challenge.mock.calls[0]?.[0]).toMatchObject({
        paymentIntentId: 'pi_abcdefgh',
        returnUrl: '/donation/checkout?challenge=done',
      });
      expect(JSON.parse(sessionStorage.getItem('pendingCardPayment') ?? '{}')).toMatchObject({
        productId: PRODUCT_ID,
        paymentIntentId: 'pi_abcdefgh',
      });
      // Back from the challenge: checkout pays again with the intent; a refusal leads to the error page.
      answer = undefined;
      cleanup();
      const back = renderRoutes(routes, '/donation/checkout?challenge=done');
      await waitFor(() => expect(back.router.state.location.pathname).toBe('/payment/twint-error'), WAIT);
      expect(await screen.findByText(/Zahlung fehlgeschlagen\. Hoppla/, {}, WAIT)).toBeInTheDocument();
      expect(
        within(screen.getByTestId('payment-error')).getByRole('link', { name: 'Zur Startseite' }),
      ).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'says the payment is being processed when the provider decides later (202)',
    async () => {
      setCardProvider({
        name: 'sandbox',
        createPaymentMethod: async () => 'pm_12345678',
        startChallenge: vi.fn(),
      });
      openCheckout(product({ productType: 'fixed', price: 25 }), (call) =>
        call.path === '/payments/pay'
          ? { status: 'processing', paymentIntentId: 'pi_12345678', success: 0, amount: 25 }
          : undefined,
      );
      await screen.findByText('CHF 25.00', {}, WAIT);
      await userEvent.click(next());
      await fillCardPayment('4000000000009110');
      await userEvent.click(screen.getByRole('button', { name: 'CHF 25.00 bezahlen' }));
      expect(await screen.findByText(PROCESSING, {}, WAIT)).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the TWINT initialisation error when no transaction comes back',
    async () => {
      const { calls } = openCheckout(product({ productType: 'fixed', price: 25 }), (call) =>
        call.path === '/payments/initialize-twint' ? {} : undefined,
      );
      await screen.findByText('CHF 25.00', {}, WAIT);
      await userEvent.click(next());
      await userEvent.click(await screen.findByRole('radio', { name: 'TWINT' }, WAIT));
      await userEvent.click(screen.getByRole('checkbox', { name: /AGB/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Weiter zu TWINT' }));
      expect(await screen.findByText(/TWINT-Zahlung konnte nicht/, {}, WAIT)).toBeInTheDocument();
      expect(callsTo(calls, '/payments/initialize-twint')[0]?.body).toMatchObject({
        productId: PRODUCT_ID,
        amount: '25.00',
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'leaves checkout when it was opened without a product',
    async () => {
      const calls = mockApi(() => undefined);
      const { router } = renderRoutes(routes, '/donation/checkout');
      await waitFor(() => expect(router.state.location.pathname).toBe('/'), WAIT);
      expect(callsTo(calls, '/products/filter')).toHaveLength(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'asks a user without a verified e-mail to verify it',
    async () => {
      clearSession();
      logIn(false);
      openCheckout(product());
      expect(await screen.findByTestId('checkout-verify', {}, WAIT)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Bestätigungs-E-Mail senden' })).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'posts the TWINT transaction on return and shows the amount',
    async () => {
      const calls = mockApi((call) =>
        call.path === '/payments/pay-twint'
          ? {
              status: 'succeeded',
              donationId: CLUB_ID,
              amount: 25,
              productId: PRODUCT_ID,
              clubName: 'FC',
              message: 'ok',
            }
          : undefined,
      );
      renderRoutes(routes, '/payment/twint-success?datatransTrxId=trx_123');
      expect(await screen.findByTestId('paid-amount', {}, WAIT)).toHaveTextContent('CHF 25.00');
      expect(callsTo(calls, '/payments/pay-twint')[0]?.body).toEqual({ datatransTrxId: 'trx_123' });
    },
    TEST_TIMEOUT,
  );
});
