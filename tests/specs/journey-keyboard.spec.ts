import { expect, test, type Page } from '../support/test.ts';
import { endTrip } from '../support/run-database.ts';
import {
  formatRating,
  formatRiyal,
  paymentMessages,
  priceBreakdown,
  successMessages,
  type Paginated,
  type TripCard,
} from '@rihla/contract';
import { STC_MOBILE, STC_OTP } from '../support/payment.ts';
import { arrowTo, bookableTrip, isoInDays, newCustomer, passportFile, tabTo } from '../support/customer-fixtures.ts';

const focused = (page: Page) => page.locator(':focus');

async function typeDateByKeyboard(page: Page, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  const group = page.getByRole('group', { name: label, exact: true });
  await tabTo(page, group.getByRole('spinbutton').first());
  await page.keyboard.type(`${day}${month}${year}`);
  await expect(group.getByRole('spinbutton').last()).toHaveAttribute('aria-valuenow', String(Number(year)));
}

/** A traveller's name, birth date and gender by keyboard (issue 31); the gender list opens with Enter. */
async function identityByKeyboard(page: Page, n: number, birth: string) {
  await tabTo(page, page.getByRole('textbox', { name: `الاسم الأول (المسافر ${n})` }));
  await page.keyboard.type(`Key ${'ABCDEFG'[n]}`);
  await tabTo(page, page.getByRole('textbox', { name: `اسم العائلة (المسافر ${n})` }));
  await page.keyboard.type("O'Board-Test");
  await typeDateByKeyboard(page, `تاريخ الميلاد (المسافر ${n})`, birth);
  const gender = page.getByRole('button', { name: new RegExp(`الجنس \\(المسافر ${n}\\)`) });
  await tabTo(page, gender);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(gender).toContainText('ذكر');
}

async function chooseFileByKeyboard(page: Page, label: string, file: ReturnType<typeof passportFile>) {
  await tabTo(page, page.getByRole('button', { name: `اختر ملفًا: ${label}` }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
  await expect(page.getByRole('img', { name: `معاينة ${file.name}` })).toBeVisible();
}

async function starsByKeyboard(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'تقييم الرحلة' });
  // The group's one tab stop is its checked choice (the cross, 0 stars, for a new rating).
  await tabTo(page, dialog.getByRole('radio', { checked: true }));
  const wanted = dialog.getByRole('radio', { name });
  // Right-to-left: the next star is to the left; whichever arrow moves forward, it is found.
  try {
    await arrowTo(page, 'ArrowLeft', () => wanted.isChecked(), 6);
  } catch {
    await arrowTo(page, 'ArrowRight', () => wanted.isChecked(), 12);
  }
}

