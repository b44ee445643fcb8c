import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import deAuth from '../../apps/web/src/i18n/locales/de/auth.json' with { type: 'json' };
import deHome from '../../apps/web/src/i18n/locales/de/home.json' with { type: 'json' };
import frAuth from '../../apps/web/src/i18n/locales/fr/auth.json' with { type: 'json' };

const OUTPUT = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

/** A phone and a laptop. */
const WIDTHS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } } as const;

async function capture(page: Page, name: string): Promise<void> {
  // Web fonts and lazy page chunks are in when the network is quiet; no caret, no running animations.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: `${OUTPUT}${name}.png`,
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  });
}

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

test.describe('desktop home and French phone login', () => {
  test('home page (German, 1280 px)', async ({ page }) => {
    await page.setViewportSize(WIDTHS.desktop);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: deHome.hero.title })).toBeVisible();
    await capture(page, 'home-1280');
  });

  test('login page (French, 375 px)', async ({ page }) => {
    await page.setViewportSize(WIDTHS.phone);
    await page.addInitScript(() => localStorage.setItem('language', 'fr'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: frAuth.login.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await capture(page, 'login-375-fr');
  });
});
