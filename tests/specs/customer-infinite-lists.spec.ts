import { expect, test, type Page } from '../support/test.ts';
import type { Paginated, TripCard } from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookByApi } from '../support/booking-api.ts';
import { bookableTrip, registerByApi, signInPage } from '../support/customer-fixtures.ts';

// Issue 11 item 2: an infinite list never stalls (the throttle trails and every page re-checks the
// end), "عرض المزيد" is the keyboard and screen-reader way on, and a list refreshes by pulling
// down on a touch screen or by its refresh button.

const results = (page: Page) => page.getByRole('list', { name: 'نتائج البحث' });
const shown = async (page: Page) => Number((await results(page).getByRole('listitem').first().getAttribute('aria-setsize')) ?? 0);

async function totalTrips(page: Page): Promise<number> {
  const body = (await (
    await page.request.get('/api/trips/filter?page=1&count_nights=1&count_persons=1')
  ).json()) as Paginated<TripCard>;
  return body.meta.total;
}

for (const size of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`search at ${size.width} px: pressing End every 1.2 s loads every trip`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const total = await totalTrips(page);
    expect(total).toBeGreaterThan(36);
    await page.goto('/search');
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
    // Far more presses than pages: if the list stalls, the count stops growing and the poll fails.
    const presses = Math.ceil(total / 12) * 2 + 4;
    for (let i = 0; i < presses && (await shown(page)) < total; i++) {
      await page.keyboard.press('End');
      await page.waitForTimeout(1200);
    }
    expect(await shown(page)).toBe(total);
    await expect(page.getByRole('button', { name: 'عرض المزيد' })).toHaveCount(0);
  });
}

test('search: "عرض المزيد" loads the next page from the keyboard without scrolling', async ({ page }) => {
  // One column: the top of page 1 is far from its end, so only the button can load page 2.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search');
  await expect(page.getByRole('status').filter({ hasText: /رحلة|رحلات/ })).toBeVisible();
  expect(await shown(page)).toBe(12);
  const more = page.getByRole('button', { name: 'عرض المزيد' });
  await expect(more).toBeAttached();
  // Focus without scrolling, so the near-the-end signal cannot be what loads the page.
  await more.evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
  await page.keyboard.press('Enter');
  await expect.poll(() => shown(page)).toBe(24);
  await expect(more).toBeFocused();
  await expectNoAxeViolations(page);
});

test('search: the refresh button reloads page 1 and keeps the cards meanwhile', async ({ page }) => {
  await page.goto('/search');
  await expect(results(page).getByRole('listitem').first()).toBeVisible();
  const reload = page.waitForRequest(
    (r) => r.url().includes('/api/trips/filter') && new URL(r.url()).searchParams.get('page') === '1',
  );
  await page.getByRole('button', { name: 'تحديث' }).click();
  await reload;
  await expect(results(page).getByRole('listitem').first()).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('search: pulling down from the top reloads page 1; a short pull does not', async ({ page }) => {
    await page.goto('/search');
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
    const pageOneCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/trips/filter') && new URL(r.url()).searchParams.get('page') === '1') pageOneCalls.push(r.url());
    });
    const cdp = await page.context().newCDPSession(page);
    const drag = async (distance: number) => {
      const point = (y: number) => [{ x: 200, y }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(150) });
      for (let step = 1; step <= 10; step++)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(150 + (distance * step) / 10) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await page.evaluate(() => window.scrollTo(0, 0));
    await drag(60);
    await page.waitForTimeout(500);
    expect(pageOneCalls).toHaveLength(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await drag(300);
    await expect.poll(() => pageOneCalls.length).toBe(1);
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
  });
});

test('city listing: the same frame (count, refresh, "عرض المزيد")', async ({ page }) => {
  const body = (await (await page.request.get('/api/trips/filter?page=1&to_city_id=1')).json()) as Paginated<TripCard>;
  await page.goto('/cities/1/x');
  await expect(page.getByRole('button', { name: 'تحديث' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'عرض المزيد' })).toHaveCount(body.meta.last_page > 1 ? 1 : 0);
});

test('account lists (bookings, favourites): the same refresh button reloads page 1', async ({ page }) => {
  const customer = await registerByApi(page.request);
  const trip = await bookableTrip(page.request);
  await bookByApi(page.request, customer.token, trip);
  const liked = await page.request.post(`/api/customer/favourites/${trip.id}`, {
    data: { liked: true },
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  expect(liked.ok()).toBeTruthy();
  await signInPage(page, customer.token);
  for (const [path, api, name] of [
    ['/account/trips', '/api/customer/bookings', 'حجوزاتي'],
    ['/account/favourites', '/api/customer/favourites', 'رحلاتي المفضلة'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('list', { name }).getByRole('listitem')).toHaveCount(1);
    const reload = page.waitForRequest((r) => r.url().includes(api) && new URL(r.url()).searchParams.get('page') === '1');
    await page.getByRole('button', { name: 'تحديث' }).click();
    await reload;
    await expect(page.getByRole('list', { name }).getByRole('listitem')).toHaveCount(1);
    // One page only: no "عرض المزيد".
    await expect(page.getByRole('button', { name: 'عرض المزيد' })).toHaveCount(0);
  }
});
