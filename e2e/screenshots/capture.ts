import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

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
