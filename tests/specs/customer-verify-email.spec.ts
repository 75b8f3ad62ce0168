import { expect, test } from '../support/test.ts';
import { securityMessages } from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { newestMailTo, registerByApi, signInPage } from '../support/customer-fixtures.ts';

// Issue 12, item 2: the account page shows a banner until the e-mail is verified; the mailed link
// verifies it once.
test('the account page asks to verify the e-mail until the mailed link is opened', async ({ page, request }) => {
  const customer = await registerByApi(request);
  await signInPage(page, customer.token);
  await page.goto('/account');
  const banner = page.getByRole('status').filter({ hasText: securityMessages.emailNotVerified });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(customer.email);
  await expectNoAxeViolations(page);

  const mail = await newestMailTo(customer.email);
  const link = new URL(/https?:\/\/\S+\/auth\/verify-email\?token=\S+/.exec(mail)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('status').filter({ hasText: securityMessages.emailVerified })).toBeVisible();
  await page.getByRole('link', { name: 'الذهاب إلى حسابي' }).click();
  await expect(page.getByRole('heading', { name: 'إدارة الحساب' })).toBeVisible();
  await expect(page.getByText(securityMessages.emailNotVerified)).toHaveCount(0);

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('alert').filter({ hasText: securityMessages.verificationInvalid })).toBeVisible();
});
