import { expect, test } from '../support/test.ts';
import { errorMessages, securityMessages, tripPath, type TripCard } from '@rihla/contract';
import { registerByApi, signInPage } from '../support/customer-fixtures.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

test('a provider return without a code is refused with the Arabic message and a way back', async ({ page }) => {
  await page.goto('/auth/callback/google?state=x');
  await expect(page.getByRole('alert').filter({ hasText: errorMessages.login401 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toHaveAttribute('href', '/auth/login');
  await expectNoAxeViolations(page);
});

test('an unconfigured provider never reaches its sign-in page', async ({ request }) => {
  const res = await request.get('/api/auth/google/redirect', { maxRedirects: 0 });
  expect(res.status()).toBe(404);
  expect((await res.json()).message).toBe(errorMessages.providerNotConfigured);
});

test('Facebook sign-in goes through the provider and back to the page that asked for it', async ({ page, request }) => {
  const trip = ((await (await request.get('/api/trips/filter?page=1')).json()) as { data: TripCard[] }).data[1]!;
  await page.goto(tripPath(trip.id, trip.title));
  await page.getByRole('button', { name: `${trip.title} في المفضلة` }).click();
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
  // Only the configured provider is offered.
  await expect(page.getByRole('button', { name: 'تسجيل الدخول بحساب Google' })).toHaveCount(0);
  await page.getByRole('button', { name: 'تسجيل الدخول بحساب Facebook' }).click();
  // Out to the provider (it answers at once with a code) and back through /auth/callback/facebook.
  await expect(page).toHaveURL(new RegExp(`/trip/${trip.id}/[^/]+$`));
  await expect(page.getByRole('button', { name: 'قائمة الحساب: مسافر فيسبوك' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await request.get('/api/customer', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  expect((await me.json()).data.user).toMatchObject({ name: 'مسافر فيسبوك', email: 'oauth.customer@example.com' });
});

test('a signed-in customer links Facebook from the account page and comes back to it', async ({ page, request }) => {
  // Issue 12, item 2: a provider never joins an account by e-mail alone; the customer links it here.
  const customer = await registerByApi(request);
  await signInPage(page, customer.token);
  await page.goto('/account');
  await page.getByRole('button', { name: 'ربط حساب Facebook' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'إدارة الحساب' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The provider's identity now belongs to this account: the same identity cannot join another.
  const other = await registerByApi(request);
  await signInPage(page, other.token);
  await page.goto('/account');
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`/api/auth/facebook/redirect?login_hint=${encodeURIComponent(customer.email)}`);
  await expect(page.getByRole('alert').filter({ hasText: securityMessages.providerAlreadyLinked })).toBeVisible();
});
