import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderAdminEvents } from '../src/components/offers/EventsTab';
import { toInputDateTime, toWireDateTime } from '../src/components/offers/eventDraft';
import { setLanguage } from '../src/i18n';
import { clearSession } from '../src/lib/session';
import { routes } from '../src/router';
import {
  type Call,
  callsTo,
  clubEvent,
  copiedTranslation,
  EVENT_ID,
  type Handler,
  logInAs,
  mockApi,
  myClub,
  NEW_ID,
  TEST_TIMEOUT,
  WAIT,
} from './offersFixtures';
import { renderRoutes } from './render';

vi.mock('../src/components/offers/cropImage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/components/offers/cropImage')>()),
  renderCroppedImage: vi.fn(async () => new File(['jpeg'], 'fest.jpg', { type: 'image/jpeg' })),
}));

const ZURICH = { name: 'Zürich', postalCode: '8008', canton: 'ZH', latitude: 47.3553, longitude: 8.5615 };

function api(extra: Handler = () => undefined, events = [] as unknown[]): Call[] {
  return mockApi(async (call) => {
    const answer = await extra(call);
    if (answer !== undefined) return answer;
    if (call.path === '/clubs/mine') return { content: [myClub()] };
    if (call.path === '/events/club-all') return events;
    if (call.path.startsWith('/geo/localities')) return [ZURICH];
    if (call.path === '/translate') {
      const body = call.body as { text: string; sourceLang: string };
      return copiedTranslation(body.text, body.sourceLang);
    }
    return undefined;
  });
}

async function openForm() {
  const user = userEvent.setup();
  renderRoutes(routes, '/profile/club?tab=events');
  await user.click(await screen.findByRole('button', { name: 'Event erstellen' }, WAIT));
  const dialog = await screen.findByRole('dialog', { name: 'Event erstellen' }, WAIT);
  return { user, dialog };
}

const input = (dialog: HTMLElement, name: RegExp) =>
  within(dialog).getByLabelText(name, { selector: 'input' });

