import { passportPng } from '@rihla/bench/lib/png.ts';
import { addDays, todayIso, tripMessages, type CityOption } from '@rihla/contract';
import { expect, test, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { tabTo, typeDate } from '../support/customer-fixtures.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';
import { signedInStaff } from '../support/staff.ts';

// A whole trip made in the back office (issue 17): an admin (made by the CLI: support/staff.ts) creates a trip with two uploaded pictures and a day of itinerary,
// adds a departure of 2 seats and publishes it; the public search finds it, and its card offers the
// pictures as AVIF and WebP, which the server answers with those types.

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin creates a trip with two uploaded pictures, a departure of 2 seats, publishes it; the site serves its pictures as AVIF and WebP', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await signedInStaff(page, 'creator');
  const cities = ((await (await request.get('/api/cities')).json()) as { data: CityOption[] }).data;
  const [from, to] = [cities[0]!, cities[1]!];
  const title = `رحلة الاختبار ${Date.now()}`;

  await page.getByRole('link', { name: 'الرحلات' }).click();
  await page.getByRole('link', { name: 'رحلة جديدة' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'رحلة جديدة' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Sent empty: each mistake at its field, in Arabic, and nothing sent.
  await page.getByLabel('العنوان', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'إنشاء الرحلة' }).click();
  await expect(page.getByText(tripMessages.company)).toBeVisible();
  await expect(page.getByText(tripMessages.toCity)).toBeVisible();
  await expect(page.getByLabel('العنوان', { exact: true })).toHaveValue(title);
  await expectNoAxeViolations(page);

  await page.getByLabel('الشركة المنظمة').fill('شركة الاختبار للسياحة');
  await page.getByLabel('الوصف', { exact: true }).fill(
    // Longer than a card's 10 words, as a real description is: the home and search specs, which may run
    // while this trip is listed, check that every card's description is cut with "...".
    'رحلة قصيرة لاختبار إنشاء الرحلات من لوحة التحكم، مع برنامج مريح وإقامة مريحة وجولات يومية في المدينة.',
  );
  await page.getByLabel('السعر (ريال)').fill('987654');
  await page.getByLabel('السعر قبل الخصم (اختياري)').fill('999999');
  await page.getByLabel('المدة (أيام)').fill('3');
  await page.getByLabel('البالغون في السعر').fill('2');
  await page.getByLabel('أقصى عدد للبالغين الإضافيين').fill('1');
  await page.getByLabel('سعر البالغ الإضافي (ريال)').fill('500');
  await choose(page, 'مدينة الوجهة', to.label);
  await choose(page, 'مدينة الانطلاق', from.label);

  // Two pictures, chosen together: uploaded with progress, then shown as thumbnails.
  const pictures = page.getByRole('group', { name: /صور الرحلة/ });
  await pictures.locator('input[type=file]').setInputFiles([
    { name: 'sea.png', mimeType: 'image/png', buffer: passportPng(1, 1200, 800) },
    { name: 'desert.png', mimeType: 'image/png', buffer: passportPng(2, 900, 600) },
  ]);
  const thumbnails = pictures.getByRole('list', { name: /الصور المرفوعة/ }).getByRole('listitem');
  await expect(thumbnails).toHaveCount(2, { timeout: 30_000 });
  // Reordered with the keyboard (uploads finish in any order: the second is read first).
  const second = await thumbnails.nth(1).locator('img').getAttribute('width');
  await page.getByLabel('الوصف', { exact: true }).focus();
  await tabTo(page, pictures.getByRole('button', { name: 'الصورة 2 من 2: قدّمها' }));
  await page.keyboard.press('Enter');
  await expect(thumbnails.nth(0).locator('img')).toHaveAttribute('width', second!);
  await expect(page.getByText('نُقلت الصورة 2 إلى الموضع 1')).toBeAttached();

  // A text file is refused in Arabic before it is sent.
  await pictures
    .locator('input[type=file]')
    .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') }]);
  await expect(pictures.getByRole('alert')).toContainText('نوع الملف غير مدعوم');

  // A day of itinerary, with the keyboard alone.
  await tabTo(page, page.getByRole('button', { name: 'إضافة يوم' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('اليوم 1: العنوان'), { backwards: true });
  await page.keyboard.type('الوصول');
  await page.keyboard.press('Tab');
  await page.keyboard.type('الاستقبال في المطار والانتقال إلى الفندق.');
  await expect(page.getByLabel('اليوم 1: الوصف')).toHaveValue('الاستقبال في المطار والانتقال إلى الفندق.');
  await page.getByRole('button', { name: 'إضافة عنصر' }).click();
  await page.getByLabel('العنصر 1: الاسم').fill('الإقامة');
  await page.getByLabel('العنصر 1: التفاصيل').fill('فندق أربع نجوم');
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'admin-trip-create');

  await page.getByRole('button', { name: 'إنشاء الرحلة' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('مخفية')).toBeVisible();

  // A departure of 2 seats, then published.
  const date = addDays(todayIso(), 10);
  await typeDate(page, 'تاريخ المغادرة', date, 'ymd');
  await page.getByLabel('عدد المقاعد').fill('2');
  await page.getByRole('button', { name: 'إضافة مغادرة' }).click();
  await expect(page.getByText('أُضيفت المغادرة.')).toBeVisible();
  await page.getByRole('button', { name: 'نشر على الموقع' }).click();
  await expect(page.getByText('نُشرت الرحلة على الموقع.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'admin-trip-created');

  // The public search finds it; its card offers the pictures as AVIF and WebP.
  await page.goto(`/search?from_city_id=${from.value}&to_city_id=${to.value}&sort_by=high_price`);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  const sources = card.locator('picture source');
  await expect(sources).toHaveCount(2);
  expect(await sources.evaluateAll((list) => list.map((s) => s.getAttribute('type')))).toEqual(['image/avif', 'image/webp']);
  const img = card.locator('picture img');
  // The cover is the picture moved first, with its own size (1200×800 or 900×600).
  await expect(img).toHaveAttribute('width', second!);
  await expect(img).toHaveAttribute('height', second === '1200' ? '800' : '600');
  expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  for (const [type, source] of [
    ['image/avif', sources.nth(0)],
    ['image/webp', sources.nth(1)],
  ] as const) {
    const urls = (await source.getAttribute('srcset'))!.split(', ').map((s) => s.split(' ')[0]!);
    expect(urls.length).toBeGreaterThanOrEqual(2);
    for (const url of urls) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-type']).toBe(type);
    }
  }

  // Its page: the gallery offers the same sources, with the picture's own size.
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('main picture source[type="image/avif"]').first()).toBeAttached();
  // Rendered on the server for a guest too: the first HTML already has the sources and the size.
  const html = await (await request.get(new URL(page.url()).pathname)).text();
  expect(html).toMatch(/<picture[^>]*><source type="image\/avif" srcSet="\/api\/media\/pictures\/[a-z0-9]{16}\/480\.avif 480w/);
  expect(html).toMatch(/<img[^>]+width="(900|1200)" height="(600|800)"/);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'public-trip-uploaded');
});
