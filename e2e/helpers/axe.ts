import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { inAnyLanguageWhere } from './texts';

/**
 * WCAG 2.0, 2.1 and 2.2 at levels A and AA. Without tags axe leaves WCAG 2.2's rules (target-size)
 * off, so every scan names them.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page as it is now and fails with every violation's rule id, impact, help
 * text and the CSS targets of its nodes. Call it once the page shows what it is meant to show; it
 * also waits for the app's "Loading…" placeholders to go (in the page's language), so a half-loaded
 * page is never scanned.
 */
/** The busy lines' words in every language: 'Loading…', 'Loading products…', 'Updating…' and theirs. */
const BUSY_LINE = inAnyLanguageWhere(/^(Loading|Updating)\b.*…$/);

export async function expectNoAxeViolations(page: Page, label?: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: BUSY_LINE })).toHaveCount(0);
  const { violations } = await analyzeWithRetry(page);
  const report = violations
    .map((v) => {
      const targets = v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n');
      return `  ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${targets}`;
    })
    .join('\n');
  const where = label ?? page.url();
  expect(violations.length, `axe violations on ${where}:\n${report}`).toBe(0);
}

/** An analysis that has not finished by then has hung (axe's finish step on its blank page can stall). */
const AXE_STALL_MS = 30_000;

/** axe-core's analysis, asked again once if it stalls (a known upstream hang), so a scan never eats the test's time. */
async function analyzeWithRetry(page: Page) {
  for (let attempt = 1; ; attempt++) {
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<'stalled'>((resolve) => {
      timer = setTimeout(() => resolve('stalled'), AXE_STALL_MS);
    });
    try {
      const outcome = await Promise.race([new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze(), stalled]);
      if (outcome !== 'stalled') return outcome;
      if (attempt === 2) throw new Error(`axe's analysis stalled twice (${AXE_STALL_MS} ms each) on ${page.url()}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