describe('event form', () => {
  beforeEach(() => {
    clearSession();
    setLanguage('du');
    logInAs('ROLE_CLUB_OPERATOR');
    URL.createObjectURL = vi.fn(() => 'blob:test-image');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends dates as YYYY-MM-DD HH:mm:ss and reads them back', () => {
    expect(toWireDateTime('2099-06-20T09:30')).toBe('2099-06-20 09:30:00');
    expect(toWireDateTime('')).toBe('');
    expect(toInputDateTime('2099-06-20 09:30:00')).toBe('2099-06-20T09:30');
  });

  it('lists upcoming events first, then past ones', () => {
    const events = [
      clubEvent({ id: 'old', fromDate: '2020-01-01 10:00:00', past: true }),
      clubEvent({ id: 'late', fromDate: '2099-09-01 10:00:00' }),
      clubEvent({ id: 'soon', fromDate: '2099-01-01 10:00:00' }),
    ];
    expect(orderAdminEvents(events).map((event) => event.id)).toEqual(['soon', 'late', 'old']);
  });

  it(
    "shows the spec's messages: title 5–20, description, start, end, location, image",
    async () => {
      api();
      const { user, dialog } = await openForm();
      await user.type(input(dialog, /^Titel/), 'Fest');
      const description = within(dialog).getByRole('textbox', { name: /^Beschreibung \(Deutsch\)/ });
      await user.type(description, 'Fest');
      await user.tab();
      expect(await within(dialog).findByText('Beschreibung min.5', undefined, WAIT)).toBeInTheDocument();
      const create = within(dialog).getByRole('button', { name: 'Erstellen' });
      await waitFor(() => expect(create).toBeEnabled(), WAIT);
      await user.click(create);
      expect(
        await within(dialog).findByText('Titel min.5 max.20 Buchstaben', undefined, WAIT),
      ).toBeInTheDocument();
      expect(within(dialog).getByText('Bitte setze ein Startdatum.')).toBeInTheDocument();
      expect(within(dialog).getByText('Bitte setze ein Enddatum.')).toBeInTheDocument();
      expect(within(dialog).getByText('Bitte erfasse einen Ort.')).toBeInTheDocument();
      expect(within(dialog).getByText('Bitte lade ein Event-Bild hoch.')).toBeInTheDocument();
      expect(input(dialog, /^Titel/)).toHaveFocus();

      fireEvent.change(input(dialog, /^Beginn/), { target: { value: '2099-06-20T18:00' } });
      fireEvent.change(input(dialog, /^Ende/), { target: { value: '2099-06-20T09:00' } });
      await user.click(create);
      expect(
        await within(dialog).findByText('Das Event kann nicht enden, bevor es beginnt.', undefined, WAIT),
      ).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'starts with one Silver ticket of 200; categories can be added up to four and removed down to one',
    async () => {
      api();
      const { user, dialog } = await openForm();
      let rows = within(dialog).getAllByTestId('ticket-row');
      expect(rows).toHaveLength(1);
      expect(within(rows[0]!).getByRole('combobox', { name: 'Kategorie' })).toHaveValue('Silber');
      expect(within(rows[0]!).getByRole('textbox', { name: 'Anzahl' })).toHaveValue('200');
      expect(
        within(rows[0]!).getByRole('button', { name: 'Ticketkategorie Silber entfernen' }),
      ).toBeDisabled();
      const add = within(dialog).getByRole('button', { name: 'Ticketkategorie hinzufügen' });
      await user.click(add);
      await user.click(add);
      await user.click(add);
      rows = within(dialog).getAllByTestId('ticket-row');
      expect(rows.map((row) => within(row).getByRole('combobox', { name: 'Kategorie' }))).toHaveLength(4);
      expect(
        rows.map(
          (row) => (within(row).getByRole('combobox', { name: 'Kategorie' }) as HTMLInputElement).value,
        ),
      ).toEqual(['Silber', 'Gold', 'Platin', 'Gratis']);
      expect(add).toBeDisabled();
      await user.click(within(dialog).getByRole('button', { name: 'Ticketkategorie Gold entfernen' }));
      expect(within(dialog).getAllByTestId('ticket-row')).toHaveLength(3);
    },
    TEST_TIMEOUT,
  );

  it(
    'creates an event with coordinates from the locality list, then uploads its image with the new id',
    async () => {
      let created = false;
      const calls = api((call) => {
        if (call.path === '/events' && call.method === 'POST') {
          created = true;
          return { id: NEW_ID, message: 'The event has been created.', event: clubEvent({ id: NEW_ID }) };
        }
        if (call.path === '/files') return { url: '/files/e.jpg', document: null };
        if (call.path === '/events/club-all' && created)
          return [clubEvent({ id: NEW_ID, title: 'Sommerfest' })];
        return undefined;
      });
      const { user, dialog } = await openForm();
      await user.type(input(dialog, /^Titel/), 'Sommerfest');
      await user.type(
        within(dialog).getByRole('textbox', { name: /^Beschreibung \(Deutsch\)/ }),
        'Grillfest für alle.',
      );
      fireEvent.change(input(dialog, /^Beginn/), { target: { value: '2099-06-20T09:00' } });
      fireEvent.change(input(dialog, /^Ende/), { target: { value: '2099-06-20T17:30' } });
      const location = within(dialog).getByRole('combobox', { name: /^Ort/ });
      await user.type(location, 'Zür');
      await user.click(await screen.findByRole('option', { name: '8008 Zürich (ZH)', hidden: true }, WAIT));
      expect(location).toHaveValue('8008 Zürich');
      await user.type(location, ', Sportanlage Lengg');
      fireEvent.change(within(dialog).getByTestId('image-file-input'), {
        target: { files: [new File(['x'], 'fest.png', { type: 'image/png' })] },
      });
      const create = within(dialog).getByRole('button', { name: 'Erstellen' });
      await waitFor(() => expect(create).toBeEnabled(), WAIT);
      await user.click(create);
      expect(await screen.findByText('Das Event wurde erstellt.', undefined, WAIT)).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Sommerfest' }, WAIT)).toBeInTheDocument();

      expect(callsTo(calls, '/events', 'POST')[0]?.body).toMatchObject({
        title: 'Sommerfest',
        fromDate: '2099-06-20 09:00:00',
        toDate: '2099-06-20 17:30:00',
        location: '8008 Zürich, Sportanlage Lengg',
        latitude: ZURICH.latitude,
        longitude: ZURICH.longitude,
        tickets: [{ tier: 'Silver', amount: 200 }],
        descriptionDe: 'Grillfest für alle.',
        descriptionFr: 'Grillfest für alle.',
      });
      const upload = callsTo(calls, '/files', 'POST')[0]?.body as FormData;
      expect(upload.get('entity')).toBe('event');
      expect(upload.get('id')).toBe(NEW_ID);
    },
    TEST_TIMEOUT,
  );

  it(
    'drops the coordinates when the location no longer names the chosen locality',
    async () => {
      const calls = api((call) =>
        call.path === '/events' ? { id: NEW_ID, message: 'x', event: clubEvent() } : undefined,
      );
      const { user, dialog } = await openForm();
      const location = within(dialog).getByRole('combobox', { name: /^Ort/ });
      await user.type(location, 'Zür');
      await user.click(await screen.findByRole('option', { name: '8008 Zürich (ZH)', hidden: true }, WAIT));
      expect(within(dialog).getByText('Koordinaten von 8008 Zürich übernommen.')).toBeInTheDocument();
      await user.clear(location);
      await user.type(location, 'Irgendwo');
      expect(within(dialog).queryByText('Koordinaten von 8008 Zürich übernommen.')).not.toBeInTheDocument();
      expect(callsTo(calls, '/events')).toHaveLength(0);
    },
    TEST_TIMEOUT,
  );

  it(
    "updates an event and shows 'Event erfolgreich aktualisiert!'",
    async () => {
      const user = userEvent.setup();
      const calls = api(
        (call) =>
          call.path === '/events' && call.method === 'PUT'
            ? { id: EVENT_ID, message: 'Event erfolgreich aktualisiert!', event: clubEvent() }
            : undefined,
        [clubEvent()],
      );
      renderRoutes(routes, '/profile/club?tab=events');
      await user.click(await screen.findByRole('button', { name: 'Bearbeiten: Sommerturnier' }, WAIT));
      const dialog = await screen.findByRole('dialog', { name: 'Event bearbeiten' }, WAIT);
      expect(input(dialog, /^Beginn/)).toHaveValue('2099-06-20T09:00');
      await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
      expect(await screen.findByText('Event erfolgreich aktualisiert!', undefined, WAIT)).toBeInTheDocument();
      expect(callsTo(calls, '/events', 'PUT')[0]?.body).toMatchObject({
        id: EVENT_ID,
        fromDate: '2099-06-20 09:00:00',
        latitude: 47.355,
      });
    },
    TEST_TIMEOUT,
  );
});
