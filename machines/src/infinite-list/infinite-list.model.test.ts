import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock, type Actor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { PAGE_SIZE } from '@rihla/contract';
import {
  activeLeaves,
  controllable,
  edgeCoveringPaths,
  flush,
  leafStates,
  modelEdges,
  walkedEdges,
  walkPaths,
} from '../test-support/harness.ts';
import {
  createInfiniteListMachine,
  LOAD_MORE_THROTTLE_MS,
  selectHasError,
  selectHasMorePages,
  selectIsEmpty,
  selectIsInitialLoading,
  selectIsLoadingMore,
  selectIsRefreshing,
  type FetchPageInput,
  type PageResult,
} from './infinite-list.machine.ts';

// An infinite list (docs/product.md ("States", "Constants and limits")) as the visitor sees it: the first page loading, then
// cards with more to come, the last page, or nothing; nearing the end loads the next page, at most
// one request per 150 ms, a signal inside that window kept until it ends; a failed page keeps the
// cards and retry asks it again; pull-to-refresh asks page 1 again with the cards still on screen.
// "Throttled" states are those 150 ms after a page request started (time passes only by
// `time.throttleEnds`). Each path is played on a fresh real actor with a simulated clock; after each
// step the cards, the spinners, the error, "more to come" and the pages asked must be the model's.
const refresh = { 'user.refresh': 'refreshing' };
const firstAnswers = {
  'server.firstPageMore': 'hasMore',
  'server.firstPageLast': 'endReached',
  'server.firstPageEmpty': 'empty',
};
const nextAnswers = (throttled: boolean) => ({
  'server.pageMore': throttled ? 'hasMoreThrottled' : 'hasMore',
  'server.pageLast': 'endReached',
  'server.failed': throttled ? 'moreFailedThrottled' : 'moreFailed',
});
const model = createMachine({
  id: 'infiniteListSpec',
  initial: 'firstLoading',
  states: {
    firstLoading: { on: { ...firstAnswers, 'server.failed': 'firstFailed', 'user.nearEnd': 'firstLoading' } },
    firstFailed: { on: { 'user.retry': 'firstLoading', 'user.nearEnd': 'firstFailed' } },
    empty: { on: { 'user.refresh': 'firstLoading', 'user.nearEnd': 'empty' } },
    refreshing: { on: { ...firstAnswers, 'server.failed': 'refreshFailed', 'user.nearEnd': 'refreshing' } },
    refreshFailed: { on: { 'user.retry': 'refreshing' } },
    hasMore: {
      on: { ...refresh, 'user.nearEnd': 'loadingMoreThrottled', 'user.removesOne': 'hasMore', 'user.removesAll': 'firstLoading' },
    },
    hasMoreThrottled: { on: { ...refresh, 'user.nearEnd': 'queued', 'time.throttleEnds': 'hasMore' } },
    queued: { on: { ...refresh, 'user.nearEnd': 'queued', 'time.throttleEnds': 'loadingMoreThrottled' } },
    loadingMoreThrottled: {
      on: { ...refresh, ...nextAnswers(true), 'user.nearEnd': 'loadingMoreThrottled', 'time.throttleEnds': 'loadingMore' },
    },
    loadingMore: { on: { ...refresh, ...nextAnswers(false), 'user.nearEnd': 'loadingMore' } },
    moreFailedThrottled: {
      on: {
        ...refresh,
        'user.retry': 'loadingMoreThrottled',
        'user.nearEnd': 'moreFailedThrottled',
        'time.throttleEnds': 'moreFailed',
      },
    },
    moreFailed: { on: { ...refresh, 'user.retry': 'loadingMore', 'user.nearEnd': 'moreFailed' } },
    endReached: { on: { ...refresh, 'user.nearEnd': 'endReached', 'user.removesOne': 'endReached', 'user.removesAll': 'empty' } },
  },
});

interface Item {
  id: number;
}

