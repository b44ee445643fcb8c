import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import deMessages from '@tifo/contract/locales/de/messages.json' with { type: 'json' };
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import deCommon from '../../apps/web/src/i18n/locales/de/common.json' with { type: 'json' };
import deOrg from '../../apps/web/src/i18n/locales/de/org.json' with { type: 'json' };
import deProfile from '../../apps/web/src/i18n/locales/de/profile.json' with { type: 'json' };
import { expectNoSeriousViolations, expectNoSidewaysScroll } from './axe';
import {
  gotoHydrated,
  logIn,
  logInThroughUi,
  NEW_PASSWORD,
  signOutThroughMenu,
  subscribeThroughApi,
} from './support';

/*
 * The demo supporter's profile end to end (issue 16). It changes the demo supporter's password and deletes the
 * account, so it runs last of the browser tests (file order, one worker: after subscriptions.spec.ts).
 */
const SUPPORTER = { email: 'supporter@tifo.example.ch', password: 'Tifo!Demo2024' };
const SUBSCRIPTION = 'Juniorenpate';

/** A saved file of a download the page starts with `click`. */
async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

/** The demo supporter subscribes to the club's monthly offer through the API (checkout has its own test). */
const subscribe = (page: Page) => subscribeThroughApi(page, SUBSCRIPTION);

