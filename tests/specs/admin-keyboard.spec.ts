import { expect, test } from '../support/test.ts';
import { bookByApi } from '../support/booking-api.ts';
import { bookableTrip, registerByApi, tabTo } from '../support/customer-fixtures.ts';
import { createStaffByCli, STAFF_PASSWORD as PASSWORD, totpCode } from '../support/staff.ts';

// The agent's whole day with the keyboard alone (issue 17): set the password from the invitation,
// sign in with the authenticator, find a customer's booking, open the passport, confirm. No click:
// only Tab, Enter and typing.

test('an agent signs in, finds a booking, views its passport and confirms it, with the keyboard alone', async ({
  page,
  request,
}) => {
  test.slow();
  const email = `keys.${Date.now()}@rihla.example`;
  const link = createStaffByCli(email, 'agent');
  const customer = await registerByApi(request);
  const booking = await bookByApi(request, customer.token, await bookableTrip(request));

  await page.goto(link);
  await tabTo(page, page.getByLabel('كلمة المرور الجديدة'));
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByLabel('تأكيد كلمة المرور'));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'الدخول إلى لوحة التحكم' }));
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByLabel('البريد الإلكتروني', { exact: true }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('كلمة المرور', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  const secret = (await page.getByText(/^[A-Z2-7]{32}$/).textContent())!.trim();
  await tabTo(page, page.getByLabel('رمز التحقق'));
  await page.keyboard.type(totpCode(secret));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: /حفظت الرموز/ }));
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByRole('link', { name: 'الحجوزات' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('بحث'));
  await page.keyboard.type(customer.email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=/);
  await tabTo(page, page.getByRole('link', { name: `فتح الحجز رقم ${booking.id}` }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: /عرض الجواز/ }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('img', { name: /الجواز، المسافر 1/ })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'تأكيد الحجز' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByText(/تم: تأكيد الحجز/)).toBeVisible();
  const mine = await request.get(`/api/customer/bookings/${booking.id}`, {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  expect((await mine.json()).data.status).toBe('confirmed');
});
