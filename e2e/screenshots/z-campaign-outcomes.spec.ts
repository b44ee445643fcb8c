import { expect, test } from '@playwright/test';
import { accessToken, gotoHydrated, signUpVerified } from '../tests/support';
import { setLanguage, WIDTHS } from './capture';

/**
 * Issue 49's ended campaigns for docs/screenshots, in German and French at 375 and 1280 px: EHC Glattal Bülach's
 * all-or-nothing "Schleifmaschine" funded (a backer pledges the rest; the clock moves past its end, 31.03.2027), and
 * FC Seefeld Zürich's "Kleinfeld-Kunstrasen" not funded (its end, 30.06.2027, passes at 30 %). The file's name puts
 * it last: the clock it moves is its server's, for every test after it.
 */

async function moveClockTo(page: import('@playwright/test').Page, to: string) {
  const moved = await page.request.post('/dev/clock', { data: { to } });
  expect(moved.status()).toBe(200);
}

async function cards(page: import('@playwright/test').Page, club: string, title: string, name: string) {
  for (const [language, suffix] of [
    ['du', ''],
    ['fr', '-fr'],
  ] as const) {
    for (const viewport of Object.values(WIDTHS)) {
      await page.setViewportSize(viewport);
      await setLanguage(page, language);
      await gotoHydrated(page, club);
      const card = page.locator('article').filter({ hasText: title });
      await expect(card.getByTestId('campaign-outcome')).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `docs/screenshots/${name}-${viewport.width}${suffix}.png` });
    }
  }
}

test('a funded and a not-funded campaign on their clubs’ pages', async ({ page }) => {
  test.setTimeout(300_000);
  await signUpVerified(page, 'restbetrag');
  const token = await accessToken(page);
  const rest = await page.evaluate(async (token) => {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const post = async (path: string, body: unknown) =>
      (await fetch(`/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json();
    const club = await post('/clubs/details', { shortName: 'ehc-glattal-bulach' });
    const products = await post('/products/filter', { clubId: club.id });
    const product = products.find((candidate: { title: string }) => candidate.title === 'Schleifmaschine');
    const card = await post('/payments/sandbox/payment-methods', {
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      name: 'Nina Keller',
    });
    const missing = Math.round((product.campaign.target - product.campaign.raised) * 100) / 100;
    return post('/campaigns/pledges', { productId: product.id, amount: missing, paymentMethodId: card.id });
  }, token);
  expect(rest.status).toBe('active');
  await moveClockTo(page, '2027-04-01T08:00:00+02:00');
  await cards(page, '/ehc-glattal-bulach', 'Schleifmaschine', 'campaign-funded');
  await moveClockTo(page, '2027-07-01T08:00:00+02:00');
  await cards(page, '/fc-seefeld-zurich', 'Kleinfeld-Kunstrasen', 'campaign-not-funded');
});
