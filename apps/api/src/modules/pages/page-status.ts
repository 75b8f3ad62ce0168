import type { Kysely } from 'kysely';
import { MAX_ID, tripBookPath, tripPath, type PageMatch } from '@rihla/contract';
import type { DB } from '../../platform/db/schema.ts';
import { placeExists, tripTitle } from '../catalogue/index.ts';

// The HTTP status of a page of the web app (issue 14, item 3): the app shell is still what is sent,
// and the browser router shows the not-found view, but a crawler and a link preview get the truth.
// - a path no route of the app matches: 404;
// - a trip, country, city or tag that does not exist: 404;
// - /trips/{id} (an old favourites link) and a trip under a wrong slug: 301 to the canonical address.

export type PageAnswer = { status: 200 | 404 } | { redirect: string };

const PLACE_TABLES = { country: 'countries', city: 'cities', tag: 'tags' } as const;

/** A URL path as text; one that does not decode is kept as it came. */
export function decodedPath(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * The status of every page of the page table (packages/contract/src/pages.ts); a path it has not
 * (`match` null: the path's `matchPage`) is a 404.
 */
export function pageStatus(db: Kysely<DB>) {
  return async (match: PageMatch | null, rawPath: string, search: string): Promise<PageAnswer> => {
    if (!match) return { status: 404 };
    const { page, params, name } = match;
    if (!page.subject) return { status: 200 };
    const id = Number(params.id);
    // An id no database column can hold names nothing (and is not asked: PostgreSQL would refuse it).
    if (id > MAX_ID) return { status: 404 };
    if (page.subject !== 'trip') return { status: (await placeExists(db, PLACE_TABLES[page.subject], id)) ? 200 : 404 };
    const title = await tripTitle(db, id);
    if (title === undefined) return { status: 404 };
    const canonical = name === 'book' ? tripBookPath(id, title) : tripPath(id, title);
    const pathname = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
    if (decodedPath(pathname) !== decodedPath(canonical)) return { redirect: canonical + search };
    return { status: 200 };
  };
}
