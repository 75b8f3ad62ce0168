import type { DataEnvelope, GeoLookup } from '@rihla/contract';
import { api } from './client.ts';
import { query } from './read-cache.ts';

/** GET /api/geo: the visitor's country as our edge saw it (null when unknown). */
export async function getGeo(signal?: AbortSignal): Promise<GeoLookup> {
  return (await api.get('geo', { signal, retry: 0 }).json<DataEnvelope<GeoLookup>>()).data;
}

/** The visitor's country, under `geo`, kept for the visit (asked in the browser only). */
export const geoQuery = () => query('geo', getGeo, { keep: true });
