import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { feeInvoicePdf } from '../../apps/api/src/modules/payouts/fee-invoice-pdf';
import { renderPage } from '../../apps/api/test/support/pdf';
import deCheckout from '../../apps/web/src/i18n/locales/de/checkout.json' with { type: 'json' };
import deMemberships from '../../apps/web/src/i18n/locales/de/memberships.json' with { type: 'json' };
import deOffers from '../../apps/web/src/i18n/locales/de/offers.json' with { type: 'json' };
import deProfile from '../../apps/web/src/i18n/locales/de/profile.json' with { type: 'json' };
import itCheckout from '../../apps/web/src/i18n/locales/it/checkout.json' with { type: 'json' };
import itMemberships from '../../apps/web/src/i18n/locales/it/memberships.json' with { type: 'json' };
import itOffers from '../../apps/web/src/i18n/locales/it/offers.json' with { type: 'json' };
import itProfile from '../../apps/web/src/i18n/locales/it/profile.json' with { type: 'json' };
import {
  accessToken,
  addDemoMember,
  DEMO_CLUB_ADMIN as CLUB_ADMIN,
  gotoHydrated,
  logIn,
  PASSWORD,
  readMailText,
  signUpVerified,
  subscribeThroughApi,
} from '../tests/support';
import { capture, captureSettled, OUTPUT, setLanguage, startCheckout, WIDTHS } from './capture';

/**
 * Issue 47's pages for docs/screenshots, at 375 and 1280 px, in German and Italian: leaving a membership, changing a
 * subscription, changing the e-mail address, a company gift, the fee invoices (and the invoice PDF), the staff's
 * donation notices and the product form's new fields.
 */

const LANGUAGES = [
  {
    stored: 'du',
    suffix: '',
    memberships: deMemberships,
    offers: deOffers,
    profile: deProfile,
    checkout: deCheckout,
    choose: 'Auswählen: {{title}}',
  },
  {
    stored: 'it',
    suffix: '-it',
    memberships: itMemberships,
    offers: itOffers,
    profile: itProfile,
    checkout: itCheckout,
    choose: 'Scegli: {{title}}',
  },
] as const;