test('the supporter’s profile, each of its tabs and its dialogs and card form pass axe at 375 and 1280 px, without scrolling sideways', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/login');
  await logInThroughUi(page, SUPPORTER.email, SUPPORTER.password);
  await expect(page).toHaveURL(/\/profile\/user/);
  const tabs = ['overview', 'favourites', 'subscriptions', 'membership', 'documents'] as const;
  const dialogs = [deProfile.card.edit, deProfile.card.changePassword, deProfile.card.delete];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, '/profile/user');
    for (const tab of tabs) {
      await page.getByRole('tab', { name: deProfile.tabs[tab] }).click();
      await expect(page.getByRole('tab', { name: deProfile.tabs[tab], selected: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `/profile/user?tab=${tab} at ${width} px`);
      await expectNoSidewaysScroll(page, `/profile/user?tab=${tab} at ${width} px`);
    }
    for (const name of dialogs) {
      await page.getByRole('button', { name, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      if (name === deProfile.card.delete) {
        // Its red button counts only once it is enabled (axe skips a disabled control): confirm first.
        await dialog.getByRole('checkbox', { name: deProfile.delete.confirm }).check();
        await expect(dialog.getByRole('button', { name: deProfile.delete.submit })).toBeEnabled();
      }
      await expectNoSeriousViolations(page, `the dialog “${name}” at ${width} px`);
      await dialog.getByRole('button', { name: deCommon.close, exact: true }).click();
      await expect(dialog).toBeHidden();
    }
    // "Update payment method" opens the card form in the subscriptions tab (not a dialog).
    await page.getByRole('button', { name: deProfile.card.updateCard, exact: true }).click();
    await expect(page.getByRole('button', { name: deProfile.subscriptions.saveCard })).toBeVisible();
    await expectNoSeriousViolations(page, `the card form at ${width} px`);
    await expectNoSidewaysScroll(page, `the card form at ${width} px`);
  }
});

test('the demo supporter: totals and receipts, a subscription cancelled, profile and password, certificate, export, deletion', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, SUPPORTER);
  await gotoHydrated(page, '/profile/user');

  // Overview: the totals per club; one club opens into its donations, each with its receipt.
  await expect(page.getByRole('heading', { level: 2, name: deProfile.overview.heading })).toBeVisible();
  const seefeld = page.getByRole('button', { name: /FC Seefeld Zürich/ });
  // Grouped by thousands the Swiss way (CHF 2'615.00).
  await expect(seefeld).toContainText(/CHF \d{1,3}('\d{3})*\.\d{2}/);
  expect(await page.locator('.mantine-Accordion-control').count()).toBeGreaterThanOrEqual(3);
  // On a phone every club's name shows in full (the demo's reach 38 letters), its total under it.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  const names = page.getByTestId('club-total-name');
  expect(await names.count()).toBeGreaterThanOrEqual(3);
  for (const name of await names.all()) {
    const clipped = await name.evaluate(
      (element) =>
        element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth,
    );
    expect(clipped, await name.innerText()).toBe(false);
  }
  if (desktop) await page.setViewportSize(desktop);
  await seefeld.click();
  const table = page.getByRole('table', {
    name: deProfile.overview.listLabel.replace('{{club}}', 'FC Seefeld Zürich'),
  });
  await expect(table.getByRole('row').nth(3)).toBeVisible();
  const receipt = await download(page, () =>
    table
      .getByRole('button', { name: /Quittung vom/ })
      .first()
      .click(),
  );
  expect(receipt.name).toMatch(/^receipt-[0-9a-f]{8}\.pdf$/);
  expect(receipt.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // A subscription, cancelled from the subscriptions tab with a confirmation.
  await subscribe(page);
  await page.getByRole('tab', { name: deProfile.tabs.subscriptions }).click();
  const subscription = page.getByTestId('subscription').filter({ hasText: SUBSCRIPTION }).filter({
    hasText: deProfile.subscriptions.status.active,
  });
  await subscription
    .getByRole('button', { name: deProfile.subscriptions.cancelLabel.replace('{{product}}', SUBSCRIPTION) })
    .click();
  await subscription.getByRole('button', { name: deProfile.subscriptions.cancelConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: deMessages.subscriptionCancelled })).toBeVisible();

  // Edit profile: a new first name and a photo cropped square; the banner, then the profile reloads.
  await page.getByRole('button', { name: deProfile.card.edit }).click();
  const dialog = page.getByRole('dialog', { name: deProfile.edit.title });
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 215, g: 38, b: 61 } },
  })
    .jpeg()
    .toBuffer();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'ich.jpg', mimeType: 'image/jpeg', buffer: photo });
  const crop = page.getByRole('dialog', { name: deOrg.avatar.cropTitle });
  await crop.getByRole('button', { name: deOrg.crop.apply }).click();
  await expect(crop).toBeHidden();
  await dialog.getByLabel(deProfile.edit.firstName).fill('Nina Maria');
  await dialog.getByRole('button', { name: deProfile.edit.save }).click();
  await expect(dialog.getByRole('status')).toHaveText(deMessages.userUpdated);
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Nina Maria Keller' })).toBeVisible();
  const avatar = page.getByRole('img', {
    name: deProfile.card.photoAlt.replace('{{name}}', 'Nina Maria Keller'),
  });
  await expect(avatar).toHaveAttribute('src', /\/files\/images\//);
  expect(await avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    200, 200,
  ]);

  // Change password: the wrong old one is refused; then the new one works for the next login.
  await page.getByRole('button', { name: deProfile.card.changePassword }).click();
  const password = page.getByRole('dialog', { name: deProfile.password.title });
  await password.getByLabel(deProfile.password.old).fill('Falsch!Pass1');
  await password.getByLabel(deProfile.password.new).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: deProfile.password.save }).click();
  await expect(password.getByText(deMessages.oldPasswordWrong)).toBeVisible();
  await password.getByLabel(deProfile.password.old).fill(SUPPORTER.password);
  await password.getByRole('button', { name: deProfile.password.save }).click();
  await expect(password.getByRole('status')).toHaveText(deMessages.passwordChanged);
  await expect(password).toBeHidden({ timeout: 5_000 });
  await signOutThroughMenu(page);
  await page.goto('/login');
  await logInThroughUi(page, SUPPORTER.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/profile\/user/);

  // Certificates & data: last year's certificate and the export of everything held about her.
  await gotoHydrated(page, '/profile/user?tab=documents');
  const certificate = await download(page, () =>
    page
      .getByRole('button', { name: /^PDF herunterladen: Spendenbescheinigung \d{4} für .+$/ })
      .first()
      .click(),
  );
  expect(certificate.name).toMatch(/^donation-certificate-\d{4}\.pdf$/);
  expect(certificate.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const data = await download(page, () =>
    page.getByRole('button', { name: deProfile.documents.export }).click(),
  );
  const files = unzipSync(new Uint8Array(data.bytes));
  const json = JSON.parse(strFromU8(files['data.json']!));
  expect(json.profile[0]).toMatchObject({ email: SUPPORTER.email, first_name: 'Nina Maria' });
  expect(json.subscriptions.some((row: { status: string }) => row.status === 'cancelled')).toBe(true);
  expect(json.donations.length).toBeGreaterThan(5);
  expect(Object.keys(files)).toContain('donations.csv');

  // Delete the account: confirmed, logged out, on the home page; the login no longer works.
  await page.getByRole('button', { name: deProfile.card.delete }).click();
  const remove = page.getByRole('dialog', { name: deProfile.delete.title });
  await expect(remove.getByRole('button', { name: deProfile.delete.submit })).toBeDisabled();
  await remove.getByRole('checkbox', { name: deProfile.delete.confirm }).check();
  await remove.getByRole('button', { name: deProfile.delete.submit }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: deCommon.userMenu.label })).toHaveCount(0);
  await page.goto('/login');
  await logInThroughUi(page, SUPPORTER.email, NEW_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: deMessages.invalidCredentials })).toBeVisible();
});
