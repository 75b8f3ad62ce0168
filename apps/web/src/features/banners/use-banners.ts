import type { Banner, BannerType } from '@rihla/contract';
import { bannersQuery } from '../../api/get-banners.ts';
import { useRemote } from '../../api/use-remote.ts';

/** The banners of one page type; empty while loading or when the call fails. */
export function useBanners(type: BannerType): { banners: Banner[]; isLoading: boolean } {
  const remote = useRemote(bannersQuery(type));
  return { banners: remote.data ?? [], isLoading: remote.isLoading };
}
