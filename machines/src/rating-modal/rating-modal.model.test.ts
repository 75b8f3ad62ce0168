import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, SimulatedClock, type Actor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { errorMessages, successMessages, type RatePayload } from '@rihla/contract';
import { activeLeaves, controllable, flush, leafStates, modelEdges, walkedEdges, walkPaths } from '../test-support/harness.ts';
import {
  ratingModalMachine,
  RELOAD_AFTER_RATING_MS,
  selectError,
  selectIsOpen,
  selectIsSending,
  selectSuccess,
} from './rating-modal.machine.ts';

// docs/product.md ("Screens and routes", "States", "Errors") for the rating modal, as an abstract model: what the user does, what
// the server answers, and the 250 ms passing. Each simple path is played on a fresh real actor with a
// simulated clock; after every step the real actor must mean what the model state says.
const model = createMachine({
  id: 'ratingSpec',
  types: {} as { events: { type: string; status?: number } },
  initial: 'idle',
  states: {
    idle: { on: { 'user.rateTrip': 'editingNew', 'user.editRating': 'editingPrefilled' } },
    editingNew: {
      on: { 'user.stars': 'editingChanged', 'user.comment': 'editingChanged', 'user.send': 'sending', 'user.close': 'idle' },
    },
    editingPrefilled: {
      on: { 'user.stars': 'editingChanged', 'user.send': 'sending', 'user.close': 'idle' },
    },
    editingChanged: { on: { 'user.send': 'sending', 'user.close': 'idle' } },
    sending: {
      on: {
        'server.ok': 'thanked',
        'server.rejected': [
          { guard: ({ event }) => event.status === 401, target: 'failedAuth' },
          { guard: ({ event }) => event.status === 400 || event.status === 429, target: 'failedInput' },
          { target: 'failedServer' },
        ],
        // Outside click while sending changes nothing.
        'user.close': 'sending',
      },
    },
    failedInput: { on: { 'user.send': 'sending', 'user.close': 'idle' } },
    failedAuth: { on: { 'user.send': 'sending', 'user.close': 'idle' } },
    failedServer: { on: { 'user.send': 'sending', 'user.close': 'idle' } },
    thanked: { on: { 'time.reloadDelay': 'reloaded' } },
    reloaded: { on: { 'user.dismiss': 'idle', 'user.rateTrip': 'editingNew' } },
  },
});

class System {
  sendRating = controllable<void, RatePayload>();
  scrollToTop = vi.fn();
  reloadList = vi.fn();
  clock = new SimulatedClock();
  actor: Actor<typeof ratingModalMachine>;
  expected = { booking_id: 0, rate: 0, comment: '' };
  private readonly seen: Set<string>;
  constructor(seen: Set<string>) {
    this.seen = seen;
    const machine = ratingModalMachine.provide({
      actors: { sendRating: this.sendRating.logic },
      actions: { scrollToTop: this.scrollToTop, reloadList: this.reloadList },
    });
    this.actor = createActor(machine, { clock: this.clock }).start();
  }
  get snap() {
    const s = this.actor.getSnapshot();
    for (const leaf of activeLeaves(s)) this.seen.add(leaf);
    return s;
  }
  expectOpenWith(error: string | null) {
    expect(selectIsOpen(this.snap)).toBe(true);
    expect(selectIsSending(this.snap)).toBe(false);
    expect(selectError(this.snap)).toBe(error);
    const { bookingId, rate, comment } = this.snap.context;
    expect({ booking_id: bookingId, rate, comment }).toEqual(this.expected);
    expect(this.snap.can({ type: 'rating.submit' })).toBe(true);
  }
}

// Simple paths use the model state alone as a vertex (state + arriving event would multiply the
// retry loops into the millions); shortest paths to every transition add the edges back to a state
// already visited (close → idle).
const events = [400, 429, 401, 500].map((status) => ({ type: 'server.rejected', status }));
const stateModel = createTestModel(model, { events, serializeTransition: () => '' });
const paths = walkPaths(stateModel.getSimplePaths(), createTestModel(model, { events }).getShortestPaths());
const seen = new Set<string>();
const modelSeen = new Set<string>();

