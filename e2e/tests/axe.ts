import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.x level A and AA rules; a violation of impact serious or critical fails the test. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS: readonly string[] = ['serious', 'critical'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];
type RunOptions = Parameters<AxeBuilder['options']>[0];

/**
 * An axe run on the page. Legacy mode gathers the results in the page itself: the default opens a blank page
 * for every run to put them together, which doubled each run (1.7–2.9 s against 0.7–1.2 s for the home page,
 * the directory and a club page on an idle machine, 2026-11-27). The one thing only the default checks, frames
 * of another origin, Tifo's pages do not have (the payment providers' pages are whole pages, and a video's
 * frame is made only on a click). Passing and incomplete results keep one element per rule (resultTypes): the
 * tests read the violations, all of whose elements axe still reports.
 */
export function axe(page: Page, options: RunOptions = {}): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'], ...options });
}

/** One block per violation: rule, impact, help link and each element with axe's explanation. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\n\s*/g, ' ');
          return `    - ${node.target.join(' ')}\n      ${node.html}\n      ${summary}`;
        })
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/**
 * Waits for the page's transitions that end (a dialog fading in, a drawer sliding) to end: halfway through its
 * fade a dialog's button reads as 3.8:1 against its 4.9:1 at rest, and axe measures what it sees. Endless ones
 * (a loader, a skeleton's pulse) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // A transition may start a frame or two after the click that asks for it (Mantine mounts, then fades in).
    for (let round = 0; round < 5; round += 1) {
      await frame();
      await frame();
      const ending = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
      if (ending.length === 0) return;
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** WCAG 2 A and AA on the page as it is: serious or critical violations fail, the others are printed. */
export async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  await settleAnimations(page);
  const results = await axe(page).withTags(AXE_TAGS).analyze();
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.includes(violation.impact ?? ''));
  const minor = results.violations.filter((violation) => !failing.includes(violation));
  if (minor.length > 0) {
    console.log(`${name}: minor or moderate axe findings (not failing)\n${describeViolations(minor)}`);
  }
  const report = `${name}: serious or critical axe violations\n\n${describeViolations(failing)}\n`;
  expect(failing.length, report).toBe(0);
}

/**
 * Reflow (WCAG 1.4.10): nothing wider than the viewport, so no sideways scrolling. Hidden elements and the
 * profile carousel's track (it scrolls inside its own box) are left out of the list of culprits.
 */
export async function expectNoSidewaysScroll(page: Page, name: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter((element) => !element.closest('[aria-hidden="true"], .profile-carousel__track'))
      .slice(0, 5)
      .map((element) => element.outerHTML.slice(0, 160));
    return { scrollWidth: document.documentElement.scrollWidth, width, wide };
  });
  expect(
    overflow.scrollWidth,
    `${name} is wider than the viewport (${overflow.width} px):\n${overflow.wide.join('\n')}`,
  ).toBeLessThanOrEqual(overflow.width);
}
