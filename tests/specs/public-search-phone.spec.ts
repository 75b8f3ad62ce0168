import { expect, test, type Page } from '../support/test.ts';
import type { Country, Paginated, TripCard } from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';

// Issue 11 item 7: on a phone the search collapses to a one-line summary with an edit button, the
// result count is announced, every active filter (the country included) is shown and clearable,
// and the first result card is on the first screen at 390×844.

const results = (page: Page) => page.getByRole('list', { name: 'نتائج البحث' });
const filters = (page: Page) => page.getByRole('list', { name: 'عوامل التصفية' });

async function countryWithTrips(page: Page): Promise<{ country: Country; total: number }> {
  const countries = ((await (await page.request.get('/api/countries')).json()) as { data: Country[] }).data;
  for (const country of countries) {
    const body = (await (
      await page.request.get(`/api/trips/filter?page=1&count_nights=1&count_persons=1&to_country_id=${country.id}`)
    ).json()) as Paginated<TripCard>;
    if (body.meta.total > 0) return { country, total: body.meta.total };
  }
  throw new Error('no country has trips');
}

test.describe('at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the search is a one-line summary, the first card is on the first screen, the count is announced', async ({
    page,
  }, testInfo) => {
    const total = (
      (await (await page.request.get('/api/trips/filter?page=1&count_nights=1&count_persons=1')).json()) as Paginated<TripCard>
    ).meta.total;
    await page.goto('/search');
    const summary = page.getByRole('region', { name: 'البحث الحالي' });
    await expect(summary).toBeVisible();
    await expect(page.getByRole('search', { name: 'البحث عن رحلة' })).toHaveCount(0);
    // One line: the summary is no taller than its button.
    const line = summary.locator('p');
    const box = await line.boundingBox();
    expect(box!.height).toBeLessThan(30);

    const first = results(page).getByRole('listitem').first();
    await expect(first).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('search-phone-first-screen-390.png') });
    const card = await first.boundingBox();
    expect(card!.y).toBeGreaterThanOrEqual(0);
    // Its picture and title are on the first screen, not 1,370 px down.
    expect(card!.y + 120).toBeLessThan(844);
    await expect(first.getByRole('heading')).toBeInViewport();

    const count = page.getByRole('status').filter({ hasText: new RegExp(`^(${total}|[٠-٩]+) رحلة|رحلات$`) });
    await expect(count).toBeVisible();

    // The edit button opens the whole form, which searches as before.
    const edit = summary.getByRole('button', { name: 'تعديل البحث' });
    await expect(edit).toHaveText('تعديل');
    await expect(edit).toHaveAttribute('aria-expanded', 'false');
    await edit.click();
    await expect(page.getByRole('search', { name: 'البحث عن رحلة' })).toBeVisible();
    await expect(summary.getByRole('button', { name: 'إخفاء البحث' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'بحث', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?.*sort_by=high_price/);
    await expect(page.getByRole('search', { name: 'البحث عن رحلة' })).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, testInfo, 'search-phone');
  });

  test('a country filter is shown by name and can be cleared', async ({ page }) => {
    const { country, total } = await countryWithTrips(page);
    await page.goto(`/search?to_country_id=${country.id}`);
    const chip = filters(page).getByRole('listitem').filter({ hasText: country.name });
    await expect(chip).toHaveText(`الدولة: ${country.name}`);
    await expect(page.getByRole('region', { name: 'البحث الحالي' })).toContainText(country.name);
    await expect
      .poll(async () => Number(await results(page).getByRole('listitem').first().getAttribute('aria-setsize')))
      .toBe(Math.min(total, 12));
    await expectNoAxeViolations(page);
    // The count line is one live region for the page's life: the new count replaces the old in
    // the same element, which is what makes screen readers announce it.
    const count = await page
      .getByRole('status')
      .filter({ hasText: /رحلة|رحلات|رحلتان/ })
      .elementHandle();
    const before = await count!.textContent();
    await chip.getByRole('button', { name: `إزالة عامل التصفية الدولة: ${country.name}` }).click();
    await expect(page).not.toHaveURL(/to_country_id/);
    await expect
      .poll(async () => (await count!.evaluate((el) => el.isConnected)) && (await count!.textContent()) !== before)
      .toBe(true);
    await expect(filters(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'البحث الحالي' })).toContainText('كل المدن ← كل الوجهات');
  });
});

test('at 1280 px: the full form, and the city filters as clearable chips', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const cities = ((await (await page.request.get('/api/cities')).json()) as { data: { value: number; label: string }[] }).data;
  const [from, to] = cities;
  await page.goto(`/search?from_city_id=${from!.value}&to_city_id=${to!.value}`);
  await expect(page.getByRole('search', { name: 'البحث عن رحلة' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'البحث الحالي' })).toHaveCount(0);
  await expect(filters(page).getByRole('listitem')).toHaveText([`من: ${from!.label}`, `إلى: ${to!.label}`]);
  await filters(page)
    .getByRole('button', { name: `إزالة عامل التصفية من: ${from!.label}` })
    .click();
  await expect(page).not.toHaveURL(/from_city_id/);
  await expect(page).toHaveURL(new RegExp(`to_city_id=${to!.value}`));
  await expect(filters(page).getByRole('listitem')).toHaveText([`إلى: ${to!.label}`]);
});
