import fs from 'node:fs';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookByApi } from '../support/booking-api.ts';
import { bookableTrip, newCustomer, registerByApi, registerPayload, signInPage } from '../support/customer-fixtures.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';

// Issue 29, items 7–8, in Chromium against the real server: the customer downloads everything held
// about them after giving the password again; deletion refuses while a trip is to come, then signs
// out everywhere, and the same e-mail and phone can open a new account.

test('“تنزيل بياناتي”: the password again, then a JSON file of everything held', async ({ page, request }, testInfo) => {
  const customer = await registerByApi(request);
  const booking = await bookByApi(request, customer.token, await bookableTrip(request));
  await signInPage(page, customer.token);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'خصوصيتك وبياناتك' });
  await section.getByRole('button', { name: 'تنزيل بياناتي' }).click();
  const dialog = page.getByRole('dialog', { name: 'تنزيل بياناتي' });
  // Nothing to send until the password (or a code) is there.
  await expect(dialog.getByRole('button', { name: 'تنزيل الملف' })).toBeDisabled();
  await dialog.getByLabel('كلمة المرور', { exact: true }).fill('not my password');
  await dialog.getByRole('button', { name: 'تنزيل الملف' }).click();
  await expect(dialog.getByText('كلمة المرور غير صحيحة')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'privacy-export');
  await dialog.getByLabel('كلمة المرور', { exact: true }).fill(customer.password);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'تنزيل الملف' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^rihla-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(data.profile.email).toBe(customer.email);
  expect(data.profile.privacy_accepted_at).toBeTruthy();
  expect(data.bookings.map((b: { id: number }) => b.id)).toEqual([booking.id]);
  await expect(page.getByRole('status').filter({ hasText: 'نُزّل ملف بياناتك' })).toBeVisible();
});

test('“حذف حسابي”: refused while a trip is to come; then signed out, and the e-mail registers again', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerByApi(request);
  const booking = await bookByApi(request, customer.token, await bookableTrip(request));
  await signInPage(page, customer.token);
  await page.goto('/account');
  await page.getByRole('button', { name: 'حذف حسابي', exact: true }).click();
  let dialog = page.getByRole('alertdialog', { name: 'حذف حسابك نهائيًا؟' });
  await expect(dialog.getByRole('button', { name: 'تراجع' })).toBeFocused();
  await dialog.getByLabel('كلمة المرور', { exact: true }).fill(customer.password);
  await dialog.getByRole('button', { name: 'حذف حسابي نهائيًا' }).click();
  await expect(dialog.getByText(/ألغِها أولًا/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'privacy-delete');
  await dialog.getByRole('button', { name: 'تراجع' }).click();
  await expect(dialog).toBeHidden();

  // The trip is cancelled; now the account goes.
  const cancelled = await request.post(`/api/customer/bookings/${booking.id}/cancel`, {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: { reason: 'لا أستطيع السفر' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await page.getByRole('button', { name: 'حذف حسابي', exact: true }).click();
  dialog = page.getByRole('alertdialog', { name: 'حذف حسابك نهائيًا؟' });
  await dialog.getByLabel('كلمة المرور', { exact: true }).fill(customer.password);
  await dialog.getByRole('button', { name: 'حذف حسابي نهائيًا' }).click();
  await expect(page).toHaveURL(/\/auth\/register\?account=deleted$/);
  await expect(page.getByText('حُذف حسابك وبياناتك الشخصية')).toBeVisible();
  await expectNoAxeViolations(page);
  // Every session ended, on the server too.
  const me = await request.get('/api/customer', { headers: { Authorization: `Bearer ${customer.token}` } });
  expect(me.status()).toBe(401);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The same e-mail and phone open a new account.
  const again = await request.post('/api/auth/register', { data: registerPayload(customer) });
  expect(again.status(), await again.text()).toBe(200);
});

test('the account page changes the phone, the e-mail (the password asked) and the password', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerByApi(request);
  await signInPage(page, customer.token);
  await page.goto('/account');
  const phone = page.getByRole('form', { name: 'تغيير رقم الهاتف' });
  // A number no other run took (a retry or a repeat reuses the database).
  const newPhone = newCustomer().localPhone;
  await phone.getByLabel('رقم الهاتف').fill(`0${newPhone}`);
  await phone.getByRole('button', { name: 'حفظ الرقم الجديد' }).click();
  await expect(phone.getByText('حُفظ رقم هاتفك الجديد.')).toBeVisible();

  const email = page.getByRole('form', { name: 'تغيير البريد الإلكتروني' });
  const address = `changed.${Date.now()}@example.com`;
  await email.getByLabel('البريد الإلكتروني').fill(address);
  await email.getByLabel('كلمة المرور الحالية').fill('wrong password');
  await email.getByRole('button', { name: 'حفظ البريد الجديد' }).click();
  await expect(email.getByText('كلمة المرور غير صحيحة')).toBeVisible();
  await email.getByLabel('كلمة المرور الحالية').fill(customer.password);
  await email.getByRole('button', { name: 'حفظ البريد الجديد' }).click();
  await expect(email.getByText('حُفظ بريدك الجديد، وأرسلنا إليه رابطًا لتأكيده.')).toBeVisible();

  const password = page.getByRole('form', { name: 'تغيير كلمة المرور' });
  await password.getByLabel('كلمة المرور الحالية').fill(customer.password);
  await password.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('NewSecret123');
  await password.getByLabel('تأكيد كلمة المرور الجديدة').fill('NewSecret123');
  await password.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
  await expect(password.getByText(/تغيّرت كلمة المرور/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('heading', { name: 'بيانات الدخول والتواصل' }).scrollIntoViewIfNeeded();
  await screenshotBothWidths(page, testInfo, 'account-credentials');

  const me = (await (await request.get('/api/customer', { headers: { Authorization: `Bearer ${customer.token}` } })).json()).data
    .user;
  expect(me).toMatchObject({ email: address, phone_number: `+966${newPhone}`, email_verified_at: null });
  const login = await request.post('/api/auth/login', { data: { email: address, password: 'NewSecret123' } });
  expect(login.status()).toBe(200);
});
