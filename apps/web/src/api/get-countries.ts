import type { Country, DataEnvelope } from '@rihla/contract';
import { api } from './client.ts';

/** GET /api/countries: every country with its cities (packages page). */
export async function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return (await api.get('countries', { signal }).json<DataEnvelope<Country[]>>()).data;
}
