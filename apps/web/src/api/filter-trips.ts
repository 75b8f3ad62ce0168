import type { Paginated, TripCard, TripFilterQuery } from '@rihla/contract';
import { api } from './client.ts';

/** GET /api/trips/filter: one page (12) of search, tag or city results. */
export function filterTrips(
  query: TripFilterQuery,
  signal?: AbortSignal,
): Promise<Paginated<TripCard & { tags?: string[]; duration?: number; to_city?: { id: number; name: string } }>> {
  const searchParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== 0) searchParams[key] = String(value);
  }
  return api.get('trips/filter', { searchParams, signal }).json();
}
