import { expect, type Page, test } from '@playwright/test';
import deCheckout from '../../apps/web/src/i18n/locales/de/checkout.json' with { type: 'json' };
import deOffers from '../../apps/web/src/i18n/locales/de/offers.json' with { type: 'json' };
import frCheckout from '../../apps/web/src/i18n/locales/fr/checkout.json' with { type: 'json' };
import frOffers from '../../apps/web/src/i18n/locales/fr/offers.json' with { type: 'json' };
import { accessToken, gotoHydrated, logInThroughUi, withoutMarkup } from '../tests/support';
import { capture, WIDTHS } from './capture';

/**
 * Subscription screenshots for docs/screenshots (issue 13): checkout of a subscription, /dev/clock, the Jobs
 * view, a product's activity and the e-mail of a declined renewal; 375 and 1280 px, German and French.
 */
const PASSWORD = 'Tifo!Demo2024';

async function logIn(page: Page, email: string, language: 'du' | 'fr'): Promise<void> {
  await page.goto('/login');
  await logInThroughUi(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.evaluate((code) => localStorage.setItem('language', code), language);
}

/** Calls the API as the logged-in user of the page. */
async function api(
  page: Page,
  path: string,
  body: unknown,
  method = 'POST',
): Promise<Record<string, unknown>> {
  const token = await accessToken(page);
  return page.evaluate(
    async ([url, payload, verb, bearer]) => {
      const response = await fetch(`/api${url}`, {
        method: verb,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify(payload),
      });
      return response.json();
    },
    [path, body, method, token] as const,
  );
}

async function moveClock(page: Page, days: number): Promise<void> {
  await page.goto('/dev/clock');
  await page.getByRole('spinbutton', { name: 'Days' }).fill(String(days));
  await page.getByRole('button', { name: 'Move forward', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'What ran' })).toBeVisible({ timeout: 20_000 });
}

for (const [label, viewport] of Object.entries(WIDTHS)) {
  test.describe(`subscriptions, ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('checkout of a subscription (German and French), a declined renewal, the clock', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const width = viewport.width;
      await logIn(page, 'supporter@tifo.example.ch', 'fr');
      for (const language of ['fr', 'du'] as const) {
        await page.evaluate((code) => localStorage.setItem('language', code), language);
        await gotoHydrated(page, '/fc-seefeld-zurich');
        await page
          .getByRole('button', { name: /Juniorenpate/ })
          .first()
          .click();
        const next = language === 'du' ? deCheckout.product.next : frCheckout.product.next;
        await page.getByRole('button', { name: next, exact: true }).click();
        await expect(page.getByTestId('recurring-terms')).toBeVisible();
        await page.getByRole('radio').first().check();
        await capture(page, `subscription-checkout-${width}${language === 'fr' ? '-fr' : ''}`);
      }
      // Subscribe (German), then the card is replaced by one that is declined on every charge.
      await page.getByLabel(deCheckout.payment.cardholderName).fill('Nina Keller');
      await page.getByTestId('card-number').fill('4242 4242 4242 4242');
      await page.getByTestId('card-expiry').fill('1230');
      await page.getByTestId('card-cvc').fill('123');
      await page.getByRole('checkbox', { name: withoutMarkup(deCheckout.payment.terms) }).check();
      await page.getByRole('button', { name: /bezahlen, dann jeden Monat/ }).click();
      await expect(page).toHaveURL(/\/payment\/twint-success$/);
      const userId = await page.evaluate(() => localStorage.getItem('userId'));
      // The mails go out in the supporter's language, which an earlier screenshot spec may have left French.
      const profile = { userId, firstName: 'Nina', lastName: 'Keller' };
      await api(page, '/users', { ...profile, preferredLanguage: 'de' }, 'PUT');
      const method = await api(page, '/payments/sandbox/payment-methods', {
        number: '4000 0000 0000 0341',
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
        name: 'Nina Keller',
      });
      await api(page, '/payments/payment-method', { userId, paymentMethodId: method.id });
      await moveClock(page, 30);
      await capture(page, `dev-clock-${width}`);
      await page.goto('/dev/mailbox?to=supporter%40tifo.example.ch');
      await page
        .getByRole('link', { name: /konnte nicht belastet werden/ })
        .first()
        .click();
      await capture(page, `subscription-failure-mail-${width}`);
      // The same mail in French: the supporter's language, then the next try three days later.
      await page.goto('/profile/user');
      await api(page, '/users', { ...profile, preferredLanguage: 'fr' }, 'PUT');
      await moveClock(page, 3);
      await page.goto('/dev/mailbox?to=supporter%40tifo.example.ch');
      await page
        .getByRole('link', { name: /n’a pas pu être débité/ })
        .first()
        .click();
      await capture(page, `subscription-failure-mail-${width}-fr`);
      await page.goto('/profile/user');
      await api(page, '/users', { ...profile, preferredLanguage: 'de' }, 'PUT');
      await page.goto('/profile/user?tab=subscriptions');
      await expect(page.getByTestId('subscription').first()).toBeVisible();
      await capture(page, `profile-subscriptions-${width}`);
    });

    test('the Jobs view and a product’s activity (German and French)', async ({ page }) => {
      const width = viewport.width;
      for (const [language, suffix] of [
        ['du', ''],
        ['fr', '-fr'],
      ] as const) {
        await logIn(page, 'operator@tifo.example.ch', language);
        await page.goto('/admin?tab=jobs');
        await expect(page.getByRole('region').first()).toBeVisible();
        await capture(page, `admin-jobs-${width}${suffix}`);
        await page.context().clearCookies();
        await page.evaluate(() => localStorage.clear());
        await logIn(page, 'club@tifo.example.ch', language);
        await page.goto('/profile/club?tab=products');
        const offers = language === 'du' ? deOffers : frOffers;
        await page
          .getByRole('button', { name: offers.activity.title.replace('{{title}}', 'Juniorenpate') })
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await capture(page, `subscription-activity-${width}${suffix}`, false);
        await page.evaluate(() => localStorage.clear());
      }
    });
  });
}
