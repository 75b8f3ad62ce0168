import { expect, test, type Page } from '../support/test.ts';
import { tripBookPath, validationMessages, type BookingWithFiles, type DataEnvelope } from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';
import { PAID_TEXT, payWithStc } from '../support/payment.ts';
import {
  acceptTerms,
  bookableTrip,
  bookingsOf,
  expectDetailsStep,
  fillChild,
  fillTraveller,
  isoInDays,
  openWizard,
  passportFile,
  registerByApi,
  settleAnnouncements,
  signInPage,
  typeDate,
} from '../support/customer-fixtures.ts';

// Issue 31, items 1-3: every traveller by name (an adult and a child), the review step before the
// booking is made (the terms required), the draft kept through a reload and back/forward, and a
// saved traveller reused on the next booking and managed from the account.

const review = (page: Page) => page.getByRole('heading', { level: 2, name: 'مراجعة الحجز' });
const details = (page: Page) => page.getByRole('heading', { level: 2, name: 'بيانات الحجز' });

test('an adult and a child by name, the review with its terms, a reload and back/forward losing nothing, a saved traveller reused', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const customer = await registerByApi(request);
  const trip = await bookableTrip(request);
  await signInPage(page, customer.token);
  await openWizard(page, trip, 1, 1);
  await expectDetailsStep(page);

  // Step 2: the date, the adult (lead contact) and the child, each by name as in the passport.
  await expect(page.getByRole('group', { name: 'المسافر 1 (بالغ، جهة الاتصال)' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'المسافر 2 (طفل)' })).toBeVisible();
  // A child has no passport fields.
  await expect(page.getByRole('textbox', { name: 'رقم الجواز (المسافر 2)' })).toHaveCount(0);
  const date = isoInDays(14);
  await typeDate(page, 'تاريخ الرحلة', date);
  await fillTraveller(page, 0, {
    first_name: 'Sara',
    last_name: "O'Neil-Saad",
    gender: 'أنثى',
    nationality: 'المملكة العربية السعودية',
    passport: 'T3112345',
    expiry: isoInDays(700),
    image: passportFile('passport-31.png', [160, 60, 60]),
  });
  await fillChild(page, 1, { first_name: 'Omar', last_name: 'Saad', birth_date: isoInDays(-6 * 365) });
  // Arabic letters in a name are refused on leaving the field, in Arabic.
  const childName = page.getByRole('textbox', { name: 'الاسم الأول (المسافر 2)' });
  await childName.fill('عمر');
  await childName.blur();
  await expect(childName).toHaveAccessibleDescription(new RegExp(validationMessages.latinName.replace(/[()'.-]/g, '.')));
  await expect(page.getByRole('button', { name: 'التالي' })).toBeDisabled();
  await childName.fill('Omar');
  const consent = page.getByRole('checkbox', { name: 'احفظ بيانات المسافرين لحجوزاتي القادمة' });
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await settleAnnouncements(page);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'wizard-31-details-adult-child');

  // Step 3: the review. Nothing is booked yet, and not without the terms.
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(review(page)).toBeFocused();
  await expect(page).toHaveURL(/\?step=review$/);
  const steps = page.getByRole('list', { name: 'خطوات الحجز' });
  await expect(steps.locator('[aria-current=step]')).toHaveText(/المراجعة/);
  await expect(page.getByText("SARA O'NEIL-SAAD")).toBeVisible();
  await expect(page.getByText('OMAR SAAD')).toBeVisible();
  await expect(page.getByText('المسافر 2 (طفل)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'تفاصيل السعر' })).toContainText('الإجمالي');
  await expect(page.getByRole('region', { name: 'الإلغاء واسترداد المبلغ' })).toContainText('يمكنك إلغاء الحجز من حسابك حتى');
  await page.getByRole('button', { name: 'تأكيد الحجز' }).click();
  await expect(page.getByText(validationMessages.termsAccepted)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'أوافق على الشروط' })).toBeFocused();
  expect(await bookingsOf(request, customer.token)).toEqual([]);
  await settleAnnouncements(page);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'wizard-31-review');

  // Back and forward move between the steps, keeping everything.
  await page.goBack();
  await expect(details(page)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'الاسم الأول (المسافر 1)' })).toHaveValue('Sara');
  await page.goForward();
  await expect(review(page)).toBeVisible();
  await acceptTerms(page);

  // A reload on the review: every field typed is back; the file, which the browser cannot keep, is named.
  await page.reload();
  await expect(details(page)).toBeVisible({ timeout: 30_000 });
  await expect(page).not.toHaveURL(/step=review/);
  await expect(page.getByRole('textbox', { name: 'الاسم الأول (المسافر 1)' })).toHaveValue('Sara');
  await expect(page.getByRole('textbox', { name: 'اسم العائلة (المسافر 1)' })).toHaveValue("O'Neil-Saad");
  await expect(page.getByRole('textbox', { name: 'الاسم الأول (المسافر 2)' })).toHaveValue('Omar');
  await expect(page.getByRole('textbox', { name: 'رقم الجواز (المسافر 1)' })).toHaveValue('T3112345');
  await expect(page.getByRole('combobox', { name: 'الجنسية (المسافر 1)' })).toHaveValue('المملكة العربية السعودية');
  await expect(page.getByRole('button', { name: /الجنس \(المسافر 2\)/ })).toContainText('ذكر');
  const tripDate = page.getByRole('group', { name: 'تاريخ الرحلة', exact: true });
  await expect(tripDate.getByRole('spinbutton').last()).toHaveAttribute('aria-valuenow', String(Number(date.slice(0, 4))));
  await expect(consent).toBeChecked();
  const note = page.getByRole('group', { name: /المسافر 1/ }).getByRole('status');
  await expect(note).toContainText('اختر من جديد');
  await expect(note).toContainText('passport-31.png');
  await settleAnnouncements(page);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'wizard-31-after-reload');

  // The file picked again: on to the review (the terms box kept), and the booking is made there.
  await page.locator('input[type=file][name="passport_image[0]"]').setInputFiles(passportFile('passport-31.png', [160, 60, 60]));
  await expect(note).toHaveCount(0);
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(review(page)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'أوافق على الشروط' })).toBeChecked();
  await page.getByRole('button', { name: 'تأكيد الحجز' }).click();
  await payWithStc(page);
  await expect(page.getByRole('status').filter({ hasText: PAID_TEXT })).toBeVisible();
  const bookingId = Number(new URL(page.url()).searchParams.get('booking_id'));
  const booking = (
    (await (
      await request.get(`/api/customer/bookings/${bookingId}`, { headers: { Authorization: `Bearer ${customer.token}` } })
    ).json()) as DataEnvelope<BookingWithFiles>
  ).data;
  expect(booking.travellers!.map((t) => [t.kind, t.first_name, t.last_name])).toEqual([
    ['adult', 'SARA', "O'NEIL-SAAD"],
    ['child', 'OMAR', 'SAAD'],
  ]);

  // The next booking: the saved adult fills traveller 1 in one choice.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(tripBookPath(trip.id, trip.title));
  await expect(details(page)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /املأ من المسافرين المحفوظين \(المسافر 1\)/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: "SARA O'NEIL-SAAD" }).click();
  await expect(page.getByRole('textbox', { name: 'الاسم الأول (المسافر 1)' })).toHaveValue('SARA');
  await expect(page.getByRole('textbox', { name: 'رقم الجواز (المسافر 1)' })).toHaveValue('T3112345');
  await expect(page.getByRole('combobox', { name: 'الجنسية (المسافر 1)' })).toHaveValue('المملكة العربية السعودية');
  await settleAnnouncements(page);
  await expectNoAxeViolations(page);
});

