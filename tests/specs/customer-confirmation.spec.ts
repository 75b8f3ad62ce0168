import { expect, test, type Page } from '../support/test.ts';
import {
  formatRiyal,
  formatSlashDate,
  successMessages,
  tripBookPath,
  uiMessages,
  type Booking,
  type TripDetail,
} from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookByApi } from '../support/booking-api.ts';
import {
  acceptTerms,
  bookableTrip,
  fillChild,
  fillTraveller,
  isoInDays,
  passportFile,
  registerByApi,
  signInPage,
  typeDate,
} from '../support/customer-fixtures.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';
import { PAID_TEXT, payWithStc } from '../support/payment.ts';

// Issue 11 items 5 and 6: step 3 shows the booking the server has (trip, dates, travellers, total,
// status), not-found for a number that is not the customer's, and no axe failure right after a
// booking is made.

const confirmationUrl = (trip: Pick<TripDetail, 'id' | 'title'>, id: number) =>
  `${tripBookPath(trip.id, trip.title)}?booking_id=${id}`;
const noSuccess = async (page: Page) => {
  await expect(page.getByText(successMessages.booked)).toHaveCount(0);
  await expect(page.getByText(PAID_TEXT)).toHaveCount(0);
};

test('step 3 loads the booking and shows what was booked', async ({ page }, testInfo) => {
  const customer = await registerByApi(page.request);
  const trip = await bookableTrip(page.request);
  const booking: Booking = await bookByApi(page.request, customer.token, trip);
  await signInPage(page, customer.token);
  const read = page.waitForResponse((r) => r.url().endsWith(`/api/customer/bookings/${booking.id}`));
  await page.goto(confirmationUrl(trip, booking.id));
  expect((await read).status()).toBe(200);

  const step = page.getByRole('region', { name: 'تأكيد الحجز' });
  // bookByApi pays for it (issue 26): the confirmation is the payment's.
  await expect(step.getByRole('status').filter({ hasText: PAID_TEXT })).toBeVisible();
  const row = (label: string) => step.locator('div').filter({ has: page.getByRole('term').getByText(label, { exact: true }) });
  await expect(row('رقم الحجز').getByRole('definition')).toHaveText(String(booking.id));
  await expect(row('الرحلة').getByRole('definition')).toHaveText(booking.trip.title);
  await expect(row('الحالة').getByRole('definition')).toHaveText(booking.status_text_ar);
  await expect(row('من').getByRole('definition')).toHaveText(formatSlashDate(booking.from_date));
  await expect(row('إلى').getByRole('definition')).toHaveText(formatSlashDate(booking.to_date));
  await expect(row('المسافرون').getByRole('definition')).toHaveText(/البالغون .+، الأطفال .+/);
  await expect(row('الإجمالي').getByRole('definition')).toHaveText(formatRiyal(booking.total_price));
  // The side summary follows the booking, not a draft the page never had.
  const summary = page.getByRole('complementary', { name: /ملخص الحجز/ });
  await expect(summary.getByText(formatRiyal(booking.total_price)).last()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, testInfo, 'wizard-confirmation');
});

test("a booking number that is not the customer's shows the not-found view", async ({ page }) => {
  const owner = await registerByApi(page.request);
  const trip = await bookableTrip(page.request);
  const theirs = await bookByApi(page.request, owner.token, trip);
  const other = await registerByApi(page.request);
  await signInPage(page, other.token);

  for (const id of [theirs.id, 999_999]) {
    const read = page.waitForResponse((r) => r.url().endsWith(`/api/customer/bookings/${id}`));
    await page.goto(confirmationUrl(trip, id));
    expect((await read).status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: uiMessages.pageNotFound })).toBeVisible();
    await noSuccess(page);
    await expect(page.getByText(String(id), { exact: true })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});

test("the customer's booking opened under another trip's address is not confirmed there", async ({ page }) => {
  const customer = await registerByApi(page.request);
  const trip = await bookableTrip(page.request);
  const booking = await bookByApi(page.request, customer.token, trip);
  const otherTrip = { id: trip.id === 1 ? 2 : 1, title: 'x' };
  await signInPage(page, customer.token);
  await page.goto(confirmationUrl(otherTrip, booking.id));
  await expect(page.getByRole('heading', { level: 1, name: uiMessages.pageNotFound })).toBeVisible();
  await noSuccess(page);
});

test('a guest opening a confirmation is asked to sign in, nothing is confirmed', async ({ page }) => {
  const trip = await bookableTrip(page.request);
  await page.goto(confirmationUrl(trip, 999));
  await expect(page.getByRole('heading', { level: 2, name: 'تأكيد الحجز' })).toBeVisible();
  await noSuccess(page);
  await expect(page.getByRole('link', { name: 'تسجيل الدخول' }).last()).toHaveAttribute('href', /\/auth\/login\?next=/);
});

test('axe right after a booking is made in the wizard (no announcer node left behind)', async ({ page }) => {
  const customer = await registerByApi(page.request);
  const trip = await bookableTrip(page.request);
  await signInPage(page, customer.token);
  await page.goto(tripBookPath(trip.id, trip.title));
  await expect(page.getByRole('heading', { level: 2, name: 'بيانات الحجز' })).toBeVisible({ timeout: 30_000 });
  await typeDate(page, 'تاريخ الرحلة', isoInDays(12));
  for (let i = 0; i < trip.default_adults; i++)
    await fillTraveller(page, i, {
      nationality: 'المملكة العربية السعودية',
      passport: `A${i}765432`,
      expiry: isoInDays(500),
      image: passportFile(`passport-${i}.png`),
    });
  // The trip's default children are travellers too (issue 31).
  for (let i = trip.default_adults; i < trip.default_adults + trip.default_childs; i++) await fillChild(page, i);
  await page.getByRole('button', { name: 'التالي' }).click();
  await acceptTerms(page);
  const submit = page.getByRole('button', { name: 'تأكيد الحجز' });
  await submit.focus();
  await page.keyboard.press('Enter');
  await payWithStc(page);
  // At once: a retrying assertion would wait out the announcer's 7 s and prove nothing.
  await expectNoAxeViolations(page);
  expect(await page.locator('[role=img][aria-labelledby]').count()).toBe(0);
});
