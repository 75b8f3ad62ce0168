import type { DataEnvelope, SiteInfo } from '@rihla/contract';
import { api } from './client.ts';
import { query } from './read-cache.ts';

/** GET /api/data/info: contacts, store links and the enabled social providers. */
export async function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return (await api.get('data/info', { signal }).json<DataEnvelope<SiteInfo>>()).data;
}

/** Contacts, store links and providers, under `site-info`, kept for the visit (header, footer, screens). */
export const siteInfoQuery = () => query('site-info', getSiteInfo, { keep: true });
