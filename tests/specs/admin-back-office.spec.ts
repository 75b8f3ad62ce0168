import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';
import type { TripDetail } from '@rihla/contract';
import { bookByApi } from '../support/booking-api.ts';
import { bookableTrip, newestMailTo, registerByApi } from '../support/customer-fixtures.ts';
import { signedInStaff, signInFirstTime, STAFF_PASSWORD } from '../support/staff.ts';

// The back office as the agency's staff use it (issue 17): the first admin from the command line
// sets a password and an authenticator, invites an agent; the agent signs in, finds a customer's
// booking, opens the passport, confirms it; the customer is told; the admin sees the view in the
// audit log. In Chromium, against the real server.

test('the first admin invites an agent, who confirms a customer’s booking after viewing the passport; the audit log shows it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const agentEmail = `agent.${Date.now()}@rihla.example`;

  // The first admin, from the command line.
  const admin = await signedInStaff(page, 'admin');
  const adminEmail = admin.email;
  await expectNoAxeViolations(page);

  // The admin invites an agent.
  await page.getByRole('link', { name: 'الموظفون' }).click();
  await page.getByLabel('الاسم').fill('سالم الوكيل');
  await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(agentEmail);
  await page.getByRole('button', { name: 'دعوة' }).click();
  const invitation = page.getByText(/\/admin\/set-password\?token=/);
  await expect(invitation).toBeVisible();
  const agentLink = (await invitation.textContent())!.trim();
  await expect(page.getByRole('cell', { name: agentEmail })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);

  // A customer books.
  const customer = await registerByApi(request);
  const booking = await bookByApi(request, customer.token, await bookableTrip(request));

  // The agent signs in (another browser), finds the booking by the customer's e-mail, opens it.
  const agentContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'ar-SA',
    timezoneId: 'Asia/Riyadh',
  });
  const agentPage = await agentContext.newPage();
  await signInFirstTime(agentPage, agentLink, agentEmail);
  await expect(agentPage.getByRole('link', { name: 'سجل التدقيق' })).toHaveCount(0);
  await agentPage.getByRole('link', { name: 'الحجوزات' }).click();
  await agentPage.getByLabel('بحث').fill(customer.email);
  await agentPage.getByRole('button', { name: 'تطبيق' }).click();
  await agentPage.getByRole('link', { name: `فتح الحجز رقم ${booking.id}` }).click();
  await expect(agentPage.getByRole('heading', { level: 1, name: `الحجز رقم ${booking.id}` })).toBeVisible();
  await expectNoAxeViolations(agentPage);
  await agentPage
    .getByRole('button', { name: /عرض الجواز/ })
    .first()
    .click();
  const passport = agentPage.getByRole('img', { name: /الجواز، المسافر 1/ });
  await expect(passport).toBeVisible();
  expect(await passport.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await agentPage.getByRole('button', { name: 'تأكيد الحجز' }).click();
  await expect(agentPage.getByText(/تم: تأكيد الحجز/)).toBeVisible();
  await expect(agentPage.getByText('مؤكد').first()).toBeVisible();
  await screenshotBothWidths(agentPage, testInfo, 'admin-booking');

  // The customer sees it confirmed, and has the e-mail.
  const mine = await request.get(`/api/customer/bookings/${booking.id}`, {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  expect((await mine.json()).data.status).toBe('confirmed');
  await expect.poll(() => newestMailTo(customer.email)).toContain(`تم تأكيد حجزك رقم ${booking.id}`);
  await agentContext.close();

  // The admin, back with a recovery code, finds the passport view in the audit log.
  await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(adminEmail);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'متابعة' }).click();
  await page.getByRole('button', { name: 'استخدام رمز استرداد' }).click();
  await page.getByLabel('رمز الاسترداد').fill(admin.recovery[0]!);
  await page.getByRole('button', { name: 'دخول' }).click();
  await page.getByRole('link', { name: 'سجل التدقيق' }).click();
  const view = page.getByRole('row').filter({ hasText: 'عرض وثيقة مسافر' }).filter({ hasText: agentEmail });
  await expect(view).toBeVisible();
  await expect(view).toContainText(`booking:${booking.id}`);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'admin-audit');
});

test('an admin changes a trip’s price, hides it and shows it again; the public site follows at once', async ({
  page,
  request,
}) => {
  test.slow();
  await signedInStaff(page, 'editor');
  // A trip no other spec books or lists (not among the latest, the demo's departures or capacities).
  const trip = ((await (await request.get('/api/trips/60')).json()) as { data: TripDetail }).data;
  await page.getByRole('link', { name: 'الرحلات' }).click();
  await page.getByLabel('عنوان الرحلة').fill(trip.title);
  await page.getByRole('button', { name: 'بحث' }).click();
  await page.getByRole('link', { name: `تعديل الرحلة ${trip.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
  await expectNoAxeViolations(page);

  const price = String(Math.round(trip.price) + 111);
  await page.getByLabel('السعر (ريال)').fill(price);
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByText('تم حفظ الرحلة، وهي على الموقع الآن.')).toBeVisible();
  const publicTrip = async () => request.get(`/api/trips/${trip.id}`);
  expect((await (await publicTrip()).json()).data.price).toBe(Number(price));

  await page.getByRole('button', { name: 'إخفاء عن الموقع' }).click();
  await expect(page.getByText('أُخفيت الرحلة عن الموقع.')).toBeVisible();
  expect((await publicTrip()).status()).toBe(404);
  await page.getByRole('button', { name: 'نشر على الموقع' }).click();
  await expect(page.getByText('نُشرت الرحلة على الموقع.')).toBeVisible();
  expect((await publicTrip()).status()).toBe(200);
  // The price as it was, for the next run.
  await page.getByLabel('السعر (ريال)').fill(String(trip.price));
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByText('تم حفظ الرحلة، وهي على الموقع الآن.')).toBeVisible();
});

test('a customer’s token opens nothing in the back office, and a guest is sent to its sign-in', async ({ page, request }) => {
  const customer = await registerByApi(request);
  expect((await request.get('/api/admin/me', { headers: { Authorization: `Bearer ${customer.token}` } })).status()).toBe(401);
  await page.goto('/admin/bookings');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fbookings/);
  await expect(page.getByRole('heading', { level: 1, name: 'الدخول إلى لوحة التحكم' })).toBeVisible();
  await expectNoAxeViolations(page);
});
