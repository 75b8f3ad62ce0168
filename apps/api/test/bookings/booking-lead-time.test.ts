import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, earliestTripDate, todayIso, tripEndDate, type TripDetail } from '@rihla/contract';
import { book, bookableTrip, bookingParts, createTestApp, register, type TestApp } from '../helper.ts';

// Issue 31, item 4: the site keeps its own terms. A trip date must be at least BOOKING_LEAD_HOURS (96)
// ahead, so the first day offered and accepted is the terms' figure, and every booking can still be
// cancelled when it is made; a passport must stay valid PASSPORT_VALID_MONTHS (6) after the trip ends.
let t: TestApp;
let trip: TripDetail;
beforeAll(async () => {
  t = await createTestApp();
  trip = await bookableTrip(t.app);
});
afterAll(async () => t?.close());

const passportFor = (expiry: string) => [{ name: 'passport_expiry[0]', value: expiry }];
function partsWith(date: string, expiry?: string) {
  const parts = bookingParts(trip.id, { date });
  if (!expiry) return parts;
  return parts.map((p) => (p.name === 'passport_expiry[0]' ? passportFor(expiry)[0]! : p));
}

describe('the lead time', () => {
  it('refuses a date sooner than 96 hours, naming the first date allowed, and accepts that date', async () => {
    const { token } = await register(t.app);
    const first = earliestTripDate(96);
    expect(first >= addDays(todayIso(), 4)).toBe(true);
    const soon = await book(t.app, token, partsWith(addDays(todayIso(), 1)));
    expect(soon.statusCode).toBe(400);
    expect(soon.json().errors.from_date[0]).toContain(first);
    const ok = await book(t.app, token, partsWith(first));
    expect(ok.statusCode, ok.body).toBe(200);
    // Bookable now means cancellable now.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/customer/bookings/${ok.json().data.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(detail.json().data.cancellable_until).not.toBeNull();
  });

  it('the calendar starts on that first date', async () => {
    const first = earliestTripDate(96);
    const res = await t.app.inject({ method: 'GET', url: `/api/trips/${trip.id}/availability` });
    const dates = res.json().data.dates.map((d: { date: string }) => d.date);
    expect(dates.every((d: string) => d >= first)).toBe(true);
  });
});

describe('passport validity', () => {
  it('refuses a passport that expires less than six months after the trip, with the reason', async () => {
    const { token } = await register(t.app);
    const date = addDays(todayIso(), 10);
    const end = tripEndDate(date, trip.duration);
    const short = await book(t.app, token, partsWith(date, addDays(end, 20)));
    expect(short.statusCode).toBe(400);
    expect(short.json().errors['passport_expiry[0]'][0]).toBe(
      'يجب أن يبقى جواز السفر ساريًا ستة أشهر على الأقل بعد انتهاء الرحلة',
    );
    const enough = await book(t.app, token, partsWith(date, addMonths(end, 6)));
    expect(enough.statusCode, enough.body).toBe(200);
  });
});
