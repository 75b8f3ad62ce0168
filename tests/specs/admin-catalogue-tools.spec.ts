import { passportPng } from '@rihla/bench/lib/png.ts';
import { addDays, todayIso, type AdminTrip, type CityOption } from '@rihla/contract';
import { expect, test, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { tabTo, typeDate } from '../support/customer-fixtures.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';
import { signedInStaff } from '../support/staff.ts';

// Issue 31, items 7 and 15, in the back office: a trip's "غير مشمول" list (shown on the public page,
// rendered on the server too), recurring departures, "تكرار الرحلة", the FAQ dragged into order with
// the mouse and with the keyboard (react-aria announcing each step), and a banner's picture uploaded.

/** The signed-in staff member's calls to the API, with the token the back office keeps. */
async function staffApi(page: Page) {
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('staff_session')!) as { token: string }).token);
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async <T>(url: string) => ((await (await page.request.get(url, { headers })).json()) as { data: T }).data,
    post: async <T>(url: string, data: object) => {
      const res = await page.request.post(url, { data, headers });
      expect(res.ok(), url).toBe(true);
      return ((await res.json()) as { data: T }).data;
    },
  };
}

test('an admin lists what a trip leaves out, adds every Friday until a date, and duplicates the trip', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await signedInStaff(page, 'tools');
  const api = await staffApi(page);
  // A trip of its own (published, open dates), so that no other spec's trip gets these departures.
  const cities = ((await (await request.get('/api/cities')).json()) as { data: CityOption[] }).data;
  const created = await api.post<AdminTrip>('/api/admin/trips', {
    title: `رحلة أدوات الكتالوج ${Date.now()}`,
    company: 'شركة الاختبار للسياحة',
    // Longer than a card's 10 words, as a real description is (the home and search specs cut every card's).
    description: 'رحلة لاختبار أدوات الكتالوج في لوحة التحكم، مع برنامج مريح وإقامة مريحة وجولات يومية في المدينة.',
    images: ['/api/media/trip/tools-0.svg'],
    program: [{ day: 1, title: 'الوصول', description: 'الاستقبال في المطار والانتقال إلى الفندق.', image: null }],
    included: [{ name: 'الإقامة', title: 'فندق أربع نجوم' }],
    price: 3456,
    default_adults: 2,
    duration: 4,
    to_city_id: cities[2]!.value,
  });
  const card = { id: created.id, title: created.title };
  await page.getByRole('link', { name: 'الرحلات' }).click();
  await page.goto(`/admin/trips/${card.id}`);
  await expect(page.getByRole('heading', { level: 1, name: card.title })).toBeVisible();

  // What the price leaves out: a list of its own, beside what it includes.
  const before = (await api.get<AdminTrip>(`/api/admin/trips/${card.id}`)).not_included.length;
  await page.getByRole('button', { name: 'إضافة بند غير مشمول' }).click();
  const n = before + 1;
  await page.getByLabel(`البند غير المشمول ${n}: الاسم`).fill('رسوم الدخول');
  await page.getByLabel(`البند غير المشمول ${n}: التفاصيل`).fill('تذاكر المتاحف والمواقع الأثرية');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByText('تم حفظ الرحلة، وهي على الموقع الآن.')).toBeVisible();
  expect((await api.get<AdminTrip>(`/api/admin/trips/${card.id}`)).not_included.at(-1)).toEqual({
    name: 'رسوم الدخول',
    title: 'تذاكر المتاحف والمواقع الأثرية',
  });

  // Every Friday for two months, in one request: how many were added and skipped is said.
  const recurring = page.getByRole('form', { name: 'مغادرات متكررة' });
  await recurring.getByRole('button', { name: 'إنشاء المغادرات' }).click();
  await expect(recurring.getByText('اختر يومًا واحدًا من أيام الأسبوع على الأقل')).toBeVisible();
  const friday = recurring.getByRole('checkbox', { name: 'الجمعة' });
  await friday.focus();
  await page.keyboard.press('Space');
  await expect(friday).toBeChecked();
  const until = addDays(todayIso(), 60);
  await typeDate(page, 'حتى تاريخ', until, 'ymd');
  await recurring.getByLabel('المقاعد في كل مغادرة').fill('9');
  await recurring.getByRole('button', { name: 'إنشاء المغادرات' }).click();
  await expect(recurring.getByText(/^عدد المغادرات المضافة: \d+/)).toBeVisible();
  const trip = await api.get<AdminTrip>(`/api/admin/trips/${card.id}`);
  const fridays = trip.departures.filter((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 5 && d.seats === 9);
  expect(fridays.length).toBeGreaterThanOrEqual(7);
  // A date with one already, or within the lead time, is skipped: asked again, nothing is added.
  await recurring.getByRole('button', { name: 'إنشاء المغادرات' }).click();
  await expect(recurring.getByText(/^عدد المغادرات المضافة: 0، والمتخطاة: \d+/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'admin-trip-tools');

  // The public page, as the server renders it for a crawler, and in the browser.
  const html = await (await request.get(trip.link)).text();
  expect(html).toContain('غير مشمول في الرحلة');
  expect(html).toContain('تذاكر المتاحف والمواقع الأثرية');
  const publicPage = await page.context().newPage();
  await publicPage.goto(trip.link);
  const section = publicPage.getByRole('region', { name: 'غير مشمول في الرحلة' });
  await expect(section.getByRole('listitem').filter({ hasText: 'رسوم الدخول' })).toBeVisible();
  await expect(publicPage.getByRole('region', { name: 'تشمل الرحلة' })).toBeVisible();
  await expectNoAxeViolations(publicPage);
  await section.scrollIntoViewIfNeeded();
  await screenshotBothWidths(publicPage, testInfo, 'public-trip-not-included');
  await publicPage.close();

  // "تكرار الرحلة": the copy opens hidden, with its note, without the departures.
  await page.getByRole('button', { name: 'تكرار الرحلة' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${card.title} (نسخة)` })).toBeVisible();
  await expect(page.getByText('هذه نسخة من الرحلة، وهي مخفية عن الموقع حتى تنشرها.', { exact: false })).toBeVisible();
  await expect(page.getByText('مخفية', { exact: true })).toBeVisible();
  const copyId = Number(new URL(page.url()).pathname.split('/').at(-1));
  expect(copyId).not.toBe(card.id);
  const copy = await api.get<AdminTrip>(`/api/admin/trips/${copyId}`);
  expect(copy).toMatchObject({ published: false, departures: [], images: trip.images, not_included: trip.not_included });
  expect((await request.get(`/api/trips/${copyId}`)).status()).toBe(404);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, testInfo, 'admin-trip-copy');
});

test('an admin drags the FAQ into order with the keyboard and the mouse, and uploads a banner picture', async ({
  page,
}, testInfo) => {
  test.slow();
  await signedInStaff(page, 'faq-order');
  const api = await staffApi(page);
  const faqBefore = await api.get<{ id: number; question: string }[]>('/api/admin/faq');
  const bannerBefore = (await api.get<{ id: number; image: string; title: string }[]>('/api/admin/banners?type=faq'))[0]!;
  try {
    await page.getByRole('link', { name: 'المحتوى' }).click();
    const list = page.getByRole('grid', { name: 'الأسئلة الشائعة بترتيبها' });
    await expect(list.getByRole('row')).toHaveCount(faqBefore.length);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, testInfo, 'admin-faq-order');

    // The keyboard: Tab to the first entry's handle, Enter, the arrow keys, Enter; each step announced.
    const first = faqBefore[0]!;
    const handle = list.getByRole('button', { name: new RegExp(`^اسحب السؤال «${first.question.slice(0, 10)}`) });
    await tabTo(page, handle);
    await page.keyboard.press('Enter');
    const announcer = page.locator('[data-live-announcer]');
    await expect(announcer).toContainText(/\S/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByText('تغيّر ترتيب الأسئلة.')).toBeVisible();
    await expect
      .poll(async () => (await api.get<{ id: number }[]>('/api/admin/faq')).map((f) => f.id).indexOf(first.id))
      .toBeGreaterThan(0);
    const afterKeys = (await api.get<{ id: number }[]>('/api/admin/faq')).map((f) => f.id);
    await expect(list.getByRole('row').nth(afterKeys.indexOf(first.id))).toContainText(first.question);

    // The mouse: the last entry dragged above the first.
    const last = faqBefore.at(-1)!;
    const from = (await list
      .getByRole('button', { name: new RegExp(`^اسحب السؤال «${last.question.slice(0, 10)}`) })
      .boundingBox())!;
    const to = (await list.getByRole('row').first().boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.move(to.x + to.width / 2, to.y + 3, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(async () => (await api.get<{ id: number }[]>('/api/admin/faq')).map((f) => f.id)[0], { timeout: 10_000 })
      .toBe(last.id);
    await expect(list.getByRole('row').first()).toContainText(last.question);
    await expectNoAxeViolations(page);

    // A banner of the FAQ page: its picture shown, removed, uploaded.
    await page.getByRole('link', { name: 'البانرات' }).click();
    await page.getByRole('button', { name: /عرض بانرات صفحة/ }).click();
    await page.getByRole('option', { name: 'الأسئلة الشائعة' }).click();
    await page
      .getByRole('button', { name: /^تعديل البانر/ })
      .first()
      .click();
    const picture = page.getByRole('group', { name: 'الصورة' });
    const shown = picture.getByRole('list', { name: /الصور المرفوعة/ }).getByRole('listitem');
    await expect(shown).toHaveCount(1);
    await expect(shown.locator('img')).toBeVisible();
    await picture.getByRole('button', { name: /الصورة 1 من 1: أزلها/ }).click();
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect(page.getByText('ارفع صورة (رابطها يبدأ بـ / أو https://)')).toBeVisible();
    await picture
      .locator('input[type=file]')
      .setInputFiles([{ name: 'faq-banner.png', mimeType: 'image/png', buffer: passportPng(3, 1600, 500) }]);
    // Uploaded (not only on its way): its thumbnail has its remove button.
    await expect(picture.getByRole('button', { name: 'الصورة 1 من 1: أزلها' })).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, testInfo, 'admin-banner-upload');
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect(page.getByText('حُفظ البانر، وهو على الموقع الآن.')).toBeVisible();
    const saved = (await api.get<{ id: number; image: string }[]>('/api/admin/banners?type=faq')).find(
      (b) => b.id === bannerBefore.id,
    )!;
    expect(saved.image).toMatch(/^\/api\/media\/pictures\//);
  } finally {
    await api.post('/api/admin/faq/order', { ids: faqBefore.map((f) => f.id) });
    await api.post(`/api/admin/banners/${bannerBefore.id}`, { image: bannerBefore.image });
  }
});
