import { expect, test } from '@playwright/test';
import deMessages from '@tifo/contract/locales/de/messages.json' with { type: 'json' };
import { pdfText } from '../../apps/api/test/support/pdf';
import deAuth from '../../apps/web/src/i18n/locales/de/auth.json' with { type: 'json' };
import deCheckout from '../../apps/web/src/i18n/locales/de/checkout.json' with { type: 'json' };
import deProfile from '../../apps/web/src/i18n/locales/de/profile.json' with { type: 'json' };
import {
  gotoHydrated,
  logInThroughUi,
  PASSWORD,
  payByCard,
  readMailText,
  signUpVerified,
  subscribeThroughApi,
  uniqueEmail,
} from './support';

/* Issue 47 in the browser: what supporters do themselves instead of writing to support. */

/**
 * Another club's subscription than FC Seefeld Zürich's "Juniorenpate": the subscriptions test (run after this file
 * in the same app) counts that product's activity.
 */
const PRODUCT = 'Eiszeit-Pate';
const CLUB = 'ehc-glattal-bulach';

test('a supporter changes a subscription’s amount and rhythm: the next date and amount are shown before confirming', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpVerified(page, 'abo-aendern');
  await subscribeThroughApi(page, PRODUCT, 25, CLUB);

  await gotoHydrated(page, '/profile/user?tab=subscriptions');
  const card = page.getByTestId('subscription').filter({ hasText: PRODUCT });
  await expect(card.getByTestId('subscription-amount')).toHaveText('CHF 25.00 jeden Monat');
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

test('a club administrator chooses how they hear of donations: the daily digest by default, every gift at once, never', async ({
  page,
}) => {
  await page.goto('/login');
  await logInThroughUi(page, 'club@tifo.example.ch', 'Tifo!Demo2024');
  await expect(page).not.toHaveURL(/\/login/);
  await gotoHydrated(page, '/profile/user');
  const card = page.getByTestId('money-notices');
  await expect(card.getByRole('heading', { level: 2, name: deProfile.moneyNotices.title })).toBeVisible();
  await expect(card.getByRole('radio', { name: deProfile.moneyNotices.digest })).toBeChecked();
  await expect(card.getByText(deProfile.moneyNotices.default)).toBeVisible();

  await card.getByRole('radio', { name: deProfile.moneyNotices.instant }).check();
  await expect(card.getByRole('status')).toHaveText(deMessages.moneyNoticesSaved);
  await expect(card.getByText(deProfile.moneyNotices.default)).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByTestId('money-notices').getByRole('radio', { name: deProfile.moneyNotices.instant }),
  ).toBeChecked();

  // Back to the digest, with the keyboard.
  await page
    .getByTestId('money-notices')
    .getByRole('radio', { name: deProfile.moneyNotices.instant })
    .focus();
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByTestId('money-notices').getByRole('radio', { name: deProfile.moneyNotices.digest }),
  ).toBeChecked();
  await expect(page.getByTestId('money-notices').getByRole('status')).toHaveText(
    deMessages.moneyNoticesSaved,
  );
});

test('a supporter who runs no organisation is not asked about donation notices', async ({ page }) => {
  await signUpVerified(page, 'kein-verein');
  await gotoHydrated(page, '/profile/user');
  await expect(page.getByRole('tab', { name: deProfile.tabs.overview })).toBeVisible();
  await expect(page.getByTestId('money-notices')).toHaveCount(0);
});

