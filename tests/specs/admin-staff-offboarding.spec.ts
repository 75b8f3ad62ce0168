import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';
import { createStaffByCli, signedInStaff, signInFirstTime } from '../support/staff.ts';

// Offboarding from /admin/staff (issue 29, finding 4): an admin disables an agent, whose open
// session ends at once, enables them again and makes them an admin, each after a confirmation.

test('an admin disables an agent (their session ends at once), enables them and changes their role', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await signedInStaff(page, 'offboard-admin', 'admin', 'هدى');

  // The agent is signed in in another browser.
  const agentEmail = `offboard-agent.${Date.now()}@rihla.example`;
  const agentContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'ar-SA',
    timezoneId: 'Asia/Riyadh',
  });
  const agentPage = await agentContext.newPage();
  await signInFirstTime(agentPage, createStaffByCli(agentEmail, 'agent', 'ماجد'), agentEmail);

  await page.getByRole('link', { name: 'الموظفون' }).click();
  const row = page.getByRole('row').filter({ hasText: agentEmail });
  await expect(row.getByRole('cell', { name: 'نشط' })).toBeVisible();
  await row.getByRole('button', { name: 'تعطيل ماجد' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'تعطيل حساب موظف' });
  await expect(dialog).toContainText('تُنهى جلساته المفتوحة فورًا');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'تعطيل الحساب' }).click();
  await expect(page.getByText('عُطّل حساب ماجد وأُنهيت جلساته.')).toBeVisible();
  await expect(row.getByRole('cell', { name: 'معطّل' })).toBeVisible();

  // The agent's next step finds the session ended.
  await agentPage.getByRole('link', { name: 'الحجوزات' }).click();
  await expect(agentPage).toHaveURL(/\/admin\/login/);
  await agentContext.close();

  // The phone width holds the page: the table scrolls inside its box (issue 29 found it otherwise).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshotBothWidths(page, testInfo, 'admin-staff-disabled');
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole('button', { name: 'تفعيل ماجد' }).click();
  await page.getByRole('alertdialog', { name: 'تفعيل حساب موظف' }).getByRole('button', { name: 'تفعيل الحساب' }).click();
  await expect(page.getByText('فُعّل حساب ماجد من جديد.')).toBeVisible();
  await row.getByRole('button', { name: 'جعله مديرًا: ماجد' }).click();
  await page.getByRole('alertdialog', { name: 'ترقية إلى مدير' }).getByRole('button', { name: 'جعله مديرًا' }).click();
  await expect(page.getByText('أصبح ماجد مديرًا.')).toBeVisible();
  await expect(row.getByRole('cell', { name: 'مدير', exact: true })).toBeVisible();
  // The confirmation leaves with an exit animation: axe run meanwhile saw its emptied shell (a dialog
  // without a name, an empty heading, a button without a name).
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'admin-staff');
});
