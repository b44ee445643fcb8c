import { expect, test } from '@playwright/test';
import deCheckout from '../../apps/web/src/i18n/locales/de/checkout.json' with { type: 'json' };
import deClub from '../../apps/web/src/i18n/locales/de/club.json' with { type: 'json' };
import { expectNoSeriousViolations } from './axe';
import { gotoHydrated, logIn, readMailText, uniqueEmail, withoutMarkup } from './support';

/* Issue 48 in the browser: reaching donors where they are. */

test('the club page and each offer are shared by plain links where the browser has no share sheet', async ({
  page,
}) => {
  await gotoHydrated(page, '/fc-seefeld-zurich');
  // Desktop Chromium on Linux has no share sheet: the plain links show under the button.
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
  const shareClub = page.getByTestId('share-club');
  await shareClub.click();
  await expect(shareClub).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('group', { name: deClub.share.title });
  const origin = new URL(page.url()).origin;
  await expect(panel.getByRole('link', { name: deClub.share.whatsapp })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`Unterstütze FC Seefeld Zürich auf Tifo ${origin}/fc-seefeld-zurich`)}`,
  );
  await expectNoSeriousViolations(page, 'club page with its share links open');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // An offer: its link leads straight to its card on the club page.
  await page.getByRole('button', { name: 'Teilen: Freier Beitrag' }).click();
  const mail = page.getByRole('link', { name: deClub.share.mail });
  const href = (await mail.getAttribute('href')) ?? '';
  const link = decodeURIComponent(/body=([^&]+)/.exec(href)?.[1] ?? '').split('\n')[1] ?? '';
  expect(link).toMatch(new RegExp(`^${origin}/fc-seefeld-zurich#product-[0-9a-f-]{36}$`));
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto(link);
  const card = page.locator(`#${link.split('#')[1]}`);
  await expect(card).toContainText('Freier Beitrag');
  await expect(card).toBeInViewport();
});

test('checkout offers the suggested amounts as buttons that fill in the amount', async ({ page }) => {
  await logIn(page, { email: 'supporter@tifo.example.ch', password: 'Tifo!Demo2024' });
  await gotoHydrated(page, '/fc-seefeld-zurich');
  await page.getByRole('button', { name: 'Auswählen: Freier Beitrag' }).click();
  const suggestions = page.getByRole('group', { name: deCheckout.product.suggestions });
  await expect(suggestions.getByRole('button')).toHaveText(['CHF 20.00', 'CHF 50.00', 'CHF 100.00']);
  await suggestions.getByRole('button', { name: 'CHF 50.00' }).click();
  await expect(suggestions.getByRole('button', { name: 'CHF 50.00' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel(deCheckout.product.amount)).toHaveValue('50');
  // Another amount by hand un-presses the suggestion.
  await page.getByLabel(deCheckout.product.amount).fill('35');
  await expect(suggestions.getByRole('button', { name: 'CHF 50.00' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await suggestions.getByRole('button', { name: 'CHF 100.00' }).click();
  await page.getByRole('button', { name: deCheckout.product.next, exact: true }).click();
  await expect(page.getByTestId('summary-total')).toHaveText('CHF 100.00');
});

test('a guest gives through a payment link with name and e-mail, claims the account and finds the gift', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('linkguest');
  await page.setViewportSize({ width: 375, height: 800 });
  // The link's page, rendered by the server: no script; the suggested amount continues to the give page.
  await page.goto('/l/heimspiel2');
  await expect(page.getByRole('heading', { level: 1, name: 'Freier Beitrag' })).toBeVisible();
  await expectNoSeriousViolations(page, 'payment link page');
  await page.getByRole('link', { name: 'CHF 50.00' }).click();
  await expect(page).toHaveURL(/\/give\/heimspiel2\?amount=50$/);
  await expect(page.getByLabel(deCheckout.give.amountLabel)).toHaveValue('50');
  await page.getByLabel(deCheckout.give.firstName).fill('Lea');
  await page.getByLabel(deCheckout.give.lastName).fill('Gast');
  await page.getByLabel(deCheckout.give.email).fill(email);
  await page.getByRole('checkbox', { name: /CHF 12.50 hinzufügen/ }).check();
  await page.getByRole('radio', { name: deCheckout.payment.card }).check();
  await page.getByLabel(deCheckout.payment.cardholderName).fill('Lea Gast');
  await page.getByTestId('card-number').fill('4242424242424242');
  await page.getByTestId('card-expiry').fill('1230');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByRole('checkbox', { name: withoutMarkup(deCheckout.payment.terms) }).check();
  await expectNoSeriousViolations(page, 'give page of a payment link, as a guest');
  await page.getByRole('button', { name: 'CHF 62.50 spenden' }).click();
  await expect(page).toHaveURL(/\/payment\/twint-success$/);
  await expect(page.getByTestId('paid-amount')).toHaveText('CHF 62.50');

  // The receipt and the claim mail; the claim link sets a password and opens the profile with the gift.
  const receipt = await readMailText(context, email, 'Spendenbescheinigung: CHF 62.50 an FC Seefeld Zürich');
  expect(receipt).toContain('Du hast CHF 12.50 hinzugefügt');
  const claim = await readMailText(context, email, 'Deine Spende an FC Seefeld Zürich: Konto einrichten');
  const claimLink = /https?:\/\/\S+\/claim\?token=\S+/.exec(claim)?.[0] ?? '';
  expect(claimLink).not.toBe('');
  await page.goto(new URL(claimLink).pathname + new URL(claimLink).search);
  await page.getByLabel(deCheckout.claim.password, { exact: true }).fill('Sicher!Pass1');
  await page.getByLabel(deCheckout.claim.confirm).fill('Sicher!Pass1');
  await page.getByRole('button', { name: deCheckout.claim.submit }).click();
  await expect(page).toHaveURL(/\/profile\/user/);
  await expect(page.getByText('FC Seefeld Zürich').first()).toBeVisible();
  await expect(page.getByText('CHF 62.50').first()).toBeVisible();
});
