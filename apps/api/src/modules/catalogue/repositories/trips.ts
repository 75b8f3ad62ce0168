/* eslint-disable @typescript-eslint/no-explicit-any -- filters and sorts are applied to two differently joined Kysely builders */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  DEFAULT_SORT,
  PAGE_SIZE,
  tripPath,
  type ListedTrip,
  type PageMeta,
  type SortBy,
  type TripDetail,
  type TripFilterQuery,
} from '@rihla/contract';
import type { DB } from '../../../platform/db/schema.ts';
import type { Dialect } from '../../../platform/db/database.ts';
import type { CatalogueView } from '../catalogue-cache.ts';
import { facetCounter } from '../facet-counts.ts';
import { sortIndex, type SortIndex, type SortRow, type WalkFilter } from '../sort-index.ts';

// Every card also carries the tag-listing fields (duration, to_city, tags), so one shape serves all lists.
export type { ListedTrip };
export { PAGE_SIZE };

const cardColumns = [
  'trips.id',
  'trips.title',
  'trips.description',
  'trips.price',
  'trips.price_before_discount',
  'trips.images',
  'trips.average_rating',
  'trips.rates_count',
  'trips.duration',
  'trips.to_city_id',
  'to_city.name as to_city_name',
] as const;

type CardRow = {
  id: number;
  title: string;
  description: string;
  price: number;
  price_before_discount: number | null;
  images: string;
  average_rating: number | null;
  rates_count: number;
  duration: number;
  to_city_id: number;
  to_city_name: string;
};

function parseList<T>(json: string): T[] {
  try {
    const v = JSON.parse(json);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

const rating = (v: number | null) => (v == null ? null : Math.round(Number(v) * 100) / 100);

async function tagNames(db: Kysely<DB>, tripIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!tripIds.length) return out;
  const rows = await db
    .selectFrom('trip_tags')
    .innerJoin('tags', 'tags.id', 'trip_tags.tag_id')
    .select(['trip_tags.trip_id', 'tags.name'])
    .where('trip_tags.trip_id', 'in', tripIds)
    .orderBy('tags.id')
    .execute();
  for (const r of rows) {
    const list = out.get(r.trip_id) ?? [];
    list.push(r.name);
    out.set(r.trip_id, list);
  }
  return out;
}

async function favouriteSet(db: Kysely<DB>, customerId: number | null, tripIds: number[]): Promise<Set<number>> {
  if (!customerId || !tripIds.length) return new Set();
  const rows = await db
    .selectFrom('favourites')
    .select('trip_id')
    .where('customer_id', '=', customerId)
    .where('trip_id', 'in', tripIds)
    .execute();
  return new Set(rows.map((r) => r.trip_id));
}

/**
 * The viewer's favourite flags on cards read as a guest sees them (kept cards are shared between
 * requests, so flagged ones are copies). One query for every list given.
 */
export async function withFavourites<T extends { id: number; is_favourite: boolean }>(
  db: Kysely<DB>,
  lists: T[][],
  customerId: number | null,
): Promise<T[][]> {
  const ids = lists.flatMap((l) => l.map((c) => c.id));
  const favs = await favouriteSet(db, customerId, ids);
  if (!favs.size) return lists;
  return lists.map((l) => l.map((c) => (favs.has(c.id) ? { ...c, is_favourite: true } : c)));
}

/** Rows of the card query to cards, with tags and the viewer's favourites in two batched queries. */
export async function toCards(db: Kysely<DB>, rows: CardRow[], customerId: number | null): Promise<ListedTrip[]> {
  const ids = rows.map((r) => r.id);
  const [tags, favs] = await Promise.all([tagNames(db, ids), favouriteSet(db, customerId, ids)]);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    price: Number(r.price),
    price_before_discount: r.price_before_discount == null ? null : Number(r.price_before_discount),
    images: parseList<string>(r.images),
    average_rating: rating(r.average_rating),
    rates_count: r.rates_count,
    is_favourite: favs.has(r.id),
    link: tripPath(r.id, r.title),
    duration: r.duration,
    to_city: { id: r.to_city_id, name: r.to_city_name },
    tags: tags.get(r.id) ?? [],
  }));
}

// Every public read of trips goes through cardQuery, applyFilters or one of the single-trip reads
// below, and each keeps to published trips (an unpublished one is in no list and its page is 404).
function cardQuery(db: Kysely<DB>) {
  return db.selectFrom('trips').innerJoin('cities as to_city', 'to_city.id', 'trips.to_city_id').where(isPublished);
}

// Written out, not bound: the search's indexes cover published trips only (migration
// 2026-11-23T0900-search-facets), and a planner can only prove a query keeps to them from a literal.
const isPublished = sql<boolean>`trips.published = 1`;

export async function listCards(
  db: Kysely<DB>,
  customerId: number | null,
  build: (q: ReturnType<typeof cardQuery>) => SelectQueryBuilder<any, any, any>,
): Promise<ListedTrip[]> {
  const rows = (await build(cardQuery(db))
    .select(cardColumns as any)
    .execute()) as CardRow[];
  return toCards(db, rows, customerId);
}

