import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserClubTotals, UserDonations } from '@tifo/contract';
import deMessages from '@tifo/contract/locales/de/messages.json';
import { describe, expect, it } from 'vitest';
import { deleteFailedMessage } from '../src/components/profile/DeleteAccountModal';
import { setLanguage } from '../src/i18n';
import deProfile from '../src/i18n/locales/de/profile.json';
import enProfile from '../src/i18n/locales/en/profile.json';
import { clearSession } from '../src/lib/session';
import { routes } from '../src/router';
import { errorBody } from './answers';
import { callsTo, fakeApi, logIn, USER_ID } from './orgFixtures';
import { profilePageSetup } from './profileFixtures';
import { renderRoutes } from './render';

const WAIT = { timeout: 5000 };
const CLUB = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'FC Seefeld Zürich',
  shortName: 'fc-seefeld-zurich',
  logo: null,
};

const TOTALS: UserClubTotals = {
  content: [
    { club: CLUB, total: 175, donations: 2, lastDonationAt: '2026-11-20T10:00:00.000Z' },
    {
      club: { ...CLUB, id: '2b3c4d5e-6f70-4a8b-9cad-1e2f3a4b5c6d', name: 'Schwingklub Entlebuch' },
      total: 40,
      donations: 1,
      lastDonationAt: null,
    },
  ],
  total: 215,
};

const DONATIONS: UserDonations = {
  content: [
    {
      id: 'aaaaaaaa-0000-4000-8000-000000000001',
      date: '2026-11-20T10:00:00.000Z',
      product: { id: 'p1', title: 'Freier Beitrag', productType: 'open' },
      amount: 100,
      status: 'refunded',
      deductible: true,
      receiptUrl: '/api/donations/aaaaaaaa-0000-4000-8000-000000000001/receipt',
      delivery: null,
    },
    {
      id: 'aaaaaaaa-0000-4000-8000-000000000003',
      date: '2026-11-10T10:00:00.000Z',
      product: { id: 'p2', title: 'Trikot-Sponsoring', productType: 'fixed' },
      amount: 150,
      status: 'succeeded',
      deductible: false,
      receiptUrl: '/api/donations/aaaaaaaa-0000-4000-8000-000000000003/receipt',
      delivery: { sentAt: '2026-11-12T08:00:00.000Z' },
    },
    {
      id: 'aaaaaaaa-0000-4000-8000-000000000004',
      date: '2026-11-09T10:00:00.000Z',
      product: { id: 'p2', title: 'Trikot-Sponsoring', productType: 'fixed' },
      amount: 150,
      status: 'succeeded',
      deductible: false,
      receiptUrl: '/api/donations/aaaaaaaa-0000-4000-8000-000000000004/receipt',
      delivery: { sentAt: null },
    },
    {
      id: 'aaaaaaaa-0000-4000-8000-000000000002',
      date: '2026-03-14T11:00:00.000Z',
      product: { id: 'p1', title: 'Freier Beitrag', productType: 'open' },
      amount: 75,
      status: 'succeeded',
      deductible: true,
      receiptUrl: '/api/donations/aaaaaaaa-0000-4000-8000-000000000002/receipt',
      delivery: null,
    },
  ],
};

profilePageSetup(['profile', 'auth', 'org', 'memberships'], ['de', 'en']);

