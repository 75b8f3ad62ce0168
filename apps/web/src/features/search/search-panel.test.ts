import { describe, expect, it, vi } from 'vitest';
import type { SearchForm } from '@rihla/contract';
import { changeSearchForm, startSearchForm, submitSearchForm } from './search-panel.tsx';

const TODAY = '2026-11-22';

// The panel's use of the functions: the state it holds, a change, and a search that navigates.
function start(search = '') {
  const goToSearch = vi.fn();
  let state = startSearchForm(search, TODAY);
  return {
    change: (values: Partial<SearchForm>) => {
      state = changeSearchForm(state, values);
    },
    submit: () => {
      const submitted = submitSearchForm(state);
      state = submitted.state;
      goToSearch({ query: submitted.query });
    },
    goToSearch,
    form: () => state.form,
  };
}

describe('search form', () => {
  it('starts from the defaults: city 0, today, 1 night, 1 person, high_price', () => {
    expect(start().form()).toEqual({
      from_city_id: 0,
      to_city_id: 0,
      to_country_id: 0,
      start_date: TODAY,
      count_nights: 1,
      count_persons: 1,
      sort_by: 'high_price',
      source: null,
      q: '',
    });
  });

  it('keeps the free text of the address when another filter changes (issue 30)', () => {
    const s = start('?q=%D8%AC%D8%AF%D8%A9&to_city_id=4');
    expect(s.form()).toMatchObject({ q: 'جدة', to_city_id: 4 });
    s.change({ count_nights: 3 });
    s.submit();
    expect(new URLSearchParams(s.goToSearch.mock.calls[0]![0].query).get('q')).toBe('جدة');
  });

  it('reads the URL parameters, correcting what the rules forbid', () => {
    const s = start('?to_city_id=4&start_date=2026-11-01&count_nights=abc&count_persons=7&sort_by=top_rated&source=card');
    expect(s.form()).toMatchObject({
      to_city_id: 4,
      start_date: TODAY,
      count_nights: 1,
      count_persons: 3,
      sort_by: 'top_rated',
      source: 'card',
    });
  });

  it('corrects values as they are changed', () => {
    const s = start();
    s.change({ count_nights: 0 });
    expect(s.form().count_nights).toBe(1);
    s.change({ count_nights: 2.5 });
    expect(s.form().count_nights).toBe(1);
    s.change({ count_nights: 5, start_date: '2026-11-21' });
    expect(s.form()).toMatchObject({ count_nights: 5, start_date: TODAY });
    s.change({ start_date: '2026-12-01', count_persons: 2 });
    expect(s.form()).toMatchObject({ start_date: '2026-12-01', count_persons: 2 });
  });

  it('search writes the parameters, cities only when chosen', () => {
    const s = start();
    s.change({ to_city_id: 9, sort_by: 'low_price' });
    s.submit();
    expect(s.goToSearch).toHaveBeenCalledWith({
      query: `to_city_id=9&start_date=${TODAY}&count_nights=1&count_persons=1&sort_by=low_price`,
    });
  });

  it('a typed search is no longer a card search', () => {
    const s = start('?to_country_id=2&source=card');
    s.submit();
    expect(s.form().source).toBeNull();
    expect(s.goToSearch).toHaveBeenCalledWith({
      query: `to_country_id=2&start_date=${TODAY}&count_nights=1&count_persons=1&sort_by=high_price`,
    });
  });
});
