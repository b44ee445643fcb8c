import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmation } from '@tifo/contract';
import deMessages from '@tifo/contract/locales/de/messages.json';
import { describe, expect, it } from 'vitest';
import { waitingTime } from '../src/components/org/format';
import deAdmin from '../src/i18n/locales/de/admin.json';
import { routes } from '../src/router';
import { errorBody } from './answers';
import {
  adminPageHooks,
  type Call,
  CLUB_ID,
  callsTo,
  fakeApi,
  logIn,
  queueItem,
  reviewDetails,
  SPORT_TYPES,
} from './orgFixtures';
import { renderRoutes } from './render';

const WAIT = { timeout: 5000 };

adminPageHooks();

function adminApi(extra: (call: Call) => unknown = () => undefined) {
  return fakeApi((call) => {
    const answer = extra(call);
    if (answer !== undefined) return answer;
    switch (call.path) {
      case '/admin/reviews':
        return {
          content: [
            queueItem({ id: 'old', name: 'Fondazione Sport Valposchiavo', waitingHours: 80, overdue: true }),
            queueItem({ id: CLUB_ID, waitingHours: 5 }),
            queueItem({
              id: 'new',
              name: 'Vela Club Maggia',
              waitingHours: 1,
              completedStep: 1,
              documentCount: 0,
            }),
          ],
          totalElements: 3,
          totalPages: 1,
        };
      case '/admin/reviews/details':
        return reviewDetails();
      case '/admin/reviews/reject':
        return { message: 'The registration was rejected and the administrators informed.' };
      case '/admin/reviews/approve':
        return { message: 'The organisation is approved and now public.' };
      case '/admin/audit-log':
        return { content: [], totalElements: 0, totalPages: 0 };
      case '/types/all':
        return SPORT_TYPES;
      default:
        return undefined;
    }
  });
}

describe('waiting time', () => {
  it('counts hours under two days, then days', () => {
    expect(waitingTime(0.4)).toEqual({ unit: 'hours', count: 0 });
    expect(waitingTime(47.9)).toEqual({ unit: 'hours', count: 47 });
    expect(waitingTime(48)).toEqual({ unit: 'days', count: 2 });
    expect(waitingTime(80)).toEqual({ unit: 'days', count: 3 });
  });
});

