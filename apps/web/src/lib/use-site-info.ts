import type { SiteInfo } from '@rihla/contract';
import { siteInfoQuery } from '../api/get-site-info.ts';
import { useRemote } from '../api/use-remote.ts';

/** Site contacts and store links, fetched once per page; a failure leaves them empty (silent). */
export function useSiteInfo(): SiteInfo | undefined {
  return useRemote(siteInfoQuery()).data;
}