describe(`rating modal model (${paths.length} paths)`, () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const sys = new System(seen);
    let sends = 0;
    await path.test({
      events: {
        'user.rateTrip': () => {
          sys.expected = { booking_id: 3, rate: 0, comment: '' };
          sys.actor.send({ type: 'rating.open', bookingId: 3 });
        },
        'user.editRating': () => {
          sys.expected = { booking_id: 8, rate: 4, comment: 'رائع' };
          sys.actor.send({ type: 'rating.edit', bookingId: 8, rate: 4, comment: 'رائع' });
        },
        'user.stars': () => {
          sys.expected.rate = 2;
          sys.actor.send({ type: 'rating.setStars', value: 2 });
        },
        'user.comment': () => {
          sys.expected.comment = 'فندق نظيف';
          sys.actor.send({ type: 'rating.setComment', value: 'فندق نظيف' });
        },
        'user.send': () => {
          sends++;
          sys.actor.send({ type: 'rating.submit' });
          sys.actor.send({ type: 'rating.submit' });
        },
        'user.close': () => sys.actor.send({ type: 'rating.close' }),
        'user.dismiss': () => sys.actor.send({ type: 'rating.dismissMessage' }),
        'server.ok': async () => {
          sys.sendRating.last().resolve();
          await flush();
        },
        'server.rejected': async ({ event }) => {
          const status = (event as { status?: number }).status;
          sys.sendRating.last().reject({ status, message: 'رسالة الخادم' });
          await flush();
        },
        'time.reloadDelay': () => {
          sys.clock.increment(RELOAD_AFTER_RATING_MS - 1);
          expect(sys.reloadList).not.toHaveBeenCalled();
          sys.clock.increment(1);
        },
      },
      states: {
        idle: () => {
          modelSeen.add('idle');
          expect(selectIsOpen(sys.snap)).toBe(false);
          expect(selectSuccess(sys.snap)).toBeNull();
          expect(sys.snap.context).toMatchObject({ bookingId: null, rate: 0, comment: '', error: null });
        },
        editingNew: () => {
          modelSeen.add('editingNew');
          sys.expectOpenWith(null);
          expect(selectSuccess(sys.snap)).toBeNull();
        },
        editingPrefilled: () => {
          modelSeen.add('editingPrefilled');
          sys.expectOpenWith(null);
        },
        editingChanged: () => {
          modelSeen.add('editingChanged');
          sys.expectOpenWith(null);
        },
        sending: () => {
          modelSeen.add('sending');
          expect(selectIsSending(sys.snap)).toBe(true);
          expect(selectIsOpen(sys.snap)).toBe(true);
          expect(sys.snap.can({ type: 'rating.submit' })).toBe(false);
          expect(sys.sendRating.calls).toHaveLength(sends);
          expect(sys.sendRating.last().input).toEqual(sys.expected);
        },
        failedInput: () => {
          modelSeen.add('failedInput');
          sys.expectOpenWith(errorMessages.profileInput);
        },
        failedAuth: () => {
          modelSeen.add('failedAuth');
          sys.expectOpenWith('رسالة الخادم');
        },
        failedServer: () => {
          modelSeen.add('failedServer');
          sys.expectOpenWith(errorMessages.server);
        },
        thanked: () => {
          modelSeen.add('thanked');
          expect(selectIsOpen(sys.snap)).toBe(false);
          expect(selectSuccess(sys.snap)).toBe(successMessages.ratingSent);
          expect(sys.scrollToTop).toHaveBeenCalledTimes(1);
          expect(sys.reloadList).not.toHaveBeenCalled();
        },
        reloaded: () => {
          modelSeen.add('reloaded');
          expect(selectIsOpen(sys.snap)).toBe(false);
          expect(selectSuccess(sys.snap)).toBe(successMessages.ratingSent);
          expect(sys.reloadList).toHaveBeenCalledTimes(1);
        },
      },
    });
  });

  it('walked every state of the spec model and every state of the machine', () => {
    const modelStates = leafStates(model);
    const machineStates = leafStates(ratingModalMachine);
    expect([...modelSeen].sort()).toEqual(modelStates);
    expect([...seen].sort()).toEqual(machineStates);
    const edges = modelEdges(stateModel.getAdjacencyMap());
    expect([...edges].filter((e) => !walkedEdges(paths).has(e))).toEqual([]);
    console.info(
      `rating modal model: ${paths.length} paths walked; spec states ${modelSeen.size}/${modelStates.length}; ` +
        `spec transitions ${edges.size}/${edges.size}; machine states ${seen.size}/${machineStates.length} (${machineStates.join(', ')})`,
    );
  });
});
