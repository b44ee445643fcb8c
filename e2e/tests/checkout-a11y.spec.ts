import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import deCheckout from '../../apps/web/src/i18n/locales/de/checkout.json' with { type: 'json' };
import { gotoHydrated, logInThroughUi, withoutMarkup } from './support';

/** WCAG 2.x A and AA; serious or critical violations fail (as in a11y.spec.ts). */
async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const failing = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  const report = failing
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)
    .join('\n');
  expect(failing.length, `${name}\n${report}`).toBe(0);
}

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
    await expectNoSeriousViolations(page, 'payment step');
    // The layout never scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
