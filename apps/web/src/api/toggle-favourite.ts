import type { FavouriteToggleResponse } from '@rihla/contract';
import { api } from './client.ts';

/** POST /api/customer/favourites/{id} with {liked}: the server's answer is the new state. */
export async function toggleFavourite(tripId: number, liked: boolean): Promise<boolean> {
  return (await api.post(`customer/favourites/${tripId}`, { json: { liked } }).json<FavouriteToggleResponse>()).liked;
}
