import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmation, type ModerationSearchResult } from '@tifo/contract';
import deMessages from '@tifo/contract/locales/de/messages.json';
import { describe, expect, it, vi } from 'vitest';
import deAdmin from '../src/i18n/locales/de/admin.json';
import deAuth from '../src/i18n/locales/de/auth.json';
import { showToast } from '../src/lib/notify';
import { routes } from '../src/router';
import { errorBody } from './answers';
import { adminPageHooks, CLUB_ID, callsTo, fakeApi, logIn } from './orgFixtures';
import { renderRoutes } from './render';

/** The operator's moderation view and what a suspended person sees at login (issue 45). */

const WAIT = { timeout: 5000 };

vi.mock('../src/lib/notify', async (original) => ({
  ...(await original<typeof import('../src/lib/notify')>()),
  showToast: vi.fn(),
}));
const PERSON_ID = '0b6f5c1e-3a2d-4e8f-9b7a-1c2d3e4f5a6b';

adminPageHooks({ namespaces: ['org', 'admin', 'auth'] });

function results(suspended: boolean): ModerationSearchResult {
  return {
    people: [
      {
        id: PERSON_ID,
        email: 'nina.keller@example.ch',
        firstName: 'Nina',
        lastName: 'Keller',
        verified: true,
        invited: false,
        operator: false,
        createdAt: '2026-03-01T10:00:00.000Z',
        suspended: suspended
          ? { at: '2026-12-01T10:00:00.000Z', reason: 'Betrugsverdacht (Fall 118)', by: 'operator@tifo.ch' }
          : null,
      },
    ],
    organisations: [
      {
        id: CLUB_ID,
        name: 'FC Seefeld Zürich',
        shortName: 'fc-seefeld-zurich',
        city: 'Zürich',
        status: 'verified',
        takenDown: null,
      },
    ],
  };
}

describe('the moderation view', { timeout: 30_000 }, () => {
  it('finds people and organisations; suspending asks for the reason and sends it', async () => {
    logIn({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    let suspended = false;
    const calls = fakeApi((call) => {
      if (call.path === '/admin/moderation/search') return results(suspended);
      if (call.path === '/admin/moderation/suspend-person') {
        suspended = true;
        return confirmation('personSuspended');
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/admin?tab=moderation');
    expect(await screen.findByText(deAdmin.moderation.hint, {}, WAIT)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: deAdmin.moderation.search }), 'keller');
    await user.click(screen.getByRole('button', { name: deAdmin.moderation.searchButton }));
    const person = await screen.findByTestId('moderation-person', {}, WAIT);
    expect(person).toHaveTextContent('nina.keller@example.ch');
    expect(screen.getByTestId('moderation-organisation')).toHaveTextContent('FC Seefeld Zürich');
    expect(callsTo(calls, '/admin/moderation/search')[0]?.body).toEqual({ query: 'keller' });

    await user.click(within(person).getByRole('button', { name: 'Sperren: Nina Keller' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(dialog).toHaveTextContent(deAdmin.moderation.dialogs.suspend.text);
    await user.type(within(dialog).getByRole('textbox'), 'Betrugsverdacht (Fall 118)');
    await user.click(
      within(dialog).getByRole('button', { name: deAdmin.moderation.dialogs.suspend.confirm }),
    );
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(deMessages.personSuspended, 'success'));
    expect(callsTo(calls, '/admin/moderation/suspend-person')[0]?.body).toEqual({
      userId: PERSON_ID,
      reason: 'Betrugsverdacht (Fall 118)',
    });
    // The list shows the measure, its reason and who took it, and offers to lift it.
    await waitFor(() =>
      expect(screen.getByTestId('moderation-person')).toHaveTextContent('Gesperrt seit 01.12.2026'),
    );
    expect(screen.getByTestId('moderation-person')).toHaveTextContent('Grund: Betrugsverdacht (Fall 118)');
    expect(screen.getByRole('button', { name: 'Sperre aufheben: Nina Keller' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a short reason in the dialog, in German", async () => {
    logIn({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    fakeApi((call) => {
      if (call.path === '/admin/moderation/search') return results(false);
      if (call.path === '/admin/moderation/take-down') {
        return [
          400,
          errorBody('validation', 'moderationReasonRequired', { reason: 'moderationReasonRequired' }),
        ];
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/admin?tab=moderation&q=seefeld');
    const club = await screen.findByTestId('moderation-organisation', {}, WAIT);
    await user.click(within(club).getByRole('button', { name: 'Sperren: FC Seefeld Zürich' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await user.type(within(dialog).getByRole('textbox'), 'kurz');
    await user.click(
      within(dialog).getByRole('button', { name: deAdmin.moderation.dialogs.takeDown.confirm }),
    );
    expect(
      await within(dialog).findByText(deMessages.moderationReasonRequired, {}, WAIT),
    ).toBeInTheDocument();
  });
});

describe('a suspended account at login', { timeout: 30_000 }, () => {
  it('is told it is suspended and why, with the support address', async () => {
    fakeApi((call) =>
      call.path === '/users/login'
        ? [
            403,
            { ...errorBody('account_suspended', 'accountSuspended'), reason: 'Betrugsverdacht (Fall 118)' },
          ]
        : undefined,
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/login');
    await user.type(await screen.findByLabelText(deAuth.login.email, {}, WAIT), 'nina.keller@example.ch');
    await user.type(screen.getByLabelText(deAuth.login.password), 'Sicher!Pass1');
    await user.click(screen.getByRole('button', { name: deAuth.login.submit }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent(deAuth.login.suspendedTitle);
    expect(alert).toHaveTextContent(deMessages.accountSuspended);
    expect(within(alert).getByTestId('suspension-reason')).toHaveTextContent('Betrugsverdacht (Fall 118)');
    expect(within(alert).getByRole('link', { name: 'support@tifo.ch' })).toHaveAttribute(
      'href',
      'mailto:support@tifo.ch',
    );
  });
});