test('saved travellers are listed, edited and removed from the account', async ({ page, request }, testInfo) => {
  const customer = await registerByApi(request);
  const headers = { Authorization: `Bearer ${customer.token}` };
  for (const first_name of ['Layla', 'Yusuf'])
    expect(
      (
        await request.post('/api/customer/travellers', {
          headers,
          data: { first_name, last_name: 'Haddad', birth_date: '1991-07-20', gender: first_name === 'Layla' ? 'female' : 'male' },
        })
      ).status(),
    ).toBe(200);
  await signInPage(page, customer.token);
  await page.goto('/account/travellers');
  await expect(page.getByRole('heading', { level: 1, name: 'المسافرون المحفوظون' })).toBeVisible({ timeout: 30_000 });
  const list = page.getByRole('list', { name: 'المسافرون المحفوظون' });
  await expect(list.getByRole('heading', { name: 'LAYLA HADDAD' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'account-31-saved-travellers');

  // Edit: a name in Arabic letters is refused; then saved in Latin letters with a passport.
  await page.getByRole('button', { name: 'تعديل LAYLA HADDAD' }).click();
  const form = page.getByRole('form', { name: 'تعديل LAYLA HADDAD' });
  await form.getByRole('textbox', { name: 'اسم العائلة' }).fill('حداد');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(form.getByText(validationMessages.latinName)).toBeVisible();
  await form.getByRole('textbox', { name: 'اسم العائلة' }).fill('Haddad-Khoury');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(list.getByRole('heading', { name: 'LAYLA HADDAD-KHOURY' })).toBeVisible();

  // Remove, after the confirmation.
  await page.getByRole('button', { name: 'حذف YUSUF HADDAD' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'حذف المسافر' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'حذف' }).click();
  await expect(list.getByRole('heading', { name: 'YUSUF HADDAD' })).toHaveCount(0);
  const left = (await (await request.get('/api/customer/travellers', { headers })).json()) as DataEnvelope<{
    travellers: { first_name: string; last_name: string }[];
  }>;
  expect(left.data.travellers.map((t) => `${t.first_name} ${t.last_name}`)).toEqual(['LAYLA HADDAD-KHOURY']);
});
