import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { FavouriteToggleResponse } from '@rihla/contract';
import { controllable, flush } from '../test-support/harness.ts';
import {
  favouriteToggleMachine,
  selectIsLiked,
  selectIsSaving,
  type FavouriteToggleEmitted,
  type FavouriteToggleInput,
} from './favourite-toggle.machine.ts';

function start(input: Partial<FavouriteToggleInput> = {}) {
  const setFavourite = controllable<FavouriteToggleResponse, { tripId: number; liked: boolean }>();
  const navigateToLogin = vi.fn();
  const machine = favouriteToggleMachine.provide({ actors: { setFavourite: setFavourite.logic }, actions: { navigateToLogin } });
  const actor = createActor(machine, { input: { tripId: 12, liked: false, signedIn: true, ...input } });
  const changed: FavouriteToggleEmitted[] = [];
  actor.on('favourite.changed', (e) => changed.push(e));
  actor.start();
  return { actor, setFavourite, navigateToLogin, changed, snap: () => actor.getSnapshot() };
}

describe('favourite toggle', () => {
  it('starts from the trip flag', () => {
    expect(selectIsLiked(start({ liked: true }).snap())).toBe(true);
    expect(selectIsLiked(start({ liked: false }).snap())).toBe(false);
  });

  it('a guest is sent to login and nothing is called', () => {
    const f = start({ signedIn: false });
    f.actor.send({ type: 'favourite.toggle' });
    expect(f.navigateToLogin).toHaveBeenCalledTimes(1);
    expect(f.setFavourite.calls).toHaveLength(0);
    expect(selectIsSaving(f.snap())).toBe(false);
  });

  it('asks for the opposite and takes the returned liked value', async () => {
    const f = start({ liked: false });
    f.actor.send({ type: 'favourite.toggle' });
    expect(f.setFavourite.last().input).toEqual({ tripId: 12, liked: true });
    expect(selectIsSaving(f.snap())).toBe(true);
    expect(selectIsLiked(f.snap())).toBe(false);
    f.setFavourite.last().resolve({ liked: true });
    await flush();
    expect(selectIsLiked(f.snap())).toBe(true);
    expect(f.changed).toEqual([{ type: 'favourite.changed', tripId: 12, liked: true }]);
  });

  it('the server answer wins over the wish', async () => {
    const f = start({ liked: false });
    f.actor.send({ type: 'favourite.toggle' });
    f.setFavourite.last().resolve({ liked: false });
    await flush();
    expect(selectIsLiked(f.snap())).toBe(false);
  });

  it('a failure leaves the heart as it was and emits nothing', async () => {
    const f = start({ liked: true });
    f.actor.send({ type: 'favourite.toggle' });
    f.setFavourite.last().reject({ status: 500, message: 'x' });
    await flush();
    expect(selectIsLiked(f.snap())).toBe(true);
    expect(selectIsSaving(f.snap())).toBe(false);
    expect(f.changed).toEqual([]);
  });

  it('presses while saving are ignored', async () => {
    const f = start();
    f.actor.send({ type: 'favourite.toggle' });
    f.actor.send({ type: 'favourite.toggle' });
    f.actor.send({ type: 'favourite.toggle' });
    expect(f.setFavourite.calls).toHaveLength(1);
    f.setFavourite.last().resolve({ liked: true });
    await flush();
    f.actor.send({ type: 'favourite.toggle' });
    expect(f.setFavourite.calls).toHaveLength(2);
    expect(f.setFavourite.last().input.liked).toBe(false);
  });

  it('un-favouriting in the favourites list tells the list to drop the card', async () => {
    const f = start({ liked: true });
    const remove = vi.fn();
    f.actor.on('favourite.changed', (e) => {
      if (!e.liked) remove(e.tripId);
    });
    f.actor.send({ type: 'favourite.toggle' });
    f.setFavourite.last().resolve({ liked: false });
    await flush();
    expect(remove).toHaveBeenCalledWith(12);
  });

  it('sync follows a refetched card and the session, but not over a save in flight', async () => {
    const f = start({ signedIn: false, liked: false });
    f.actor.send({ type: 'favourite.sync', signedIn: true, liked: true });
    expect(selectIsLiked(f.snap())).toBe(true);
    f.actor.send({ type: 'favourite.toggle' });
    f.actor.send({ type: 'favourite.sync', liked: true });
    f.setFavourite.last().resolve({ liked: false });
    await flush();
    expect(selectIsLiked(f.snap())).toBe(false);
  });
});
