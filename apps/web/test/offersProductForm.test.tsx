import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../src/i18n';
import { clearSession } from '../src/lib/session';
import { routes } from '../src/router';
import {
  type Call,
  callsTo,
  clubProduct,
  copiedTranslation,
  deferred,
  type Handler,
  logInAs,
  mockApi,
  myClub,
  NEW_ID,
  PRODUCT_ID,
  Reply,
  TEST_TIMEOUT,
  WAIT,
} from './offersFixtures';
import { renderRoutes } from './render';

// The canvas crop needs a real browser (the browser test covers it); here it answers a small JPEG.
vi.mock('../src/components/offers/cropImage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/components/offers/cropImage')>()),
  renderCroppedImage: vi.fn(async () => new File(['jpeg'], 'ball.jpg', { type: 'image/jpeg' })),
}));

const png = (name = 'ball.png', size = 1000, type = 'image/png') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function api(extra: Handler = () => undefined): Call[] {
  return mockApi(async (call) => {
    const answer = await extra(call);
    if (answer !== undefined) return answer;
    if (call.path === '/clubs/mine') return { content: [myClub()] };
    if (call.path === '/products/club') return [];
    if (call.path === '/translate') {
      const body = call.body as { text: string; sourceLang: string };
      return copiedTranslation(body.text, body.sourceLang);
    }
    return undefined;
  });
}

async function openForm(button = 'Produkt erstellen') {
  const user = userEvent.setup();
  renderRoutes(routes, '/profile/club?tab=products');
  await user.click(await screen.findByRole('button', { name: button }, WAIT));
  const dialog = await screen.findByRole('dialog', undefined, WAIT);
  return { user, dialog };
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Produktart' }));
  await user.click(await screen.findByRole('option', { name: label, hidden: true }, WAIT));
}

/** The option texts of a Mantine select, read from the listbox it controls. */
async function optionsOf(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement): Promise<string[]> {
  await user.click(combobox);
  await waitFor(() => expect(combobox).toHaveAttribute('aria-controls'), WAIT);
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  return within(listbox!)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent ?? '');
}

function chooseImage(dialog: HTMLElement, files: File[]) {
  fireEvent.change(within(dialog).getByTestId('image-file-input'), { target: { files } });
}