/** Which request a model state waits for: page 1, or the next page. */
const requestOf = (state: string) =>
  state === 'firstLoading' || state === 'refreshing' ? 'first' : state.startsWith('loadingMore') ? 'next' : null;

class System {
  fetchPage = controllable<PageResult<Item>, FetchPageInput<string>>();
  clock = new SimulatedClock();
  actor: Actor<ReturnType<typeof createInfiniteListMachine<Item, string>>>;
  /** What the model expects: cards on screen, the last page appended, the pages asked. */
  ids: number[] = [];
  page = 0;
  pages: number[] = [];
  /** Each page-1 answer brings new ids, so a refresh visibly replaces the cards. */
  generation = 0;
  at = '';
  private readonly seen: Set<string>;
  constructor(seen: Set<string>) {
    this.seen = seen;
    const machine = createInfiniteListMachine<Item, string>().provide({ actors: { fetchPage: this.fetchPage.logic } });
    this.actor = createActor(machine, { input: { filter: 'riyadh' }, clock: this.clock }).start();
  }
  get snap() {
    const s = this.actor.getSnapshot();
    for (const leaf of activeLeaves(s)) this.seen.add(leaf);
    return s;
  }
  /** Answers the request in flight with two cards of page `p`; `more` says whether pages follow. */
  async answer(more: boolean, empty = false) {
    const p = this.fetchPage.last().input.page;
    if (p === 1) this.generation++;
    const ids = empty ? [] : [this.generation * 100 + 2 * p - 1, this.generation * 100 + 2 * p];
    this.ids = p === 1 ? ids : [...this.ids, ...ids];
    this.page = p;
    this.removed = 0;
    this.fetchPage.last().resolve({ items: ids.map((id) => ({ id })), meta: { current_page: p, last_page: more ? p + 1 : p } });
    await flush();
  }
  /** Cards removed since the last page: the next page asked moves back by as many pages of PAGE_SIZE. */
  removed = 0;
  remove(ids: number[]) {
    for (const id of ids) this.actor.send({ type: 'list.remove', id });
    this.removed += this.ids.filter((id) => ids.includes(id)).length;
    this.ids = this.ids.filter((id) => !ids.includes(id));
  }
  /** Entering a state that waits for a request means exactly one new request, for that page. */
  arrive(state: string) {
    const request = requestOf(state);
    if (request && request !== requestOf(this.at)) {
      this.pages.push(request === 'first' ? 1 : Math.max(1, this.page + 1 - Math.ceil(this.removed / PAGE_SIZE)));
      // A refresh drops the next page in flight: its request is aborted.
      if (requestOf(this.at) === 'next') expect(this.fetchPage.calls.at(-2)!.signal.aborted).toBe(true);
    }
    this.at = state;
  }
  expectList(view: { initial?: boolean; refreshing?: boolean; more?: boolean; error?: boolean; empty?: boolean }) {
    const s = this.snap;
    expect(s.context.items.map((i) => i.id)).toEqual(this.ids);
    expect(this.fetchPage.calls.map((c) => c.input)).toEqual(this.pages.map((page) => ({ page, filter: 'riyadh' })));
    expect(selectIsInitialLoading(s)).toBe(view.initial ?? false);
    expect(selectIsRefreshing(s)).toBe(view.refreshing ?? false);
    expect(selectIsLoadingMore(s)).toBe(view.more ?? false);
    expect(selectHasError(s)).toBe(view.error ?? false);
    expect(selectIsEmpty(s)).toBe(view.empty ?? false);
  }
}

const paths = walkPaths(
  createTestModel(model, { serializeTransition: () => '' }).getSimplePaths(),
  edgeCoveringPaths(createTestModel(model, { serializeTransition: () => '' })),
);
const seen = new Set<string>();
const modelSeen = new Set<string>();

