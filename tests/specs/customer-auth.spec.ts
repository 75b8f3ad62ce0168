import { expect, test, type Page } from '../support/test.ts';
import { errorMessages, successMessages } from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  newCustomer,
  mailContaining,
  registerByApi,
  sharedCustomer,
  signInPage,
  type TestCustomer,
} from '../support/customer-fixtures.ts';

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
}

async function fillRegister(page: Page, c: TestCustomer) {
  await page.getByRole('textbox', { name: 'رقم الهاتف' }).fill(c.localPhone);
  await page.getByLabel('الاسم الكامل').fill(c.name);
  await page.getByLabel('البريد الإلكتروني').fill(c.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(c.password);
  await page.getByLabel('تأكيد كلمة المرور').fill(c.password);
  await setConsent(page, true);
}

/** The react-aria checkbox's input sits under its styled box: toggled as a keyboard user does. */
async function setConsent(page: Page, checked: boolean) {
  const box = page.getByRole('checkbox', { name: /سياسة الخصوصية/ });
  if ((await box.isChecked()) !== checked) {
    await box.focus();
    await page.keyboard.press('Space');
  }
  await expect(box).toBeChecked({ checked });
}

test('a wrong password shows the 401 message, and switching to register clears it', async ({ page, request }) => {
  const customer = await sharedCustomer(request);
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
  await expectNoAxeViolations(page);

  const submit = page.getByRole('button', { name: 'تسجيل الدخول', exact: true });
  await expect(submit).toBeDisabled();
  await fillLogin(page, customer.email, 'Wrong12345');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(errorMessages.login401);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'إنشاء حساب جديد' }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Only the providers the server has configured are offered: this test server has Facebook only.
  await expect(page.getByRole('button', { name: 'تسجيل الدخول بحساب Facebook' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'تسجيل الدخول بحساب Google' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'تسجيل الدخول بحساب Apple' })).toHaveCount(0);
});

test("the phone field starts on the visitor's country when the edge reports one, else Saudi Arabia", async ({
  page,
  browser,
}) => {
  await page.goto('/auth/register');
  await expect(page.getByRole('button', { name: /رمز الدولة/ })).toHaveText(/\+966/);

  // The test server trusts x-test-country as its CDN's country header (GEO_COUNTRY_HEADER).
  const egypt = await browser.newContext({ locale: 'ar-SA', extraHTTPHeaders: { 'x-test-country': 'EG' } });
  const visitor = await egypt.newPage();
  await visitor.goto('/auth/register');
  await expect(visitor.getByRole('button', { name: /رمز الدولة/ })).toHaveText(/\+20/);
  await visitor.getByLabel('رقم الهاتف').fill('1001234567');
  await visitor.getByLabel('الاسم الكامل').click();
  await expect(visitor.getByRole('button', { name: /رمز الدولة/ })).toHaveText(/\+20/);
  await egypt.close();
});

test('registering with a phone number that has an account shows the 422 phone message', async ({ page, request }) => {
  const existing = await sharedCustomer(request);
  const visitor = { ...newCustomer(), localPhone: existing.localPhone, phone: existing.phone };
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1, name: 'إنشاء حساب' })).toBeVisible();
  await expectNoAxeViolations(page);

  const submit = page.getByRole('button', { name: 'إنشاء حساب', exact: true });
  await fillRegister(page, visitor);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(errorMessages.phoneTaken);
  await expectNoAxeViolations(page);
});

test('registering with an e-mail that has an account shows the 422 e-mail message', async ({ page, request }) => {
  const existing = await sharedCustomer(request);
  const visitor = { ...newCustomer(), email: existing.email };
  await page.goto('/auth/register');
  await fillRegister(page, visitor);
  await page.getByRole('button', { name: 'إنشاء حساب', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(errorMessages.emailTaken);
});

test('the register button stays inactive until every field is valid and consent is given', async ({ page }) => {
  const visitor = newCustomer();
  await page.goto('/auth/register');
  const submit = page.getByRole('button', { name: 'إنشاء حساب', exact: true });
  await fillRegister(page, visitor);
  await setConsent(page, false);
  await expect(submit).toBeDisabled();
  await expect(page.getByRole('form', { name: 'إنشاء حساب' }).getByRole('link', { name: /سياسة الخصوصية/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await setConsent(page, true);
  await page.getByLabel('تأكيد كلمة المرور').fill('Different99');
  await page.getByLabel('الاسم الكامل').focus();
  await expect(page.getByText('يجب عليك كتابة نفس كلمة السر')).toBeVisible();
  await expect(submit).toBeDisabled();
});

test('a password is reset through the e-mailed link', async ({ page, request }) => {
  const customer = await registerByApi(request);
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
  await expect(page).toHaveURL(/\/auth\/forget-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'استعادة كلمة المرور' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('البريد الإلكتروني').fill('nobody.here@example.com');
  await page.getByRole('button', { name: 'إرسال' }).click();
  await expect(page.getByRole('alert')).toHaveText(errorMessages.resetNotFound);

  await page.getByLabel('البريد الإلكتروني').fill(customer.email);
  await page.getByRole('button', { name: 'إرسال' }).click();
  await expect(page.getByRole('status').filter({ hasText: successMessages.resetSent })).toBeVisible();

  // The reset mail itself: the sign-up's verification mail to the same address may be written after it.
  const mail = await mailContaining(customer.email, '/auth/reset-password?token=');
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/.exec(mail)?.[0];
  expect(link, mail).toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'تعيين كلمة مرور جديدة' })).toBeVisible();
  await expectNoAxeViolations(page);

  const newPassword = 'Renewed2026';
  await page.getByLabel('كلمة المرور الجديدة').fill(newPassword);
  await page.getByLabel('تأكيد كلمة المرور').fill(newPassword);
  await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
  await expect(page.getByRole('status').filter({ hasText: successMessages.passwordChanged })).toBeVisible();

  // The link is single-use; the new password signs in and the login page sends the customer home.
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByLabel('كلمة المرور الجديدة').fill('Another2026');
  await page.getByLabel('تأكيد كلمة المرور').fill('Another2026');
  await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
  await expect(page.getByRole('alert')).toHaveText(errorMessages.resetTokenInvalid);

  await page.goto('/auth/login');
  await fillLogin(page, customer.email, newPassword);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('auth pages send a signed-in customer home, account pages send a guest to sign in', async ({ page, request, context }) => {
  // Issue 31, item 5: to sign in, then back to the account page (customer-return-after-sign-in.spec.ts).
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Faccount$/);
  // Left on that sign-in page, this tab would follow the other tab's sign-in below (its own test).
  await page.close();

  const customer = await sharedCustomer(request);
  const signedIn = await context.newPage();
  await signInPage(signedIn, customer.token);
  for (const path of ['/auth/login', '/auth/register', '/auth/forget-password']) {
    await signedIn.goto(path);
    await expect(signedIn).toHaveURL(/\/$/);
  }
});
