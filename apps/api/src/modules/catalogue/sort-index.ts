import type { FilterColumns } from './repositories/trip-search-queries.ts';
// Deep search pages from memory (issue 16, item 6).
//
// The spec's client asks for pages by number, and a page number is an offset: page 40,000 of a
// million trips skips 480,000 matches. A database can only count its way there, entry by entry of the
// sort's index (about 100 ms at 1,000,000 trips on SQLite, even reading the index alone). Every
// published trip's filter columns, in one sort's order, fit in a few typed arrays (about 30 MB at
// 1,000,000 trips). The repository (trips.ts) builds one per sort when a deep page is first asked for,
// keeps it under the catalogue version (and the visits order for a minute), and reads near pages from
// the indexes as before.
//
// Walking half a million entries one by one still took 5–10 ms, so the walk skips whole blocks:
// - Each block of 4,096 entries keeps its dates grouped by (duration, party size), sorted. How many of
//   a block's entries match a date, a length and a party size is then one binary search per group,
//   and a block that ends before the page is skipped whole.
// - A search in a place (destination city or country, departure city) walks that place's own index:
//   its trips in the same order, built from this one the first time the place is asked for, with
//   blocks of its own. The places kept for one sort hold at most as many entries as the sort itself
//   (the least recently asked for go first), so memory stays within twice the sort's arrays.

/** A trip as an index keeps it: the columns a deep page is filtered by. */
export type SortRow = FilterColumns;

/** The filters a deep page can be walked with (a tag is not among them: those pages stay in SQL). */
export interface WalkFilter {
  from: string | null;
  minDuration: number;
  minAdults: number;
  toCity: number;
  toCountry: number;
  fromCity: number;
}

export interface SortIndex {
  readonly size: number;
  /**
   * The ids of the page that skips `skip` matches and takes `take`, counted from the start of the
   * order, or from its end when `fromEnd` (then listed end first, as SQL's reversed order would).
   */
  page(f: WalkFilter, skip: number, take: number, fromEnd: boolean): number[];
  /** How many entries the places' own indexes hold now (never more than `size`). */
  placeEntries(): number;
}

/** yyyymmdd of an ISO date, so dates compare as integers. */
export const dayNumber = (iso: string) =>
  Number(iso.slice(0, 4)) * 10_000 + Number(iso.slice(5, 7)) * 100 + Number(iso.slice(8, 10));

/** One column per filter, entry i being the i-th trip of the order. */
export interface Columns {
  ids: Int32Array;
  until: Int32Array;
  duration: Int16Array;
  adults: Int16Array;
  toCity: Int32Array;
  toCountry: Int32Array;
  fromCity: Int32Array;
}
type Place = 'toCity' | 'toCountry' | 'fromCity';
const PLACES: Place[] = ['toCity', 'toCountry', 'fromCity'];

const BLOCK = 4096;

export const emptyColumns = (n: number): Columns => ({
  ids: new Int32Array(n),
  until: new Int32Array(n),
  duration: new Int16Array(n),
  adults: new Int16Array(n),
  toCity: new Int32Array(n),
  toCountry: new Int32Array(n),
  fromCity: new Int32Array(n),
});

/** Writes a trip's filter columns as entry i (text-pages.ts keeps the same ones). */
export function putFilterColumns(c: Columns, i: number, r: SortRow): void {
  c.ids[i] = r.id;
  c.until[i] = dayNumber(r.available_until);
  c.duration[i] = r.duration;
  c.adults[i] = r.max_adults;
  c.toCity[i] = r.to_city_id;
  c.toCountry[i] = r.to_country_id;
  c.fromCity[i] = r.from_city_id ?? 0;
}

export function sortIndex(rows: readonly SortRow[], block = BLOCK): SortIndex {
  const c = emptyColumns(rows.length);
  rows.forEach((r, i) => putFilterColumns(c, i, r));
  return columnsIndex(c, block, true);
}

/** The entries of `c` whose `place` is `value`, in the same order. */
function subset(c: Columns, place: Place, value: number): Columns {
  const at: number[] = [];
  c[place].forEach((v, i) => {
    if (v === value) at.push(i);
  });
  const out = emptyColumns(at.length);
  for (const key of Object.keys(out) as (keyof Columns)[]) {
    const from = c[key];
    const to = out[key];
    at.forEach((i, k) => (to[k] = from[i]!));
  }
  return out;
}

/**
 * Per block: its entries' dates grouped by (duration, party size) and sorted within each group
 * (`dates`), and the groups as (duration, adults, end) runs, block b's being groupStart[b]…[b+1].
 */
