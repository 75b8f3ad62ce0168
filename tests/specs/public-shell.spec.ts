import { expect, test } from '../support/test.ts';
import { uiMessages, type DataEnvelope, type SiteInfo } from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { accountMenuButton, registerByApi, signInPage } from '../support/customer-fixtures.ts';
import { holdRequests } from '../support/hold-requests.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';

test('header: navigation and the guest login/register pair', async ({ page }) => {
  await page.goto('/faq');
  const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
  // The header's packages link opens /packages (the spec's /about-us was a defect); about us stays.
  await expect(nav.getByRole('link', { name: 'الباقات' })).toHaveAttribute('href', '/packages');
  await expect(nav.getByRole('link', { name: 'من نحن' })).toHaveAttribute('href', '/about-us');
  await expect(nav.getByRole('link', { name: 'الدراسة في الخارج' })).toHaveAttribute('href', '/search#package');
  await expect(nav.getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute('href', '/contact-us');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/auth/login');
  await expect(header.getByRole('link', { name: 'إنشاء حساب' })).toHaveAttribute('href', '/auth/register');

  // The header's links are native (no react-aria on a first page, issue 28), and still the app's: a
  // keyboard user sees the focus ring, and the next page comes without loading a new document.
  await page.keyboard.press('Tab'); // the skip link
  await page.keyboard.press('Tab');
  const brand = header.getByRole('link', { name: 'رحلة' });
  await expect(brand).toBeFocused();
  await expect(brand).toHaveCSS('outline-style', 'solid');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await nav.getByRole('link', { name: 'من نحن' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'من نحن' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(nav.getByRole('link', { name: 'من نحن' })).toHaveAttribute('aria-current', 'page');
});

test('header: the mobile menu opens and closes', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact-us');
  const toggle = page.getByRole('button', { name: 'القائمة الرئيسية' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await expect(menu.getByRole('link', { name: 'تواصل معنا' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('public-mobile-menu-390.png') });
  await menu.getByRole('link', { name: 'الدراسة في الخارج' }).click();
  await expect(page).toHaveURL(/\/search#package$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('footer: store links, support contacts, 24/7 line, copyright 2025, scroll to top after 300 px', async ({
  page,
  request,
}) => {
  const info = ((await (await request.get('/api/data/info')).json()) as DataEnvelope<SiteInfo>).data;
  await page.goto('/terms');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', info.appstore_url!);
  await expect(footer.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', info.playstore_url!);
  await expect(footer.getByRole('link', { name: /واتساب/ })).toHaveAttribute('href', `https://wa.me/${info.whatsapp_number}`);
  await expect(footer.getByRole('link', { name: /الهاتف/ })).toHaveAttribute('href', `tel:${info.phone_number}`);
  await expect(footer.getByRole('link', { name: /البريد/ })).toHaveAttribute('href', `mailto:${info.email_address}`);
  await expect(footer).toContainText('على مدار الساعة');
  await expect(footer).toContainText('© 2025');
  for (const [name, href] of [
    ['من نحن', '/about-us'],
    ['الأسئلة الشائعة', '/faq'],
    ['الشروط والأحكام', '/terms'],
    ['سياسة الخصوصية', '/policy'],
  ]) {
    await expect(footer.getByRole('link', { name: name! })).toHaveAttribute('href', href!);
  }

  const toTop = page.getByRole('button', { name: 'العودة إلى أعلى الصفحة' });
  await expect(toTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(toTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('not found: any other path shows the page-not-found message', async ({ page }, testInfo) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: uiMessages.pageNotFound })).toBeVisible();
  await expect(page).toHaveTitle(`${uiMessages.pageNotFound} | رحلة`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoAxeViolations(page);
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, testInfo, 'public-not-found');
});

test('signed in: the user menu, and logout asks for confirmation first', async ({ page, request }, testInfo) => {
  const { token } = await registerByApi(request);
  await signInPage(page, token);
  await page.goto('/faq');
  const menuButton = await accountMenuButton(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' })).toHaveCount(0);
  await menuButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'إدارة الحساب' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'المفضلة' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'رحلاتي' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'تسجيل الخروج' });
  await expect(dialog).toContainText('هل أنت متأكد');
  await expectNoAxeViolations(page);
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, testInfo, 'public-logout-dialog');
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(menuButton).toBeVisible();

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('loading: the full-screen overlay blocks the page while the stored session loads', async ({ page }) => {
  // Only on the first load: a token the server rejects is dropped and the page reloads.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('token', 'stale-token');
  });
  const release = await holdRequests(page, '**/api/customer');
  await page.goto('/faq');
  await expect(page.getByRole('progressbar', { name: 'جارٍ تحميل حسابك' })).toBeVisible();
  release();
});
