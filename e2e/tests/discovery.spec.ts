import { readFile } from 'node:fs/promises';
import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import deMessages from '@tifo/contract/locales/de/messages.json' with { type: 'json' };
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { DEMO_CATALOG } from '../../apps/api/src/seed/demo-catalog';
import {
  DEMO_ACCOUNTS,
  DEMO_ORGANISATIONS,
  DEMO_PASSWORD,
  DEMO_SPORT_TYPES,
  type DemoOrganisation,
} from '../../apps/api/src/seed/demo-data';
import deClub from '../../apps/web/src/i18n/locales/de/club.json' with { type: 'json' };
import deClubs from '../../apps/web/src/i18n/locales/de/clubs.json' with { type: 'json' };
import deContact from '../../apps/web/src/i18n/locales/de/contact.json' with { type: 'json' };
import { DISCOVERY } from '../../packages/contract/src/clubs';
import { formatCount } from '../../packages/contract/src/money';
import { BASE_URL } from '../server';
import { logInThroughUi, openMail } from './support';

/** Only approved and verified organisations are public (PRODUCT.md §directory); the seed writes DEMO_ORGANISATIONS. */
const PUBLIC_CLUBS = DEMO_ORGANISATIONS.filter(
  (club) => club.status === 'approved' || club.status === 'verified',
);
const CLUB = 'fc-seefeld-zurich';
const CLUB_DATA = demoClub(CLUB);
/** OPERATOR_EMAIL's default (apps/api/src/config.ts): contact requests go there. */
const OPERATOR_EMAIL = 'operator@tifo.ch';
/** Subject of the contact mail to the operator (apps/api/src/modules/mail/templates.ts). */
const contactMailSubject = (subject: string) => `Neue Kontaktanfrage: ${subject}`;

function demoClub(shortName: string): DemoOrganisation {
  const club = DEMO_ORGANISATIONS.find((candidate) => candidate.shortName === shortName);
  if (!club) throw new Error(`no demo organisation ${shortName}`);
  return club;
}

/** Lower case without accents: 'Zürich' → 'zurich'. */
function withoutAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

interface Point {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in km (mean earth radius 6371 km). */
function haversineKm(a: Point, b: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const byName = (a: string, b: string) => a.localeCompare(b);
const paths = (clubs: readonly DemoOrganisation[]) => clubs.map((club) => `/${club.shortName}`);

/** The counter under the toolbar, e.g. '9 von 44 Vereinen angezeigt'. */
function counterText(loaded: number, total: number): string {
  if (total === 1) return deClubs.list.counterOne;
  return deClubs.list.counter
    .replace('{{loaded, count}}', formatCount(loaded))
    .replace('{{total, count}}', formatCount(total));
}

function counter(page: Page): Locator {
  return page.getByRole('main').getByRole('status');
}

/** The club cards of the directory: links named by the club, to /{shortName}. */
function cards(page: Page): Locator {
  return page.getByRole('list', { name: deClubs.list.label, exact: true }).getByRole('link');
}

function hrefs(links: Locator): Promise<string[]> {
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
}

/** Waits until the directory shows exactly these clubs (in any order) with the matching counter. */
async function expectDirectory(page: Page, expected: readonly DemoOrganisation[]): Promise<void> {
  await expect(counter(page)).toHaveText(counterText(expected.length, expected.length));
  await expect(cards(page)).toHaveCount(expected.length);
  // Polled: the list may render once more (the answer to the last keystroke) between two reads.
  await expect
    .poll(async () => (await hrefs(cards(page))).sort(byName))
    .toEqual(paths(expected).sort(byName));
}

async function openGermanDirectory(page: Page): Promise<void> {
  await page.goto('/clubs');
  await expect(page.getByRole('heading', { level: 1, name: deClubs.title })).toBeVisible();
  await expect(counter(page)).toHaveText(counterText(DISCOVERY.clubListPageSize, PUBLIC_CLUBS.length));
}

async function openFilterDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: deClubs.filter.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: deClubs.filter.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openClubPage(page: Page): Promise<void> {
  await page.goto(`/${CLUB}`);
  await expect(page.getByRole('heading', { level: 1, name: CLUB_DATA.name })).toBeVisible();
}

async function readDownload(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

/** The text of the QR code in a PNG file (light or dark theme). */
function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  return jsQR(pixels, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'du'));
});

