import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  correctSearchForm,
  defaultSearchForm,
  parseSearchParams,
  searchFormToFilter,
  searchFormToParams,
  type SearchForm,
} from './search-params.ts';

const today = '2026-11-22';

describe('search parameters: the one place they are defaulted and corrected', () => {
  it('an empty address is the default search', () => {
    expect(DEFAULT_SORT).toBe('high_price');
    expect(parseSearchParams(new URLSearchParams(''), today)).toEqual(defaultSearchForm(today));
  });

  // The search-form machine corrects a change as if the form were written to the address and read back.
  const changes: Partial<Record<keyof SearchForm, unknown>>[] = [
    {},
    { count_nights: 0 },
    { count_nights: 2.5 },
    { count_nights: Number.NaN },
    { count_nights: -3 },
    { count_nights: 7 },
    { start_date: '2026-11-21' },
    { start_date: '2026-12-01' },
    { start_date: 'not a date' },
    { count_persons: 2 },
    { count_persons: 7 },
    { count_persons: 0 },
    { count_persons: 2.5 },
    { sort_by: 'evil' },
    { sort_by: 'top_visit' },
    { to_city_id: 4, from_city_id: -1, to_country_id: 1.5 },
    { to_city_id: -0 },
    { source: '' },
    { source: 'card' },
  ];
  it.each(changes)('corrects %o as the address would', (change) => {
    const form = { ...defaultSearchForm(today), ...change } as SearchForm;
    const roundTrip = searchFormToParams(form);
    if (!Number.isInteger(form.count_nights)) roundTrip.set('count_nights', 'x');
    expect(correctSearchForm(form, today)).toEqual(parseSearchParams(roundTrip, today));
  });

  it('the filter call carries page 1 unless told otherwise, cities only when chosen', () => {
    const form = { ...defaultSearchForm(today), to_city_id: 3 };
    expect(searchFormToFilter(form)).toEqual({
      page: 1,
      start_date: today,
      count_nights: 1,
      count_persons: 1,
      sort_by: DEFAULT_SORT,
      to_city_id: 3,
    });
    expect(searchFormToFilter(form, 4).page).toBe(4);
  });
});
