import fs from 'node:fs';
import { formatHalalas } from '@rihla/contract';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';
import { bookByApi } from '../support/booking-api.ts';
import { bookableTrip, registerByApi } from '../support/customer-fixtures.ts';
import { signedInStaff } from '../support/staff.ts';

// The back office's payments (issue 26, item 5), in Chromium against the real server and the local
// gateway: a paid booking shows its payment; the queue finds it as paid; an admin refunds part of it
// (a confirmation naming the amount first) and sees the refund; the day's settlement CSV carries it.

test('an admin sees a paid booking’s payment, refunds part of it, and downloads the day’s settlement', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await signedInStaff(page, 'payments', 'admin', 'هند');
  const customer = await registerByApi(request);
  const booking = await bookByApi(request, customer.token, await bookableTrip(request));
  expect(booking.status).toBe('pending'); // paid: waiting for the agency's confirmation

  // The queue's payment filter finds it among the paid ones.
  await page.goto(`/admin/bookings?payment=paid&q=${encodeURIComponent(customer.email)}`);
  await page.getByRole('link', { name: `فتح الحجز رقم ${booking.id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `الحجز رقم ${booking.id}` })).toBeVisible();

  // Its payment: STC Pay, paid, the whole total.
  const payments = page.getByRole('region', { name: 'جدول المدفوعات' });
  const row = payments.getByRole('row').nth(1);
  await expect(row).toContainText('STC Pay');
  await expect(row).toContainText('مدفوعة');
  const total = Math.round(booking.total_price * 100);
  await expect(row).toContainText(formatHalalas(total));
  const gatewayId = (await row.getByRole('cell').nth(2).textContent())!.trim();
  expect(gatewayId).not.toBe('');
  await expect(page.getByLabel(/المبلغ المسترد/)).toHaveValue(String(total / 100));
  await expectNoAxeViolations(page);

  // A partial refund in Arabic-Indic digits, confirmed with its amount.
  await page.getByLabel(/المبلغ المسترد/).fill('١٠٠');
  await page.getByLabel(/سبب الاسترداد/).fill('تعديل عدد الليالي');
  await page.getByRole('button', { name: 'متابعة الاسترداد' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'تأكيد الاسترداد' });
  await expect(dialog).toContainText(formatHalalas(10_000));
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: `استرداد ${formatHalalas(10_000)}` }).click();
  await expect(page.getByText(/^تم استرداد/)).toBeVisible({ timeout: 30_000 });
  const refunds = page.getByRole('region', { name: 'جدول المبالغ المستردة' });
  const refund = refunds.getByRole('row').nth(1);
  await expect(refund).toContainText(formatHalalas(10_000));
  await expect(refund).toContainText('تعديل عدد الليالي');
  await expect(refund).toContainText('هند');
  await expect(page.getByLabel(/المبلغ المسترد/)).toHaveValue(String((total - 10_000) / 100));
  await expectNoAxeViolations(page);
  await page.getByRole('heading', { level: 2, name: 'المدفوعات' }).scrollIntoViewIfNeeded();
  await screenshotBothWidths(page, testInfo, 'admin-payments');

  // The day's settlement report carries the payment.
  await page.getByRole('link', { name: 'الحجوزات' }).click();
  const report = page.getByRole('region', { name: 'تقرير التسوية اليومي' });
  // Today's date is already in the field (its year segment holds a value, not a placeholder).
  const day = report.getByRole('group', { name: /يوم التقرير/ });
  await expect(day.getByRole('spinbutton').first()).toHaveAttribute('aria-valuenow', /^\d{4}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'تنزيل التقرير (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(gatewayId);
  await expectNoAxeViolations(page);
});
