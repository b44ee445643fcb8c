import { expect, test } from '@playwright/test';
import deCheckout from '../../apps/web/src/i18n/locales/de/checkout.json' with { type: 'json' };
import { expectNoSeriousViolations, expectNoSidewaysScroll } from './axe';
import { gotoHydrated, logInThroughUi, withoutMarkup } from './support';

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`checkout steps have no serious axe violations at ${viewport.width} px`, async ({ page }) => {
    // Several axe analyses: about 24 s under CI's two workers, and past the default 30 s in axe's evaluate
    // when the machine is slow (fresh-clone CI at 350acde, 2026-11-27), as the products tab's (offers.spec).
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await logInThroughUi(page, 'supporter@tifo.example.ch', 'Tifo!Demo2024');
    await expect(page).toHaveURL(/\/profile\/user/);
    await gotoHydrated(page, '/fc-seefeld-zurich');
    await page.getByRole('button', { name: 'Auswählen: Trikot-Sponsoring' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Trikot-Sponsoring' })).toBeVisible();
    await expectNoSeriousViolations(page, 'product step');

    await page.getByRole('button', { name: deCheckout.product.next, exact: true }).click();
    await page.getByRole('button', { name: deCheckout.delivery.next }).click();
    await expect(page.locator('#delivery-fullName')).toBeFocused();
    await expectNoSeriousViolations(page, 'delivery step with errors');
    await page.locator('#delivery-fullName').fill('Nina Keller');
    await page.locator('#delivery-address1').fill('Seefeldstrasse 12');
    await page.locator('#delivery-postalCode').fill('8008');
    await page.locator('#delivery-city').fill('Zürich');
    await page.getByRole('button', { name: deCheckout.delivery.next }).click();

    await page.getByRole('radio', { name: deCheckout.payment.card }).check();
    await page.getByRole('checkbox', { name: withoutMarkup(deCheckout.payment.terms) }).check();
    if (viewport.width === 375) {
      // On a phone the three steps are one row, only the current one named beside its number; the completed steps
      // keep their names for screen readers.
      const steps = page.locator('.mantine-Stepper-step');
      const tops = await steps.evaluateAll((all) =>
        all.map((step) => Math.round(step.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, `the steps' rows: ${tops.join(', ')}`).toBe(1);
      const labelWidths = await page
        .locator('.mantine-Stepper-stepLabel')
        .evaluateAll((all) => all.map((label) => Math.round(label.getBoundingClientRect().width)));
      expect(labelWidths.map((width) => width > 1)).toEqual([false, false, true]);
      await expect(page.getByRole('button', { name: deCheckout.steps.product, exact: true })).toHaveCount(1);
      await expect(page.getByRole('button', { name: deCheckout.steps.delivery, exact: true })).toHaveCount(1);
    }
    await expectNoSeriousViolations(page, 'payment step');
    await expectNoSidewaysScroll(page, 'payment step');
  });
}
