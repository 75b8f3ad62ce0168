import type { AnyActorLogic } from 'xstate';

/**
 * Actor logic whose code is fetched on first use (issue 28): a machine must name every child's logic
 * when it is created, but a child it may never invoke need not be downloaded with it. This stands in
 * for the real logic and hands each of an actor's calls to it; the parent invokes the child only
 * once `load()` has settled (the booking wizard's account step waits for it, `hasAccountForms`).
 * An actor uses nothing of its logic but these five methods (xstate's Actor class).
 */
export interface LogicLoadedLater<L extends AnyActorLogic> {
  /** What to provide as the actor's implementation. */
  logic: L;
  /** Imports the real logic, once; a failed import may be tried again. */
  load: () => Promise<L>;
  isLoaded: () => boolean;
}

export function logicLoadedLater<L extends AnyActorLogic>(importLogic: () => Promise<L>): LogicLoadedLater<L> {
  let loaded: L | null = null;
  let loading: Promise<L> | null = null;
  const real = (): L => {
    if (!loaded) throw new Error('logicLoadedLater: the actor was invoked before its logic was loaded');
    return loaded;
  };
  const logic: AnyActorLogic = {
    transition: (snapshot, event, scope) => real().transition(snapshot, event, scope),
    getInitialSnapshot: (scope, input) => real().getInitialSnapshot(scope, input),
    restoreSnapshot: (snapshot, scope) => {
      const l = real();
      return l.restoreSnapshot ? l.restoreSnapshot(snapshot, scope) : snapshot;
    },
    start: (snapshot, scope) => real().start?.(snapshot, scope),
    getPersistedSnapshot: (snapshot, options) => real().getPersistedSnapshot(snapshot, options),
  };
  const load = () =>
    (loading ??= importLogic().then(
      (l) => (loaded = l),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return { logic: logic as L, load, isLoaded: () => loaded !== null };
}
