import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { payoutStatementPdf } from '../../apps/api/src/modules/payouts/statement-pdf';
import { renderPage } from '../../apps/api/test/support/pdf';
import { accessToken, gotoHydrated, logInThroughUi } from '../tests/support';
import { capture, OUTPUT, WIDTHS } from './capture';

/**
 * Dashboard and payout screenshots for docs/screenshots (issue 15): the overview with its graph, the financials,
 * the top products and sponsors, the operator's payouts view (375 and 1280 px, German and French) and a payout statement's
 * first page (German from the app; French rendered by the same statement code with sample lines).
 */
const PASSWORD = 'Tifo!Demo2024';

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await logInThroughUi(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

for (const [label, viewport] of Object.entries(WIDTHS)) {
  test.describe(`dashboard, ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('overview, financials and top sponsors of the club; the operator payouts (German and French)', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const width = viewport.width;
      await logIn(page, 'club@tifo.example.ch');
      for (const language of ['du', 'fr'] as const) {
        const suffix = language === 'fr' ? '-fr' : '';
        await page.evaluate((code) => localStorage.setItem('language', code), language);
        await gotoHydrated(page, '/profile/club?tab=overview');
        await expect(page.getByTestId('donation-chart').locator('.donation-chart-bar').first()).toBeVisible();
        await capture(page, `dashboard-overview-${width}${suffix}`);
        await gotoHydrated(page, '/profile/club?tab=financials');
        await expect(page.getByTestId('payout-row').first()).toBeVisible();
        await capture(page, `dashboard-financials-${width}${suffix}`);
        await gotoHydrated(page, '/profile/club?tab=topProducts');
        await expect(page.getByTestId('top-product').first()).toBeVisible();
        await capture(page, `dashboard-top-products-${width}${suffix}`);
        await gotoHydrated(page, '/profile/club?tab=topSponsors');
        await expect(page.getByTestId('top-sponsor').first()).toBeVisible();
        await capture(page, `dashboard-top-sponsors-${width}${suffix}`);
      }
      if (label === 'desktop') {
        // The latest payout's statement as the club opens it (German: the club's language).
        const token = await accessToken(page);
        const link = await page.evaluate(async (token) => {
          const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
          const mine = await (await fetch('/api/clubs/mine', { method: 'POST', headers, body: '{}' })).json();
          const payouts = await (
            await fetch('/api/payouts/payout-details-club', {
              method: 'POST',
              headers,
              body: JSON.stringify({ clubId: mine.content[0].id }),
            })
          ).json();
          const name = payouts.content[0].fileName as string;
          return (
            await fetch('/api/files/name', {
              method: 'POST',
              headers,
              body: JSON.stringify({ fileName: name }),
            })
          ).text();
        }, token);
        const pdf = Buffer.from(await (await page.request.get(link)).body());
        writeFileSync(`${OUTPUT}payout-statement-pdf.png`, (await renderPage(pdf, 1, 1.6)).png);
        const french = await payoutStatementPdf({
          language: 'fr',
          platform: { name: 'Tifo AG', address1: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich' },
          club: {
            name: 'Académie de Basket Fribourg',
            address1: 'Route de la Fonderie 8',
            postalCode: '1700',
            city: 'Fribourg',
          },
          payout: {
            reference: '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
            date: new Date('2026-11-23T05:00:00Z'),
            status: 'paid',
            amountRappen: 21_400,
            periodFrom: new Date('2026-11-08T23:00:00Z'),
            periodTo: new Date('2026-11-22T23:00:00Z'),
            ownerName: 'Académie de Basket Fribourg',
            iban: 'CH5604835012345678009',
          },
          lines: [
            {
              at: new Date('2026-11-10T17:12:00Z'),
              kind: 'club_share',
              productTitle: 'Don libre',
              donor: 'Chloé Rochat',
              grossRappen: 5000,
              feeRappen: 1000,
              netRappen: 4000,
            },
            {
              at: new Date('2026-11-14T09:40:00Z'),
              kind: 'club_share',
              productTitle: 'Maillots U14',
              donor: null,
              grossRappen: 15_000,
              feeRappen: 2000,
              netRappen: 13_000,
            },
            {
              at: new Date('2026-11-19T19:03:00Z'),
              kind: 'club_share',
              productTitle: 'Don libre',
              donor: 'Sophie Favre',
              grossRappen: 3000,
              feeRappen: 600,
              netRappen: 2400,
            },
            {
              at: new Date('2026-11-20T08:15:00Z'),
              kind: 'club_share',
              productTitle: 'Don libre',
              donor: null,
              grossRappen: 2500,
              feeRappen: 500,
              netRappen: 2000,
            },
          ],
        });
        writeFileSync(`${OUTPUT}payout-statement-pdf-fr.png`, (await renderPage(french, 1, 1.6)).png);
      }

      // The operator's payouts view (the operator reads English; German and French chosen here).
      await page.evaluate(() => localStorage.clear());
      await logIn(page, 'operator@tifo.example.ch');
      for (const language of ['du', 'fr'] as const) {
        const suffix = language === 'fr' ? '-fr' : '';
        await page.evaluate((code) => localStorage.setItem('language', code), language);
        await gotoHydrated(page, '/admin?tab=payouts');
        await expect(page.getByTestId('payout-run').first()).toBeVisible();
        await capture(page, `admin-payouts-${width}${suffix}`, label === 'phone');
      }
    });
  });
}