describe(`infinite list model (${paths.length} paths)`, () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const sys = new System(seen);
    const visit = (state: string, check: () => void) => () => {
      modelSeen.add(state);
      sys.arrive(state);
      check();
    };
    const moreToCome = (more: boolean) => expect(selectHasMorePages(sys.snap)).toBe(more);
    await path.test({
      events: {
        'server.firstPageMore': () => sys.answer(true),
        'server.firstPageLast': () => sys.answer(false),
        'server.firstPageEmpty': () => sys.answer(false, true),
        'server.pageMore': () => {
          // The screen's near-the-end signal while the page was in flight was about the old end of
          // the list: it must be dropped with the page (the state reached says whether a call follows).
          sys.actor.send({ type: 'list.loadMore' });
          return sys.answer(true);
        },
        'server.pageLast': () => sys.answer(false),
        'server.failed': async () => {
          sys.fetchPage.last().reject({ status: 500 });
          await flush();
        },
        'user.nearEnd': () => sys.actor.send({ type: 'list.loadMore' }),
        'user.refresh': () => sys.actor.send({ type: 'list.refresh' }),
        'user.retry': () => sys.actor.send({ type: 'list.retry' }),
        'user.removesOne': () => sys.remove(sys.ids.slice(0, 1)),
        'user.removesAll': () => sys.remove(sys.ids),
        'time.throttleEnds': () => {
          const calls = sys.fetchPage.calls.length;
          sys.clock.increment(LOAD_MORE_THROTTLE_MS - 1);
          expect(sys.fetchPage.calls).toHaveLength(calls);
          sys.clock.increment(1);
        },
      },
      states: {
        firstLoading: visit('firstLoading', () => sys.expectList({ initial: true })),
        firstFailed: visit('firstFailed', () => sys.expectList({ error: true })),
        empty: visit('empty', () => {
          sys.expectList({ empty: true });
          moreToCome(false);
        }),
        refreshing: visit('refreshing', () => sys.expectList({ refreshing: sys.ids.length > 0, initial: sys.ids.length === 0 })),
        // The failed refresh keeps the old cards in the context; the screen shows the error.
        refreshFailed: visit('refreshFailed', () => sys.expectList({ error: true })),
        hasMore: visit('hasMore', () => {
          sys.expectList({});
          moreToCome(true);
        }),
        hasMoreThrottled: visit('hasMoreThrottled', () => {
          sys.expectList({});
          moreToCome(true);
        }),
        queued: visit('queued', () => {
          sys.expectList({});
          moreToCome(true);
        }),
        loadingMoreThrottled: visit('loadingMoreThrottled', () => {
          sys.expectList({ more: true });
          moreToCome(true);
        }),
        loadingMore: visit('loadingMore', () => {
          sys.expectList({ more: true });
          moreToCome(true);
        }),
        moreFailedThrottled: visit('moreFailedThrottled', () => {
          sys.expectList({ error: true });
          moreToCome(true);
        }),
        moreFailed: visit('moreFailed', () => {
          sys.expectList({ error: true });
          moreToCome(true);
        }),
        endReached: visit('endReached', () => {
          sys.expectList({});
          moreToCome(false);
          // The end: however long the visitor waits, nothing more is asked.
          const calls = sys.fetchPage.calls.length;
          sys.clock.increment(1000);
          sys.actor.send({ type: 'list.loadMore' });
          expect(sys.fetchPage.calls).toHaveLength(calls);
        }),
      },
    });
  });

  it('walked every state and transition of the spec model and every state of the machine', () => {
    const modelStates = leafStates(model);
    const machineStates = leafStates(createInfiniteListMachine());
    expect([...modelSeen].sort()).toEqual(modelStates);
    expect([...seen].sort()).toEqual(machineStates);
    const edges = modelEdges(createTestModel(model, { serializeTransition: () => '' }).getAdjacencyMap());
    expect([...edges].filter((e) => !walkedEdges(paths).has(e))).toEqual([]);
    console.info(
      `infinite list model: ${paths.length} paths walked; spec states ${modelSeen.size}/${modelStates.length}; ` +
        `spec transitions ${edges.size}/${edges.size}; machine states ${seen.size}/${machineStates.length} (${machineStates.join(', ')})`,
    );
  });
});
