import { and, assign, assertEvent, fromPromise, raise, setup, stateIn } from 'xstate';
import { PAGE_SIZE, type PageMeta } from '@rihla/contract';

/**
 * Infinite list (search results, tag and city listings, favourites, bookings), docs/product.md, "States".
 *
 * Events
 * - `list.loadMore`   the end of the list is near (or the "عرض المزيد" button was pressed). At most
 *                     one page request per 150 ms (docs/product.md, "Constants and limits"), but the throttle trails: a signal
 *                     that arrives while it is closed is kept and served the moment it opens, so a
 *                     fast API can never swallow the last signal and stall the list. A signal that
 *                     arrives while a page is in flight is dropped when that page lands: the screen
 *                     checks again after every page whether the end is still near.
 * - `list.refresh`    pull-to-refresh: page 1 again, the cards on screen stay until it answers.
 * - `list.reset`      clear and reload page 1 (after a rating the bookings list starts over).
 * - `list.setFilter`  new search: clears and reloads; a page of the old filter still in flight is
 *                     dropped because leaving the state stops its actor (and aborts its `signal`).
 * - `list.retry`      after a failed first page, or a failed next page (cards kept).
 * - `list.remove`     drop one card by id (favourites: after a successful un-favourite); the next
 *                     page asked accounts for the cards that moved up (`nextPage`).
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
  meta: Pick<PageMeta, 'current_page' | 'last_page'> & Partial<Pick<PageMeta, 'total' | 'per_page'>>;
}

export interface InfiniteListContext<T, F> {
  items: T[];
  filter: F;
  /** Last page appended; 0 before the first page arrived. */
  page: number;
  lastPage: number;
  /** How many items the server has in all (the result count), once a page said so. */
  total: number | null;
  error: unknown;
  /** A near-the-end signal not served yet (throttle closed, or a page in flight). */
  wantsMore: boolean;
  /** Items per page, as the server last said (PAGE_SIZE until it does). */
  perPage: number;
  /** Cards removed since the last page came (un-favourited): the server's pages have moved up by as many. */
  removed: number;
}

export type InfiniteListEvent<F> =
  | { type: 'list.loadMore' }
  | { type: 'list.refresh' }
  | { type: 'list.reset' }
  | { type: 'list.setFilter'; filter: F }
  | { type: 'list.retry' }
  | { type: 'list.remove'; id: number | string }
  /** Internal: a page request started, close the throttle. */
  | { type: 'list.throttle' };

export interface InfiniteListInput<F, T = ListItem> {
  filter: F;
  /**
   * Page 1 as the server rendered it (docs/architecture.md, "Server rendering"): the list starts
   * from it instead of asking again.
   */
  firstPage?: PageResult<T>;
}

export const LOAD_MORE_THROTTLE_MS = 150;

/**
 * The page to ask next. Removing k cards moves every later card k places up on the server, so the
 * first card not yet shown now sits on an earlier page: ask that page again (the cards already shown
 * are dropped by appendUnique) rather than skip k cards.
 */
export function nextPage(c: Pick<InfiniteListContext<unknown, unknown>, 'page' | 'perPage' | 'removed'>): number {
  return Math.max(1, c.page + 1 - Math.ceil(c.removed / c.perPage));
}

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
      input: {} as InfiniteListInput<F, T>,
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
          total: result.meta.total ?? null,
          error: null,
          wantsMore: false,
          perPage: result.meta.per_page ?? PAGE_SIZE,
          removed: 0,
        };
      }),
      appendPage: assign(({ context }, result: PageResult<T>) => {
        return {
          items: appendUnique(context.items, result.items),
          page: result.meta.current_page,
          lastPage: result.meta.last_page,
          total: result.meta.total ?? context.total,
          error: null,
          perPage: result.meta.per_page ?? context.perPage,
          removed: 0,
        };
      }),
      recordError: assign((_, params: { error: unknown }) => ({ error: params.error })),
      wantMore: assign({ wantsMore: true }),
      clearWantMore: assign({ wantsMore: false }),
      clearItems: assign({
        items: () => [] as T[],
        page: 0,
        lastPage: 1,
        total: null,
        error: null,
        wantsMore: false,
        removed: 0,
      }),
      setFilter: assign({
        filter: ({ event }) => {
          assertEvent(event, 'list.setFilter');
          return event.filter;
        },
      }),
      removeItem: assign(({ context, event }) => {
        assertEvent(event, 'list.remove');
        const items = context.items.filter((i) => i.id !== event.id);
        const removed = context.items.length - items.length;
        return {
          items,
          total: context.total === null ? null : Math.max(0, context.total - removed),
          removed: context.removed + removed,
        };
      }),
    },
    guards: {
      hasFirstPage: ({ context }) => context.page > 0 && context.items.length > 0,
      gotEmptyFirstPage: ({ context }) => context.page > 0,
      hasMorePages: ({ context }) => context.page < context.lastPage,
      wantsMore: ({ context }) => context.wantsMore,
      isPageEmpty: (_, result: PageResult<T>) => result.items.length === 0,
      isListEmpty: ({ context }) => context.items.length === 0,
      removesLastItem: ({ context, event }) => {
        assertEvent(event, 'list.remove');
        return context.items.every((i) => i.id === event.id);
      },
    },
  }).createMachine({
    id: 'infiniteList',
    context: ({ input }) => ({
      items: input.firstPage?.items ?? [],
      filter: input.filter,
      page: input.firstPage?.meta.current_page ?? 0,
      lastPage: input.firstPage?.meta.last_page ?? 1,
      total: input.firstPage?.meta.total ?? null,
      error: null,
      wantsMore: false,
      perPage: input.firstPage?.meta.per_page ?? PAGE_SIZE,
      removed: 0,
    }),
    initial: 'start',
    on: {
      'list.refresh': { target: '.loading', reenter: true },
      'list.reset': { target: '.loading', reenter: true, actions: 'clearItems' },
      'list.setFilter': { target: '.loading', reenter: true, actions: ['setFilter', 'clearItems'] },
    },
    states: {
      // Page 1 came with the page (server rendering) or is asked for now.
      start: {
        always: [
          { guard: 'hasFirstPage', target: 'ready' },
          { guard: 'gotEmptyFirstPage', target: 'empty' },
          { target: 'loading' },
        ],
      },
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
          // Only remembered here; fetch.idle's eventless transition serves it once the throttle is open.
          'list.loadMore': { guard: 'hasMorePages', actions: 'wantMore' },
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
                always: {
                  guard: and(['wantsMore', 'hasMorePages', stateIn('#infiniteList.ready.throttle.open')]),
                  target: 'loadingMore',
                  actions: ['clearWantMore', raise({ type: 'list.throttle' })],
                },
              },
              loadingMore: {
                tags: ['loadingMore'],
                invoke: {
                  src: 'fetchPage',
                  input: ({ context }) => ({ page: nextPage(context), filter: context.filter }),
                  // A signal sent while this page was in flight was about the old end of the list:
                  // dropped, the screen checks again against the new end.
                  onDone: {
                    target: 'idle',
                    actions: [{ type: 'appendPage', params: ({ event }) => event.output }, 'clearWantMore'],
                  },
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
                on: { 'list.throttle': 'closed' },
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
/** The server's count of all items, null until a page said it. */
export const selectTotal = (s: { context: { total: number | null } }) => s.context.total;
