import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { payWithStc } from '../support/payment.ts';
import { expect, test, type Page } from '../support/test.ts';
import {
  addDays,
  bookingPath,
  successMessages,
  todayIso,
  tripPath,
  type TripAvailability,
  type TripDetail,
} from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';
import {
  expectDetailsStep,
  fillTraveller,
  openWizard,
  reviewAndConfirm,
  mailContaining,
  newestMailTo,
  passportFile,
  registerByApi,
  signInPage,
  typeDate,
} from '../support/customer-fixtures.ts';
import type { APIRequestContext } from '@playwright/test';

// Seats and cancellation as customers meet them (docs/product.md, "Seats and cancellation"): the
// last seats of a departure go to one customer and the date leaves the next one's calendar; a
// cancellation gives them back; each change is e-mailed.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const UNAVAILABLE = 'هذا التاريخ غير متاح لعدد المسافرين، اختر تاريخًا من المواعيد المتاحة';

/** A demo trip that runs only on listed departures and takes two adults. */
async function departuresTrip(request: APIRequestContext): Promise<TripDetail> {
  for (let id = 1; id <= 80; id++) {
    const res = await request.get(`/api/trips/${id}/availability?travellers=2`);
    if (res.status() !== 200 || ((await res.json()) as { data: TripAvailability }).data.kind !== 'departures') continue;
    const trip = ((await (await request.get(`/api/trips/${id}`)).json()) as { data: TripDetail }).data;
    if (trip.default_adults + trip.max_additional_adults >= 2 && trip.default_adults <= 2) return trip;
  }
  throw new Error('the demo catalogue has no departures trip for two adults');
}

/** A departure of `seats` on a date of its own (the operator's CLI, against the test server's database). */
function addDeparture(trip: TripDetail, seats: number): string {
  const today = todayIso();
  const last = trip.expiry_date ?? addDays(today, 120);
  // Past the demo departures (at most 24 days out); another date per run, so a retry starts afresh.
  const span = Math.max(1, Math.min(60, (Date.parse(last) - Date.parse(addDays(today, 30))) / 86_400_000));
  const date = addDays(today, 30 + (Math.floor(Date.now() / 1000) % span));
  execFileSync(
    process.execPath,
    [path.join(root, 'apps/api/src/cli/admin.ts'), 'departures', 'add', String(trip.id), date, String(seats)],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR! },
      stdio: 'pipe',
    },
  );
  return date;
}

const dateField = (page: Page) => page.getByRole('group', { name: 'تاريخ الرحلة', exact: true });

test('the last seats go to one customer, the date leaves the next one’s calendar, and a cancellation brings them back', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const trip = await departuresTrip(request);
  const date = addDeparture(trip, 2);
  const first = await registerByApi(request);
  const second = await registerByApi(request);

  // The trip page names the first date the travellers can all book.
  await page.goto(tripPath(trip.id, trip.title));
  await expect(page.getByText('أقرب موعد متاح:')).toBeVisible();

  // The first customer books both seats through the wizard.
  await signInPage(page, first.token);
  await openWizard(page, trip, 2);
  await expectDetailsStep(page);
  await typeDate(page, 'تاريخ الرحلة', date);
  await expect(page.getByText('بقي مقعدان في هذا التاريخ')).toBeVisible();
  for (const i of [0, 1]) {
    await fillTraveller(page, i, {
      nationality: 'المملكة العربية السعودية',
      passport: `S${i}765432`,
      expiry: addDays(todayIso(), 800),
      image: passportFile(`seat-${i}.png`),
    });
  }
  await reviewAndConfirm(page);
  await payWithStc(page);
  const bookingId = Number(new URL(page.url()).searchParams.get('booking_id'));
  // The e-mail "received" links to the booking's page (it is sent after the answer: wait for it).
  await expect.poll(() => newestMailTo(first.email)).toContain(bookingPath(bookingId));

  // The next customer no longer finds the date, typed or in the calendar.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'ar-SA', timezoneId: 'Asia/Riyadh' });
  const next = await other.newPage();
  await signInPage(next, second.token);
  await openWizard(next, trip, 1);
  await expectDetailsStep(next);
  await typeDate(next, 'تاريخ الرحلة', date);
  await next.getByRole('textbox', { name: 'رقم الجواز (المسافر 1)' }).click();
  await expect(next.getByText(UNAVAILABLE)).toBeVisible();
  await dateField(next)
    .getByRole('button', { name: /التقويم/ })
    .click();
  const cell = next
    .getByRole('button', { name: new RegExp(String(Number(date.slice(8)))) })
    .filter({ hasText: new RegExp(`^${Number(date.slice(8))}`) });
  await expect(cell.first()).toHaveAttribute('aria-disabled', 'true');
  await next.keyboard.press('Escape');

  // The first customer cancels from the booking's own page, reached from the confirmation.
  await page.getByRole('link', { name: 'عرض الحجز' }).click();
  await expect(page).toHaveURL(new RegExp(`${bookingPath(bookingId)}$`));
  await expect(page.getByRole('heading', { name: 'بيانات المسافرين' })).toBeVisible();
  await expect(page.getByText('•••••432').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'إلغاء الحجز' }).click();
  const dialog = page.getByRole('alertdialog', { name: `إلغاء الحجز رقم ${bookingId}؟` });
  await expect(dialog).toContainText('سياسة الاسترداد');
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'سبب الإلغاء (اختياري)' }).fill('تغيّر موعد إجازتي');
  await screenshotBothWidths(page, testInfo, 'cancel-dialog');
  await dialog.getByRole('button', { name: 'تأكيد الإلغاء' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: successMessages.bookingCancelled })).toBeVisible();
  await expect(page.getByText('ملغي').first()).toBeVisible();
  await expect(page.getByText('السبب: تغيّر موعد إجازتي')).toBeVisible();
  await screenshotBothWidths(page, testInfo, 'booking-cancelled');
  // The booking was paid (issue 26): its refund is e-mailed too, so the cancellation is looked for.
  const mail = await mailContaining(first.email, 'تم إلغاء حجزك');
  expect(mail).toContain('تغيّر موعد إجازتي');
  expect(mail).toContain('سياسة الاسترداد');

  // The seats are back for the next customer.
  await next.reload();
  await typeDate(next, 'تاريخ الرحلة', date);
  await expect(next.getByText('بقي مقعدان في هذا التاريخ')).toBeVisible();
  await expect(next.getByText(UNAVAILABLE)).toBeHidden();
  await other.close();
});
