import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type Actor } from 'xstate';
import { errorMessages, type AdminBookingDetail } from '@rihla/contract';
import { activeLeaves, controllable, flush } from '../test-support/harness.ts';
import { modelWalk } from '../test-support/model-walk.ts';
import {
  actionDone,
  adminBookingActionsMachine,
  selectBooking,
  selectCanSendCancel,
  selectError,
  selectIsBusy,
  selectIsDialogOpen,
  selectReason,
  selectSending,
  selectSuccess,
  type StaffAction,
} from './admin-booking-actions.machine.ts';

// Issue 17's booking actions for staff, as an abstract model of what the staff member does and what
// the server answers. Each path is played on a fresh real actor; after every step the real actor
// must mean what the model state says.
const rejected = (target: string) => [
  { guard: ({ event }: { event: { status?: number } }) => event.status === 409 || event.status === 404, target: 'rereading' },
  { guard: ({ event }: { event: { status?: number } }) => event.status === 401, target: 'signedOut' },
  { target },
];
const model = createMachine({
  id: 'staffActionsSpec',
  types: {} as { events: { type: string; status?: number } },
  initial: 'idle',
  states: {
    idle: { on: { 'user.confirm': 'sending', 'user.complete': 'sending', 'user.cancel': 'asking' } },
    // The dialog, no reason yet: sending is not possible.
    asking: { on: { 'user.reason': 'askingWithReason', 'user.send': 'asking', 'user.close': 'idle' } },
    askingWithReason: { on: { 'user.send': 'sendingCancel', 'user.close': 'idle' } },
    sending: { on: { 'server.ok': 'done', 'server.rejected': rejected('failed'), 'user.close': 'sending' } },
    // Escape or an outside click while the cancellation is sent changes nothing.
    sendingCancel: { on: { 'server.ok': 'done', 'server.rejected': rejected('cancelFailed'), 'user.close': 'sendingCancel' } },
    failed: { on: { 'user.confirm': 'sending', 'user.cancel': 'asking' } },
    cancelFailed: { on: { 'user.send': 'sendingCancel', 'user.close': 'idle' } },
    rereading: {
      on: {
        'server.reread': 'refused',
        'server.rereadFailed': [{ guard: ({ event }) => event.status === 401, target: 'signedOut' }, { target: 'refusedStale' }],
      },
    },
    refused: { on: { 'user.confirm': 'sending', 'user.cancel': 'asking' } },
    refusedStale: { on: { 'user.confirm': 'sending' } },
    signedOut: {},
    done: { on: { 'user.complete': 'sending', 'user.cancel': 'asking' } },
  },
});

const detail = (status: string) => ({ id: 12, status }) as AdminBookingDetail;

class System {
  changeStatus = controllable<AdminBookingDetail, { bookingId: number; to: StaffAction; reason: string | null }>();
  loadBooking = controllable<AdminBookingDetail, { bookingId: number }>();
  sessionExpired = vi.fn();
  actor: Actor<typeof adminBookingActionsMachine>;
  to: StaffAction | null = null;
  reason = '';
  /** The booking the actor should hand the screen (null: the screen's own read). */
  booking: AdminBookingDetail | null = null;
  private readonly seen: Set<string>;
  constructor(seen: Set<string>) {
    this.seen = seen;
    const machine = adminBookingActionsMachine.provide({
      actors: { changeStatus: this.changeStatus.logic, loadBooking: this.loadBooking.logic },
      actions: { sessionExpired: this.sessionExpired },
    });
    this.actor = createActor(machine, { input: { bookingId: 12 } }).start();
  }
  get snap() {
    const s = this.actor.getSnapshot();
    for (const leaf of activeLeaves(s)) this.seen.add(leaf);
    return s;
  }
  expectAsking(error: string | null) {
    expect(selectIsDialogOpen(this.snap)).toBe(true);
    expect(selectIsBusy(this.snap)).toBe(false);
    expect(selectError(this.snap)).toBe(error);
    expect(selectReason(this.snap)).toBe(this.reason);
    expect(selectCanSendCancel(this.snap)).toBe(this.reason.trim() !== '');
  }
  expectPage(error: string | null, success: string | null) {
    expect(selectIsDialogOpen(this.snap)).toBe(false);
    expect(selectIsBusy(this.snap)).toBe(false);
    expect(selectSending(this.snap)).toBeNull();
    expect(selectError(this.snap)).toBe(error);
    expect(selectSuccess(this.snap)).toBe(success);
    expect(selectBooking(this.snap)).toEqual(this.booking);
    expect(selectReason(this.snap)).toBe('');
  }
  expectSending(to: StaffAction, sends: number) {
    expect(selectIsBusy(this.snap)).toBe(true);
    expect(selectSending(this.snap)).toBe(to);
    expect(this.changeStatus.calls).toHaveLength(sends);
    expect(this.changeStatus.last().input).toEqual({ bookingId: 12, to, reason: to === 'cancelled' ? this.reason.trim() : null });
  }
}

