import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceCheckout } from '@tifo/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { setLanguage } from '../src/i18n';
import deCheckout from '../src/i18n/locales/de/checkout.json';
import deMemberships from '../src/i18n/locales/de/memberships.json';
import { clearSession } from '../src/lib/session';
import { routes } from '../src/router';
import { fillCardPayment } from './checkoutSteps';
import { callsTo, mockApi, publicProduct } from './clubFixtures';
import { logIn } from './orgFixtures';
import { renderRoutes } from './render';

const WAIT = { timeout: 10_000 };
const TEST_TIMEOUT = 40_000;
const PRODUCT_ID = '4f1e2d3c-5b6a-4789-8a9b-0c1d2e3f4a5b';
const INVOICE_ID = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';

const MEMBERSHIP = publicProduct({
  id: PRODUCT_ID,
  title: 'Gönnermitglied',
  description: 'Einladung zur GV.',
  price: 60,
  productType: 'membership',
  recurringProduct: true,
  recurringPeriod: 'six_months',
});

function invoiceCheckout(status: 'open' | 'paid' = 'open'): InvoiceCheckout {
  return {
    invoice: {
      id: INVOICE_ID,
      number: 'M0000042',
      reference: 'RF92M0000042',
      period: '2026-12-01',
      nextPeriod: '2027-05-30',
      amount: 45,
      status,
      dueDate: '2026-12-01',
      membershipPayment: null,
    },
    membershipId: '8e9f0a1b-2c3d-4e5f-8a7b-9c0d1e2f3a4b',
    membershipStatus: 'active',
    product: MEMBERSHIP,
    club: { id: MEMBERSHIP.clubId, name: 'FC Seefeld Zürich' },
  };
}

beforeAll(async () => {
  await i18n.loadNamespaces(['memberships', 'checkout']);
});
beforeEach(() => {
  clearSession();
  setLanguage('du');
  logIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('joining a membership in checkout', () => {
  it(
    'says what the member agrees to (fee, rhythm, next invoice, how later invoices are paid) and offers TWINT',
    async () => {
      mockApi((call) => (call.path === '/products/filter' ? MEMBERSHIP : undefined));
      const view = renderRoutes(routes, '/');
      act(() => {
        void view.router.navigate('/donation/checkout', { state: { productId: PRODUCT_ID } });
      });
      await screen.findByText('CHF 60.00', {}, WAIT);
      await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
      const terms = await screen.findByTestId('membership-terms', {}, WAIT);
      expect(terms).toHaveTextContent('Mitgliederbeitrag: CHF 60.00 alle 6 Monate.');
      expect(terms).toHaveTextContent('Heute: CHF 60.00 (erste Rechnung).');
      expect(terms).toHaveTextContent(/Nächste Rechnung am \d{2}\.\d{2}\.\d{4}, danach alle 6 Monate\./);
      expect(terms).toHaveTextContent('mit TWINT bezahlt, erhältst Du jede Rechnung per E-Mail');
      expect(screen.getByRole('radio', { name: deCheckout.payment.twint })).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );
});

describe('the invoice pay link (/membership/invoice/:id)', () => {
  it(
    "shows the membership's title in the language chosen on the page, keeping the invoice meanwhile",
    async () => {
      const calls = mockApi(({ path, language }) => {
        if (path !== `/memberships/invoices/${INVOICE_ID}`) return undefined;
        const checkout = invoiceCheckout();
        return language === 'it'
          ? { ...checkout, product: { ...checkout.product, title: 'Socio sostenitore' } }
          : checkout;
      });
      renderRoutes(routes, `/membership/invoice/${INVOICE_ID}`);
      const summary = await screen.findByTestId('invoice-summary', {}, WAIT);
      expect(within(summary).getByText('Gönnermitglied')).toBeInTheDocument();
      await act(() => setLanguage('it'));
      expect(await within(summary).findByText('Socio sostenitore', {}, WAIT)).toBeInTheDocument();
      expect(screen.getByTestId('invoice-summary')).toBe(summary);
      expect(callsTo(calls, `/memberships/invoices/${INVOICE_ID}`).map((call) => call.language)).toEqual([
        'de',
        'it',
      ]);
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the invoice and pays exactly it by card (the amount of the invoice, its id)',
    async () => {
      const calls = mockApi((call) => {
        if (call.path === `/memberships/invoices/${INVOICE_ID}`) return invoiceCheckout();
        if (call.path === '/payments/sandbox/payment-methods') return { id: 'pm_12345678' };
        if (call.path === '/payments/pay')
          return { status: 'succeeded', paymentIntentId: 'pi_12345678', success: 1, amount: 45 };
        return undefined;
      });
      renderRoutes(routes, `/membership/invoice/${INVOICE_ID}`);
      const summary = await screen.findByTestId('invoice-summary', {}, WAIT);
      expect(within(summary).getByText('Rechnung M0000042')).toBeInTheDocument();
      expect(within(summary).getByText('01.12.2026 – 30.05.2027')).toBeInTheDocument();
      expect(within(summary).getByText('CHF 45.00')).toBeInTheDocument();
      // No membership terms: the invoice is paid, nothing is joined.
      expect(screen.queryByTestId('membership-terms')).not.toBeInTheDocument();
      await fillCardPayment();
      await userEvent.click(screen.getByRole('button', { name: 'CHF 45.00 bezahlen' }));
      expect(
        await screen.findByText('Zahlung erfolgreich! Vielen Dank für Deine Spende.', {}, WAIT),
      ).toBeInTheDocument();
      expect(callsTo(calls, '/payments/pay')[0]?.body).toMatchObject({
        productId: PRODUCT_ID,
        amount: '45.00',
        paymentMethodId: 'pm_12345678',
        invoiceId: INVOICE_ID,
      });
      // The product comes with the invoice (a membership the club no longer offers stays payable).
      expect(callsTo(calls, '/products/filter')).toHaveLength(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'says so when the invoice is paid, and when it is not the caller’s',
    async () => {
      mockApi((call) =>
        call.path === `/memberships/invoices/${INVOICE_ID}` ? invoiceCheckout('paid') : undefined,
      );
      const view = renderRoutes(routes, `/membership/invoice/${INVOICE_ID}`);
      expect(await screen.findByText(deMemberships.invoicePage.paid, {}, WAIT)).toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: 'Kreditkarte' })).not.toBeInTheDocument();
      view.unmount();
      vi.unstubAllGlobals();
      mockApi(() => undefined);
      renderRoutes(routes, `/membership/invoice/${INVOICE_ID}`);
      expect(await screen.findByText(deMemberships.invoicePage.notFound, {}, WAIT)).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );
});
