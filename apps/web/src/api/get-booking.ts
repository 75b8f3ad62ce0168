import type { BookingWithFiles, DataEnvelope } from '@rihla/contract';
import { api } from './client.ts';
import { query } from './read-cache.ts';

/** GET /api/customer/bookings/{id}: one of the customer's bookings, with its history and travellers. */
export async function getBooking(id: number, signal?: AbortSignal): Promise<BookingWithFiles> {
  return (await api.get(`customer/bookings/${id}`, { signal }).json<DataEnvelope<BookingWithFiles>>()).data;
}

/** One of the customer's bookings, under `booking:{id}` (below `bookings`, which a booking's change invalidates). */
export const bookingQuery = (id: number) => query(`booking:${id}`, (signal) => getBooking(id, signal));
