import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { renderPage } from '../../apps/api/test/support/pdf';
import deCheckout from '../../apps/web/src/i18n/locales/de/checkout.json' with { type: 'json' };
import frCheckout from '../../apps/web/src/i18n/locales/fr/checkout.json' with { type: 'json' };
import { BASE_URL, PORT } from '../server';
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

/** A club's own website (another origin) with the donate button, in German or French. */
const HOST_PORT = PORT + 450;
const hostPage = (language: string) => `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>FC Seefeld Zürich</title><link rel="stylesheet" href="/site.css">
<script src="${BASE_URL}/embed/donate.js" defer></script></head>
<body><header><strong>FC Seefeld Zürich</strong> · Sportplatz Lengg</header><main>
<h1>${language === 'fr' ? 'Soutenez nos juniors' : 'Unterstütze unsere Junioren'}</h1>
<p>${language === 'fr' ? '18 équipes, 300 enfants, un terrain au bord du lac.' : '18 Teams, 300 Kinder, ein Platz am See.'}</p>
<tifo-donate link="webseite22"></tifo-donate></main></body></html>`;
const SITE_CSS =
  'body{margin:0;font-family:Georgia,serif;background:#eef3f8;color:#1b2a3a}header{background:#0d3b66;color:#fff;padding:14px 20px}main{max-width:960px;margin:0 auto;padding:20px}h1{font-size:28px}';
let host: Server;
test.beforeAll(async () => {
  host = createServer((req, res) => {
    if (req.url === '/site.css') {
      res.writeHead(200, { 'content-type': 'text/css' });
      res.end(SITE_CSS);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(hostPage(req.url?.includes('fr') ? 'fr' : 'de'));
  });
  await new Promise<void>((resolve) => host.listen(HOST_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => host.close(() => resolve()));
});

for (const [label, viewport] of Object.entries(WIDTHS)) {
  test.describe(`reach, ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('the donate button on a club’s own website', async ({ page }) => {
      for (const language of ['de', 'fr']) {
        await page.goto(`http://127.0.0.1:${HOST_PORT}/${language}`);
        await expect(
          page.locator('tifo-donate').getByRole('heading', { name: 'Freier Beitrag' }),
        ).toBeVisible();
        await capture(page, `donate-button-${viewport.width}${language === 'de' ? '' : '-fr'}`);
      }
    });

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
