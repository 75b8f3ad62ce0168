import { toApiError } from '@rihla/machines/shared/api-error';
import { forgetFirstAnswers, type FirstAnswer } from './first-data.ts';

// The one cache of the browser's reads (docs/architecture.md, "The browser app"): every part of a
// page that reads the same call under the same key shares one entry, one call and one answer; the
// landing page's early reads fill it, hydration starts it from the server's answers, and a write
// changes it with `setData` or `invalidate`, so what a screen shows is never a copy of its own.

/**
 * One read: its key, made by the call's key factory in src/api/ (what the answer depends on), and
 * how to load it. A new key is another read: the old key's call is aborted when nobody uses it.
 */
export interface Query<T> {
  readonly key: string;
  readonly load: (signal: AbortSignal) => Promise<T>;
  /**
   * Kept for the whole visit once answered (site info, cities, tags): header, footer and every
   * screen share one call. Otherwise an entry lives while a screen shows it, and a screen that
   * mounts again reads afresh.
   */
  readonly keep?: boolean;
}

/** A key factory's answer: `query('trip:7', (signal) => getTrip(7, signal))`. */
export function query<T>(key: string, load: (signal: AbortSignal) => Promise<T>, options: { keep?: boolean } = {}): Query<T> {
  return { key, load, keep: options.keep ?? false };
}

/** What a read shows: its data, or that it is loading, or the status of its failure (0: no answer). */
export interface ReadState<T> {
  data: T | undefined;
  isLoading: boolean;
  failed: boolean;
  /** The failed call's HTTP status, 0 when the network failed (no answer); null unless failed. */
  failedStatus: number | null;
}

export const loadingState: ReadState<never> = { data: undefined, isLoading: true, failed: false, failedStatus: null };
const dataState = <T>(data: T): ReadState<T> => ({ data, isLoading: false, failed: false, failedStatus: null });
const failedState = (failedStatus: number): ReadState<never> => ({
  data: undefined,
  isLoading: false,
  failed: true,
  failedStatus,
});

/** A read's state from the answer the page was rendered with (first-data.ts). */
export const firstState = <T>(answer: FirstAnswer<T>): ReadState<T> =>
  'data' in answer ? dataState(answer.data) : failedState(answer.failedStatus);

type Listener = (state: ReadState<unknown>) => void;

interface Entry {
  key: string;
  keep: boolean;
  state: ReadState<unknown>;
  load: (signal: AbortSignal) => Promise<unknown>;
  /** The call in flight; `quiet`: a failure keeps the data shown (a re-read after a write or sign-in). */
  call: { controller: AbortController; quiet: boolean; done: Promise<void> } | null;
  users: number;
  listeners: Set<Listener>;
}

const entries = new Map<string, Entry>();

function entryFor(q: Query<unknown>): Entry {
  let entry = entries.get(q.key);
  if (!entry) {
    entry = { key: q.key, keep: !!q.keep, state: loadingState, load: q.load, call: null, users: 0, listeners: new Set() };
    entries.set(q.key, entry);
  }
  return entry;
}

function publish(entry: Entry, state: ReadState<unknown>) {
  entry.state = state;
  for (const listener of [...entry.listeners]) listener(state);
}

/** Starts the entry's call, aborting one in flight (its answer may be older than a write). */
function fetchEntry(entry: Entry, quiet: boolean): Promise<void> {
  entry.call?.controller.abort();
  const controller = new AbortController();
  const keepShown = quiet && entry.state.data !== undefined;
  if (!keepShown && !entry.state.isLoading) publish(entry, loadingState);
  const done = entry.load(controller.signal).then(
    (data) => {
      if (entry.call?.controller !== controller) return;
      entry.call = null;
      publish(entry, dataState(data));
    },
    (error: unknown) => {
      if (entry.call?.controller !== controller) return;
      entry.call = null;
      // The answer on screen stays rather than turn into an error (a guest's, or the one before a write).
      if (keepShown) publish(entry, entry.state);
      else publish(entry, failedState(toApiError(error).status));
    },
  );
  entry.call = { controller, quiet, done };
  return done;
}

/** The state under `key` now, if anything holds it (for a render before the screen subscribes). */
export function peekRead<T>(key: string): ReadState<T> | undefined {
  const entry = entries.get(key);
  return entry && (entry.call || !entry.state.isLoading) ? (entry.state as ReadState<T>) : undefined;
}

/**
 * A screen starts using `q`: it is told every change of the entry's state. With `first` (the answer
 * the page was rendered with) a new entry starts from it and asks nothing, unless `personalise` (a
 * signed-in visitor: read again with the token, the guest's answer shown meanwhile). Returns the
 * state now and the function that stops using it; the last user's leaving aborts the call and drops
 * the entry, unless the read is kept for the visit.
 */
