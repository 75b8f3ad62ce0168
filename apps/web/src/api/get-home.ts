import type { HomeResponse } from '@rihla/contract';
import { api } from './client.ts';
import { query } from './read-cache.ts';

/** GET /api/trips: the home page's countries, banners and featured/latest trips. */
export function getHome(signal?: AbortSignal): Promise<HomeResponse> {
  return api.get('trips', { signal }).json<HomeResponse>();
}

/** The home page's read, under `home`. */
export const homeQuery = () => query('home', getHome);
