import type { SearchSuggestions } from '@rihla/contract';
import { api } from './client.ts';
import { query } from './read-cache.ts';

/** GET /api/trips/suggestions?q=: places and trips for what is typed in the header's search box. */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return api.get('trips/suggestions', { searchParams: { q }, signal }).json<SearchSuggestions>();
}

/**
 * The suggestions for a text, under `suggestions:{text}`: the header box and the empty results'
 * "هل تقصد" share one call, and the server render reads it for the latter.
 */
export const suggestionsQuery = (q: string) => query(`suggestions:${q}`, (signal) => getSuggestions(q, signal));
