import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  adminMustRegisterMessage,
  REGISTRATION_PROGRESS_KEY,
  type RegistrationDetails,
} from '@tifo/contract';
import deMessages from '@tifo/contract/locales/de/messages.json';
import enMessages from '@tifo/contract/locales/en/messages.json';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupIban } from '../src/components/org/IbanInput';
import i18n, { issueText, setLanguage } from '../src/i18n';
import deOrg from '../src/i18n/locales/de/org.json';
import { ApiError, setSessionExpiredHandler } from '../src/lib/api';
import { documentProblem, imageProblem } from '../src/lib/files';
import { renewSessionAfterClubCreated } from '../src/lib/orgSession';
import { readProgress, resumeStep } from '../src/lib/registrationProgress';
import { clearSession, getSession } from '../src/lib/session';
import { routes } from '../src/router';
import { errorBody } from './answers';
import {
  authResponse,
  type Call,
  CLUB_ID,
  CONTACT,
  callsTo,
  club,
  details,
  fakeApi,
  logIn,
  SPORT_TYPES,
} from './orgFixtures';
import { renderRoutes } from './render';

const WAIT = { timeout: 5000 };
const EMPTY = { club: null, contact: null, bank: null, documents: [], completedStep: 0 };

beforeAll(async () => {
  await i18n.loadNamespaces(['org', 'admin']);
  await import('../src/pages/routes/registerClub');
  await import('../src/pages/routes/editClubProfile');
});

