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

export type FetchPage<T, F> = (page: number, filter: F, signal: AbortSignal) => Promise<PageResult<T>>;

/**
 * Runs the infinite-list machine for one screen. A new `filter` (compared by value) restarts the
 * list and drops any page of the old filter still in flight.
 */
export function useInfiniteList<T extends ListItem, F>(fetchPage: FetchPage<T, F>, filter: F) {
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const machine = useMemo(
    () =>
      createInfiniteListMachine<T, F>().provide({
        actors: {
          fetchPage: fromPromise(({ input, signal }) => fetchRef.current(input.page, input.filter, signal)),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { input: { filter }, inspect: inspector() });

  const filterKey = JSON.stringify(filter);
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

export type InfiniteList<T extends ListItem> = ReturnType<typeof useInfiniteList<T, unknown>>;