function blockSummaries(c: Columns, block: number) {
  const size = c.ids.length;
  const blocks = Math.ceil(size / block);
  const dates = new Int32Array(size);
  const groupStart = new Int32Array(blocks + 1);
  const gDuration: number[] = [];
  const gAdults: number[] = [];
  const gEnd: number[] = [];
  // (duration, adults, date) as one number, so that a block sorts natively: the pair's rank among the
  // pairs present, then the date (yyyymmdd < 1e8).
  const pairDuration: number[] = [];
  const pairAdults: number[] = [];
  const rankOf = new Map<number, number>();
  for (let i = 0; i < size; i++) {
    const pair = c.duration[i]! * 65_536 + c.adults[i]!;
    if (rankOf.has(pair)) continue;
    rankOf.set(pair, pairDuration.length);
    pairDuration.push(c.duration[i]!);
    pairAdults.push(c.adults[i]!);
  }
  const keys = new Float64Array(block);
  for (let b = 0; b < blocks; b++) {
    const start = b * block;
    const n = Math.min(start + block, size) - start;
    const blockKeys = keys.subarray(0, n);
    for (let k = 0; k < n; k++)
      blockKeys[k] = rankOf.get(c.duration[start + k]! * 65_536 + c.adults[start + k]!)! * 1e8 + c.until[start + k]!;
    blockKeys.sort();
    groupStart[b] = gEnd.length;
    let group = -1;
    for (let k = 0; k < n; k++) {
      const g = Math.floor(blockKeys[k]! / 1e8);
      dates[start + k] = blockKeys[k]! - g * 1e8;
      if (g !== group) {
        group = g;
        gDuration.push(pairDuration[g]!);
        gAdults.push(pairAdults[g]!);
        gEnd.push(start + k + 1);
      } else gEnd[gEnd.length - 1] = start + k + 1;
    }
  }
  groupStart[blocks] = gEnd.length;
  return {
    dates,
    groupStart,
    gDuration: Int16Array.from(gDuration),
    gAdults: Int16Array.from(gAdults),
    gEnd: Int32Array.from(gEnd),
  };
}

function columnsIndex(c: Columns, block: number, withPlaces: boolean): SortIndex {
  const size = c.ids.length;
  const { ids, until, duration, adults, toCity, toCountry, fromCity } = c;
  const { dates, groupStart, gDuration, gAdults, gEnd } = blockSummaries(c, block);
  const blocks = groupStart.length - 1;
  // Insertion order is use order: a hit is moved to the end, the first entries are evicted.
  const places = new Map<string, SortIndex>();
  let placed = 0;
  const placeIndex = (place: Place, value: number) => {
    const key = `${place}:${value}`;
    let index = places.get(key);
    if (index) places.delete(key);
    else {
      index = columnsIndex(subset(c, place, value), block, false);
      placed += index.size;
      for (const [old, kept] of places) {
        if (placed <= size) break;
        places.delete(old);
        placed -= kept.size;
      }
    }
    places.set(key, index);
    return index;
  };

  /** How many entries of block b have a date ≥ from, a duration ≥ minD and room for ≥ minA. */
  const matchesIn = (b: number, from: number, minD: number, minA: number) => {
    let n = 0;
    for (let g = groupStart[b]!; g < groupStart[b + 1]!; g++) {
      if (gDuration[g]! < minD || gAdults[g]! < minA) continue;
      let lo = g === groupStart[b] ? b * block : gEnd[g - 1]!;
      let hi = gEnd[g]!;
      const end = hi;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (dates[mid]! < from) lo = mid + 1;
        else hi = mid;
      }
      n += end - lo;
    }
    return n;
  };

  return {
    size,
    placeEntries: () => placed,
    page(f, skip, take, fromEnd) {
      const place = withPlaces ? PLACES.find((p) => f[p]) : undefined;
      if (place) {
        return placeIndex(place, f[place]).page({ ...f, [place]: 0 }, skip, take, fromEnd);
      }
      const from = f.from === null ? 0 : dayNumber(f.from);
      const { minDuration, minAdults } = f;
      // Blocks are counted only when every filter left is one they summarise.
      const summarised = !f.toCity && !f.toCountry && !f.fromCity;
      const out: number[] = [];
      let seen = 0;
      for (let k = 0; k < blocks && out.length < take; k++) {
        const b = fromEnd ? blocks - 1 - k : k;
        if (summarised) {
          const n = matchesIn(b, from, minDuration, minAdults);
          if (seen + n <= skip) {
            seen += n;
            continue;
          }
        }
        const first = b * block;
        const last = Math.min(first + block, size) - 1;
        const step = fromEnd ? -1 : 1;
        for (let i = fromEnd ? last : first; i >= first && i <= last && out.length < take; i += step) {
          if (until[i]! < from || duration[i]! < minDuration || adults[i]! < minAdults) continue;
          if ((f.toCity && toCity[i] !== f.toCity) || (f.toCountry && toCountry[i] !== f.toCountry)) continue;
          if (f.fromCity && fromCity[i] !== f.fromCity) continue;
          if (seen++ >= skip) out.push(ids[i]!);
        }
      }
      return out;
    },
  };
}
