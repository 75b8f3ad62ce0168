import type { DataEnvelope, Tag } from '@rihla/contract';
import { api } from './client.ts';

/** GET /api/data/tags/{id}: the tag listing's banner, title and description (the real id, not 20). */
export async function getTag(id: number, signal?: AbortSignal): Promise<Tag> {
  return (await api.get(`data/tags/${id}`, { signal }).json<DataEnvelope<Tag>>()).data;
}

/** GET /api/data/tags: every tag, for the home page's package category links. */
export async function getTags(signal?: AbortSignal): Promise<Tag[]> {
  return (await api.get('data/tags', { signal }).json<DataEnvelope<Tag[]>>()).data;
}
