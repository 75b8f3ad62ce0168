import fs from 'node:fs';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';
import { bookByApi } from '../support/booking-api.ts';
import { bookableTrip, registerByApi } from '../support/customer-fixtures.ts';
import { signedInStaff } from '../support/staff.ts';

// Issue 27, items 1 and 6, in Chromium against the real server: an admin changes the seller's legal
// name, and the next invoice carries it; the back office lists it, opens it printable, and the
// accountant's CSV of the day has its lines and the totals per VAT category.

test('the seller’s legal name as the admin sets it is on the next invoice, listed, printable and exported', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await signedInStaff(page, 'invoices', 'admin', 'سارة');
  const legalName = `شركة رحلة للسياحة والسفر ${Date.now() % 100_000}`;
  await page.goto('/admin/content/site');
  await page.getByLabel('الاسم النظامي للمنشأة').fill(legalName);
  await page.getByRole('button', { name: 'حفظ معلومات الموقع' }).click();
  await expect(page.getByText('حُفظت معلومات الموقع، وهي على الموقع الآن.')).toBeVisible();

  const customer = await registerByApi(request);
  const booking = await bookByApi(request, customer.token, await bookableTrip(request));

  // The list, filtered to the booking, through the menu.
  await page.getByRole('link', { name: 'الفواتير' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'الفواتير والإشعارات الدائنة' })).toBeVisible();
  await page.getByLabel('رقم الحجز').fill(String(booking.id));
  await page.getByRole('button', { name: 'تطبيق' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/invoices\\?booking=${booking.id}$`));
  const open = page.getByRole('link', { name: /^فتح فاتورة ضريبية مبسطة رقم \d+$/ });
  await expect(open).toHaveCount(1);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'admin-invoices');

  // The accountant's file of today: this booking's line and the totals.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'تنزيل ملف المحاسب (CSV)' }).click();
  const file = await (await downloading).path();
  const csv = fs.readFileSync(file, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('رقم المستند');
  expect(csv).toContain(`,${booking.id},`);
  expect(csv).toContain('الإجمالي لكل الفئات');

  // The invoice itself carries the name set a moment ago.
  await open.click();
  const sheet = page.getByRole('article', { name: 'فاتورة ضريبية مبسطة' });
  await expect(sheet).toContainText(legalName);
  await expect(sheet).toContainText(customer.name);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'admin-invoice');
});
