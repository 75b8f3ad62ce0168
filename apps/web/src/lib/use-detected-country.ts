import { getGeo } from '../api/get-geo.ts';
import { once, useRemote } from '../api/use-remote.ts';

/** The visitor's country for the phone field's default dial code, once known; null until then or if unknown. */
export function useDetectedCountry(): string | null {
  return useRemote('geo', () => once('geo', () => getGeo())).data?.country_code ?? null;
}
