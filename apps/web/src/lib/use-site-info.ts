import type { SiteInfo } from '@rihla/contract';
import { getSiteInfo } from '../api/get-site-info.ts';
import { once, useRemote } from '../api/use-remote.ts';

/** Site contacts and store links, fetched once per page; a failure leaves them empty (silent). */
export function useSiteInfo(): SiteInfo | undefined {
  return useRemote('site-info', () => once('site-info', () => getSiteInfo())).data;
}
