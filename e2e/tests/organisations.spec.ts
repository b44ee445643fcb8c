import { expect, type Locator, type Page, test } from '@playwright/test';
import deMessages from '@tifo/contract/locales/de/messages.json' with { type: 'json' };
import enMessages from '@tifo/contract/locales/en/messages.json' with { type: 'json' };
import { PNG } from 'pngjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/seed/demo-data';
import deAdmin from '../../apps/web/src/i18n/locales/de/admin.json' with { type: 'json' };
import deClub from '../../apps/web/src/i18n/locales/de/club.json' with { type: 'json' };
import deClubs from '../../apps/web/src/i18n/locales/de/clubs.json' with { type: 'json' };
import deCommon from '../../apps/web/src/i18n/locales/de/common.json' with { type: 'json' };
import deOrg from '../../apps/web/src/i18n/locales/de/org.json' with { type: 'json' };
import deProfile from '../../apps/web/src/i18n/locales/de/profile.json' with { type: 'json' };
import enAdmin from '../../apps/web/src/i18n/locales/en/admin.json' with { type: 'json' };
import enCommon from '../../apps/web/src/i18n/locales/en/common.json' with { type: 'json' };
import enOrg from '../../apps/web/src/i18n/locales/en/org.json' with { type: 'json' };
import frCommon from '../../apps/web/src/i18n/locales/fr/common.json' with { type: 'json' };
import frOrg from '../../apps/web/src/i18n/locales/fr/org.json' with { type: 'json' };
import itOrg from '../../apps/web/src/i18n/locales/it/org.json' with { type: 'json' };
import { deriveShortName } from '../../packages/contract/src/organisations';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from './axe';
import {
  createAccount,
  GERMAN_SUBJECTS,
  GERMAN_VERIFY_BUTTON,
  logInThroughUi,
  newUser,
  openMail,
  readMailText,
  toast,
} from './support';

/**
 * Organisations (issue 4): a verified user registers a club in three steps (logo crop, both documents, a
 * reload in the middle), the operator approves and verifies it in /admin, the directory shows its badge and
 * the club's admin gets both mails; wrong IBANs, admins without an account and the roles on the edit page.
 */

const demo = (key: string) => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  if (!account) throw new Error(`no demo account ${key}`);
  return account;
};

