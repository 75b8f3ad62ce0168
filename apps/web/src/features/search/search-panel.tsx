import { useState } from 'react';
import { useLocation } from 'wouter';
import { SearchForm } from '@rihla/ui/search-form/search-form';
import { citiesQuery } from '../../api/get-cities.ts';
import { useRemote } from '../../api/use-remote.ts';
import { changeSearchForm, startSearchForm, submitSearchForm } from './search-form-state.ts';

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
