import type { ListedTrip, Paginated, TripFilterQuery } from '@rihla/contract';
import type { PageResult } from '@rihla/machines/infinite-list/infinite-list.machine';
import { api } from './client.ts';

/**
 * GET /api/trips/filter: page `page` (12 trips) of search, tag or city results, in the shape the
 * infinite list reads (`useInfiniteList(filterTrips, query)`). The trips are the server's as sent:
 * every listed trip carries its duration, destination city and tags.
 */
export async function filterTrips(page: number, query: TripFilterQuery, signal?: AbortSignal): Promise<PageResult<ListedTrip>> {
  const searchParams: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...query, page })) {
    if (value !== undefined && value !== null && value !== 0) searchParams[key] = String(value);
  }
  const body = await api.get('trips/filter', { searchParams, signal }).json<Paginated<ListedTrip>>();
  return { items: body.data, meta: body.meta };
}
