import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { renderPage } from '../../apps/api/test/support/pdf';
import deCheckout from '../../apps/web/src/i18n/locales/de/checkout.json' with { type: 'json' };
import frCheckout from '../../apps/web/src/i18n/locales/fr/checkout.json' with { type: 'json' };
import { accessToken, DEMO_CLUB_ADMIN, gotoHydrated, logIn, signUpVerified } from '../tests/support';
import { capture, OUTPUT, setLanguage, startCheckout, WIDTHS } from './capture';

/**
 * Issue 48's pages for docs/screenshots, at 375 and 1280 px, in German and French: a payment link's page, its
 * give page as a guest, checkout with the cover-the-fee choice, the dashboard's "Share & embed" tab, and the A4
 * poster of a demo link.
 */

const LANGUAGES = [
  { stored: 'du', wire: 'de', suffix: '', checkout: deCheckout, choose: 'Auswählen: {{title}}' },
  { stored: 'fr', wire: 'fr', suffix: '-fr', checkout: frCheckout, choose: 'Choisir : {{title}}' },
] as const;

for (const [label, viewport] of Object.entries(WIDTHS)) {
  test.describe(`reach, ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a payment link’s page and its give page as a guest', async ({ page }) => {
      const width = viewport.width;
      for (const language of LANGUAGES) {
        await page.goto(`/l/heimspiel2?lang=${language.wire}`);
        await capture(page, `payment-link-${width}${language.suffix}`);
        await page.goto('/');
        await setLanguage(page, language.stored);
        await gotoHydrated(page, '/give/heimspiel2?amount=50');
        await page.getByLabel(new RegExp(`^${language.checkout.give.firstName}`)).fill('Lea');
        await page.getByLabel(new RegExp(`^${language.checkout.give.lastName}`)).fill('Gast');
        await page.getByLabel(language.checkout.give.email).fill('lea.gast@example.ch');
        await page.getByRole('radio', { name: language.checkout.payment.card }).check();
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await capture(page, `give-guest-${width}${language.suffix}`);
      }
    });

    test('checkout with the choice to cover the fee', async ({ page }) => {
      test.setTimeout(120_000);
      const width = viewport.width;
      await signUpVerified(page, `deckung${width}`);
      for (const language of LANGUAGES) {
        await startCheckout(page, language, 'Freier Beitrag', '50');
        const cover = page.getByTestId('checkout-cover-fee');
        await cover.check();
        await expect(page.getByTestId('summary-total')).toHaveText('CHF 62.50');
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await capture(page, `checkout-cover-fee-${width}${language.suffix}`);
      }
    });

    test('the dashboard’s Share & embed tab', async ({ page }) => {
      const width = viewport.width;
      await logIn(page, DEMO_CLUB_ADMIN);
      for (const language of LANGUAGES) {
        await setLanguage(page, language.stored);
        await gotoHydrated(page, '/profile/club?tab=share');
        await expect(page.getByTestId('payment-links')).toBeVisible();
        await expect(page.getByTestId('sources-table')).toBeVisible();
        await capture(page, `share-embed-${width}${language.suffix}`);
      }
    });
  });
}

test('the A4 poster of a demo link, as printed', async ({ page }) => {
  await logIn(page, DEMO_CLUB_ADMIN);
  const token = await accessToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const mine = await page.request.post('/api/clubs/mine', { headers, data: {} });
  const clubId = (await mine.json()).content[0].id as string;
  const links = await (
    await page.request.post('/api/payment-links/list', { headers, data: { clubId } })
  ).json();
  const link = links.content.find((row: { code: string }) => row.code === 'heimspiel2');
  for (const language of ['de', 'fr'] as const) {
    const poster = await page.request.post('/api/payment-links/poster', {
      headers,
      data: { clubId, linkId: link.id, format: 'a4', language },
    });
    expect(poster.status()).toBe(200);
    const { png } = await renderPage(await poster.body(), 1, 1.5);
    writeFileSync(`${OUTPUT}poster-a4${language === 'de' ? '' : '-fr'}.png`, png);
  }
});
