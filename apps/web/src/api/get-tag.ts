import type { DataEnvelope, Tag } from '@rihla/contract';
import { api } from './client.ts';
import { query } from './read-cache.ts';

/** GET /api/data/tags/{id}: the tag listing's banner, title and description (the real id, not 20). */
export async function getTag(id: number, signal?: AbortSignal): Promise<Tag> {
  return (await api.get(`data/tags/${id}`, { signal }).json<DataEnvelope<Tag>>()).data;
}

/** GET /api/data/tags: every tag, for the home page's package category links. */
export async function getTags(signal?: AbortSignal): Promise<Tag[]> {
  return (await api.get('data/tags', { signal }).json<DataEnvelope<Tag[]>>()).data;
}

/** One tag's listing head, under `tag:{id}`. */
export const tagQuery = (id: number) => query(`tag:${id}`, (signal) => getTag(id, signal));

/** Every tag, under `tags`, kept for the visit (home page, search page). */
export const tagsQuery = () => query('tags', getTags, { keep: true });
