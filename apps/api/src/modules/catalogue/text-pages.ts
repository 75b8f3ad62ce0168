import type { SortBy, TripFilterQuery } from '@rihla/contract';
import type { SortColumns } from './repositories/trip-search-queries.ts';
import { dayNumber, emptyColumns, putFilterColumns, type Columns } from './sort-index.ts';
import {
  addTrip,
  bitCount,
  hasTrip,
  idsOf,
  keepOnly,
  tripBits,
  type TierMasks,
  type TripBits,
} from './repositories/trip-bits.ts';

// A free-text search's page and count, from memory (issue 30, item 1). A text's matches are kept as
// bits by trip id, per tier (TierMasks); a search's filters become bits of the same kind, made from
// indexes of every published trip's columns; the matches that pass are their AND, counted 32 at a
// time. The page is then picked from the best tier down: when a tier holds many trips, by walking
// the sort's order of every trip until enough of them are in it; when few, by listing them and
// keeping the best. Nothing here grows with the matches except the listing of a small tier: at
// 1,000,000 trips a word in every trip was a million matches listed (4 ms) and walked (9 ms).

type RangeColumn = 'until' | 'duration' | 'adults';
type PlaceColumn = 'toCity' | 'toCountry' | 'fromCity';

/** A column's trips in its order, and the trips at or above each of a few of its values. */
interface AtLeast {
  /** Ids ascending by value (ties by id), and the value of each. */
  ids: Int32Array;
  values: Int32Array;
  /** Values ascending, each at most LEVELS-th of the trips apart; masks[k]: the trips at levels[k] or above. */
  levels: Int32Array;
  masks: TripBits[];
}

/** Levels per column (at 1,000,000 trips: 8 MB of masks for the dates, and 15,625 trips at most to add one by one). */
const LEVELS = 64;

/**
 * Every published trip's filter and sort columns, by position (ascending ids), each id's position
 * (+1; 0 when not published), and what is built from them on first use.
 */
export interface TripColumns extends Columns {
  at: Int32Array;
  price: Float64Array;
  /** NaN when unrated. */
  rating: Float64Array;
  visits: Float64Array;
  /** Every trip here. */
  published: TripBits;
  loadedAt: number;
  /** Per sort: a number per position that orders as it does (smaller first; ties by id, see sortKeys). */
  sortKeys: Map<SortBy, Float64Array>;
  /** Per sort: every trip's id in its order. */
  orders: Map<SortBy, Int32Array>;
  atLeast: Map<RangeColumn, AtLeast>;
  /** Per place column: each place's trips, ascending. */
  places: Map<PlaceColumn, Map<number, Int32Array>>;
  /** Bits written by each search (one at a time: the page is picked without a pause). */
  scratch: { filter: TripBits; other: TripBits; tiers: [TripBits, TripBits, TripBits] };
}

/** The columns of these trips (exported for the tests). */
export function tripColumns(given: SortColumns[]): TripColumns {
  // Positions follow the ids, so that ties (broken by id) keep their order in rankOrder.
  const rows = given.every((r, i) => i === 0 || given[i - 1]!.id < r.id) ? given : [...given].sort((a, b) => a.id - b.id);
  const n = rows.length;
  const maxId = rows.at(-1)?.id ?? 0;
  const bits = () => tripBits(maxId);
  const c: TripColumns = {
    ...emptyColumns(n),
    at: new Int32Array(maxId + 1),
    price: new Float64Array(n),
    rating: new Float64Array(n),
    visits: new Float64Array(n),
    published: bits(),
    loadedAt: Date.now(),
    sortKeys: new Map(),
    orders: new Map(),
    atLeast: new Map(),
    places: new Map(),
    scratch: { filter: bits(), other: bits(), tiers: [bits(), bits(), bits()] },
  };
  rows.forEach((r, i) => {
    putFilterColumns(c, i, r);
    c.at[r.id] = i + 1;
    addTrip(c.published, r.id);
    c.price[i] = r.price;
    c.rating[i] = r.average_rating ?? NaN;
    c.visits[i] = r.visits;
  });
  return c;
}

