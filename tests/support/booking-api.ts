import { expect, type APIRequestContext } from '@playwright/test';
import type { Booking, DataEnvelope, TripDetail } from '@rihla/contract';
import { isoInDays, passportFile } from './customer-fixtures.ts';

/**
 * Books `trip` for one adult straight through the API (set-up for specs about what comes after a
 * booking: the confirmation, the rating). The trip date is the earliest the trip accepts.
 */
export async function bookByApi(request: APIRequestContext, token: string, trip: Pick<TripDetail, 'id'>): Promise<Booking> {
  const res = await request.post('/api/customer/trips/book', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      trip_id: String(trip.id),
      from_date: isoInDays(7),
      adults_count: '1',
      children_count: '0',
      // An ISO 3166 code: what the country picker stores, and free text the server accepts too.
      'nationality[0]': 'SA',
      'passport[0]': 'A1234567',
      'passport_expiry[0]': isoInDays(700),
      'passport_image[0]': passportFile('passport.png'),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as DataEnvelope<Booking>).data;
}
