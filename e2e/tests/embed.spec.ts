import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import frCheckout from '../../apps/web/src/i18n/locales/fr/checkout.json' with { type: 'json' };
import { BASE_URL, PORT } from '../server';
import { expectNoSeriousViolations } from './axe';
import { DEMO_CLUB_ADMIN, uniqueEmail, withoutMarkup } from './support';

/*
 * Issue 48: the donate button on a club's own website. The website here is a plain HTML page served by this test
 * on another port, with a Content-Security-Policy that allows nothing but Tifo's origin: no inline script, no
 * inline style. The button renders in the page's language (French), passes axe, takes a gift by card and by TWINT
 * in the sandbox through Tifo's popup, shows the thanks, and sets no cookie on the website.
 */

const HOST_PORT = PORT + 400;
const HOST = `http://127.0.0.1:${HOST_PORT}`;
const CSP = [
  "default-src 'none'",
  `script-src ${BASE_URL}`,
  `connect-src ${BASE_URL}`,
  `img-src ${BASE_URL}`,
  `style-src ${BASE_URL}`,
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const HOST_PAGE = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>FC Seefeld Zürich – site du club</title>
<script src="${BASE_URL}/embed/donate.js" defer></script></head>
<body><main><h1>FC Seefeld Zürich</h1><p>Soutenez nos juniors.</p>
<tifo-donate link="webseite22"></tifo-donate></main></body></html>`;

let server: Server;

test.beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CSP });
    res.end(HOST_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(HOST_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test.use({ locale: 'fr-CH' });

/** The host page, with every CSP violation it reports collected. */
async function openHost(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  await page.goto(HOST);
  const button = page.locator('tifo-donate');
  await expect(button.getByRole('heading', { name: 'Freier Beitrag' })).toBeVisible();
  return { button, violations };
}

/** The give page in the popup, as a guest, up to the choice of the payment method. */
async function fillGuest(popup: Page, email: string) {
  await expect(popup).toHaveURL(/\/give\/webseite22\?amount=50&embed=/);
  await popup.getByLabel(new RegExp(`^${frCheckout.give.firstName}`)).fill('Léa');
  await popup.getByLabel(new RegExp(`^${frCheckout.give.lastName}`)).fill('Invitée');
  await popup.getByLabel(frCheckout.give.email).fill(email);
  await popup.getByRole('checkbox', { name: withoutMarkup(frCheckout.payment.terms) }).check();
}

test('the donate button on another website: French, accessible, card and TWINT, thanks, no cookie', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { button, violations } = await openHost(page);
  await expect(button.getByRole('button', { name: 'Faire un don' })).toBeVisible();
  await expect(button.getByText('En toute sécurité par carte ou TWINT via Tifo.')).toBeVisible();
  await expectNoSeriousViolations(page, 'donate button on a host page');

  // The script within its budget (gzip), as the bundle check counts it.
  const script = await page.request.get(`${BASE_URL}/embed/donate.js`);
  expect(gzipSync(await script.body(), { level: 9 }).length).toBeLessThanOrEqual(25 * 1024);

  // Keyboard: the suggested amount, then "give", open Tifo's popup.
  await button.getByRole('button', { name: 'CHF 50.00' }).focus();
  await page.keyboard.press('Enter');
  await expect(button.getByRole('button', { name: 'CHF 50.00' })).toHaveAttribute('aria-pressed', 'true');
  const cardPopup = page.waitForEvent('popup');
  await button.getByRole('button', { name: 'Faire un don' }).click();
  const popup = await cardPopup;
  await fillGuest(popup, uniqueEmail('bouton'));
  await popup.getByRole('radio', { name: frCheckout.payment.card }).check();
  await popup.getByLabel(frCheckout.payment.cardholderName).fill('Léa Invitée');
  await popup.getByTestId('card-number').fill('4242424242424242');
  await popup.getByTestId('card-expiry').fill('1230');
  await popup.getByTestId('card-cvc').fill('123');
  await popup.getByRole('button', { name: 'Donner CHF 50.00' }).click();
  await expect(popup.getByTestId('paid-amount')).toHaveText('CHF 50.00');
  await expect(button.getByRole('status')).toHaveText('Merci beaucoup pour votre don de CHF 50.00 !');
  await popup.close();

  // TWINT: the sandbox's start page in the popup, approved; the thanks again.
  await page.reload();
  await expect(button.getByRole('heading', { name: 'Freier Beitrag' })).toBeVisible();
  await button.getByRole('button', { name: 'CHF 50.00' }).click();
  const twintPopup = page.waitForEvent('popup');
  await button.getByRole('button', { name: 'Faire un don' }).click();
  const twint = await twintPopup;
  await fillGuest(twint, uniqueEmail('boutontwint'));
  await twint.getByRole('radio', { name: frCheckout.payment.twint }).check();
  await twint.getByRole('button', { name: frCheckout.give.payTwint }).click();
  await twint.getByRole('button', { name: 'Approve in the TWINT app' }).click();
  await expect(twint.getByTestId('paid-amount')).toHaveText('CHF 50.00');
  await expect(button.getByRole('status')).toHaveText('Merci beaucoup pour votre don de CHF 50.00 !');

  // Nothing was set on the website's origin, and its policy was never broken.
  expect(await context.cookies(HOST)).toEqual([]);
  expect(violations).toEqual([]);

  // The club sees the website among those its gifts came from.
  const login = await page.request.post(`${BASE_URL}/api/users/login`, { data: DEMO_CLUB_ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const mine = await (await page.request.post(`${BASE_URL}/api/clubs/mine`, { headers, data: {} })).json();
  const settings = await page.request.post(`${BASE_URL}/api/payment-links/embed`, {
    headers,
    data: { clubId: mine.content[0].id },
  });
  expect((await settings.json()).pages).toContainEqual({ origin: HOST, gifts: 2, gross: 100 });
});
