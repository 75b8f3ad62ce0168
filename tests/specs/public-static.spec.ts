import { expect, test } from '../support/test.ts';
import type { DataEnvelope, FaqItem, SiteInfo } from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { navigateInApp, openReady } from '../support/navigate.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';

const UPDATED = 'آخر تحديث: 28 نوفمبر 2026';

test('about us: heading, two paragraphs, about-us banner, contact details', async ({ page, request }, testInfo) => {
  const info = ((await (await request.get('/api/data/info')).json()) as DataEnvelope<SiteInfo>).data;
  await page.goto('/about-us');
  await expect(page).toHaveTitle('من نحن | رحلة');
  await expect(page.getByRole('heading', { level: 1, name: 'من نحن' })).toBeVisible();
  await expect(page.getByText('رحلة وكالة سفر سعودية تجمع لك أفضل الرحلات')).toBeVisible(); // the about-us banner
  await expect(page.locator('main p').filter({ hasText: /.{120,}/ })).toHaveCount(2);
  await expect(page.getByRole('main').getByRole('link', { name: info.email_address! })).toHaveAttribute(
    'href',
    `mailto:${info.email_address}`,
  );
  await expectNoAxeViolations(page);
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, testInfo, 'public-about-us');
});

test('contact: call, chat and mail links and the social links, each only when present', async ({ page, request }, testInfo) => {
  const info = ((await (await request.get('/api/data/info')).json()) as DataEnvelope<SiteInfo>).data;
  await page.goto('/contact-us');
  await expect(page).toHaveTitle('تواصل معنا | رحلة');
  await expect(page.getByRole('heading', { level: 1, name: 'تواصل معنا' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: info.phone_number! })).toHaveAttribute('href', `tel:${info.phone_number}`);
  await expect(main.getByRole('link', { name: new RegExp(info.whatsapp_number!) })).toHaveAttribute(
    'href',
    `https://wa.me/${info.whatsapp_number}`,
  );
  await expect(main.getByRole('link', { name: info.email_address! })).toHaveAttribute('href', `mailto:${info.email_address}`);
  await expect(main.getByRole('link', { name: /فيسبوك/ })).toHaveAttribute('href', info.facebook_url!);
  await expect(main.getByRole('link', { name: /تويتر/ })).toHaveAttribute('href', info.twitter_url!);
  await expect(main.getByRole('link', { name: /إنستغرام/ })).toHaveAttribute('href', info.instagram_url!);
  await expectNoAxeViolations(page);
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, testInfo, 'public-contact-us');
});

test('contact: an item without a value is not shown', async ({ page, request }) => {
  const info = ((await (await request.get('/api/data/info')).json()) as DataEnvelope<SiteInfo>).data;
  await page.route('**/api/data/info', (route) =>
    route.fulfill({ json: { data: { ...info, facebook_url: null, phone_number: null } } }),
  );
  // Site information is read once a visit and kept (apps/web/src/api/read-cache.ts): this visit
  // starts on a page only the browser renders, so the kept answer is the browser's own read,
  // answered by the route above, not the server's rendered one.
  await openReady(page, '/auth/verify-email');
  await navigateInApp(page, '/contact-us');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: info.email_address! })).toBeVisible();
  await expect(main.getByRole('link', { name: /فيسبوك/ })).toHaveCount(0);
  await expect(main.getByRole('link', { name: info.phone_number! })).toHaveCount(0);
});

test('FAQ: title and an accordion that expands and collapses each answer', async ({ page, request }, testInfo) => {
  const faq = ((await (await request.get('/api/faq')).json()) as DataEnvelope<DataEnvelope<FaqItem[]>>).data.data;
  await page.goto('/faq');
  await expect(page).toHaveTitle('الأسئلة الأكثر شيوعًا | رحلة');
  await expect(page.getByRole('heading', { level: 1, name: 'الأسئلة الأكثر شيوعًا' })).toBeVisible();
  const question = page.getByRole('button', { name: faq[0]!.question });
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(faq.length);
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(faq[0]!.answer)).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(faq[0]!.answer)).toBeVisible();
  await expectNoAxeViolations(page);
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, testInfo, 'public-faq');
  await question.click();
  await expect(page.getByText(faq[0]!.answer)).toBeHidden();
});

test('terms: every legal fact of the spec, in Arabic', async ({ page }, testInfo) => {
  await page.goto('/terms');
  await expect(page).toHaveTitle('الشروط والأحكام | رحلة');
  await expect(page.getByRole('heading', { level: 1, name: 'الشروط والأحكام' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('شركة ذات مسؤولية محدودة');
  await expect(main).toContainText('المملكة العربية السعودية');
  await expect(main).toContainText('أكثر من 18 عامًا');
  await expect(main).toContainText('قبل 30 يومًا');
  await expect(main).toContainText('المبلغَ الذي دفعته');
  await expect(main).toContainText('100 دولار أمريكي');
  await expect(main).toContainText(UPDATED);
  await expectNoAxeViolations(page);
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, testInfo, 'public-terms');
});

test('privacy policy: company, children under 13, 30 days notice, what is kept and how long, last updated', async ({
  page,
}, testInfo) => {
  await page.goto('/policy');
  await expect(page).toHaveTitle('سياسة الخصوصية | رحلة');
  await expect(page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('شركة ذات مسؤولية محدودة');
  await expect(main).toContainText('الأطفال دون 13 عامًا');
  await expect(main).toContainText('18 عامًا');
  await expect(main).toContainText('قبل 30 يومًا');
  await expect(main).toContainText('100 دولار أمريكي');
  // Updated for the PDPL (issue 29): what is kept, how long, the customer's rights, breach notice.
  await expect(main).toContainText('آخر تحديث: 27 نوفمبر 2026');
  await expect(main).toContainText('90 يومًا بعد انتهاء الرحلة');
  await expect(main).toContainText('72 ساعة');
  await expectNoAxeViolations(page);
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, testInfo, 'public-policy');
});
