import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type Actor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { errorMessages, successMessages, type BookingWithFiles as Booking } from '@rihla/contract';
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
  bookingCancelMachine,
  selectError,
  selectIsOpen,
  selectIsRefused,
  selectIsSending,
  selectSubject,
  selectSuccess,
  type CancelSubject,
} from './booking-cancel.machine.ts';

// docs/product.md ("Seats and cancellation", "Errors") for cancelling a booking, as an abstract
// model of what the customer does and what the server answers. Each path is played on a fresh real
// actor; after every step the real actor must mean what the model state says.
const model = createMachine({
  id: 'cancelSpec',
  types: {} as { events: { type: string; status?: number } },
  initial: 'idle',
  states: {
    idle: { on: { 'user.openCancellable': 'asking', 'user.openPastCutoff': 'idle' } },
    asking: { on: { 'user.reason': 'askingWithReason', 'user.confirm': 'sending', 'user.close': 'idle' } },
    askingWithReason: { on: { 'user.confirm': 'sending', 'user.close': 'idle' } },
    sending: {
      on: {
        'server.ok': 'cancelled',
        'server.rejected': [
          { guard: ({ event }) => event.status === 409 || event.status === 404, target: 'refused' },
          { guard: ({ event }) => event.status === 401, target: 'signedOut' },
          { target: 'failed' },
        ],
        // Escape or an outside click while sending changes nothing.
        'user.close': 'sending',
      },
    },
    failed: { on: { 'user.confirm': 'sending', 'user.close': 'idle' } },
    refused: { on: { 'user.close': 'reloaded' } },
    reloaded: { on: { 'user.openCancellable': 'asking' } },
    signedOut: {},
    cancelled: { on: { 'user.dismiss': 'idle', 'user.openCancellable': 'asking' } },
  },
});

const subject: CancelSubject = {
  id: 12,
  title: 'جولة في إسطنبول',
  fromDate: '2027-01-10',
  cancellableUntil: '2027-01-05T21:00:00.000Z',
};
const updated = { id: 12, status: 'cancelled' } as Booking;

class System {
  cancelBooking = controllable<Booking, { bookingId: number; reason: string | null }>();
  cancelled = vi.fn();
  reload = vi.fn();
  sessionExpired = vi.fn();
  actor: Actor<typeof bookingCancelMachine>;
  reason: string | null = null;
  private readonly seen: Set<string>;
  constructor(seen: Set<string>) {
    this.seen = seen;
    const machine = bookingCancelMachine.provide({
      actors: { cancelBooking: this.cancelBooking.logic },
      actions: {
        cancelled: (_, params) => this.cancelled(params),
        reload: this.reload,
        sessionExpired: this.sessionExpired,
      },
    });
    this.actor = createActor(machine).start();
  }
  get snap() {
    const s = this.actor.getSnapshot();
    for (const leaf of activeLeaves(s)) this.seen.add(leaf);
    return s;
  }
  expectAsking(error: string | null) {
    expect(selectIsOpen(this.snap)).toBe(true);
    expect(selectIsSending(this.snap)).toBe(false);
    expect(selectIsRefused(this.snap)).toBe(false);
    expect(selectSubject(this.snap)).toEqual(subject);
    expect(selectError(this.snap)).toBe(error);
    expect(this.snap.context.reason.trim() || null).toBe(this.reason);
    expect(this.snap.can({ type: 'cancel.confirm' })).toBe(true);
  }
  expectClosed() {
    expect(selectIsOpen(this.snap)).toBe(false);
    expect(selectSubject(this.snap)).toBeNull();
    expect(this.snap.context.reason).toBe('');
  }
}

const events = [409, 404, 401, 429, 500, 0].map((status) => ({ type: 'server.rejected', status }));
const stateModel = createTestModel(model, { events, serializeTransition: () => '' });
// Simple paths for the many routes, plus one path per transition: the self-loops (a booking past its
// cut-off opens nothing) are on no simple path.
const paths = walkPaths(
  stateModel.getSimplePaths(),
  edgeCoveringPaths(createTestModel(model, { events, serializeTransition: () => '' })),
);
const seen = new Set<string>();
const modelSeen = new Set<string>();

