import fs from 'node:fs';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookByApi } from '../support/booking-api.ts';
import { bookableTrip, registerByApi, signInPage } from '../support/customer-fixtures.ts';
import { inRunDatabase } from '../support/run-database.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';

// Issue 31, item 8: a booking's page lets the customer ask the agency about it (WhatsApp with the
// booking number, e-mail), put it in their calendar (.ics), and, once confirmed, print its voucher.

test('a booking: WhatsApp and e-mail about it, an .ics file, and once confirmed a printable voucher', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerByApi(request);
  const trip = await bookableTrip(request);
  const booking = await bookByApi(request, customer.token, trip);
  await signInPage(page, customer.token);
  await page.goto(`/account/trips/${booking.id}`);
  const extras = page.getByRole('region', { name: 'تواصل معنا بخصوص هذا الحجز' });
  const whatsapp = extras.getByRole('link', { name: 'واتساب' });
  expect(decodeURIComponent((await whatsapp.getAttribute('href'))!)).toContain(`بخصوص الحجز رقم ${booking.id}`);
  expect(decodeURIComponent((await extras.getByRole('link', { name: 'البريد الإلكتروني' }).getAttribute('href'))!)).toContain(
    `subject=بخصوص الحجز رقم ${booking.id}`,
  );
  // Not confirmed yet: no voucher.
  await expect(extras.getByRole('link', { name: 'قسيمة الحجز' })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await extras.getByRole('button', { name: 'إضافة إلى التقويم (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`rihla-booking-${booking.id}.ics`);
  const ics = fs.readFileSync(await download.path(), 'utf8');
  expect(ics).toContain(`DTSTART;VALUE=DATE:${booking.from_date.replaceAll('-', '')}`);
  expect(ics).toContain(`UID:booking-${booking.id}@rihla`);

  // The agency confirms it.
  inRunDatabase((db) => db.prepare("update bookings set status = 'confirmed' where id = ?").run(booking.id));
  await page.reload();
  await extras.getByRole('link', { name: 'قسيمة الحجز' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/trips/${booking.id}/voucher$`));
  const voucher = page.getByRole('article', { name: 'قسيمة الحجز' });
  await expect(voucher).toContainText(`رقم الحجز ${booking.id}`);
  await expect(voucher.getByRole('img', { name: `رمز الاستجابة السريعة لرقم الحجز ${booking.id}` })).toBeVisible();
  await expect(voucher).toContainText(trip.title);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'voucher');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('contentinfo')).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', printBackground: true, path: testInfo.outputPath('voucher.pdf') });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
});

test('a voucher of a booking not yet confirmed says when it comes', async ({ page, request }) => {
  const customer = await registerByApi(request);
  const booking = await bookByApi(request, customer.token, await bookableTrip(request));
  await signInPage(page, customer.token);
  await page.goto(`/account/trips/${booking.id}/voucher`);
  await expect(page.getByText('تصدر القسيمة بعد أن يؤكد فريق رحلة حجزك.', { exact: false })).toBeVisible();
});
