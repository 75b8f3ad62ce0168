import type { Banner, BannerType, DataEnvelope } from '@rihla/contract';
import { api } from './client.ts';
import { query } from './read-cache.ts';

/** GET /api/data/banners?type=…: the banners of one page. */
export async function getBanners(type: BannerType, signal?: AbortSignal): Promise<Banner[]> {
  return (await api.get('data/banners', { searchParams: { type }, signal }).json<DataEnvelope<Banner[]>>()).data;
}

/** The banners of one page, under `banners:{type}`. */
export const bannersQuery = (type: BannerType) => query(`banners:${type}`, (signal) => getBanners(type, signal));