/**
 * The columns with newer visits (`rows`: every trip's, by id), sharing everything else: within a
 * catalogue version only the visits change. Null when the trips are not the same ones.
 */
export function withVisits(c: TripColumns, rows: { id: number; visits: number }[]): TripColumns | null {
  if (rows.length !== c.ids.length || rows.some((r, p) => r.id !== c.ids[p])) return null;
  const others = <V>(kept: Map<SortBy, V>) => new Map([...kept].filter(([sort]) => sort !== 'top_visit'));
  return {
    ...c,
    visits: Float64Array.from(rows, (r) => r.visits),
    loadedAt: Date.now(),
    sortKeys: others(c.sortKeys),
    orders: others(c.orders),
  };
}

/**
 * Builds ahead what a search with this sort and any filter reads (at 1,000,000 trips, about a
 * quarter of a second), so that the first visitor does not wait for it; a piece at a time, with the
 * event loop's turn between them, so that requests meanwhile do not wait either.
 */
export async function prepareColumns(c: TripColumns, sort: SortBy): Promise<void> {
  const pieces = [
    () => orderOf(c, sort),
    ...(['until', 'duration', 'adults'] as const).map((column) => () => atLeastOf(c, column)),
    ...(['toCity', 'toCountry', 'fromCity'] as const).map((column) => () => placeLists(c, column)),
  ];
  for (const build of pieces) {
    build();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The first index of `sorted[0, end)` whose value is not below v. */
function lowerBound(sorted: ArrayLike<number>, end: number, v: number): number {
  let lo = 0;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whole values spanning fewer than this are counted by value (4 MB of counts at most). */
const RANK_SPAN_MAX = 1 << 20;

/**
 * The positions ordered by their values, ties by position (ascending, or descending with
 * `tiesDown`): a counting sort by each value's rank among the distinct values (a comparison sort of
 * a million positions took about half a second; this, 10–120 ms).
 */
function rankOrder(values: ArrayLike<number>, tiesDown: boolean): Int32Array {
  const n = values.length;
  const rank = new Int32Array(n);
  let d = 0;
  let min = Infinity;
  let max = -Infinity;
  let whole = true;
  for (let p = 0; p < n; p++) {
    const v = values[p]!;
    if (v < min) min = v;
    if (v > max) max = v;
    whole &&= Number.isInteger(v);
  }
  if (whole && max - min < RANK_SPAN_MAX) {
    // Whole numbers close together (days, nights, persons, most prices): the value is its rank.
    d = max - min + 1;
    for (let p = 0; p < n; p++) rank[p] = values[p]! - min;
  } else {
    const distinct = Float64Array.from(values).sort();
    for (let i = 0; i < n; i++) if (i === 0 || distinct[i] !== distinct[d - 1]) distinct[d++] = distinct[i]!;
    for (let p = 0; p < n; p++) rank[p] = lowerBound(distinct, d, values[p]!);
  }
  const start = new Int32Array(d + 1);
  for (let p = 0; p < n; p++) start[rank[p]! + 1]!++;
  for (let r = 0; r < d; r++) start[r + 1]! += start[r]!;
  const order = new Int32Array(n);
  if (tiesDown) for (let p = n - 1; p >= 0; p--) order[start[rank[p]!]!++] = p;
  else for (let p = 0; p < n; p++) order[start[rank[p]!]!++] = p;
  return order;
}

/**
 * A number per position that orders as the sort does, smaller first: ties by id ascending for the
 * lowest price, descending for the others (as applySort breaks them, trip-search-queries.ts).
 */
function sortKeys(c: TripColumns, sort: SortBy): Float64Array {
  const kept = c.sortKeys.get(sort);
  if (kept) return kept;
  const { price, visits, rating } = c;
  const keys = new Float64Array(price.length);
  for (let p = 0; p < keys.length; p++)
    keys[p] =
      sort === 'low_price'
        ? price[p]!
        : sort === 'high_price'
          ? -price[p]!
          : sort === 'top_visit'
            ? -visits[p]!
            : // Unrated last.
              Number.isNaN(rating[p]!)
              ? Infinity
              : -rating[p]!;
  c.sortKeys.set(sort, keys);
  return keys;
}

const tiesUp = (sort: SortBy) => sort === 'low_price';

/** Every trip's id in the sort's order. */
function orderOf(c: TripColumns, sort: SortBy): Int32Array {
  let order = c.orders.get(sort);
  if (!order) {
    order = rankOrder(sortKeys(c, sort), !tiesUp(sort)).map((p) => c.ids[p]!);
    c.orders.set(sort, order);
  }
  return order;
}

function atLeastOf(c: TripColumns, column: RangeColumn): AtLeast {
  const kept = c.atLeast.get(column);
  if (kept) return kept;
  const byPosition = c[column];
  const positions = rankOrder(byPosition, false);
  const n = positions.length;
  const ids = positions.map((p) => c.ids[p]!);
  const values = positions.map((p) => byPosition[p]!);
  // A level every n / LEVELS trips (fewer when values repeat).
  const levels = Int32Array.from(
    new Set(Array.from({ length: Math.min(n, LEVELS) }, (_, k) => values[Math.floor((k * n) / Math.min(n, LEVELS))]!)),
  );
  const masks: TripBits[] = new Array(levels.length);
  const running = tripBits(c.at.length - 1);
  let k = levels.length - 1;
  for (let i = n - 1; k >= 0; i--) {
    while (k >= 0 && (i < 0 || values[i]! < levels[k]!)) masks[k--] = running.slice();
    if (i >= 0) addTrip(running, ids[i]!);
  }
  const index = { ids, values, levels, masks };
  c.atLeast.set(column, index);
  return index;
}

/** Writes into `into` the trips whose `column` is at least `value`: a level's mask, and the few below it one by one. */
function atLeastInto(c: TripColumns, column: RangeColumn, value: number, into: TripBits): void {
  const { ids, values, levels, masks } = atLeastOf(c, column);
  const k = lowerBound(levels, levels.length, value);
  if (k < levels.length) into.set(masks[k]!);
  else into.fill(0);
  const end = k < levels.length ? lowerBound(values, values.length, levels[k]!) : values.length;
  for (let i = lowerBound(values, values.length, value); i < end; i++) addTrip(into, ids[i]!);
}

/** Each place's trips (ids ascending) in the column. */
function placeLists(c: TripColumns, column: PlaceColumn): Map<number, Int32Array> {
  const kept = c.places.get(column);
  if (kept) return kept;
  const values = c[column];
  const sizes = new Map<number, number>();
  for (const value of values) sizes.set(value, (sizes.get(value) ?? 0) + 1);
  const lists = new Map([...sizes].map(([value, size]) => [value, { ids: new Int32Array(size), n: 0 }]));
  values.forEach((value, p) => {
    const list = lists.get(value)!;
    list.ids[list.n++] = c.ids[p]!;
  });
  const byPlace = new Map([...lists].map(([value, list]) => [value, list.ids]));
  c.places.set(column, byPlace);
  return byPlace;
}

/** The published trips that pass the search's filters and are in the tag (when given). */
function filterBits(c: TripColumns, f: TripFilterQuery, tag: TripBits | null): TripBits {
  const ranges = (
    [
      ['until', f.start_date ? dayNumber(f.start_date) : 0],
      ['duration', f.count_nights ? f.count_nights + 1 : 0],
      ['adults', f.count_persons ?? 0],
    ] as const
  ).filter(([, value]) => value > 0);
  const places = (
    [
      ['toCity', f.to_city_id ?? 0],
      ['toCountry', f.to_country_id ?? 0],
      ['fromCity', f.from_city_id ?? 0],
    ] as const
  ).filter(([, value]) => value > 0);
  if (!ranges.length && !places.length && !tag) return c.published;
  const { filter, other } = c.scratch;
  filter.set(c.published);
  for (const [column, value] of ranges) {
    atLeastInto(c, column, value, other);
    keepOnly(filter, other);
  }
  for (const [column, place] of places) {
    other.fill(0);
    for (const id of placeLists(c, column).get(place) ?? []) addTrip(other, id);
    keepOnly(filter, other);
  }
  if (tag) keepOnly(filter, tag);
  return filter;
}

/** A page at most this deep is picked from a small tier by keeping its best; a deeper one sorts the tier. */
const SELECT_MAX = 1_200;

/** How to pick a tier's part of the page: 'auto' by the cost of each (the tests force one or the other). */
export type PickBy = 'auto' | 'list' | 'walk';

/**
 * The `need` first trips of a tier (bits, `count` of them) in the sort's order: walking every trip's
 * order until `need` are in the tier (about need × trips / count steps, one bit test each), or
 * listing the tier and keeping the best (a comparison or more for each of its trips).
 */
function firstInTier(c: TripColumns, sort: SortBy, tier: TripBits, count: number, need: number, by: PickBy): number[] {
  const trips = c.ids.length;
  const deep = need > SELECT_MAX;
  const walkCost = Math.min(trips, (need * trips) / count);
  const listCost = LIST_STEP * count * (deep ? Math.log2(count) : 1);
  if (by === 'walk' || (by === 'auto' && walkCost <= listCost)) {
    const picked: number[] = [];
    const order = orderOf(c, sort);
    for (let i = 0; picked.length < need && i < order.length; i++) if (hasTrip(tier, order[i]!)) picked.push(order[i]!);
    return picked;
  }
  const key = sortKeys(c, sort);
  const { at } = c;
  const up = tiesUp(sort);
  const keyOf = (id: number) => key[at[id]! - 1]!;
  const before = (a: number, b: number) => {
    const x = keyOf(a);
    const y = keyOf(b);
    return x < y || (x === y && (up ? a < b : a > b));
  };
  const listed = idsOf(tier, count);
  if (deep) return [...listed].sort((a, b) => (before(a, b) ? -1 : 1)).slice(0, need);
  // The best `need` so far, in order: a trip goes in only when it comes before the last kept.
  const best: number[] = [];
  for (const id of listed) {
    if (best.length === need && !before(id, best[need - 1]!)) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(best[mid]!, id)) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, id);
    if (best.length > need) best.pop();
  }
  return best;
}

/** What listing and comparing one trip of a tier costs, in bit tests of the walk (measured roughly). */
const LIST_STEP = 8;

/**
 * A text search's count and the ids of the page that skips `skip` of the matches that pass the
 * filters (and the tag), in relevance (the title, then the title or places, then any column) and
 * then the sort's order.
 */
export function textPage(
  m: TierMasks,
  c: TripColumns,
  sort: SortBy,
  f: TripFilterQuery,
  tag: TripBits | null,
  skip: number,
  take: number,
  by: PickBy = 'auto',
): { count: number; ids: number[] } {
  const filter = filterBits(c, f, tag);
  const [any, head, title] = m;
  const tiers = c.scratch.tiers;
  const [inAny, inHead, inTitle] = tiers;
  const n = Math.min(any.length, filter.length);
  const counts = [0, 0, 0];
  for (let w = 0; w < n; w++) {
    const passing = filter[w]!;
    const t2 = title[w]! & passing;
    const h = head[w]! & passing;
    const t1 = h & ~t2;
    const t0 = any[w]! & passing & ~h;
    inTitle[w] = t2;
    inHead[w] = t1;
    inAny[w] = t0;
    counts[2]! += bitCount(t2);
    counts[1]! += bitCount(t1);
    counts[0]! += bitCount(t0);
  }
  for (const t of tiers) t.fill(0, n);
  const ids: number[] = [];
  let toSkip = skip;
  for (let t = 2; t >= 0 && ids.length < take; t--) {
    const count = counts[t]!;
    if (count <= toSkip) {
      toSkip -= count;
      continue;
    }
    const need = Math.min(toSkip + take - ids.length, count);
    ids.push(...firstInTier(c, sort, tiers[t]!, count, need, by).slice(toSkip));
    toSkip = 0;
  }
  return { count: counts[0]! + counts[1]! + counts[2]!, ids };
}
