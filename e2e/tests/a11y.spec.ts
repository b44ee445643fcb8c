import { expect, type Page, test } from '@playwright/test';
import deAuth from '../../apps/web/src/i18n/locales/de/auth.json' with { type: 'json' };
import deClub from '../../apps/web/src/i18n/locales/de/club.json' with { type: 'json' };
import deClubs from '../../apps/web/src/i18n/locales/de/clubs.json' with { type: 'json' };
import deContact from '../../apps/web/src/i18n/locales/de/contact.json' with { type: 'json' };
import { axe, describeViolations, expectNoSeriousViolations, expectNoSidewaysScroll } from './axe';

/**
 * Opens a page in German and waits until its heading is shown (the pages are loaded lazily) and, where the
 * page loads data after its heading, until that is in too.
 */
async function openGerman(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('language', 'du'));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await READY[path]?.(page);
}

/** What shows that a page's data is loaded. */
const READY: Record<string, (page: Page) => Promise<void>> = {
  '/clubs': async (page) => {
    const list = page.getByRole('list', { name: deClubs.list.label, exact: true });
    await expect(list.getByRole('link')).toHaveCount(9);
    await expect(list).toHaveAttribute('aria-busy', 'false');
  },
  '/fc-seefeld-zurich': async (page) => {
    await expect(
      page.getByRole('button', { name: deClub.products.chooseAria.replace('{{title}}', '') }).first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: deClub.events.title, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: deClub.nearby.title, exact: true })).toBeVisible();
    await expect(
      page.getByRole('img', { name: deClub.qr.previewAlt.replace('{{name}}', 'FC Seefeld Zürich') }),
    ).toBeVisible();
  },
  '/contact': async (page) => {
    await expect(page.getByRole('checkbox', { name: deContact.captcha.label, exact: true })).toBeVisible();
  },
};

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 812 };

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'sign-up', path: '/register/user' },
  { name: 'forgot password', path: '/forgot-password' },
  { name: 'pricing', path: '/kosten' },
  { name: 'club directory', path: '/clubs' },
  { name: 'club page', path: '/fc-seefeld-zurich' },
  { name: 'contact', path: '/contact' },
  { name: 'terms', path: '/agb' },
  { name: 'privacy policy', path: '/datenschutz' },
] as const;

/** Pages checked on a phone too. */
const MOBILE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'terms', path: '/agb' },
  { name: 'privacy policy', path: '/datenschutz' },
  { name: 'donation certificate', path: '/spendenbescheinigung' },
  { name: 'sign-up', path: '/register/user' },
  { name: 'club directory', path: '/clubs' },
  { name: 'club page', path: '/fc-seefeld-zurich' },
] as const;

test.describe('accessibility (axe, WCAG 2 A and AA, German)', () => {
  for (const { name, path } of PAGES) {
    test(`${name} (${path}) at 1280 px`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await openGerman(page, path);
      await expectNoSeriousViolations(page, `${path} at 1280 px`);
    });
  }

  for (const { name, path } of MOBILE_PAGES) {
    test(`${name} (${path}) at 375 px`, async ({ page }) => {
      await page.setViewportSize(MOBILE);
      await openGerman(page, path);
      await expectNoSeriousViolations(page, `${path} at 375 px`);
      await expectNoSidewaysScroll(page, path);
    });
  }

  // WCAG 1.4.10 reflow is defined at 320 CSS px: the text pages with tables and long German words fit there too.
  test('the press, pricing and legal pages do not scroll sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ['/presse-medien', '/kosten', '/agb', '/datenschutz', '/spendenbescheinigung']) {
      await openGerman(page, path);
      await expectNoSidewaysScroll(page, `${path} at 320 px`);
    }
  });

  // WCAG 2.5.3 "label in name" (axe's label-content-name-mismatch, off by default): the club cards and the
  // links of the home page and the directory are named by the text they show.
  for (const path of ['/', '/clubs']) {
    test(`every link's name contains its visible text on ${path}`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await openGerman(page, path);
      const results = await axe(page, { rules: { 'label-content-name-mismatch': { enabled: true } } })
        .withRules(['label-content-name-mismatch'])
        .analyze();
      expect(results.violations, describeViolations(results.violations)).toEqual([]);
      const checked = results.passes.find((rule) => rule.id === 'label-content-name-mismatch');
      expect(checked?.nodes.length ?? 0).toBeGreaterThan(0);
    });
  }

  test('sign-up (/register/user) showing its error messages, at 1280 px', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openGerman(page, '/register/user');
    await page.getByRole('button', { name: deAuth.signUp.submit, exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, '/register/user with errors at 1280 px');
  });
});
