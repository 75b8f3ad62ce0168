import type { DataEnvelope, SiteInfo } from '@rihla/contract';
import { api } from './client.ts';

/** GET /api/data/info: contacts, store links and the enabled social providers. */
export async function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return (await api.get('data/info', { signal }).json<DataEnvelope<SiteInfo>>()).data;
}
