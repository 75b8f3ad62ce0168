import { expect, test } from '@playwright/test';
import { errorMessages, tripPath, type TripCard } from '@rihla/contract';
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
  await expect(page.getByRole('button', { name: 'تسجيل الدخول بحساب Google' })).toBeDisabled();
  await page.getByRole('button', { name: 'تسجيل الدخول بحساب Facebook' }).click();
  // Out to the provider (it answers at once with a code) and back through /auth/callback/facebook.
  await expect(page).toHaveURL(new RegExp(`/trip/${trip.id}/[^/]+$`));
  await expect(page.getByRole('button', { name: 'قائمة الحساب: مسافر فيسبوك' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await request.get('/api/customer', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  expect((await me.json()).data.user).toMatchObject({ name: 'مسافر فيسبوك', email: 'oauth.customer@example.com' });
});
