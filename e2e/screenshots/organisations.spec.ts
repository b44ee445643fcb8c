import { expect, type Page, test } from '@playwright/test';
import deMessages from '@tifo/contract/locales/de/messages.json' with { type: 'json' };
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/seed/demo-data';
import deAdmin from '../../apps/web/src/i18n/locales/de/admin.json' with { type: 'json' };
import deOrg from '../../apps/web/src/i18n/locales/de/org.json' with { type: 'json' };
import frAdmin from '../../apps/web/src/i18n/locales/fr/admin.json' with { type: 'json' };
import frOrg from '../../apps/web/src/i18n/locales/fr/org.json' with { type: 'json' };
import {
  accessToken,
  createAccount,
  GERMAN_SUBJECTS,
  GERMAN_VERIFY_BUTTON,
  logInThroughUi,
  newUser,
  openMail,
  type TestUser,
} from '../tests/support';
import { captureSettled as capture, WIDTHS } from './capture';

/** The registration wizard's three steps and the operator's queue, in German and French, phone and laptop. */

const LANGUAGES = [
  { code: 'du', suffix: '', org: deOrg, admin: deAdmin },
  { code: 'fr', suffix: '-fr', org: frOrg, admin: frAdmin },
] as const;

async function verifiedUser(page: Page, prefix: string): Promise<TestUser> {
  const user = newUser(prefix);
  await createAccount(page.request, user);
  await openMail(page, user.email, GERMAN_SUBJECTS.verifyEmail);
  await page.frameLocator('iframe').getByRole('link', { name: GERMAN_VERIFY_BUTTON }).click();
  await expect(page).toHaveURL(/\/verify-email\?token=/);
  await expect(page.getByRole('status').filter({ hasText: deMessages.emailVerified })).toBeVisible();
  return user;
}

async function logIn(page: Page, email: string, password: string, language: string): Promise<string> {
  await page.goto('/login');
  await logInThroughUi(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  // The login switches to the account's language; the pictures use the one asked for.
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  return accessToken(page);
}

for (const [label, viewport] of Object.entries(WIDTHS)) {
  for (const language of LANGUAGES) {
    test.describe(`organisations, ${label} (${viewport.width} px), ${language.code}`, () => {
      test.use({ viewport });
      test.setTimeout(120_000);

      test('wizard steps 1 to 3', async ({ page }) => {
        const user = await verifiedUser(page, `shot-${viewport.width}-${language.code}`);
        const token = await logIn(page, user.email, user.password, language.code);
        const t = language.org;

        await page.goto('/register/club');
        await expect(page.getByRole('heading', { level: 2, name: t.wizard.steps.club })).toBeVisible();
        await page.getByRole('textbox', { name: t.club.name, exact: true }).fill('FC Wiesental Basel');
        await page.getByRole('textbox', { name: t.club.email, exact: true }).fill('info@fc-wiesental.ch');
        await page.getByRole('textbox', { name: t.club.phone, exact: true }).fill('+41 61 123 45 67');
        await capture(page, `register-step1-${viewport.width}${language.suffix}`);

        // Steps 1 and 2 saved through the API, as the wizard would; the wizard then resumes at step 2.
        const headers = { Authorization: `Bearer ${token}` };
        const created = await page.request.post('/api/clubs', {
          headers,
          data: {
            nature: 'CLUB',
            name: `FC Wiesental ${viewport.width}${language.suffix}`,
            email: 'info@fc-wiesental.ch',
            website: 'www.fc-wiesental.ch',
            address1: 'Wiesenweg 3',
            postalCode: '4058',
            city: 'Basel',
            country: 'CH',
            contactNumber: '+41 61 123 45 67',
            tags: [1],
            descriptionDe: 'Fussball für Kinder und Jugendliche am Rhein.',
            sourceLanguage: 'de',
            adminEmails: [{ email: user.email, role: 'ROLE_CLUB' }],
          },
        });
        expect(created.status(), await created.text()).toBe(201);
        const club = (await created.json()) as { id: string };
        await page.goto('/register/club');
        await expect(page.getByRole('heading', { level: 2, name: t.wizard.steps.contact })).toBeVisible();
        await page.getByRole('textbox', { name: t.contact.phone, exact: true }).fill('079 123 45 67');
        await capture(page, `register-step2-${viewport.width}${language.suffix}`);

        const contact = await page.request.post('/api/contacts', {
          headers,
          data: {
            clubId: club.id,
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            contactNumber: '079 123 45 67',
            position: 'Präsidentin',
            address1: 'Rheinweg 8',
            postalCode: '4058',
            city: 'Basel',
            country: 'CH',
          },
        });
        expect(contact.status(), await contact.text()).toBe(200);
        await page.goto('/register/club');
        await expect(page.getByRole('heading', { level: 2, name: t.wizard.steps.bank })).toBeVisible();
        await page.getByRole('textbox', { name: t.bank.owner, exact: true }).fill('FC Wiesental Basel');
        await page.getByRole('textbox', { name: t.bank.iban, exact: true }).fill('ch9300762011623852957');
        await page
          .getByRole('textbox', { name: t.bank.confirmIban, exact: true })
          .fill('CH93 0076 2011 6238 5295 7');
        await page
          .getByTestId('document-doc1')
          .locator('input[type=file]')
          .setInputFiles({
            name: 'statuten-2026.pdf',
            mimeType: 'application/pdf',
            buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
          });
        await capture(page, `register-step3-${viewport.width}${language.suffix}`);
      });

      test('operator queue', async ({ page }) => {
        const operator = DEMO_ACCOUNTS.find((account) => account.key === 'operator');
        await logIn(page, operator?.email ?? '', DEMO_PASSWORD, language.code);
        await page.goto('/admin');
        await expect(page.getByRole('heading', { level: 1, name: language.admin.title })).toBeVisible();
        await expect(page.getByTestId('review-item').first()).toBeVisible();
        await capture(page, `admin-queue-${viewport.width}${language.suffix}`);
      });
    });
  }
}
