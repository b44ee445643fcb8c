import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmation, type Subscription } from '@tifo/contract';
import deMessages from '@tifo/contract/locales/de/messages.json';
import { describe, expect, it } from 'vitest';
import deProfile from '../src/i18n/locales/de/profile.json';
import { routes } from '../src/router';
import { callsTo, fakeApi, USER_ID } from './orgFixtures';
import { profilePageSetup } from './profileFixtures';
import { renderRoutes } from './render';

const WAIT = { timeout: 5000 };

profilePageSetup(['auth', 'checkout']);

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: '6d0f3c55-1b7e-4a3a-9c55-0a4b6e1f2a10',
    amount: 20,
    coveredFee: 0,
    nextDate: '2026-12-25T10:00:00.000Z',
    status: 'active',
    period: 'month',
    product: { id: '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d', title: 'Juniorenpate', image: null },
    club: {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      name: 'FC Seefeld Zürich',
      shortName: 'fc-seefeld-zurich',
    },
    card: 'visa •••• 4242',
    confirmUrl: null,
    failedAttempts: 0,
    ...overrides,
  };
}

describe('the supporter’s subscriptions (/profile/user?tab=subscriptions)', { timeout: 30_000 }, () => {
  it('shows amount and rhythm, next date, club and card, and cancels in two steps with the spec’s message', async () => {
    let cancelled = false;
    const calls = fakeApi((call) => {
      if (call.path === '/subscriptions')
        return { content: [subscription(cancelled ? { status: 'cancelled', nextDate: null } : {})] };
      if (call.path === '/subscriptions/cancel-subscription') {
        cancelled = true;
        return confirmation('subscriptionCancelled');
      }
      return undefined;
    });
    renderRoutes(routes, '/profile/user?tab=subscriptions');
    const card = await screen.findByTestId('subscription', {}, WAIT);
    expect(within(card).getByText('Juniorenpate')).toBeInTheDocument();
    expect(within(card).getByTestId('subscription-amount')).toHaveTextContent('CHF 20.00 jeden Monat');
    expect(within(card).getByTestId('subscription-next')).toHaveTextContent(
      'Nächste Belastung am 25.12.2026',
    );
    expect(within(card).getByText('Karte: visa •••• 4242')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Abo kündigen: «Juniorenpate»' }));
    await userEvent.click(within(card).getByRole('button', { name: deProfile.subscriptions.cancelConfirm }));
    expect(await screen.findByText(deMessages.subscriptionCancelled, {}, WAIT)).toBeInTheDocument();
    expect(callsTo(calls, '/subscriptions/cancel-subscription')[0]?.body).toEqual({
      userId: USER_ID,
      subscriptionId: subscription().id,
    });
    expect(await screen.findByText(deProfile.subscriptions.status.cancelled, {}, WAIT)).toBeInTheDocument();
  });

  it('says so when there is none, and when a charge was declined offers to update the card', async () => {
    fakeApi((call) => (call.path === '/subscriptions' ? { content: [] } : undefined));
    const first = renderRoutes(routes, '/profile/user?tab=subscriptions');
    expect(await screen.findByText(deProfile.subscriptions.empty, {}, WAIT)).toBeInTheDocument();
    first.unmount();

    fakeApi((call) =>
      call.path === '/subscriptions' ? { content: [subscription({ failedAttempts: 2 })] } : undefined,
    );
    renderRoutes(routes, '/profile/user?tab=subscriptions');
    expect(
      await screen.findByText(
        'Die letzten 2 Belastungen wurden abgelehnt. Bitte hinterlege eine gültige Karte.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    // The left column has the same button (it opens this form); the one in the subscriptions list:
    const changeCard = screen.getAllByRole('button', { name: deProfile.subscriptions.changeCard });
    expect(changeCard).toHaveLength(2);
    await userEvent.click(changeCard[1]!);
    expect(screen.getByText(deProfile.subscriptions.changeCardTitle)).toBeInTheDocument();
  });
});