export function subscribeRead<T>(
  q: Query<T>,
  listener: (state: ReadState<T>) => void,
  first?: { answer: FirstAnswer<T>; personalise: boolean },
): { state: ReadState<T>; release: () => void } {
  const isNew = !entries.has(q.key);
  const entry = entryFor(q as Query<unknown>);
  entry.load = q.load as Entry['load'];
  const alone = entry.users === 0;
  entry.users++;
  entry.listeners.add(listener as Listener);
  if (isNew && first) {
    entry.state = firstState(first.answer);
    if (first.personalise) void fetchEntry(entry, true);
  } else if (!entry.call && (entry.state.isLoading || (entry.state.failed && alone))) {
    // Nothing loaded yet, or a failure nobody is showing any more: this screen asks.
    void fetchEntry(entry, false);
  }
  let released = false;
  return {
    state: entry.state as ReadState<T>,
    release() {
      if (released) return;
      released = true;
      entry.users--;
      entry.listeners.delete(listener as Listener);
      // Deferred: React's StrictMode unmounts and mounts a screen again at once, which is no leaving.
      queueMicrotask(() => {
        if (entry.users > 0 || entry.keep || entries.get(entry.key) !== entry) return;
        entry.call?.controller.abort();
        entries.delete(entry.key);
      });
    },
  };
}

/** Asks again for a read a screen shows (after a failure): loading until the answer arrives. */
export function retryRead(key: string): void {
  const entry = entries.get(key);
  if (entry) void fetchEntry(entry, false);
}

/**
 * Starts a read before the screen that shows it exists (the landing page's first reads, while the
 * screen's code downloads), into the same entry the screen's `useRemote(q)` will use.
 */
export function preloadRead(q: Query<unknown>): void {
  const entry = entryFor(q);
  if (!entry.call && (entry.state.isLoading || entry.state.failed)) void fetchEntry(entry, false);
}

const matches = (key: string, keyOrPrefix: string) => key === keyOrPrefix || key.startsWith(`${keyOrPrefix}:`);
const keyOf = (k: string | { key: string }) => (typeof k === 'string' ? k : k.key);

/**
 * After a write: every read under `keyOrPrefix` (the key itself and the keys below it, `trip:7` and
 * `trip:7:…`; a query's key, or a prefix such as `admin:bookings`) is out of date. What a screen
 * shows is read again (its data stays shown until the new answer arrives); what nobody shows is
 * forgotten, so the next screen reads afresh. The promise settles when the re-reads have.
 */
export function invalidate(keyOrPrefix: string | { key: string }): Promise<void> {
  const prefix = keyOf(keyOrPrefix);
  forgetFirstAnswers((key) => matches(key, prefix));
  const reads: Promise<void>[] = [];
  for (const entry of [...entries.values()]) {
    if (!matches(entry.key, prefix)) continue;
    if (entry.users > 0) reads.push(fetchEntry(entry, true));
    else {
      entry.call?.controller.abort();
      entries.delete(entry.key);
    }
  }
  return Promise.all(reads).then(() => {});
}

/**
 * After a write whose answer is the new data (a save that returns the saved record): the read under
 * `key` shows `value` (or what `update` makes of the data it has) at once, without asking again. A
 * call in flight for it is dropped, its answer being older. Nothing happens when nobody holds the key.
 */
export function setData<T>(key: string | Query<T>, value: T | ((data: T | undefined) => T | undefined)): void {
  const k = keyOf(key);
  forgetFirstAnswers((other) => other === k);
  const entry = entries.get(k);
  if (!entry) return;
  const data =
    typeof value === 'function' ? (value as (data: T | undefined) => T | undefined)(entry.state.data as T | undefined) : value;
  entry.call?.controller.abort();
  entry.call = null;
  publish(entry, data === undefined ? loadingState : dataState(data));
  if (data === undefined && entry.users > 0) void fetchEntry(entry, false);
}

/**
 * After a write that changes a part of many reads (a trip's favourite flag on every card showing it):
 * each read under `keyOrPrefix` (a query's key, or a prefix such as `country`) that holds data shows
 * what `update` makes of it, at once, without asking again. A call in flight for one of them was
 * asked before the write: it is asked again (the data stays shown), its answer may not hold the change.
 */
export function updateData<T>(keyOrPrefix: string | { key: string }, update: (data: T) => T): void {
  const prefix = keyOf(keyOrPrefix);
  forgetFirstAnswers((key) => matches(key, prefix));
  for (const entry of [...entries.values()]) {
    if (!matches(entry.key, prefix)) continue;
    if (entry.state.data !== undefined) {
      const data = update(entry.state.data as T);
      if (data !== entry.state.data) publish(entry, dataState(data));
    }
    if (entry.call) void fetchEntry(entry, entry.call.quiet);
  }
}

/** Tests only: an empty cache, as on a page just opened. */
export function clearReads(): void {
  for (const entry of entries.values()) entry.call?.controller.abort();
  entries.clear();
}
