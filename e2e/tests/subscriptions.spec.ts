import { expect, type Page, test } from '@playwright/test';
import deMessages from '@tifo/contract/locales/de/messages.json' with { type: 'json' };
import deCheckout from '../../apps/web/src/i18n/locales/de/checkout.json' with { type: 'json' };
import deOffers from '../../apps/web/src/i18n/locales/de/offers.json' with { type: 'json' };
import deProfile from '../../apps/web/src/i18n/locales/de/profile.json' with { type: 'json' };
import { gotoHydrated, logIn, logInThroughUi, signOutThroughMenu, withoutMarkup } from './support';

// Runs last of the browser tests (file order): it moves the platform's clock forward two months.
const SUPPORTER = { email: 'supporter@tifo.example.ch', password: 'Tifo!Demo2024' };
const CLUB_ADMIN = { email: 'club@tifo.example.ch', password: 'Tifo!Demo2024' };
const PRODUCT = 'Juniorenpate';
const RECEIPT_SUBJECT = /: CHF 20\.00 an FC Seefeld Zürich$/;

async function receipts(page: Page): Promise<number> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(SUPPORTER.email)}`);
  const subjects = await page.locator('tbody tr td:nth-child(3)').allTextContents();
  return subjects.filter((subject) => RECEIPT_SUBJECT.test(subject.trim())).length;
}

/** Moves the platform's time on /dev/clock as a person would, and answers what ran. */
async function moveClock(page: Page, days: number): Promise<string> {
  await page.goto('/dev/clock');
  await page.getByRole('spinbutton', { name: 'Days' }).fill(String(days));
  await page.getByRole('button', { name: 'Move forward', exact: true }).click();
  const ran = page.getByRole('status').filter({ hasText: 'What ran' });
  await expect(ran).toBeVisible({ timeout: 20_000 });
  return (await ran.textContent()) ?? '';
}

test('a monthly subscription: checkout with 4242, a receipt each month, cancelled from the manage link, the club sees it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, SUPPORTER);
  const before = await receipts(page);

  // Checkout names the rhythm, the first and the next charge, and that it can be cancelled.
  await gotoHydrated(page, '/fc-seefeld-zurich');
  await page.getByRole('button', { name: `Auswählen: ${PRODUCT}` }).click();
  await expect(page).toHaveURL(/\/donation\/checkout/);
  await page.getByRole('button', { name: deCheckout.product.next, exact: true }).click();
  const terms = page.getByTestId('recurring-terms');
  await expect(terms).toContainText('CHF 20.00 jeden Monat');
  await expect(terms).toContainText('Heute: CHF 20.00 (erste Belastung).');
  await expect(terms).toContainText('Nächste Belastung am');
  await expect(terms).toContainText('jederzeit in Deinem Profil kündigen');
  await expect(page.getByRole('radio', { name: deCheckout.payment.twint })).toHaveCount(0);
  await expect(page.getByText(deCheckout.payment.twintUnavailable)).toBeVisible();
  await page.getByRole('radio', { name: deCheckout.payment.card }).check();
  await page.getByLabel(deCheckout.payment.cardholderName).fill('Nina Keller');
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-expiry').fill('1230');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByRole('checkbox', { name: withoutMarkup(deCheckout.payment.terms) }).check();
  await page
    .getByRole('button', {
      name: deCheckout.payment.payCardRecurring
        .replace('{{amount}}', 'CHF 20.00')
        .replace('{{every}}', 'jeden Monat'),
    })
    .click();
  await expect(page).toHaveURL(/\/payment\/twint-success$/);
  await expect(page.getByRole('main').getByText(deMessages.paymentSuccessful, { exact: true })).toBeVisible();
  expect(await receipts(page)).toBe(before + 1);

  // A month later the card is charged again, with a receipt.
  expect(await moveClock(page, 30)).toContain('subscription-renewals');
  expect(await receipts(page)).toBe(before + 2);

  // The receipt's manage link: the subscription, cancelled with the spec's message.
  await page.goto('/profile/user?tab=subscriptions');
  const subscription = page.getByTestId('subscription').filter({ hasText: PRODUCT });
  await expect(subscription).toContainText('CHF 20.00 jeden Monat');
  await expect(subscription).toContainText(deProfile.subscriptions.status.active);
  await subscription
    .getByRole('button', { name: deProfile.subscriptions.cancelLabel.replace('{{product}}', PRODUCT) })
    .click();
  await subscription.getByRole('button', { name: deProfile.subscriptions.cancelConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: deMessages.subscriptionCancelled })).toBeVisible();
  await expect(subscription).toContainText(deProfile.subscriptions.status.cancelled);

  // Another month: nothing more is charged.
  await moveClock(page, 30);
  expect(await receipts(page)).toBe(before + 2);

  // The club sees the subscription's activity on the product.
  await gotoHydrated(page, '/');
  await signOutThroughMenu(page);
  await page.goto('/login');
  await logInThroughUi(page, CLUB_ADMIN.email, CLUB_ADMIN.password);
  await expect(page).toHaveURL(/\/profile\/user/);
  await page.goto('/profile/club?tab=products');
  await page.getByRole('button', { name: deOffers.activity.title.replace('{{title}}', PRODUCT) }).click();
  const activity = page.getByTestId('subscription-activity');
  await expect(activity).toBeVisible();
  await expect(activity.getByText(deOffers.activity.types.unsubscribed)).toHaveCount(1);
  await expect(activity.getByText(deOffers.activity.types.charged, { exact: true })).toHaveCount(2);
  await expect(activity.getByText(deOffers.activity.types.subscribed)).toHaveCount(1);
});
