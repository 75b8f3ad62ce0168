import { expect, test } from '../support/test.ts';
import { formatLongDate, travellersText, type TripDetail } from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';
import { bookByApi } from '../support/booking-api.ts';
import { bookableTrip, isoInDays, newCustomer, registerByApi } from '../support/customer-fixtures.ts';
import { signedInStaff } from '../support/staff.ts';

// Issue 31, items 13 and 14: the back office's queue (search by the customer's name, the travellers
// and phone columns, ticking pending bookings and confirming them together, a skip link past the
// filters to the results) and a departure's passenger list (manifest), each axe-clean and seen at
// 390 and 1280 px.

/** A name no other booking has: Arabic letters from the clock, so a name search finds only ours. */
function uniqueArabicName(first: string): string {
  const letters = 'بتثجحخدذرزسشصضطظعغفقكلمن';
  const stamp = `${Date.now()}${process.pid}`.slice(-7);
  return `${first} آل ${[...stamp].map((d) => letters[Number(d) * 2]!).join('')}`;
}

test.describe.configure({ mode: 'serial' });

let trip: TripDetail;
let family: string;
const bookings: number[] = [];
const customers: { name: string; phone: string }[] = [];

test.beforeAll(async ({ request }) => {
  trip = await bookableTrip(request);
  family = uniqueArabicName('هند').split(' آل ')[1]!;
  for (const first of ['هند', 'ريم']) {
    const c = await registerByApi(request, { ...newCustomer(), name: `${first} آل ${family}` });
    // Unpaid would be "بانتظار الدفع": paid, each waits for the agency ("قيد المراجعة").
    const booking = await bookByApi(request, c.token, trip);
    expect(booking.status).toBe('pending');
    bookings.push(booking.id);
    customers.push({ name: c.name, phone: c.phone });
  }
});

test('the queue: search by name, travellers and phone columns, a skip link to the results, two confirmed together', async ({
  page,
}, testInfo) => {
  test.slow();
  await signedInStaff(page, 'queue');
  await page.getByRole('link', { name: 'الحجوزات' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'الحجوزات' })).toBeVisible();

  // Search by the family name, typed with a plain alef (the same folding as the catalogue search).
  const search = page.getByLabel('بحث');
  await expect(search).toHaveAccessibleDescription(/اسم العميل/);
  await search.fill(`ال ${family}`);
  await page.getByRole('button', { name: 'تطبيق' }).click();
  const table = page.getByRole('table', { name: 'الحجوزات، الأحدث أولًا' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);

  // The columns an agent works with.
  for (const name of ['الحجز', 'الحالة', 'الرحلة', 'المغادرة', 'المسافرون', 'العميل', 'الإجمالي'])
    await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
  for (const [i, id] of bookings.entries()) {
    const row = rows.filter({ has: page.getByRole('link', { name: `فتح الحجز رقم ${id}` }) });
    await expect(row).toContainText(customers[i]!.name);
    await expect(row).toContainText(customers[i]!.phone);
    await expect(row).toContainText(travellersText(1, 0));
    await expect(row).toContainText(formatLongDate(isoInDays(7)));
    await expect(row).toContainText('قيد المراجعة');
  }

  // The skip link moves focus past the filters to the results: the next Tab is the table's scroll
  // region (a wide table on a phone), the one after it the first row (the confirm button is off
  // until a booking is ticked), where the issue counted 28 presses.
  const skip = page.getByRole('link', { name: 'انتقل إلى نتائج الحجوزات' });
  await skip.focus();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#queue-results')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'جدول الحجوزات' })).toBeFocused();
  await page.keyboard.press('Tab');
  const firstBox = page.getByRole('checkbox', { name: `تحديد الحجز رقم ${bookings[1]}` });
  await expect(firstBox).toBeFocused();

  // Tick both and confirm them together.
  const confirm = page.getByRole('button', { name: /تأكيد المحدد/ });
  await expect(confirm).toBeDisabled();
  await page.keyboard.press('Space');
  await expect(firstBox).toBeChecked();
  // The input is visually hidden behind its drawn box: focus and Space, as a keyboard does.
  const secondBox = page.getByRole('checkbox', { name: `تحديد الحجز رقم ${bookings[0]}` });
  await secondBox.focus();
  await page.keyboard.press('Space');
  await expect(secondBox).toBeChecked();
  await expect(confirm).toHaveText('تأكيد المحدد (2)');
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'admin-queue');

  await confirm.click();
  await expect(page.getByText('أُكّد 2 من 2 حجز.')).toBeVisible();
  await expect(rows.filter({ hasText: 'مؤكد' })).toHaveCount(2);
  // Confirmed bookings have nothing left to tick.
  await expect(table.getByRole('checkbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the manifest: a departure’s passengers with the lead contact, printable and as CSV', async ({ page }, testInfo) => {
  test.slow();
  await signedInStaff(page, 'manifest');
  const date = isoInDays(7);
  // The dashboard's occupancy table links each departure here with this address.
  await page.goto(`/admin/manifest?trip=${trip.id}&date=${date}`);
  await expect(page.getByRole('heading', { level: 1, name: `قائمة الركاب: ${trip.title}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`مغادرة ${formatLongDate(date)}`) })).toBeVisible();
  const table = page.getByRole('region', { name: 'جدول الركاب' }).getByRole('table');
  for (const name of ['الحجز', 'المسافر', 'الاسم كما في الجواز', 'تاريخ الميلاد', 'الجنس', 'الجنسية', 'الجواز', 'جهة الاتصال'])
    await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
  for (const [i, id] of bookings.entries()) {
    const row = table.locator('tbody tr').filter({ has: page.getByRole('link', { name: `#${id}`, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('SARA');
    await expect(row).toContainText('A1234567');
    await expect(row).toContainText(customers[i]!.name);
    await expect(row).toContainText(customers[i]!.phone);
  }
  await expect(page.getByRole('button', { name: 'طباعة' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'تنزيل CSV' }).click();
  const csv = await (await download).path();
  const text = (await import('node:fs')).readFileSync(csv, 'utf8');
  for (const id of bookings) expect(text).toContain(String(id));
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'admin-manifest');

  // A wrong address says so.
  await page.goto('/admin/manifest?trip=abc&date=2026-13-01');
  await expect(page.getByText('لا توجد رحلة بهذه البيانات.')).toBeVisible();
  await expectNoAxeViolations(page);
});
