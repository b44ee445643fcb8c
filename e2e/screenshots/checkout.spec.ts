import { expect, type Page, test } from '@playwright/test';
import deCheckout from '../../apps/web/src/i18n/locales/de/checkout.json' with { type: 'json' };
import frCheckout from '../../apps/web/src/i18n/locales/fr/checkout.json' with { type: 'json' };
import { gotoHydrated, logInThroughUi, withoutMarkup } from '../tests/support';
import { capture, WIDTHS } from './capture';

/* Checkout screenshots for docs/screenshots: each step, the 3-D Secure page, the TWINT start page, success. */

async function start(page: Page, title: string): Promise<void> {
  await page.goto('/login');
  await logInThroughUi(page, 'supporter@tifo.example.ch', 'Tifo!Demo2024');
  await expect(page).toHaveURL(/\/profile\/user/);
  await gotoHydrated(page, '/fc-seefeld-zurich');
  await page.getByRole('button', { name: `Auswählen: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

async function toPayment(page: Page, width: number): Promise<void> {
  await page.getByRole('button', { name: deCheckout.product.next, exact: true }).click();
  await expect(page.getByRole('heading', { name: deCheckout.delivery.heading })).toBeVisible();
  await page.locator('#delivery-fullName').fill('Nina Keller');
  await page.locator('#delivery-address1').fill('Seefeldstrasse 12');
  await page.locator('#delivery-postalCode').fill('8008');
  await page.locator('#delivery-city').fill('Zürich');
  await capture(page, `checkout-delivery-${width}`);
  await page.getByRole('button', { name: deCheckout.delivery.next }).click();
  await expect(page.getByRole('heading', { name: deCheckout.payment.heading })).toBeVisible();
}

for (const [label, viewport] of Object.entries(WIDTHS)) {
  test.describe(`checkout, ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('steps, 3-D Secure page and success page', async ({ page }) => {
      const width = viewport.width;
      await start(page, 'Trikot-Sponsoring');
      await capture(page, `checkout-product-${width}`);
      await toPayment(page, width);
      await page.getByRole('radio', { name: deCheckout.payment.card }).check();
      await page.getByLabel(deCheckout.payment.cardholderName).fill('Nina Keller');
      await page.getByTestId('card-number').fill('4000 0027 6000 3184');
      await page.getByTestId('card-expiry').fill('1230');
      await page.getByTestId('card-cvc').fill('123');
      await page.getByRole('checkbox', { name: withoutMarkup(deCheckout.payment.terms) }).check();
      await capture(page, `checkout-payment-${width}`);
      await page
        .getByRole('button', { name: deCheckout.payment.payCard.replace('{{amount}}', 'CHF 150.00') })
        .click();
      await expect(page).toHaveURL(/\/api\/payments\/sandbox\/3ds\//);
      await capture(page, `checkout-3ds-${width}`);
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page).toHaveURL(/\/payment\/twint-success$/);
      await expect(page.getByTestId('paid-amount')).toBeVisible();
      await capture(page, `payment-success-${width}`);
    });

    test('TWINT start page', async ({ page }) => {
      await start(page, 'Freier Beitrag');
      await page.getByLabel(deCheckout.product.amount).fill('25');
      await page.getByRole('button', { name: deCheckout.product.next, exact: true }).click();
      await page.getByRole('radio', { name: deCheckout.payment.twint }).check();
      await page.getByRole('checkbox', { name: withoutMarkup(deCheckout.payment.terms) }).check();
      await page.getByRole('button', { name: deCheckout.payment.payTwint }).click();
      await expect(page).toHaveURL(/\/api\/payments\/sandbox\/twint\//);
      await capture(page, `checkout-twint-${viewport.width}`);
    });

    test('delivery and payment steps in French', async ({ page }) => {
      await page.goto('/login');
      await logInThroughUi(page, 'supporter@tifo.example.ch', 'Tifo!Demo2024');
      await expect(page).toHaveURL(/\/profile\/user/);
      await page.evaluate(() => localStorage.setItem('language', 'fr'));
      await gotoHydrated(page, '/fc-seefeld-zurich');
      await page
        .getByRole('button', { name: /Trikot-Sponsoring/ })
        .first()
        .click();
      await page.getByRole('button', { name: frCheckout.product.next, exact: true }).click();
      await expect(page.getByRole('heading', { name: frCheckout.delivery.heading })).toBeVisible();
      await page.locator('#delivery-fullName').fill('Nina Keller');
      await page.locator('#delivery-address1').fill('Rue du Lac 12');
      await page.locator('#delivery-postalCode').fill('1003');
      await page.locator('#delivery-city').fill('Lausanne');
      await capture(page, `checkout-delivery-${viewport.width}-fr`);
      await page.getByRole('button', { name: frCheckout.delivery.next }).click();
      await page.getByRole('radio', { name: frCheckout.payment.card }).check();
      await page.getByLabel(frCheckout.payment.cardholderName).fill('Nina Keller');
      await page.getByTestId('card-number').fill('4242 4242 4242 4242');
      await capture(page, `checkout-payment-${viewport.width}-fr`);
    });

    test("the operator's ledger, German and English", async ({ page }) => {
      await page.goto('/login');
      await logInThroughUi(page, 'operator@tifo.example.ch', 'Tifo!Demo2024');
      await expect(page).not.toHaveURL(/\/login/);
      for (const [language, suffix] of [
        ['en', '-en'],
        ['du', ''],
      ] as const) {
        await page.evaluate((code) => localStorage.setItem('language', code), language);
        await page.goto('/admin?tab=ledger');
        await expect(page.getByTestId('ledger-gross')).toBeVisible();
        await capture(page, `admin-ledger-${viewport.width}${suffix}`);
      }
    });
  });
}