function applyFilters<QB extends SelectQueryBuilder<DB & { to_city: DB['cities'] }, 'trips' | 'to_city', any>>(
  q: QB,
  f: TripFilterQuery,
  db: Kysely<DB>,
  forCount = false,
): QB {
  let out = (q as SelectQueryBuilder<DB & { to_city: DB['cities'] }, 'trips' | 'to_city', any>).where(isPublished);
  if (f.from_city_id) out = out.where('trips.from_city_id', '=', f.from_city_id);
  if (f.to_city_id) out = out.where('trips.to_city_id', '=', f.to_city_id);
  if (f.to_country_id) out = out.where('trips.to_country_id', '=', f.to_country_id);
  if (f.tag_id) {
    const tagId = f.tag_id;
    // A page walks the sort's index and probes each trip's tags (EXISTS); a count reads the tag's
    // trips once (IN). Each is the faster plan for its query on both databases.
    out = forCount
      ? out.where('trips.id', 'in', db.selectFrom('trip_tags').select('trip_tags.trip_id').where('trip_tags.tag_id', '=', tagId))
      : out.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('trip_tags')
              .select('trip_tags.trip_id')
              .whereRef('trip_tags.trip_id', '=', 'trips.id')
              .where('trip_tags.tag_id', '=', tagId),
          ),
        );
  }
  if (f.start_date) out = out.where('trips.available_until', '>=', f.start_date);
  if (f.count_nights) out = out.where('trips.duration', '>=', f.count_nights + 1);
  if (f.count_persons) out = out.where('trips.max_adults', '>=', f.count_persons);
  return out as QB;
}

/**
 * The sort of a search, with the trip id as tie-breaker so pages never repeat or skip a trip.
 * `reversed` walks the same order from its far end (see filterTrips): each column's direction and
 * its NULLs placement flip together, so the reversed list is exactly the forward one backwards.
 */
function applySort<QB extends SelectQueryBuilder<any, any, any>>(q: QB, sort: SortBy, dialect: Dialect, reversed = false): QB {
  const dir = (forward: 'asc' | 'desc') => (reversed ? (forward === 'asc' ? 'desc' : 'asc') : forward);
  switch (sort) {
    case 'low_price':
      return q.orderBy('trips.price', dir('asc')).orderBy('trips.id', dir('asc')) as QB;
    case 'top_rated':
      // Unrated trips last. SQLite sorts NULL lowest already (and then uses the index); PostgreSQL needs
      // it said, and has an index in that order.
      return (
        dialect === 'postgres'
          ? q.orderBy(reversed ? sql`trips.average_rating asc nulls first` : sql`trips.average_rating desc nulls last`)
          : q.orderBy('trips.average_rating', dir('desc'))
      ).orderBy('trips.id', dir('desc')) as QB;
    case 'top_visit':
      return q.orderBy('trips.visits', dir('desc')).orderBy('trips.id', dir('desc')) as QB;
    case 'high_price':
    default:
      return q.orderBy('trips.price', dir('desc')).orderBy('trips.id', dir('desc')) as QB;
  }
}

export function pageMeta(page: number, total: number, perPage = PAGE_SIZE): PageMeta {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), total, per_page: perPage };
}

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
  JSON.stringify([f.from_city_id, f.to_city_id, f.to_country_id, f.tag_id, f.start_date, f.count_nights, f.count_persons]);

export async function filterTrips(
  db: Kysely<DB>,
  view: CatalogueView,
  dialect: Dialect,
  f: TripFilterQuery,
  customerId: number | null,
): Promise<{ data: ListedTrip[]; meta: PageMeta }> {
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

/** One scope's facet rows (exported for bench/growth.ts, which prints the plans). */
export function facetRowsQuery(db: Kysely<DB>, [kind, a, b]: [number, number, number]) {
  return db
    .selectFrom('trip_facets')
    .select(['duration', 'max_adults', 'available_until', 'n'])
    .where('kind', '=', kind)
    .where('a', '=', a)
    .where('b', '=', b)
    .where('n', '>', 0);
}

/** A count row by row, for searches that name more than one scope (a tag and a city, say). */
export function exactCountQuery(db: Kysely<DB>, f: TripFilterQuery) {
  return applyFilters(db.selectFrom('trips'), f, db, true).select((eb) => eb.fn.countAll<number | string>().as('n'));
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
  const inOrder = await pageIds(db, dialect, f, sort, page, count, view);
  if (!inOrder.length) return [];
  const rows = (await cardQuery(db)
    .where('trips.id', 'in', inOrder)
    .select(cardColumns as any)
    .execute()) as CardRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toCards(
    db,
    inOrder.flatMap((id) => byId.get(id) ?? []),
    null,
  );
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
    const q = pageIdsQuery(db, dialect, f, sort, page, count)!;
    ids = (await q.query.execute()).map((r) => r.id);
  }
  return plan.fromEnd ? ids.reverse() : ids;
}

