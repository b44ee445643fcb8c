import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

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
