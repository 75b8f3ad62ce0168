import { describe, expect, it } from 'vitest';
import { sortIndex, type SortRow, type WalkFilter } from '../../src/modules/catalogue/sort-index.ts';

// The walk skips whole blocks by their summaries and walks a place's own index; whatever it skips,
// a page must be the very one a plain filter of the order gives. Small blocks, so that every page
// crosses many of them, and few values per column, so that every filter matches some and not others.

function rows(n: number, seed: number): SortRow[] {
  let x = seed;
  const next = (m: number) => ((x = (x * 1_103_515_245 + 12_345) % 2_147_483_648), Math.floor(x / 65_536) % m);
  return Array.from({ length: n }, (_, i) => ({
    id: n - i,
    available_until: `2027-0${1 + next(9)}-1${next(10)}`,
    duration: 1 + next(7),
    max_adults: 1 + next(4),
    to_city_id: 1 + next(5),
    to_country_id: 1 + next(3),
    from_city_id: next(4) === 0 ? null : 1 + next(3),
  }));
}

const day = (iso: string) => Number(iso.replaceAll('-', ''));

function plainPage(all: SortRow[], f: WalkFilter, skip: number, take: number, fromEnd: boolean): number[] {
  const matches = all.filter(
    (r) =>
      (f.from === null || day(r.available_until) >= day(f.from)) &&
      r.duration >= f.minDuration &&
      r.max_adults >= f.minAdults &&
      (!f.toCity || r.to_city_id === f.toCity) &&
      (!f.toCountry || r.to_country_id === f.toCountry) &&
      (!f.fromCity || (r.from_city_id ?? 0) === f.fromCity),
  );
  const ordered = fromEnd ? matches.reverse() : matches;
  return ordered.slice(skip, skip + take).map((r) => r.id);
}

describe('sort index walk', () => {
  it('gives the pages a plain filter gives, with blocks skipped and places indexed', () => {
    const all = rows(3000, 7);
    const index = sortIndex(all, 64);
    const filters: WalkFilter[] = [];
    for (const from of [null, '2027-03-15', '2027-08-01'])
      for (const [minDuration, minAdults] of [
        [0, 0],
        [2, 2],
        [5, 3],
      ] as const)
        for (const place of [{}, { toCity: 2 }, { toCountry: 3 }, { fromCity: 1 }, { toCity: 4, fromCity: 2 }])
          filters.push({ from, minDuration, minAdults, toCity: 0, toCountry: 0, fromCity: 0, ...place });
    let compared = 0;
    for (const f of filters)
      for (const skip of [0, 1, 63, 64, 65, 500, 1234, 2999])
        for (const fromEnd of [false, true]) {
          const expected = plainPage(all, f, skip, 12, fromEnd);
          expect(index.page(f, skip, 12, fromEnd), `${JSON.stringify(f)} skip ${skip} ${fromEnd}`).toEqual(expected);
          compared += expected.length;
        }
    expect(compared).toBeGreaterThan(5_000);
    // A place's index is made once and used again.
    expect(index.page(filters[1]!, 5, 12, false)).toEqual(plainPage(all, filters[1]!, 5, 12, false));
  });

  it('finds middle pages of half a million entries, everywhere and in a country', () => {
    const all = rows(500_000, 11);
    const index = sortIndex(all);
    const f: WalkFilter = { from: '2027-05-01', minDuration: 2, minAdults: 2, toCity: 0, toCountry: 0, fromCity: 0 };
    expect(index.page(f, 100_000, 12, false)).toEqual(plainPage(all, f, 100_000, 12, false));
    expect(index.page({ ...f, toCountry: 2 }, 40_000, 12, true)).toEqual(
      plainPage(all, { ...f, toCountry: 2 }, 40_000, 12, true),
    );
  });

  it('keeps places within the size of the order, dropping the least recently asked', () => {
    const all = rows(3000, 5);
    const index = sortIndex(all, 64);
    const f: WalkFilter = { from: null, minDuration: 0, minAdults: 0, toCity: 0, toCountry: 0, fromCity: 0 };
    // Every city, country and departure city: together three times the order's entries.
    const asks: Partial<WalkFilter>[] = [
      ...[1, 2, 3, 4, 5].map((toCity) => ({ toCity })),
      ...[1, 2, 3].map((toCountry) => ({ toCountry })),
      ...[1, 2, 3].map((fromCity) => ({ fromCity })),
    ];
    for (const round of [1, 2])
      for (const ask of asks) {
        const g = { ...f, ...ask };
        expect(index.page(g, 100, 12, round === 2), JSON.stringify(ask)).toEqual(plainPage(all, g, 100, 12, round === 2));
        expect(index.placeEntries()).toBeLessThanOrEqual(all.length);
      }
    expect(index.placeEntries()).toBeGreaterThan(all.length / 2);
  });
});
