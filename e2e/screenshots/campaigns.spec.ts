import { expect, test } from '@playwright/test';
import deCheckout from '../../apps/web/src/i18n/locales/de/checkout.json' with { type: 'json' };
import deOffers from '../../apps/web/src/i18n/locales/de/offers.json' with { type: 'json' };
import frCheckout from '../../apps/web/src/i18n/locales/fr/checkout.json' with { type: 'json' };
import frOffers from '../../apps/web/src/i18n/locales/fr/offers.json' with { type: 'json' };
import {
  accessToken,
  DEMO_CLUB_ADMIN,
  gotoHydrated,
  logIn,
  openMail,
  signUpVerified,
  subscribeThroughApi,
} from '../tests/support';
import { capture, setLanguage, WIDTHS } from './capture';

/**
 * Issue 49's pages for docs/screenshots, at 375 and 1280 px, in German and French: a running all-or-nothing
 * campaign on its club's page, the pledge step of checkout, the updates editor of the club's dashboard and the
 * update mail. The funded and not-funded campaigns move the clock: z-campaign-outcomes.spec.ts, run last.
 */

const LANGUAGES = [
  { stored: 'du', suffix: '', checkout: deCheckout, offers: deOffers, choose: 'Auswählen: {{title}}' },
  { stored: 'fr', suffix: '-fr', checkout: frCheckout, offers: frOffers, choose: 'Choisir : {{title}}' },
] as const;

for (const [label, viewport] of Object.entries(WIDTHS)) {
  test.describe(`campaigns, ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a running all-or-nothing campaign and its pledge step', async ({ page }) => {
      test.setTimeout(120_000);
      const width = viewport.width;
      await signUpVerified(page, `versprechen${width}`);
      for (const language of LANGUAGES) {
        await setLanguage(page, language.stored);
        await gotoHydrated(page, '/ehc-glattal-bulach');
        const card = page.locator('article').filter({ hasText: 'Schleifmaschine' });
        await card.scrollIntoViewIfNeeded();
        await expect(card.getByTestId('campaign')).toBeVisible();
        await card.screenshot({ path: `docs/screenshots/campaign-running-${width}${language.suffix}.png` });
        await card
          .getByRole('button', { name: language.choose.replace('{{title}}', 'Schleifmaschine') })
          .click();
        await page.getByLabel(language.checkout.product.amount).fill('50');
        await page.getByRole('button', { name: language.checkout.product.next, exact: true }).click();
        await expect(page.getByTestId('mandate')).toBeVisible();
        await page.getByLabel(language.checkout.payment.cardholderName).fill('Nina Keller');
        await page.getByTestId('card-number').fill('4000 0027 6000 3184');
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await capture(page, `pledge-checkout-${width}${language.suffix}`);
      }
    });

    test('the updates editor and the update mail', async ({ page, browser }) => {
      test.setTimeout(120_000);
      const width = viewport.width;
      // A French backer: gives CHF 10 to the campaign and reads Tifo in French.
      const french = await browser.newPage();
      const backer = await signUpVerified(french, `soutien${width}`);
      await subscribeThroughApi(french, 'Kleinfeld-Kunstrasen', 10);
      const token = await accessToken(french);
      const userId = await french.evaluate(() => localStorage.getItem('userId'));
      const changed = await french.request.put('/api/users', {
        headers: { authorization: `Bearer ${token}` },
        data: { userId, firstName: 'Aline', lastName: 'Favre', preferredLanguage: 'fr' },
      });
      expect(changed.status()).toBe(200);
      await french.close();
      await logIn(page, DEMO_CLUB_ADMIN, /\/profile/);
      for (const language of LANGUAGES) {
        await setLanguage(page, language.stored);
        await gotoHydrated(page, '/profile/club?tab=products');
        const product = page.getByTestId('admin-product').filter({ hasText: 'Kleinfeld-Kunstrasen' });
        await product.getByTestId('open-campaign').click();
        const panel = page.getByRole('dialog');
        await panel.getByLabel(language.offers.campaign.updateTitle).fill('Der neue Rasen liegt');
        await panel
          .getByLabel(language.offers.campaign.updateText)
          .fill(
            'Am Montag kam der Kunstrasen, am Mittwoch trainierten die F-Junioren zum ersten Mal darauf. Danke!',
          );
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await panel.screenshot({
          path: `docs/screenshots/campaign-updates-editor-${width}${language.suffix}.png`,
        });
        if (language.suffix === '')
          await panel.getByRole('button', { name: language.offers.campaign.publish }).click();
        if (language.suffix === '') await expect(panel.getByTestId('club-update').first()).toBeVisible();
        await page.keyboard.press('Escape');
      }
      // The update as the demo supporter (a backer of the campaign) reads it; in French for a French reader.
      await openMail(page, 'supporter@tifo.example.ch', 'FC Seefeld Zürich: Der neue Rasen liegt');
      await capture(page, `campaign-update-mail-${width}`);
      // No translation service runs here: the French mail carries the text as written, in French words around it.
      await openMail(page, backer.email, 'FC Seefeld Zürich : Der neue Rasen liegt');
      await capture(page, `campaign-update-mail-${width}-fr`);
    });
  });
}
