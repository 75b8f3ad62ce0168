import type { CountryPageResponse } from '@rihla/contract';
import { api } from './client.ts';
import { query } from './read-cache.ts';

/** GET /api/countries/{id}: the country with its cities, all countries, and its popular trips. */
export async function getCountry(id: number, signal?: AbortSignal): Promise<CountryPageResponse['data']> {
  return (await api.get(`countries/${id}`, { signal }).json<CountryPageResponse>()).data;
}

/** One country's page, under `country:{id}`. */
export const countryQuery = (id: number) => query(`country:${id}`, (signal) => getCountry(id, signal));