for (const [label, viewport] of Object.entries(WIDTHS)) {
  test.describe(`self-service, ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a member leaves, a subscription is changed', async ({ page, request }) => {
      test.setTimeout(120_000);
      const width = viewport.width;
      const user = await signUpVerified(page, `bild${width}`);
      await subscribeThroughApi(page, 'Juniorenpate');
      await addDemoMember(request, user);

      for (const language of LANGUAGES) {
        await setLanguage(page, language.stored);
        await gotoHydrated(page, '/profile/user?tab=membership');
        const card = page.getByTestId('my-memberships');
        await card.getByRole('button', { name: language.memberships.mine.leave }).click();
        await expect(card.getByRole('status')).toBeVisible();
        await capture(page, `membership-leave-${width}${language.suffix}`);

        await gotoHydrated(page, '/profile/user?tab=subscriptions');
        const sub = page.getByTestId('subscription').first();
        await sub.getByRole('button', { name: language.profile.subscriptions.change }).click();
        await sub.getByRole('textbox', { name: language.profile.subscriptions.changeAmount }).fill('35');
        await expect(sub.getByTestId('subscription-change-summary')).toBeVisible();
        await capture(page, `subscription-change-${width}${language.suffix}`);
      }
    });

    test('a gift as a company at checkout', async ({ page }) => {
      test.setTimeout(120_000);
      const width = viewport.width;
      await signUpVerified(page, `firma${width}`);
      // The company the donor gave as last time: checkout starts with it.
      const token = await accessToken(page);
      const saved = await page.request.put('/api/donations/giver', {
        data: {
          company: {
            name: 'Gravier & Söhne AG',
            address1: 'Industriestrasse 12',
            postalCode: '8304',
            city: 'Wallisellen',
          },
        },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(saved.status()).toBe(200);
      for (const language of LANGUAGES) {
        await startCheckout(page, language, 'Freier Beitrag', '250');
        const company = page.getByTestId('checkout-company');
        await expect(company.getByRole('textbox', { name: language.checkout.company.name })).toHaveValue(
          'Gravier & Söhne AG',
        );
        await company.scrollIntoViewIfNeeded();
        await capture(page, `company-gift-${width}${language.suffix}`);
      }
    });

    test('the fee invoices beside the payouts, the invoice PDF, the operator’s month CSV', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const width = viewport.width;
      await logIn(page, CLUB_ADMIN, /\/profile/);
      for (const language of LANGUAGES) {
        await setLanguage(page, language.stored);
        await gotoHydrated(page, '/profile/club?tab=financials');
        const card = page.getByTestId('fee-invoices');
        await expect(card.getByTestId('fee-invoice').first()).toBeVisible();
        await card.scrollIntoViewIfNeeded();
        await captureSettled(page, `fee-invoices-${width}${language.suffix}`);
      }
      if (width === 1280) {
        // The latest invoice as the club downloads it (German, the club's language), and in Italian.
        const token = await accessToken(page);
        const pdf = await page.evaluate(async (token) => {
          const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
          const mine = await (await fetch('/api/clubs/mine', { method: 'POST', headers, body: '{}' })).json();
          const clubId = mine.content[0].id as string;
          const list = await (
            await fetch('/api/payouts/fee-invoices', {
              method: 'POST',
              headers,
              body: JSON.stringify({ clubId }),
            })
          ).json();
          const response = await fetch('/api/payouts/fee-invoices/pdf', {
            method: 'POST',
            headers,
            body: JSON.stringify({ clubId, invoiceId: list.content[0].id }),
          });
          return [...new Uint8Array(await response.arrayBuffer())];
        }, token);
        writeFileSync(`${OUTPUT}fee-invoice-pdf.png`, (await renderPage(Buffer.from(pdf), 1, 1.6)).png);
        const italian = await feeInvoicePdf({
          language: 'it',
          platform: {
            name: 'Tifo AG',
            address1: 'Bahnhofstrasse 1',
            postalCode: '8001',
            city: 'Zürich',
            email: 'support@tifo.ch',
          },
          club: {
            name: 'FC Lugano Giovani',
            address1: 'Via Trevano 100',
            postalCode: '6900',
            city: 'Lugano',
          },
          invoice: {
            number: 'TF-000128',
            month: '2026-11',
            issuedAt: new Date('2026-12-01T06:00:00Z'),
            grossRappen: 30_500,
            feeRappen: 4_100,
          },
          lines: [
            {
              at: new Date('2026-11-03T17:12:00Z'),
              kind: 'club_share',
              productTitle: 'Dono libero',
              grossRappen: 5000,
              feeRappen: 1000,
            },
            {
              at: new Date('2026-11-11T09:40:00Z'),
              kind: 'club_share',
              productTitle: 'Maglie U14',
              grossRappen: 25_000,
              feeRappen: 2000,
            },
            {
              at: new Date('2026-11-19T19:03:00Z'),
              kind: 'club_share',
              productTitle: 'Dono libero',
              grossRappen: 2500,
              feeRappen: 500,
            },
            {
              at: new Date('2026-11-24T08:15:00Z'),
              kind: 'refund',
              productTitle: 'Dono libero',
              grossRappen: 2000,
              feeRappen: 400,
            },
          ],
        });
        writeFileSync(`${OUTPUT}fee-invoice-pdf-it.png`, (await renderPage(italian, 1, 1.6)).png);
      }
    });

    test('the e-mail address is changed, and the old address may undo it', async ({ page, context }) => {
      test.setTimeout(120_000);
      const width = viewport.width;
      const user = await signUpVerified(page, `adresse${width}`);
      await gotoHydrated(page, '/profile/user');
      await page.getByRole('button', { name: deProfile.card.changeEmail }).click();
      const dialog = page.getByRole('dialog', { name: deProfile.email.title });
      await dialog.getByRole('textbox', { name: deProfile.email.new }).fill(`neu-${user.email}`);
      await dialog.getByLabel(deProfile.email.password).fill(PASSWORD);
      await dialog.getByRole('button', { name: deProfile.email.save }).click();
      const confirm = await readMailText(
        context,
        `neu-${user.email}`,
        'Bestätige Deine neue E-Mail-Adresse bei Tifo',
      );
      const confirmLink = new URL(
        /https?:\/\/\S+\/email-change\?token=\S+/.exec(confirm)?.[0] ?? 'http://x/',
      );
      await page.goto(confirmLink.pathname + confirmLink.search);
      await expect(page.getByRole('status')).toBeVisible();
      const told = await readMailText(
        context,
        user.email,
        'Die E-Mail-Adresse Deines Kontos bei Tifo wurde geändert',
      );
      const undoLink = new URL(/https?:\/\/\S+\/email-change\?undo=\S+/.exec(told)?.[0] ?? 'http://x/');

      for (const language of LANGUAGES) {
        await setLanguage(page, language.stored);
        await gotoHydrated(page, '/profile/user');
        await page.getByRole('button', { name: language.profile.card.changeEmail }).click();
        const modal = page.getByRole('dialog', { name: language.profile.email.title });
        await modal
          .getByRole('textbox', { name: language.profile.email.new })
          .fill('anna.muster@beispiel.ch');
        await capture(page, `email-change-${width}${language.suffix}`, false);
        await page.keyboard.press('Escape');
        await gotoHydrated(page, undoLink.pathname + undoLink.search);
        await expect(page.getByRole('button')).not.toHaveCount(0);
        await capture(page, `email-change-undo-${width}${language.suffix}`);
      }
    });

    test('the staff’s donation notices and the product form', async ({ page }) => {
      const width = viewport.width;
      await logIn(page, CLUB_ADMIN, /\/profile/);
      for (const language of LANGUAGES) {
        await setLanguage(page, language.stored);
        await gotoHydrated(page, '/profile/user');
        await expect(page.getByTestId('money-notices')).toBeVisible();
        await capture(page, `money-notices-${width}${language.suffix}`);

        await gotoHydrated(page, '/profile/club?tab=products');
        await page.getByRole('button', { name: language.offers.products.create, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: language.offers.form.createTitle });
        await dialog.getByRole('combobox', { name: new RegExp(`^${language.offers.form.type}`) }).click();
        await page.getByRole('option', { name: language.offers.types.subscription, exact: true }).click();
        await expect(dialog.getByLabel(language.offers.form.seasonStart)).toBeVisible();
        await dialog.getByLabel(language.offers.form.seasonStart).scrollIntoViewIfNeeded();
        await capture(page, `product-form-season-${width}${language.suffix}`, false);
        await dialog.getByRole('combobox', { name: new RegExp(`^${language.offers.form.type}`) }).click();
        await page.getByRole('option', { name: language.offers.types.open, exact: true }).click();
        await dialog.getByRole('textbox', { name: language.offers.form.maxAmount }).fill('150');
        await dialog.getByRole('textbox', { name: language.offers.form.maxAmount }).scrollIntoViewIfNeeded();
        await capture(page, `product-form-max-${width}${language.suffix}`, false);
        await page.keyboard.press('Escape');
      }
    });
  });
}
