import type { CityOption, DataEnvelope } from '@rihla/contract';
import { api } from './client.ts';
import { query } from './read-cache.ts';

/** GET /api/cities: the search form's city options. */
export async function getCities(signal?: AbortSignal): Promise<CityOption[]> {
  return (await api.get('cities', { signal }).json<DataEnvelope<CityOption[]>>()).data;
}

/** The city options, under `cities`, kept for the visit (search form, city pages). */
export const citiesQuery = () => query('cities', getCities, { keep: true });
