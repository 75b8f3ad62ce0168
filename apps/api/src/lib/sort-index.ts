// Deep search pages from memory (issue 16, item 6).
//
// The spec's client asks for pages by number, and a page number is an offset: page 40,000 of a
// million trips skips 480,000 matches. A database can only count its way there, entry by entry of the
// sort's index (about 100 ms at 1,000,000 trips on SQLite, even reading the index alone). Every
// published trip's filter columns, in one sort's order, fit in a few typed arrays (about 25 MB at
// 1,000,000 trips); walking them to the page is a tight loop of a few milliseconds. The
// repository (trips.ts) builds one per sort when a deep page is first asked for, keeps it under the
// catalogue version (and the visits order for a minute), and reads near pages from the indexes as
// before.

export interface SortRow {
  id: number;
  available_until: string;
  duration: number;
  max_adults: number;
  to_city_id: number;
  to_country_id: number;
  from_city_id: number | null;
}

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
}

/** yyyymmdd of an ISO date, so dates compare as integers. */
const dayNumber = (iso: string) => Number(iso.slice(0, 4)) * 10_000 + Number(iso.slice(5, 7)) * 100 + Number(iso.slice(8, 10));

export function sortIndex(rows: readonly SortRow[]): SortIndex {
  const size = rows.length;
  const ids = new Int32Array(size);
  const until = new Int32Array(size);
  const duration = new Int16Array(size);
  const adults = new Int16Array(size);
  const toCity = new Int32Array(size);
  const toCountry = new Int32Array(size);
  const fromCity = new Int32Array(size);
  rows.forEach((r, i) => {
    ids[i] = r.id;
    until[i] = dayNumber(r.available_until);
    duration[i] = r.duration;
    adults[i] = r.max_adults;
    toCity[i] = r.to_city_id;
    toCountry[i] = r.to_country_id;
    fromCity[i] = r.from_city_id ?? 0;
  });
  return {
    size,
    page(f, skip, take, fromEnd) {
      const from = f.from === null ? 0 : dayNumber(f.from);
      const out: number[] = [];
      let seen = 0;
      const step = fromEnd ? -1 : 1;
      for (let i = fromEnd ? size - 1 : 0; i >= 0 && i < size && out.length < take; i += step) {
        if (until[i]! < from || duration[i]! < f.minDuration || adults[i]! < f.minAdults) continue;
        if ((f.toCity && toCity[i] !== f.toCity) || (f.toCountry && toCountry[i] !== f.toCountry)) continue;
        if (f.fromCity && fromCity[i] !== f.fromCity) continue;
        if (seen++ >= skip) out.push(ids[i]!);
      }
      return out;
    },
  };
}
