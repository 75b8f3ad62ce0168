import type { Booking, DataEnvelope } from '@rihla/contract';
import { api } from './client.ts';

/** GET /api/customer/bookings/{id}: one of the customer's bookings (the wizard's confirmation step). */
export async function getBooking(id: number, signal?: AbortSignal): Promise<Booking> {
  return (await api.get(`customer/bookings/${id}`, { signal }).json<DataEnvelope<Booking>>()).data;
}
