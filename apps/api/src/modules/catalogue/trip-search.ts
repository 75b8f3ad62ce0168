import type { Kysely } from 'kysely';
import { DEFAULT_SORT, PAGE_SIZE, type ListedTrip, type PageMeta, type SortBy, type TripFilterQuery } from '@rihla/contract';
import type { DB } from '../../platform/db/schema.ts';
import type { Dialect } from '../../platform/db/database.ts';
import type { CatalogueView } from './catalogue-cache.ts';
import { facetCounter } from './facet-counts.ts';
import { filterTripsByText, textSearchWords } from './text-search.ts';
import { sortIndex, type SortIndex, type WalkFilter } from './sort-index.ts';
import { cardsInOrder, pageMeta, withFavourites } from './repositories/trips.ts';
import {
  exactCountQuery,
  facetRowsQuery,
  pageIdsByPlan,
  sortColumns,
  type PagePlan,
} from './repositories/trip-search-queries.ts';

// A search of the catalogue (GET /api/trips/filter): its count from the facet rows, its page from
// the sort's index in the database or, far from both ends, from an in-memory index, both kept under
// the catalogue version (catalogue-cache.ts). The SQL is repositories/trip-search-queries.ts's.

/**
 * The key a guest's search answer is kept under (with the catalogue version), or null when it may
 * not be kept: the "most visited" order changes with every trip view, which the version does not follow.
 */
export function searchKey(f: TripFilterQuery): string | null {
  const sort = f.sort_by ?? DEFAULT_SORT;
  if (sort === 'top_visit') return null;
  return `search:${sort}:${f.page ?? 1}:${filtersKey(f)}`;
}

const filtersKey = (f: TripFilterQuery) =>
  JSON.stringify([
    f.from_city_id,
    f.to_city_id,
    f.to_country_id,
    f.tag_id,
    f.start_date,
    f.count_nights,
    f.count_persons,
    ...(f.q ? [textSearchWords(f.q).join(' ')] : []),
  ]);

export async function filterTrips(
  db: Kysely<DB>,
  view: CatalogueView,
  dialect: Dialect,
  f: TripFilterQuery,
  customerId: number | null,
): Promise<{ data: ListedTrip[]; meta: PageMeta }> {
  // Free text (issue 30) is matched against its own index (text-search.ts).
  const words = textSearchWords(f.q);
  if (words.length) return filterTripsByText(db, view, dialect, f, words, filtersKey(f), customerId);
  const page = f.page ?? 1;
  const sort = f.sort_by ?? DEFAULT_SORT;
  // Both the count and the page are kept under the catalogue version (catalogue-cache.ts), so they
  // are exact; neither needs keeping to be fast (countMatches, readPage).
  const filters = filtersKey(f);
  const count = await view.get(`count:${filters}`, () => countMatches(db, view, f));
  const read = () => readPage(db, dialect, f, sort, page, count, view);
  // The "most visited" order changes with every trip view, which the version does not follow.
  const cards = sort === 'top_visit' ? await read() : await view.get(`page:${sort}:${page}:${filters}`, read);
  const [data] = await withFavourites(db, [cards], customerId);
  return { data: data!, meta: pageMeta(page, count) };
}

/**
 * The facet scope (trip_facets kind, a, b) a search's place and tag filters name, or null when they
 * name more than one scope the table keeps (a tag and a city, say): those are counted row by row.
 */
export function facetScope(f: TripFilterQuery): [number, number, number] | null {
  const named = [f.from_city_id, f.to_city_id, f.to_country_id, f.tag_id].filter(Boolean).length;
  if (named === 0) return [0, 0, 0];
  if (named === 2 && f.from_city_id && f.to_city_id) return [5, f.from_city_id, f.to_city_id];
  if (named > 1) return null;
  if (f.to_city_id) return [1, f.to_city_id, 0];
  if (f.to_country_id) return [2, f.to_country_id, 0];
  if (f.from_city_id) return [3, f.from_city_id, 0];
  return [4, f.tag_id!, 0];
}

/**
 * How many published trips a search matches. The date, nights and persons of the search form match
 * nearly every trip, so counting rows costs as many rows as there are trips. A search of one scope
 * is counted from that scope's facet rows instead (migration 2026-11-23T0900, modules/catalogue/facet-counts.ts),
 * read once per catalogue version when `view` is given; other searches are counted row by row.
 */
export async function countMatches(db: Kysely<DB>, view: CatalogueView | null, f: TripFilterQuery): Promise<number> {
  const scope = facetScope(f);
  if (!scope) return Number((await exactCountQuery(db, f).executeTakeFirstOrThrow()).n);
  const load = async () => facetCounter(await facetRowsQuery(db, scope).execute());
  const counter = view ? await view.get(`facets:${scope.join(':')}`, load) : await load();
  return counter.count(thresholds(f));
}

/** The search form's three thresholds, as both the facet count and the deep-page walk apply them. */
function thresholds(f: TripFilterQuery) {
  return { minDuration: f.count_nights ? f.count_nights + 1 : 0, minAdults: f.count_persons ?? 0, from: f.start_date ?? null };
}