// The whole journey of issue 7 with the keyboard alone: no click, no tap, only Tab, arrows, Enter,
// Space and typing (a file is handed to the picker that Enter opened).
test('the customer journey can be done with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(300_000);
  const customer = newCustomer();
  await page.goto('/auth/register');

  await tabTo(page, page.getByRole('textbox', { name: 'رقم الهاتف' }));
  await page.keyboard.type(customer.localPhone);
  await tabTo(page, page.getByLabel('الاسم الكامل'));
  await page.keyboard.type(customer.name);
  await tabTo(page, page.getByLabel('البريد الإلكتروني'));
  await page.keyboard.type(customer.email);
  await tabTo(page, page.getByLabel('كلمة المرور', { exact: true }));
  await page.keyboard.type(customer.password);
  await tabTo(page, page.getByLabel('تأكيد كلمة المرور'));
  await page.keyboard.type(customer.password);
  await tabTo(page, page.getByRole('checkbox', { name: /سياسة الخصوصية/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'إنشاء حساب', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole('button', { name: `قائمة الحساب: ${customer.name}` });
  await expect(menu).toBeVisible();

  // Search, then favourite a bookable trip and open it.
  await tabTo(page, page.getByRole('search').getByRole('button', { name: 'بحث' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?/);
  const results = (await (await request.get(`/api/trips/filter${new URL(page.url()).search}`)).json()) as Paginated<TripCard>;
  const trip = await bookableTrip(
    request,
    results.data.map((t) => t.id),
  );
  const heart = page.getByRole('button', { name: `${trip.title} في المفضلة` });
  await tabTo(page, heart);
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The card's link comes just before its heart.
  await tabTo(page, page.getByRole('link', { name: trip.title, exact: true }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();

  // Two adults and one more child with the arrow keys; the total follows.
  await tabTo(page, page.getByRole('textbox', { name: 'عدد البالغين' }));
  for (let n = trip.default_adults; n < 2; n++) await page.keyboard.press('ArrowUp');
  await tabTo(page, page.getByRole('textbox', { name: 'عدد الأطفال' }));
  await page.keyboard.press('ArrowUp');
  const total = page.getByRole('complementary', { name: 'احجز رحلتك' }).locator('output');
  await expect(total).toHaveText(formatRiyal(priceBreakdown(trip, 2, trip.default_childs + 1).total));
  await tabTo(page, page.getByRole('button', { name: 'احجز الآن' }));
  await page.keyboard.press('Enter');

  // Step 2 by keyboard, files through the picker each "choose a file" button opens.
  await expect(page.getByRole('heading', { level: 2, name: 'بيانات الحجز' })).toBeVisible();
  await typeDateByKeyboard(page, 'تاريخ الرحلة', isoInDays(20));
  for (const i of [1, 2]) {
    await identityByKeyboard(page, i, '1988-03-04');
    // The nationality list by keyboard: type part of the name, arrow to the match, Enter.
    const nationality = page.getByRole('combobox', { name: `الجنسية (المسافر ${i})` });
    await tabTo(page, nationality);
    await page.keyboard.type(i === 1 ? 'السعودية' : 'المغرب');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(nationality).toHaveValue(i === 1 ? 'المملكة العربية السعودية' : 'المغرب');
    await tabTo(page, page.getByRole('textbox', { name: `رقم الجواز (المسافر ${i})` }));
    await page.keyboard.type(`K${i}7654321`);
    await typeDateByKeyboard(page, `تاريخ انتهاء الجواز (المسافر ${i})`, isoInDays(300 + i));
    await chooseFileByKeyboard(page, `صورة الجواز (المسافر ${i})`, passportFile(`keyboard-passport-${i}.png`));
  }
  // The children, after the adults.
  for (let i = 3; i < 3 + trip.default_childs + 1; i++) await identityByKeyboard(page, i, isoInDays(-4 * 365));
  await tabTo(page, page.getByRole('button', { name: 'التالي' }));
  await page.keyboard.press('Enter');
  // The review (issue 31): the terms box with Space, then "تأكيد الحجز".
  await expect(focused(page)).toHaveText('مراجعة الحجز');
  await tabTo(page, page.getByRole('checkbox', { name: 'أوافق على الشروط' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'تأكيد الحجز' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'الدفع' })).toBeVisible();
  // Focus moved to the new step's heading: a screen reader announces where the customer is.
  await expect(focused(page)).toHaveText('الدفع');

  // Payment by keyboard (issue 26): STC Pay chosen with the arrows, its mobile, then its OTP.
  const card = page.getByRole('radio', { name: /بطاقة/ });
  await tabTo(page, card);
  const stc = page.getByRole('radio', { name: /STC Pay/ });
  try {
    await arrowTo(page, 'ArrowLeft', () => stc.isChecked(), 3);
  } catch {
    await arrowTo(page, 'ArrowRight', () => stc.isChecked(), 3);
  }
  await tabTo(page, page.getByRole('textbox', { name: paymentMessages.mobileLabel }));
  await page.keyboard.type(STC_MOBILE);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: paymentMessages.otpLabel })).toBeFocused({ timeout: 30_000 });
  await page.keyboard.type(STC_OTP);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'تأكيد الحجز' })).toBeVisible({ timeout: 30_000 });
  await expect(focused(page)).toHaveText('تأكيد الحجز');

  // My trips; once the trip has ended (ratings are public reviews: issue 30), rate, then edit the rating.
  await tabTo(page, page.getByRole('link', { name: 'عرض رحلاتي' }));
  await page.keyboard.press('Enter');
  const booking = page.getByRole('article', { name: trip.title });
  await expect(booking.getByText('قيد المراجعة')).toBeVisible({ timeout: 30_000 });
  const details = await booking.getByRole('link', { name: /^تفاصيل الحجز رقم \d+$/ }).getAttribute('aria-label');
  endTrip(Number(/\d+$/.exec(details!)![0]));
  await page.reload();
  await expect(booking.getByRole('button', { name: `قيّم الرحلة ${trip.title}` })).toBeVisible({ timeout: 30_000 });
  await tabTo(page, booking.getByRole('button', { name: `قيّم الرحلة ${trip.title}` }));
  await page.keyboard.press('Enter');
  await starsByKeyboard(page, '3 نجوم');
  const dialog = page.getByRole('dialog', { name: 'تقييم الرحلة' });
  await tabTo(page, dialog.getByLabel('تعليقك'));
  await page.keyboard.type('جيدة');
  await tabTo(page, dialog.getByRole('button', { name: 'إرسال التقييم' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: successMessages.ratingSent })).toBeVisible();
  await expect(booking.getByText(`تقييمك ${formatRating(3)}`)).toBeVisible();

  await tabTo(page, booking.getByRole('button', { name: `تعديل تقييم ${trip.title}` }));
  await page.keyboard.press('Enter');
  await starsByKeyboard(page, '5 نجوم');
  await tabTo(page, dialog.getByRole('button', { name: 'إرسال التقييم' }));
  await page.keyboard.press('Enter');
  await expect(booking.getByText(`تقييمك ${formatRating(5)}`)).toBeVisible();

  // Log out from the account menu and confirm.
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  const logout = page.getByRole('menuitem', { name: 'تسجيل الخروج' });
  await arrowTo(page, 'ArrowDown', () => logout.evaluate((el) => el === document.activeElement));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'تسجيل الخروج' });
  await tabTo(page, confirm.getByRole('button', { name: 'تسجيل الخروج' }));
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
});
