import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from '@rihla/machines/shared/api-error';
import { readAgainWithToken, useFirstAnswer, type FirstAnswer } from './first-data.ts';

export interface Remote<T> {
  data: T | undefined;
  isLoading: boolean;
  failed: boolean;
  /** The failed call's HTTP status, 0 when the network failed (no answer); null unless failed. */
  failedStatus: number | null;
  /** Ask again (after a network failure). */
  retry: () => void;
}

type RemoteState<T> = Omit<Remote<T>, 'retry'> & { key: string };

function loading<T>(key: string): RemoteState<T> {
  return { key, data: undefined, isLoading: true, failed: false, failedStatus: null };
}

function settled<T>(key: string, answer: FirstAnswer<T>): RemoteState<T> {
  return 'data' in answer
    ? { key, data: answer.data, isLoading: false, failed: false, failedStatus: null }
    : { key, data: undefined, isLoading: false, failed: true, failedStatus: answer.failedStatus };
}

/** 404 from the server, as opposed to a network failure or a server error worth retrying. */
export const isNotFound = (remote: Pick<Remote<unknown>, 'failedStatus'>) =>
  remote.failedStatus !== null && remote.failedStatus >= 400 && remote.failedStatus < 500;

/**
 * One read call for a screen, keyed by what it depends on (a new key refetches and aborts the old
 * call). Failures are reported, never thrown: most of docs/product.md, "Errors" is silent, so the screen
 * decides whether to show anything. A call already started for the key by `preload` is used instead
 * of a new one. The answer is rendered as a transition: React renders it in slices between which the
 * page stays responsive, instead of in one long task.
 *
 * A page rendered by the server starts from the answer it was rendered with (first-data.ts) and does
 * not ask again, except for a signed-in visitor: the server renders for guests only, so the answer
 * is read again with the token for what is personal in it (favourite flags), the guest's shown
 * meanwhile.
 */
export function useRemote<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  options: { browserOnly?: boolean } = {},
): Remote<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  // A read about the visitor (their country) means nothing on the server: it waits for the browser.
  const first = useFirstAnswer(options.browserOnly ? null : key, load);
  const [state, setState] = useState<RemoteState<T>>(() => (first ? settled(key, first) : loading<T>(key)));
  const renderedFirst = useRef(first ? key : null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState(loading<T>(key));
    setAttempt((n) => n + 1);
  }, [key]);

  useEffect(() => {
    let personalise = false;
    if (renderedFirst.current === key && attempt === 0) {
      renderedFirst.current = null;
      if (!readAgainWithToken()) return;
      personalise = true;
    }
    const controller = new AbortController();
    const started = preloaded.get(key) as Promise<T> | undefined;
    preloaded.delete(key);
    (started ?? loadRef.current(controller.signal)).then(
      (data) => {
        if (!controller.signal.aborted)
          startTransition(() => setState({ key, data, isLoading: false, failed: false, failedStatus: null }));
      },
      (error: unknown) => {
        const failedStatus = toApiError(error).status;
        // The guest's answer on screen stays rather than turn into an error.
        if (!controller.signal.aborted && !personalise)
          startTransition(() => setState({ key, data: undefined, isLoading: false, failed: true, failedStatus }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  // Until the new key's answer arrives, the old key's data is not shown as if it were current.
  if (state.key !== key) return { ...loading<T>(key), retry };
  return { ...state, retry };
}

const shared = new Map<string, Promise<unknown>>();

/**
 * The same call's promise for the whole page (site info, cities, tags): header, footer and screens
 * ask once. A failed call is forgotten so the next screen may try again.
 */
export function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  // On the server a page lives for one render (its reads are shared by first-data.ts): keeping the
  // promise here would serve every later page the catalogue of the first.
  if (typeof window === 'undefined') return load();
  let promise = shared.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    shared.set(key, promise);
    promise.catch(() => shared.delete(key));
  }
  return promise;
}

const preloaded = new Map<string, Promise<unknown>>();

/**
 * Starts the read a screen's `useRemote(key, …)` is about to make, before the screen exists: the first
 * page's data is asked for while the screen's code downloads. The screen takes this call once; later
 * visits read afresh.
 */
export function preload<T>(key: string, load: () => Promise<T>): void {
  if (preloaded.has(key)) return;
  const promise = load();
  promise.catch(() => {}); // the screen reports the failure when it takes the call
  preloaded.set(key, promise);
}
