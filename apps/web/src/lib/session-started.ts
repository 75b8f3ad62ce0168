// Whether this page's session (lib/session.ts, which brings XState) has started, told without
// loading it: the shell mounts the session's part (app/layout/session-bridge.tsx) once it has, so
// a guest's page never downloads XState for a session nothing asked for (issue 28).

let started = false;
const listeners = new Set<() => void>();

/** Called by lib/session.ts when it creates the page's session. */
export function sessionStarted() {
  if (started) return;
  started = true;
  // Often called while a component renders (its hook creates the session): the listeners, which
  // set state, run after that render, never inside it.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
    listeners.clear();
  });
}

/** Whether the page's session has started. */
export const sessionStartedYet = () => started;

/** Runs `listener` once the session has started (soon, if it already has); returns a way to stop waiting. */
export function whenSessionStarts(listener: () => void): () => void {
  if (started) {
    queueMicrotask(listener);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