test.describe('club directory (/clubs, German)', () => {
  test('searching "zurich" finds exactly the public clubs named or located in Zürich, accents ignored', async ({
    page,
  }) => {
    const expected = PUBLIC_CLUBS.filter((club) =>
      withoutAccents(`${club.name} ${club.city}`).includes('zurich'),
    );
    expect(expected.length, 'the demo data has several clubs in Zürich').toBeGreaterThan(1);
    await openGermanDirectory(page);

    const search = page.getByRole('searchbox', { name: deClubs.search.label });
    await search.fill('zurich');
    await expect(page).toHaveURL(/\/clubs\?q=zurich$/);
    await expectDirectory(page, expected);

    // The other way round: capitals and the umlaut find the same clubs.
    await search.fill('ZÜRICH');
    await expect(page).toHaveURL(/\/clubs\?q=Z%C3%9CRICH$/);
    await expectDirectory(page, expected);

    // Resetting brings back the whole directory.
    await page.getByRole('button', { name: deClubs.filter.reset, exact: true }).click();
    await expect(search).toHaveValue('');
    await expect(counter(page)).toHaveText(counterText(DISCOVERY.clubListPageSize, PUBLIC_CLUBS.length));
  });

  test('the sport type filter (Fussball, chosen in the dialog) shows exactly the public football clubs', async ({
    page,
  }) => {
    const football = DEMO_SPORT_TYPES.find((type) => type.tag === 'football');
    expect(football).toBeDefined();
    const expected = PUBLIC_CLUBS.filter((club) => club.sportTags.includes('football'));
    expect(expected.length).toBeGreaterThan(1);
    await openGermanDirectory(page);

    const dialog = await openFilterDialog(page);
    await expect(dialog.getByRole('radio', { name: deClubs.filter.byType, exact: true })).toBeChecked();
    await dialog.getByRole('combobox', { name: deClubs.filter.typeLabel, exact: true }).click();
    await page.getByRole('option', { name: football?.names.de, exact: true }).click();
    await dialog.getByRole('button', { name: deClubs.filter.apply, exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(page).toHaveURL(/\/clubs\?tag=football$/);
    await expect(
      page.getByText(deClubs.filter.activeType.replace('{{type}}', football?.names.de ?? ''), {
        exact: true,
      }),
    ).toBeVisible();
    await expectDirectory(page, expected);
  });

  test('a 20 km radius around the postcode 8400 shows exactly the public clubs within 20 km, nearest first', async ({
    page,
    request,
  }) => {
    // The coordinates the app gets for the postcode, from the same localities directory.
    const response = await request.get('/api/geo/localities?q=8400');
    expect(response.ok()).toBe(true);
    const localities = (await response.json()) as (Point & {
      name: string;
      postalCode: string;
      canton: string;
    })[];
    const winterthur = localities.find((locality) => locality.postalCode === '8400');
    expect(winterthur, JSON.stringify(localities)).toBeDefined();
    if (!winterthur) return;
    const radiusKm = 20;
    const expected = PUBLIC_CLUBS.map((club) => ({ club, km: haversineKm(winterthur, club) }))
      .filter(({ km }) => km <= radiusKm)
      .sort((a, b) => a.km - b.km)
      .map(({ club }) => club);
    expect(expected.length, 'some but not all clubs are near Winterthur').toBeGreaterThan(2);

    await openGermanDirectory(page);
    const dialog = await openFilterDialog(page);
    // Mantine's segmented control keeps the radio input itself off screen: its label is what one clicks.
    await dialog.getByText(deClubs.filter.byRadius, { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: deClubs.filter.byRadius, exact: true })).toBeChecked();
    await dialog.getByRole('textbox', { name: deClubs.filter.radiusLabel }).fill(String(radiusKm));
    await dialog.getByRole('combobox', { name: deClubs.location.inputLabel }).fill('8400');
    const place = `${winterthur.postalCode} ${winterthur.name}`;
    await page.getByRole('option', { name: `${place} (${winterthur.canton})`, exact: true }).click();
    await expect(
      dialog.getByText(deClubs.location.chosen.replace('{{place}}', place), { exact: true }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: deClubs.filter.apply, exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(
      page.getByText(
        deClubs.filter.activeRadius.replace('{{radius}}', String(radiusKm)).replace('{{place}}', place),
        { exact: true },
      ),
    ).toBeVisible();
    await expectDirectory(page, expected);
    // The API orders by distance: the cards come nearest first.
    expect(await hrefs(cards(page))).toEqual(paths(expected));
  });

  test('without a filter: 9 cards of all public clubs, scrolling to the end loads the next page', async ({
    page,
  }) => {
    const pageSize = DISCOVERY.clubListPageSize;
    await openGermanDirectory(page);
    await expect(cards(page)).toHaveCount(pageSize);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(cards(page)).toHaveCount(2 * pageSize);
    await expect(counter(page)).toHaveText(counterText(2 * pageSize, PUBLIC_CLUBS.length));

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(cards(page)).toHaveCount(3 * pageSize);
    await expect(counter(page)).toHaveText(counterText(3 * pageSize, PUBLIC_CLUBS.length));
    const shown = await hrefs(cards(page));
    expect(new Set(shown).size, 'no club twice').toBe(shown.length);
  });

  test('"Weitere Vereine laden" loads page after page up to all public clubs (browser without IntersectionObserver)', async ({
    page,
  }) => {
    // Without the observer, infinite scroll is off and the button is the way to the next page.
    await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
    const pageSize = DISCOVERY.clubListPageSize;
    await openGermanDirectory(page);
    const loadMore = page.getByRole('button', { name: deClubs.list.loadMore, exact: true });

    for (let loaded = pageSize; loaded < PUBLIC_CLUBS.length; loaded += pageSize) {
      await expect(cards(page)).toHaveCount(loaded);
      await loadMore.click();
      const next = Math.min(loaded + pageSize, PUBLIC_CLUBS.length);
      await expect(counter(page)).toHaveText(counterText(next, PUBLIC_CLUBS.length));
    }
    await expect(loadMore).toHaveCount(0);
    await expect(cards(page)).toHaveCount(PUBLIC_CLUBS.length);
    expect((await hrefs(cards(page))).sort(byName)).toEqual(paths(PUBLIC_CLUBS).sort(byName));
  });
});

test.describe(`club page (/${CLUB}, German)`, () => {
  test('shows the products of all five types, the events and the 8 nearest public clubs', async ({
    page,
  }) => {
    const catalog = DEMO_CATALOG.find((entry) => entry.shortName === CLUB);
    expect(catalog).toBeDefined();
    if (!catalog) return;
    await openClubPage(page);
    await expect(page).toHaveTitle(`${CLUB_DATA.name} – Tifo`);
    const sports = page.getByRole('list', { name: deClub.header.sportTypes });
    const footballName = DEMO_SPORT_TYPES.find((type) => type.tag === 'football')?.names.de ?? 'football';
    await expect(sports.getByRole('listitem')).toHaveText([footballName]);

    // Products: a card per offered product, each with its type and a choose button.
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: deClub.products.title.replace('{{name}}', CLUB_DATA.name),
      }),
    ).toBeVisible();
    const productTitles = catalog.products.map((product) => product.title);
    expect(new Set(catalog.products.map((product) => product.productType)).size).toBe(5);
    const productCards = page.getByRole('article').filter({
      has: page.getByRole('button', { name: deClub.products.chooseAria.replace('{{title}}', '') }),
    });
    await expect(productCards).toHaveCount(productTitles.length);
    for (const product of catalog.products) {
      const card = productCards.filter({
        has: page.getByRole('heading', { level: 3, name: product.title, exact: true }),
      });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(deClub.products.type[product.productType], { exact: true })).toBeVisible();
      await expect(
        card.getByRole('button', { name: deClub.products.chooseAria.replace('{{title}}', product.title) }),
      ).toBeVisible();
    }

    // Events: the three of the catalog.
    const events = page.getByRole('region', { name: deClub.events.title, exact: true });
    await expect(events.getByRole('article')).toHaveCount(catalog.events.length);
    const eventTitles = await events.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(eventTitles.sort(byName)).toEqual(catalog.events.map((event) => event.title).sort(byName));

    // Nearby: the 8 public clubs nearest to the club's own coordinates, without the club itself.
    const nearest = PUBLIC_CLUBS.filter((club) => club.shortName !== CLUB)
      .map((club) => ({ club, km: haversineKm(CLUB_DATA, club) }))
      .sort((a, b) => a.km - b.km)
      .slice(0, DISCOVERY.nearbyOnProfilePageSize)
      .map(({ club }) => club);
    const nearby = page.getByRole('region', { name: deClub.nearby.title, exact: true });
    await expect(nearby.getByRole('link')).toHaveCount(nearest.length);
    expect((await hrefs(nearby.getByRole('link'))).sort(byName)).toEqual(paths(nearest).sort(byName));
    for (const club of nearest) {
      // A card is named by its text, which starts with the club's name (WCAG 2.5.3).
      const startsWithName = new RegExp(`^${club.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `);
      await expect(nearby.getByRole('link', { name: startsWithName })).toHaveAttribute(
        'href',
        `/${club.shortName}`,
      );
    }
  });

  test('favourite: logged out it asks for the login; the supporter then saves and deletes the favourite', async ({
    page,
  }) => {
    const supporter = DEMO_ACCOUNTS.find((account) => account.key === 'supporter');
    expect(supporter).toBeDefined();
    await openClubPage(page);
    const favourite = page.getByRole('button', { name: deClub.favourite.label, exact: true });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');

    await favourite.click();
    await expect(page).toHaveURL(/\/login$/);
    await logInThroughUi(page, supporter?.email ?? '', DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/${CLUB}$`));
    await expect(page.getByRole('heading', { level: 1, name: CLUB_DATA.name })).toBeVisible();
    await expect(favourite).toBeEnabled();
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');

    await favourite.click();
    await expect(page.getByRole('status').filter({ hasText: deMessages.favouriteSaved })).toBeVisible();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');

    // Saved on the server: still a favourite after a reload.
    await page.reload();
    await expect(favourite).toBeEnabled();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');

    await favourite.click();
    await expect(page.getByRole('status').filter({ hasText: deMessages.favouriteDeleted })).toBeVisible();
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(favourite).toBeEnabled();
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  });

  test('QR code download: the PNG (light and dark) decodes to the club URL, the SVG is an SVG', async ({
    page,
  }) => {
    await openClubPage(page);
    const qr = page.getByRole('region', { name: deClub.qr.title, exact: true });
    await expect(
      qr.getByRole('img', { name: deClub.qr.previewAlt.replace('{{name}}', CLUB_DATA.name) }),
    ).toBeVisible();
    const format = qr.getByRole('combobox', { name: deClub.qr.format, exact: true });
    const theme = qr.getByRole('combobox', { name: deClub.qr.theme, exact: true });
    const button = qr.getByRole('button', { name: deClub.qr.download, exact: true });
    const clubUrl = `${BASE_URL}/${CLUB}`;

    const downloadWith = async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      return download;
    };

    await format.selectOption({ label: deClub.qr.formatPng });
    const png = await downloadWith();
    expect(png.suggestedFilename()).toBe(`tifo-${CLUB}-qr.png`);
    expect(decodeQr(await readDownload(png))).toBe(clubUrl);

    await theme.selectOption({ label: deClub.qr.themeDark });
    const darkPng = await downloadWith();
    expect(decodeQr(await readDownload(darkPng))).toBe(clubUrl);

    await theme.selectOption({ label: deClub.qr.themeLight });
    await format.selectOption({ label: deClub.qr.formatSvg });
    const svg = await downloadWith();
    expect(svg.suggestedFilename()).toBe(`tifo-${CLUB}-qr.svg`);
    expect((await readDownload(svg)).toString('utf8')).toContain('<svg');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('contact page (/contact, German)', () => {
  test('the form with the solved captcha is sent and the operator gets the request by mail', async ({
    page,
  }) => {
    const subject = `Frage zum Vereinskonto ${Date.now().toString(36)}`;
    const message = 'Grüezi! Wie kann unser Verein eine Spendenbescheinigung ausstellen?';
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const form = page.getByRole('form', { name: deContact.formTitle });
    await form.getByRole('textbox', { name: deContact.name, exact: true }).fill('Lea Muster');
    await form.getByRole('textbox', { name: deContact.email, exact: true }).fill('lea.muster@e2e.tifo.ch');
    await form.getByRole('textbox', { name: deContact.subject, exact: true }).fill(subject);
    await form.getByRole('textbox', { name: deContact.message, exact: true }).fill(message);

    // ALTCHA solves a real proof of work in a worker: a few seconds on a slow machine.
    await form.getByRole('checkbox', { name: deContact.captcha.label, exact: true }).click();
    await expect(form.getByRole('checkbox', { name: deContact.captcha.verified, exact: true })).toBeChecked({
      timeout: 30_000,
    });

    await form.getByRole('button', { name: deContact.send, exact: true }).click();
    await expect(form.getByRole('status').filter({ hasText: deMessages.contactSent })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    // The form is empty again, and the captcha must be solved anew.
    await expect(form.getByRole('textbox', { name: deContact.subject, exact: true })).toHaveValue('');
    await expect(
      form.getByRole('checkbox', { name: deContact.captcha.label, exact: true }),
    ).not.toBeChecked();

    await openMail(page, OPERATOR_EMAIL, contactMailSubject(subject));
    const text = (await page.locator('pre').textContent()) ?? '';
    expect(text).toContain(message);
    expect(text).toContain('lea.muster@e2e.tifo.ch');
  });
});