describe('the supporter’s profile (/profile/user)', { timeout: 30_000 }, () => {
  it('shows the left column’s buttons and the totals per club, one club opening into its donations', async () => {
    const calls = fakeApi((call) => {
      if (call.path === '/donations/user-club-total') return TOTALS;
      if (call.path === '/donations/user-club') return DONATIONS;
      return undefined;
    });
    renderRoutes(routes, '/profile/user');
    const column = await screen.findByRole('region', { name: deProfile.card.label }, WAIT);
    for (const label of [
      deProfile.card.edit,
      deProfile.card.changePassword,
      deProfile.card.updateCard,
      deProfile.card.delete,
    ]) {
      expect(within(column).getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(await screen.findByText('CHF 215.00', {}, WAIT)).toBeInTheDocument();
    expect(callsTo(calls, '/donations/user-club-total')[0]?.body).toEqual({ userId: USER_ID });
    const seefeld = screen.getByRole('button', { name: /FC Seefeld Zürich/ });
    expect(seefeld).toHaveTextContent('2 Spenden · zuletzt am 20.11.2026');
    expect(seefeld).toHaveTextContent('CHF 175.00');
    expect(screen.getByRole('button', { name: /Schwingklub Entlebuch/ })).toHaveTextContent('1 Spende');
    expect(callsTo(calls, '/donations/user-club')).toHaveLength(0);

    await userEvent.click(seefeld);
    const table = await screen.findByRole('table', { name: 'Spenden an FC Seefeld Zürich' }, WAIT);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].slice(0, 4).map((cell) => cell.textContent))).toEqual([
      ['20.11.2026', 'Freier Beitrag', 'CHF 100.00', deProfile.overview.refunded],
      ['10.11.2026', 'Trikot-SponsoringVersendet am 12.11.2026', 'CHF 150.00', deProfile.overview.succeeded],
      [
        '09.11.2026',
        `Trikot-Sponsoring${deProfile.overview.deliveryOpen}`,
        'CHF 150.00',
        deProfile.overview.succeeded,
      ],
      ['14.03.2026', 'Freier Beitrag', 'CHF 75.00', deProfile.overview.succeeded],
    ]);
    expect(callsTo(calls, '/donations/user-club')[0]?.body).toEqual({ userId: USER_ID, clubId: CLUB.id });
    expect(
      within(table).getByRole('button', {
        name: 'PDF: Quittung vom 14.03.2026 über CHF 75.00 herunterladen',
      }),
    ).toBeInTheDocument();
  });

  it('says what to do next when there is nothing yet, in English too', async () => {
    fakeApi((call) => {
      if (call.path === '/donations/user-club-total') return { content: [], total: 0 };
      if (call.path === '/favourites/filter') return { content: [], totalElements: 0, totalPages: 0 };
      if (call.path === '/donations/certificates') return { content: [] };
      return undefined;
    });
    renderRoutes(routes, '/profile/user');
    expect(await screen.findByText(deProfile.overview.empty, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: deProfile.overview.emptyAction })).toHaveAttribute(
      'href',
      '/clubs',
    );
    await userEvent.click(screen.getByRole('tab', { name: deProfile.tabs.favourites }));
    expect(await screen.findByText(deProfile.favourites.empty, {}, WAIT)).toBeInTheDocument();
    setLanguage('en');
    await userEvent.click(await screen.findByRole('tab', { name: enProfile.tabs.documents }, WAIT));
    expect(await screen.findByText(enProfile.documents.noYears, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: enProfile.documents.export })).toBeInTheDocument();
  });

  it('deletes only after the confirmation; a refusal shows its reason and the support address of the host', async () => {
    const calls = fakeApi((call) => {
      if (call.path === '/donations/user-club-total') return { content: [], total: 0 };
      if (call.path === '/users/delete') return [409, errorBody('conflict', 'deleteBlockedByClub')];
      return undefined;
    });
    renderRoutes(routes, '/profile/user');
    await userEvent.click(await screen.findByRole('button', { name: deProfile.card.delete }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: deProfile.delete.title }, WAIT);
    const submit = within(dialog).getByRole('button', { name: deProfile.delete.submit });
    expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: deProfile.delete.confirm }));
    await userEvent.click(submit);
    const alert = await within(dialog).findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent(deMessages.deleteBlockedByClub);
    expect(alert).toHaveTextContent(`Fehler – bitte kontaktiere support@${window.location.hostname}`);
    expect(callsTo(calls, '/users/delete')[0]?.body).toEqual({ userId: USER_ID });
    expect(deleteFailedMessage('www.tifo.ch')).toBe('Fehler – bitte kontaktiere support@tifo.ch');
  });
});

