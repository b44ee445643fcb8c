import { expect, test } from '@playwright/test';
import { DEMO_ORGANISATIONS } from '../../apps/api/src/seed/demo-data';
import deAuth from '../../apps/web/src/i18n/locales/de/auth.json' with { type: 'json' };
import deClub from '../../apps/web/src/i18n/locales/de/club.json' with { type: 'json' };
import deClubs from '../../apps/web/src/i18n/locales/de/clubs.json' with { type: 'json' };
import deHome from '../../apps/web/src/i18n/locales/de/home.json' with { type: 'json' };
import frAuth from '../../apps/web/src/i18n/locales/fr/auth.json' with { type: 'json' };
import { capture, WIDTHS } from './capture';

/** The demo club shown on the club page shots. */
const CLUB = DEMO_ORGANISATIONS.find((club) => club.shortName === 'fc-seefeld-zurich');

for (const [label, viewport] of Object.entries(WIDTHS)) {
  test.describe(`${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('sign-up page (German)', async ({ page }) => {
      await page.goto('/register/user');
      await expect(page.getByRole('heading', { level: 1, name: deAuth.signUp.title })).toBeVisible();
      await capture(page, `sign-up-${viewport.width}`);
    });

    test('login page (German)', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: deAuth.login.title })).toBeVisible();
      await capture(page, `login-${viewport.width}`);
    });
  });
}

/** Public pages in German at both widths: home, the club directory and a club page. */
for (const [label, viewport] of Object.entries(WIDTHS)) {
  test.describe(`public pages, ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('language', 'du'));
    });

    test('home page (German)', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: deHome.hero.title })).toBeVisible();
      await capture(page, `home-${viewport.width}`);
    });

    test('club directory (German)', async ({ page }) => {
      await page.goto('/clubs');
      await expect(page.getByRole('heading', { level: 1, name: deClubs.title })).toBeVisible();
      const list = page.getByRole('list', { name: deClubs.list.label, exact: true });
      await expect(list.getByRole('link')).toHaveCount(9);
      await capture(page, `clubs-${viewport.width}`);
    });

    test('club page (German)', async ({ page }) => {
      await page.goto(`/${CLUB?.shortName}`);
      await expect(page.getByRole('heading', { level: 1, name: CLUB?.name })).toBeVisible();
      await expect(page.getByRole('region', { name: deClub.events.title, exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: deClub.nearby.title, exact: true })).toBeVisible();
      await capture(page, `club-${viewport.width}`);
    });
  });
}

test.describe('French phone login', () => {
  test('login page (French, 375 px)', async ({ page }) => {
    await page.setViewportSize(WIDTHS.phone);
    await page.addInitScript(() => localStorage.setItem('language', 'fr'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: frAuth.login.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await capture(page, 'login-375-fr');
  });
});
