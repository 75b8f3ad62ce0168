import { toAsciiDigits } from './digits.ts';
import { isIsoDate, todayIso } from './dates.ts';
import { SORT_OPTIONS, type IsoDate, type SortBy, type TripFilterQuery } from './types.ts';

// The search form's URL parameters with the defaults and corrections of SPEC.md section 5.

export interface SearchForm {
  from_city_id: number; // 0 = any
  to_city_id: number; // 0 = any
  to_country_id: number; // 0 = any
  start_date: IsoDate;
  count_nights: number;
  count_persons: 1 | 2 | 3; // 3 means "more than two"
  sort_by: SortBy;
  source: string | null;
}

function positiveInt(raw: string | null | undefined): number | null {
  if (raw == null || raw.trim() === '') return null;
  const text = toAsciiDigits(raw.trim());
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

export function parseSearchParams(params: URLSearchParams, today: IsoDate = todayIso()): SearchForm {
  const nights = positiveInt(params.get('count_nights'));
  const persons = positiveInt(params.get('count_persons'));
  const date = params.get('start_date');
  const sort = params.get('sort_by');
  return {
    from_city_id: positiveInt(params.get('from_city_id')) ?? 0,
    to_city_id: positiveInt(params.get('to_city_id')) ?? 0,
    to_country_id: positiveInt(params.get('to_country_id')) ?? 0,
    start_date: isIsoDate(date) && date >= today ? date : today,
    count_nights: nights && nights >= 1 ? nights : 1,
    count_persons: persons === 2 ? 2 : persons && persons >= 3 ? 3 : 1,
    sort_by: SORT_OPTIONS.includes(sort as SortBy) ? (sort as SortBy) : 'high_price',
    source: params.get('source'),
  };
}

/** The query string the search button writes (cities only when chosen, as the original does). */
export function searchFormToParams(form: SearchForm): URLSearchParams {
  const p = new URLSearchParams();
  if (form.from_city_id) p.set('from_city_id', String(form.from_city_id));
  if (form.to_city_id) p.set('to_city_id', String(form.to_city_id));
  if (form.to_country_id) p.set('to_country_id', String(form.to_country_id));
  p.set('start_date', form.start_date);
  p.set('count_nights', String(form.count_nights));
  p.set('count_persons', String(form.count_persons));
  p.set('sort_by', form.sort_by);
  if (form.source) p.set('source', form.source);
  return p;
}

/** The filter call's query for a page of results. */
export function searchFormToFilter(form: SearchForm, page: number): TripFilterQuery {
  const q: TripFilterQuery = {
    page,
    start_date: form.start_date,
    count_nights: form.count_nights,
    count_persons: form.count_persons,
    sort_by: form.sort_by,
  };
  if (form.from_city_id) q.from_city_id = form.from_city_id;
  if (form.to_city_id) q.to_city_id = form.to_city_id;
  if (form.to_country_id) q.to_country_id = form.to_country_id;
  return q;
}
