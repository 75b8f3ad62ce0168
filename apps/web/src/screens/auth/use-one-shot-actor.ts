import { useEffect, useState } from 'react';
import type { AnyActorRef } from 'xstate';

/**
 * The actor of a one-shot flow (a mailed token, a provider's code): a machine whose entry makes a call
 * that may run only once. `useActorRef` will not do here: StrictMode's rehearsal unmount stops its
 * actor and the remount starts it again from the kept snapshot, which runs the entry's call a second
 * time. This actor is made once for the screen (StrictMode may call the initializer twice, but keeps
 * one result, and neither is started there) and started by the effect; starting it again is a no-op.
 * It is never stopped: its machine settles by itself after the one call, and the answer to a call
 * that has used up the token still counts when the visitor has already left (as it always did).
 */
export function useOneShotActor<TActor extends AnyActorRef>(create: () => TActor): TActor {
  const [actor] = useState(create);
  useEffect(() => {
    if (actor.getSnapshot().status === 'active') actor.start();
  }, [actor]);
  return actor;
}
