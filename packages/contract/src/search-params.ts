import { toAsciiDigits } from './digits.ts';
import { SEARCH_TEXT_MAX } from './arabic-text.ts';
import { isIsoDate, todayIso } from './dates.ts';
import { SORT_OPTIONS, type IsoDate, type SortBy, type TripFilterQuery } from './types.ts';

// The search form's values with the defaults and corrections of docs/product.md, "Validation". This is the one
// place that defaults and corrects them: the URL's parameters (parseSearchParams) and a value the
// visitor changes (correctSearchForm, used by the search form's state functions) go through the same rules.

export interface SearchForm {
  from_city_id: number; // 0 = any
  to_city_id: number; // 0 = any
  to_country_id: number; // 0 = any
  start_date: IsoDate;
  count_nights: number;
  count_persons: 1 | 2 | 3; // 3 means "more than two"
  sort_by: SortBy;
  source: string | null;
  /** Free text (issue 30), as typed; '' = none. */
  q: string;
}

/** The results' order when the address names none. */
export const DEFAULT_SORT: SortBy = 'high_price';

/** An empty search: any city, leaving today, 1 night, 1 person, DEFAULT_SORT. */
export function defaultSearchForm(today: IsoDate = todayIso()): SearchForm {
  return {
    from_city_id: 0,
    to_city_id: 0,
    to_country_id: 0,
    start_date: today,
    count_nights: 1,
    count_persons: 1,
    sort_by: DEFAULT_SORT,
    source: null,
    q: '',
  };
}

/** The fields as read, each a whole number (>= 0) or null when it is not one. */
interface RawSearch {
  from_city_id: number | null;
  to_city_id: number | null;
  to_country_id: number | null;
  start_date: string | null;
  count_nights: number | null;
  count_persons: number | null;
  sort_by: string | null;
  source: string | null;
  q: string | null;
}

function corrected(raw: RawSearch, today: IsoDate): SearchForm {
  const d = defaultSearchForm(today);
  const { count_nights: nights, count_persons: persons, start_date: date, sort_by: sort } = raw;
  return {
    from_city_id: raw.from_city_id ?? d.from_city_id,
    to_city_id: raw.to_city_id ?? d.to_city_id,
    to_country_id: raw.to_country_id ?? d.to_country_id,
    start_date: isIsoDate(date) && date >= today ? date : d.start_date,
    count_nights: nights && nights >= 1 ? nights : d.count_nights,
    count_persons: persons === 2 ? 2 : persons && persons >= 3 ? 3 : d.count_persons,
    sort_by: SORT_OPTIONS.includes(sort as SortBy) ? (sort as SortBy) : d.sort_by,
    source: raw.source,
    q: searchText(raw.q),
  };
}

/** The free text as kept: spaces collapsed, at most SEARCH_TEXT_MAX characters. */
const searchText = (q: string | null) => (q ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_TEXT_MAX);

function positiveInt(raw: string | null | undefined): number | null {
  if (raw == null || raw.trim() === '') return null;
  const text = toAsciiDigits(raw.trim());
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

// `+ 0` turns -0 into 0, as writing it to the address and reading it back would.
const wholeOrNull = (n: number): number | null => (Number.isSafeInteger(n) && n >= 0 ? n + 0 : null);

export function parseSearchParams(params: URLSearchParams, today: IsoDate = todayIso()): SearchForm {
  return corrected(
    {
      from_city_id: positiveInt(params.get('from_city_id')),
      to_city_id: positiveInt(params.get('to_city_id')),
      to_country_id: positiveInt(params.get('to_country_id')),
      start_date: params.get('start_date'),
      count_nights: positiveInt(params.get('count_nights')),
      count_persons: positiveInt(params.get('count_persons')),
      sort_by: params.get('sort_by'),
      source: params.get('source'),
      q: params.get('q'),
    },
    today,
  );
}

/**
 * A form the visitor changed, corrected exactly as its address would be read back
 * (parseSearchParams(searchFormToParams(form))): a past date becomes today, nights that are not a
 * whole number of at least 1 become 1, persons 1, 2 or 3, an unknown sort the default, a city that
 * is not a whole number 0, an empty source none.
 */
export function correctSearchForm(form: SearchForm, today: IsoDate = todayIso()): SearchForm {
  return corrected(
    {
      from_city_id: wholeOrNull(form.from_city_id),
      to_city_id: wholeOrNull(form.to_city_id),
      to_country_id: wholeOrNull(form.to_country_id),
      start_date: form.start_date,
      count_nights: wholeOrNull(form.count_nights),
      count_persons: wholeOrNull(form.count_persons),
      sort_by: form.sort_by,
      source: form.source || null,
      q: form.q,
    },
    today,
  );
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
  if (form.q) p.set('q', form.q);
  return p;
}

/** The filter call's query for a page of results (the infinite list replaces `page` for the next). */
export function searchFormToFilter(form: SearchForm, page = 1): TripFilterQuery {
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
  if (form.q) q.q = form.q;
  return q;
}
