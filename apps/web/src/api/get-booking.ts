import type { BookingWithFiles, DataEnvelope } from '@rihla/contract';
import { api } from './client.ts';

/** GET /api/customer/bookings/{id}: one of the customer's bookings, with its history and travellers. */
export async function getBooking(id: number, signal?: AbortSignal): Promise<BookingWithFiles> {
  return (await api.get(`customer/bookings/${id}`, { signal }).json<DataEnvelope<BookingWithFiles>>()).data;
}
