import { expect, test } from '../support/test.ts';
import {
  cityPath,
  countryMorePath,
  countryPath,
  durationText,
  tripPath,
  type CityOption,
  type Country,
  type CountryPageResponse,
  type DataEnvelope,
  type Paginated,
  type Tag,
  type TagTrip,
} from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { navigateInApp, openReady } from '../support/navigate.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';

const crumbs = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'مسار التنقل' });

test('packages: breadcrumb home > packages and a grid of countries to their pages', async ({ page, request }, testInfo) => {
  const countries = ((await (await request.get('/api/countries')).json()) as DataEnvelope<Country[]>).data;
  await page.goto('/packages');
  await expect(page).toHaveTitle('الباقات | رحلة');
  await expect(crumbs(page).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/');
  await expect(crumbs(page).getByText('الباقات')).toHaveAttribute('aria-current', 'page');
  const cards = page.getByRole('list', { name: 'الدول' }).getByRole('link');
  await expect(cards).toHaveCount(countries.length);
  const withSpace = countries.find((c) => c.name.includes(' ')) ?? countries[0]!;
  const card = page.getByRole('link', { name: withSpace.name, exact: true });
  await expect(card).toHaveAttribute('href', countryPath(withSpace.id, withSpace.name));
  expect(decodeURIComponent(countryPath(withSpace.id, withSpace.name))).toBe(
    `/countries/${withSpace.id}/${withSpace.name.replace(/\s+/g, '-')}`,
  );
  await expectNoAxeViolations(page);
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, testInfo, 'public-packages');
});

test('countries: the route lists the countries too', async ({ page }, testInfo) => {
  await page.goto('/countries');
  await expect(page).toHaveTitle('الدول | رحلة');
  await expect(page.getByRole('list', { name: 'الدول' }).getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, testInfo, 'public-countries');
});

test('country: breadcrumb, cities row to city pages, popular trips with the more link', async ({ page, request }, testInfo) => {
  const { data } = (await (await request.get('/api/countries/1')).json()) as CountryPageResponse;
  const { country, trips } = data;
  await page.goto(countryPath(country.id, country.name));
  await expect(page).toHaveTitle(`رحلات ${country.name} | رحلة`);
  await expect(page.getByRole('heading', { level: 1, name: country.name })).toBeVisible();
  await expect(crumbs(page).getByRole('link', { name: 'الباقات' })).toHaveAttribute('href', '/packages');
  await expect(crumbs(page).getByText(country.name)).toHaveAttribute('aria-current', 'page');

  // Two carousels; slides out of view are inert, so their links are counted in the DOM.
  const cities = page.getByRole('region', { name: `رحلة إلى ${country.name}` }).locator('a[href]');
  await expect(cities).toHaveCount(country.cities.length);
  await expect(cities.first()).toHaveAttribute('href', cityPath(country.cities[0]!.id, country.cities[0]!.name));

  const popular = page.getByRole('region', { name: 'الرحلات الأكثر طلبًا' });
  const more = page.getByRole('link', { name: `عرض المزيد من رحلات ${country.name}` });
  await expect(more).toHaveAttribute('href', countryMorePath(country.id));
  await expect(popular.getByRole('link', { name: trips[0]!.title, exact: true })).toHaveAttribute(
    'href',
    tripPath(trips[0]!.id, trips[0]!.title),
  );

  await expectNoAxeViolations(page);
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, testInfo, 'public-country');

  // The more link searches the country's trips.
  await more.click();
  await expect(page).toHaveURL(`/search?to_country_id=${country.id}`);
  await expect(page.getByRole('list', { name: 'نتائج البحث' }).getByRole('listitem').first()).toBeVisible();
});

test('city: the trips to that city', async ({ page, request }, testInfo) => {
  const cities = ((await (await request.get('/api/cities')).json()) as DataEnvelope<CityOption[]>).data;
  const city = cities[0]!;
  const trips = (await (await request.get(`/api/trips/filter?to_city_id=${city.value}`)).json()) as Paginated<{
    id: number;
    title: string;
  }>;
  await page.goto(cityPath(city.value, city.label));
  await expect(page).toHaveTitle(`رحلات ${city.label} | رحلة`);
  await expect(page.getByRole('heading', { level: 1, name: `رحلات ${city.label}` })).toBeVisible();
  const list = page.getByRole('list', { name: `رحلات ${city.label}` });
  await expect(list.getByRole('link', { name: trips.data[0]!.title, exact: true })).toHaveAttribute(
    'href',
    tripPath(trips.data[0]!.id, trips.data[0]!.title),
  );
  await expectNoAxeViolations(page);
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, testInfo, 'public-city');
});

test('tag listing: its own tag (not 20), banner, title, description, chips, city and duration', async ({
  page,
  request,
}, testInfo) => {
  const tag = ((await (await request.get('/api/data/tags/2')).json()) as DataEnvelope<Tag>).data;
  const trips = (await (await request.get('/api/trips/filter?tag_id=2')).json()) as Paginated<TagTrip>;
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/data/tags/')) asked.push(new URL(r.url()).pathname);
  });
  // Arriving by a link in the app, the screen reads its tag itself (landing on it, the server did).
  await openReady(page);
  await navigateInApp(page, '/packages/2');
  await expect(page).toHaveTitle(`${tag.title} | رحلة`);
  await expect(page.getByRole('heading', { level: 1, name: tag.title })).toBeVisible();
  await expect(page.getByText(tag.description)).toBeVisible();
  expect(asked).toContain('/api/data/tags/2');

  const trip = trips.data[0]!;
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: trip.title, exact: true }) });
  await expect(card.getByRole('link', { name: trip.title, exact: true })).toHaveAttribute('href', tripPath(trip.id, trip.title));
  await expect(card.getByRole('list', { name: 'الوسوم' }).getByRole('listitem')).toHaveText(trip.tags);
  await expect(card.getByText(trip.to_city.name, { exact: true })).toBeVisible();
  await expect(card.getByText(durationText(trip.duration), { exact: true })).toBeVisible();
  expect(durationText(1)).toBe('يوم واحد');
  expect(durationText(2)).toBe('يومان');

  await expectNoAxeViolations(page);
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, testInfo, 'public-tag');
});
