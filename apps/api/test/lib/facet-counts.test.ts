import { describe, expect, it } from 'vitest';
import { facetCounter, type FacetRow } from '../../src/modules/catalogue/facet-counts.ts';

// The in-memory count must equal summing the rows the thresholds let through, for any thresholds.
describe('facetCounter', () => {
  const rows: FacetRow[] = [];
  const dates = ['2026-12-01', '2027-01-15', '2027-03-31', '9999-12-31'];
  let k = 1;
  for (let duration = 3; duration <= 6; duration++)
    for (let max_adults = 1; max_adults <= 4; max_adults++)
      for (const available_until of dates) rows.push({ duration, max_adults, available_until, n: (k++ * 7) % 5 });
  const counter = facetCounter([...rows].reverse());
  const summed = (minDuration: number, minAdults: number, from: string | null) =>
    rows
      .filter((r) => r.duration >= minDuration && r.max_adults >= minAdults && (from === null || r.available_until >= from))
      .reduce((s, r) => s + r.n, 0);

  it('sums the rows at or above every threshold, the date included', () => {
    for (const minDuration of [0, 3, 4, 6, 7])
      for (const minAdults of [0, 1, 3, 5])
        for (const from of [null, '2026-11-30', '2026-12-01', '2027-01-16', '2027-03-31', '2030-01-01', '9999-12-31'])
          expect(counter.count({ minDuration, minAdults, from }), `${minDuration} ${minAdults} ${from}`).toBe(
            summed(minDuration, minAdults, from),
          );
  });

  it('counts nothing from no rows', () => {
    expect(facetCounter([]).count({ minDuration: 0, minAdults: 0, from: null })).toBe(0);
  });
});
