import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import deCommon from '../../apps/web/src/i18n/locales/de/common.json' with { type: 'json' };
import deDashboard from '../../apps/web/src/i18n/locales/de/dashboard.json' with { type: 'json' };
import deMemberships from '../../apps/web/src/i18n/locales/de/memberships.json' with { type: 'json' };
import enAdmin from '../../apps/web/src/i18n/locales/en/admin.json' with { type: 'json' };
import enCommon from '../../apps/web/src/i18n/locales/en/common.json' with { type: 'json' };
import frDashboard from '../../apps/web/src/i18n/locales/fr/dashboard.json' with { type: 'json' };
import frOffers from '../../apps/web/src/i18n/locales/fr/offers.json' with { type: 'json' };
import itDashboard from '../../apps/web/src/i18n/locales/it/dashboard.json' with { type: 'json' };
import { expectNoSeriousViolations, expectNoSidewaysScroll } from './axe';
import { gotoHydrated, logInThroughUi, signOutThroughMenu } from './support';

const DEMO_PASSWORD = 'Tifo!Demo2024';
const CLUB_ADMIN = 'club@tifo.example.ch';
const FINANCE = 'finance@tifo.example.ch';
const OPERATOR = 'operator@tifo.example.ch';
const CLUB = 'FC Seefeld Zürich';

