import { expect, test } from '@playwright/test';
import deMessages from '@tifo/contract/locales/de/messages.json' with { type: 'json' };
import deAuth from '../../apps/web/src/i18n/locales/de/auth.json' with { type: 'json' };
import deCheckout from '../../apps/web/src/i18n/locales/de/checkout.json' with { type: 'json' };
import deMemberships from '../../apps/web/src/i18n/locales/de/memberships.json' with { type: 'json' };
import {
  addDemoMember,
  gotoHydrated,
  logInThroughUi,
  openMail,
  PASSWORD,
  signOutThroughMenu,
  signUpVerified,
  uniqueEmail,
  withoutMarkup,
} from './support';

const CLUB_ADMIN = { email: 'club@tifo.example.ch', password: 'Tifo!Demo2024' };
const INVITATION_SUBJECT = 'FC Seefeld Zürich hat Dich als Mitglied eingetragen';

test('the club adds a member by e-mail, the person signs up from the invitation and pays the open invoice with 4242; the club records an external payment for another member', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('mitglied');

  // The club adds a person without an account.
  await page.goto('/login');
  await logInThroughUi(page, CLUB_ADMIN.email, CLUB_ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);
  await gotoHydrated(page, '/profile/club?tab=membership');
  await expect(page.getByTestId('member-row').first()).toBeVisible();
  await page.getByRole('button', { name: deMemberships.add, exact: true }).click();
  const form = page.getByTestId('add-member-form');
  await form.getByLabel(deMemberships.form.firstName).fill('Nora');
  await form.getByLabel(deMemberships.form.lastName).fill('Käser');
  await form.getByLabel(deMemberships.form.email).fill(email);
  await expect(form.getByLabel(deMemberships.form.initialAmount)).toHaveValue('60.00');
  await form.getByRole('button', { name: deMemberships.form.submit, exact: true }).click();
  await expect(page.getByText(deMessages.add_member_success, { exact: true })).toBeVisible();
  await page.getByLabel(deMemberships.search.label).fill(email);
  const added = page.getByTestId('member-row').filter({ hasText: 'Nora Käser' });
  await expect(added).toContainText(deMemberships.invited);
  await expect(added).toContainText('Offen: CHF 60.00');
  await signOutThroughMenu(page);

  // The invitation is in the mailbox; its link opens sign-up with the e-mail filled in.
  await openMail(page, email, INVITATION_SUBJECT);
  const text = (await page.locator('pre').textContent()) ?? '';
  const link = /(http\S+\/register\/user\?invitation=\S+)/.exec(text)?.[1];
  expect(link, text).toBeDefined();
  await page.goto(link ?? '');
  await expect(page.getByLabel(deAuth.signUp.email, { exact: true })).toHaveValue(email);
  await page.getByLabel(deAuth.signUp.firstName, { exact: true }).fill('Nora');
  await page.getByLabel(deAuth.signUp.lastName, { exact: true }).fill('Käser');
  await page.getByLabel(deAuth.signUp.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(deAuth.signUp.confirmPassword, { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: withoutMarkup(deAuth.signUp.acceptTerms) }).check();
  await page.getByRole('button', { name: deAuth.signUp.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/user/);

  // The profile shows the open invoice; its pay link is checkout of exactly that invoice.
  const mine = page.getByTestId('my-memberships');
  await expect(mine).toContainText('FC Seefeld Zürich · Gönnermitglied');
  await mine.getByRole('link', { name: deMemberships.mine.pay }).click();
  await expect(page).toHaveURL(/\/membership\/invoice\//);
  await expect(page.getByTestId('invoice-summary')).toContainText('CHF 60.00');
  await page.getByRole('radio', { name: deCheckout.payment.card }).check();
  await page.getByLabel(deCheckout.payment.cardholderName).fill('Nora Käser');
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-expiry').fill('1230');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByRole('checkbox', { name: withoutMarkup(deCheckout.payment.terms) }).check();
  await page
    .getByRole('button', { name: deCheckout.payment.payCard.replace('{{amount}}', 'CHF 60.00') })
    .click();
  await expect(page).toHaveURL(/\/payment\/twint-success/, { timeout: 15_000 });
  await signOutThroughMenu(page);

  // The club sees it paid, through Tifo by card.
  await page.goto('/login');
  await logInThroughUi(page, CLUB_ADMIN.email, CLUB_ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);
  await gotoHydrated(page, '/profile/club?tab=membership');
  await page.getByLabel(deMemberships.search.label).fill(email);
  const paid = page.getByTestId('member-row').filter({ hasText: 'Nora Käser' });
  await expect(paid).toContainText(deMemberships.nothingOpen);
  await expect(paid).not.toContainText(deMemberships.invited);
  await paid.getByRole('button', { name: deMemberships.invoices }).click();
  const invoices = page.getByTestId('member-invoices');
  await expect(invoices).toContainText(deMemberships.payments.paid);
  await expect(invoices).toContainText(deMemberships.payments.byCard);
  await page.keyboard.press('Escape');

  // Another member paid the club directly: the club records it with the day it was received.
  await page.getByLabel(deMemberships.search.label).fill('Céline');
  const celine = page.getByTestId('member-row').filter({ hasText: 'Céline Dubois' });
  await expect(celine).toContainText('Offen: CHF 60.00');
  await celine.getByRole('button', { name: deMemberships.invoices }).click();
  await page.getByRole('button', { name: new RegExp(`^${deMemberships.payments.record}`) }).click();
  const record = page.getByTestId('record-payment');
  await expect(record.getByLabel(deMemberships.payments.amountLabel)).toHaveValue('60.00');
  await record.getByRole('button', { name: deMemberships.payments.save, exact: true }).click();
  await expect(page.getByText(deMessages.external_payment_success, { exact: true })).toBeVisible();
  await expect(page.getByTestId('member-invoices')).toContainText(deMemberships.payments.external);
  await page.keyboard.press('Escape');
  await expect(celine).toContainText(deMemberships.nothingOpen);
});

test('a member leaves a membership in the profile: the end date is shown before confirming, the club sees the notice, and it can be withdrawn', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await signUpVerified(page, 'austritt');

  // The club adds the person to its membership.
  const { headers, club, product, membership } = await addDemoMember(request, user);
  const nextInvoice = membership.nextInvoiceDate;
  const lastDay = nextInvoice.split('-').reverse().join('.');

  await gotoHydrated(page, '/profile/user?tab=membership');
  const card = page.getByTestId('my-memberships');
  await card.getByRole('button', { name: `Mitgliedschaft kündigen: ${product.title}` }).click();
  await expect(card.getByRole('status')).toHaveText(deMemberships.mine.leaveAsk.replace('{{date}}', lastDay));
  await expect(card.getByRole('button', { name: deMemberships.mine.keep })).toBeVisible();
  await card
    .getByRole('button', { name: deMemberships.mine.leaveConfirm.replace('{{date}}', lastDay) })
    .click();
  await expect(page.getByText(deMessages.membershipLeft, { exact: true })).toBeVisible();
  await expect(card.getByTestId('membership-ends')).toHaveText(
    deMemberships.mine.endsOn.replace('{{date}}', lastDay),
  );

  // The club's administrators are told, and the member list shows the notice.
  const mailbox = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(CLUB_ADMIN.email)}`)).text();
  expect(mailbox).toContain(`${user.firstName} ${user.lastName} kündigt «${product.title}» per ${lastDay}`);
  const members = await (
    await request.post('/api/memberships/get-members', {
      data: { clubId: club.id, productId: product.id, search: user.lastName },
      headers,
    })
  ).json();
  expect(
    members.content.find((row: { user: { email: string } }) => row.user.email === user.email)?.endsOn,
  ).toBe(nextInvoice);

  // Changed their mind: the notice is withdrawn and the button to leave is back.
  await card.getByRole('button', { name: `Kündigung zurückziehen: ${product.title}` }).click();
  await expect(page.getByText(deMessages.membershipStays, { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Mitgliedschaft kündigen: ${product.title}` })).toBeVisible();
});
