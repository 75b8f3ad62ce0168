import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOTP } from 'otpauth';
import { expect, type Page } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';

// Staff members of the back office (issue 17) for the specs: created by the operator's command line
// as an operator would, then through the product's own pages: the set-password link, the password,
// the authenticator set up from its secret, the recovery codes kept.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const STAFF_PASSWORD = 'a long staff passphrase';

/** The authenticator's current code for a secret shown at set-up. */
export const totpCode = (secret: string) => new TOTP({ secret }).generate();

/** `admin.ts create-staff` against the run's data; returns the set-password link's path. */
export function createStaffByCli(email: string, role: 'admin' | 'agent' = 'admin', name = 'ليلى'): string {
  const out = execFileSync(
    process.execPath,
    [path.join(root, 'apps/api/src/cli/admin.ts'), 'create-staff', '--email', email, '--role', role, '--name', name],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT}` },
      encoding: 'utf8',
    },
  );
  const link = /\/admin\/set-password\?token=\S+/.exec(out);
  if (!link) throw new Error(`create-staff printed no set-password link:\n${out}`);
  return link[0];
}

/**
 * Sets the password from an invitation link (full or a path), signs in, sets the authenticator up
 * (axe on its QR screen) and keeps the recovery codes: the back office's home is open after it.
 */
export async function signInFirstTime(page: Page, link: string, email: string) {
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('كلمة المرور الجديدة').fill(STAFF_PASSWORD);
  await page.getByLabel('تأكيد كلمة المرور').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
  await expect(page.getByText('تم تغيير كلمة المرور بنجاح')).toBeVisible();
  await page.getByRole('link', { name: 'الدخول إلى لوحة التحكم' }).click();
  await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page.getByRole('img', { name: /رمز QR/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const secret = (await page.getByText(/^[A-Z2-7]{32}$/).textContent())!.trim();
  await page.getByLabel('رمز التحقق').fill(totpCode(secret));
  await page.getByRole('button', { name: 'دخول' }).click();
  const codes = page.getByRole('list', { name: 'رموز الاسترداد' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = await codes.allTextContents();
  await page.getByRole('button', { name: /حفظت الرموز/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'الرئيسية' })).toBeVisible();
  return { secret, recovery };
}

/** A new staff member from the command line, signed in on `page`: their e-mail, secret and recovery codes. */
export async function signedInStaff(page: Page, prefix: string, role: 'admin' | 'agent' = 'admin', name?: string) {
  const email = `${prefix}.${Date.now()}@rihla.example`;
  return { email, ...(await signInFirstTime(page, createStaffByCli(email, role, name), email)) };
}
