// A search's count from one scope's rows of trip_facets (migration 2026-11-23T0900-search-facets),
// held in memory under the catalogue version (modules/catalogue/repositories/trips.ts countMatches).
//
// The search form's filters are thresholds: available_until >= the date, duration >= nights + 1,
// max_adults >= persons. The rows of one (duration, max_adults) pair, sorted by date, carry the sum
// of their counts from each date to the last; a count is then one binary search per pair the
// nights and persons let through (at most 8 durations × 6 party sizes), whatever the date and
// however many trips there are. Summing the rows in SQL instead read half of a scope's rows (about
// 8,000 once a catalogue has every duration, party size and expiry date: 3 ms on SQLite).

export interface FacetRow {
  duration: number;
  max_adults: number;
  available_until: string;
  n: number;
}

export interface FacetThresholds {
  /** Trips that run at least this many days. */
  minDuration: number;
  /** Trips that take at least this many adults. */
  minAdults: number;
  /** Trips still on sale on this ISO date (available_until >= it); null = any. */
  from: string | null;
}

interface Pair {
  duration: number;
  maxAdults: number;
  /** Ascending. */
  dates: string[];
  /** fromDate[i] = the trips of dates[i] and every later date; one more 0 at the end. */
  fromDate: number[];
}

export interface FacetCounter {
  count(t: FacetThresholds): number;
}

export function facetCounter(rows: readonly FacetRow[]): FacetCounter {
  const byPair = new Map<string, { duration: number; maxAdults: number; rows: FacetRow[] }>();
  for (const r of rows) {
    if (!r.n) continue;
    const key = `${r.duration}:${r.max_adults}`;
    let pair = byPair.get(key);
    if (!pair) byPair.set(key, (pair = { duration: Number(r.duration), maxAdults: Number(r.max_adults), rows: [] }));
    pair.rows.push(r);
  }
  const pairs: Pair[] = [...byPair.values()].map(({ duration, maxAdults, rows: own }) => {
    own.sort((a, b) => (a.available_until < b.available_until ? -1 : a.available_until > b.available_until ? 1 : 0));
    const fromDate = new Array<number>(own.length + 1).fill(0);
    for (let i = own.length - 1; i >= 0; i--) fromDate[i] = fromDate[i + 1]! + Number(own[i]!.n);
    return { duration, maxAdults, dates: own.map((r) => r.available_until), fromDate };
  });
  return {
    count({ minDuration, minAdults, from }) {
      let total = 0;
      for (const p of pairs) {
        if (p.duration < minDuration || p.maxAdults < minAdults) continue;
        total += p.fromDate[from === null ? 0 : firstAtOrAfter(p.dates, from)]!;
      }
      return total;
    },
  };
}

/** The index of the first date >= `date` (dates.length when none is). */
function firstAtOrAfter(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (dates[mid]! < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
