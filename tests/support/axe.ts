import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule set every scan uses: WCAG 2.0–2.2 A and AA, plus axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per violation: the rule, its impact and the elements it found. */
export function axeViolationSummary(results: Pick<AxeResults, 'violations'>) {
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails with the list of violations, so a report says what is wrong and where. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  expect(axeViolationSummary(results), 'axe violations').toEqual([]);
}
