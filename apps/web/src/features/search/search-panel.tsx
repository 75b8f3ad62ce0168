import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  correctSearchForm,
  parseSearchParams,
  searchFormToParams,
  todayIso,
  type IsoDate,
  type SearchForm as SearchValues,
} from '@rihla/contract';
import { SearchForm } from '@rihla/ui/search-form/search-form';
import { citiesQuery } from '../../api/get-cities.ts';
import { useRemote } from '../../api/use-remote.ts';

/**
 * The search form, the one owner of its values: they start from the address's parameters, each
 * change is corrected by the contract's rules, and a search writes its parameters to /search. This
 * module holds the date picker, so screens load it through `LazySearchPanel`.
 */
export default function SearchPanel({ search }: { search: string }) {
  const [, navigate] = useLocation();
  const cities = useRemote(citiesQuery()).data ?? [];
  const [state, setState] = useState(() => startSearchForm(search));
  return (
    <SearchForm
      cities={cities}
      value={state.form}
      today={state.today}
      onChange={(values) => setState((s) => changeSearchForm(s, values))}
      onSubmit={() => {
        const submitted = submitSearchForm(state);
        setState(submitted.state);
        navigate(`/search?${submitted.query}`);
      }}
    />
  );
}

/**
 * The search form's values (home, search page), docs/product.md ("Screens and routes",
 * "Validation"). Every value goes through the contract's rules (`parseSearchParams` for the address,
 * `correctSearchForm` for a change), so the form can only ever hold what the URL rules allow: nights
 * below 1 or not a number become 1, a past date becomes today, persons are 1, 2 or 3 (more than
 * two), sort one of the four options, a missing city 0.
 *
 * Plain functions, not a machine: the form has no states of its own. It is always editable and a
 * search is always possible, since the values are valid by construction.
 */
export interface SearchFormState {
  form: SearchValues;
  today: IsoDate;
}

/** The form as the address's query string says, read once when the form is shown. */
export function startSearchForm(search: string, today: IsoDate = todayIso()): SearchFormState {
  return { today, form: parseSearchParams(new URLSearchParams(search), today) };
}

/** A partial update, corrected as above. */
export function changeSearchForm(state: SearchFormState, values: Partial<SearchValues>): SearchFormState {
  return { ...state, form: correctSearchForm({ ...state.form, ...values }, state.today) };
}

/**
 * The search a press of the button makes: the form as it is sent, and the query string of
 * `/search?{query}`. A search typed by the visitor is no longer a card search, so its breadcrumb
 * comes back (`source` cleared).
 */
export function submitSearchForm(state: SearchFormState): { state: SearchFormState; query: string } {
  const next = changeSearchForm(state, { source: null });
  return { state: next, query: searchFormToParams(next.form).toString() };
}
