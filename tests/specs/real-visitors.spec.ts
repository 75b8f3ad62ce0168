import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { inRunDatabase } from '../support/run-database.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';
import { signedInStaff } from '../support/staff.ts';

// Real visitors' speed (issue 28), in Chromium against the real server (VITALS_SAMPLE_RATE=1 in the
// browser tests): a page view loads the reporter once the page is idle, and as the page is left its
// web vitals reach POST /api/vitals by sendBeacon; the dashboard shows that page type's figures.

const reported = (page: string) =>
  inRunDatabase(
    (db) =>
      (
        db
          .prepare('select coalesce(sum(count), 0) as n from web_vital_buckets where page = ? and metric = ?')
          .get(page, 'TTFB') as {
          n: number;
        }
      ).n,
  );

test('a page view reports its web vitals as it is left, and the dashboard shows them', async ({ browser, page }, testInfo) => {
  const before = reported('policy');
  const visitor = await browser.newPage();
  await visitor.goto('/policy');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  // The reporter loads once the page is idle, not with the page's own script, and marks the page
  // once it holds this load's first figures (TTFB and FCP); only then does leaving report them.
  await expect(visitor.locator('html[data-vitals="measured"]')).toBeAttached({ timeout: 15_000 });
  // Leaving the page hides it: the figures go then, once.
  await visitor.goto('/faq');
  await expect.poll(() => reported('policy'), { timeout: 15_000 }).toBeGreaterThan(before);
  const metrics = inRunDatabase((db) =>
    (db.prepare('select distinct metric from web_vital_buckets where page = ?').all('policy') as { metric: string }[]).map(
      (r) => r.metric,
    ),
  );
  expect(metrics).toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP', 'CLS']));
  await visitor.close();

  await signedInStaff(page, 'vitals', 'agent');
  const panel = page.getByRole('region', { name: 'سرعة الموقع عند الزوار', exact: true });
  const row = panel.getByRole('row', { name: /سياسة الخصوصية/ });
  await expect(row).toBeVisible();
  await expect(row.getByText(/جيد|يحتاج إلى تحسين|ضعيف/).first()).toBeVisible();
  // As a visitor would: the label is what is pressed (react-aria hides the input itself).
  await panel.getByText('آخر 28 يومًا').click();
  await expect(panel.getByRole('radio', { name: 'آخر 28 يومًا' })).toBeChecked();
  await expect(row).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'admin-real-visitors');
});
