import { expect, test, type Page } from '../support/test.ts';
import {
  bookingPath,
  formatHalalas,
  paymentMessages as m,
  toHalalas,
  tripBookPath,
  type Booking,
  type TripDetail,
} from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookByApi } from '../support/booking-api.ts';
import {
  bookableTrip,
  mailContaining,
  registerByApi,
  settleAnnouncements,
  signInPage,
  tabTo,
} from '../support/customer-fixtures.ts';
import { answer3ds, CARDS, expectPaid, expectPaymentStep, fillCard, payButton, STC_MOBILE, STC_OTP } from '../support/payment.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';

// Issue 26, the customer's side of online payment, against the real server and the local Moyasar
// stand-in (dev/payment-gateway): the payment step, 3-D Secure, a declined card, STC Pay, the
// keyboard alone, and what "my trips" shows of it.

const wizardUrl = (trip: Pick<TripDetail, 'id' | 'title'>, id: number) => `${tripBookPath(trip.id, trip.title)}?booking_id=${id}`;

/** A new customer, signed in on `page`, with a booking awaiting its payment. */
async function awaitingBooking(page: Page): Promise<{ trip: TripDetail; booking: Booking; token: string; email: string }> {
  const customer = await registerByApi(page.request);
  const trip = await bookableTrip(page.request);
  const booking = await bookByApi(page.request, customer.token, trip, { pay: false });
  expect(booking.status).toBe('awaiting_payment');
  await signInPage(page, customer.token);
  return { trip, booking, token: customer.token, email: customer.email };
}

test('pays with a mada card through 3-D Secure and sees the confirmation', async ({ page }, testInfo) => {
  const { trip, booking, email } = await awaitingBooking(page);
  await page.goto(wizardUrl(trip, booking.id));
  await expectPaymentStep(page);
  await expect(page.getByRole('listitem').filter({ hasText: 'الدفع' })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText(m.testMode)).toBeVisible();
  await expect(page.getByRole('timer', { name: m.holdLeft })).toHaveText(/^\d\d:\d\d$/);
  await expect(payButton(page)).toHaveText(`ادفع ${formatHalalas(toHalalas(booking.total_price))}`);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'payment-step');

  await fillCard(page, CARDS.madaApproved);
  await expect(page.getByText('نوع البطاقة: mada')).toBeVisible();
  await payButton(page).click();
  await answer3ds(page, 'approve');

  await expectPaid(page);
  await expect(page.getByText(m.paidNext)).toBeVisible();
  await expect(page.getByText('قيد المراجعة')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'التأكيد' })).toHaveAttribute('aria-current', 'step');
  // The gateway's id, status and message are gone from the address: a refresh does not check again.
  expect(new URL(page.url()).search).toBe(`?booking_id=${booking.id}`);
  await settleAnnouncements(page);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'payment-paid');
  // The e-mail that says so, with the booking's page.
  const mail = await mailContaining(email, 'تم الدفع بنجاح', 20_000);
  expect(mail).toContain(bookingPath(booking.id));
});

test('a declined card says why, and another card then pays', async ({ page }, testInfo) => {
  const { trip, booking } = await awaitingBooking(page);
  await page.goto(wizardUrl(trip, booking.id));
  await expectPaymentStep(page);
  await fillCard(page, CARDS.madaInsufficient);
  await payButton(page).click();
  await answer3ds(page, 'approve');

  await expectPaymentStep(page);
  await expect(page.getByRole('alert')).toContainText('الرصيد غير كافٍ');
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'payment-declined');

  await fillCard(page, CARDS.madaApproved);
  await payButton(page).click();
  await answer3ds(page, 'approve');
  await expectPaid(page);

  // The booking's page lists both attempts.
  await page.getByRole('link', { name: 'عرض الحجز' }).click();
  const payments = page.getByRole('list', { name: 'عمليات الدفع' });
  await expect(payments.getByRole('listitem')).toHaveCount(2);
  await expect(payments).toContainText('فشلت');
  await expect(payments).toContainText('مدفوعة');
  await expect(payments).toContainText('تنتهي بـ 1010');
  await expectNoAxeViolations(page);
});

test('from my trips, "أكمل الدفع" leads to the payment step; STC Pay pays with its OTP', async ({ page }) => {
  const { trip, booking } = await awaitingBooking(page);
  await page.goto('/account/trips');
  const item = page.getByRole('article', { name: trip.title });
  await expect(item.getByText('بانتظار الدفع')).toBeVisible({ timeout: 30_000 });
  await item.getByRole('link', { name: `${m.completePayment} للحجز رقم ${booking.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/book\\?booking_id=${booking.id}$`));

  await expectPaymentStep(page);
  await page.locator('label').filter({ hasText: 'STC Pay' }).click();
  await payButton(page).click();
  // A wrong mobile is said next to its field.
  await expect(page.getByRole('textbox', { name: m.mobileLabel })).toHaveAccessibleDescription(new RegExp(m.mobileInvalid));
  await page.getByRole('textbox', { name: m.mobileLabel }).fill(STC_MOBILE);
  await payButton(page).click();
  const otp = page.getByRole('textbox', { name: m.otpLabel });
  await expect(otp).toBeFocused({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await otp.fill(STC_OTP);
  await page.getByRole('button', { name: 'تأكيد الدفع' }).click();
  await expectPaid(page);
  await expectNoAxeViolations(page);
  await page.goto(`/account/trips/${booking.id}`);
  await expect(page.getByRole('list', { name: 'عمليات الدفع' })).toContainText('STC Pay');
  await expect(page.getByRole('link', { name: new RegExp(m.completePayment) })).toHaveCount(0);
});

test('the card form and the 3-D Secure page with the keyboard alone', async ({ page }) => {
  const { trip, booking } = await awaitingBooking(page);
  await page.goto(wizardUrl(trip, booking.id));
  await expectPaymentStep(page);
  await tabTo(page, page.getByRole('textbox', { name: 'الاسم على البطاقة' }));
  await page.keyboard.type('Sara Alharbi');
  await page.keyboard.press('Tab');
  await page.keyboard.type(CARDS.madaApproved);
  await expect(page.getByRole('textbox', { name: 'رقم البطاقة' })).toHaveValue('4201 3201 1111 1010');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0830');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await tabTo(page, payButton(page));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: /3-D Secure/ })).toBeVisible({ timeout: 30_000 });
  await tabTo(page, page.getByRole('button', { name: /موافقة/ }));
  await page.keyboard.press('Enter');
  await expectPaid(page);
});

test('the cancel dialog says what cancelling a paid booking gives back', async ({ page }) => {
  const customer = await registerByApi(page.request);
  const trip = await bookableTrip(page.request);
  const booking = await bookByApi(page.request, customer.token, trip);
  expect(booking.status).toBe('pending');
  await signInPage(page, customer.token);
  await page.goto(`/account/trips/${booking.id}`);
  await page.getByRole('button', { name: 'إلغاء الحجز' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(/سيُعاد إليك .+ \(\d+%\)|لن يُعاد إليك شيء/);
  await expectNoAxeViolations(page);
});
