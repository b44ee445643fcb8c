import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../src/i18n';
import { ApiError } from '../src/lib/api';
import { cardProvider, sandboxCardProvider, setCardProvider } from '../src/lib/cardProvider';
import { clearSession } from '../src/lib/session';
import { createStripeCardProvider, type StripeCardApi } from '../src/lib/stripeCardProvider';
import { routes } from '../src/router';
import { callsTo, mockApi, publicProduct, type RecordedCall } from './clubFixtures';
import { logIn } from './orgFixtures';
import { renderRoutes } from './render';

/** A stand-in for Stripe.js: what loadStripe answers, with a card Element the test types into. */
const fake = vi.hoisted(() => {
  const handlers: Record<string, (event: unknown) => void> = {};
  const element = {
    mount: vi.fn(),
    destroy: vi.fn(),
    update: vi.fn(),
    on: vi.fn((name: string, handler: (event: unknown) => void) => {
      handlers[name] = handler;
    }),
  };
  const create = vi.fn(() => element);
  const stripe = {
    elements: vi.fn(() => ({ create })),
    createPaymentMethod: vi.fn(),
    handleNextAction: vi.fn(),
  };
  return {
    element,
    create,
    stripe,
    loadStripe: vi.fn(async () => stripe),
    /** What the Element reports as the donor types. */
    type: (event: { complete: boolean; error?: { message: string } }) => handlers.change?.(event),
  };
});

vi.mock('@stripe/stripe-js', () => ({ loadStripe: fake.loadStripe }));

const WAIT = { timeout: 10_000 };
const TEST_TIMEOUT = 40_000;
const USER_ID = '7c2a1f0e-2f4b-4c8e-9a51-0a4f3b1c2d3e';
const CLUB_ID = '3b0a6c1e-7d1f-4a43-9a57-2b6f0c8f1a11';
const PRODUCT_ID = '5d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f';
const KEY = 'pk_test_tifo123';
const INTENT = 'pi_stripe1234567';
const SECRET = `${INTENT}_secret_abc`;

const product = publicProduct({
  id: PRODUCT_ID,
  clubId: CLUB_ID,
  title: 'Trikot',
  description: '',
  price: 25,
  productType: 'fixed',
});

/** The server of a Stripe deployment: config names Stripe; pay asks for 3-D Secure, then books the intent. */
function stripeServer(confirmation: (call: RecordedCall) => unknown) {
  return (call: RecordedCall) => {
    if (call.path === '/payments/config') return { cardProvider: 'stripe', publishableKey: KEY };
    if (call.path === '/products/filter') return product;
    if (call.path === '/payments/pay' && call.body?.paymentMethodId) {
      return {
        status: 'requires_action',
        paymentIntentId: INTENT,
        clientSecret: SECRET,
        success: 0,
        amount: 25,
      };
    }
    if (call.path === '/payments/pay' && call.body?.paymentIntentId) return confirmation(call);
    return undefined;
  };
}

async function toCardPayment(handler: (call: RecordedCall) => unknown) {
  const calls = mockApi(handler);
  const view = renderRoutes(routes, '/');
  act(() => {
    void view.router.navigate('/donation/checkout', { state: { productId: PRODUCT_ID } });
  });
  await screen.findByText('CHF 25.00', {}, WAIT);
  await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
  await userEvent.click(await screen.findByRole('radio', { name: 'Kreditkarte' }, WAIT));
  await userEvent.type(screen.getByLabelText(/Name auf der Karte/), 'Anna Muster');
  await userEvent.click(screen.getByRole('checkbox', { name: /AGB/ }));
  // Stripe's Element is mounted in place of the sandbox field.
  await waitFor(() => expect(fake.element.mount).toHaveBeenCalled(), WAIT);
  expect(screen.queryByTestId('card-number')).toBeNull();
  return { calls, ...view };
}

