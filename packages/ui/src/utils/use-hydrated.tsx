// A .tsx file only so the package's export map ("./*": "./src/*.tsx") reaches it from an app.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page rendered by the server is being hydrated (and on the server), true after:
 * what depends on the visitor (signed in or not) is rendered as for a guest until then, as the
 * server did, so hydration matches and the personal part follows in the next render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
