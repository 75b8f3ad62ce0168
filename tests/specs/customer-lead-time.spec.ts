import { expect, test, type APIRequestContext } from '../support/test.ts';
import {
  addDays,
  addMonths,
  earliestTripDate,
  formatLongDate,
  formatNumber,
  passportTooShort,
  tripEndDate,
  tripPath,
  type HomeResponse,
  type SiteInfo,
  type TripAvailability,
  type TripDetail,
} from '@rihla/contract';
import {
  expectDetailsStep,
  fillTraveller,
  openWizard,
  passportFile,
  sharedCustomer,
  signInPage,
  typeDate,
} from '../support/customer-fixtures.ts';

// Issue 31, item 4: the site keeps its own terms. The trip page's first date is BOOKING_LEAD_HOURS
// ahead and its terms and /terms quote that figure from the configuration; the wizard refuses a
// passport that does not last PASSPORT_VALID_MONTHS after the trip, with the Arabic reason.

async function siteInfo(request: APIRequestContext): Promise<SiteInfo> {
  return ((await (await request.get('/api/data/info')).json()) as { data: SiteInfo }).data;
}

/** A trip with open dates and no seat limit on `date` for one traveller: its first date is the lead time's. */
async function openTripFrom(request: APIRequestContext, date: string): Promise<TripDetail> {
  const ids = ((await (await request.get('/api/trips')).json()) as HomeResponse).trips.latest.map((t) => t.id);
  for (const id of ids) {
    const trip = ((await (await request.get(`/api/trips/${id}`)).json()) as { data: TripDetail }).data;
    if (trip.default_adults + trip.default_childs !== 1 && trip.default_adults !== 1) continue;
    const res = await request.get(
      `/api/trips/${id}/availability?month=${date.slice(0, 7)}&travellers=${trip.default_adults + trip.default_childs}`,
    );
    const a = ((await res.json()) as { data: TripAvailability }).data;
    if (a.kind === 'open' && a.dates[0]?.date === date && a.dates[0].seats_left === null) return trip;
  }
  throw new Error(`no open-dates trip starts on ${date}`);
}

test('the trip page offers no date sooner than the lead time, and its terms and /terms quote the configured hours', async ({
  page,
  request,
}) => {
  const info = await siteInfo(request);
  expect(info.booking_lead_hours).toBeGreaterThan(24);
  const earliest = earliestTripDate(info.booking_lead_hours);
  // On 27 November the page offered the 28th: now not before today + the lead time.
  expect(earliest > addDays(new Date().toISOString().slice(0, 10), 1)).toBe(true);
  const trip = await openTripFrom(request, earliest);

  await page.goto(tripPath(trip.id, trip.title));
  const first = page.getByText('أقرب موعد متاح:').locator('..');
  await expect(first).toContainText(formatLongDate(earliest));
  // The terms the page lists are the site information's, which quote the configured lead time.
  const terms = page.getByRole('region', { name: 'شروط الحجز' });
  await expect(terms.getByRole('listitem').first()).toHaveText(info.booking_terms[0]!);
  await expect(terms).toContainText(`${info.booking_lead_hours} ساعة`);

  await page.goto('/terms');
  await expect(page.getByRole('main')).toContainText(`قبل بدء الرحلة بـ ${formatNumber(info.booking_lead_hours)} ساعة على الأقل`);
  await expect(page.getByRole('main')).toContainText('«رحلاتي»');
});

test('the wizard refuses a passport that expires too soon after the trip, with the Arabic reason', async ({ page, request }) => {
  const info = await siteInfo(request);
  const months = info.passport_valid_months;
  expect(months).toBeGreaterThan(0);
  const date = earliestTripDate(info.booking_lead_hours);
  const trip = await openTripFrom(request, date);
  const mustLast = addMonths(tripEndDate(date, trip.duration), months);
  const customer = await sharedCustomer(request);
  await signInPage(page, customer.token);
  await openWizard(page, trip, 1);
  await expectDetailsStep(page);

  await typeDate(page, 'تاريخ الرحلة', date);
  await fillTraveller(page, 0, {
    nationality: 'المملكة العربية السعودية',
    passport: 'L1234567',
    // A week after the trip: not expired, but not the months the agency asks.
    expiry: addDays(tripEndDate(date, trip.duration), 7),
    image: passportFile('lead-passport.png'),
  });
  const traveller = page.getByRole('group', { name: 'المسافر 1' });
  const number = page.getByRole('textbox', { name: 'رقم الجواز (المسافر 1)' });
  // The message shows once the field is left.
  await number.click();
  await expect(traveller.getByText(passportTooShort(months))).toBeVisible();
  await expect(page.getByRole('group', { name: `تاريخ انتهاء الجواز (المسافر 1)` })).toHaveAccessibleDescription(
    new RegExp(passportTooShort(months)),
  );
  // "التالي" does not take such a passport to the review.
  await expect(page.getByRole('button', { name: 'التالي' })).toBeDisabled();

  // One day short is still refused; the day itself is accepted.
  await typeDate(page, 'تاريخ انتهاء الجواز (المسافر 1)', addDays(mustLast, -1));
  await number.click();
  await expect(traveller.getByText(passportTooShort(months))).toBeVisible();
  await typeDate(page, 'تاريخ انتهاء الجواز (المسافر 1)', mustLast);
  await number.click();
  await expect(traveller.getByText(passportTooShort(months))).toHaveCount(0);
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page.getByRole('heading', { name: 'مراجعة الحجز' })).toBeFocused();
});
