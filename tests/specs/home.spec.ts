import { expect, test } from '../support/test.ts';
import type { HomeResponse } from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';

test('home is Arabic, right-to-left and shows the seeded trips', async ({ page, request }, testInfo) => {
  const home = (await (await request.get('/api/trips')).json()) as HomeResponse;
  expect(home.trips.latest.length).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const first = home.trips.latest[0]!;
  await expect(page.getByRole('link', { name: first.title }).first()).toBeVisible();
  await expect(page).toHaveTitle(/رحلة/);

  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'home');
});
