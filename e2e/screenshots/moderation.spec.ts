import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/seed/demo-data';
import { accessToken, createAccount, logInThroughUi, newUser } from '../tests/support';
import { captureSettled as capture, WIDTHS } from './capture';

/**
 * Issue 45's pictures: the operator's moderation view (a suspended supporter and a taken-down club found) and the
 * taken-down club's page, in German and French, on a phone and a laptop. The club is restored afterwards.
 */

const OPERATOR = DEMO_ACCOUNTS.find((account) => account.key === 'operator')!;
const CLUB = 'aviron-leman-vidy';
const LANGUAGES = [
  { code: 'du', suffix: '', locale: 'de-CH' },
  { code: 'fr', suffix: '-fr', locale: 'fr-CH' },
] as const;

test('moderation view and a taken-down page', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await logInThroughUi(page, OPERATOR.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  // A supporter suspended and the rowing club taken down, as the operator would with the view's buttons.
  const supporter = { ...newUser('moderated'), firstName: 'Nora', lastName: 'Beispiel' };
  await createAccount(page.request, supporter);
  const found = await page.request.post('/api/admin/moderation/search', {
    headers,
    data: { query: 'Beispiel' },
  });
  const person = ((await found.json()) as { people: { id: string; email: string }[] }).people.find(
    (one) => one.email === supporter.email,
  )!;
  const reason = 'Mehrere Zahlungen mit Karten, die als gestohlen gemeldet sind (Fall 2026-118).';
  expect(
    (
      await page.request.post('/api/admin/moderation/suspend-person', {
        headers,
        data: { userId: person.id, reason },
      })
    ).status(),
  ).toBe(200);
  const details = await page.request.post('/api/clubs/details', { data: { shortName: CLUB } });
  const clubId = ((await details.json()) as { id: string }).id;
  const takeDown = await page.request.post('/api/admin/moderation/take-down', {
    headers,
    data: { clubId, reason: 'Spendenaufrufe für ein Lager, das nicht stattfindet (Fall 2026-121).' },
  });
  expect(takeDown.status()).toBe(200);
  try {
    for (const language of LANGUAGES) {
      await page.evaluate((code) => localStorage.setItem('language', code), language.code);
      for (const viewport of Object.values(WIDTHS)) {
        await page.setViewportSize(viewport);
        await page.goto('/admin?tab=moderation&q=Beispiel');
        await expect(page.getByTestId('moderation-person').first()).toBeVisible();
        await capture(page, `moderation-${viewport.width}${language.suffix}`);
        await page.goto(`/admin?tab=moderation&q=${CLUB}`);
        await expect(page.getByTestId('moderation-organisation').first()).toBeVisible();
        await capture(page, `moderation-club-${viewport.width}${language.suffix}`);

        const visitor = await browser.newContext({ viewport, locale: language.locale });
        const guest = await visitor.newPage();
        const answer = await guest.goto(`/${CLUB}`);
        expect(answer?.status()).toBe(410);
        await expect(guest.getByTestId('club-gone')).toBeVisible();
        await capture(guest, `taken-down-${viewport.width}${language.suffix}`);
        await visitor.close();
      }
    }
  } finally {
    await page.request.post('/api/admin/moderation/restore-organisation', {
      headers,
      data: { clubId, reason: 'Bilder für die Dokumentation: wieder offen.' },
    });
  }
});

test('the closure notice: the edit page and the public page while an organisation closes', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = DEMO_ACCOUNTS.find((account) => account.key === 'club')!;
  await page.goto('/login');
  await logInThroughUi(page, admin.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const details = await page.request.post('/api/clubs/details', { data: { shortName: 'fc-seefeld-zurich' } });
  const clubId = ((await details.json()) as { id: string }).id;
  expect((await page.request.post('/api/clubs/closure', { headers, data: { clubId } })).status()).toBe(200);
  try {
    for (const language of LANGUAGES) {
      await page.evaluate((code) => localStorage.setItem('language', code), language.code);
      for (const viewport of Object.values(WIDTHS)) {
        await page.setViewportSize(viewport);
        await page.goto('/edit/profile/club');
        await expect(page.getByTestId('closure-notice')).toBeVisible();
        await capture(page, `closure-edit-${viewport.width}${language.suffix}`);
        const visitor = await browser.newContext({ viewport, locale: language.locale });
        const guest = await visitor.newPage();
        await guest.goto('/fc-seefeld-zurich');
        await expect(guest.getByTestId('club-closing')).toBeVisible();
        await capture(guest, `closure-public-${viewport.width}${language.suffix}`);
        await visitor.close();
      }
    }
  } finally {
    await page.request.post('/api/clubs/closure/withdraw', { headers, data: { clubId } });
  }
});
