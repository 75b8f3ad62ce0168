import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { searchFormMachine } from './search-form.machine.ts';

const TODAY = '2026-11-22';

function start(search = '') {
  const goToSearch = vi.fn();
  const actor = createActor(searchFormMachine.provide({ actions: { goToSearch: (_, p) => goToSearch(p) } }), {
    input: { search, today: TODAY },
  }).start();
  return { actor, goToSearch, form: () => actor.getSnapshot().context.form };
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
    });
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
    s.actor.send({ type: 'search.change', values: { count_nights: 0 } });
    expect(s.form().count_nights).toBe(1);
    s.actor.send({ type: 'search.change', values: { count_nights: 2.5 } });
    expect(s.form().count_nights).toBe(1);
    s.actor.send({ type: 'search.change', values: { count_nights: 5, start_date: '2026-11-21' } });
    expect(s.form()).toMatchObject({ count_nights: 5, start_date: TODAY });
    s.actor.send({ type: 'search.change', values: { start_date: '2026-12-01', count_persons: 2 } });
    expect(s.form()).toMatchObject({ start_date: '2026-12-01', count_persons: 2 });
  });

  it('search writes the parameters, cities only when chosen', () => {
    const s = start();
    s.actor.send({ type: 'search.change', values: { to_city_id: 9, sort_by: 'low_price' } });
    expect(s.actor.getSnapshot().can({ type: 'search.submit' })).toBe(true);
    s.actor.send({ type: 'search.submit' });
    expect(s.goToSearch).toHaveBeenCalledWith({
      query: `to_city_id=9&start_date=${TODAY}&count_nights=1&count_persons=1&sort_by=low_price`,
    });
  });
});