test('a supporter changes the e-mail address: the new address confirms, the old one can undo it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const user = await signUpVerified(page, 'adresse-alt');
  const newEmail = uniqueEmail('adresse-neu');
  await gotoHydrated(page, '/profile/user');
  await page.getByRole('button', { name: deProfile.card.changeEmail }).click();
  const dialog = page.getByRole('dialog', { name: deProfile.email.title });
  await dialog.getByRole('textbox', { name: deProfile.email.new }).fill(newEmail);
  await dialog.getByLabel(deProfile.email.password).fill('Falsch!Pass1');
  await dialog.getByRole('button', { name: deProfile.email.save }).click();
  await expect(dialog.getByText(deMessages.currentPasswordWrong)).toBeVisible();
  await dialog.getByLabel(deProfile.email.password).fill(PASSWORD);
  await dialog.getByRole('button', { name: deProfile.email.save }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `Der Link ist an ${newEmail} unterwegs. Er ist 7 Tage gültig.`,
  );
  await dialog.getByRole('button', { name: deProfile.email.close }).click();
  // Nothing changed yet.
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();

  // The new address's link, opened in the same browser: the change is done and the session stays.
  const confirm = await readMailText(context, newEmail, 'Bestätige Deine neue E-Mail-Adresse bei Tifo');
  const confirmLink = /https?:\/\/\S+\/email-change\?token=\S+/.exec(confirm)?.[0];
  expect(confirmLink).toBeDefined();
  await page.goto(new URL(confirmLink ?? '').pathname + new URL(confirmLink ?? '').search);
  await expect(page.getByRole('status').filter({ hasText: deMessages.emailChanged })).toBeVisible();
  await page.getByRole('link', { name: deAuth.verify.toProfile }).click();
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();

  // The old address's undo link asks first, then gives the account its address back and logs out.
  const told = await readMailText(
    context,
    user.email,
    'Die E-Mail-Adresse Deines Kontos bei Tifo wurde geändert',
  );
  const undoLink = new URL(/https?:\/\/\S+\/email-change\?undo=\S+/.exec(told)?.[0] ?? 'http://x/');
  await page.goto(undoLink.pathname + undoLink.search);
  await expect(page.getByText(deAuth.emailChange.undoQuestion)).toBeVisible();
  await page.getByRole('button', { name: deAuth.emailChange.undoButton }).click();
  await expect(page.getByRole('status').filter({ hasText: deMessages.emailChangeUndone })).toBeVisible();
  await page.getByRole('link', { name: deAuth.emailChange.toForgot }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await gotoHydrated(page, '/profile/user');
  await expect(page).toHaveURL(/\/login/);
});

test('a donor gives as a company: the receipt is issued to the company, and the next checkout remembers it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = await signUpVerified(page, 'firma');
  const openAmount = async () => {
    await gotoHydrated(page, '/fc-seefeld-zurich');
    await page.getByRole('button', { name: 'Auswählen: Freier Beitrag' }).click();
    await page.getByLabel(deCheckout.product.amount).fill('50');
    await page.getByRole('button', { name: deCheckout.product.next, exact: true }).click();
  };
  await openAmount();
  const company = page.getByTestId('checkout-company');
  await company.getByRole('checkbox', { name: deCheckout.company.asCompany }).check();
  await company.getByRole('textbox', { name: deCheckout.company.address1 }).fill('Industriestrasse 12');
  await company.getByRole('textbox', { name: deCheckout.company.postalCode }).fill('8304');
  await company.getByRole('textbox', { name: deCheckout.company.city }).fill('Wallisellen');
  // Without the company's name nothing is charged, and the field says why.
  await payByCard(page, '4242 4242 4242 4242', 'CHF 50.00');
  await expect(company.getByText(deMessages.companyNameRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/donation\/checkout/);
  await company.getByRole('textbox', { name: deCheckout.company.name }).fill('Gravier & Söhne AG');
  await page
    .getByRole('button', { name: deCheckout.payment.payCard.replace('{{amount}}', 'CHF 50.00') })
    .click();
  await expect(page).toHaveURL(/\/payment\/twint-success$/);

  // The receipt's PDF names the company, not the person.
  const receiptLink = page.getByRole('link', { name: /CHF 50\.00 an FC Seefeld Zürich$/ }).first();
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(user.email)}`);
    await expect(receiptLink).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await receiptLink.click();
  await expect(page).toHaveURL(/\/dev\/mailbox\/[0-9a-f-]+$/);
  // The PDF is rendered when the mail job sends the mail: asked again until it is there.
  const attachment = `${new URL(page.url()).pathname}/attachments/0`;
  let pdf: Buffer = Buffer.alloc(0);
  await expect(async () => {
    const receipt = await page.request.get(attachment);
    expect(receipt.status()).toBe(200);
    pdf = await receipt.body();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  }).toPass({ timeout: 15_000 });
  const text = await pdfText(pdf);
  expect(text).toContain('Gravier & Söhne AG');
  expect(text).toContain('8304 Wallisellen');
  expect(text).not.toContain(`${user.firstName} ${user.lastName}`);

  // The next checkout starts as the company, with its address.
  await openAmount();
  await expect(company.getByRole('checkbox', { name: deCheckout.company.asCompany })).toBeChecked();
  await expect(company.getByRole('textbox', { name: deCheckout.company.name })).toHaveValue(
    'Gravier & Söhne AG',
  );
});
