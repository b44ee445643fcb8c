import { expect, type Page, test } from '@playwright/test';
import deMessages from '@tifo/contract/locales/de/messages.json' with { type: 'json' };
import deAuth from '../../apps/web/src/i18n/locales/de/auth.json' with { type: 'json' };
import deCommon from '../../apps/web/src/i18n/locales/de/common.json' with { type: 'json' };
import deHome from '../../apps/web/src/i18n/locales/de/home.json' with { type: 'json' };
import deProfile from '../../apps/web/src/i18n/locales/de/profile.json' with { type: 'json' };
import frAuth from '../../apps/web/src/i18n/locales/fr/auth.json' with { type: 'json' };
import frCommon from '../../apps/web/src/i18n/locales/fr/common.json' with { type: 'json' };
import frHome from '../../apps/web/src/i18n/locales/fr/home.json' with { type: 'json' };
import {
  createAccount,
  GERMAN_SUBJECTS,
  GERMAN_VERIFY_BUTTON,
  htmlElement,
  logInThroughUi,
  NEW_PASSWORD,
  newUser,
  openMail,
  readMailText,
  signOutThroughMenu,
  signUpThroughUi,
  withoutMarkup,
} from './support';

/** Timers of the password flow (TIMERS.passwordFlowRedirectMs in the contract is 2 s). */
const REDIRECT_MS = 2_000;

async function expectLoginPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: deAuth.login.title })).toBeVisible();
  await expect(page.getByLabel(deAuth.login.email, { exact: true })).toBeVisible();
  await expect(page.getByLabel(deAuth.login.password, { exact: true })).toBeVisible();
}

