import type { CityOption, DataEnvelope } from '@rihla/contract';
import { api } from './client.ts';

/** GET /api/cities: the search form's city options. */
export async function getCities(signal?: AbortSignal): Promise<CityOption[]> {
  return (await api.get('cities', { signal }).json<DataEnvelope<CityOption[]>>()).data;
}
