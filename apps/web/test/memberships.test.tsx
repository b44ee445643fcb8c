import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmation, type Membership, type MembershipInvoice } from '@tifo/contract';
import deMessages from '@tifo/contract/locales/de/messages.json';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { setLanguage } from '../src/i18n';
import deMemberships from '../src/i18n/locales/de/memberships.json';
import { clearSession } from '../src/lib/session';
import { routes } from '../src/router';
import { errorBody } from './answers';
import {
  CLUB_ID,
  callsTo,
  clubProduct,
  logInAs,
  mockApi,
  myClub,
  Reply,
  TEST_TIMEOUT,
  WAIT,
} from './offersFixtures';
import { renderRoutes } from './render';

const MEMBERSHIP_PRODUCT = clubProduct({
  id: '4f1e2d3c-5b6a-4789-8a9b-0c1d2e3f4a5b',
  title: 'Aktivmitglied',
  productType: 'membership',
  price: 120,
  recurringProduct: true,
  recurringPeriod: 'three_months',
});
const MEMBER_ID = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';

function invoice(overrides: Partial<MembershipInvoice> = {}): MembershipInvoice {
  return {
    id: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d',
    number: 'M0000042',
    reference: 'RF92M0000042',
    period: '2026-12-01',
    nextPeriod: '2027-03-01',
    amount: 120,
    status: 'open',
    dueDate: '2026-12-01',
    membershipPayment: null,
    ...overrides,
  };
}

function member(overrides: Partial<Membership> = {}): Membership {
  return {
    id: '8e9f0a1b-2c3d-4e5f-8a7b-9c0d1e2f3a4b',
    user: { id: MEMBER_ID, firstName: 'Zoë', lastName: 'Müller', email: 'zoe@example.ch' },
    product: { id: MEMBERSHIP_PRODUCT.id, title: 'Aktivmitglied' },
    club: { id: CLUB_ID, name: 'FC Seefeld Zürich' },
    started: '2026-12-01',
    status: 'active',
    invited: true,
    period: 'three_months',
    paymentMethod: 'invoice',
    nextInvoiceDate: '2027-03-01',
    endsOn: null,
    openAmount: 120,
    invoices: [invoice()],
    ...overrides,
  };
}

function api(handlers: Record<string, (body: Record<string, unknown>) => unknown> = {}) {
  return mockApi(({ path, body }) => {
    if (path === '/clubs/mine') return { content: [myClub()] };
    if (path === '/products/membership-products') return [MEMBERSHIP_PRODUCT];
    const handler = handlers[path];
    if (handler) return handler((body ?? {}) as Record<string, unknown>);
    if (path === '/memberships/get-members') return { content: [member()], totalElements: 1 };
    return undefined;
  });
}

beforeAll(async () => {
  await i18n.loadNamespaces(['memberships', 'offers']);
});
beforeEach(() => {
  clearSession();
  setLanguage('du');
  logInAs('ROLE_CLUB_OPERATOR');
});
afterEach(() => vi.unstubAllGlobals());

