import { getBanners } from '../api/get-banners.ts';
import { getHome } from '../api/get-home.ts';
import { getTags } from '../api/get-tag.ts';
import { getTrip } from '../api/get-trip.ts';
import { once, preload } from '../api/use-remote.ts';

/**
 * The reads of the page a visitor lands on, started before React renders and while the screen's code
 * downloads, under the keys its screen reads them by: the picture at the top of the page (its largest
 * content) then only waits for the slower of the two, not for one after the other.
 */
export function preloadLandingData(pathname: string) {
  if (pathname === '/') {
    preload('home', () => getHome());
    void once('tags', () => getTags());
  } else if (pathname === '/search') {
    preload('banners:search', () => getBanners('search'));
    void once('tags', () => getTags());
  } else {
    const trip = /^\/trip\/([0-9]+)(?:\/|$)/.exec(pathname);
    if (trip) preload(`trip:${Number(trip[1])}`, () => getTrip(Number(trip[1])));
  }
}
