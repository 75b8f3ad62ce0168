/* eslint-disable @typescript-eslint/no-explicit-any -- filters and sorts are applied to two differently joined Kysely builders */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { SortBy, TripFilterQuery } from '@rihla/contract';
import type { DB } from '../../../platform/db/schema.ts';
import type { Dialect } from '../../../platform/db/database.ts';
import { cardQuery, isPublished } from './trips.ts';

// The search's SQL: its filters and sorts, the facet rows a count reads, a page's ids, and the
// columns the in-memory sort indexes are made of. What to read when is ../trip-search.ts's.

/** Where a page lies: read from the start or (second half) from the end of the order, and how far in. */
export interface PagePlan {
  fromEnd: boolean;
  skip: number;
  take: number;
}

/** A published trip's columns that the deep-page walk filters by (../sort-index.ts keeps them). */
export interface FilterColumns {
  id: number;
  available_until: string;
  duration: number;
  max_adults: number;
  to_city_id: number;
  to_country_id: number;
  from_city_id: number | null;
}

/** …and the columns it sorts by. */
export interface SortColumns extends FilterColumns {
  price: number;
  average_rating: number | null;
  visits: number;
}

export function applyFilters<QB extends SelectQueryBuilder<DB & { to_city: DB['cities'] }, 'trips' | 'to_city', any>>(
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
export function applySort<QB extends SelectQueryBuilder<any, any, any>>(
  q: QB,
  sort: SortBy,
  dialect: Dialect,
  reversed = false,
): QB {
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

/**
 * Every published trip's filter and sort columns, by id. Read in slices by id (a seek each, so
 * that SQLite, whose reads hold the event loop, lets other requests through between them).
 */
export function sortColumns(db: Kysely<DB>): Promise<SortColumns[]> {
  return publishedInSlices(db, (slice) =>
    slice
      .select(['id', 'available_until', 'duration', 'max_adults', 'to_city_id', 'to_country_id', 'from_city_id'])
      .select(['price', 'average_rating', 'visits'])
      .execute()
      .then((rows) =>
        rows.map((r) => ({
          ...r,
          price: Number(r.price),
          average_rating: r.average_rating == null ? null : Number(r.average_rating),
        })),
      ),
  );
}

/** Every published trip's visits, by id, read as sortColumns reads (the "most visited" order's only column). */
export function publishedVisits(db: Kysely<DB>): Promise<{ id: number; visits: number }[]> {
  return publishedInSlices(db, (slice) => slice.select(['id', 'visits']).execute());
}

/** The published trips `read` selects from each slice of ids, in order, with a turn of the event loop between slices. */
async function publishedInSlices<R extends { id: number }>(
  db: Kysely<DB>,
  read: (slice: ReturnType<typeof publishedSlice>) => Promise<R[]>,
): Promise<R[]> {
  const rows: R[] = [];
  for (let after = 0; ;) {
    const slice = await read(publishedSlice(db, after));
    for (const r of slice) rows.push(r);
    if (slice.length < SLICE) break;
    after = slice[slice.length - 1]!.id;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return rows;
}

const SLICE = 50_000;
const publishedSlice = (db: Kysely<DB>, after: number) =>
  db.selectFrom('trips').where(isPublished).where('id', '>', after).orderBy('id').limit(SLICE);

/**
 * The query for the ids of a search's page, in the sort's order or, with `fromEnd`, in the reverse
 * one, for a page's plan (../trip-search.ts, pagePlan).
 *
 * Ids only, with no join: the planner walks the sort's covering index (migration
 * 2026-11-23T0900-search-facets), checks the filters there, skips and stops without reading a trip's
 * row; cardsInOrder then reads the page's 12 trips by id. OFFSET costs as many index entries as it skips,
 * so a page in the second half is read from the other end of the same order and turned round, and a
 * page far from both ends is walked in memory instead (pageIds).
 */
export function pageIdsByPlan(db: Kysely<DB>, dialect: Dialect, f: TripFilterQuery, sort: SortBy, plan: PagePlan) {
  const base = applyFilters(db.selectFrom('trips') as any, f, db) as ReturnType<typeof cardQuery>;
  const query = applySort(base, sort, dialect, plan.fromEnd).select('trips.id').limit(plan.take).offset(plan.skip);
  return { query, fromEnd: plan.fromEnd };
}
