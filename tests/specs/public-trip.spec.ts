import { expect, test, type Page } from '../support/test.ts';
import {
  durationText,
  formatNumber,
  formatRating,
  formatRiyal,
  priceBreakdown,
  travellerLimits,
  tripBookPath,
  tripPath,
  uiMessages,
  type DataEnvelope,
  type Paginated,
  type TripCard,
  type TripDetail,
} from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';

async function tripWhere(request: import('@playwright/test').APIRequestContext, wanted: (t: TripDetail) => boolean) {
  const list = (await (await request.get('/api/trips/filter?page=1')).json()) as Paginated<TripCard>;
  for (const card of list.data) {
    const trip = ((await (await request.get(`/api/trips/${card.id}`)).json()) as DataEnvelope<TripDetail>).data;
    if (wanted(trip)) return trip;
  }
  throw new Error('no seeded trip fits');
}

const total = (page: Page) => page.getByRole('complementary', { name: 'احجز رحلتك' }).locator('output');

test('trip: gallery, company, title, itinerary, included, six terms, rating and duration', async ({
  page,
  request,
}, testInfo) => {
  const trip = await tripWhere(request, (t) => t.images.length > 1 && t.rates_count > 0 && t.program.length > 1);
  await page.goto(tripPath(trip.id, trip.title));
  await expect(page).toHaveTitle(`${trip.title} | رحلة`);
  await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
  await expect(page.getByText(trip.company, { exact: true })).toBeVisible();
  await expect(page.getByText(trip.description, { exact: true })).toBeVisible();

  // Gallery dots switch the picture.
  const dots = page.getByRole('tablist', { name: 'صور الرحلة' }).getByRole('tab');
  await expect(dots).toHaveCount(trip.images.length);
  await expect(dots.first()).toHaveAttribute('aria-selected', 'true');
  await dots.nth(1).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').locator('img')).toHaveAttribute('src', trip.images[1]!);

  // Itinerary: the first day open, another expands on click.
  const program = page.getByRole('list', { name: 'برنامج الرحلة' });
  await expect(program.getByRole('listitem')).toHaveCount(trip.program.length);
  const second = program.getByRole('button', { name: new RegExp(trip.program[1]!.title) });
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(trip.program[1]!.description)).toBeVisible();

  for (const item of trip.included) await expect(page.getByText(item.title, { exact: false }).first()).toBeVisible();

  const terms = page.getByRole('region', { name: 'شروط الحجز' }).getByRole('listitem');
  await expect(terms).toHaveCount(6);
  await expect(terms.filter({ hasText: 'قبل بدء الرحلة بـ 96 ساعة' })).toHaveCount(1);
  await expect(terms.filter({ hasText: '«رحلاتي»' })).toHaveCount(1);
  await expect(terms.filter({ hasText: 'ثلاثية' })).toHaveCount(1);
  await expect(terms.filter({ hasText: 'أسابيع' })).toHaveCount(1);

  const rating = page.getByRole('definition').filter({ hasText: formatRating(trip.average_rating!) });
  await expect(rating).toContainText(`(${formatNumber(trip.rates_count)} تقييم)`);
  await expect(page.getByRole('definition').filter({ hasText: durationText(trip.duration) })).toBeVisible();

  await expectNoAxeViolations(page);
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, testInfo, 'public-trip');
});

test('trip: an unrated trip says no ratings yet', async ({ page, request }) => {
  const trip = await tripWhere(request, (t) => t.rates_count === 0);
  await page.goto(tripPath(trip.id, trip.title));
  await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
  await expect(page.getByText(uiMessages.noRatings)).toBeVisible();
});

test('trip: steppers start at the defaults, stay in their limits and follow the price formula', async ({ page, request }) => {
  const trip = await tripWhere(request, (t) => t.max_additional_adults > 0 && t.max_additional_childs > 0);
  const limits = travellerLimits(trip);
  await page.goto(tripPath(trip.id, trip.title));
  const adults = page.getByRole('textbox', { name: 'عدد البالغين' });
  const children = page.getByRole('textbox', { name: 'عدد الأطفال' });
  const panel = page.getByRole('complementary', { name: 'احجز رحلتك' });
  const addAdult = panel.getByRole('button', { name: 'زيادة عدد البالغين' });
  const addChild = panel.getByRole('button', { name: 'زيادة عدد الأطفال' });

  await expect(total(page)).toHaveText(formatRiyal(priceBreakdown(trip, trip.default_adults, trip.default_childs).total));
  const draft = () => page.evaluate((id) => JSON.parse(sessionStorage.getItem(`booking_draft:${id}`) ?? 'null'), trip.id);
  expect(await draft()).toEqual({
    adults_count: trip.default_adults,
    children_count: trip.default_childs,
    total_price: priceBreakdown(trip, trip.default_adults, trip.default_childs).total,
  });

  // Up to the maximum, where the + button stops.
  for (let a = trip.default_adults + 1; a <= limits.adults.max; a++) await addAdult.click();
  for (let c = trip.default_childs + 1; c <= limits.children.max; c++) await addChild.click();
  await expect(addAdult).toBeDisabled();
  await expect(addChild).toBeDisabled();
  const expected = priceBreakdown(trip, limits.adults.max, limits.children.max);
  await expect(total(page)).toHaveText(formatRiyal(expected.total));
  expect(expected.total).toBeGreaterThan(trip.price);
  await expect(panel.getByText(formatRiyal(expected.extraAdultsCost))).toBeVisible();
  await expect(panel.getByText(formatRiyal(expected.extraChildrenCost)).first()).toBeVisible();
  await expect(adults).toHaveValue(formatNumber(limits.adults.max));
  await expect(children).toHaveValue(formatNumber(limits.children.max));

  // Down to zero children: the price never drops below the base for fewer travellers than the default.
  const removeChild = panel.getByRole('button', { name: 'خفض عدد الأطفال' });
  for (let c = limits.children.max; c > 0; c--) await removeChild.click();
  await expect(removeChild).toBeDisabled();
  const noChildren = priceBreakdown(trip, limits.adults.max, 0);
  await expect(total(page)).toHaveText(formatRiyal(noChildren.total));
  for (let c = 0; c < limits.children.max; c++) await addChild.click();

  // Book now saves the draft with the total and opens the wizard.
  await panel.getByRole('button', { name: 'احجز الآن' }).click();
  await expect(page).toHaveURL(tripBookPath(trip.id, trip.title));
  expect(await draft()).toEqual({
    adults_count: limits.adults.max,
    children_count: limits.children.max,
    total_price: expected.total,
  });
});

test('trip: old /trips/{id} links land on the canonical trip page', async ({ page, request }) => {
  const trip = await tripWhere(request, () => true);
  await page.goto(`/trips/${trip.id}`);
  await expect(page).toHaveURL(tripPath(trip.id, trip.title));
  await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
});

// Issue 11 item 4 replaced the blank page: a trip the server does not have is the not-found view
// (the network-failure retry is in public-trip-missing.spec.ts).
test('trip: a trip the server does not have shows the not-found view', async ({ page }) => {
  await page.goto('/trip/999999/none');
  await expect(page.getByRole('heading', { level: 1, name: uiMessages.pageNotFound })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