const payButton = () => screen.getByRole('button', { name: 'CHF 25.00 bezahlen' });

beforeEach(() => {
  vi.clearAllMocks();
  clearSession();
  setLanguage('du');
  logIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setCardProvider(sandboxCardProvider);
});

describe('the Stripe.js card provider', () => {
  const card = {} as Parameters<typeof createStripeCardProvider>[1];

  it('makes the payment method from the card Element with the cardholder name', async () => {
    fake.stripe.createPaymentMethod.mockResolvedValueOnce({ paymentMethod: { id: 'pm_stripe123456' } });
    const provider = createStripeCardProvider(fake.stripe as unknown as StripeCardApi, card);
    expect(await provider.createPaymentMethod({ name: ' Anna Muster ' })).toBe('pm_stripe123456');
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card,
      billing_details: { name: 'Anna Muster' },
    });
  });

  it("refuses with Stripe's message when Stripe.js refuses the card", async () => {
    fake.stripe.createPaymentMethod.mockResolvedValueOnce({
      error: { type: 'validation_error', message: 'Ihre Kartennummer ist ungültig.' },
    });
    const provider = createStripeCardProvider(fake.stripe as unknown as StripeCardApi, card);
    const refused = provider.createPaymentMethod({ name: 'Anna' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      message: 'Ihre Kartennummer ist ungültig.',
      key: undefined,
    });
  });

  it('answers the challenge in the page with handleNextAction and reports it done, also when it failed', async () => {
    const provider = createStripeCardProvider(fake.stripe as unknown as StripeCardApi, card);
    fake.stripe.handleNextAction.mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } });
    const challenge = { paymentIntentId: INTENT, clientSecret: SECRET, returnUrl: '/donation/checkout' };
    expect(await provider.startChallenge(challenge)).toBe('done');
    expect(fake.stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: SECRET });
    fake.stripe.handleNextAction.mockRejectedValueOnce(new Error('closed'));
    expect(await provider.startChallenge(challenge)).toBe('done');
  });
});

describe('checkout with Stripe as the card provider', () => {
  it(
    'pays with Stripe.js: payment method, pay, 3-D Secure in the page, pay again with the intent',
    async () => {
      fake.stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_stripe123456' } });
      fake.stripe.handleNextAction.mockResolvedValue({ paymentIntent: { id: INTENT, status: 'succeeded' } });
      const { calls, router } = await toCardPayment(
        stripeServer(() => ({ status: 'succeeded', paymentIntentId: INTENT, success: 1, amount: 25 })),
      );
      expect(fake.loadStripe).toHaveBeenCalledWith(KEY, { locale: 'de' });
      expect(fake.create).toHaveBeenCalledWith('card', expect.objectContaining({ hidePostalCode: true }));
      expect(cardProvider().name).toBe('stripe');

      act(() => fake.type({ complete: true }));
      await userEvent.click(payButton());
      await waitFor(() => expect(router.state.location.pathname).toBe('/payment/twint-success'), WAIT);

      expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith({
        type: 'card',
        card: fake.element,
        billing_details: { name: 'Anna Muster' },
      });
      expect(fake.stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: SECRET });
      const pays = callsTo(calls, '/payments/pay').map((call) => call.body);
      expect(pays).toHaveLength(2);
      expect(pays[0]).toMatchObject({
        productId: PRODUCT_ID,
        amount: '25.00',
        paymentMethodId: 'pm_stripe123456',
      });
      expect(pays[1]).toMatchObject({ productId: PRODUCT_ID, amount: '25.00', paymentIntentId: INTENT });
      expect(pays[1]?.paymentMethodId).toBeUndefined();
      expect(callsTo(calls, '/payments/sandbox/payment-methods')).toEqual([]);
      expect(sessionStorage.getItem('pendingCardPayment')).toBeNull();
      // Leaving checkout takes the Stripe provider down again.
      await waitFor(() => expect(fake.element.destroy).toHaveBeenCalled(), WAIT);
      expect(cardProvider().name).toBe('sandbox');
    },
    TEST_TIMEOUT,
  );

  it(
    "shows Stripe's message for an incomplete card and pays nothing",
    async () => {
      const { calls } = await toCardPayment(stripeServer(() => undefined));
      act(() => fake.type({ complete: false, error: { message: 'Ihre Kartennummer ist unvollständig.' } }));
      expect(await screen.findByText('Ihre Kartennummer ist unvollständig.', {}, WAIT)).toBeInTheDocument();
      await userEvent.click(payButton());
      expect(fake.stripe.createPaymentMethod).not.toHaveBeenCalled();
      expect(callsTo(calls, '/payments/pay')).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    'goes to the error page when the server refuses the intent after the challenge',
    async () => {
      fake.stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_stripe123456' } });
      fake.stripe.handleNextAction.mockResolvedValue({
        error: { type: 'card_error', message: 'Authentication failed' },
      });
      const { calls, router } = await toCardPayment(stripeServer(() => undefined));
      act(() => fake.type({ complete: true }));
      await userEvent.click(payButton());
      await waitFor(() => expect(router.state.location.pathname).toBe('/payment/twint-error'), WAIT);
      expect(callsTo(calls, '/payments/pay').map((call) => call.body?.paymentIntentId)).toEqual([
        undefined,
        INTENT,
      ]);
    },
    TEST_TIMEOUT,
  );
});

