import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { searchFormMachine } from '@rihla/machines/search-form/search-form.machine';
import { SearchForm } from '@rihla/ui/search-form/search-form';
import { getCities } from '../../api/get-cities.ts';
import { once, useRemote } from '../../api/use-remote.ts';
import { inspector } from '../../lib/inspector.ts';

/**
 * The search form wired to the search-form machine, the form's one owner: the machine starts from
 * the address's parameters, takes each change (correcting it) and a search writes its parameters to
 * /search; the form shows the machine's values. This module holds the date picker, so screens
 * load it through `LazySearchPanel`.
 */
export default function SearchPanel({ search }: { search: string }) {
  const [, navigate] = useLocation();
  const cities = useRemote('cities', () => once('cities', () => getCities())).data ?? [];
  const machine = useMemo(
    () => searchFormMachine.provide({ actions: { goToSearch: (_, { query }) => navigate(`/search?${query}`) } }),
    [navigate],
  );
  const actor = useActorRef(machine, { input: { search }, inspect: inspector() });
  const form = useSelector(actor, (s) => s.context.form);
  const today = useSelector(actor, (s) => s.context.today);
  return (
    <SearchForm
      cities={cities}
      value={form}
      today={today}
      onChange={(values) => actor.send({ type: 'search.change', values })}
      onSubmit={() => {
        // A search typed by the visitor is no longer a card search: its breadcrumb comes back.
        actor.send({ type: 'search.change', values: { source: null } });
        actor.send({ type: 'search.submit' });
      }}
    />
  );
}