test.describe('account journeys (German)', () => {
  test('sign up, verify the e-mail through the mailbox, sign out and come back to a protected page', async ({
    page,
  }) => {
    const user = newUser('signup');

    await signUpThroughUi(page, user);
    await expect(page).toHaveURL(/\/profile\/user$/);
    await expect(
      page.getByRole('heading', { level: 2, name: `${user.firstName} ${user.lastName}` }),
    ).toBeVisible();
    await expect(page.getByText(user.email, { exact: true })).toBeVisible();
    await expect(page.getByText(deProfile.card.notVerified, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: deProfile.card.verify })).toBeVisible();

    // The verification mail, in German, with a button that opens the app in the whole window.
    await openMail(page, user.email, GERMAN_SUBJECTS.verifyEmail);
    await page.frameLocator('iframe').getByRole('link', { name: GERMAN_VERIFY_BUTTON }).click();
    await expect(page).toHaveURL(/\/verify-email\?token=/);
    await expect(page.getByRole('heading', { level: 1, name: deAuth.verify.title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: deMessages.emailVerified })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The session is still there: the page offers the profile, which now shows the account as verified.
    await page.getByRole('link', { name: deAuth.verify.toProfile }).click();
    await expect(page).toHaveURL(/\/profile\/user$/);
    await expect(page.getByText(deProfile.card.verified, { exact: true })).toBeVisible();
    await expect(page.getByText(deProfile.card.notVerified, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: deProfile.card.verify })).toHaveCount(0);
    // The session lived through these page loads on its HttpOnly cookie; no token is where a script reads.
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/token/i);
    expect(await page.evaluate(() => document.cookie)).not.toContain('tifo_refresh');
    const sessionCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'tifo_refresh');
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/users' });

    await signOutThroughMenu(page);
    await expectLoginPage(page);
    await expect(page.getByRole('button', { name: deCommon.userMenu.label })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: deCommon.auth.signIn })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The logout ended the session on the server and the cookie with it.
    await expect
      .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'tifo_refresh'))
      .toBe(false);

    // A protected page needs the login again and comes back afterwards.
    await page.goto('/profile/club');
    await expectLoginPage(page);
    await logInThroughUi(page, user.email, user.password);
    await expect(page).toHaveURL(/\/profile\/club$/);
    await expect(page.getByRole('heading', { level: 1, name: deCommon.routes.clubProfile })).toBeVisible();
    await expect(page.getByRole('button', { name: deCommon.userMenu.label })).toBeVisible();
  });

  test('forgot password: the code from the mail sets a new password, the old one stops working', async ({
    page,
    context,
    request,
  }) => {
    const user = newUser('reset');
    await createAccount(request, user);

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: deAuth.forgot.title })).toBeVisible();
    await page.getByLabel(deAuth.forgot.email, { exact: true }).fill(user.email);
    await page.getByRole('button', { name: deAuth.forgot.submit, exact: true }).click();
    const forgotSuccess = page.getByRole('status').filter({ hasText: deMessages.resetTokenSent });
    await expect(forgotSuccess).toBeVisible();
    const shownAt = Date.now();
    // The message stays for 2 s, then the reset page opens.
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page).toHaveURL(/\/reset-password$/, { timeout: REDIRECT_MS + 5_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(REDIRECT_MS - 500);
    await expect(page.getByRole('heading', { level: 1, name: deAuth.reset.title })).toBeVisible();
    await expect(page.getByText(deAuth.reset.forEmail.replace('{{email}}', user.email))).toBeVisible();

    // The code comes from the mail, read in a second tab.
    const mailText = await readMailText(context, user.email, GERMAN_SUBJECTS.resetPassword);
    const code = /Dein Code: (\S+)/.exec(mailText)?.[1];
    expect(code, `no code in the mail:\n${mailText}`).toBeTruthy();

    await page.getByLabel(deAuth.reset.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(deAuth.reset.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(deAuth.reset.token, { exact: true }).fill(code ?? '');
    await page.getByRole('button', { name: deAuth.reset.submit, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: deMessages.passwordResetSuccess })).toBeVisible();
    const resetAt = Date.now();
    await expect(page.getByRole('button', { name: deAuth.reset.submit, exact: true })).toBeDisabled();
    await expect(page).toHaveURL(/\/login$/, { timeout: REDIRECT_MS + 5_000 });
    expect(Date.now() - resetAt).toBeGreaterThanOrEqual(REDIRECT_MS - 500);
    await expectLoginPage(page);

    // The new password works.
    await logInThroughUi(page, user.email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/profile\/user$/);
    await expect(page.getByText(user.email, { exact: true })).toBeVisible();
    await signOutThroughMenu(page);
    await expectLoginPage(page);

    // The old one is refused with the server's message, shown in German.
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/users/login'));
    await logInThroughUi(page, user.email, user.password);
    const response = await answer;
    expect(response.status()).toBe(401);
    // The answer names its message by key and words it in the page's language (Accept-Language).
    expect(await response.json()).toMatchObject({
      key: 'invalidCredentials',
      message: deMessages.invalidCredentials,
    });
    await expect(page.getByRole('alert').filter({ hasText: deMessages.invalidCredentials })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('sign-up form: empty and mismatching input shows the German messages and sends nothing', async ({
    page,
  }) => {
    let signUpCalls = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/users') signUpCalls += 1;
    });
    await page.goto('/register/user');
    await expect(page.getByRole('heading', { level: 1, name: deAuth.signUp.title })).toBeVisible();

    const submit = page.getByRole('button', { name: deAuth.signUp.submit, exact: true });
    await submit.click();
    for (const message of [
      deMessages.firstNameRequired,
      deMessages.lastNameRequired,
      deMessages.emailInvalid,
      deMessages.passwordRequired,
      deMessages.termsRequired,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel(deAuth.signUp.firstName, { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByLabel(deAuth.signUp.firstName, { exact: true })).toHaveAccessibleDescription(
      deMessages.firstNameRequired,
    );
    await expect(page).toHaveURL(/\/register\/user$/);

    // Everything valid except the confirmation.
    await page.getByLabel(deAuth.signUp.firstName, { exact: true }).fill('Lea');
    await page.getByLabel(deAuth.signUp.lastName, { exact: true }).fill('Muster');
    await page.getByLabel(deAuth.signUp.email, { exact: true }).fill('lea.muster@e2e.tifo.ch');
    await page.getByLabel(deAuth.signUp.password, { exact: true }).fill('Tifo!Demo2024');
    await page.getByLabel(deAuth.signUp.confirmPassword, { exact: true }).fill('Tifo!Demo2025');
    await page.getByRole('checkbox', { name: withoutMarkup(deAuth.signUp.acceptTerms) }).check();
    await submit.click();
    await expect(page.getByText(deMessages.passwordsDoNotMatch, { exact: true })).toBeVisible();
    // The error is tied to the field (aria-describedby), so screen readers announce it with the field.
    await expect(page.getByLabel(deAuth.signUp.confirmPassword, { exact: true })).toHaveAccessibleDescription(
      deMessages.passwordsDoNotMatch,
    );
    await expect(page.getByText(deMessages.firstNameRequired, { exact: true })).toHaveCount(0);
    await expect(page.getByText(deMessages.termsRequired, { exact: true })).toHaveCount(0);

    // A weak password is refused before anything is sent, too.
    await page.getByLabel(deAuth.signUp.password, { exact: true }).fill('schwach');
    await page.getByLabel(deAuth.signUp.confirmPassword, { exact: true }).fill('schwach');
    await submit.click();
    await expect(page.getByText(deMessages.passwordWeak, { exact: true })).toBeVisible();
    await expect(page.getByText(deMessages.passwordsDoNotMatch, { exact: true })).toHaveCount(0);

    await expect(page).toHaveURL(/\/register\/user$/);
    expect(signUpCalls).toBe(0);
  });

  test('protected pages redirect a logged-out visitor to the login page', async ({ page }) => {
    for (const path of ['/profile/user', '/register/club', '/admin']) {
      await page.goto(path);
      await expectLoginPage(page);
      await expect(page.getByRole('button', { name: deAuth.login.submit, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: deAuth.login.forgot })).toBeVisible();
    }
  });
});

test.describe('session', () => {
  test('a page left while its refresh was answered keeps the session: the next page comes in logged in', async ({
    page,
  }) => {
    const user = newUser('lostrefresh');
    await signUpThroughUi(page, user);
    await expect(page).toHaveURL(/\/profile\/user$/);
    const context = page.context();
    const sessionCookie = async () =>
      (await context.cookies()).find((cookie) => cookie.name === 'tifo_refresh');
    // The next page's refresh reaches the server, which rotates the cookie, but its answer is lost on the way
    // (as when the visitor goes on to another page before it arrives): the browser keeps the old cookie.
    // The handler runs to its end (rotation answered, old cookie put back, answer dropped) before the test goes on:
    // the next page must not start while the cookie jar is still being changed.
    let lost = false;
    let handled: () => void = () => undefined;
    const lostAnswer = new Promise<void>((resolve) => {
      handled = resolve;
    });
    await page.route('**/api/users/token-refresh', async (route) => {
      if (lost) return route.continue();
      lost = true;
      try {
        const before = await sessionCookie();
        expect((await route.fetch()).status()).toBe(200);
        if (before) await context.addCookies([before]);
        await route.abort('aborted');
      } finally {
        handled();
      }
    });
    await page.goto('/profile/club');
    await lostAnswer;
    await page.unroute('**/api/users/token-refresh');

    // The old cookie comes back within seconds: the session goes on instead of ending as theft.
    await page.goto('/profile/user');
    await expect(page).toHaveURL(/\/profile\/user$/);
    await expect(
      page.getByRole('heading', { level: 2, name: `${user.firstName} ${user.lastName}` }),
    ).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/profile\/user$/);
    await expect(page.getByRole('button', { name: deCommon.userMenu.label })).toBeVisible();
  });
});

test.describe('language', () => {
  /** German shell texts (header, footer, language selector): none may be left once French is chosen. */
  const GERMAN_SHELL = [
    ...Object.values(deCommon.nav),
    ...Object.values(deCommon.auth),
    deCommon.language.label,
    deCommon.skipToContent,
    ...Object.entries(deCommon.footer)
      .filter(([key]) => key !== 'copyright' && key !== 'label')
      .map(([, text]) => text),
  ];

  /** Leaf strings of a locale file, without the {{placeholder}} ones. */
  function plainTexts(tree: object): string[] {
    return Object.values(tree).flatMap((value: unknown) =>
      typeof value === 'string' ? (value.includes('{{') ? [] : [value]) : plainTexts(value as object),
    );
  }

  /** None of these German texts may be in the document (texts French shares with German are left out). */
  async function expectNoGerman(page: Page, german: string[], french: object): Promise<void> {
    const frenchJson = JSON.stringify(french);
    // The whole document text, hidden parts (skip link, option labels) included.
    const text = (await page.locator('body').textContent()) ?? '';
    for (const de of german.filter((value) => !frenchJson.includes(value))) {
      expect(text, `German text left: ${de}`).not.toContain(de);
    }
  }

  async function expectFrenchShell(page: Page): Promise<void> {
    await expect(htmlElement(page)).toHaveAttribute('lang', 'fr');
    const select = page.getByRole('combobox', { name: frCommon.language.label, exact: true });
    await expect(select).toHaveValue('fr');

    const nav = page.getByRole('navigation', { name: frCommon.nav.label });
    await expect(nav.getByRole('link')).toHaveText([
      frCommon.nav.clubs,
      frCommon.nav.howItWorks,
      frCommon.nav.pricing,
      frCommon.nav.about,
    ]);
    const header = page.getByRole('banner');
    await expect(
      header.getByRole('link', { name: frCommon.homeLink.replace('{{name}}', 'Tifo') }),
    ).toBeVisible();
    await expect(header.getByRole('link', { name: frCommon.auth.signIn, exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: frCommon.auth.signUp, exact: true })).toBeVisible();

    const footer = page.getByRole('contentinfo', { name: frCommon.footer.label });
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
      frCommon.footer.platform,
      frCommon.footer.help,
      frCommon.footer.company,
    ]);
    await expect(footer.getByRole('listitem')).toHaveText([
      frCommon.footer.pricing,
      frCommon.footer.press,
      frCommon.footer.jobs,
      frCommon.footer.faqAthletes,
      frCommon.footer.faqSponsors,
      frCommon.footer.contact,
      frCommon.footer.aboutUs,
      frCommon.footer.terms,
      frCommon.footer.privacy,
    ]);
    await expect(footer.getByRole('link', { name: frCommon.footer.support })).toBeVisible();
    await expect(footer.getByText(frCommon.footer.about, { exact: true })).toBeVisible();
    await expect(footer.getByText(frCommon.footer.swisstopo, { exact: true })).toBeVisible();
    await expect(
      footer.getByText(
        frCommon.footer.copyright
          .replace('{{year}}', String(new Date().getFullYear()))
          .replace('{{name}}', 'Tifo'),
        { exact: true },
      ),
    ).toBeVisible();

    await expect(page.getByRole('link', { name: frCommon.skipToContent })).toBeAttached();
    // The phone menu button is hidden at this width, but its label is part of the shell too.
    await expect(header.locator('button[aria-controls="mobile-menu"]')).toHaveAttribute(
      'aria-label',
      frCommon.nav.openMenu,
    );
    await expectNoGerman(page, GERMAN_SHELL, frCommon);
  }

  test('French from the selector: shell, home and login in French, kept after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(htmlElement(page)).toHaveAttribute('lang', 'de');
    await page.getByRole('combobox', { name: deCommon.language.label, exact: true }).selectOption('fr');

    await expectFrenchShell(page);
    await expect(page).toHaveTitle(`${frCommon.tagline} – Tifo`);
    await expect(page.getByRole('heading', { level: 1, name: frHome.hero.title })).toBeVisible();
    const audiencesTitle = page.getByRole('heading', { level: 2, name: frHome.audiences.title });
    await expect(audiencesTitle).toBeVisible();
    const audiences = page.locator('section').filter({ has: audiencesTitle });
    for (const audience of ['clubs', 'athletes', 'academies', 'foundations'] as const) {
      await expect(
        audiences.getByRole('heading', { level: 3, name: frHome.audiences[audience].title }),
      ).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: frHome.steps.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: frHome.fee.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: frHome.final.title })).toBeVisible();
    await expect(page.getByRole('link', { name: frHome.hero.ctaSignUp })).toHaveCount(2);
    await expect(page.getByRole('columnheader')).toHaveText([
      frHome.fee.donation,
      frHome.fee.fee,
      frHome.fee.payout,
    ]);
    await expectNoGerman(page, plainTexts(deHome), frHome);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');

    // The header's sign-in link leads to a French login page.
    await page.getByRole('banner').getByRole('link', { name: frCommon.auth.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    const expectFrenchLogin = async () => {
      await expect(page.getByRole('heading', { level: 1, name: frAuth.login.title })).toBeVisible();
      await expect(page.getByText(frAuth.login.subtitle.replace('{{name}}', 'Tifo'))).toBeVisible();
      await expect(page.getByLabel(frAuth.login.email, { exact: true })).toBeVisible();
      await expect(page.getByLabel(frAuth.login.password, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: frAuth.showPassword })).toBeVisible();
      await expect(page.getByRole('button', { name: frAuth.login.submit, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: frAuth.login.forgot })).toBeVisible();
      await expect(page.getByRole('link', { name: frAuth.login.signUp })).toBeVisible();
      await expect(page.getByRole('button', { name: frAuth.back })).toBeVisible();
      await expect(page).toHaveTitle(`${frAuth.login.title} – Tifo`);
      await expectNoGerman(page, [...plainTexts(deAuth.login), deAuth.back, deAuth.showPassword], frAuth);
      await expectFrenchShell(page);
    };
    await expectFrenchLogin();

    await page.reload();
    await expectFrenchLogin();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: frHome.hero.title })).toBeVisible();
    await expectFrenchShell(page);
  });
});
