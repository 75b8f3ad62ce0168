import { encodeBookingForm, IDEMPOTENCY_HEADER } from '@rihla/contract';
import type {
  Booking,
  BookingRequest,
  BookingWithFiles,
  BookingsResponse,
  DataEnvelope,
  FavouritesResponse,
  ProfileUpdatePayload,
  RatePayload,
  TripCard,
  User,
  PageMeta,
} from '@rihla/contract';
import { api, HANDLES_EXPIRY } from './client.ts';

/** POST /api/customer/update with only the changed fields. */
export async function updateProfile(changes: ProfileUpdatePayload): Promise<User> {
  return (await api.post('customer/update', { json: changes, retry: 0 }).json<DataEnvelope<{ user: User }>>()).data.user;
}

/** GET /api/customer/favourites?page=n */
export async function getFavourites(page: number, signal?: AbortSignal): Promise<{ items: TripCard[]; meta: PageMeta }> {
  const body = await api.get('customer/favourites', { searchParams: { page }, signal }).json<FavouritesResponse>();
  return { items: body.data.favourites, meta: body.meta };
}

/** GET /api/customer/bookings?page=n */
export async function getBookings(page: number, signal?: AbortSignal): Promise<{ items: BookingWithFiles[]; meta: PageMeta }> {
  const body = await api.get('customer/bookings', { searchParams: { page }, signal }).json<BookingsResponse>();
  return { items: body.data.bookings, meta: body.meta };
}

/** POST /api/customer/bookings/{id}/cancel: the booking as it now is. A 401 is the cancel dialog's to handle. */
export async function cancelBooking(id: number, reason: string | null): Promise<BookingWithFiles> {
  return (
    await api
      .post(`customer/bookings/${id}/cancel`, { json: { reason }, retry: 0, context: { [HANDLES_EXPIRY]: true } })
      .json<DataEnvelope<BookingWithFiles>>()
  ).data;
}

/** POST /api/customer/bookings/rate. A 401 is left to the rating modal, which keeps the draft first. */
export async function rateBooking(payload: RatePayload): Promise<void> {
  await api.post('customer/bookings/rate', { json: payload, retry: 0, context: { [HANDLES_EXPIRY]: true } });
}

/**
 * POST /api/customer/trips/book (multipart). The Idempotency-Key makes a double click or a retry
 * after a timeout return the first booking instead of creating a second.
 */
export async function bookTrip(request: BookingRequest<Blob>, idempotencyKey: string): Promise<Booking> {
  const body = encodeBookingForm(request);
  return (
    await api
      .post('customer/trips/book', { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, retry: 0, timeout: 120_000 })
      .json<DataEnvelope<Booking>>()
  ).data;
}

/** POST /api/customer/account/email: the account as it now is (its new address unverified). */
export async function changeEmail(body: { email: string; password?: string }): Promise<User> {
  return (await api.post('customer/account/email', { json: body, retry: 0 }).json<DataEnvelope<{ user: User }>>()).data.user;
}

/** POST /api/customer/account/phone */
export async function changePhone(body: { phone_number: string; country_code: string }): Promise<User> {
  return (await api.post('customer/account/phone', { json: body, retry: 0 }).json<DataEnvelope<{ user: User }>>()).data.user;
}

/** POST /api/customer/account/password: the other devices are signed out. */
export async function changePassword(body: {
  current_password: string;
  password: string;
  password_confirmation: string;
}): Promise<void> {
  await api.post('customer/account/password', { json: body, retry: 0 });
}