describe('operator review (/admin)', { timeout: 30_000 }, () => {
  it('answers everyone but the operator with a 403 page', async () => {
    logIn();
    const calls = adminApi();
    renderRoutes(routes, '/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: deAdmin.forbidden.title }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText(deMessages.status403)).toBeInTheDocument();
    expect(callsTo(calls, '/admin/reviews')).toHaveLength(0);
  });

  it('lists the pending registrations oldest first with their waiting time and the overdue marker', async () => {
    logIn({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    const calls = adminApi();
    renderRoutes(routes, '/admin');
    const items = await screen.findAllByTestId('review-item', {}, WAIT);
    expect(items).toHaveLength(3);
    expect(callsTo(calls, '/admin/reviews')[0]?.body).toEqual({ status: 'pending', pageId: 0, pageSize: 20 });
    expect(within(items[0] as HTMLElement).getByText('Wartet seit 3 Tagen')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText(deAdmin.queue.overdue)).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Wartet seit 5 Stunden')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText(deAdmin.queue.overdue)).not.toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('Wartet seit 1 Stunde')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('Unvollständig: Schritt 1 von 3')).toBeInTheDocument();
    expect(screen.getByText('1 warten länger als 48 Stunden')).toBeInTheDocument();

    // Another state of the queue.
    await userEvent.click(screen.getByRole('tab', { name: deAdmin.tabs.rejected }));
    await waitFor(
      () => expect(callsTo(calls, '/admin/reviews').at(-1)?.body).toMatchObject({ status: 'rejected' }),
      WAIT,
    );
  });

  it('marks a verified club whose changed bank account waits for the operator', async () => {
    logIn({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    adminApi((call) =>
      call.path === '/admin/reviews'
        ? {
            content: [
              queueItem({ status: 'verified', bankAwaitingConfirmation: true }),
              queueItem({ id: 'other', name: 'Vela Club Maggia', status: 'verified' }),
            ],
            totalElements: 2,
            totalPages: 1,
          }
        : undefined,
    );
    renderRoutes(routes, '/admin?tab=verified');
    const items = await screen.findAllByTestId('review-item', {}, WAIT);
    expect(within(items[0] as HTMLElement).getByTestId('queue-bank-awaiting')).toHaveTextContent(
      deAdmin.payouts.blocked.bankUnconfirmed,
    );
    expect(within(items[1] as HTMLElement).queryByTestId('queue-bank-awaiting')).not.toBeInTheDocument();
  });

  it('shows the whole registration with the unmasked IBAN and document download links', async () => {
    logIn({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    const calls = adminApi();
    renderRoutes(routes, `/admin?club=${CLUB_ID}`);
    expect(await screen.findByTestId('review-club-name', {}, WAIT)).toHaveTextContent('FC Seefeld Zürich');
    expect(callsTo(calls, '/admin/reviews/details')[0]?.body).toEqual({ clubId: CLUB_ID });
    expect(screen.getByTestId('review-iban')).toHaveTextContent('CH93 0076 2011 6238 5295 7');
    const statutes = screen.getByRole('link', { name: /statuten\.pdf/ });
    expect(statutes).toHaveAttribute('href', '/api/files/documents/d1?expires=1&signature=abc');
    // Downloaded, never opened in a Tifo page: what a club uploaded may carry scripts (issue 17).
    expect(statutes).toHaveAttribute('download', 'statuten.pdf');
    expect(statutes).not.toHaveAttribute('target');
    expect(await screen.findByText('Fussball', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(/finance@example\.ch \(Finanzen\)/)).toBeInTheDocument();
  });

  it('rejects only with a reason, after confirming', async () => {
    logIn({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    const calls = adminApi();
    renderRoutes(routes, `/admin?club=${CLUB_ID}`);
    await screen.findByTestId('review-club-name', {}, WAIT);
    await userEvent.click(screen.getByRole('button', { name: deAdmin.decision.reject.button }));
    const dialog = await screen.findByRole('dialog', { name: deAdmin.decision.reject.title }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: deAdmin.decision.reject.confirm }));
    expect(await within(dialog).findByText(deMessages.rejectReasonRequired, {}, WAIT)).toBeInTheDocument();
    expect(callsTo(calls, '/admin/reviews/reject')).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: deAdmin.decision.reject.reason }),
      'Die Statuten fehlen.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: deAdmin.decision.reject.confirm }));
    await waitFor(() => expect(callsTo(calls, '/admin/reviews/reject')).toHaveLength(1), WAIT);
    expect(callsTo(calls, '/admin/reviews/reject')[0]?.body).toEqual({
      clubId: CLUB_ID,
      reason: 'Die Statuten fehlen.',
    });
  });

  it('offers verify but not approve for an approved club, and nothing for a verified one', async () => {
    logIn({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    let status: 'approved' | 'verified' = 'approved';
    adminApi((call) => {
      if (call.path !== '/admin/reviews/details') return undefined;
      const base = reviewDetails();
      return { ...base, club: { ...base.club, status } };
    });
    const view = renderRoutes(routes, `/admin?club=${CLUB_ID}`);
    await screen.findByTestId('review-club-name', {}, WAIT);
    expect(screen.getByRole('button', { name: deAdmin.decision.verify.button })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: deAdmin.decision.approve.button })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: deAdmin.decision.reject.button })).not.toBeInTheDocument();
    view.unmount();

    status = 'verified';
    renderRoutes(routes, `/admin?club=${CLUB_ID}`);
    expect(await screen.findByText(deAdmin.decision.none.verified, {}, WAIT)).toBeInTheDocument();
  });

  it("confirms a verified club's changed bank account, the change shown, and says when it changed again", async () => {
    logIn({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    let awaiting = true;
    let answer: unknown = confirmation('bankConfirmed');
    const calls = adminApi((call) => {
      if (call.path === '/admin/reviews/confirm-bank') {
        if (!Array.isArray(answer)) awaiting = false;
        return answer;
      }
      if (call.path !== '/admin/reviews/details') return undefined;
      const base = reviewDetails();
      return {
        ...base,
        club: { ...base.club, status: 'verified' },
        bank: {
          ...base.bank!,
          awaitingConfirmation: awaiting,
          changedAt: '2026-11-28T13:05:00.000Z',
          previousIbanLast4: '8009',
        },
      };
    });
    renderRoutes(routes, `/admin?tab=payouts&club=${CLUB_ID}`);
    const box = await screen.findByTestId('review-bank-awaiting', {}, WAIT);
    expect(box).toHaveTextContent(deAdmin.bankReview.badge);
    expect(box).toHaveTextContent('Geändert am 28.11.2026 14:05');
    expect(box).toHaveTextContent(deAdmin.bankReview.previous.replace('{{last4}}', '8009'));
    await userEvent.click(screen.getByRole('button', { name: deAdmin.bankReview.confirm }));
    await waitFor(() => expect(callsTo(calls, '/admin/reviews/confirm-bank')).toHaveLength(1), WAIT);
    expect(callsTo(calls, '/admin/reviews/confirm-bank')[0]?.body).toEqual({
      clubId: CLUB_ID,
      changedAt: '2026-11-28T13:05:00.000Z',
    });
    expect(await screen.findByText(deMessages.bankConfirmed, {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('review-bank-awaiting')).not.toBeInTheDocument(), WAIT);

    // Changed again while the operator looked: the server's 409 in the operator's language.
    awaiting = true;
    answer = [409, errorBody('conflict', 'bankChangedAgain')];
    renderRoutes(routes, `/admin?tab=payouts&club=${CLUB_ID}`);
    const buttons = await screen.findAllByRole('button', { name: deAdmin.bankReview.confirm }, WAIT);
    await userEvent.click(buttons.at(-1)!);
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(deMessages.bankChangedAgain);
  });

  it('records the tax exemption only with a canton when the organisation is exempt', async () => {
    logIn({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    const calls = adminApi((call) =>
      call.path === '/admin/reviews/tax-exemption'
        ? { message: 'The tax exemption is recorded.' }
        : undefined,
    );
    renderRoutes(routes, `/admin?club=${CLUB_ID}`);
    await screen.findByTestId('review-club-name', {}, WAIT);
    await userEvent.click(screen.getByRole('button', { name: deAdmin.tax.save }));
    expect(await screen.findByText(deMessages.taxExemptRequired, {}, WAIT)).toBeInTheDocument();
    const question = screen.getByRole('radiogroup', { name: deAdmin.tax.question });
    await userEvent.click(within(question).getByRole('radio', { name: deAdmin.detail.yes }));
    await userEvent.click(screen.getByRole('button', { name: deAdmin.tax.save }));
    expect(await screen.findByText(deMessages.cantonRequired, {}, WAIT)).toBeInTheDocument();
    expect(callsTo(calls, '/admin/reviews/tax-exemption')).toHaveLength(0);

    await userEvent.click(within(question).getByRole('radio', { name: deAdmin.detail.no }));
    await userEvent.click(screen.getByRole('button', { name: deAdmin.tax.save }));
    await waitFor(() => expect(callsTo(calls, '/admin/reviews/tax-exemption')).toHaveLength(1), WAIT);
    expect(callsTo(calls, '/admin/reviews/tax-exemption')[0]).toMatchObject({
      method: 'PUT',
      body: { clubId: CLUB_ID, taxExempt: false, canton: null },
    });
  });

  it('shows the audit log with the actions in the UI language', async () => {
    logIn({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    const calls = adminApi((call) =>
      call.path === '/admin/audit-log'
        ? {
            content: [
              {
                id: 'a1',
                action: 'reject',
                clubId: CLUB_ID,
                clubName: 'FC Seefeld Zürich',
                actorEmail: 'operator@tifo.example.ch',
                details: { clubName: 'FC Seefeld Zürich', reason: 'Die Statuten fehlen.' },
                createdAt: '2026-11-22T09:05:00.000Z',
              },
              {
                id: 'a2',
                action: 'document.viewed',
                clubId: CLUB_ID,
                clubName: 'FC Seefeld Zürich',
                actorEmail: 'operator@tifo.example.ch',
                details: {},
                createdAt: '2026-11-22T09:00:00.000Z',
              },
            ],
            totalElements: 2,
            totalPages: 1,
          }
        : undefined,
    );
    renderRoutes(routes, '/admin?tab=audit');
    // Each entry is in the phone list and in the table (CSS decides which one shows).
    expect(await screen.findAllByText(deAdmin.audit.actions.documentViewed, {}, WAIT)).toHaveLength(2);
    expect(screen.getAllByText(deAdmin.audit.actions.reject)).toHaveLength(3);
    expect(screen.getAllByText('reason: Die Statuten fehlen.').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/22\.11\.2026 10:05/).length).toBeGreaterThan(0);
    expect(callsTo(calls, '/admin/audit-log')[0]?.body).toEqual({ pageId: 0, pageSize: 25 });
  });
});
