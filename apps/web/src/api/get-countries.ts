import type { Country, DataEnvelope } from '@rihla/contract';
import { api } from './client.ts';
import { query } from './read-cache.ts';

/** GET /api/countries: every country with its cities (packages page). */
export async function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return (await api.get('countries', { signal }).json<DataEnvelope<Country[]>>()).data;
}

/** Every country, under `countries`, kept for the visit (packages page, search form). */
export const countriesQuery = () => query('countries', getCountries, { keep: true });
