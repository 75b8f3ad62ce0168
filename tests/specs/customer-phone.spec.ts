import { expect, test, type Page } from '../support/test.ts';
import { validationMessages, type User } from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { fillRegisterForm, newCustomer } from '../support/customer-fixtures.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';

// Phone numbers are read by the country's real numbering plan and stored in E.164 (issue: a Saudi
// typing 0551234567 was saved as +966055123456). Real product, real API, Chromium.

const phoneInput = (page: Page) => page.getByRole('textbox', { name: 'رقم الهاتف' });
const picker = (page: Page) => page.getByRole('button', { name: /رمز الدولة/ });

async function fillRest(page: Page) {
  const c = newCustomer();
  await fillRegisterForm(page, c, null);
  return c;
}

/** A Saudi mobile no other test uses, written the way Saudis write it: 05X XXX XXXX. */
function localMobile() {
  return `05${newCustomer().localPhone.slice(-8)}`;
}

test('a Saudi mobile typed with its trunk 0 is shown grouped and saved in E.164', async ({ page }, testInfo) => {
  await page.goto('/auth/register');
  const typed = localMobile();
  await phoneInput(page).pressSequentially(typed);
  await expect(phoneInput(page)).toHaveValue(typed);
  await fillRest(page);
  const grouped = `${typed.slice(1, 3)} ${typed.slice(3, 6)} ${typed.slice(6)}`;
  await expect(phoneInput(page)).toHaveValue(grouped);
  await expect(picker(page)).toHaveText(/\+966/);
  await screenshotBothWidths(page, testInfo, 'register-saudi-phone');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'إنشاء حساب', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await page.request.get('/api/customer', { headers: { authorization: `Bearer ${token}` } });
  const user = ((await me.json()) as { data: { user: User } }).data.user;
  expect(user.phone_number).toBe(`+966${typed.slice(1)}`);
  expect(user.country_code).toBe('sa');
});

test('a typed "+" number switches the country; the caret stays where the person types', async ({ page }) => {
  await page.goto('/auth/register');
  const input = phoneInput(page);
  await input.pressSequentially('+971501234567');
  await expect(picker(page)).toHaveText(/\+971/);
  await page.getByLabel('الاسم الكامل').click();
  await expect(input).toHaveValue('50 123 4567');

  await input.fill('');
  await input.pressSequentially('50 1');
  await expect(input).toHaveValue('50 1');
  // Back to the start of the number, then one more digit in Arabic-Indic: it lands there.
  await input.press('Home');
  await input.press('ArrowRight');
  await page.keyboard.type('٥');
  await expect(input).toHaveValue('550 1');
  expect(await input.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(2);
});

test('a number impossible in Saudi Arabia is refused with the Arabic message', async ({ page }) => {
  await page.goto('/auth/register');
  await phoneInput(page).pressSequentially('0955123456');
  await page.getByLabel('الاسم الكامل').click();
  await expect(phoneInput(page)).toHaveAccessibleDescription(validationMessages.phone);
  await fillRest(page);
  await expect(page.getByRole('button', { name: 'إنشاء حساب', exact: true })).toBeDisabled();
});
