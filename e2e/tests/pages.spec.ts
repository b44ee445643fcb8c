import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import deMessages from '@tifo/contract/locales/de/messages.json' with { type: 'json' };
import { DEMO_ORGANISATIONS } from '../../apps/api/src/seed/demo-data';
import deCommon from '../../apps/web/src/i18n/locales/de/common.json' with { type: 'json' };
import { ROUTES, type RouteName } from '../../packages/contract/src/routes';

/**
 * Every public page without parameters (no account, payment or protected page), plus one club page, in the
 * four UI languages: it renders one <h1>, <html lang> and the document title are those of the language, no
 * text shows a raw translation key, and the browser console stays free of errors.
 */
const PUBLIC_PAGES = [
  'home',
  'clubs',
  'howItWorks',
  'pricing',
  'partners',
  'footballIsMore',
  'about',
  'contact',
  'feedback',
  'faqAthletes',
  'faqSponsors',
  'sponsoringAthletes',
  'sponsoringClubs',
  'sponsoringTeams',
  'donationApp',
  'donationCertificate',
  'press',
  'jobs',
  'jobAgent',
  'jobReactDeveloper',
  'terms',
  'privacy',
] as const satisfies readonly RouteName[];

const CLUB_SHORT_NAME = 'fc-seefeld-zurich';
const CLUB_NAME = DEMO_ORGANISATIONS.find((club) => club.shortName === CLUB_SHORT_NAME)?.name ?? '';
const PLATFORM_NAME = 'Tifo';

/** The stored language (localStorage 'language', German is 'du') and the i18next / <html lang> code. */
const LANGUAGES = [
  { stored: 'du', wire: 'de' },
  { stored: 'en', wire: 'en' },
  { stored: 'fr', wire: 'fr' },
  { stored: 'it', wire: 'it' },
] as const;
type Wire = (typeof LANGUAGES)[number]['wire'];

const LOCALES = fileURLToPath(new URL('../../apps/web/src/i18n/locales/', import.meta.url));

type Texts = { [key: string]: string | Texts };

function readNamespaces(language: Wire): Record<string, Texts> {
  const folder = `${LOCALES}${language}/`;
  const namespaces: Record<string, Texts> = {};
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    namespaces[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(`${folder}${file}`, 'utf8')) as Texts;
  }
  return namespaces;
}

/** 'hero.title', 'products.type.fixed', … of a namespace file. */
function keyPaths(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
}

/**
 * Texts that would be a translation key shown instead of its text: every key path of the language's files
 * (also as 'namespace:key'), and top-level keys in camelCase ('formTitle'). Plain words such as 'name' are
 * left out: they could be real text.
 */
function keyTexts(namespaces: Record<string, Texts>): string[] {
  const keys = new Set<string>();
  for (const [namespace, texts] of Object.entries(namespaces)) {
    for (const path of keyPaths(texts)) {
      const plain = path.replace(/_(one|other|many|few|two|zero)$/, '');
      for (const key of [path, plain]) {
        if (key.includes('.') || /[A-Z]/.test(key)) keys.add(key);
        keys.add(`${namespace}:${key}`);
      }
    }
  }
  return [...keys];
}

function documentTitle(common: Texts, page: string): string {
  const template = common.documentTitle as string;
  return template.replace('{{page}}', page).replace('{{name}}', PLATFORM_NAME);
}

interface Target {
  path: string;
  title: string;
}

function targets(language: Wire): { targets: Target[]; keys: string[] } {
  const namespaces = readNamespaces(language);
  const common = namespaces.common as Texts;
  const routes = common.routes as Texts;
  const list: Target[] = PUBLIC_PAGES.map((name) => ({
    path: ROUTES[name],
    title:
      name === 'home'
        ? documentTitle(common, common.tagline as string)
        : documentTitle(common, routes[name] as string),
  }));
  list.push({ path: `/${CLUB_SHORT_NAME}`, title: documentTitle(common, CLUB_NAME) });
  return { targets: list, keys: keyTexts(namespaces) };
}

