import { expect, type APIRequestContext } from '@playwright/test';
import { bookingStatusStyle, type Booking, type DataEnvelope, type TripDetail } from '@rihla/contract';
import { isoInDays, passportFile } from './customer-fixtures.ts';
import { payByApi } from './payment.ts';

/**
 * Books `trip` for one adult straight through the API and pays for it (set-up for specs about what
 * comes after a booking: the confirmation, the rating), so it is "قيد المراجعة" as the specs expect.
 * The trip date is the earliest the trip accepts. `pay: false` leaves it awaiting its payment.
 */
export async function bookByApi(
  request: APIRequestContext,
  token: string,
  trip: Pick<TripDetail, 'id'>,
  { pay = true }: { pay?: boolean } = {},
): Promise<Booking> {
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
      // Every traveller by name (issue 31).
      'first_name[0]': 'Sara',
      'last_name[0]': 'Al-Omari',
      'birth_date[0]': '1990-05-01',
      'gender[0]': 'female',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const booking = ((await res.json()) as DataEnvelope<Booking>).data;
  if (!pay || booking.status !== 'awaiting_payment') return booking;
  const outcome = await payByApi(request, token, booking);
  const statusStyle = bookingStatusStyle[outcome.booking_status as Booking['status']];
  return {
    ...booking,
    status: outcome.booking_status as Booking['status'],
    status_text_ar: statusStyle.text_ar,
    status_color: statusStyle.color,
  };
}