/** A square PNG with a diagonal, so the crop has something to show. */
function logoPng(size = 320): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const index = (size * y + x) << 2;
      const stripe = Math.abs(x - y) < size / 8;
      png.data[index] = stripe ? 255 : 20;
      png.data[index + 1] = stripe ? 255 : 33;
      png.data[index + 2] = stripe ? 255 : 61;
      png.data[index + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** A small but well-formed one-page PDF. */
function samplePdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${44 + text.length} >>\nstream\nBT /F1 24 Tf 72 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Logs a demo account in through the German login page; the UI then follows the account's language. */
async function logInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await logInThroughUi(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Switches the UI language for this browser (the account's preference stays as it is). */
async function useLanguage(page: Page, language: 'du' | 'en' | 'fr' | 'it'): Promise<void> {
  await page.evaluate((code) => localStorage.setItem('language', code), language);
}

function adminRow(page: Page, number: number, legend = deOrg.admins.legend): Locator {
  return page.getByRole('group', { name: legend.replace('{{number}}', String(number)), exact: true });
}

/** Chooses a postcode from the Swiss localities suggestions. */
async function choosePostcode(page: Page, label: string, postcode: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).fill(postcode);
  await page.getByRole('option', { name: option }).click();
}

test.describe('organisations', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ actionTimeout: 15_000 });

  test('a verified user registers a club in three steps, the operator approves and verifies it, the admin gets both mails, a changed bank account waits for the operator', async ({
    page,
  }) => {
    const user = newUser('org');
    await createAccount(page.request, user);
    // Confirm the e-mail through the mail sent at sign-up: registering needs a verified account.
    await openMail(page, user.email, GERMAN_SUBJECTS.verifyEmail);
    await page.frameLocator('iframe').getByRole('link', { name: GERMAN_VERIFY_BUTTON }).click();
    await expect(page).toHaveURL(/\/verify-email\?token=/);
    await expect(page.getByRole('status').filter({ hasText: deMessages.emailVerified })).toBeVisible();

    await page.addInitScript(() => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', 'du');
    });
    await logInAs(page, user.email, user.password);

    // ---- Step 1: the organisation -------------------------------------------------------------------
    await page.goto('/register/club');
    await expect(page.getByRole('heading', { level: 1, name: deOrg.wizard.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: deOrg.wizard.steps.club })).toBeVisible();
    const clubName = `FC Testwiese ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: deOrg.club.name, exact: true }).fill(clubName);
    await expect(page.getByRole('textbox', { name: deOrg.club.shortName, exact: true })).toHaveValue(
      deriveShortName(clubName),
    );
    await page
      .getByRole('textbox', { name: deOrg.club.email, exact: true })
      .fill(`info-${user.email}`.slice(0, 50));
    await page.getByRole('textbox', { name: deOrg.club.phone, exact: true }).fill('+41 44 123 45 67');
    await page.getByRole('textbox', { name: deOrg.club.website, exact: true }).fill('www.fc-testwiese.ch');
    await page.getByRole('combobox', { name: deOrg.club.sportTypes }).click();
    await page.getByRole('option', { name: 'Fussball', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: deOrg.address.address1, exact: true }).fill('Wiesenstrasse 12');
    await choosePostcode(page, deOrg.address.postalCode, '8008', '8008 Zürich (ZH)');
    await expect(page.getByRole('combobox', { name: deOrg.address.city, exact: true })).toHaveValue('Zürich');
    await page
      .getByRole('textbox', { name: deOrg.description.label.replace('{{language}}', 'Deutsch'), exact: true })
      .fill('Juniorenfussball auf der Wiese hinter dem Schulhaus.');

    // The logo: chosen, cropped (zoom and rotation by keyboard), shown.
    await page.getByTestId('logo-picker').locator('input[type=file]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: logoPng(),
    });
    const crop = page.getByRole('dialog', { name: deOrg.logo.cropTitle });
    await expect(crop).toBeVisible();
    const zoom = crop.getByRole('slider', { name: deOrg.crop.zoom });
    await zoom.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    await expect(zoom).toHaveAttribute('aria-valuenow', '1.5');
    const rotation = crop.getByRole('slider', { name: deOrg.crop.rotation });
    await rotation.focus();
    for (let step = 0; step < 15; step += 1) await page.keyboard.press('ArrowRight');
    await expect(rotation).toHaveAttribute('aria-valuenow', '15');
    await crop.getByRole('button', { name: deOrg.crop.apply }).click();
    await expect(crop).toBeHidden();
    await expect(page.getByRole('img', { name: deOrg.logo.previewAlt })).toBeVisible();

    // Administrators: the user's own e-mail first; someone without an account is refused on blur.
    await expect(
      adminRow(page, 1).getByRole('textbox', { name: deOrg.admins.email, exact: true }),
    ).toHaveValue(user.email);
    await page.getByRole('button', { name: deOrg.admins.add }).click();
    const stranger = `niemand-${Date.now().toString(36)}@e2e.tifo.ch`;
    await adminRow(page, 2).getByRole('textbox', { name: deOrg.admins.email, exact: true }).fill(stranger);
    await adminRow(page, 2).getByRole('textbox', { name: deOrg.admins.email, exact: true }).press('Tab');
    await expect(
      adminRow(page, 2).getByText(deMessages.adminMustRegister.replace('{email}', stranger)),
    ).toBeVisible();
    // A person with an account instead, as finance.
    const treasurer = newUser('org-finance');
    await createAccount(page.request, treasurer);
    await adminRow(page, 2)
      .getByRole('textbox', { name: deOrg.admins.email, exact: true })
      .fill(treasurer.email);
    await adminRow(page, 2).getByRole('textbox', { name: deOrg.admins.email, exact: true }).press('Tab');
    await adminRow(page, 2).getByRole('combobox', { name: deOrg.admins.role }).click();
    await page.getByRole('option', { name: deOrg.admins.roles.ROLE_CLUB_FINANCE }).click();
    await expect(adminRow(page, 2).getByText(/Tifo-Konto/)).toHaveCount(0);

    await page.getByRole('button', { name: deOrg.wizard.next }).click();
    await expect(page.getByRole('heading', { level: 2, name: deOrg.wizard.steps.contact })).toBeVisible();
    // The session was renewed and now names the new club.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('clubId'))).not.toBeNull();
    const progress = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('tifo.clubRegistration') ?? 'null'),
    );
    expect(progress).toMatchObject({ completedStep: 1 });

    // ---- A reload in the middle resumes at the saved step ----------------------------------------------
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: deOrg.wizard.steps.contact })).toBeVisible();
    await expect(page.getByText(deOrg.wizard.resumed)).toBeVisible();

    // ---- Step 2: the contact person ------------------------------------------------------------------
    await expect(page.getByRole('textbox', { name: deOrg.contact.firstName, exact: true })).toHaveValue(
      user.firstName,
    );
    await expect(page.getByRole('textbox', { name: deOrg.contact.email, exact: true })).toHaveValue(
      user.email,
    );
    // A wrong e-mail gets the e-mail message (the original asked for a phone number).
    await page.getByRole('textbox', { name: deOrg.contact.email, exact: true }).fill('keine-adresse');
    await page.getByRole('textbox', { name: deOrg.contact.email, exact: true }).press('Tab');
    await expect(page.getByText(deMessages.orgEmailInvalid)).toBeVisible();
    await page.getByRole('textbox', { name: deOrg.contact.email, exact: true }).fill(user.email);
    await page.getByRole('textbox', { name: deOrg.contact.phone, exact: true }).fill('079 123 45 67');
    await page.getByRole('textbox', { name: deOrg.contact.position, exact: true }).fill('Präsidentin');
    await page.getByRole('textbox', { name: deOrg.address.address1, exact: true }).fill('Seestrasse 5');
    await choosePostcode(page, deOrg.address.postalCode, '8002', '8002 Zürich (ZH)');
    await page.getByRole('button', { name: deOrg.wizard.next }).click();
    await expect(page.getByRole('heading', { level: 2, name: deOrg.wizard.steps.bank })).toBeVisible();

    // Back reloads what was saved.
    await page.getByRole('button', { name: deOrg.wizard.back }).click();
    await expect(page.getByRole('heading', { level: 2, name: deOrg.wizard.steps.contact })).toBeVisible();
    await expect(page.getByRole('textbox', { name: deOrg.contact.position, exact: true })).toHaveValue(
      'Präsidentin',
    );
    await page.getByRole('button', { name: deOrg.wizard.next }).click();
    await expect(page.getByRole('heading', { level: 2, name: deOrg.wizard.steps.bank })).toBeVisible();

    // ---- Step 3: bank and documents --------------------------------------------------------------------
    const send = page.getByRole('button', { name: deOrg.wizard.send });
    await expect(send).toBeDisabled();
    await page.getByRole('textbox', { name: deOrg.bank.owner, exact: true }).fill(clubName);
    const iban = page.getByRole('textbox', { name: deOrg.bank.iban, exact: true });
    await iban.fill('CH93 0076 2011 6238 5295 8');
    await iban.press('Tab');
    await expect(page.getByText(deMessages.ibanInvalid)).toBeVisible();
    await expect(send).toBeDisabled();
    await iban.fill('ch9300762011623852957');
    await expect(iban).toHaveValue('CH93 0076 2011 6238 5295 7');
    await expect(iban).toHaveAttribute('maxlength', '26');
    await expect(page.getByText(deMessages.ibanInvalid)).toHaveCount(0);
    await page
      .getByRole('textbox', { name: deOrg.bank.confirmIban, exact: true })
      .fill('CH9300762011623852957');
    await expect(page.getByRole('radio', { name: deOrg.bank.currencies.CHF })).toBeChecked();
    await expect(send).toBeEnabled();
    await page
      .getByTestId('document-doc1')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'statuten.pdf',
        mimeType: 'application/pdf',
        buffer: samplePdf('Statuten'),
      });
    await page
      .getByTestId('document-doc2')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'pass.pdf',
        mimeType: 'application/pdf',
        buffer: samplePdf('Pass'),
      });
    await expect(page.getByText(/statuten\.pdf/)).toBeVisible();
    await expect(page.getByText(/pass\.pdf/)).toBeVisible();
    await send.click();

    await expect(page).toHaveURL(/\/club\/registration-success$/);
    await expect(page.getByRole('heading', { level: 1, name: deOrg.success.title })).toBeVisible();
    await expect(
      page.getByRole('main').getByText(deMessages.registrationComplete, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: deOrg.success.toProfile })).toHaveAttribute(
      'href',
      '/profile/club',
    );
    expect(await page.evaluate(() => localStorage.getItem('tifo.clubRegistration'))).toBeNull();
    // The registration is complete: the wizard now sends the user home.
    await page.goto('/register/club');
    await expect(page).toHaveURL(/\/$/);

    // ---- The operator approves it ----------------------------------------------------------------------
    await page.getByRole('button', { name: deCommon.userMenu.label }).click();
    await page.getByRole('menuitem', { name: deCommon.userMenu.signOut }).click();
    await logInAs(page, demo('operator').email);
    // The operator's account is English.
    await page.getByRole('button', { name: enCommon.userMenu.label }).click();
    await page.getByRole('menuitem', { name: enCommon.userMenu.admin }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: enAdmin.title })).toBeVisible();
    const item = page.getByTestId('review-item').filter({ hasText: clubName });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: enAdmin.queue.open.replace('{{name}}', clubName) }).click();
    await expect(page.getByTestId('review-club-name')).toHaveText(clubName);
    await expect(page.getByTestId('review-iban')).toHaveText('CH93 0076 2011 6238 5295 7');
    const statutes = page.getByRole('link', { name: /statuten\.pdf/ });
    // A sandboxed download (issue 17: uploaded PDFs may carry scripts), the PDF as the club sent it.
    const [download] = await Promise.all([page.waitForEvent('download'), statutes.click()]);
    expect(download.suggestedFilename()).toMatch(/statuten\.pdf$/i);
    const documentResponse = await page.request.get(`${await statutes.getAttribute('href')}`);
    expect(documentResponse.status()).toBe(200);
    expect(documentResponse.headers()['content-type']).toContain('application/pdf');
    expect(documentResponse.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(documentResponse.headers()['content-security-policy']).toContain('sandbox');

    await page.getByRole('button', { name: enAdmin.decision.approve.button, exact: true }).click();
    const approveDialog = page.getByRole('dialog', { name: enAdmin.decision.approve.title });
    await approveDialog.getByRole('button', { name: enAdmin.decision.approve.confirm }).click();
    await expect(toast(page, enMessages.clubApproved)).toBeVisible();
    await expect(page.getByTestId('status-badge')).toHaveText(enOrg.status.approved);

    // ---- Public with the blue badge --------------------------------------------------------------------
    await useLanguage(page, 'du');
    await page.goto(`/clubs?q=${encodeURIComponent(clubName)}`);
    const card = page
      .getByRole('list', { name: deClubs.list.label, exact: true })
      .getByRole('link', { name: clubName });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('card-badge')).toHaveAttribute('data-status', 'approved');
    await expect(card.getByTestId('card-badge')).toHaveText(deClubs.card.approved);
    await page.goto(`/${deriveShortName(clubName)}`);
    await expect(page.getByTestId('verification-badge')).toHaveAttribute('data-status', 'approved');
    await expect(page.getByTestId('verification-badge')).toHaveText(deClub.badge.approved);

    // ---- Verifying turns it green ----------------------------------------------------------------------
    await page.goto('/admin?tab=approved');
    await page
      .getByTestId('review-item')
      .filter({ hasText: clubName })
      .getByRole('button', { name: deAdmin.queue.open.replace('{{name}}', clubName) })
      .click();
    await page.getByRole('button', { name: deAdmin.decision.verify.button, exact: true }).click();
    await page
      .getByRole('dialog', { name: deAdmin.decision.verify.title })
      .getByRole('button', { name: deAdmin.decision.verify.confirm })
      .click();
    await expect(toast(page, deMessages.clubVerified)).toBeVisible();
    await page.goto(`/clubs?q=${encodeURIComponent(clubName)}`);
    await expect(card.getByTestId('card-badge')).toHaveAttribute('data-status', 'verified');
    await page.goto(`/${deriveShortName(clubName)}`);
    await expect(page.getByTestId('verification-badge')).toHaveAttribute('data-status', 'verified');

    // ---- Both mails reached the club's admin, in German ------------------------------------------------
    await openMail(page, user.email, `${clubName} ist jetzt auf Tifo sichtbar`);
    await openMail(page, user.email, `${clubName} ist jetzt ein verifizierter Verein`);

    // ---- The treasurer named in step 1 was invited, not given the role: it starts when they accept -----
    // The treasurer never verified the address: the invitation mail's link (its token) proves it (issue 45).
    await page.evaluate(() => localStorage.clear());
    const invitationMail = await readMailText(
      page.context(),
      treasurer.email,
      `${user.firstName} lädt Dich ein, «${clubName}» auf Tifo mitzuverwalten`,
    );
    const invitationLink = /https?:\/\/\S+invitation=\S+/.exec(invitationMail)![0];
    await page.goto('/login');
    await logInThroughUi(page, treasurer.email, treasurer.password);
    await expect(page).not.toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('roles'))).not.toContain('ROLE_CLUB_FINANCE');
    await page.goto(new URL(invitationLink).pathname + new URL(invitationLink).search);
    const invitation = page.getByRole('region', { name: deProfile.invitations.heading_one });
    const finance = deProfile.invitations.roles.ROLE_CLUB_FINANCE;
    await invitation
      .getByRole('button', { name: `Einladung von ${clubName} als ${finance} annehmen` })
      .click();
    await expect(toast(page, deMessages.invitationAccepted)).toBeVisible();
    await expect(invitation).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('roles')))
      .toContain('ROLE_CLUB_FINANCE');

    // ---- The admin changes the bank account: paid out there only once the operator confirms it ----------
    await page.evaluate(() => localStorage.clear());
    await logInAs(page, user.email, user.password);
    await page.goto('/edit/profile/club');
    await page.getByRole('tab', { name: deOrg.edit.tabs.bank }).click();
    await page.getByRole('button', { name: deOrg.bank.change }).click();
    await expect(page.getByTestId('bank-change-review')).toHaveText(deOrg.bank.changeReview);
    await page.getByRole('textbox', { name: deOrg.bank.owner, exact: true }).fill('Kassier des Vereins');
    await page
      .getByRole('textbox', { name: deOrg.bank.iban, exact: true })
      .fill('CH56 0483 5012 3456 7800 9');
    await page
      .getByRole('textbox', { name: deOrg.bank.confirmIban, exact: true })
      .fill('CH5604835012345678009');
    await page.getByRole('button', { name: deOrg.bank.save }).click();
    await expect(page.getByTestId('bank-awaiting')).toContainText(deOrg.bank.awaitingTitle);
    await expect(page.getByTestId('bank-awaiting')).toContainText('(bisher IBAN mit Endung 2957)');
    await openMail(page, user.email, `Bankverbindung von ${clubName} geändert`);
    await openMail(page, 'operator@tifo.ch', `Neue Bankverbindung zu prüfen: ${clubName}`);
    await page.evaluate(() => localStorage.clear());
    await logInAs(page, demo('operator').email);
    await page.goto('/admin?tab=verified');
    await page
      .getByTestId('review-item')
      .filter({ hasText: clubName })
      .getByRole('button', { name: enAdmin.queue.open.replace('{{name}}', clubName) })
      .click();
    const awaiting = page.getByTestId('review-bank-awaiting');
    await expect(awaiting).toContainText(enAdmin.bankReview.previous.replace('{{last4}}', '2957'));
    await expect(page.getByTestId('review-iban')).toHaveText('CH56 0483 5012 3456 7800 9');
    await expectNoSeriousViolations(page, '/admin details with a changed bank account');
    await awaiting.getByRole('button', { name: enAdmin.bankReview.confirm }).click();
    await expect(page.getByRole('status').filter({ hasText: enMessages.bankConfirmed })).toBeVisible();
    await expect(awaiting).toHaveCount(0);
    await openMail(page, user.email, `Neue Bankverbindung von ${clubName} bestätigt`);
  });

  test('an invalid IBAN says so in English and German; an admin without an account must register first', async ({
    page,
  }) => {
    await logInAs(page, demo('club').email);
    await useLanguage(page, 'en');
    await page.goto('/edit/profile/club');
    await expect(
      page.getByRole('heading', { level: 1, name: enCommon.routes.editClubProfile }),
    ).toBeVisible();

    // The must-register message on blur (English).
    await page.getByRole('button', { name: enOrg.admins.add }).click();
    const rows = page.getByTestId('admin-row');
    const newRow = rows.last();
    const stranger = `nobody-${Date.now().toString(36)}@e2e.tifo.ch`;
    await newRow.getByRole('textbox', { name: enOrg.admins.email, exact: true }).fill(stranger);
    await newRow.getByRole('textbox', { name: enOrg.admins.email, exact: true }).press('Tab');
    await expect(newRow.getByText(enMessages.adminMustRegister.replace('{email}', stranger))).toBeVisible();

    // The bank: shown disabled, unlocked by the administrator; a wrong checksum is refused.
    await page.getByRole('tab', { name: enOrg.edit.tabs.bank }).click();
    await expect(page.getByTestId('bank-iban')).toBeDisabled();
    await page.getByRole('button', { name: enOrg.bank.change }).click();
    const iban = page.getByRole('textbox', { name: enOrg.bank.iban, exact: true });
    await iban.fill('CH93 0076 2011 6238 5295 8');
    await iban.press('Tab');
    await expect(page.getByText('Invalid IBAN format', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: enOrg.bank.save })).toBeDisabled();

    await useLanguage(page, 'du');
    await page.reload();
    await page.getByRole('tab', { name: deOrg.edit.tabs.bank }).click();
    await page.getByRole('button', { name: deOrg.bank.change }).click();
    const ibanDe = page.getByRole('textbox', { name: deOrg.bank.iban, exact: true });
    await ibanDe.fill('DE89 3704 0044 0532 0130 00');
    await expect(ibanDe).toHaveAttribute('maxlength', '26');
    await page.getByRole('combobox', { name: deOrg.bank.country, exact: true }).click();
    await page.getByRole('option', { name: 'Deutschland', exact: true }).click();
    await expect(ibanDe).toHaveAttribute('maxlength', '42');
    // The German example IBAN with a wrong last digit.
    await ibanDe.fill('DE89 3704 0044 0532 0130 01');
    await ibanDe.press('Tab');
    await expect(page.getByText(deMessages.ibanInvalid, { exact: true })).toBeVisible();
  });

  test('finance sees the edit page read-only without save buttons; the editor does not see the bank', async ({
    page,
  }) => {
    // finance@ is French.
    await logInAs(page, demo('finance').email);
    await page.goto('/edit/profile/club');
    await expect(
      page.getByRole('heading', { level: 1, name: frCommon.routes.editClubProfile }),
    ).toBeVisible();
    await expect(page.getByText(frOrg.edit.readOnlyNote)).toBeVisible();
    await expect(page.getByRole('textbox', { name: frOrg.club.email, exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: frOrg.edit.save })).toHaveCount(0);
    await expect(page.getByRole('button', { name: frOrg.logo.change })).toHaveCount(0);
    await expect(page.getByRole('button', { name: frOrg.logo.choose })).toHaveCount(0);
    await expect(page.getByText(frOrg.club.sectionAdmins, { exact: true })).toHaveCount(0);
    await page.getByRole('tab', { name: frOrg.edit.tabs.contact }).click();
    await expect(page.getByRole('textbox', { name: frOrg.contact.firstName, exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: frOrg.edit.save })).toHaveCount(0);
    await page.getByRole('tab', { name: frOrg.edit.tabs.bank }).click();
    await expect(page.getByTestId('bank-iban')).toHaveValue(/\*/);
    await expect(page.getByRole('button', { name: frOrg.bank.change })).toHaveCount(0);

    // editor@ is Italian: club information to save, no bank tab.
    await page.evaluate(() => localStorage.clear());
    await logInAs(page, demo('editor').email);
    await page.goto('/edit/profile/club');
    await expect(page.getByRole('tab', { name: itOrg.edit.tabs.info })).toBeVisible();
    await expect(page.getByRole('button', { name: itOrg.edit.save })).toBeVisible();
    await expect(page.getByRole('tab', { name: itOrg.edit.tabs.bank })).toHaveCount(0);
    await expect(page.getByText(itOrg.edit.noBankNote)).toBeVisible();
  });

  test('a supporter gets a 403 page at /admin', async ({ page }) => {
    await logInAs(page, demo('supporter').email);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: deAdmin.forbidden.title })).toBeVisible();
    await expect(page.getByRole('main').getByText(deMessages.status403, { exact: true })).toBeVisible();
  });
});

test.describe('organisations: accessibility (axe, WCAG 2 A and AA)', () => {
  const WIDTHS = [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ] as const;

  for (const viewport of WIDTHS) {
    test(`wizard step 1, edit page and /admin at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.addInitScript(() => localStorage.setItem('language', 'du'));

      // The supporter is verified and has no organisation: the wizard shows its first step.
      await logInAs(page, demo('supporter').email);
      await page.goto('/register/club');
      await expect(page.getByRole('heading', { level: 1, name: deOrg.wizard.title })).toBeVisible();
      await expect(page.getByRole('button', { name: deOrg.wizard.next })).toBeVisible();
      await expectNoSeriousViolations(page, `/register/club at ${viewport.width} px`);
      if (viewport.width === 375) await expectNoSidewaysScroll(page, '/register/club');

      await page.evaluate(() => localStorage.clear());
      await logInAs(page, demo('club').email);
      await page.goto('/edit/profile/club');
      await expect(page.getByRole('tab', { name: deOrg.edit.tabs.info })).toBeVisible();
      await expectNoSeriousViolations(page, `/edit/profile/club at ${viewport.width} px`);
      if (viewport.width === 375) await expectNoSidewaysScroll(page, '/edit/profile/club');
      await page.getByRole('tab', { name: deOrg.edit.tabs.bank }).click();
      await expect(page.getByTestId('bank-iban')).toBeVisible();
      await expectNoSeriousViolations(page, `/edit/profile/club bank tab at ${viewport.width} px`);

      await page.evaluate(() => localStorage.clear());
      await logInAs(page, demo('operator').email);
      await useLanguage(page, 'du');
      await page.goto('/admin');
      await expect(page.getByTestId('review-item').first()).toBeVisible();
      await expectNoSeriousViolations(page, `/admin at ${viewport.width} px`);
      if (viewport.width === 375) await expectNoSidewaysScroll(page, '/admin');
      await page.getByRole('tab', { name: deAdmin.tabs.audit }).click();
      await expect(page.getByText(deAdmin.audit.actions.approve).first()).toBeVisible();
      await expectNoSeriousViolations(page, `/admin audit log at ${viewport.width} px`);
      if (viewport.width === 375) await expectNoSidewaysScroll(page, '/admin audit log');
      await page.getByRole('tab', { name: deAdmin.tabs.pending }).click();
      await page.getByTestId('review-item').first().getByRole('button').click();
      await expect(page.getByTestId('review-club-name')).toBeVisible();
      await expectNoSeriousViolations(page, `/admin details at ${viewport.width} px`);
      if (viewport.width === 375) await expectNoSidewaysScroll(page, '/admin details');
    });
  }
});
