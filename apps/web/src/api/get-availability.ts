import type { DataEnvelope, TripAvailability } from '@rihla/contract';
import { api } from './client.ts';

/** GET /api/trips/{id}/availability: one month of the dates N travellers can book (never cached). */
export async function getAvailability(
  tripId: number,
  month: string,
  travellers: number,
  signal?: AbortSignal,
): Promise<TripAvailability> {
  return (
    await api
      .get(`trips/${tripId}/availability`, { searchParams: { month, travellers }, signal })
      .json<DataEnvelope<TripAvailability>>()
  ).data;
}
