import { expect, test } from '@playwright/test';
import deCheckout from '../../apps/web/src/i18n/locales/de/checkout.json' with { type: 'json' };
import deClub from '../../apps/web/src/i18n/locales/de/club.json' with { type: 'json' };
import deOffers from '../../apps/web/src/i18n/locales/de/offers.json' with { type: 'json' };
import deProfile from '../../apps/web/src/i18n/locales/de/profile.json' with { type: 'json' };
import { expectNoSeriousViolations } from './axe';
import {
  DEMO_CLUB_ADMIN,
  gotoHydrated,
  logIn,
  readMailText,
  signUpVerified,
  testImage,
  withoutMarkup,
} from './support';

/*
 * Issue 49 in the browser: an all-or-nothing campaign (EHC Glattal Bülach's "Schleifmaschine" in the demo data)
 * takes a pledge with the card that asks for 3-D Secure; the pledge shows in the profile and is cancelled there.
 * A club posts an update to its campaign and the backers find it in their mailbox.
 */

/** An update's image. */
const IMAGE = { name: 'rasen.png', mimeType: 'image/png', buffer: testImage() };
const SUPPORTER = { email: 'supporter@tifo.example.ch', password: 'Tifo!Demo2024' };

test('a pledge with the 3-D Secure card is made, shown in the profile with its mandate mail, and cancelled', async ({
  page,
  context,
}) => {
  const backer = await signUpVerified(page, 'backer');
  await gotoHydrated(page, '/ehc-glattal-bulach');
  const card = page.locator('article').filter({ hasText: 'Schleifmaschine' });
  await expect(card.getByText(deClub.campaign.allOrNothing)).toBeVisible();
  await expect(card.getByTestId('campaign-time')).toContainText('Noch');
  await card.getByRole('button', { name: 'Auswählen: Schleifmaschine' }).click();
  await expect(page).toHaveURL(/\/donation\/checkout/);
  await page.getByLabel(deCheckout.product.amount).fill('50');
  await page.getByRole('button', { name: deCheckout.product.next, exact: true }).click();

  // The mandate: nothing now, charged only if funded, cancellable until the end; no TWINT.
  const mandate = page.getByTestId('mandate');
  await expect(mandate).toContainText('Du versprichst CHF 50.00');
  await expect(mandate).toContainText(deCheckout.pledge.nothingNow);
  await expect(mandate).toContainText(deCheckout.pledge.notFunded);
  await expect(page.getByRole('radio', { name: deCheckout.payment.twint })).toHaveCount(0);
  await expect(page.getByTestId('pledge-no-twint')).toBeVisible();
  await expectNoSeriousViolations(page, 'the pledge step');

  await page.getByLabel(deCheckout.payment.cardholderName).fill('Nina Keller');
  await page.getByTestId('card-number').fill('4000 0027 6000 3184');
  await page.getByTestId('card-expiry').fill('1230');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByRole('checkbox', { name: withoutMarkup(deCheckout.payment.terms) }).check();
  await page.getByRole('button', { name: 'CHF 50.00 versprechen' }).click();

  // The bank's check of the card, then back in the profile, where the pledge is held.
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/3ds\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/profile\/user\?tab=pledges/);
  await expect(page.getByRole('status').filter({ hasText: deProfile.pledges.held })).toBeVisible();
  const pledge = page.getByTestId('pledge').filter({ hasText: 'Schleifmaschine' });
  await expect(pledge.getByTestId('pledge-status')).toHaveText(deProfile.pledges.status.active);
  await expect(pledge).toContainText('CHF 50.00');
  await expect(pledge).toContainText('•••• 3184');
  await expectNoSeriousViolations(page, 'the profile with a pledge');

  const mail = await readMailText(
    context,
    backer.email,
    'Dein Versprechen an EHC Glattal Bülach: CHF 50.00, nur bei Erfolg',
  );
  expect(mail).toContain('Jetzt wird nichts belastet');
  expect(mail).toContain('jederzeit stornieren');

  // Cancelled from the profile: asked first, then nothing will be charged.
  await pledge.getByRole('button', { name: 'Versprechen stornieren: «Schleifmaschine»' }).click();
  await pledge.getByRole('button', { name: deProfile.pledges.cancelConfirm }).click();
  await expect(pledge.getByTestId('pledge-status')).toHaveText(deProfile.pledges.status.cancelled);
  await expect(pledge.getByRole('button')).toHaveCount(0);
});

test('the club posts an update to its campaign and it reaches a backer’s mailbox', async ({
  page,
  context,
}) => {
  await logIn(page, DEMO_CLUB_ADMIN, /\/profile/);
  await page.goto('/profile/club?tab=products');
  const product = page.getByTestId('admin-product').filter({ hasText: 'Kleinfeld-Kunstrasen' });
  await product.getByTestId('open-campaign').click();
  const panel = page.getByRole('dialog', { name: 'Kampagne «Kleinfeld-Kunstrasen»' });
  await expect(panel.getByRole('heading', { name: deOffers.campaign.updatesTitle })).toBeVisible();
  const title = `Bauarbeiten ${Date.now()}`;
  await panel.getByLabel(deOffers.campaign.updateTitle).fill(title);
  await panel
    .getByLabel(deOffers.campaign.updateText)
    .fill('Der alte Rasen ist weg, der neue kommt am Montag.');
  // With an image: saved as a draft, the image uploaded to it, then published.
  await panel.locator('input[type="file"]').setInputFiles(IMAGE);
  await expect(panel.getByText('rasen.png')).toBeVisible();
  await panel.getByRole('button', { name: deOffers.campaign.publish }).click();
  await expect(
    panel.getByText(/Die Neuigkeit ist veröffentlicht und geht an \d+ Unterstützende\./),
  ).toBeVisible();
  const posted = panel.getByTestId('club-update').filter({ hasText: title });
  await expect(posted).toBeVisible();
  await expect(posted.locator('img')).toHaveAttribute('src', /^\/api\/files\/images\/[0-9a-f]+\.\w+$/);
  await expectNoSeriousViolations(page, 'the campaign panel');

  // The demo supporter gave to the campaign: the update is in their mailbox, with the way to unsubscribe.
  const mail = await readMailText(context, SUPPORTER.email, `FC Seefeld Zürich: ${title}`);
  expect(mail).toContain('Der alte Rasen ist weg, der neue kommt am Montag.');
  expect(mail).toMatch(/Keine Neuigkeiten mehr zu dieser Kampagne: http\S+\/campaigns\/unsubscribe\?/);
});
