import { expect, test } from '@playwright/test';
import { errorMessages } from '@rihla/contract';
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
