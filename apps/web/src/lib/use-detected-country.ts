import { geoQuery } from '../api/get-geo.ts';
import { useRemote } from '../api/use-remote.ts';

/** The visitor's country for the phone field's default dial code, once known; null until then or if unknown. */
export function useDetectedCountry(): string | null {
  // The server renders for every visitor alike: the country is read by the visitor's browser.
  return useRemote(geoQuery(), { browserOnly: true }).data?.country_code ?? null;
}