/** One page of a search as a guest sees it; `count` is the number of matches. */
async function readPage(
  db: Kysely<DB>,
  dialect: Dialect,
  f: TripFilterQuery,
  sort: SortBy,
  page: number,
  count: number,
  view: CatalogueView,
): Promise<ListedTrip[]> {
  return cardsInOrder(db, await pageIds(db, dialect, f, sort, page, count, view));
}

/**
 * Matches to skip (from the nearer end of the order) beyond which a page is walked in memory
 * (modules/catalogue/sort-index.ts) rather than counted through the sort's index: 200 pages, where the index
 * walk begins to cost more than a millisecond at a million trips.
 */
const DEEP_PAGE_SKIP = 2_400;

/** The ids of a search's page in the sort's order; empty past the last page. */
export async function pageIds(
  db: Kysely<DB>,
  dialect: Dialect,
  f: TripFilterQuery,
  sort: SortBy,
  page: number,
  count: number,
  view: CatalogueView | null,
  deepPageSkip = DEEP_PAGE_SKIP,
): Promise<number[]> {
  const plan = pagePlan(page, count);
  if (!plan) return [];
  let ids: number[];
  if (view && !f.tag_id && plan.skip >= deepPageSkip) {
    const { key, stored } = SORT_ORDER[sort];
    const index = await sortIndexOf(db, view, key);
    // The index is stored in one direction per key: "high price" is "low price" walked backwards.
    ids = index.page(walkFilter(f), plan.skip, plan.take, plan.fromEnd !== (stored === 'reversed'));
  } else {
    ids = (await pageIdsByPlan(db, dialect, f, sort, plan).query.execute()).map((r) => r.id);
  }
  return plan.fromEnd ? ids.reverse() : ids;
}

/** Where a page lies: read from the start, or (second half) from the end of the order, and how far in. */
function pagePlan(page: number, count: number): PagePlan | null {
  const offset = (page - 1) * PAGE_SIZE;
  if (offset >= count) return null;
  const fromEnd = offset > count / 2;
  const take = fromEnd ? Math.min(PAGE_SIZE, count - offset) : PAGE_SIZE;
  return { fromEnd, take, skip: fromEnd ? Math.max(count - offset - take, 0) : offset };
}

type SortKey = 'price' | 'rating' | 'visits';
/** Each sort's in-memory index, and whether the sort walks it as stored or backwards. */
const SORT_ORDER: Record<SortBy, { key: SortKey; stored: 'as-is' | 'reversed' }> = {
  low_price: { key: 'price', stored: 'as-is' },
  high_price: { key: 'price', stored: 'reversed' },
  top_rated: { key: 'rating', stored: 'as-is' },
  top_visit: { key: 'visits', stored: 'as-is' },
};

function walkFilter(f: TripFilterQuery): WalkFilter {
  return {
    ...thresholds(f),
    toCity: f.to_city_id ?? 0,
    toCountry: f.to_country_id ?? 0,
    fromCity: f.from_city_id ?? 0,
  };
}

// The visits order changes with every trip view, which the catalogue version does not follow: its
// index is made again when a minute old (a deep page of "most visited" may be that much behind).
const VISITS_INDEX_MS = 60_000;
const visitsIndexes = new WeakMap<Kysely<DB>, { at: number; index: Promise<SortIndex> }>();

function sortIndexOf(db: Kysely<DB>, view: CatalogueView, key: SortKey): Promise<SortIndex> {
  if (key !== 'visits') return view.get(`sort-index:${key}`, () => loadSortIndex(db, key));
  const kept = visitsIndexes.get(db);
  if (kept && Date.now() - kept.at < VISITS_INDEX_MS) return kept.index;
  const index = loadSortIndex(db, key);
  visitsIndexes.set(db, { at: Date.now(), index });
  index.catch(() => visitsIndexes.delete(db));
  return index;
}

/**
 * Every published trip's filter columns in the key's order, with the order the database uses
 * (applySort): ties by id, unrated last.
 */
export async function loadSortIndex(db: Kysely<DB>, key: SortKey): Promise<SortIndex> {
  const rows = await sortColumns(db);
  rows.sort(
    key === 'price'
      ? (a, b) => a.price - b.price || a.id - b.id
      : key === 'rating'
        ? (a, b) =>
            Number(a.average_rating === null) - Number(b.average_rating === null) ||
            (b.average_rating ?? 0) - (a.average_rating ?? 0) ||
            b.id - a.id
        : (a, b) => b.visits - a.visits || b.id - a.id,
  );
  return sortIndex(rows);
}

/** The query for the ids of a search's page; null past the last page. Exported for bench/growth.ts, which prints its plan. */
export function pageIdsQuery(db: Kysely<DB>, dialect: Dialect, f: TripFilterQuery, sort: SortBy, page: number, count: number) {
  const plan = pagePlan(page, count);
  return plan ? pageIdsByPlan(db, dialect, f, sort, plan) : null;
}
