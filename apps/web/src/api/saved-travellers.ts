import type { DataEnvelope, SavedTraveller, SavedTravellerPayload } from '@rihla/contract';
import { api } from './client.ts';
import { query } from './read-cache.ts';

// The customer's saved travellers (issue 31): /api/customer/travellers.

/** GET /api/customer/travellers */
export async function getSavedTravellers(signal?: AbortSignal): Promise<SavedTraveller[]> {
  return (await api.get('customer/travellers', { signal }).json<DataEnvelope<{ travellers: SavedTraveller[] }>>()).data
    .travellers;
}

/** Under `saved-travellers`; a booking that saves its travellers and every edit invalidate it. */
export const savedTravellersQuery = () => query('saved-travellers', getSavedTravellers);

/** POST /api/customer/travellers (a new one) or /api/customer/travellers/{id} (a change). */
export async function saveTraveller(payload: SavedTravellerPayload, id: number | null): Promise<SavedTraveller> {
  const url = id === null ? 'customer/travellers' : `customer/travellers/${id}`;
  return (await api.post(url, { json: payload, retry: 0 }).json<DataEnvelope<{ traveller: SavedTraveller }>>()).data.traveller;
}

/** POST /api/customer/travellers/{id}/remove */
export async function removeTraveller(id: number): Promise<void> {
  await api.post(`customer/travellers/${id}/remove`, { retry: 0 });
}
