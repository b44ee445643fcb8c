import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { gotoHydrated } from '../tests/support';

/** Where the screenshots the issues ask for are kept. */
export const OUTPUT = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
export const WIDTHS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } } as const;

/**
 * docs/screenshots/<name>.png once the page is settled (network idle, fonts loaded). A whole page is taken from
 * the top: scrolled, the sticky header would be painted where the viewport stood, over the content.
 */
export async function capture(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${OUTPUT}${name}.png`, fullPage, animations: 'disabled', caret: 'hide' });
}

/**
 * The same, taken with nothing focused (a focused field has the brand's red border), the pointer away and no toast
 * left: for pages reached by clicking and typing.
 */
export async function captureSettled(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
  await capture(page, name);
}

/** The language a page starts in (stored as the app stores it: du, en, fr, it). */
export async function setLanguage(page: Page, stored: string): Promise<void> {
  await page.evaluate((code) => localStorage.setItem('language', code), stored);
}

/**
 * In a language, on FC Seefeld Zürich's page: an offer chosen by its button's label, an amount typed, on to the
 * payment step.
 */
export async function startCheckout(
  page: Page,
  language: { stored: string; choose: string; checkout: { product: { amount: string; next: string } } },
  title: string,
  amount: string,
): Promise<void> {
  await setLanguage(page, language.stored);
  await gotoHydrated(page, '/fc-seefeld-zurich');
  await page.getByRole('button', { name: language.choose.replace('{{title}}', title) }).click();
  await page.getByLabel(language.checkout.product.amount).fill(amount);
  await page.getByRole('button', { name: language.checkout.product.next, exact: true }).click();
}
