import { expect, type Locator, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/seed/demo-data';
import deOffers from '../../apps/web/src/i18n/locales/de/offers.json' with { type: 'json' };
import enOffers from '../../apps/web/src/i18n/locales/en/offers.json' with { type: 'json' };
import { OUTPUT } from './capture';

/** Screenshots of the club dashboard's product and event forms (issue 5) for docs/screenshots. */

const ADMIN = DEMO_ACCOUNTS.find((account) => account.key === 'club');

/** Tall windows, so that the whole form fits on one picture. */
const WIDTHS = { phone: { width: 375, height: 2300 }, desktop: { width: 1280, height: 2400 } } as const;

const LANGUAGES = {
  de: {
    stored: 'du',
    texts: deOffers,
    product: {
      title: 'Trikot-Sponsoring',
      description: 'Dein Name auf dem Ärmel der Juniorentrikots für eine Saison, dazu ein signiertes Trikot.',
    },
    event: { title: 'Sommerturnier', description: 'Turnier für alle Juniorenteams mit Grill und Tombola.' },
  },
  en: {
    stored: 'en',
    texts: enOffers,
    product: {
      title: 'Jersey sponsoring',
      description: 'Your name on the sleeve of the junior jerseys for a season, plus a signed jersey.',
    },
    event: {
      title: 'Summer tournament',
      description: 'A tournament for all junior teams with barbecue and raffle.',
    },
  },
} as const;

/** A photo-like gradient with a "ball", 1200 × 800. */
function sampleImage(): Buffer {
  const png = new PNG({ width: 1200, height: 800 });
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const index = (y * png.width + x) * 4;
      const ball = (x - 700) ** 2 + (y - 420) ** 2 < 150 ** 2;
      png.data[index] = ball ? 248 : 20 + Math.round((y / png.height) * 30);
      png.data[index + 1] = ball ? 246 : 120 + Math.round((y / png.height) * 80);
      png.data[index + 2] = ball ? 241 : 90;
      png.data[index + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}
const IMAGE = { name: 'trikot.png', mimeType: 'image/png', buffer: sampleImage() };

async function logIn(page: Page, stored: string): Promise<void> {
  await page.addInitScript((language) => localStorage.setItem('language', language), stored);
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(ADMIN?.email ?? '');
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
}

async function capture(page: Page, dialog: Locator, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // On a phone the form fills the window: make the window as tall as the form, so that the picture has
  // neither a scrollbar nor empty space below the buttons.
  const width = page.viewportSize()?.width ?? 1280;
  if (width < 600) {
    const bottom = await dialog.evaluate((element) => {
      const form = element.querySelector('form');
      return Math.ceil((form?.getBoundingClientRect().bottom ?? element.scrollHeight) + 16);
    });
    await page.setViewportSize({ width, height: bottom });
  }
  await page.evaluate(() => document.fonts.ready);
  // No focus ring or caret in the picture.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await dialog.screenshot({ path: `${OUTPUT}${name}.png`, animations: 'disabled', caret: 'hide' });
}

for (const [size, viewport] of Object.entries(WIDTHS)) {
  for (const [code, language] of Object.entries(LANGUAGES)) {
    test.describe(`${size} (${viewport.width} px), ${code}`, () => {
      test.use({ viewport });

      test(`product form (${code}, ${viewport.width} px)`, async ({ page }) => {
        const t = language.texts;
        await logIn(page, language.stored);
        await page.goto('/profile/club?tab=products');
        await page.getByRole('button', { name: t.products.create, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: t.form.createTitle });
        await dialog.getByRole('combobox', { name: new RegExp(`^${t.form.type}`) }).click();
        await page.getByRole('option', { name: t.types.crowd, exact: true }).click();
        await dialog
          .getByRole('textbox', { name: new RegExp(`^${t.form.title}`) })
          .fill(language.product.title);
        await dialog
          .getByRole('textbox', { name: new RegExp(`^${t.description.label.replace('({{language}})', '')}`) })
          .fill(language.product.description);
        await dialog.getByRole('textbox', { name: new RegExp(`^${t.form.price}`) }).fill('250');
        await dialog.locator('input[type="file"]').setInputFiles(IMAGE);
        await dialog.getByRole('slider', { name: t.image.zoom }).focus();
        for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
        await expect(dialog.getByRole('button', { name: t.form.create, exact: true })).toBeEnabled();
        await capture(page, dialog, `product-form-${viewport.width}-${code}`);
      });

      test(`event form (${code}, ${viewport.width} px)`, async ({ page }) => {
        const t = language.texts;
        await logIn(page, language.stored);
        await page.goto('/profile/club?tab=events');
        await page.getByRole('button', { name: t.events.create, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: t.event.createTitle });
        await dialog
          .getByRole('textbox', { name: new RegExp(`^${t.event.title}`) })
          .fill(language.event.title);
        await dialog
          .getByRole('textbox', { name: new RegExp(`^${t.description.label.replace('({{language}})', '')}`) })
          .fill(language.event.description);
        await dialog.getByLabel(new RegExp(`^${t.event.from}`)).fill('2027-06-19T09:00');
        await dialog.getByLabel(new RegExp(`^${t.event.to}`)).fill('2027-06-19T18:00');
        await dialog
          .getByRole('combobox', { name: new RegExp(`^${t.event.location}`) })
          .pressSequentially('8008', {
            delay: 50,
          });
        await page
          .getByRole('option', { name: /^8008 Zürich/ })
          .first()
          .click();
        await dialog.getByRole('button', { name: t.event.addTicket }).click();
        await dialog.locator('input[type="file"]').setInputFiles(IMAGE);
        await expect(dialog.getByRole('button', { name: t.form.create, exact: true })).toBeEnabled();
        await capture(page, dialog, `event-form-${viewport.width}-${code}`);
      });
    });
  }
}

test.describe('products tab', () => {
  for (const [size, viewport] of Object.entries({
    phone: { width: 375, height: 812 },
    desktop: { width: 1280, height: 800 },
  })) {
    test(`products tab (German, ${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await logIn(page, 'du');
      await page.goto('/profile/club?tab=products');
      await expect(page.getByTestId('admin-product').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: `${OUTPUT}club-dashboard-products-${viewport.width}.png`,
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
      });
    });
  }
});
