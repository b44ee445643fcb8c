import { expect, type Page, test } from '@playwright/test';

/**
 * The Content-Security-Policy has no 'unsafe-eval'. Zod 4 probes for eval with `new Function` before it
 * compiles a parser; the probe is caught, but the browser still reports a violation in the console. The
 * web app runs zod jitless (lib/zodConfig.ts), so a form that validates leaves the console clean.
 */
async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

test('the contact form validates without a CSP violation in the console', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const response = await page.goto('/contact');
  // The policy forbids eval here: zod's probe would be reported.
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
  await expect.poll(() => isHydrated(page)).toBe(true);
  // An empty submit runs the contract's schema (zodResolver): the spec's messages show.
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