/** Where a page lies: read from the start, or (second half) from the end of the order, and how far in. */
function pagePlan(page: number, count: number): { fromEnd: boolean; skip: number; take: number } | null {
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
 * Every published trip's filter columns in the key's order. Read in slices by id (a seek each, so
 * that SQLite, whose reads hold the event loop, lets other requests through between them) and put in
 * the sort's order here, with the order the database uses (applySort): ties by id, unrated last.
 */
export async function loadSortIndex(db: Kysely<DB>, key: SortKey): Promise<SortIndex> {
  const SLICE = 50_000;
  const rows: (SortRow & { price: number; average_rating: number | null; visits: number })[] = [];
  for (let after = 0; ;) {
    const slice = await db
      .selectFrom('trips')
      .where(isPublished)
      .where('id', '>', after)
      .orderBy('id')
      .limit(SLICE)
      .select(['id', 'available_until', 'duration', 'max_adults', 'to_city_id', 'to_country_id', 'from_city_id'])
      .select(['price', 'average_rating', 'visits'])
      .execute();
    for (const r of slice)
      rows.push({ ...r, price: Number(r.price), average_rating: r.average_rating == null ? null : Number(r.average_rating) });
    if (slice.length < SLICE) break;
    after = slice[slice.length - 1]!.id;
    await new Promise((resolve) => setImmediate(resolve));
  }
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

/**
 * The query for the ids of a search's page, in the sort's order or, with `fromEnd`, in the reverse
 * one; null past the last page. Exported for bench/growth.ts, which prints its plan.
 *
 * Ids only, with no join: the planner walks the sort's covering index (migration
 * 2026-11-23T0900-search-facets), checks the filters there, skips and stops without reading a trip's
 * row; readPage then reads the page's 12 trips by id. OFFSET costs as many index entries as it skips,
 * so a page in the second half is read from the other end of the same order and turned round, and a
 * page far from both ends is walked in memory instead (pageIds).
 */
export function pageIdsQuery(db: Kysely<DB>, dialect: Dialect, f: TripFilterQuery, sort: SortBy, page: number, count: number) {
  const plan = pagePlan(page, count);
  if (!plan) return null;
  const base = applyFilters(db.selectFrom('trips') as any, f, db) as ReturnType<typeof cardQuery>;
  const query = applySort(base, sort, dialect, plan.fromEnd).select('trips.id').limit(plan.take).offset(plan.skip);
  return { query, fromEnd: plan.fromEnd };
}

export async function tripDetail(
  db: Kysely<DB>,
  id: number,
  customerId: number | null,
): Promise<(TripDetail & ListedTrip) | null> {
  const row = await db
    .selectFrom('trips')
    .innerJoin('cities as to_city', 'to_city.id', 'trips.to_city_id')
    .leftJoin('cities as from_city', 'from_city.id', 'trips.from_city_id')
    .leftJoin('trip_contents', 'trip_contents.trip_id', 'trips.id')
    .selectAll('trips')
    .select(['trip_contents.program', 'trip_contents.included'])
    .select(['to_city.name as to_city_name', 'from_city.name as from_city_name'])
    .where('trips.id', '=', id)
    .where('trips.published', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const [card] = await toCards(db, [row], customerId);
  return {
    ...card!,
    company: row.company,
    program: parseList(row.program ?? '[]'),
    included: parseList(row.included ?? '[]'),
    default_adults: row.default_adults,
    default_childs: row.default_childs,
    max_additional_adults: row.max_additional_adults,
    max_additional_childs: row.max_additional_childs,
    price_per_additional_adult: Number(row.price_per_additional_adult),
    price_per_additional_child: Number(row.price_per_additional_child),
    expiry_date: row.expiry_date,
    from_city: row.from_city_id != null && row.from_city_name != null ? { id: row.from_city_id, name: row.from_city_name } : null,
    to_city: { id: row.to_city_id, name: row.to_city_name, country_id: row.to_country_id },
  };
}

/**
 * Adds each trip's counted visits to its row, in one transaction (modules/catalogue/visit-counter.ts). Rows are
 * updated in id order, so two servers flushing at once wait for each other rather than deadlock.
 */
export async function addVisits(db: Kysely<DB>, counts: Map<number, number>): Promise<void> {
  const ordered = [...counts].sort(([a], [b]) => a - b);
  await db.transaction().execute(async (trx) => {
    for (const [id, n] of ordered)
      await trx
        .updateTable('trips')
        .set((eb) => ({ visits: eb('visits', '+', n) }))
        .where('id', '=', id)
        .execute();
  });
}

/** The trip's first picture, if it has one (index.html's page hints). */
export async function firstImage(db: Kysely<DB>, id: number): Promise<string | null> {
  const row = await db.selectFrom('trips').select('images').where('id', '=', id).where('published', '=', 1).executeTakeFirst();
  try {
    const images: unknown = JSON.parse(row?.images ?? '[]');
    return Array.isArray(images) && typeof images[0] === 'string' ? images[0] : null;
  } catch {
    return null;
  }
}

/** The trip's title, to build its canonical address; undefined when there is no such trip. */
export async function tripTitle(db: Kysely<DB>, id: number): Promise<string | undefined> {
  return (await db.selectFrom('trips').select('title').where('id', '=', id).where('published', '=', 1).executeTakeFirst())?.title;
}
