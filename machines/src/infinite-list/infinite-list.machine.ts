import { and, assign, assertEvent, fromPromise, setup, stateIn } from 'xstate';
import type { PageMeta } from '@rihla/contract';

/**
 * Infinite list (search results, tag and city listings, favourites, bookings), SPEC.md section 4.
 *
 * Events
 * - `list.loadMore`   the scroll sentinel came into view; ignored while a page is in flight, when the
 *                     last page is already shown, or within 150 ms of the previous accepted one
 *                     (SPEC section 9: the sentinel keeps firing while the new cards render).
 * - `list.refresh`    pull-to-refresh: page 1 again, the cards on screen stay until it answers.
 * - `list.reset`      clear and reload page 1 (after a rating the bookings list starts over).
 * - `list.setFilter`  new search: clears and reloads; a page of the old filter still in flight is
 *                     dropped because leaving the state stops its actor (and aborts its `signal`).
 * - `list.retry`      after a failed first page, or a failed next page (cards kept).
 * - `list.remove`     drop one card by id (favourites: after a successful un-favourite).
 *
 * Actors
 * - `fetchPage({page, filter}, signal)` returns `{items, meta: {current_page, last_page}}`. The
 *   default throws: the app provides the real call with `machine.provide({ actors })`.
 *
 * The screen reads the `select*` helpers below (tags `loading`, `loadingMore`, `empty`, `error`),
 * never a state path. `empty` is entered only once page 1 came back with nothing.
 * Typed use: `createInfiniteListMachine<TripCard, SearchForm>().provide({ actors: { fetchPage } })`.
 */

export interface ListItem {
  id: number | string;
}

export interface FetchPageInput<F> {
  page: number;
  filter: F;
}

export interface PageResult<T> {
  items: T[];
  meta: Pick<PageMeta, 'current_page' | 'last_page'>;
}

export interface InfiniteListContext<T, F> {
  items: T[];
  filter: F;
  /** Last page appended; 0 before the first page arrived. */
  page: number;
  lastPage: number;
  error: unknown;
}

export type InfiniteListEvent<F> =
  | { type: 'list.loadMore' }
  | { type: 'list.refresh' }
  | { type: 'list.reset' }
  | { type: 'list.setFilter'; filter: F }
  | { type: 'list.retry' }
  | { type: 'list.remove'; id: number | string };

export interface InfiniteListInput<F> {
  filter: F;
}

export const LOAD_MORE_THROTTLE_MS = 150;

function appendUnique<T extends ListItem>(items: T[], more: T[]): T[] {
  // A card inserted on the server between two page calls shifts the next page by one; the repeated
  // card is dropped rather than rendered twice (keys must be unique for React anyway).
  const seen = new Set(items.map((i) => i.id));
  return items.concat(more.filter((i) => !seen.has(i.id)));
}