describe(`booking cancel model (${paths.length} paths)`, () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const sys = new System(seen);
    let sends = 0;
    let lastStatus = 0;
    await path.test({
      events: {
        'user.openCancellable': () => {
          sys.reason = null;
          sys.actor.send({ type: 'cancel.open', booking: subject });
        },
        'user.openPastCutoff': () => sys.actor.send({ type: 'cancel.open', booking: { ...subject, cancellableUntil: null } }),
        'user.reason': () => {
          sys.reason = 'تغيّرت خططي';
          sys.actor.send({ type: 'cancel.setReason', value: '  تغيّرت خططي ' });
        },
        'user.confirm': () => {
          sends++;
          sys.actor.send({ type: 'cancel.confirm' });
          sys.actor.send({ type: 'cancel.confirm' });
        },
        'user.close': () => sys.actor.send({ type: 'cancel.close' }),
        'user.dismiss': () => sys.actor.send({ type: 'cancel.dismissMessage' }),
        'server.ok': async () => {
          sys.cancelBooking.last().resolve(updated);
          await flush();
        },
        'server.rejected': async ({ event }) => {
          lastStatus = (event as { status?: number }).status ?? 0;
          sys.cancelBooking
            .last()
            .reject(lastStatus ? { status: lastStatus, message: 'سبب الخادم' } : new TypeError('Failed to fetch'));
          await flush();
        },
      },
      states: {
        idle: () => {
          modelSeen.add('idle');
          sys.expectClosed();
          expect(selectSuccess(sys.snap)).toBeNull();
        },
        asking: () => {
          modelSeen.add('asking');
          sys.expectAsking(null);
          expect(selectSuccess(sys.snap)).toBeNull();
        },
        askingWithReason: () => {
          modelSeen.add('askingWithReason');
          sys.expectAsking(null);
        },
        sending: () => {
          modelSeen.add('sending');
          expect(selectIsSending(sys.snap)).toBe(true);
          expect(sys.snap.can({ type: 'cancel.confirm' })).toBe(false);
          expect(sys.cancelBooking.calls).toHaveLength(sends);
          expect(sys.cancelBooking.last().input).toEqual({ bookingId: 12, reason: sys.reason });
        },
        failed: () => {
          modelSeen.add('failed');
          sys.expectAsking(lastStatus === 429 ? errorMessages.tooManyRequests : errorMessages.server);
        },
        refused: () => {
          modelSeen.add('refused');
          expect(selectIsOpen(sys.snap)).toBe(true);
          expect(selectIsRefused(sys.snap)).toBe(true);
          expect(selectError(sys.snap)).toBe('سبب الخادم');
          expect(sys.snap.can({ type: 'cancel.confirm' })).toBe(false);
          expect(sys.reload).not.toHaveBeenCalled();
        },
        reloaded: () => {
          modelSeen.add('reloaded');
          sys.expectClosed();
          expect(sys.reload).toHaveBeenCalledTimes(1);
          expect(sys.cancelled).not.toHaveBeenCalled();
        },
        signedOut: () => {
          modelSeen.add('signedOut');
          sys.expectClosed();
          expect(sys.sessionExpired).toHaveBeenCalledTimes(1);
          expect(sys.cancelled).not.toHaveBeenCalled();
        },
        cancelled: () => {
          modelSeen.add('cancelled');
          sys.expectClosed();
          expect(selectSuccess(sys.snap)).toBe(successMessages.bookingCancelled);
          expect(sys.cancelled).toHaveBeenCalledTimes(1);
          expect(sys.cancelled).toHaveBeenCalledWith({ booking: updated });
        },
      },
    });
  });

  it('walked every state of the spec model and every state of the machine', () => {
    const modelStates = leafStates(model);
    const machineStates = leafStates(bookingCancelMachine);
    expect([...modelSeen].sort()).toEqual(modelStates);
    expect([...seen].sort()).toEqual(machineStates);
    const edges = modelEdges(stateModel.getAdjacencyMap());
    expect([...edges].filter((e) => !walkedEdges(paths).has(e))).toEqual([]);
    console.info(
      `booking cancel model: ${paths.length} paths walked; spec states ${modelSeen.size}/${modelStates.length}; ` +
        `spec transitions ${edges.size}/${edges.size}; machine states ${seen.size}/${machineStates.length} (${machineStates.join(', ')})`,
    );
  });
});
