import { formatNumber, formatSlashDate, nightsText, searchFormToParams, type SearchForm } from '@rihla/contract';
import { personOptions } from '@rihla/ui/search-form/search-labels';

/** Names the page knows for the ids in a search (cities list, countries list). */
export interface SearchNames {
  city: (id: number) => string | undefined;
  country: (id: number) => string | undefined;
}

/** One active filter: what it is, its value's name, and the address without it. */
export interface ActiveFilter {
  key: 'from_city_id' | 'to_city_id' | 'to_country_id' | 'q';
  label: string;
  value: string;
  clearedQuery: string;
}

/** "ليلة واحدة", "ليلتان", "3 ليالٍ", "11 ليلة" (the contract's noun forms). */
export { nightsText };

const FILTERS = [
  { key: 'from_city_id', label: 'من', names: 'city' },
  { key: 'to_city_id', label: 'إلى', names: 'city' },
  { key: 'to_country_id', label: 'الدولة', names: 'country' },
] as const;

/**
 * The filters that narrow the results (departure city, destination city, destination country),
 * each with the query string that clears it. A name not loaded yet shows as its number, so a filter
 * is never hidden (/search?to_country_id=2 used to look like no filter at all).
 */
export function activeFilters(form: SearchForm, names: SearchNames): ActiveFilter[] {
  const places = FILTERS.filter((f) => form[f.key] > 0).map((f) => {
    const id = form[f.key];
    const cleared = searchFormToParams({ ...form, [f.key]: 0, source: null }).toString();
    return { key: f.key, label: f.label, value: names[f.names](id) ?? `#${formatNumber(id)}`, clearedQuery: cleared };
  });
  // The free text of the header's search box (issue 30), first: it is what the visitor typed.
  if (!form.q) return places;
  const cleared = searchFormToParams({ ...form, q: '', source: null }).toString();
  return [{ key: 'q', label: 'البحث', value: form.q, clearedQuery: cleared }, ...places];
}

/**
 * The active search in one line for a phone: where from and to, the date, nights and persons, e.g.
 * "الرياض ← تركيا · 2026/11/23 · ليلة واحدة · شخص واحد" (the order is the form's business).
 */
export function searchSummary(form: SearchForm, names: SearchNames): string[] {
  const from = (form.from_city_id && names.city(form.from_city_id)) || 'كل المدن';
  const to =
    (form.to_city_id && names.city(form.to_city_id)) || (form.to_country_id && names.country(form.to_country_id)) || 'كل الوجهات';
  const persons = personOptions.find((o) => o.id === form.count_persons)?.label ?? '';
  return [`${from} ← ${to}`, formatSlashDate(form.start_date), nightsText(form.count_nights), persons];
}
