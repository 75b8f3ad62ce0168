import { expect, test } from '../support/test.ts';
import {
  cityCardSearchPath,
  countryCardSearchPath,
  formatNumber,
  tagPath,
  tripPath,
  truncateWords,
  type HomeResponse,
  type Tag,
} from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';

test('home: banner, package categories, four rows with their link rules', async ({ page, request }, testInfo) => {
  const home = (await (await request.get('/api/trips')).json()) as HomeResponse;
  const tags = ((await (await request.get('/api/data/tags')).json()) as { data: Tag[] }).data;

  await page.goto('/');
  await expect(page).toHaveTitle('الرئيسية | رحلة');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /رحلة/);

  // The home banners: a carousel autoplaying every 5 s (with a pause button); the chat link opens
  // in a new tab.
  const banner = home.banners[0]!;
  const banners = page.getByRole('region', { name: 'العروض', exact: true });
  if (home.banners.length > 1) await expect(banners.getByRole('button', { name: 'إيقاف التشغيل التلقائي' })).toBeVisible();
  await expect(page.getByText(banner.title).first()).toBeVisible();
  const chat = page.getByRole('link', { name: `${banner.link_text} (يفتح في نافذة جديدة)` }).first();
  await expect(chat).toHaveAttribute('href', banner.link!);
  await expect(chat).toHaveAttribute('target', '_blank');

  // Seven package categories, each to its own tag listing (the original sent all to /packages/1).
  const categories = page.getByRole('list', { name: 'فئات الباقات' }).getByRole('link');
  await expect(categories).toHaveCount(7);
  for (const [i, tag] of tags.slice(0, 7).entries()) {
    await expect(categories.nth(i)).toHaveAttribute('href', tagPath(tag.id));
    await expect(categories.nth(i)).toHaveText(tag.name);
  }

  // The carousels (swiper) replace their plain rows once loaded, which is when the visitor nears
  // them (issue 28); slides out of view are inert, so their links are counted in the DOM rather than
  // in the accessibility tree.
  const carousel = async (name: string) => {
    await page.getByRole('heading', { name }).scrollIntoViewIfNeeded();
    return page.getByRole('region', { name }).locator('a[href]');
  };

  // Trips by country: at most 9, each a card search.
  const countries = await carousel('رحلات حسب الدولة');
  await expect(countries).toHaveCount(Math.min(9, home.countries.length));
  const firstCountry = home.countries[0]!;
  await expect(countries.first()).toHaveAttribute('href', countryCardSearchPath(firstCountry.cities[0]!.id));
  await expect(countries.first()).toHaveAttribute('href', /^\/search\?source=card&to_city_id=\d+$/);

  // Most visited cities: the first country's cities, with the slug parameter.
  const visited = await carousel('المدن الأكثر زيارة');
  await expect(visited).toHaveCount(firstCountry.cities.length);
  const city = firstCountry.cities[0]!;
  await expect(visited.first()).toHaveAttribute('href', cityCardSearchPath(city.id, city.name));
  await expect(visited.first()).toHaveAttribute('href', /^\/search\?source=card&to_city_id=\d+&slug=.+$/);

  // Saudi cities: the second country's cities, no slug.
  const saudi = await carousel('مدن السعودية');
  await expect(saudi).toHaveCount(home.countries[1]!.cities.length);
  await expect(saudi.first()).toHaveAttribute('href', countryCardSearchPath(home.countries[1]!.cities[0]!.id));

  // Popular offers: the latest trips, /trip/{id}/{title-with-hyphens}, 10-word descriptions.
  await carousel('العروض الأكثر طلبًا');
  const offers = page.getByRole('region', { name: 'العروض الأكثر طلبًا' });
  const trip = home.trips.latest[0]!;
  await expect(offers.getByRole('group', { name: `1 من ${formatNumber(home.trips.latest.length)}` })).toBeVisible();
  const offer = offers.getByRole('article', { name: trip.title });
  await expect(offer.getByRole('link', { name: trip.title })).toHaveAttribute('href', tripPath(trip.id, trip.title));
  expect(decodeURIComponent(tripPath(trip.id, trip.title))).toBe(`/trip/${trip.id}/${trip.title.trim().replace(/\s+/g, '-')}`);
  await expect(offer.getByText(truncateWords(trip.description, 10))).toBeVisible();
  expect(truncateWords(trip.description, 10).split(' ')).toHaveLength(10);
  await expect(offer.getByRole('button', { name: `${trip.title} في المفضلة` })).toHaveAttribute('aria-pressed', 'false');

  // The first slide is in view and reachable, a later one is inert until the visitor moves on.
  const next = offers.getByRole('button', { name: 'الشريحة التالية' });
  await expect(offers.getByRole('link', { name: home.trips.latest[5]!.title })).toHaveCount(0);
  for (let i = 0; i < 5; i++) await next.click();
  await expect(offers.getByRole('link', { name: home.trips.latest[5]!.title })).toBeVisible();

  // Every row's 'show more' goes to /search.
  const more = page.getByRole('link', { name: /^عرض المزيد/ });
  await expect(more).toHaveCount(4);
  for (const link of await more.all()) await expect(link).toHaveAttribute('href', '/search');

  await expectNoAxeViolations(page);
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, testInfo, 'public-home');
});

test('home: the search form writes its parameters to /search', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('search', { name: 'البحث عن رحلة' });
  await expect(form).toBeVisible();
  // The form's own code (a chunk of its own) comes on first use and hydrates it; a press made before
  // then is held and given to it once it is live (public-lazy-hydration.spec), so the address is
  // the form's own, not a plain HTML form's longer one.
  await page.waitForLoadState('networkidle');
  await form.getByRole('button', { name: 'بحث' }).click();
  await expect(page).toHaveURL(/\/search\?start_date=\d{4}-\d{2}-\d{2}&count_nights=1&count_persons=1&sort_by=high_price$/);
  await expect(page.getByRole('list', { name: 'نتائج البحث' }).getByRole('listitem').first()).toBeVisible();
});

test('home: a guest pressing a heart is sent to login', async ({ page, request }) => {
  const home = (await (await request.get('/api/trips')).json()) as HomeResponse;
  const trip = home.trips.latest[0]!;
  await page.goto('/');
  await page.getByRole('heading', { name: 'العروض الأكثر طلبًا' }).scrollIntoViewIfNeeded();
  await page
    .getByRole('region', { name: 'العروض الأكثر طلبًا' })
    .getByRole('button', { name: `${trip.title} في المفضلة` })
    .click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
