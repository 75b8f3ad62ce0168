import { citiesQuery } from '../../api/get-cities.ts';
import { tagsQuery } from '../../api/get-tag.ts';
import { useRemote } from '../../api/use-remote.ts';

/** The cities and tags a trip is chosen from: the public lists (the catalogue's own), the shop's reads. */
export function useTripOptions() {
  const cities = useRemote(citiesQuery());
  const tags = useRemote(tagsQuery());
  return { cities: cities.data ?? [], tags: tags.data ?? [] };
}
