import { expect, test } from '@playwright/test';
import deMessages from '@tifo/contract/locales/de/messages.json' with { type: 'json' };
import deCheckout from '../../apps/web/src/i18n/locales/de/checkout.json' with { type: 'json' };
import deProfile from '../../apps/web/src/i18n/locales/de/profile.json' with { type: 'json' };
import { gotoHydrated, signUpVerified, subscribeThroughApi } from './support';

/* Issue 47 in the browser: what supporters do themselves instead of writing to support. */

const PRODUCT = 'Juniorenpate';

test('a supporter changes a subscription’s amount and rhythm: the next date and amount are shown before confirming', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpVerified(page, 'abo-aendern');
  await subscribeThroughApi(page, PRODUCT);

  await gotoHydrated(page, '/profile/user?tab=subscriptions');
  const card = page.getByTestId('subscription').filter({ hasText: PRODUCT });
  await expect(card.getByTestId('subscription-amount')).toHaveText('CHF 20.00 jeden Monat');
  const next = ((await card.getByTestId('subscription-next').textContent()) ?? '').match(
    /\d{2}\.\d{2}\.\d{4}/,
  )?.[0];
  expect(next).toBeDefined();

  await card.getByRole('button', { name: `Betrag oder Rhythmus ändern: «${PRODUCT}»` }).click();
  await card.getByRole('textbox', { name: deProfile.subscriptions.changeAmount }).fill('35');
  await card.getByRole('combobox', { name: deProfile.subscriptions.changePeriod }).selectOption('year');
  await expect(card.getByTestId('subscription-change-summary')).toHaveText(
    `Nächste Zahlung am ${next}: CHF 35.00, danach ${deCheckout.recurring.every.year}.`,
  );
  // Too little is refused before anything is sent.
  await card.getByRole('textbox', { name: deProfile.subscriptions.changeAmount }).fill('4');
  await card.getByRole('button', { name: deProfile.subscriptions.changeConfirm }).click();
  await expect(card.getByText(deMessages.subscriptionAmountInvalid)).toBeVisible();
  await card.getByRole('textbox', { name: deProfile.subscriptions.changeAmount }).fill('35');
  await card.getByRole('button', { name: deProfile.subscriptions.changeConfirm }).click();

  await expect(page.getByText(deMessages.subscriptionChanged)).toBeVisible();
  await expect(card.getByTestId('subscription-amount')).toHaveText('CHF 35.00 jedes Jahr');
  await expect(card.getByTestId('subscription-next')).toContainText(next ?? '');
});
