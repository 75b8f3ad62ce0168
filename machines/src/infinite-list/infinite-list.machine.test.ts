import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  createInfiniteListMachine,
  LOAD_MORE_THROTTLE_MS,
  nextPage,
  selectHasError,
  selectHasMorePages,
  selectIsEmpty,
  selectIsInitialLoading,
  selectIsLoadingMore,
  selectTotal,
  type FetchPageInput,
  type PageResult,
} from './infinite-list.machine.ts';

interface Item {
  id: number;
  title: string;
}

interface Call {
  input: FetchPageInput<string>;
  signal: AbortSignal;
  resolve: (r: PageResult<Item>) => void;
  reject: (e: unknown) => void;
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const items = (...ids: number[]) => ids.map((id) => ({ id, title: `trip ${id}` }));
const page = (current_page: number, last_page: number, ...ids: number[]): PageResult<Item> => ({
  items: items(...ids),
  meta: { current_page, last_page },
});

function start(filter = 'riyadh', firstPage?: PageResult<Item>) {
  const calls: Call[] = [];
  const machine = createInfiniteListMachine<Item, string>().provide({
    actors: {
      fetchPage: fromPromise<PageResult<Item>, FetchPageInput<string>>(
        ({ input, signal }) => new Promise((resolve, reject) => calls.push({ input, signal, resolve, reject })),
      ),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { filter, firstPage }, clock }).start();
  const ids = () => actor.getSnapshot().context.items.map((i) => i.id);
  return { actor, calls, clock, ids };
}

describe('infinite list', () => {
  it('starts from page 1 rendered by the server without asking again, then pages on', async () => {
    const { actor, calls, ids } = start('riyadh', { items: items(1, 2), meta: { current_page: 1, last_page: 2, total: 3 } });
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().matches({ ready: { fetch: 'idle' } })).toBe(true);
    expect(ids()).toEqual([1, 2]);
    expect(selectTotal(actor.getSnapshot())).toBe(3);
    actor.send({ type: 'list.loadMore' });
    expect(calls.map((c) => c.input)).toEqual([{ page: 2, filter: 'riyadh' }]);
    calls[0]!.resolve(page(2, 2, 3));
    await flush();
    expect(ids()).toEqual([1, 2, 3]);
    expect(selectHasMorePages(actor.getSnapshot())).toBe(false);
  });

  it('shows "no trips" at once for an empty page 1 rendered by the server', () => {
    const { actor, calls } = start('riyadh', page(1, 1));
    expect(calls).toEqual([]);
    expect(selectIsEmpty(actor.getSnapshot())).toBe(true);
  });

  it('loads page 1 of the filter on start', async () => {
    const { actor, calls, ids } = start();
    expect(calls.map((c) => c.input)).toEqual([{ page: 1, filter: 'riyadh' }]);
    expect(selectIsInitialLoading(actor.getSnapshot())).toBe(true);
    calls[0]!.resolve(page(1, 3, 1, 2));
    await flush();
    expect(actor.getSnapshot().matches({ ready: { fetch: 'idle' } })).toBe(true);
    expect(ids()).toEqual([1, 2]);
    expect(selectHasMorePages(actor.getSnapshot())).toBe(true);
  });

  it('appends the next page while current_page < last_page, then stops asking', async () => {
    const { actor, calls, clock, ids } = start();
    calls[0]!.resolve(page(1, 2, 1, 2));
    await flush();
    actor.send({ type: 'list.loadMore' });
    expect(selectIsLoadingMore(actor.getSnapshot())).toBe(true);
    expect(calls[1]!.input).toEqual({ page: 2, filter: 'riyadh' });
    calls[1]!.resolve(page(2, 2, 3, 4));
    await flush();
    expect(ids()).toEqual([1, 2, 3, 4]);
    clock.increment(LOAD_MORE_THROTTLE_MS);
    actor.send({ type: 'list.loadMore' });
    expect(calls).toHaveLength(2);
    expect(selectHasMorePages(actor.getSnapshot())).toBe(false);
  });

  it('sends no second request while a page is in flight', async () => {
    const { actor, calls, clock } = start();
    calls[0]!.resolve(page(1, 5, 1));
    await flush();
    actor.send({ type: 'list.loadMore' });
    clock.increment(1000);
    actor.send({ type: 'list.loadMore' });
    actor.send({ type: 'list.loadMore' });
    expect(calls).toHaveLength(2);
  });

  it('throttles loadMore to one per 150 ms even when the page answers at once', async () => {
    const { actor, calls, clock, ids } = start();
    calls[0]!.resolve(page(1, 5, 1));
    await flush();
    actor.send({ type: 'list.loadMore' });
    calls[1]!.resolve(page(2, 5, 2));
    await flush();
    expect(ids()).toEqual([1, 2]);
    clock.increment(LOAD_MORE_THROTTLE_MS - 1);
    actor.send({ type: 'list.loadMore' });
    expect(calls).toHaveLength(2);
    clock.increment(1);
    actor.send({ type: 'list.loadMore' });
    expect(calls).toHaveLength(3);
    expect(calls[2]!.input.page).toBe(3);
  });

  it('the throttle trails: a signal while it is closed is served when it opens (fast API)', async () => {
    const { actor, calls, clock, ids } = start();
    calls[0]!.resolve(page(1, 4, 1));
    await flush();
    actor.send({ type: 'list.loadMore' });
    calls[1]!.resolve(page(2, 4, 2));
    await flush();
    // The near-the-end signal after page 2 arrives 40 ms later, inside the throttle window: kept.
    clock.increment(40);
    actor.send({ type: 'list.loadMore' });
    expect(calls).toHaveLength(2);
    // No further signal: the kept one is served as soon as the window ends.
    clock.increment(LOAD_MORE_THROTTLE_MS - 40);
    expect(calls).toHaveLength(3);
    expect(calls[2]!.input.page).toBe(3);
    calls[2]!.resolve(page(3, 4, 3));
    await flush();
    expect(ids()).toEqual([1, 2, 3]);
    // Served once only: nothing more without a new signal.
    clock.increment(1000);
    expect(calls).toHaveLength(3);
  });

  it('keeps the server total as the result count, and counts a removed card out', async () => {
    const { actor, calls } = start();
    expect(selectTotal(actor.getSnapshot())).toBeNull();
    calls[0]!.resolve({ items: items(1, 2), meta: { current_page: 1, last_page: 2, total: 3 } });
    await flush();
    expect(selectTotal(actor.getSnapshot())).toBe(3);
    actor.send({ type: 'list.remove', id: 1 });
    expect(selectTotal(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'list.reset' });
    expect(selectTotal(actor.getSnapshot())).toBeNull();
  });

  it('a signal sent while a page is in flight is dropped with that page (the screen re-checks)', async () => {
    const { actor, calls, clock } = start();
    calls[0]!.resolve(page(1, 5, 1));
    await flush();
    actor.send({ type: 'list.loadMore' });
    actor.send({ type: 'list.loadMore' });
    clock.increment(500);
    calls[1]!.resolve(page(2, 5, 2));
    await flush();
    clock.increment(500);
    expect(calls).toHaveLength(2);
    // The re-check after the page: still near the end, so one more page.
    actor.send({ type: 'list.loadMore' });
    expect(calls).toHaveLength(3);
  });

  it('refresh reloads page 1 and keeps the cards on screen until it answers', async () => {
    const { actor, calls, clock, ids } = start();
    calls[0]!.resolve(page(1, 3, 1, 2));
    await flush();
    actor.send({ type: 'list.loadMore' });
    calls[1]!.resolve(page(2, 3, 3));
    await flush();
    clock.increment(LOAD_MORE_THROTTLE_MS);
    actor.send({ type: 'list.refresh' });
    expect(calls[2]!.input).toEqual({ page: 1, filter: 'riyadh' });
    expect(ids()).toEqual([1, 2, 3]);
    expect(selectIsInitialLoading(actor.getSnapshot())).toBe(false);
    calls[2]!.resolve(page(1, 3, 9, 1));
    await flush();
    expect(ids()).toEqual([9, 1]);
    actor.send({ type: 'list.loadMore' });
    expect(calls[3]!.input.page).toBe(2);
  });

  it('a filter change drops the in-flight page of the old filter and aborts it', async () => {
    const { actor, calls, ids } = start();
    calls[0]!.resolve(page(1, 3, 1, 2));
    await flush();
    actor.send({ type: 'list.loadMore' });
    const old = calls[1]!;
    actor.send({ type: 'list.setFilter', filter: 'jeddah' });
    expect(old.signal.aborted).toBe(true);
    expect(ids()).toEqual([]);
    expect(calls[2]!.input).toEqual({ page: 1, filter: 'jeddah' });
    old.resolve(page(2, 3, 77));
    await flush();
    expect(ids()).toEqual([]);
    calls[2]!.resolve(page(1, 1, 50));
    await flush();
    expect(ids()).toEqual([50]);
    expect(actor.getSnapshot().context.filter).toBe('jeddah');
  });

  it('a filter change during the first load ignores the late answer of the old filter', async () => {
    const { actor, calls, ids } = start();
    actor.send({ type: 'list.setFilter', filter: 'abha' });
    calls[1]!.resolve(page(1, 1, 5));
    await flush();
    calls[0]!.resolve(page(1, 1, 1, 2, 3));
    await flush();
    expect(ids()).toEqual([5]);
  });

  it('shows the empty state only once page 1 came back with nothing', async () => {
    const { actor, calls } = start();
    expect(selectIsEmpty(actor.getSnapshot())).toBe(false);
    calls[0]!.resolve(page(1, 1));
    await flush();
    expect(selectIsEmpty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'list.loadMore' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'list.refresh' });
    expect(selectIsEmpty(actor.getSnapshot())).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it('a failed first page is an error state that retry leaves', async () => {
    const { actor, calls, ids } = start();
    calls[0]!.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().matches('error')).toBe(true);
    expect(selectHasError(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'list.loadMore' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'list.retry' });
    expect(calls[1]!.input.page).toBe(1);
    calls[1]!.resolve(page(1, 1, 1));
    await flush();
    expect(ids()).toEqual([1]);
    expect(selectHasError(actor.getSnapshot())).toBe(false);
  });

  it('a failed next page keeps the cards and retry asks the same page again', async () => {
    const { actor, calls, ids } = start();
    calls[0]!.resolve(page(1, 2, 1));
    await flush();
    actor.send({ type: 'list.loadMore' });
    calls[1]!.reject(new Error('500'));
    await flush();
    expect(actor.getSnapshot().matches({ ready: { fetch: 'failed' } })).toBe(true);
    expect(selectHasError(actor.getSnapshot())).toBe(true);
    expect(ids()).toEqual([1]);
    actor.send({ type: 'list.retry' });
    expect(calls[2]!.input.page).toBe(2);
    calls[2]!.resolve(page(2, 2, 2));
    await flush();
    expect(ids()).toEqual([1, 2]);
  });

  it('does not render a card twice when pages shift on the server', async () => {
    const { actor, calls, ids } = start();
    calls[0]!.resolve(page(1, 2, 1, 2));
    await flush();
    actor.send({ type: 'list.loadMore' });
    calls[1]!.resolve(page(2, 2, 2, 3));
    await flush();
    expect(ids()).toEqual([1, 2, 3]);
  });

  it('remove drops a card; removing the last one shows empty, or reloads when pages remain', async () => {
    const a = start();
    a.calls[0]!.resolve(page(1, 1, 1, 2));
    await flush();
    a.actor.send({ type: 'list.remove', id: 1 });
    expect(a.ids()).toEqual([2]);
    a.actor.send({ type: 'list.remove', id: 2 });
    expect(selectIsEmpty(a.actor.getSnapshot())).toBe(true);

    const b = start();
    b.calls[0]!.resolve(page(1, 2, 1));
    await flush();
    b.actor.send({ type: 'list.remove', id: 1 });
    expect(b.actor.getSnapshot().matches('loading')).toBe(true);
    expect(b.calls[1]!.input.page).toBe(1);
  });

  it('after un-favouriting, the next page asked is the one the first unseen card moved up to', async () => {
    // A server of 3 cards a page: [1 2 3] [4 5 6] [7 8 9]. Card 2 is removed, so 4 now sits on page 1.
    const { actor, calls, clock, ids } = start();
    const paged = (current_page: number, ...cards: number[]): PageResult<Item> => ({
      items: items(...cards),
      meta: { current_page, last_page: 3, per_page: 3 },
    });
    calls[0]!.resolve(paged(1, 1, 2, 3));
    await flush();
    actor.send({ type: 'list.remove', id: 2 });
    actor.send({ type: 'list.loadMore' });
    expect(calls[1]!.input.page).toBe(1);
    calls[1]!.resolve(paged(1, 1, 3, 4));
    await flush();
    expect(ids()).toEqual([1, 3, 4]);
    // Back in step with the server: the page after is asked next, and no card was skipped.
    clock.increment(LOAD_MORE_THROTTLE_MS);
    actor.send({ type: 'list.loadMore' });
    expect(calls[2]!.input.page).toBe(2);
    calls[2]!.resolve(paged(2, 5, 6, 7));
    await flush();
    expect(ids()).toEqual([1, 3, 4, 5, 6, 7]);
    // Removing a whole page's worth moves the next request back by as many pages.
    expect(nextPage({ page: 5, perPage: 12, removed: 13 })).toBe(4);
    expect(nextPage({ page: 1, perPage: 12, removed: 30 })).toBe(1);
  });

  it('reset clears the cards and reloads page 1 (after a rating)', async () => {
    const { actor, calls, ids } = start();
    calls[0]!.resolve(page(1, 2, 1, 2));
    await flush();
    actor.send({ type: 'list.reset' });
    expect(ids()).toEqual([]);
    expect(selectIsInitialLoading(actor.getSnapshot())).toBe(true);
    expect(calls[1]!.input).toEqual({ page: 1, filter: 'riyadh' });
  });

  it('without a provided fetchPage it fails loudly into the error state', async () => {
    const actor = createActor(createInfiniteListMachine<Item, null>(), { input: { filter: null } }).start();
    await flush();
    expect(actor.getSnapshot().matches('error')).toBe(true);
    expect(String(actor.getSnapshot().context.error)).toContain('not provided');
  });
});