describe('the web view (/payment-stripe/…) with Stripe', () => {
  it(
    "pays with the path's token through Stripe.js, 3-D Secure in the page",
    async () => {
      clearSession();
      fake.stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_stripe123456' } });
      fake.stripe.handleNextAction.mockResolvedValue({ paymentIntent: { id: INTENT, status: 'succeeded' } });
      const seen: { url: string; authorization?: string; body?: Record<string, unknown> }[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string, init: RequestInit = {}) => {
          const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
          seen.push({ url, authorization: (init.headers as Record<string, string>).Authorization, body });
          const answer =
            url === '/api/payments/config'
              ? { cardProvider: 'stripe', publishableKey: KEY }
              : url === '/api/products/filter'
                ? product
                : body?.paymentMethodId
                  ? {
                      status: 'requires_action',
                      paymentIntentId: INTENT,
                      clientSecret: SECRET,
                      success: 0,
                      amount: 25,
                    }
                  : { status: 'succeeded', paymentIntentId: INTENT, success: 1, amount: 25 };
          return new Response(JSON.stringify(answer), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          });
        }),
      );
      const { router } = renderRoutes(
        routes,
        `/payment-stripe/${PRODUCT_ID}/${CLUB_ID}/${USER_ID}/app-token-123/25`,
      );
      expect(await screen.findByTestId('summary-total', {}, WAIT)).toHaveTextContent('CHF 25.00');
      await userEvent.type(screen.getByLabelText(/Name auf der Karte/), 'Nina Keller');
      await waitFor(() => expect(fake.element.mount).toHaveBeenCalled(), WAIT);
      act(() => fake.type({ complete: true }));
      await userEvent.click(payButton());
      await waitFor(() => expect(router.state.location.pathname).toBe('/payment/twint-success'), WAIT);
      const pays = seen.filter((call) => call.url === '/api/payments/pay');
      expect(pays.map((call) => call.authorization)).toEqual([
        'Bearer app-token-123',
        'Bearer app-token-123',
      ]);
      expect(pays[0]?.body).toMatchObject({ paymentMethodId: 'pm_stripe123456' });
      expect(pays[1]?.body).toMatchObject({ paymentIntentId: INTENT });
      expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith({
        type: 'card',
        card: fake.element,
        billing_details: { name: 'Nina Keller' },
      });
      expect(fake.stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: SECRET });
    },
    TEST_TIMEOUT,
  );
});