beforeEach(() => {
  setLanguage('du');
  clearSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The API of the wizard: saved registration `saved`, everything else succeeds. */
function wizardApi(saved: unknown, extra: (call: Call) => unknown = () => undefined) {
  return fakeApi((call) => {
    const answer = extra(call);
    if (answer !== undefined) return answer;
    switch (call.path) {
      case '/clubs/registration-details':
        return saved;
      case '/types/all':
        return SPORT_TYPES;
      case '/users/email-admin':
        return { emailExists: (call.body as { email: string }).email !== 'nobody@example.ch' };
      default:
        return undefined;
    }
  });
}

const heading2 = (name: string) => screen.findByRole('heading', { level: 2, name }, WAIT);

describe('rules shared with the server', () => {
  it('groups an IBAN in fours, upper case, whatever was typed or pasted', () => {
    expect(groupIban('ch9300762011623852957')).toBe('CH93 0076 2011 6238 5295 7');
    expect(groupIban('CH93-0076.2011 6238 5295 7')).toBe('CH93 0076 2011 6238 5295 7');
    expect(groupIban('de89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
    expect(groupIban('')).toBe('');
  });

  it('checks logos and documents before uploading, with the contract messages', () => {
    const png = new File(['x'], 'logo.png', { type: 'image/png' });
    const big = new File([new Uint8Array(2_097_153)], 'logo.jpg', { type: 'image/jpeg' });
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    expect(imageProblem([png])).toBeNull();
    expect(imageProblem([png, png])).toBe('imageOneFile');
    expect(imageProblem([big])).toBe('imageTooLarge');
    expect(imageProblem([svg])).toBe('imageTypeInvalid');
    const pdf = new File(['%PDF'], 'statuten.pdf', { type: 'application/pdf' });
    const exe = new File(['MZ'], 'statuten.exe', { type: 'application/x-msdownload' });
    expect(documentProblem([pdf])).toBeNull();
    expect(documentProblem([pdf, pdf])).toBe('documentOneFile');
    expect(documentProblem([exe])).toBe('documentTypeInvalid');
    expect(issueText('imageTooLarge')).toBe(deMessages.imageTooLarge);
  });

  it('shows the must-register message the server sends by its key, with the address filled in', async () => {
    const sent = adminMustRegisterMessage('lea@example.ch');
    expect(new ApiError(400, sent).message).toBe(
      deMessages.adminMustRegister.replace('{email}', 'lea@example.ch'),
    );
    await i18n.changeLanguage('en');
    expect(new ApiError(400, sent).message).toBe(
      enMessages.adminMustRegister.replace('{email}', 'lea@example.ch'),
    );
  });

  it('resumes at the saved step, and treats a saved bank as a finished registration', () => {
    expect(resumeStep(EMPTY)).toEqual({ step: 0, progress: null });
    expect(resumeStep({ club: club(), contact: null, completedStep: 1 })).toEqual({
      step: 1,
      progress: { completedStep: 1, clubId: CLUB_ID, contactId: null },
    });
    expect(resumeStep({ club: club(), contact: CONTACT, completedStep: 2 })).toEqual({
      step: 2,
      progress: { completedStep: 2, clubId: CLUB_ID, contactId: CONTACT.id },
    });
    expect(resumeStep({ club: club(), contact: CONTACT, completedStep: 3 })).toBe('finished');
  });
});

describe('session after the club is created', () => {
  it('renews the token and reloads the user, whose session then names the club', async () => {
    logIn();
    const calls = fakeApi((call) => {
      if (call.path === '/users/token-refresh') return { token: 'new', expiresIn: 900 };
      if (call.path === '/users/id') {
        const {
          token: _token,
          refreshToken: _refresh,
          expiresIn: _expires,
          ...user
        } = authResponse({
          roles: ['ROLE_USER', 'ROLE_CLUB'],
          clubId: CLUB_ID,
        });
        return user;
      }
      return undefined;
    });
    await renewSessionAfterClubCreated();
    // The refresh token is the HttpOnly cookie: the body names none.
    expect(callsTo(calls, '/users/token-refresh')[0]?.body).toEqual({});
    expect(getSession()?.token).toBe('new');
    expect(getSession()?.clubId).toBe(CLUB_ID);
    expect(getSession()?.roles).toContain('ROLE_CLUB');
  });

  it('logs out with the expired message when the refresh fails', async () => {
    logIn();
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    fakeApi((call) =>
      call.path === '/users/token-refresh' ? [401, { message: 'Please send a refresh token' }] : undefined,
    );
    await expect(renewSessionAfterClubCreated()).rejects.toMatchObject({ handled: true, status: 401 });
    expect(getSession()).toBeNull();
    expect(expired).toHaveBeenCalled();
  });
});

describe('registration wizard (/register/club)', { timeout: 30_000 }, () => {
  it('shows the contract messages for an empty first step, in German', async () => {
    logIn();
    const calls = wizardApi(EMPTY);
    renderRoutes(routes, '/register/club');
    await heading2(deOrg.wizard.steps.club);
    // The user's own e-mail is the first administrator.
    const firstAdmin = screen.getByRole('group', { name: 'Administrator 1' });
    expect(within(firstAdmin).getByRole('textbox', { name: deOrg.admins.email })).toHaveValue(
      'anna@example.ch',
    );
    await userEvent.click(screen.getByRole('button', { name: deOrg.wizard.next }));
    for (const message of [
      deMessages.clubNameRequired,
      deMessages.orgEmailInvalid,
      deMessages.address1Required,
      deMessages.postalCodeRequired,
      deMessages.cityRequired,
      deMessages.phoneRequired,
      deMessages.sportTypeRequired,
      deMessages.clubDescriptionRequired,
      deMessages.logoRequired,
    ]) {
      expect(await screen.findByText(message, {}, WAIT)).toBeInTheDocument();
    }
    expect(callsTo(calls, '/clubs')).toHaveLength(0);
  });

  it('derives the web address from the name until it is changed by hand, and refuses a reserved one', async () => {
    logIn();
    wizardApi(EMPTY);
    renderRoutes(routes, '/register/club');
    await heading2(deOrg.wizard.steps.club);
    const name = screen.getByRole('textbox', { name: deOrg.club.name });
    const shortName = screen.getByRole('textbox', { name: deOrg.club.shortName });
    await userEvent.type(name, 'FC Zürich-Nord 1896');
    expect(shortName).toHaveValue('fc-zurich-nord-1896');
    await userEvent.clear(shortName);
    await userEvent.type(shortName, 'admin');
    await userEvent.type(name, '!');
    expect(shortName).toHaveValue('admin');
    await userEvent.click(screen.getByRole('button', { name: deOrg.wizard.next }));
    expect(await screen.findByText(deMessages.shortNameReserved, {}, WAIT)).toBeInTheDocument();
  });

  it('asks on blur whether an administrator has an account and says who must register first', async () => {
    logIn();
    const calls = wizardApi(EMPTY);
    renderRoutes(routes, '/register/club');
    await heading2(deOrg.wizard.steps.club);
    await userEvent.click(screen.getByRole('button', { name: deOrg.admins.add }));
    const second = screen.getByRole('group', { name: 'Administrator 2' });
    expect(within(second).getByRole('combobox', { name: deOrg.admins.role })).toHaveValue(
      deOrg.admins.roles.ROLE_CLUB,
    );
    const email = within(second).getByRole('textbox', { name: deOrg.admins.email });
    await userEvent.type(email, 'Nobody@Example.ch');
    await userEvent.tab();
    const message = deMessages.adminMustRegister.replace('{email}', 'nobody@example.ch');
    expect(await within(second).findByText(message, {}, WAIT)).toBeInTheDocument();
    expect(callsTo(calls, '/users/email-admin').map((call) => call.body)).toContainEqual({
      email: 'nobody@example.ch',
    });
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(email);
    await userEvent.type(email, 'lea@example.ch');
    await userEvent.tab();
    await waitFor(() => expect(within(second).queryByText(/Tifo-Konto/)).not.toBeInTheDocument(), WAIT);
  });

  it('resumes at the saved step after a reload and asks the server for that club', async () => {
    logIn();
    localStorage.setItem(
      REGISTRATION_PROGRESS_KEY,
      JSON.stringify({ completedStep: 2, clubId: CLUB_ID, contactId: CONTACT.id }),
    );
    const calls = wizardApi(details('ROLE_CLUB', { bank: null, documents: [], completedStep: 2 }));
    renderRoutes(routes, '/register/club');
    await heading2(deOrg.wizard.steps.bank);
    expect(screen.getByText('Schritt 3 von 3')).toBeInTheDocument();
    expect(screen.getByText(deOrg.wizard.resumed)).toBeInTheDocument();
    expect(callsTo(calls, '/clubs/registration-details')[0]?.body).toEqual({ clubId: CLUB_ID });
  });

  it('sends a user whose registration is complete to the home page', async () => {
    logIn({ clubId: CLUB_ID });
    wizardApi(details('ROLE_CLUB'));
    const { router } = renderRoutes(routes, '/register/club');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), WAIT);
  });

  it("starts afresh when the remembered registration is someone else's", async () => {
    logIn();
    localStorage.setItem(
      REGISTRATION_PROGRESS_KEY,
      JSON.stringify({ completedStep: 1, clubId: CLUB_ID, contactId: null }),
    );
    wizardApi([403, { message: "You don't have permission to access this resource.", code: 'forbidden' }]);
    renderRoutes(routes, '/register/club');
    await heading2(deOrg.wizard.steps.club);
    expect(readProgress()).toBeNull();
  });

  it('starts a second organisation with ?new, whatever was remembered', async () => {
    logIn({ clubId: CLUB_ID });
    localStorage.setItem(
      REGISTRATION_PROGRESS_KEY,
      JSON.stringify({ completedStep: 2, clubId: CLUB_ID, contactId: CONTACT.id }),
    );
    const calls = wizardApi(details('ROLE_CLUB'));
    renderRoutes(routes, '/register/club?new');
    await heading2(deOrg.wizard.steps.club);
    expect(screen.getByRole('textbox', { name: deOrg.club.name })).toHaveValue('');
    expect(readProgress()).toBeNull();
    expect(callsTo(calls, '/clubs/registration-details')).toHaveLength(0);
  });

  it('asks an unverified user to confirm the e-mail before the first step', async () => {
    logIn({ verified: false, donationEnabled: false });
    wizardApi(EMPTY);
    renderRoutes(routes, '/register/club');
    expect(await screen.findByText(deOrg.wizard.verifyFirst.title, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: deOrg.wizard.verifyFirst.button })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: deOrg.wizard.next })).not.toBeInTheDocument();
  });

  it('step 3: IBAN in groups of four, checked, confirmed; Send only with country, owner, currency and a valid IBAN', async () => {
    logIn();
    localStorage.setItem(
      REGISTRATION_PROGRESS_KEY,
      JSON.stringify({ completedStep: 2, clubId: CLUB_ID, contactId: CONTACT.id }),
    );
    const calls = wizardApi(details('ROLE_CLUB', { bank: null, documents: [], completedStep: 2 }));
    renderRoutes(routes, '/register/club');
    await heading2(deOrg.wizard.steps.bank);
    const send = screen.getByRole('button', { name: deOrg.wizard.send });
    expect(send).toBeDisabled();

    const iban = screen.getByRole('textbox', { name: deOrg.bank.iban });
    expect(iban).toHaveAttribute('maxlength', '26');
    await userEvent.type(iban, 'ch93 0076 2011 6238 5295 8');
    await userEvent.tab();
    expect(await screen.findByText(deMessages.ibanInvalid, {}, WAIT)).toBeInTheDocument();

    await userEvent.clear(iban);
    await userEvent.type(iban, 'ch9300762011623852957');
    expect(iban).toHaveValue('CH93 0076 2011 6238 5295 7');
    await waitFor(() => expect(screen.queryByText(deMessages.ibanInvalid)).not.toBeInTheDocument(), WAIT);
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: deOrg.bank.owner }), 'FC Seefeld Zürich');
    expect(screen.getByRole('radio', { name: deOrg.bank.currencies.CHF })).toBeChecked();
    await waitFor(() => expect(send).toBeEnabled(), WAIT);

    // The confirmation must match.
    await userEvent.type(
      screen.getByRole('textbox', { name: deOrg.bank.confirmIban }),
      'CH93 0076 2011 6238 5295 0',
    );
    await userEvent.click(send);
    expect(await screen.findByText(deMessages.ibanMismatch, {}, WAIT)).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: deOrg.bank.confirmIban }));
    await userEvent.type(
      screen.getByRole('textbox', { name: deOrg.bank.confirmIban }),
      'CH9300762011623852957',
    );

    // Both documents are needed; the bank is not saved without them.
    await userEvent.click(send);
    expect((await screen.findAllByText(deMessages.documentsRequired, {}, WAIT)).length).toBeGreaterThan(0);
    expect(callsTo(calls, '/banks')).toHaveLength(0);

    // A document that is not a PDF or JPEG is refused before any upload.
    const input = screen.getByTestId('document-doc1').querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['MZ'], 'statuten.exe', { type: 'application/x-msdownload' })] },
    });
    expect(await screen.findByText(deMessages.documentTypeInvalid, {}, WAIT)).toBeInTheDocument();
    expect(callsTo(calls, '/files')).toHaveLength(0);
  });

  it('saves the bank, uploads both documents, clears the progress and shows the success page', async () => {
    logIn();
    localStorage.setItem(
      REGISTRATION_PROGRESS_KEY,
      JSON.stringify({ completedStep: 2, clubId: CLUB_ID, contactId: CONTACT.id }),
    );
    const calls = wizardApi(details('ROLE_CLUB', { bank: null, documents: [], completedStep: 2 }), (call) => {
      if (call.path === '/banks') return { ...(call.body as object), id: 'bank-1', ibanMasked: false };
      if (call.path === '/files') return { url: null, document: null };
      return undefined;
    });
    const { router } = renderRoutes(routes, '/register/club');
    await heading2(deOrg.wizard.steps.bank);
    await userEvent.type(screen.getByRole('textbox', { name: deOrg.bank.owner }), 'FC Seefeld Zürich');
    await userEvent.type(screen.getByRole('textbox', { name: deOrg.bank.iban }), 'CH9300762011623852957');
    await userEvent.type(
      screen.getByRole('textbox', { name: deOrg.bank.confirmIban }),
      'CH9300762011623852957',
    );
    for (const kind of ['doc1', 'doc2']) {
      const input = screen
        .getByTestId(`document-${kind}`)
        .querySelector('input[type=file]') as HTMLInputElement;
      fireEvent.change(input, {
        target: { files: [new File(['%PDF-1.4'], `${kind}.pdf`, { type: 'application/pdf' })] },
      });
    }
    await userEvent.click(screen.getByRole('button', { name: deOrg.wizard.send }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/club/registration-success'), WAIT);
    expect(callsTo(calls, '/banks')[0]).toMatchObject({
      method: 'POST',
      body: {
        clubId: CLUB_ID,
        name: 'FC Seefeld Zürich',
        iban: 'CH9300762011623852957',
        currency: 'CHF',
        country: 'CH',
      },
    });
    expect(callsTo(calls, '/files').map((call) => call.body)).toEqual([
      expect.objectContaining({ entity: 'document', column: 'doc1', id: CLUB_ID }),
      expect.objectContaining({ entity: 'document', column: 'doc2', id: CLUB_ID }),
    ]);
    expect(readProgress()).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: deOrg.success.title }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: deOrg.success.toProfile })).toHaveAttribute(
      'href',
      '/profile/club',
    );
  });

  it('Back reloads the saved contact person', async () => {
    logIn();
    localStorage.setItem(
      REGISTRATION_PROGRESS_KEY,
      JSON.stringify({ completedStep: 2, clubId: CLUB_ID, contactId: CONTACT.id }),
    );
    const calls = wizardApi(details('ROLE_CLUB', { bank: null, documents: [], completedStep: 2 }));
    renderRoutes(routes, '/register/club');
    await heading2(deOrg.wizard.steps.bank);
    await userEvent.click(screen.getByRole('button', { name: deOrg.wizard.back }));
    await heading2(deOrg.wizard.steps.contact);
    expect(screen.getByRole('textbox', { name: deOrg.contact.position })).toHaveValue('Präsidentin');
    expect(callsTo(calls, '/clubs/registration-details')).toHaveLength(2);
  });

  it('shows the server field messages under the fields', async () => {
    logIn();
    localStorage.setItem(
      REGISTRATION_PROGRESS_KEY,
      JSON.stringify({ completedStep: 1, clubId: CLUB_ID, contactId: null }),
    );
    wizardApi(details('ROLE_CLUB', { contact: null, bank: null, documents: [], completedStep: 1 }), (call) =>
      call.path === '/contacts'
        ? [400, errorBody('validation', 'status400', { position: 'positionRequired' })]
        : undefined,
    );
    renderRoutes(routes, '/register/club');
    await heading2(deOrg.wizard.steps.contact);
    await userEvent.type(screen.getByRole('textbox', { name: deOrg.contact.phone }), '079 123 45 67');
    await userEvent.type(screen.getByRole('textbox', { name: deOrg.contact.position }), 'Präsidentin');
    await userEvent.type(screen.getByRole('textbox', { name: deOrg.address.address1 }), 'Seestrasse 5');
    await userEvent.type(screen.getByRole('combobox', { name: deOrg.address.postalCode }), '8002');
    await userEvent.type(screen.getByRole('combobox', { name: deOrg.address.city }), 'Zürich');
    await userEvent.click(screen.getByRole('button', { name: deOrg.wizard.next }));
    expect(await screen.findByText('Bitte Position im Club eingeben.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(deMessages.status400)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: deOrg.wizard.steps.contact })).toBeInTheDocument();
  });
});

