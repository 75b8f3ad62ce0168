import { assign, assertEvent, emit, fromPromise, setup } from 'xstate';
import type { FavouriteToggleResponse } from '@rihla/contract';

/**
 * Favourite heart on a trip card or trip page, docs/product.md, "States".
 *
 * Input: `{ tripId, liked, signedIn }`, `liked` from the card's `is_favourite` flag.
 *
 * Events
 * - `favourite.toggle`  the heart was pressed. A guest is sent to login instead; a press while the
 *                       previous one is still saving is ignored (no double request, no flicker).
 * - `favourite.sync {liked?, signedIn?}`  the card was refetched or the session changed.
 *
 * Actors
 * - `setFavourite({tripId, liked})` -> `{liked}`  POST /api/customer/favourites/{id} with the wanted
 *   value. The heart takes the server's answer, not the wish; a failure leaves it as it was
 *   (docs/product.md, "Errors": silent). The default throws.
 *
 * Actions
 * - `navigateToLogin()`  guest pressed the heart (default does nothing).
 *
 * Emitted
 * - `favourite.changed {tripId, liked}` after every successful save: the favourites screen listens
 *   (`actor.on('favourite.changed', ...)`) and sends `list.remove` when `liked` is false.
 */

export interface FavouriteToggleInput {
  tripId: number;
  liked: boolean;
  signedIn: boolean;
}

export type FavouriteToggleContext = FavouriteToggleInput;

export type FavouriteToggleEvent = { type: 'favourite.toggle' } | { type: 'favourite.sync'; liked?: boolean; signedIn?: boolean };

export type FavouriteToggleEmitted = { type: 'favourite.changed'; tripId: number; liked: boolean };

export const favouriteToggleMachine = setup({
  types: {
    context: {} as FavouriteToggleContext,
    events: {} as FavouriteToggleEvent,
    input: {} as FavouriteToggleInput,
    emitted: {} as FavouriteToggleEmitted,
  },
  actors: {
    setFavourite: fromPromise<FavouriteToggleResponse, { tripId: number; liked: boolean }>(async () => {
      throw new Error('favourite-toggle: setFavourite not provided');
    }),
  },
  actions: {
    navigateToLogin: () => {},
    takeServerAnswer: assign((_, params: FavouriteToggleResponse) => ({ liked: params.liked })),
    sync: assign(({ context, event }) => {
      assertEvent(event, 'favourite.sync');
      return { liked: event.liked ?? context.liked, signedIn: event.signedIn ?? context.signedIn };
    }),
    announce: emit(({ context }) => ({ type: 'favourite.changed' as const, tripId: context.tripId, liked: context.liked })),
  },
  guards: {
    isGuest: ({ context }) => !context.signedIn,
  },
}).createMachine({
  id: 'favouriteToggle',
  context: ({ input }) => ({ tripId: input.tripId, liked: input.liked, signedIn: input.signedIn }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'favourite.toggle': [{ guard: 'isGuest', actions: 'navigateToLogin' }, { target: 'saving' }],
        'favourite.sync': { actions: 'sync' },
      },
    },
    saving: {
      tags: ['busy'],
      on: {
        // A refetched card must not overwrite the answer about to arrive; only the session may change.
        'favourite.sync': {
          actions: assign(({ context, event }) => ({ signedIn: event.signedIn ?? context.signedIn })),
        },
      },
      invoke: {
        src: 'setFavourite',
        input: ({ context }) => ({ tripId: context.tripId, liked: !context.liked }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'takeServerAnswer', params: ({ event }) => event.output }, 'announce'],
        },
        onError: 'idle',
      },
    },
  },
});

interface FavouriteSnapshot {
  context: FavouriteToggleContext;
  hasTag(tag: string): boolean;
}

export const selectIsLiked = (s: FavouriteSnapshot) => s.context.liked;
export const selectIsSaving = (s: FavouriteSnapshot) => s.hasTag('busy');
