import type { DataEnvelope, TripDetail } from '@rihla/contract';
import { api } from './client.ts';
import { query } from './read-cache.ts';

/** GET /api/trips/{id}: the trip page and the booking summary. */
export async function getTrip(id: number, signal?: AbortSignal): Promise<TripDetail> {
  return (await api.get(`trips/${id}`, { signal }).json<DataEnvelope<TripDetail>>()).data;
}

/** One trip, under `trip:{id}` (the trip page, the booking wizard and the landing preload). */
export const tripQuery = (id: number) => query(`trip:${id}`, (signal) => getTrip(id, signal));
