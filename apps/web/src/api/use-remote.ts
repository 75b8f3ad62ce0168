import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { firstAnswerFor, readAgainWithToken, useFirstAnswer, type FirstAnswer } from './first-data.ts';
import { firstState, loadingState, peekRead, retryRead, subscribeRead, type Query, type ReadState } from './read-cache.ts';

export { invalidate, setData, type Query } from './read-cache.ts';

export interface Remote<T> extends ReadState<T> {
  /** Ask again (after a network failure). */
  retry: () => void;
}

/** 404 from the server, as opposed to a network failure or a server error worth retrying. */
export const isNotFound = (remote: Pick<Remote<unknown>, 'failedStatus'>) =>
  remote.failedStatus !== null && remote.failedStatus >= 400 && remote.failedStatus < 500;

/**
 * A page about one thing named by its id in the URL is the not-found view when that id is not a
 * positive integer, or when the read answered that the thing does not exist: a remote whose read
 * failed with a 4xx (`isNotFound`), or the screen's own finding (`true`).
 */
export const isMissing = (id: number, read: Pick<Remote<unknown>, 'failedStatus'> | boolean) =>
  !Number.isSafeInteger(id) || id <= 0 || (typeof read === 'boolean' ? read : isNotFound(read));

type Options = {
  /** A read about the visitor (their country) means nothing on the server: it waits for the browser. */
  browserOnly?: boolean;
};

/**
 * The one way a screen reads data: `useRemote(tripQuery(id))`, the query made by the call's key
 * factory in src/api/. Every part of the page reading the same key shares one call and one answer
 * (read-cache.ts), which a write changes with `setData` or `invalidate`. A new key reads the new
 * call and aborts the old one. Failures are reported, never thrown: most of docs/product.md,
 * "Errors" is silent, so the screen decides whether to show anything. An answer is rendered as a
 * transition: React renders it in slices between which the page stays responsive, instead of in
 * one long task.
 *
 * On the server the render waits for the read and writes it into the page (first-data.ts). A page
 * rendered by the server starts from that answer and does not ask again, except for a signed-in
 * visitor: the server renders for guests only, so the answer is read again with the token for what
 * is personal in it (favourite flags), the guest's shown meanwhile.
 */
export function useRemote<T>(q: Query<T> | null, options: Options = {}): Remote<T> {
  const browserOnly = !!options.browserOnly;
  // null: nothing to read (yet); the key '' stands for it.
  const key = q?.key ?? '';
  const queryRef = useRef(q);
  useEffect(() => {
    queryRef.current = q;
  });
  const first = useFirstAnswer(browserOnly || !q ? null : key, q?.load ?? noLoad);
  const [state, setState] = useState<ReadState<T> & { key: string }>(() => ({ key, ...initialState<T>(q, first) }));
  const retry = useCallback(() => retryRead(key), [key]);

  useEffect(() => {
    const current = queryRef.current;
    if (!current) return;
    const show = (next: ReadState<T>) => startTransition(() => setState({ key, ...next }));
    const first = browserOnly ? undefined : firstAnswerFor<T>(key);
    const { state: now, release } = subscribeRead(
      { key, keep: current.keep, load: (signal) => (queryRef.current ?? current).load(signal) },
      show,
      first ? { answer: first, personalise: readAgainWithToken() } : undefined,
    );
    setState((shown) => (shown.key === key && sameState(shown, now) ? shown : { key, ...now }));
    return release;
  }, [key, browserOnly]);

  // Until the new key's state is there, the old key's data is not shown as if it were current.
  if (state.key !== key) return { ...initialState<T>(q, undefined), retry };
  const { key: _shownKey, ...shown } = state;
  return { ...shown, retry };
}

const noLoad = () => Promise.reject(new Error('nothing to read'));
const idleState: ReadState<never> = { data: undefined, isLoading: false, failed: false, failedStatus: null };

function initialState<T>(q: Query<T> | null, first: FirstAnswer<T> | undefined): ReadState<T> {
  if (!q) return idleState;
  if (first) return firstState(first);
  return peekRead<T>(q.key) ?? loadingState;
}

const sameState = (a: ReadState<unknown>, b: ReadState<unknown>) =>
  a.data === b.data && a.isLoading === b.isLoading && a.failed === b.failed && a.failedStatus === b.failedStatus;
