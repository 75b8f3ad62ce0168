import { citiesQuery } from '../../api/get-cities.ts';
import { tagsQuery } from '../../api/get-tag.ts';
import { query, useRemote } from '../../api/use-remote.ts';
import { getAdminTrip } from '../admin-api.ts';

/** One trip as the back office edits it, under `admin:trip:{id}`: the trip screen's read, set by its writes. */
export const adminTripQuery = (id: number) => query(`admin:trip:${id}`, (signal) => getAdminTrip(id, signal));

/** The cities and tags a trip is chosen from: the public lists (the catalogue's own), the shop's reads. */
export function useTripOptions() {
  const cities = useRemote(citiesQuery());
  const tags = useRemote(tagsQuery());
  return { cities: cities.data ?? [], tags: tags.data ?? [] };
}
