import { PAID_TEXT, payWithStc } from '../support/payment.ts';
import { expect, test } from '../support/test.ts';
import { endTrip } from '../support/run-database.ts';
import {
  formatRating,
  formatRiyal,
  priceBreakdown,
  successMessages,
  travellerLimits,
  type Paginated,
  type TripCard,
} from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';
import {
  acceptTerms,
  bookableTrip,
  fillChild,
  fillTraveller,
  isoInDays,
  fillRegisterForm,
  newCustomer,
  passportFile,
  settleAnnouncements,
  typeDate,
} from '../support/customer-fixtures.ts';

// The customer's whole journey of issue 7, in one browser session against the real server.
test('register, search, favourite, price, book two adults, find and rate the booking, edit the rating, log out', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const customer = newCustomer();

  // 1. Register with a phone number; the register page then sends the new customer home.
  await page.goto('/auth/register');
  await fillRegisterForm(page, customer);
  await page.getByRole('button', { name: 'إنشاء حساب', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole('button', { name: `قائمة الحساب: ${customer.name}` });
  await expect(menu).toBeVisible();

  // 2. Search with the home form's defaults.
  await page.getByRole('search').getByRole('button', { name: 'بحث' }).click();
  await expect(page).toHaveURL(/\/search\?/);
  const query = new URL(page.url()).search;
  const results = (await (await request.get(`/api/trips/filter${query}`)).json()) as Paginated<TripCard>;
  const trip = await bookableTrip(
    request,
    results.data.map((t) => t.id),
  );

  // 3. Favourite it from the results.
  const heart = page.getByRole('button', { name: `${trip.title} في المفضلة` });
  await heart.scrollIntoViewIfNeeded();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // 4. Open it and change adults and children: the total follows the formula of docs/product.md, "Constants and limits".
  await page.getByRole('link', { name: trip.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
  const total = page.getByRole('complementary', { name: 'احجز رحلتك' }).locator('output');
  await expect(total).toHaveText(formatRiyal(priceBreakdown(trip, trip.default_adults, trip.default_childs).total));
  const children = Math.min(trip.default_childs + 1, travellerLimits(trip).children.max);
  await page.getByRole('textbox', { name: 'عدد البالغين' }).fill('2');
  await page.getByRole('textbox', { name: 'عدد الأطفال' }).fill(String(children));
  await page.getByRole('textbox', { name: 'عدد الأطفال' }).press('Tab');
  const expected = priceBreakdown(trip, 2, children).total;
  await expect(total).toHaveText(formatRiyal(expected));

  // 5. Book for two adults with passport images made by the test.
  await page.getByRole('button', { name: 'احجز الآن' }).click();
  await expect(page).toHaveURL(/\/book$/);
  await expect(page.getByRole('heading', { level: 2, name: 'بيانات الحجز' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: /ملخص الحجز/ });
  await expect(summary.getByRole('definition').last()).toHaveText(formatRiyal(expected));
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'wizard-step-2-details-empty');

  await typeDate(page, 'تاريخ الرحلة', isoInDays(14));
  await fillTraveller(page, 0, {
    nationality: 'المملكة العربية السعودية',
    passport: 'A1234567',
    expiry: isoInDays(500),
    image: passportFile('passport-adult-1.png', [180, 40, 40]),
  });
  await fillTraveller(page, 1, {
    nationality: 'الأردن',
    passport: 'B7654321',
    expiry: isoInDays(600),
    image: passportFile('passport-adult-2.png', [40, 40, 180]),
  });
  // Every child by name too (issue 31): after the adults.
  for (let i = 2; i < 2 + children; i++) await fillChild(page, i);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'wizard-step-2-details-filled');
  // The review (issue 31): nothing is booked before "تأكيد الحجز".
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'مراجعة الحجز' })).toBeVisible();
  await acceptTerms(page);
  await page.getByRole('button', { name: 'تأكيد الحجز' }).click();

  // 6. Payment (issue 26), then the confirmation.
  await payWithStc(page);
  await expect(page.getByRole('heading', { level: 2, name: 'تأكيد الحجز' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: PAID_TEXT })).toBeVisible();
  await expect(page).toHaveURL(/\?booking_id=\d+$/);
  await expect(page.getByText('قيد المراجعة')).toBeVisible();
  await settleAnnouncements(page);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'wizard-step-3-confirmation');

  // 7. The booking under my trips, with its status.
  await menu.click();
  await page.getByRole('menuitem', { name: 'رحلاتي' }).click();
  await expect(page).toHaveURL(/\/account\/trips$/);
  const booking = page.getByRole('article', { name: trip.title });
  await expect(booking).toBeVisible({ timeout: 30_000 });
  await expect(booking.getByText('قيد المراجعة')).toBeVisible();
  await expectNoAxeViolations(page);

  // 8. Rate it, once the trip has ended (ratings are public reviews: issue 30).
  await expect(booking.getByRole('button', { name: `قيّم الرحلة ${trip.title}` })).toHaveCount(0);
  const details = await booking.getByRole('link', { name: /^تفاصيل الحجز رقم \d+$/ }).getAttribute('aria-label');
  endTrip(Number(/\d+$/.exec(details!)![0]));
  await page.reload();
  await booking.getByRole('button', { name: `قيّم الرحلة ${trip.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'تقييم الرحلة' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: '4 نجوم' }).check({ force: true });
  await dialog.getByLabel('تعليقك').fill('رحلة رائعة وتنظيم ممتاز');
  await dialog.getByRole('button', { name: 'إرسال التقييم' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: successMessages.ratingSent })).toBeVisible();
  await expect(booking.getByText(`تقييمك ${formatRating(4)}`)).toBeVisible();

  // 9. Edit the rating: the modal opens pre-filled.
  await booking.getByRole('button', { name: `تعديل تقييم ${trip.title}` }).click();
  await expect(dialog.getByRole('radio', { name: '4 نجوم' })).toBeChecked();
  await expect(dialog.getByLabel('تعليقك')).toHaveValue('رحلة رائعة وتنظيم ممتاز');
  await dialog.getByRole('radio', { name: '5 نجوم' }).check({ force: true });
  await dialog.getByRole('button', { name: 'إرسال التقييم' }).click();
  await expect(booking.getByText(`تقييمك ${formatRating(5)}`)).toBeVisible();

  // 10. The favourite is in the favourites grid.
  await menu.click();
  await page.getByRole('menuitem', { name: 'المفضلة' }).click();
  await expect(page.getByRole('article', { name: trip.title })).toBeVisible();
  await settleAnnouncements(page);
  await expectNoAxeViolations(page);

  // 11. Log out through the confirmation dialog.
  await menu.click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'تسجيل الخروج' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
