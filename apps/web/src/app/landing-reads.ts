import { bannersQuery } from '../api/get-banners.ts';
import { homeQuery } from '../api/get-home.ts';
import { siteInfoQuery } from '../api/get-site-info.ts';
import { tagsQuery } from '../api/get-tag.ts';
import { tripQuery } from '../api/get-trip.ts';
import { preloadRead } from '../api/read-cache.ts';

/**
 * The reads of the page a visitor lands on, started before React renders and while the screen's code
 * downloads, into the cache entries its screen reads (the same key factories): the picture at the top
 * of the page (its largest content) then only waits for the slower of the two, not for one after the other.
 */
export function preloadLandingData(pathname: string) {
  if (pathname === '/') {
    preloadRead(homeQuery());
    preloadRead(tagsQuery());
  } else if (pathname === '/search') {
    preloadRead(bannersQuery('search'));
    preloadRead(tagsQuery());
  } else {
    const trip = /^\/trip\/([0-9]+)(?:\/|$)/.exec(pathname);
    if (trip) preloadRead(tripQuery(Number(trip[1])));
    // The booking wizard draws its steps once the site info says whether there is a payment step.
    if (trip && /\/book\/?$/.test(pathname)) preloadRead(siteInfoQuery());
  }
}
