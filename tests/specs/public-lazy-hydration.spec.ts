import { travellerLimits, tripPath, type HomeResponse } from '@rihla/contract';
import { consoleProblems } from '../support/console-problems.ts';
import { expect, test, type Page } from '../support/test.ts';
import { bookByApi } from '../support/booking-api.ts';
import { bookableTrip, registerByApi } from '../support/customer-fixtures.ts';
import { endTrip } from '../support/run-database.ts';

// Issue 28, "Hydrate less, later": the home carousels and the trip page's itinerary, reviews and
// terms keep the server's HTML until the visitor nears them (the trip's pictures and steppers, and
// the search form, until the visitor reaches into them); only then does their code load and
// they hydrate. In Chromium against the real server: nothing of theirs is fetched at first, and once
// scrolled to, a carousel arrow, an itinerary day and a page of reviews work, with no hydration
// warning (or any console error) on the way.

/** The JavaScript files the page has asked for so far. */
function scriptsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') asked.push(new URL(r.url()).pathname);
  });
  return asked;
}

test('home: the carousels load and hydrate when scrolled to, and their arrows then work', async ({ page, request }) => {
  const home = (await (await request.get('/api/trips')).json()) as HomeResponse;
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = consoleProblems(page);
  const scripts = scriptsAsked(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The rows are in the server's HTML, plain, and their code has not been asked for.
  const offers = page.getByRole('region', { name: 'العروض الأكثر طلبًا' });
  await expect(page.getByRole('list', { name: 'العروض الأكثر طلبًا' })).toBeAttached();
  expect(scripts.filter((s) => /\/(home-rows|carousel)-[\w-]{8}\.js$/.test(s))).toEqual([]);

  await page.getByRole('heading', { name: 'العروض الأكثر طلبًا' }).scrollIntoViewIfNeeded();
  const next = offers.getByRole('button', { name: 'الشريحة التالية' });
  await expect(next).toBeVisible();
  expect(scripts.some((s) => /\/carousel-[\w-]{8}\.js$/.test(s))).toBe(true);
  const later = home.trips.latest[5]!;
  await expect(offers.getByRole('link', { name: later.title })).toHaveCount(0);
  for (let i = 0; i < 5; i++) await next.click();
  await expect(offers.getByRole('link', { name: later.title })).toBeVisible();
  expect(problems).toEqual([]);
});

test('trip page: the itinerary and the reviews hydrate when scrolled to; a day opens, a page of reviews follows', async ({
  page,
  request,
}) => {
  test.slow();
  // Eleven ended trips' reviews, so that a second page exists.
  const latest = ((await (await request.get('/api/trips')).json()) as HomeResponse).trips.latest.map((t) => t.id);
  const trip = await bookableTrip(request, latest.slice(1));
  for (let i = 0; i < 11; i++) {
    const customer = await registerByApi(request);
    const booking = await bookByApi(request, customer.token, trip);
    endTrip(booking.id);
    const res = await request.post('/api/customer/bookings/rate', {
      headers: { Authorization: `Bearer ${customer.token}` },
      data: { booking_id: booking.id, rate: (i % 5) + 1, comment: `مراجعة مؤجلة ${i}` },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  const problems = consoleProblems(page);
  const scripts = scriptsAsked(page);
  await page.goto(tripPath(trip.id, trip.title));
  await page.waitForLoadState('networkidle');
  // Below the booking box on a phone: shown from the server's HTML, its code not yet asked for.
  const program = page.getByRole('list', { name: 'برنامج الرحلة' });
  await expect(program).toBeAttached();
  expect(scripts.filter((s) => /\/trip-details-below-[\w-]{8}\.js$/.test(s))).toEqual([]);

  // An itinerary day opens once the section has hydrated.
  await page.getByRole('heading', { name: 'برنامج الرحلة' }).scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some((s) => /\/trip-details-below-[\w-]{8}\.js$/.test(s))).toBe(true);
  expect(trip.program.length, 'a trip of several days').toBeGreaterThan(1);
  const second = program.getByRole('button').nth(1);
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');

  // The reviews: ten from the server, the next page on asking.
  const reviews = page.getByRole('region', { name: 'آراء المسافرين' });
  const list = reviews.getByRole('list', { name: 'المراجعات' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const shown = await list.getByRole('listitem').count();
  await reviews.getByRole('button', { name: 'عرض المزيد' }).click();
  await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(shown);
  expect(problems).toEqual([]);
});

test('trip page: a press made before the section’s code has arrived is kept and takes effect', async ({ page, request }) => {
  // The details' code is slow to come (a cheap phone on a poor line): the visitor presses a day of
  // the itinerary, still the server's HTML, before it has hydrated. React would drop that press.
  const trip = await bookableTrip(request);
  expect(trip.program.length, 'a trip of several days').toBeGreaterThan(1);
  let arrive!: () => void;
  const codeMayCome = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/trip-details-below-[\w-]{8}\.js$/, async (route) => {
    await codeMayCome;
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = consoleProblems(page);
  await page.goto(tripPath(trip.id, trip.title));
  await page.waitForLoadState('load');

  const second = page.getByRole('list', { name: 'برنامج الرحلة' }).getByRole('button').nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  arrive();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  // Once live, the section's own presses work as usual: one press, one change.
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  expect(problems).toEqual([]);
});

test('trip page: the pictures and the steppers load on first reach; a dot and a stepper pressed before then take effect', async ({
  page,
  request,
}) => {
  // Their react-aria (a tab list, NumberFields) is most of what a trip page would load first. The
  // code is slow to come here (a cheap phone on a poor line): each press is held until it is live.
  const trip = await bookableTrip(request);
  expect(trip.images.length, 'a trip of several pictures').toBeGreaterThan(1);
  const limits = travellerLimits(trip).children;
  const firstChildren = Math.min(Math.max(trip.default_childs, limits.min), limits.max);
  expect(limits.max, 'room for a child').toBeGreaterThan(firstChildren);
  let arrive!: () => void;
  const codeMayCome = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/(trip-pictures|traveller-steppers)-[\w-]{8}\.js$/, async (route) => {
    await codeMayCome;
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = consoleProblems(page);
  const scripts = scriptsAsked(page);
  await page.goto(tripPath(trip.id, trip.title));
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /\/(trip-pictures|traveller-steppers|number-stepper|gallery)-[\w-]{8}\.js$/.test(s))).toEqual([]);

  const dots = page.getByRole('tablist', { name: 'صور الرحلة' }).getByRole('tab');
  await dots.nth(1).click();
  const children = page.getByRole('textbox', { name: 'عدد الأطفال' });
  await expect(children).toHaveValue(String(firstChildren));
  await page.getByRole('button', { name: 'زيادة عدد الأطفال' }).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-selected', 'false');
  await expect(children).toHaveValue(String(firstChildren));
  arrive();

  await expect(dots.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').locator('img')).toHaveAttribute('src', trip.images[1]!);
  await expect(children).toHaveValue(String(firstChildren + 1));
  // Live, one press is one step.
  await page.getByRole('button', { name: 'خفض عدد الأطفال' }).click();
  await expect(children).toHaveValue(String(firstChildren));
  expect(problems).toEqual([]);
});

test('home: the search form’s code comes on first use, and what is typed before it arrives is kept', async ({ page }) => {
  // The form's code (its date picker and selects) is slow to come; the visitor types meanwhile.
  let arrive!: () => void;
  const codeMayCome = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/search-panel-[\w-]{8}\.js$/, async (route) => {
    await codeMayCome;
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = consoleProblems(page);
  const scripts = scriptsAsked(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Drawn by the server; its code not asked for until it is used.
  const form = page.getByRole('search', { name: 'البحث عن رحلة' });
  await expect(form).toBeVisible();
  expect(scripts.filter((s) => /\/(search-panel|date-picker)-[\w-]{8}\.js$/.test(s))).toEqual([]);

  const [year, month, day] = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10).split('-');
  const date = form.getByRole('group', { name: 'تاريخ المغادرة', exact: true });
  await date.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
  const nights = form.getByRole('textbox', { name: 'عدد الليالي' });
  await nights.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('3');
  await expect.poll(() => scripts.some((s) => /\/search-panel-[\w-]{8}\.js$/.test(s))).toBe(true);
  arrive();

  await expect(date.getByRole('spinbutton').nth(2)).toHaveAttribute('aria-valuenow', String(Number(year)));
  await expect(nights).toHaveValue('3');
  await form.getByRole('button', { name: 'بحث' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?start_date=${year}-${month}-${day}&count_nights=3&`));
  expect(problems).toEqual([]);
});
