import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type Actor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { FavouriteToggleResponse } from '@rihla/contract';
import {
  activeLeaves,
  controllable,
  edgeCoveringPaths,
  flush,
  leafStates,
  modelEdges,
  walkedEdges,
  walkPaths,
} from '../test-support/harness.ts';
import {
  favouriteToggleMachine,
  selectIsLiked,
  selectIsSaving,
  type FavouriteToggleEmitted,
} from './favourite-toggle.machine.ts';

// The favourite heart (docs/product.md, "Favourites") as an abstract model: a guest's press goes to
// login; a customer's press asks the server for the opposite and shows the server's answer; a press
// or a refetched card while saving changes nothing; a failure leaves the heart as it was. Each path is
// played on a fresh real actor, and after each step the heart, the calls and the announcements must
// be what the model state says.
const model = createMachine({
  id: 'favouriteSpec',
  initial: 'pageOpened',
  states: {
    pageOpened: { on: { 'open.asGuest': 'guest', 'open.notLiked': 'notLiked', 'open.liked': 'liked' } },
    guest: { on: { 'user.press': 'guest', 'session.signedIn': 'notLiked' } },
    notLiked: { on: { 'user.press': 'liking', 'card.refetchedLiked': 'liked', 'session.signedOut': 'guest' } },
    liking: {
      on: { 'user.press': 'liking', 'card.refetchedLiked': 'liking', 'server.ok': 'liked', 'server.failed': 'notLiked' },
    },
    liked: { on: { 'user.press': 'unliking', 'card.refetchedNotLiked': 'notLiked' } },
    unliking: { on: { 'user.press': 'unliking', 'server.ok': 'notLiked', 'server.failed': 'liked' } },
  },
});

class System {
  setFavourite = controllable<FavouriteToggleResponse, { tripId: number; liked: boolean }>();
  navigateToLogin = vi.fn();
  changed: FavouriteToggleEmitted[] = [];
  actor!: Actor<typeof favouriteToggleMachine>;
  /** What the model expects: calls made, announcements made, logins asked for. */
  calls = 0;
  announced: boolean[] = [];
  logins = 0;
  private readonly seen: Set<string>;
  constructor(seen: Set<string>) {
    this.seen = seen;
  }
  open(liked: boolean, signedIn: boolean) {
    const machine = favouriteToggleMachine.provide({
      actors: { setFavourite: this.setFavourite.logic },
      actions: { navigateToLogin: this.navigateToLogin },
    });
    this.actor = createActor(machine, { input: { tripId: 12, liked, signedIn } });
    this.actor.on('favourite.changed', (e) => this.changed.push(e));
    this.actor.start();
  }
  get snap() {
    const s = this.actor.getSnapshot();
    for (const leaf of activeLeaves(s)) this.seen.add(leaf);
    return s;
  }
  expectHeart(liked: boolean, saving: boolean) {
    expect(selectIsLiked(this.snap)).toBe(liked);
    expect(selectIsSaving(this.snap)).toBe(saving);
    expect(this.setFavourite.calls).toHaveLength(this.calls);
    expect(this.changed.map((e) => e.liked)).toEqual(this.announced);
    expect(this.navigateToLogin).toHaveBeenCalledTimes(this.logins);
  }
}

const paths = walkPaths(
  createTestModel(model, { serializeTransition: () => '' }).getSimplePaths(),
  edgeCoveringPaths(createTestModel(model, { serializeTransition: () => '' })),
);
const seen = new Set<string>();
const modelSeen = new Set<string>();

describe(`favourite toggle model (${paths.length} paths)`, () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const sys = new System(seen);
    const answer = async (liked: boolean, ok: boolean) => {
      if (ok) {
        sys.setFavourite.last().resolve({ liked });
        sys.announced.push(liked);
      } else sys.setFavourite.last().reject({ status: 500 });
      await flush();
    };
    await path.test({
      events: {
        'open.asGuest': () => sys.open(false, false),
        'open.notLiked': () => sys.open(false, true),
        'open.liked': () => sys.open(true, true),
        'user.press': () => {
          const before = sys.snap;
          if (!before.context.signedIn) sys.logins++;
          else if (!selectIsSaving(before)) sys.calls++;
          sys.actor.send({ type: 'favourite.toggle' });
        },
        'session.signedIn': () => sys.actor.send({ type: 'favourite.sync', signedIn: true }),
        'session.signedOut': () => sys.actor.send({ type: 'favourite.sync', signedIn: false }),
        'card.refetchedLiked': () => sys.actor.send({ type: 'favourite.sync', liked: true }),
        'card.refetchedNotLiked': () => sys.actor.send({ type: 'favourite.sync', liked: false }),
        'server.ok': () => answer(sys.setFavourite.last().input.liked, true),
        'server.failed': () => answer(false, false),
      },
      states: {
        pageOpened: () => void modelSeen.add('pageOpened'),
        guest: () => {
          modelSeen.add('guest');
          sys.expectHeart(false, false);
        },
        notLiked: () => {
          modelSeen.add('notLiked');
          sys.expectHeart(false, false);
        },
        liking: () => {
          modelSeen.add('liking');
          sys.expectHeart(false, true);
          expect(sys.setFavourite.last().input).toEqual({ tripId: 12, liked: true });
        },
        liked: () => {
          modelSeen.add('liked');
          sys.expectHeart(true, false);
        },
        unliking: () => {
          modelSeen.add('unliking');
          sys.expectHeart(true, true);
          expect(sys.setFavourite.last().input).toEqual({ tripId: 12, liked: false });
        },
      },
    });
  });

  it('walked every state and transition of the spec model and every state of the machine', () => {
    const modelStates = leafStates(model);
    const machineStates = leafStates(favouriteToggleMachine);
    expect([...modelSeen].sort()).toEqual(modelStates);
    expect([...seen].sort()).toEqual(machineStates);
    const edges = modelEdges(createTestModel(model, { serializeTransition: () => '' }).getAdjacencyMap());
    expect([...edges].filter((e) => !walkedEdges(paths).has(e))).toEqual([]);
    console.info(
      `favourite toggle model: ${paths.length} paths walked; spec states ${modelSeen.size}/${modelStates.length}; ` +
        `spec transitions ${edges.size}/${edges.size}; machine states ${seen.size}/${machineStates.length} (${machineStates.join(', ')})`,
    );
  });
});
