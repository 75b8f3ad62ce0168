import type { DataEnvelope, TripDetail } from '@rihla/contract';
import { api } from './client.ts';

/** GET /api/trips/{id}: the trip page and the booking summary. */
export async function getTrip(id: number, signal?: AbortSignal): Promise<TripDetail> {
  return (await api.get(`trips/${id}`, { signal }).json<DataEnvelope<TripDetail>>()).data;
}
