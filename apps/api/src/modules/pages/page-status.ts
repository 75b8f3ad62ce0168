import type { Kysely } from 'kysely';
import { MAX_ID, tripPath } from '@rihla/contract';
import type { DB } from '../../platform/db/schema.ts';
import { placeExists } from '../catalogue/index.ts';
import { tripTitle } from '../catalogue/index.ts';
import { routePattern } from './page-hints.ts';

// The HTTP status of a page of the web app (issue 14, item 3): the app shell is still what is sent,
// and the browser router shows the not-found view, but a crawler and a link preview get the truth.
// - a path no route of the app matches: 404;
// - a trip, country, city or tag that does not exist: 404;
// - /trips/{id} (an old favourites link) and a trip under a wrong slug: 301 to the canonical address.

export type PageAnswer = { status: 200 | 404 } | { redirect: string };

const ID = '([0-9]{1,15})';
const TRIP = new RegExp(`^/trips?/${ID}(?:/([^/]*))?(/book)?$`);
const PLACES: [RegExp, 'countries' | 'cities' | 'tags'][] = [
  [new RegExp(`^/countries/${ID}(?:/[^/]*)?$`), 'countries'],
  [new RegExp(`^/cities/${ID}(?:/[^/]*)?$`), 'cities'],
  [new RegExp(`^/packages/${ID}$`), 'tags'],
];

/** A URL path as text; one that does not decode is kept as it came. */
export function decodedPath(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * `routes`: every route the app has (the web build's .vite/paths.json); null when the build does not
 * say, and then every path is taken as a page.
 */
export function pageStatus(db: Kysely<DB>, routes: readonly string[] | null) {
  const patterns = routes?.map(routePattern) ?? null;
  return async (rawPath: string, search: string): Promise<PageAnswer> => {
    const pathname = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
    const trip = TRIP.exec(pathname);
    if (trip && (pathname.startsWith('/trip/') || !trip[2])) {
      const id = Number(trip[1]);
      // An id no database column can hold names no trip (and is not asked: PostgreSQL would refuse it).
      if (id > MAX_ID) return { status: 404 };
      const title = await tripTitle(db, id);
      if (title === undefined) return { status: 404 };
      const canonical = tripPath(id, title) + (trip[3] ?? '');
      if (decodedPath(pathname) !== decodedPath(canonical)) return { redirect: canonical + search };
      return { status: 200 };
    }
    for (const [pattern, table] of PLACES) {
      const m = pattern.exec(pathname);
      if (m) return { status: Number(m[1]) <= MAX_ID && (await placeExists(db, table, Number(m[1]))) ? 200 : 404 };
    }
    if (patterns && !patterns.some((p) => p.test(pathname))) return { status: 404 };
    return { status: 200 };
  };
}