describe('product form', () => {
  beforeEach(() => {
    clearSession();
    setLanguage('du');
    logInAs('ROLE_CLUB');
    URL.createObjectURL = vi.fn(() => 'blob:test-image');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it(
    'sets the flags of each type: period for subscriptions and memberships, target for crowd, no price for open, delivery only for fixed',
    async () => {
      api();
      const { user, dialog } = await openForm();
      const field = (name: string) =>
        within(dialog).queryByRole('textbox', { name: new RegExp(`^${name}`) }) ??
        within(dialog).queryByRole('combobox', { name: new RegExp(`^${name}`) });

      // fixed: price and delivery, no period
      expect(field('Preis')).toBeInTheDocument();
      const delivery = within(dialog).getByRole('switch', { name: /^Mit Lieferung/ });
      await user.click(delivery);
      expect(delivery).toBeChecked();
      expect(field('Zahlungsintervall')).not.toBeInTheDocument();

      // subscription: weekly by default, no delivery
      await chooseType(user, dialog, 'Abo');
      expect(field('Zahlungsintervall')).toHaveValue('Wöchentlich');
      expect(within(dialog).queryByRole('switch', { name: /^Mit Lieferung/ })).not.toBeInTheDocument();
      expect(await optionsOf(user, field('Zahlungsintervall')!)).toEqual([
        'Wöchentlich',
        'Monatlich',
        'Alle 3 Monate',
        'Alle 4 Monate',
        'Alle 6 Monate',
        'Jährlich',
      ]);
      await user.keyboard('{Escape}');

      // membership: monthly, or every 3, 4 or 6 months
      await chooseType(user, dialog, 'Mitgliedschaft');
      expect(field('Mitgliedschaftsart')).toHaveValue('Monatlich');
      expect(await optionsOf(user, field('Mitgliedschaftsart')!)).toEqual([
        'Monatlich',
        'Alle 3 Monate',
        'Alle 4 Monate',
        'Alle 6 Monate',
      ]);
      await user.keyboard('{Escape}');

      // crowd: a target defaulting to the price, no period
      await chooseType(user, dialog, 'Crowdfunding');
      expect(field('Mitgliedschaftsart')).not.toBeInTheDocument();
      expect(field('Sammelziel')).toHaveAttribute('placeholder', '1000');
      await user.type(field('Preis')!, '250');
      expect(field('Sammelziel')).toHaveAttribute('placeholder', '250');

      // open: no price
      await chooseType(user, dialog, 'Freie Spende');
      expect(field('Preis')).not.toBeInTheDocument();
      expect(field('Sammelziel')).not.toBeInTheDocument();

      // back to fixed: the delivery choice was reset when the type changed
      await chooseType(user, dialog, 'Spende mit festem Betrag');
      expect(within(dialog).getByRole('switch', { name: /^Mit Lieferung/ })).not.toBeChecked();
    },
    TEST_TIMEOUT,
  );

  it(
    'keeps the create button disabled while the description is empty or being translated, then shows the copies marked untranslated',
    async () => {
      const held = deferred<unknown>();
      api((call) => (call.path === '/translate' ? held.promise : undefined));
      const { user, dialog } = await openForm();
      const create = within(dialog).getByRole('button', { name: 'Erstellen' });
      expect(create).toBeDisabled();
      await user.type(within(dialog).getByRole('textbox', { name: /^Beschreibung \(Deutsch\)/ }), 'Ein Ball');
      expect(create).toBeDisabled();
      expect(await within(dialog).findByText('Wird übersetzt …', undefined, WAIT)).toBeInTheDocument();
      held.resolve(copiedTranslation('Ein Ball'));
      await waitFor(() => expect(create).toBeEnabled(), WAIT);
      expect(within(dialog).getByRole('textbox', { name: /^Englisch/ })).toHaveValue('Ein Ball');
      expect(within(dialog).getByTestId('untranslated-en')).toHaveTextContent('nicht übersetzt');
      expect(within(dialog).getByTestId('untranslated-fr')).toBeInTheDocument();
      // An edited translation no longer counts as untranslated.
      await user.type(within(dialog).getByRole('textbox', { name: /^Englisch/ }), '!');
      expect(within(dialog).queryByTestId('untranslated-en')).not.toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    "shows the spec's messages: title, description, price, image",
    async () => {
      api();
      const { user, dialog } = await openForm();
      const description = within(dialog).getByRole('textbox', { name: /^Beschreibung \(Deutsch\)/ });
      await user.click(description);
      await user.tab();
      expect(
        await within(dialog).findByText('Bitte erfasse eine Beschreibung.', undefined, WAIT),
      ).toBeInTheDocument();
      await user.type(description, 'Ein Ball für die Junioren.');
      await user.type(within(dialog).getByRole('textbox', { name: /^Preis/ }), '4');
      const create = within(dialog).getByRole('button', { name: 'Erstellen' });
      await waitFor(() => expect(create).toBeEnabled(), WAIT);
      await user.click(create);
      expect(
        await within(dialog).findByText('Bitte erfasse einen Titel.', undefined, WAIT),
      ).toBeInTheDocument();
      expect(within(dialog).getByText('Bitte gib einen gültigen Preis an.')).toBeInTheDocument();
      expect(within(dialog).getByText('Bitte lade ein Produktbild hoch.')).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: /^Titel/ })).toHaveFocus();
    },
    TEST_TIMEOUT,
  );

  it(
    'accepts digits only in the price: whole francs, as its hint says',
    async () => {
      api();
      const { user, dialog } = await openForm();
      const price = within(dialog).getByRole('textbox', { name: /^Preis/ });
      expect(price).toHaveAccessibleDescription('Nur ganze Franken, mindestens CHF 5.');
      await user.type(price, '1a2.5-0');
      expect(price).toHaveValue('1250');
    },
    TEST_TIMEOUT,
  );

  it(
    "checks the image in the browser with the contract's messages: one file, png or jpg, under 2 MB",
    async () => {
      api();
      const { dialog } = await openForm();
      chooseImage(dialog, [png('a.png'), png('b.png')]);
      expect(
        await within(dialog).findByText('Es kann nur ein Bild hochgeladen werden.', undefined, WAIT),
      ).toBeInTheDocument();
      chooseImage(dialog, [png('vertrag.pdf', 1000, 'application/pdf')]);
      expect(
        await within(dialog).findByText(
          'Bitte lade ein Bild im Format PNG, JPG oder JPEG hoch.',
          undefined,
          WAIT,
        ),
      ).toBeInTheDocument();
      chooseImage(dialog, [png('riesig.png', 2_097_153)]);
      expect(
        await within(dialog).findByText('Bitte lade ein Bild mit weniger als 2 MB hoch.', undefined, WAIT),
      ).toBeInTheDocument();
      chooseImage(dialog, [png('ball.png', 2_097_152)]);
      expect(await within(dialog).findByTestId('image-cropper', undefined, WAIT)).toBeInTheDocument();
      expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuemin', '1');
      expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuemax', '3');
      expect(within(dialog).getByRole('slider', { name: 'Drehung' })).toHaveAttribute('aria-valuemax', '360');
    },
    TEST_TIMEOUT,
  );

  it(
    'creates: translate, create, upload the image with the new id, refresh the list, close',
    async () => {
      let created = false;
      const calls = api((call) => {
        if (call.path === '/products' && call.method === 'POST') {
          created = true;
          return {
            id: NEW_ID,
            message: 'The product has been created.',
            product: clubProduct({ id: NEW_ID, status: 'draft', image: null }),
          };
        }
        if (call.path === '/files' && call.method === 'POST') return { url: '/files/x.jpg', document: null };
        if (call.path === '/products/club' && created)
          return [clubProduct({ id: NEW_ID, title: 'Matchball' })];
        return undefined;
      });
      const { user, dialog } = await openForm();
      await user.type(within(dialog).getByRole('textbox', { name: /^Titel/ }), 'Matchball');
      await user.type(
        within(dialog).getByRole('textbox', { name: /^Beschreibung \(Deutsch\)/ }),
        'Ein Matchball.',
      );
      await user.type(within(dialog).getByRole('textbox', { name: /^Preis/ }), '80');
      chooseImage(dialog, [png()]);
      const create = within(dialog).getByRole('button', { name: 'Erstellen' });
      await waitFor(() => expect(create).toBeEnabled(), WAIT);
      await user.click(create);
      expect(await screen.findByText('Das Produkt wurde erstellt.', undefined, WAIT)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
      expect(await screen.findByRole('heading', { name: 'Matchball' }, WAIT)).toBeInTheDocument();

      const order = calls.map((call) => `${call.method} ${call.path}`);
      const post = order.indexOf('POST /products');
      expect(order.lastIndexOf('POST /translate')).toBeLessThan(post);
      expect(order.indexOf('POST /files')).toBeGreaterThan(post);
      expect(order.lastIndexOf('POST /products/club')).toBeGreaterThan(order.indexOf('POST /files'));
      const body = callsTo(calls, '/products', 'POST')[0]?.body as Record<string, unknown>;
      expect(body).toMatchObject({
        title: 'Matchball',
        productType: 'fixed',
        price: 80,
        descriptionDe: 'Ein Matchball.',
        description: 'Ein Matchball.',
        sourceLanguage: 'de',
        untranslatedLanguages: ['en', 'fr', 'it'],
        crowdFunding: false,
        recurringProduct: false,
      });
      const upload = callsTo(calls, '/files', 'POST')[0]?.body as FormData;
      expect(upload.get('entity')).toBe('product');
      expect(upload.get('column')).toBe('image');
      expect(upload.get('id')).toBe(NEW_ID);
      expect((upload.get('file') as File).type).toBe('image/jpeg');
    },
    TEST_TIMEOUT,
  );

  it(
    'creates a free-sponsor product without a price',
    async () => {
      const calls = api((call) =>
        call.path === '/products' && call.method === 'POST'
          ? { id: NEW_ID, message: 'The product has been created.', product: clubProduct({ id: NEW_ID }) }
          : call.path === '/files'
            ? { url: '/files/x.jpg', document: null }
            : undefined,
      );
      const { user, dialog } = await openForm('Gratis-Sponsoring erstellen');
      expect(within(dialog).queryByRole('textbox', { name: /^Preis/ })).not.toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: /^Titel/ }), 'Gönner');
      await user.type(within(dialog).getByRole('textbox', { name: /^Beschreibung \(Deutsch\)/ }), 'Danke!');
      chooseImage(dialog, [png()]);
      const create = within(dialog).getByRole('button', { name: 'Erstellen' });
      await waitFor(() => expect(create).toBeEnabled(), WAIT);
      await user.click(create);
      await waitFor(() => expect(callsTo(calls, '/files', 'POST')).toHaveLength(1), WAIT);
      expect(callsTo(calls, '/products', 'POST')[0]?.body).toMatchObject({ freeSponsor: true, price: null });
    },
    TEST_TIMEOUT,
  );

  it(
    'keeps a created product as a draft and says so when the image upload fails; saving again does not create a second one',
    async () => {
      let uploads = 0;
      const calls = api((call) => {
        if (call.path === '/products')
          return {
            id: NEW_ID,
            message:
              call.method === 'PUT' ? 'Produkt erfolgreich aktualisiert!' : 'The product has been created.',
            product: clubProduct({ id: NEW_ID }),
          };
        if (call.path === '/files') {
          uploads += 1;
          return uploads === 1 ? undefined : { url: '/files/x.jpg', document: null };
        }
        return undefined;
      });
      const { user, dialog } = await openForm();
      await user.type(within(dialog).getByRole('textbox', { name: /^Titel/ }), 'Matchball');
      await user.type(
        within(dialog).getByRole('textbox', { name: /^Beschreibung \(Deutsch\)/ }),
        'Ein Ball.',
      );
      await user.type(within(dialog).getByRole('textbox', { name: /^Preis/ }), '80');
      chooseImage(dialog, [png()]);
      await waitFor(
        () => expect(within(dialog).getByRole('button', { name: 'Erstellen' })).toBeEnabled(),
        WAIT,
      );
      await user.click(within(dialog).getByRole('button', { name: 'Erstellen' }));
      expect(await within(dialog).findByText(/bleibt es ein Entwurf/, undefined, WAIT)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
      expect(
        await screen.findByText('Produkt erfolgreich aktualisiert!', undefined, WAIT),
      ).toBeInTheDocument();
      expect(callsTo(calls, '/products', 'POST')).toHaveLength(1);
      expect(callsTo(calls, '/products', 'PUT')[0]?.body).toMatchObject({ id: NEW_ID });
      expect(callsTo(calls, '/files', 'POST')).toHaveLength(2);
    },
    TEST_TIMEOUT,
  );

  it(
    "updates a product and shows 'Produkt erfolgreich aktualisiert!' without a new image",
    async () => {
      const calls = mockApi((call) => {
        if (call.path === '/clubs/mine') return { content: [myClub()] };
        if (call.path === '/products/club') return [clubProduct()];
        if (call.path === '/products' && call.method === 'PUT')
          return { id: PRODUCT_ID, message: 'Produkt erfolgreich aktualisiert!', product: clubProduct() };
        return undefined;
      });
      const user = userEvent.setup();
      renderRoutes(routes, '/profile/club');
      await user.click(await screen.findByRole('button', { name: 'Bearbeiten: Trainingsball' }, WAIT));
      const dialog = await screen.findByRole('dialog', { name: 'Produkt bearbeiten' }, WAIT);
      expect(within(dialog).getByRole('img', { name: 'Aktuelles Bild' })).toHaveAttribute(
        'src',
        '/files/product/p-1.jpg',
      );
      const title = within(dialog).getByRole('textbox', { name: /^Titel/ });
      await user.clear(title);
      await user.type(title, 'Matchball');
      await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
      expect(
        await screen.findByText('Produkt erfolgreich aktualisiert!', undefined, WAIT),
      ).toBeInTheDocument();
      expect(callsTo(calls, '/products', 'PUT')[0]?.body).toMatchObject({
        id: PRODUCT_ID,
        title: 'Matchball',
        price: 150,
      });
      expect(callsTo(calls, '/translate')).toHaveLength(0);
      expect(callsTo(calls, '/files')).toHaveLength(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'shows a failed translation, then saves with copies of the text marked untranslated',
    async () => {
      const calls = api((call) => {
        if (call.path === '/translate')
          return new Reply(503, { message: 'Service unavailable', code: 'internal' });
        if (call.path === '/products' && call.method === 'POST')
          return {
            id: NEW_ID,
            message: 'The product has been created.',
            product: clubProduct({ id: NEW_ID }),
          };
        if (call.path === '/files') return { url: '/files/x.jpg', document: null };
        return undefined;
      });
      const { user, dialog } = await openForm();
      await user.type(within(dialog).getByRole('textbox', { name: /^Titel/ }), 'Matchball');
      await user.type(
        within(dialog).getByRole('textbox', { name: /^Beschreibung \(Deutsch\)/ }),
        'Ein Ball.',
      );
      await user.type(within(dialog).getByRole('textbox', { name: /^Preis/ }), '80');
      chooseImage(dialog, [png()]);
      expect(
        await within(dialog).findByText(/Die automatische Übersetzung ist fehlgeschlagen/, undefined, WAIT),
      ).toBeInTheDocument();
      const create = within(dialog).getByRole('button', { name: 'Erstellen' });
      expect(create).toBeEnabled();
      // First click: the translation fails again, the other languages get a copy to check.
      await user.click(create);
      await waitFor(
        () => expect(within(dialog).getByRole('textbox', { name: /^Englisch/ })).toHaveValue('Ein Ball.'),
        WAIT,
      );
      expect(within(dialog).getByTestId('untranslated-it')).toBeInTheDocument();
      expect(callsTo(calls, '/products', 'POST')).toHaveLength(0);
      // Second click: saved as it is.
      await user.click(create);
      expect(await screen.findByText('Das Produkt wurde erstellt.', undefined, WAIT)).toBeInTheDocument();
      expect(callsTo(calls, '/products', 'POST')[0]?.body).toMatchObject({
        descriptionIt: 'Ein Ball.',
        untranslatedLanguages: ['en', 'fr', 'it'],
      });
    },
    TEST_TIMEOUT,
  );
});
