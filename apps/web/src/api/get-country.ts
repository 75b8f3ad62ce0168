import type { CountryPageResponse } from '@rihla/contract';
import { api } from './client.ts';

/** GET /api/countries/{id}: the country with its cities, all countries, and its popular trips. */
export async function getCountry(id: number, signal?: AbortSignal): Promise<CountryPageResponse['data']> {
  return (await api.get(`countries/${id}`, { signal }).json<CountryPageResponse>()).data;
}
