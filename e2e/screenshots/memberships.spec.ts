import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { renderPage } from '../../apps/api/test/support/pdf';
import deMemberships from '../../apps/web/src/i18n/locales/de/memberships.json' with { type: 'json' };
import frMemberships from '../../apps/web/src/i18n/locales/fr/memberships.json' with { type: 'json' };
import { accessToken, gotoHydrated, logInThroughUi } from '../tests/support';
import { capture, OUTPUT, WIDTHS } from './capture';

/**
 * Membership screenshots for docs/screenshots (issue 14): the dashboard's memberships tab with members, the
 * add-member dialog, the invoice e-mail and the invoice PDF with its QR-bill; 375 and 1280 px, German and
 * French.
 */
const CLUB_ADMIN = 'club@tifo.example.ch';
const PASSWORD = 'Tifo!Demo2024';
const TEXTS = { du: deMemberships, fr: frMemberships } as const;

/** A supporter of the given language whom the club adds: their invoice mail and PDF are in that language. */
async function addMember(page: Page, language: 'de' | 'fr'): Promise<string> {
  // A real-looking address per run (the tab lists it).
  const name = language === 'fr' ? 'celine.python' : 'juerg.zuercher';
  const email = `${name}.${Date.now().toString(36)}@example.ch`;
  const signUp = await page.request.post('/api/users', {
    data: {
      firstName: language === 'fr' ? 'Céline' : 'Jürg',
      lastName: language === 'fr' ? 'Python-Łukasz' : 'Zürcher',
      email,
      password: 'Tifo!E2e-2024',
      preferredLanguage: language,
    },
  });
  expect(signUp.status()).toBe(201);
  const token = await accessToken(page);
  const answer = await page.evaluate(
    async ([userEmail, token]) => {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const mine = await (await fetch('/api/clubs/mine', { method: 'POST', headers, body: '{}' })).json();
      const clubId = mine.content[0].id;
      const products = await (
        await fetch('/api/products/membership-products', {
          method: 'POST',
          headers,
          body: JSON.stringify({ clubId }),
        })
      ).json();
      const response = await fetch('/api/memberships', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          clubId,
          productId: products[0].id,
          firstName: 'x',
          lastName: 'y',
          userEmail,
          initialAmount: 60,
          startingDate: new Date().toISOString().slice(0, 10),
        }),
      });
      return response.status;
    },
    [email, token] as const,
  );
  expect(answer).toBe(201);
  return email;
}

for (const [label, viewport] of Object.entries(WIDTHS)) {
  test.describe(`memberships, ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('the memberships tab, the add-member dialog, the invoice e-mail and its PDF (German and French)', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const width = viewport.width;
      await page.goto('/login');
      await logInThroughUi(page, CLUB_ADMIN, PASSWORD);
      await expect(page).not.toHaveURL(/\/login/);
      for (const language of ['du', 'fr'] as const) {
        const suffix = language === 'fr' ? '-fr' : '';
        const texts = TEXTS[language];
        await page.evaluate((code) => localStorage.setItem('language', code), language);
        await gotoHydrated(page, '/profile/club?tab=membership');
        await expect(page.getByTestId('member-row').first()).toBeVisible();
        await capture(page, `memberships-tab-${width}${suffix}`);
        await page.getByRole('button', { name: texts.add, exact: true }).click();
        await expect(page.getByTestId('add-member-form')).toBeVisible();
        await capture(page, `memberships-add-member-${width}${suffix}`, false);
        await page.keyboard.press('Escape');

        // The invoice e-mail as the member gets it, and (once) the PDF attached to it.
        const email = await addMember(page, language === 'fr' ? 'fr' : 'de');
        await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
        await page
          .getByRole('link', { name: language === 'fr' ? /^Facture M\d+/ : /^Rechnung M\d+/ })
          .click();
        await capture(page, `membership-invoice-mail-${width}${suffix}`);
        if (label === 'desktop') {
          const href = await page.getByRole('link', { name: /^M\d{7}\.pdf$/ }).getAttribute('href');
          const pdf = Buffer.from(await (await page.request.get(href ?? '')).body());
          const rendered = await renderPage(pdf, 1, 1.6);
          writeFileSync(`${OUTPUT}membership-invoice-pdf${suffix}.png`, rendered.png);
        }
      }
    });
  });
}
