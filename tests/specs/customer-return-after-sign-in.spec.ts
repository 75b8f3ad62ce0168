import { expect, test } from '../support/test.ts';
import { sharedCustomer } from '../support/customer-fixtures.ts';

// Issue 31, item 5: a signed-out customer following an e-mailed link to an account page is asked to
// sign in and then lands on that page, not on the home page.
test('an e-mailed account link, opened signed out, signs in and comes back to it', async ({ page, request }) => {
  const customer = await sharedCustomer(request);
  await page.goto('/account/trips?page=1');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Faccount%2Ftrips%3Fpage%3D1$/);
  await page.getByLabel('البريد الإلكتروني').fill(customer.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/trips\?page=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'رحلاتي' })).toBeVisible();
});