const events = [
  ...[409, 404, 401, 429, 500, 0].map((status) => ({ type: 'server.rejected', status })),
  ...[0, 401].map((status) => ({ type: 'server.rereadFailed', status })),
];
// One path per transition of the model (simple paths number thousands once the states loop).
const { paths, seen, modelSeen, expectEverythingWalked } = modelWalk(model, { events });

describe(`admin booking actions model (${paths.length} paths)`, () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const sys = new System(seen);
    let sends = 0;
    let lastStatus = 0;
    const press = (to: StaffAction, type: 'actions.confirm' | 'actions.complete') => {
      sys.to = to;
      sends++;
      sys.actor.send({ type });
      // A second press while sending sends nothing more.
      sys.actor.send({ type });
    };
    await path.test({
      events: {
        'user.confirm': () => press('confirmed', 'actions.confirm'),
        'user.complete': () => press('completed', 'actions.complete'),
        'user.cancel': () => {
          sys.to = 'cancelled';
          sys.reason = '';
          sys.actor.send({ type: 'actions.cancel' });
        },
        'user.reason': () => {
          sys.reason = ' العميل طلب ذلك ';
          sys.actor.send({ type: 'actions.setReason', value: sys.reason });
        },
        'user.send': () => {
          if (sys.reason.trim()) sends++;
          sys.actor.send({ type: 'actions.sendCancel' });
          sys.actor.send({ type: 'actions.sendCancel' });
        },
        'user.close': () => {
          sys.actor.send({ type: 'actions.close' });
          if (!selectIsBusy(sys.snap)) sys.reason = '';
        },
        'server.ok': async () => {
          sys.booking = detail(sys.to!);
          sys.reason = '';
          sys.changeStatus.last().resolve(sys.booking);
          await flush();
        },
        'server.rejected': async ({ event }) => {
          lastStatus = (event as { status?: number }).status ?? 0;
          if ([404, 409].includes(lastStatus)) sys.reason = '';
          sys.changeStatus
            .last()
            .reject(lastStatus ? { status: lastStatus, message: 'سبب الخادم' } : new TypeError('Failed to fetch'));
          await flush();
        },
        'server.reread': async () => {
          sys.booking = detail('cancelled');
          sys.loadBooking.last().resolve(sys.booking);
          await flush();
        },
        'server.rereadFailed': async ({ event }) => {
          const status = (event as { status?: number }).status ?? 0;
          sys.loadBooking.last().reject(status ? { status } : new TypeError('Failed to fetch'));
          await flush();
        },
      },
      states: {
        idle: () => {
          modelSeen.add('idle');
          sys.expectPage(null, null);
        },
        asking: () => {
          modelSeen.add('asking');
          sys.expectAsking(null);
        },
        askingWithReason: () => {
          modelSeen.add('askingWithReason');
          sys.expectAsking(null);
        },
        sending: () => {
          modelSeen.add('sending');
          expect(selectIsDialogOpen(sys.snap)).toBe(false);
          sys.expectSending(sys.to!, sends);
        },
        sendingCancel: () => {
          modelSeen.add('sendingCancel');
          expect(selectIsDialogOpen(sys.snap)).toBe(true);
          sys.expectSending('cancelled', sends);
          expect(selectCanSendCancel(sys.snap)).toBe(false);
        },
        failed: () => {
          modelSeen.add('failed');
          sys.expectPage(lastStatus === 429 ? errorMessages.tooManyRequests : errorMessages.server, null);
        },
        cancelFailed: () => {
          modelSeen.add('cancelFailed');
          sys.expectAsking(lastStatus === 429 ? errorMessages.tooManyRequests : errorMessages.server);
        },
        rereading: () => {
          modelSeen.add('rereading');
          expect(selectIsDialogOpen(sys.snap)).toBe(false);
          expect(selectIsBusy(sys.snap)).toBe(true);
          expect(selectSending(sys.snap)).toBeNull();
          expect(selectError(sys.snap)).toBe('سبب الخادم');
          expect(sys.loadBooking.last().input).toEqual({ bookingId: 12 });
        },
        refused: () => {
          modelSeen.add('refused');
          sys.expectPage('سبب الخادم', null);
        },
        refusedStale: () => {
          modelSeen.add('refusedStale');
          sys.expectPage('سبب الخادم', null);
        },
        signedOut: () => {
          modelSeen.add('signedOut');
          expect(sys.snap.status).toBe('done');
          expect(sys.sessionExpired).toHaveBeenCalledTimes(1);
        },
        done: () => {
          modelSeen.add('done');
          sys.expectPage(null, actionDone(sys.to!));
        },
      },
    });
  });

  it('walked every state of the spec model and every state of the machine', () => {
    expectEverythingWalked('admin booking actions', adminBookingActionsMachine);
  });
});
