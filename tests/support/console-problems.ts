import type { Page } from '@playwright/test';

/**
 * Every console error or warning (a hydration mismatch is one) and every uncaught error of the
 * page, from now on.
 */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}
