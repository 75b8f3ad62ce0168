import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { favouriteToggleMachine, selectIsLiked, selectIsSaving } from '@rihla/machines/favourite-toggle/favourite-toggle.machine';
import { toggleFavourite } from '../../api/toggle-favourite.ts';
import { inspector } from '../../lib/inspector.ts';
import { useIsSignedIn } from '../../lib/session.ts';
import { loginPathReturningHere } from '../../lib/return-path.ts';

export interface UseFavouriteOptions {
  /** After every successful save (the favourites screen removes the card when `liked` is false). */
  onChanged?: (liked: boolean) => void;
}

/**
 * The favourite-toggle machine for one trip: the heart starts from the trip's flag, takes the
 * server's answer, ignores presses while saving, fails silently, and sends a guest to login.
 */
export function useFavourite(tripId: number, initiallyLiked: boolean, { onChanged }: UseFavouriteOptions = {}) {
  const signedIn = useIsSignedIn();
  const [, navigate] = useLocation();
  const machine = useMemo(
    () =>
      favouriteToggleMachine.provide({
        actors: {
          setFavourite: fromPromise(async ({ input }) => ({ liked: await toggleFavourite(input.tripId, input.liked) })),
        },
        // After signing in, the customer comes back to the page where they pressed the heart.
        actions: { navigateToLogin: () => navigate(loginPathReturningHere()) },
      }),
    [navigate],
  );
  const actor = useActorRef(machine, { input: { tripId, liked: initiallyLiked, signedIn }, inspect: inspector() });

  // The session settles after the cards render; a refetched card brings a new flag, and so does a
  // toggle of the same trip elsewhere (toggleFavourite sets the saved flag in every read holding it).
  useEffect(() => {
    actor.send({ type: 'favourite.sync', signedIn });
  }, [actor, signedIn]);
  useEffect(() => {
    actor.send({ type: 'favourite.sync', liked: initiallyLiked });
  }, [actor, initiallyLiked]);

  useEffect(() => {
    if (!onChanged) return;
    const sub = actor.on('favourite.changed', (event) => onChanged(event.liked));
    return () => sub.unsubscribe();
  }, [actor, onChanged]);

  return {
    isLiked: useSelector(actor, selectIsLiked),
    isSaving: useSelector(actor, selectIsSaving),
    toggle: () => actor.send({ type: 'favourite.toggle' }),
  };
}