describe('the memberships tab (PRODUCT.md §memberships)', () => {
  it(
    'lists the members of a membership product with status, invitation and the open amount',
    async () => {
      const calls = api();
      renderRoutes(routes, '/profile/club?tab=membership');
      const row = await screen.findByTestId('member-row', {}, WAIT);
      expect(within(row).getByText('Zoë Müller')).toBeInTheDocument();
      const badges = [...row.querySelectorAll('.mantine-Badge-label')].map((badge) => badge.textContent);
      expect(badges).toEqual([deMemberships.status.active, deMemberships.invited]);
      expect(
        within(row).getByRole('switch', { name: `${deMemberships.activeToggle}: Zoë Müller` }),
      ).toBeChecked();
      expect(within(row).getByText('Offen: CHF 120.00')).toBeInTheDocument();
      expect(within(row).getByText('Nächste Rechnung: 01.03.2027')).toBeInTheDocument();
      expect(callsTo(calls, '/memberships/get-members')[0]?.body).toMatchObject({
        clubId: CLUB_ID,
        productId: MEMBERSHIP_PRODUCT.id,
        pageId: 0,
        pageSize: 5,
        status: 'all',
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'adds a member: the spec’s field messages before sending, add_member_error on failure, add_member_success',
    async () => {
      const user = userEvent.setup();
      let fail = true;
      const calls = api({
        '/memberships': () =>
          fail
            ? new Reply(409, errorBody('conflict', 'memberAlreadyAdded', { userEmail: 'memberAlreadyAdded' }))
            : { ...confirmation('add_member_success'), membership: member({ id: 'x' }) },
      });
      renderRoutes(routes, '/profile/club?tab=membership');
      await user.click(await screen.findByRole('button', { name: deMemberships.add }, WAIT));
      const form = await screen.findByTestId('add-member-form', {}, WAIT);
      const amount = within(form).getByLabelText(
        new RegExp(deMemberships.form.initialAmount.replace(/[()]/g, '.')),
      );
      expect(amount).toHaveValue('120.00');
      await user.clear(amount);
      await user.type(amount, '4.99');
      await user.type(within(form).getByLabelText(new RegExp(deMemberships.form.email)), 'nope');
      await user.click(within(form).getByRole('button', { name: deMemberships.form.submit }));
      expect(within(form).getByText(deMessages.invalid_first_name)).toBeInTheDocument();
      expect(within(form).getByText(deMessages.invalid_last_name)).toBeInTheDocument();
      expect(within(form).getByText(deMessages.invalid_email)).toBeInTheDocument();
      expect(within(form).getByText(deMessages.invalid_initial_amount)).toBeInTheDocument();
      expect(callsTo(calls, '/memberships')).toHaveLength(0);

      await user.type(within(form).getByLabelText(new RegExp(deMemberships.form.firstName)), 'Lea');
      await user.type(within(form).getByLabelText(new RegExp(deMemberships.form.lastName)), 'Meier');
      const email = within(form).getByLabelText(new RegExp(deMemberships.form.email));
      await user.clear(email);
      await user.type(email, 'lea@example.ch');
      await user.clear(amount);
      await user.type(amount, '50');
      await user.click(within(form).getByRole('button', { name: deMemberships.form.submit }));
      expect(await within(form).findByText(deMessages.add_member_error, {}, WAIT)).toBeInTheDocument();
      expect(within(form).getByText(deMessages.memberAlreadyAdded)).toBeInTheDocument();

      fail = false;
      await user.click(within(form).getByRole('button', { name: deMemberships.form.submit }));
      expect(await screen.findByText(deMessages.add_member_success, {}, WAIT)).toBeInTheDocument();
      expect(callsTo(calls, '/memberships').at(-1)?.body).toMatchObject({
        firstName: 'Lea',
        lastName: 'Meier',
        userEmail: 'lea@example.ch',
        initialAmount: '50',
        clubId: CLUB_ID,
        productId: MEMBERSHIP_PRODUCT.id,
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'records an external payment with its date: external_payment_error, then external_payment_success',
    async () => {
      const user = userEvent.setup();
      let paid = false;
      let fail = true;
      const calls = api({
        '/memberships/payment-details': () => ({
          content: [
            paid
              ? invoice({
                  status: 'paid',
                  membershipPayment: {
                    id: 'p',
                    createdDate: '2026-12-03',
                    externalPayment: true,
                    amount: 120,
                    method: 'external',
                  },
                })
              : invoice(),
          ],
        }),
        '/memberships/external-payment': () => {
          if (fail) return new Reply(409, confirmation('invoiceAlreadyPaid'));
          paid = true;
          return confirmation('external_payment_success');
        },
      });
      renderRoutes(routes, '/profile/club?tab=membership');
      await user.click(await screen.findByRole('button', { name: deMemberships.invoices }, WAIT));
      const table = await screen.findByTestId('member-invoices', {}, WAIT);
      await user.click(
        within(table).getByRole('button', { name: `${deMemberships.payments.record}: M0000042` }),
      );
      const form = await screen.findByTestId('record-payment', {}, WAIT);
      const date = within(form).getByLabelText(deMemberships.payments.dateLabel);
      await user.clear(date);
      await user.click(within(form).getByRole('button', { name: deMemberships.payments.save }));
      expect(within(form).getByText(deMessages.invalidDate)).toBeInTheDocument();
      await user.type(date, '2026-12-03');
      await user.click(within(form).getByRole('button', { name: deMemberships.payments.save }));
      expect(
        await within(form).findByText(new RegExp(deMessages.external_payment_error), {}, WAIT),
      ).toBeInTheDocument();
      fail = false;
      await user.click(within(form).getByRole('button', { name: deMemberships.payments.save }));
      expect(await screen.findByText(deMessages.external_payment_success, {}, WAIT)).toBeInTheDocument();
      expect(callsTo(calls, '/memberships/external-payment').at(-1)?.body).toEqual({
        userId: MEMBER_ID,
        productId: MEMBERSHIP_PRODUCT.id,
        invoiceId: invoice().id,
        amount: '120.00',
        date: '2026-12-03',
      });
      await waitFor(() =>
        expect(screen.getByText(/03\.12\.2026 · Ausserhalb von Tifo erhalten/)).toBeInTheDocument(),
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'removes a member only after asking; a failed status change shows external_payment_error',
    async () => {
      const user = userEvent.setup();
      let fail = true;
      const calls = api({
        '/memberships/update-status': () =>
          fail ? new Reply(500, { message: 'x' }) : confirmation('memberRemoved'),
      });
      renderRoutes(routes, '/profile/club?tab=membership');
      const row = await screen.findByTestId('member-row', {}, WAIT);
      await user.click(
        within(row).getByRole('switch', { name: `${deMemberships.activeToggle}: Zoë Müller` }),
      );
      expect(await screen.findByText(deMessages.external_payment_error, {}, WAIT)).toBeInTheDocument();
      fail = false;
      await user.click(within(row).getByRole('button', { name: `${deMemberships.remove}: Zoë Müller` }));
      expect(
        callsTo(calls, '/memberships/update-status').filter(
          (c) => (c.body as { status?: string } | undefined)?.status === 'cancelled',
        ),
      ).toHaveLength(0);
      const dialog = await screen.findByRole('dialog', { name: deMemberships.removeConfirm.title }, WAIT);
      await user.click(within(dialog).getByRole('button', { name: deMemberships.removeConfirm.confirm }));
      await waitFor(() =>
        expect(callsTo(calls, '/memberships/update-status').at(-1)?.body).toEqual({
          userId: MEMBER_ID,
          productId: MEMBERSHIP_PRODUCT.id,
          status: 'cancelled',
        }),
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'tells a club without a membership product how to create one',
    async () => {
      mockApi(({ path }) => {
        if (path === '/clubs/mine') return { content: [myClub()] };
        if (path === '/products/membership-products') return [];
        return undefined;
      });
      renderRoutes(routes, '/profile/club?tab=membership');
      expect(await screen.findByText(deMemberships.noProducts.title, {}, WAIT)).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );
});
