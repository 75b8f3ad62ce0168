import { expect, test } from '../support/test.ts';
import { successMessages, uiMessages, validationMessages, type HomeResponse } from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { settleAnnouncements, sharedCustomer, signInPage, typeDate } from '../support/customer-fixtures.ts';

test("a guest's favourite click leads to login, and signing in there brings them back", async ({ page, request }) => {
  const customer = await sharedCustomer(request);
  await page.goto('/search?sort_by=high_price');
  const heart = page.getByRole('button', { name: / في المفضلة$/ }).first();
  await heart.click();
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fsearch%3Fsort_by%3Dhigh_price$/);
  await page.getByLabel('البريد الإلكتروني').fill(customer.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?sort_by=high_price$/);
  await expect(page.getByRole('button', { name: /^قائمة الحساب: / })).toBeVisible();
});

test('the profile sends only what changed, shows its banners, and offers "unknown" only while no gender is set', async ({
  page,
  request,
}) => {
  const customer = await sharedCustomer(request);
  await signInPage(page, customer.token);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'إدارة الحساب' })).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'لوحة الحساب' });
  await expect(panel.getByRole('link', { name: 'رحلاتي' })).toHaveAttribute('href', '/account/trips');
  await expect(panel.getByRole('link', { name: 'إدارة الحساب' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  const save = page.getByRole('button', { name: 'حفظ التغييرات' });
  await expect(save).toBeDisabled();
  const name = page.getByLabel('الاسم الكامل');
  await name.fill('قصير');
  await name.blur();
  await expect(page.getByText(validationMessages.name)).toBeVisible();
  await expect(save).toBeDisabled();

  await name.fill('مسافر بعد التعديل');
  await typeDate(page, 'تاريخ الميلاد', '1990-05-17', 'ymd');
  // The birth date's segments run year, month, day (yyyy/MM/dd), and the picked date is echoed so.
  const birth = page.getByRole('group', { name: 'تاريخ الميلاد' });
  expect(await birth.getByRole('spinbutton').evaluateAll((els) => els.map((el) => el.getAttribute('data-type')))).toEqual([
    'year',
    'month',
    'day',
  ]);
  await expect(birth).toHaveText('1990/05/17');
  await expect(page.locator('bdi').getByText('1990/05/17')).toBeVisible();
  await page.getByRole('button', { name: /الجنس/ }).click();
  await expect(page.getByRole('option', { name: 'غير محدد' })).toBeVisible();
  await page.getByRole('option', { name: 'أنثى' }).click();

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/customer/update'));
  await save.click();
  expect((await sent).postDataJSON()).toEqual({ name: 'مسافر بعد التعديل', birthday: '1990-05-17', gender: 'female' });
  await expect(page.getByRole('status').filter({ hasText: successMessages.profileUpdated })).toBeVisible();
  await expect(page.getByRole('button', { name: 'قائمة الحساب: مسافر بعد التعديل' })).toBeVisible();
  await expect(save).toBeDisabled();
  await settleAnnouncements(page);
  await expectNoAxeViolations(page);

  // Only the name this time; and with a gender on file, 'unknown' is gone.
  await page.reload();
  await page.getByLabel('الاسم الكامل').fill('مسافر بعد التعديل مرتين');
  const second = page.waitForRequest((r) => r.url().endsWith('/api/customer/update'));
  await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
  expect((await second).postDataJSON()).toEqual({ name: 'مسافر بعد التعديل مرتين' });
  await page.getByRole('button', { name: /الجنس/ }).click();
  await expect(page.getByRole('option', { name: 'أنثى' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'غير محدد' })).toHaveCount(0);
});

test('favourites: a two-column grid whose card leaves when un-favourited', async ({ page, request }) => {
  const customer = await sharedCustomer(request);
  const home = (await (await request.get('/api/trips')).json()) as HomeResponse;
  const [first, second] = home.trips.latest;
  for (const trip of [first!, second!]) {
    const res = await request.post(`/api/customer/favourites/${trip.id}`, {
      data: { liked: true },
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    expect(res.ok()).toBeTruthy();
  }
  await signInPage(page, customer.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/account/favourites');
  await expect(page.getByRole('heading', { level: 1, name: 'المفضلة' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'رحلاتي المفضلة' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2); // side by side: two columns
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `${first!.title} في المفضلة` }).click();
  await expect(page.getByRole('article', { name: first!.title })).toHaveCount(0);
  await expect(cards).toHaveCount(1);
  await page.getByRole('button', { name: `${second!.title} في المفضلة` }).click();
  await expect(page.getByRole('heading', { name: uiMessages.noTrips })).toBeVisible();
});
