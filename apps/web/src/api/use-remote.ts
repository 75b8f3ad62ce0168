import { useEffect, useRef, useState } from 'react';

export interface Remote<T> {
  data: T | undefined;
  isLoading: boolean;
  failed: boolean;
}

/**
 * One read call for a screen, keyed by what it depends on (a new key refetches and aborts the old
 * call). Failures are reported, never thrown: most of SPEC.md section 8 is silent, so the screen
 * decides whether to show anything.
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Remote<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [state, setState] = useState<Remote<T> & { key: string }>({ key, data: undefined, isLoading: true, failed: false });

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => setState({ key, data, isLoading: false, failed: false }),
      () => {
        if (!controller.signal.aborted) setState({ key, data: undefined, isLoading: false, failed: true });
      },
    );
    return () => controller.abort();
  }, [key]);

  // Until the new key's answer arrives, the old key's data is not shown as if it were current.
  if (state.key !== key) return { data: undefined, isLoading: true, failed: false };
  return state;
}

const shared = new Map<string, Promise<unknown>>();

/**
 * The same call's promise for the whole page (site info, cities, tags): header, footer and screens
 * ask once. A failed call is forgotten so the next screen may try again.
 */
export function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = shared.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    shared.set(key, promise);
    promise.catch(() => shared.delete(key));
  }
  return promise;
}
