import { expect, test } from '../support/test.ts';
import { tripPath, truncateWords, uiMessages, type Paginated, type TripCard } from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { accountMenuButton, registerByApi, signInPage } from '../support/customer-fixtures.ts';
import { holdRequests } from '../support/hold-requests.ts';
import { navigateInApp, openReady } from '../support/navigate.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';

const results = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'نتائج البحث' });

test('search: breadcrumb, banner, heading, cards with link and 10-word description', async ({ page, request }, testInfo) => {
  const first = (await (
    await request.get('/api/trips/filter?page=1&count_nights=1&count_persons=1&sort_by=high_price')
  ).json()) as Paginated<TripCard>;
  const trip = first.data[0]!;

  await page.goto('/search?sort_by=high_price');
  await expect(page).toHaveTitle('نتائج البحث | رحلة');
  const crumbs = page.getByRole('navigation', { name: 'مسار التنقل' });
  await expect(crumbs.getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByText('نتائج البحث')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'نتائج البحث' })).toBeVisible();
  await expect(page.getByText('اختر رحلتك القادمة')).toBeVisible(); // the search banner's text

  const card = results(page).getByRole('article', { name: trip.title });
  await expect(card.getByRole('link', { name: trip.title })).toHaveAttribute('href', tripPath(trip.id, trip.title));
  await expect(card.getByText(truncateWords(trip.description, 10))).toBeVisible();
  await expect(card.getByText(truncateWords(trip.description, 10))).toHaveText(/\.\.\.$/);

  await expectNoAxeViolations(page);
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, testInfo, 'public-search');
});

test('search: three columns on desktop, one on a phone, more cards on scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search');
  const items = results(page).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const row = await items.evaluateAll((els) => els.slice(0, 3).map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(row).size).toBe(1);
  // Infinite scroll: the set size grows past the first page (12) as the visitor scrolls.
  for (let i = 0; i < 6; i++) {
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(300);
  }
  await expect.poll(async () => Number(await items.first().getAttribute('aria-setsize'))).toBeGreaterThan(12);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  // The grid re-renders for one column after the resize; wait for it rather than race it.
  await expect
    .poll(async () => {
      const tops = await items.evaluateAll((els) => els.slice(0, 2).map((el) => Math.round(el.getBoundingClientRect().top)));
      return tops[0] !== tops[1];
    })
    .toBe(true);
});

test('search: a card search hides the breadcrumb and passes its parameters', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/trips/filter')) calls.push(r.url());
  });
  await openReady(page);
  await navigateInApp(page, '/search?source=card&to_city_id=1');
  await expect(page.getByRole('heading', { level: 1, name: 'نتائج البحث' })).toBeVisible();
  await expect(results(page).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'مسار التنقل' })).toHaveCount(0);
  expect(new URL(calls[0]!).searchParams.get('to_city_id')).toBe('1');
});

test('search: "no trips" only after an empty first page', async ({ page }, testInfo) => {
  const release = await holdRequests(page, '**/api/trips/filter**');
  await openReady(page);
  await navigateInApp(page, '/search?to_city_id=999999');
  await expect(page.getByRole('status').filter({ hasText: 'جارٍ تحميل الرحلات' })).toBeVisible();
  await expect(page.getByText(uiMessages.noTrips)).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: uiMessages.noTrips })).toBeVisible();
  await expectNoAxeViolations(page);
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, testInfo, 'public-search-empty');
});

test('search: #package scrolls to the package section (the study-abroad link)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'الدراسة في الخارج' }).click();
  await expect(page).toHaveURL(/\/search#package$/);
  const section = page.locator('#package');
  await expect(section.getByRole('link').first()).toBeVisible();
  await expect(section).toBeInViewport();
});

test('search: a signed-in customer toggles a favourite and the server keeps it', async ({ page, request }) => {
  const { token } = await registerByApi(request);
  await signInPage(page, token);
  await page.goto('/search');
  await accountMenuButton(page);
  const heart = results(page)
    .getByRole('button', { name: / في المفضلة$/ })
    .first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse((r) => r.url().includes('/api/customer/favourites/') && r.request().method() === 'POST');
  await heart.click();
  expect((await saved).ok()).toBeTruthy();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  const favourites = (await (
    await request.get('/api/customer/favourites?page=1', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { data: { favourites: TripCard[] } };
  expect(favourites.data.favourites).toHaveLength(1);

  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});