describe('invitations to help run an organisation (issue 17)', { timeout: 30_000 }, () => {
  it('lists an open invitation above the tabs; accepting sends the club, refreshes the session and removes it', async () => {
    let answered = false;
    const calls = fakeApi((call) => {
      if (call.path === '/users/club-invitations') {
        return answered
          ? []
          : [
              {
                clubId: CLUB.id,
                clubName: CLUB.name,
                shortName: CLUB.shortName,
                logo: null,
                role: 'ROLE_CLUB_FINANCE',
                invitedAt: '2026-11-24T09:00:00.000Z',
                invitedBy: 'Lea Brunner',
              },
            ];
      }
      if (call.path === '/users/club-invitations/accept') {
        answered = true;
        return { message: 'Invitation accepted: you now help run this organisation.' };
      }
      if (call.path === '/donations/user-club-total') return { content: [], total: 0 };
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/profile/user');
    const section = await screen.findByRole('region', { name: deProfile.invitations.heading_one }, WAIT);
    expect(within(section).getByText(CLUB.name)).toBeInTheDocument();
    expect(within(section).getByText(deProfile.invitations.roles.ROLE_CLUB_FINANCE)).toBeInTheDocument();
    expect(within(section).getByText('Eingeladen von Lea Brunner am 24.11.2026')).toBeInTheDocument();

    await user.click(
      within(section).getByRole('button', {
        name: `Einladung von ${CLUB.name} als ${deProfile.invitations.roles.ROLE_CLUB_FINANCE} annehmen`,
      }),
    );
    await waitFor(() => expect(callsTo(calls, '/users/club-invitations/accept')).toHaveLength(1));
    expect(callsTo(calls, '/users/club-invitations/accept')[0]?.body).toEqual({ clubId: CLUB.id });
    // The new role reaches the session, and the invitation is gone.
    await waitFor(() => expect(callsTo(calls, '/users/id').length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: deProfile.invitations.heading_one }),
      ).not.toBeInTheDocument(),
    );
  });

  it('an unverified account asks for the invitation of its mail link only, and answers it with the token (issue 45)', async () => {
    clearSession();
    logIn({ verified: false, donationEnabled: false });
    const calls = fakeApi((call) => {
      if (call.path === '/users/club-invitations') {
        return [
          {
            clubId: CLUB.id,
            clubName: CLUB.name,
            shortName: CLUB.shortName,
            logo: null,
            role: 'ROLE_CLUB_OPERATOR',
            invitedAt: '2026-11-24T09:00:00.000Z',
            invitedBy: null,
          },
        ];
      }
      if (call.path === '/users/club-invitations/decline') return { message: 'Invitation declined.' };
      if (call.path === '/donations/user-club-total') return { content: [], total: 0 };
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/profile/user?tab=overview&invitation=tok-from-mail');
    const section = await screen.findByRole('region', { name: deProfile.invitations.heading_one }, WAIT);
    expect(callsTo(calls, '/users/club-invitations')[0]?.body).toEqual({ token: 'tok-from-mail' });
    await user.click(within(section).getByRole('button', { name: `Einladung von ${CLUB.name} ablehnen` }));
    await waitFor(() => expect(callsTo(calls, '/users/club-invitations/decline')).toHaveLength(1));
    expect(callsTo(calls, '/users/club-invitations/decline')[0]?.body).toEqual({
      clubId: CLUB.id,
      token: 'tok-from-mail',
    });
  });

  it('an unverified account without a link asks for no invitations (the server would refuse)', async () => {
    clearSession();
    logIn({ verified: false, donationEnabled: false });
    const calls = fakeApi((call) =>
      call.path === '/donations/user-club-total' ? { content: [], total: 0 } : undefined,
    );
    renderRoutes(routes, '/profile/user');
    await waitFor(() => expect(callsTo(calls, '/donations/user-club-total').length).toBeGreaterThan(0), WAIT);
    expect(callsTo(calls, '/users/club-invitations')).toEqual([]);
  });
});