/**
 * Visible texts and labelling attributes that look like a translation key: one of `keys`, or a dotted path
 * of identifiers ('hero.title', 'clubs:list.counter'). Domain names ('tifo.ch') are real text.
 */
function findKeyLikeTexts(page: Page, keys: string[]): Promise<string[]> {
  return page.evaluate((known) => {
    const keySet = new Set(known);
    const dotted = /^(?:[a-z][\w-]*:)?[a-z][a-zA-Z0-9_]*(?:\.[a-zA-Z0-9_]+)+$/;
    const domain = /\.(?:ch|com|org|net|io|swiss|li|de|fr|it)$/i;
    const looksLikeKey = (text: string) => keySet.has(text) || (dotted.test(text) && !domain.test(text));
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text && parent?.checkVisibility() && looksLikeKey(text)) found.push(`text "${text}"`);
    }
    const attributes = ['aria-label', 'aria-description', 'title', 'placeholder', 'alt'];
    for (const element of document.body.querySelectorAll('*')) {
      for (const attribute of attributes) {
        const value = element.getAttribute(attribute)?.trim();
        if (value && looksLikeKey(value)) found.push(`${attribute}="${value}" on <${element.localName}>`);
      }
    }
    if (looksLikeKey(document.title)) found.push(`document.title "${document.title}"`);
    return found;
  }, keys);
}

/** Client-side navigation, as a link in the app does it (no reload: 88 pages stay well under a minute). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

for (const language of LANGUAGES) {
  test(`every public page and a club page render in ${language.wire}`, async ({ page }) => {
    const { targets: pages, keys } = targets(language.wire);
    const problems: string[] = [];
    let current = '(start)';
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' || /missingKey|i18next/i.test(text)) {
        problems.push(`${current}: console ${message.type()}: ${text}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`${current}: uncaught ${error.name}: ${error.message}`));
    page.on('requestfailed', (request) =>
      problems.push(`${current}: request failed: ${request.url()} (${request.failure()?.errorText ?? ''})`),
    );
    await page.addInitScript((stored) => localStorage.setItem('language', stored), language.stored);

    for (const [index, target] of pages.entries()) {
      current = target.path;
      if (index === 0) await page.goto(target.path);
      else await navigateInApp(page, target.path);
      // The document title is set by the new page itself: the page (and its namespaces) is in.
      await expect.soft(page, `${target.path}: title`).toHaveTitle(target.title);
      await expect.soft(page.locator('h1'), `${target.path}: one <h1>`).toHaveCount(1);
      await expect.soft(page.locator('h1'), `${target.path}: <h1> visible`).toBeVisible();
      await expect
        .soft(page.locator('html'), `${target.path}: <html lang>`)
        .toHaveAttribute('lang', language.wire);
      expect
        .soft(await findKeyLikeTexts(page, keys), `${target.path}: texts that look like keys`)
        .toEqual([]);
    }
    // Late console errors (data loaded after the heading) belong to the last page.
    await page.waitForLoadState('networkidle');
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

test('an address that is no page and a club that does not exist answer 404 with the not-found page', async ({
  page,
}) => {
  const missingPage = await page.goto('/no-such-page/at-all?x=1');
  expect(missingPage?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: deCommon.routes.notFound })).toBeVisible();
  await expect(page.getByRole('link', { name: deCommon.notFound.home, exact: true })).toBeVisible();

  const missingClub = await page.goto('/fc-gibt-es-nicht');
  expect(missingClub?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: deMessages.clubNotFound })).toBeVisible();

  // A page that exists still answers 200.
  expect((await page.goto(`/${CLUB_SHORT_NAME}`))?.status()).toBe(200);
  expect((await page.goto(ROUTES.pricing))?.status()).toBe(200);
});