describe('club edit page (/edit/profile/club) by role', { timeout: 30_000 }, () => {
  function editApi(
    role: 'ROLE_CLUB' | 'ROLE_CLUB_FINANCE' | 'ROLE_CLUB_OPERATOR',
    change: (saved: RegistrationDetails) => RegistrationDetails = (saved) => saved,
  ) {
    return fakeApi((call) => {
      switch (call.path) {
        case '/clubs/mine':
          return {
            content: [
              {
                id: CLUB_ID,
                name: 'FC Seefeld Zürich',
                shortName: 'fc-seefeld-zurich',
                status: 'verified',
                role,
                completedStep: 3,
                logo: null,
              },
            ],
          };
        case '/clubs/registration-details':
          return change(details(role));
        case '/types/all':
          return SPORT_TYPES;
        case '/clubs':
          return club({ myRole: role });
        default:
          return undefined;
      }
    });
  }

  it('finance sees everything read-only: no save buttons, no image editing, no administrators, a masked IBAN', async () => {
    logIn({ clubId: CLUB_ID });
    editApi('ROLE_CLUB_FINANCE');
    renderRoutes(routes, '/edit/profile/club');
    expect(await screen.findByRole('tab', { name: deOrg.edit.tabs.info }, WAIT)).toBeInTheDocument();
    expect(screen.getByText(deOrg.edit.readOnlyNote)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: deOrg.club.email })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: deOrg.club.name })).toBeDisabled();
    expect(screen.queryByRole('button', { name: deOrg.edit.save })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: deOrg.logo.change })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: deOrg.cover.choose })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: deOrg.club.sectionAdmins })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: deOrg.edit.tabs.contact }));
    expect(await screen.findByRole('textbox', { name: deOrg.contact.firstName }, WAIT)).toBeDisabled();
    expect(screen.queryByRole('button', { name: deOrg.edit.save })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: deOrg.edit.tabs.bank }));
    expect(await screen.findByTestId('bank-iban', {}, WAIT)).toHaveValue('CH93 **** **** **** *295 7');
    expect(screen.getByText(deOrg.bank.masked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: deOrg.bank.change })).not.toBeInTheDocument();
  });

  it('the editor saves club information but does not see the bank or the administrators', async () => {
    logIn({ clubId: CLUB_ID });
    editApi('ROLE_CLUB_OPERATOR');
    renderRoutes(routes, '/edit/profile/club');
    expect(await screen.findByRole('tab', { name: deOrg.edit.tabs.info }, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: deOrg.edit.tabs.bank })).not.toBeInTheDocument();
    expect(screen.getByText(deOrg.edit.noBankNote)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: deOrg.edit.save })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: deOrg.logo.change })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: deOrg.club.sectionAdmins })).not.toBeInTheDocument();
  });

  it('the administrator sees the administrators and the bank shown disabled, and saves with PUT /clubs', async () => {
    logIn({ clubId: CLUB_ID });
    const calls = editApi('ROLE_CLUB');
    renderRoutes(routes, '/edit/profile/club');
    expect(await screen.findByRole('heading', { name: deOrg.club.sectionAdmins }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: deOrg.club.name })).toBeDisabled();
    // A verified club's web address cannot change.
    expect(screen.getByRole('textbox', { name: deOrg.club.shortName })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: deOrg.edit.save }));
    await waitFor(() => expect(callsTo(calls, '/clubs')).toHaveLength(1), WAIT);
    const put = callsTo(calls, '/clubs')[0];
    expect(put?.method).toBe('PUT');
    expect(put?.body).toMatchObject({
      id: CLUB_ID,
      name: 'FC Seefeld Zürich',
      sourceLanguage: 'de',
      contactNumber: '+41443814207',
      adminEmails: [
        { email: 'anna@example.ch', role: 'ROLE_CLUB' },
        { email: 'finance@example.ch', role: 'ROLE_CLUB_FINANCE' },
      ],
    });
    expect(put?.body).not.toHaveProperty('shortName');

    await userEvent.click(screen.getByRole('tab', { name: deOrg.edit.tabs.bank }));
    expect(await screen.findByTestId('bank-iban', {}, WAIT)).toHaveValue('CH93 0076 2011 6238 5295 7');
    expect(screen.getByTestId('bank-iban')).toBeDisabled();
    expect(screen.getByRole('button', { name: deOrg.bank.change })).toBeInTheDocument();
  });

  it('tells the administrator that a changed account is checked before payouts go to it, and while it is', async () => {
    logIn({ clubId: CLUB_ID });
    editApi('ROLE_CLUB', (saved) => ({
      ...saved,
      bank: {
        ...saved.bank!,
        awaitingConfirmation: true,
        changedAt: '2026-11-28T13:05:00.000Z',
        previousIbanLast4: '8009',
      },
    }));
    renderRoutes(routes, '/edit/profile/club');
    await userEvent.click(await screen.findByRole('tab', { name: deOrg.edit.tabs.bank }, WAIT));
    const note = await screen.findByTestId('bank-awaiting', {}, WAIT);
    expect(note).toHaveTextContent(deOrg.bank.awaitingTitle);
    expect(note).toHaveTextContent('Geändert am 28.11.2026 (bisher IBAN mit Endung 8009).');
    await userEvent.click(screen.getByRole('button', { name: deOrg.bank.change }));
    expect(await screen.findByTestId('bank-change-review', {}, WAIT)).toHaveTextContent(
      deOrg.bank.changeReview,
    );
  });

  it('lets a user with several clubs choose one', async () => {
    logIn({ clubId: CLUB_ID });
    const other = '9f0a6c1e-7d1f-4a43-9a57-2b6f0c8f1a99';
    const calls = fakeApi((call) => {
      if (call.path === '/clubs/mine') {
        return {
          content: [
            {
              id: CLUB_ID,
              name: 'FC Seefeld Zürich',
              shortName: 'fc-seefeld-zurich',
              status: 'verified',
              role: 'ROLE_CLUB',
              completedStep: 3,
              logo: null,
            },
            {
              id: other,
              name: 'FC Riesbach',
              shortName: 'fc-riesbach',
              status: 'pending',
              role: 'ROLE_CLUB_FINANCE',
              completedStep: 3,
              logo: null,
            },
          ],
        };
      }
      if (call.path === '/clubs/registration-details') {
        const id = (call.body as { clubId?: string }).clubId;
        return id === other
          ? details('ROLE_CLUB_FINANCE', {
              club: club({ id: other, name: 'FC Riesbach', myRole: 'ROLE_CLUB_FINANCE' }),
            })
          : details('ROLE_CLUB');
      }
      if (call.path === '/types/all') return SPORT_TYPES;
      return undefined;
    });
    const { router } = renderRoutes(routes, '/edit/profile/club');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'FC Seefeld Zürich' }, WAIT),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: deOrg.edit.chooseClub }));
    await userEvent.click(await screen.findByRole('option', { name: 'FC Riesbach', hidden: true }, WAIT));
    expect(await screen.findByRole('heading', { level: 2, name: 'FC Riesbach' }, WAIT)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?clubId=${other}`);
    expect(callsTo(calls, '/clubs/registration-details').at(-1)?.body).toEqual({ clubId: other });
  });
});