export function createInfiniteListMachine<T extends ListItem, F>() {
  return setup({
    types: {
      context: {} as InfiniteListContext<T, F>,
      events: {} as InfiniteListEvent<F>,
      input: {} as InfiniteListInput<F>,
    },
    actors: {
      fetchPage: fromPromise<PageResult<T>, FetchPageInput<F>>(async () => {
        throw new Error('infinite-list: fetchPage not provided');
      }),
    },
    actions: {
      replaceWithFirstPage: assign((_, result: PageResult<T>) => {
        return {
          items: result.items,
          page: result.meta.current_page,
          lastPage: result.meta.last_page,
          error: null,
        };
      }),
      appendPage: assign(({ context }, result: PageResult<T>) => {
        return {
          items: appendUnique(context.items, result.items),
          page: result.meta.current_page,
          lastPage: result.meta.last_page,
          error: null,
        };
      }),
      recordError: assign((_, params: { error: unknown }) => ({ error: params.error })),
      clearItems: assign({ items: () => [] as T[], page: 0, lastPage: 1, error: null }),
      setFilter: assign({
        filter: ({ event }) => {
          assertEvent(event, 'list.setFilter');
          return event.filter;
        },
      }),
      removeItem: assign({
        items: ({ context, event }) => {
          assertEvent(event, 'list.remove');
          return context.items.filter((i) => i.id !== event.id);
        },
      }),
    },
    guards: {
      hasMorePages: ({ context }) => context.page < context.lastPage,
      isPageEmpty: (_, result: PageResult<T>) => result.items.length === 0,
      isListEmpty: ({ context }) => context.items.length === 0,
      removesLastItem: ({ context, event }) => {
        assertEvent(event, 'list.remove');
        return context.items.every((i) => i.id === event.id);
      },
    },
  }).createMachine({
    id: 'infiniteList',
    context: ({ input }) => ({ items: [], filter: input.filter, page: 0, lastPage: 1, error: null }),
    initial: 'loading',
    on: {
      'list.refresh': { target: '.loading', reenter: true },
      'list.reset': { target: '.loading', reenter: true, actions: 'clearItems' },
      'list.setFilter': { target: '.loading', reenter: true, actions: ['setFilter', 'clearItems'] },
    },
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          src: 'fetchPage',
          input: ({ context }) => ({ page: 1, filter: context.filter }),
          onDone: [
            {
              guard: { type: 'isPageEmpty', params: ({ event }) => event.output },
              target: 'empty',
              actions: { type: 'replaceWithFirstPage', params: ({ event }) => event.output },
            },
            { target: 'ready', actions: { type: 'replaceWithFirstPage', params: ({ event }) => event.output } },
          ],
          onError: { target: 'error', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      error: {
        tags: ['error'],
        on: { 'list.retry': 'loading' },
      },
      empty: { tags: ['empty'] },
      ready: {
        type: 'parallel',
        on: {
          'list.remove': [
            // The last card left but the server has more: start over rather than show "no trips".
            { guard: and(['removesLastItem', 'hasMorePages']), target: 'loading', actions: 'removeItem' },
            { actions: 'removeItem' },
          ],
        },
        always: { guard: and(['isListEmpty', stateIn('#infiniteList.ready.fetch.idle')]), target: 'empty' },
        states: {
          fetch: {
            initial: 'idle',
            states: {
              idle: {
                on: {
                  'list.loadMore': {
                    guard: and(['hasMorePages', stateIn('#infiniteList.ready.throttle.open')]),
                    target: 'loadingMore',
                  },
                },
              },
              loadingMore: {
                tags: ['loadingMore'],
                invoke: {
                  src: 'fetchPage',
                  input: ({ context }) => ({ page: context.page + 1, filter: context.filter }),
                  onDone: { target: 'idle', actions: { type: 'appendPage', params: ({ event }) => event.output } },
                  onError: {
                    target: 'failed',
                    actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
                  },
                },
              },
              failed: {
                tags: ['error'],
                on: { 'list.retry': 'loadingMore' },
              },
            },
          },
          throttle: {
            initial: 'open',
            states: {
              open: {
                on: {
                  'list.loadMore': {
                    guard: and(['hasMorePages', stateIn('#infiniteList.ready.fetch.idle')]),
                    target: 'closed',
                  },
                },
              },
              closed: {
                after: { [LOAD_MORE_THROTTLE_MS]: 'open' },
              },
            },
          },
        },
      },
    },
  });
}

/** The untyped-item instance; screens usually call `createInfiniteListMachine<TripCard, Filter>()`. */
export const infiniteListMachine = createInfiniteListMachine<ListItem, unknown>();

export type InfiniteListMachine<T extends ListItem, F> = ReturnType<typeof createInfiniteListMachine<T, F>>;

/** What the selectors read; any item or filter type fits. */
interface ListSnapshot {
  context: { items: readonly unknown[]; page: number; lastPage: number };
  hasTag(tag: string): boolean;
}

// Selectors for the screen, so no component spells a state path.
export const selectIsInitialLoading = (s: ListSnapshot) => s.hasTag('loading') && s.context.items.length === 0;
export const selectIsRefreshing = (s: ListSnapshot) => s.hasTag('loading') && s.context.items.length > 0;
export const selectIsLoadingMore = (s: ListSnapshot) => s.hasTag('loadingMore');
export const selectIsEmpty = (s: ListSnapshot) => s.hasTag('empty');
export const selectHasError = (s: ListSnapshot) => s.hasTag('error');
export const selectHasMorePages = (s: ListSnapshot) => s.context.page < s.context.lastPage;
