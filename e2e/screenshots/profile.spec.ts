import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { renderPage } from '../../apps/api/test/support/pdf';
import deProfile from '../../apps/web/src/i18n/locales/de/profile.json' with { type: 'json' };
import frProfile from '../../apps/web/src/i18n/locales/fr/profile.json' with { type: 'json' };
import { accessToken, gotoHydrated, logInThroughUi } from '../tests/support';
import { capture, OUTPUT, WIDTHS } from './capture';

/**
 * The supporter's profile for docs/screenshots (issue 16): each tab, the edit dialog (375 and 1280 px, German
 * and French) and the annual certificate's first page (German and French), as the demo supporter sees them.
 */
const TABS = ['overview', 'favourites', 'subscriptions', 'membership', 'documents'] as const;

for (const [label, viewport] of Object.entries(WIDTHS)) {
  test.describe(`profile, ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('every tab and the edit dialog (German and French); the certificate', async ({ page }) => {
      test.setTimeout(120_000);
      const width = viewport.width;
      await page.goto('/login');
      await logInThroughUi(page, 'supporter@tifo.example.ch', 'Tifo!Demo2024');
      await expect(page).not.toHaveURL(/\/login/);
      for (const [language, words] of [
        ['du', deProfile],
        ['fr', frProfile],
      ] as const) {
        const suffix = language === 'fr' ? '-fr' : '';
        await page.evaluate((code) => localStorage.setItem('language', code), language);
        for (const tab of TABS) {
          await gotoHydrated(page, `/profile/user?tab=${tab}`);
          await expect(page.getByRole('tab', { name: words.tabs[tab], selected: true })).toBeVisible();
          await expect(page.locator('[role="status"][aria-busy], .mantine-Skeleton-root')).toHaveCount(0);
          if (tab === 'overview') {
            await page.locator('.mantine-Accordion-control').first().click();
            await expect(page.locator('.mantine-Accordion-panel button:visible').first()).toBeVisible();
          }
          await capture(page, `profile-${tab}-${width}${suffix}`);
        }
        await page.getByRole('button', { name: words.card.edit }).click();
        await expect(page.getByRole('dialog', { name: words.edit.title })).toBeVisible();
        await capture(page, `profile-edit-${width}${suffix}`, false);
        await page.keyboard.press('Escape');
      }
      if (label === 'desktop') {
        for (const language of ['de', 'fr'] as const) {
          const token = await accessToken(page);
          const pdf = await page.evaluate(
            async ([lang, token]) => {
              const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
              const userId = localStorage.getItem('userId') ?? '';
              const details = await (
                await fetch('/api/users/id', { method: 'POST', headers, body: JSON.stringify({ userId }) })
              ).json();
              await fetch('/api/users', {
                method: 'PUT',
                headers,
                body: JSON.stringify({
                  userId,
                  firstName: details.firstName,
                  lastName: details.lastName,
                  preferredLanguage: lang,
                  address: details.address,
                }),
              });
              const years = await (
                await fetch('/api/donations/certificates', {
                  method: 'POST',
                  headers,
                  body: JSON.stringify({ userId }),
                })
              ).json();
              const answer = await fetch('/api/donations/annual-certificate', {
                method: 'POST',
                headers,
                body: JSON.stringify({ userId, year: years.content[0].year }),
              });
              return Array.from(new Uint8Array(await answer.arrayBuffer()));
            },
            [language, token] as const,
          );
          const suffix = language === 'fr' ? '-fr' : '';
          writeFileSync(
            `${OUTPUT}annual-certificate-pdf${suffix}.png`,
            (await renderPage(Buffer.from(pdf), 1, 1.6)).png,
          );
        }
      }
    });
  });
}