/** Today in Swiss time as DD.MM.YYYY (the payout's date in the tables). */
function swissToday(): string {
  return new Intl.DateTimeFormat('de-CH', {
    timeZone: 'Europe/Zurich',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
}

test('the club sees its year of donations; the operator pays it out with the bank file; finance finds the payout and its PDF', async ({
  page: first,
  browser,
}) => {
  let page = first;
  test.setTimeout(150_000);

  // The demo club admin: the overview shows the demo year's donations as a graph and totals.
  await page.goto('/login');
  await logInThroughUi(page, CLUB_ADMIN, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await gotoHydrated(page, '/profile/club?tab=overview');
  const total = page.getByTestId('overview-total');
  await expect(total).toBeVisible();
  await expect(total).not.toHaveText('CHF 0.00');
  await expect(page.getByTestId('donation-chart').locator('.donation-chart-bar').first()).toBeVisible();
  const pending = page.getByTestId('overview-pending-amount');
  await expect(pending).not.toHaveText('CHF 0.00');
  await page.getByRole('button', { name: deDashboard.overview.showDetails }).click();
  await expect(page.getByTestId('overview-details')).toContainText(deDashboard.overview.gross);
  await signOutThroughMenu(page);

  // The operator (who reads English) runs today's payouts, downloads the bank file and marks the club's
  // payout paid.
  await page.goto('/login');
  await logInThroughUi(page, OPERATOR, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await gotoHydrated(page, '/admin?tab=payouts');
  await page.getByTestId('run-payouts').click();
  await expect(page.getByText(/Today’s run has \d+ payouts?\./)).toBeVisible();
  const run = page.getByTestId('payout-run').filter({ hasText: `Run of ${swissToday()}` });
  await expect(run).toBeVisible();
  const row = run.getByTestId('admin-payout-row').filter({ hasText: CLUB });
  await expect(row).toContainText(enAdmin.payouts.status.pending);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    run.getByTestId('download-pain').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tifo-payouts-\d{4}-\d{2}-\d{2}\.xml$/);
  const xml = readFileSync((await download.path()) ?? '', 'utf8');
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
  expect(xml).toContain(`<Nm>${CLUB}</Nm>`);
  expect(xml).toContain('<InstdAmt Ccy="CHF">');
  await row.getByRole('button', { name: enAdmin.payouts.markPaid }).click();
  await expect(row).toContainText(enAdmin.payouts.status.paid);
  await page.getByRole('button', { name: enCommon.userMenu.label }).click();
  await page.getByRole('menuitem', { name: enCommon.userMenu.signOut }).click();
  await page.close();

  // A new browser (the operator's left English chosen in this one).
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  page = await context.newPage();

  // Finance (who reads French) sees only its tabs; the financials list today's payout, and its PDF opens.
  await page.goto('/login');
  await logInThroughUi(page, FINANCE, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await gotoHydrated(page, '/profile/club');
  const tabs = page.getByRole('tablist').getByRole('tab');
  const { tabs: names } = frOffers;
  await expect(tabs).toHaveText([names.overview, names.financials, names.topProducts, names.topSponsors]);
  await page.getByRole('tab', { name: names.financials }).click();
  const payout = page.getByTestId('payout-row').filter({ hasText: swissToday() }).first();
  await expect(payout).toContainText(frDashboard.financials.status.paid);
  const [pdf] = await Promise.all([
    page.waitForEvent('popup'),
    payout
      .getByRole('button', { name: frDashboard.financials.pdfLabel.replace('{{date}}', swissToday()) })
      .click(),
  ]);
  const response = await pdf.waitForResponse((answer) => answer.url().includes('/statement.pdf'));
  expect(response.status()).toBe(200);
  // Chromium's PDF viewer takes the tab's answer over, and its headers are sometimes gone by the time they are
  // read (headerValue answered null in a CI run on 2026-11-28): the signed link is fetched once more instead, and
  // must answer a PDF.
  const again = await page.request.get(response.url());
  expect(again.headers()['content-type']).toBe('application/pdf');
  expect((await again.body()).subarray(0, 4).toString()).toBe('%PDF');
  await pdf.close();
  await page.getByRole('tab', { name: names.topSponsors }).click();
  await expect(page.getByTestId('top-sponsor')).toHaveCount(3);
  await context.close();
});

/** Whether an element shows all of its text: nothing cut off by an ellipsis or a line clamp. */
async function showsAllOf(locator: import('@playwright/test').Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const text = element.querySelector('.mantine-Badge-label') ?? element;
    return text.scrollWidth <= text.clientWidth && text.scrollHeight <= text.clientHeight + 1;
  });
}

/** Signs in through the form on a 375 px screen. */
async function logInOnPhone(page: import('@playwright/test').Page, email: string): Promise<void> {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/login');
  await logInThroughUi(page, email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

test('on a phone the treasurer reads every payout’s status and reaches its PDF, and reads the top products’ names', async ({
  page,
}) => {
  await logInOnPhone(page, FINANCE);
  await gotoHydrated(page, '/profile/club?tab=financials');
  const rows = page.getByTestId('payout-row');
  await expect(rows.first()).toBeVisible();
  for (const row of (await rows.all()).slice(0, 5)) {
    const status = row.getByTestId('payout-status').locator('visible=true');
    await expect(status).toHaveCount(1);
    // Finance reads French (the demo account's language), whose labels are among the longest.
    expect(Object.values(frDashboard.financials.status)).toContain(await status.innerText());
    expect(await showsAllOf(status)).toBe(true);
    // The statement's button is on the screen, not behind a sideways scroll.
    const box = await row
      .getByRole('button', { name: frDashboard.financials.pdfLabel.replace(' {{date}}', '') })
      .boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
  }
  await gotoHydrated(page, '/profile/club?tab=topProducts');
  const titles = page.getByTestId('top-product-title');
  await expect(titles.first()).toBeVisible();
  for (const title of await titles.all()) expect(await showsAllOf(title)).toBe(true);
});

test('on a phone the overview’s five periods fit the screen in Italian, the longest language', async ({
  page,
}) => {
  await logInOnPhone(page, FINANCE);
  await page.evaluate(() => localStorage.setItem('language', 'it'));
  await gotoHydrated(page, '/profile/club');
  const periods = page.getByTestId('overview-period');
  await expect(periods.getByText(itDashboard.overview.periods.day)).toBeVisible();
  const box = await periods.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(375);
  for (const label of Object.values(itDashboard.overview.periods)) {
    const text = periods.locator('.mantine-SegmentedControl-label', { hasText: label });
    expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const segment = await text.boundingBox();
    expect(segment && segment.x + segment.width).toBeLessThanOrEqual(375);
  }
});

test('on a phone the operator reads each payout’s club, amount and status and reaches its buttons, without scrolling sideways', async ({
  page,
}) => {
  await logInOnPhone(page, OPERATOR);
  await gotoHydrated(page, '/admin?tab=payouts');
  // The open run lists its payouts as cards (the demo's run of 23.11.2026 is not paid yet).
  const open = page
    .getByTestId('payout-run')
    .filter({
      has: page.getByTestId('admin-payout-item').filter({ hasText: enAdmin.payouts.status.pending }),
    })
    .first();
  const cards = open.getByTestId('admin-payout-item');
  await expect(cards.first()).toBeVisible();
  await expect(open.getByTestId('admin-payout-row').first()).toBeHidden();
  for (const card of (await cards.all()).slice(0, 5)) {
    await expect(card).toContainText(/CHF [\d']+\.\d{2}/);
    await expect(card).toContainText(/CH\d{2} \*{4}/);
    for (const name of [enAdmin.payouts.markPaid, enAdmin.payouts.markFailed]) {
      const box = await card.getByRole('button', { name }).boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    }
  }
  // A settled run is folded; opened, it lists its paid payouts as cards too.
  const settled = page
    .getByTestId('payout-run')
    .filter({ hasNotText: enAdmin.payouts.status.pending })
    .first();
  await expect(settled.getByTestId('admin-payout-item')).toHaveCount(0);
  await settled.getByTestId('payout-run-toggle').click();
  await expect(settled.getByTestId('admin-payout-item').first()).toContainText(enAdmin.payouts.status.paid);
  await expect(page.getByTestId('club-balance-item').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'the operator’s payouts at 375 px');
  await expectNoSeriousViolations(page, 'the operator’s payouts at 375 px');
});

// The operator's tabs and the club's tabs are two tests: together they ran up to 1.9 of their 2 minutes under CI's
// load, and past them once (2026-12-02).
test('the operator’s ledger, jobs and payouts pass axe at 375 and 1280 px', async ({ page }) => {
  test.setTimeout(120_000);
  await logInOnPhone(page, OPERATOR);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const tab of ['ledger', 'jobs', 'payouts'] as const) {
      await gotoHydrated(page, `/admin?tab=${tab}`);
      await expect(page.getByRole('tab', { name: enAdmin.tabs[tab], selected: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (width === 375) {
        // On a phone the nine tabs are pills in two even columns, as the club's dashboard's, not a ragged wrap.
        const tabs = page.getByRole('tablist', { name: enAdmin.tabsLabel }).getByRole('tab');
        await expect(tabs).toHaveCount(9);
        const boxes = await Promise.all((await tabs.all()).map((one) => one.boundingBox()));
        const lefts = new Set(boxes.map((box) => Math.round(box?.x ?? -1)));
        // The ninth, alone in its row, spans both columns (styles.css .phone-pill-tabs).
        const widths = new Set(boxes.slice(0, -1).map((box) => Math.round(box?.width ?? -1)));
        const last = boxes.at(-1);
        expect([lefts.size, widths.size]).toEqual([2, 1]);
        expect(Math.round(last?.x ?? -1)).toBe(Math.round(boxes[0]?.x ?? -2));
        expect(last?.width ?? 0).toBeGreaterThan(1.5 * [...widths][0]!);
      }
      await expectNoSeriousViolations(page, `/admin?tab=${tab} at ${width} px`);
    }
  }
});

test('the club’s overview, financials, top products, top sponsors and a dialog pass axe at 375 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInOnPhone(page, CLUB_ADMIN);
  await page.evaluate(() => localStorage.setItem('language', 'du'));
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, '/profile/club?tab=overview');
    await expect(page.getByTestId('overview-pending-amount')).toBeVisible();
    await expectNoSeriousViolations(page, `the overview at ${width} px`);
    // The chart's figures as a table: on a phone it scrolls sideways, by keyboard too.
    await page.getByRole('button', { name: deDashboard.overview.showTable }).click();
    const table = page.getByRole('region', { name: deDashboard.overview.tableCaption });
    await expect(table).toBeVisible();
    await expectNoSeriousViolations(page, `the overview's table at ${width} px`);
    if (width === 375) {
      await table.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    }
    const firstRow = {
      financials: 'payout-row',
      topProducts: 'top-product',
      topSponsors: 'top-sponsor',
    } as const;
    for (const tab of ['financials', 'topProducts', 'topSponsors'] as const) {
      await gotoHydrated(page, `/profile/club?tab=${tab}`);
      await expect(page.getByTestId(firstRow[tab]).first()).toBeVisible();
      await expectNoSeriousViolations(page, `/profile/club?tab=${tab} at ${width} px`);
    }
    // A dialog's × is named in the page's language (it had no name: axe's button-name, critical).
    await gotoHydrated(page, '/profile/club?tab=membership');
    await page.getByRole('button', { name: deMemberships.add }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: deCommon.close })).toBeVisible();
    await expectNoSeriousViolations(page, `the add-member dialog at ${width} px`);
    await dialog.getByRole('button', { name: deCommon.close }).click();
    await expect(dialog).toBeHidden();
  }
});
