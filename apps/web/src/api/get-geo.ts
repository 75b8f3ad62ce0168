import type { DataEnvelope, GeoLookup } from '@rihla/contract';
import { api } from './client.ts';

/** GET /api/geo: the visitor's country as our edge saw it (null when unknown). */
export async function getGeo(signal?: AbortSignal): Promise<GeoLookup> {
  return (await api.get('geo', { signal, retry: 0 }).json<DataEnvelope<GeoLookup>>()).data;
}
