import { countryPath, cityPath, formatRiyal, tripPath } from '@rihla/contract';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookableTrip } from '../support/customer-fixtures.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';

// Issue 31, item 7: on a phone the trip page keeps the total and the way to book at the bottom of the
// screen, and every width shows the breadcrumb home › country › city › trip.

test('a phone keeps the total and “احجز الآن” at the bottom; the breadcrumb leads to the country and city', async ({
  page,
  request,
}, testInfo) => {
  const trip = await bookableTrip(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tripPath(trip.id, trip.title));
  const bar = page.getByRole('region', { name: 'الحجز السريع' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(formatRiyal(trip.price));
  await expect(bar.getByRole('button')).toHaveText('احجز الآن');
  // Still there far down the page.
  await page.getByRole('heading', { name: 'شروط الحجز' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('trip-phone-bar-390.png') });
  const crumbs = page.getByRole('navigation', { name: 'مسار التنقل' });
  await expect(crumbs.getByRole('link', { name: trip.to_country!.name, exact: true })).toHaveAttribute(
    'href',
    countryPath(trip.to_country!.id, trip.to_country!.name),
  );
  await expect(crumbs.getByRole('link', { name: trip.to_city.name, exact: true })).toHaveAttribute(
    'href',
    cityPath(trip.to_city.id, trip.to_city.name),
  );
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'trip-phone');
  await page.setViewportSize({ width: 390, height: 844 });
  await bar.getByRole('button', { name: 'احجز الآن', exact: true }).click();
  await expect(page).toHaveURL(/\/book$/);
});

test('a desktop has no bottom bar: the booking box stays beside the trip', async ({ page, request }) => {
  const trip = await bookableTrip(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(tripPath(trip.id, trip.title));
  await expect(page.getByRole('complementary', { name: 'احجز رحلتك' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'الحجز السريع' })).toBeHidden();
});

test('the pictures full screen: next by button and keys, thumbnails, Escape gives focus back; seen at 390 and 1280 px', async ({
  page,
  request,
}, testInfo) => {
  const trip = await bookableTrip(request);
  await page.goto(tripPath(trip.id, trip.title));
  const open = page.getByRole('button', { name: 'عرض الصور بملء الشاشة' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: `صور ${trip.title}` });
  await expect(dialog.getByRole('img', { name: `${trip.title}، صورة 1 من ${trip.images.length}` })).toBeVisible();
  if (trip.images.length > 1) {
    await dialog.getByRole('button', { name: 'الصورة التالية' }).click();
    await expect(dialog.getByRole('img', { name: `${trip.title}، صورة 2 من ${trip.images.length}` })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  // The open gallery at both widths (the swipe itself is packages/ui's lightbox test).
  await screenshotBothWidths(page, testInfo, 'trip-gallery');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
