import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import {
  createInfiniteListMachine,
  selectHasError,
  selectHasMorePages,
  selectIsEmpty,
  selectIsInitialLoading,
  selectIsLoadingMore,
  selectIsRefreshing,
  selectTotal,
  type ListItem,
  type PageResult,
} from '@rihla/machines/infinite-list/infinite-list.machine';
import { inspector } from '../../lib/inspector.ts';
import { readAgainWithToken, useFirstAnswer } from '../../api/first-data.ts';

export type FetchPage<T, F> = (page: number, filter: F, signal: AbortSignal) => Promise<PageResult<T>>;

/**
 * Runs the infinite-list machine for one screen. A new `filter` (compared by value) restarts the
 * list and drops any page of the old filter still in flight.
 *
 * A public list (`rendered`: a name for its reads) is rendered by the server with its page 1, which
 * the machine starts from in the browser instead of asking again (api/first-data.ts).
 */
export function useInfiniteList<T extends ListItem, F>(fetchPage: FetchPage<T, F>, filter: F, rendered?: string) {
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const filterKey = JSON.stringify(filter);
  const first = useFirstPage(rendered && `${rendered}:${filterKey}`, (signal) => fetchPage(1, filter, signal));
  const machine = useMemo(
    () =>
      createInfiniteListMachine<T, F>().provide({
        actors: {
          fetchPage: fromPromise(({ input, signal }) => fetchRef.current(input.page, input.filter, signal)),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { input: { filter, firstPage: first }, inspect: inspector() });

  // A signed-in visitor's rendered page 1 is read again with the token (first-data.ts), the guest's
  // cards shown until it answers.
  const personalise = useRef(first !== undefined && readAgainWithToken());
  useEffect(() => {
    if (!personalise.current) return;
    personalise.current = false;
    actor.send({ type: 'list.refresh' });
  }, [actor]);

  const firstKey = useRef(filterKey);
  useEffect(() => {
    if (filterKey === firstKey.current) return;
    firstKey.current = filterKey;
    actor.send({ type: 'list.setFilter', filter: JSON.parse(filterKey) as F });
  }, [actor, filterKey]);

  const actions = useMemo(
    () => ({
      loadMore: () => actor.send({ type: 'list.loadMore' }),
      refresh: () => actor.send({ type: 'list.refresh' }),
      retry: () => actor.send({ type: 'list.retry' }),
      reset: () => actor.send({ type: 'list.reset' }),
      remove: (id: number | string) => actor.send({ type: 'list.remove', id }),
    }),
    [actor],
  );

  return {
    actor,
    items: useSelector(actor, (s) => s.context.items),
    total: useSelector(actor, selectTotal),
    isInitialLoading: useSelector(actor, selectIsInitialLoading),
    isRefreshing: useSelector(actor, selectIsRefreshing),
    isLoadingMore: useSelector(actor, selectIsLoadingMore),
    isEmpty: useSelector(actor, selectIsEmpty),
    hasError: useSelector(actor, selectHasError),
    hasMore: useSelector(actor, selectHasMorePages),
    ...actions,
  };
}

/** Page 1 as the server rendered it; none for a list it does not render or a read that failed. */
function useFirstPage<T>(key: string | undefined, load: (signal: AbortSignal) => Promise<PageResult<T>>) {
  const answer = useFirstAnswer(key ?? null, load);
  return answer && 'data' in answer ? answer.data : undefined;
}

export type InfiniteList<T extends ListItem> = ReturnType<typeof useInfiniteList<T, unknown>>;
