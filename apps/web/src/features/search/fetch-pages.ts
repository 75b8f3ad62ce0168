import { searchFormToFilter, type SearchForm, type TagTrip, type TripCard, type TripFilterQuery } from '@rihla/contract';
import type { PageResult } from '@rihla/machines/infinite-list/infinite-list.machine';
import { filterTrips } from '../../api/filter-trips.ts';

/** One page of search results for the form in the URL. */
export async function fetchSearchPage(page: number, form: SearchForm, signal: AbortSignal): Promise<PageResult<TripCard>> {
  const body = await filterTrips(searchFormToFilter(form, page), signal);
  return { items: body.data, meta: body.meta };
}

/** One page of a fixed filter (a city's trips). */
export async function fetchFilterPage(page: number, filter: TripFilterQuery, signal: AbortSignal): Promise<PageResult<TripCard>> {
  const body = await filterTrips({ ...filter, page }, signal);
  return { items: body.data, meta: body.meta };
}

/** One page of a tag listing, as the tag cards' shape (tags, destination city, duration). */
export async function fetchTagPage(page: number, filter: { tag_id: number }, signal: AbortSignal): Promise<PageResult<TagTrip>> {
  const body = await filterTrips({ tag_id: filter.tag_id, page }, signal);
  return {
    items: body.data.map((trip) => ({
      id: trip.id,
      title: trip.title,
      images: trip.images,
      link: trip.link,
      duration: trip.duration ?? 1,
      to_city: trip.to_city ?? { id: 0, name: '' },
      tags: trip.tags ?? [],
    })),
    meta: body.meta,
  };
}
