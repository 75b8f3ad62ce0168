import { tripPath } from '@rihla/contract';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookableTrip } from '../support/customer-fixtures.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';

// Issue 30, item 5: the trip page's "مشاركة" opens the system's share sheet where there is one, else
// copies the canonical link and says so; a WhatsApp link carries the title and the address.

test('without a share sheet, "مشاركة" copies the canonical link and says so; WhatsApp carries title and link', async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  const trip = await bookableTrip(request);
  const canonical = `${baseURL}${tripPath(trip.id, trip.title)}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.goto(tripPath(trip.id, trip.title));
  const whatsapp = page.getByRole('link', { name: `مشاركة ${trip.title} عبر واتساب` });
  await expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${trip.title}\n${canonical}`)}`);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await page.getByRole('button', { name: `مشاركة ${trip.title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'نُسخ رابط الرحلة' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  await expectNoAxeViolations(page);
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await screenshotBothWidths(page, testInfo, 'trip-share');
});

test('with a share sheet, "مشاركة" hands it the title and the canonical link', async ({ page, request, baseURL }) => {
  const trip = await bookableTrip(request);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await page.goto(tripPath(trip.id, trip.title));
  await page.getByRole('button', { name: `مشاركة ${trip.title}` }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
    .toEqual({
      title: trip.title,
      url: `${baseURL}${tripPath(trip.id, trip.title)}`,
    });
});
