import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type Actor } from 'xstate';
import type { TripAvailability } from '@rihla/contract';
import { activeLeaves, controllable, flush, type PendingCall } from '../test-support/harness.ts';
import { modelWalk } from '../test-support/model-walk.ts';
import {
  MAX_SEEK_MONTHS,
  selectDay,
  selectFailed,
  selectFirstDate,
  selectIsLoading,
  selectNoneLeft,
  tripAvailabilityMachine,
  type LoadMonthInput,
} from './trip-availability.machine.ts';

// A trip's bookable dates (docs/product.md, "Seats and cancellation") as an abstract model of what
// the visitor does and what the server answers for the month asked. A seek starts at the month of
// tomorrow (2027-01) and follows `next_month` until a month has a date; the calendar then shows
// months one at a time. "Browsed" states are the same ones with the calendar on a later month
// (2027-12) that a new seek does not reach, so the calendar's month is asked again once the seek is
// over. Each path is played on a fresh real actor; after every step the real actor must mean what
// the model state says.
// A seek's edges, the same with the calendar on the first month or a later one.
const seekingOn = (self: string, failed: string, found: string) => ({
  'server.empty': self,
  'server.dates': found,
  'server.fail': failed,
  // A new number of travellers drops the answer in flight and seeks again; the same one (or none) is
  // ignored, and so is the calendar until the seek is over.
  'user.setTravellers': self,
  'user.sameTravellers': self,
  'user.refresh': self,
  'user.showKnown': self,
});
const model = createMachine({
  id: 'tripAvailabilitySpec',
  types: {} as { events: { type: string } },
  initial: 'seeking',
  states: {
    seeking: {
      on: {
        ...seekingOn('seeking', 'seekFailed', 'found'),
        'server.last': 'noneLeft',
        // Every month empty to the end of the seek window.
        'server.endless': 'noneLeft',
      },
    },
    seekFailed: { on: { 'user.retry': 'seeking', 'user.setTravellers': 'seeking', 'user.refresh': 'seeking' } },
    found: {
      on: {
        'user.showKnown': 'found',
        'user.showInvalid': 'found',
        'user.showUnknown': 'monthLoading',
        'user.setTravellers': 'seeking',
        'user.sameTravellers': 'found',
        'user.refresh': 'seeking',
      },
    },
    noneLeft: { on: { 'user.showKnown': 'noneLeft', 'user.setTravellers': 'seeking', 'user.refresh': 'seeking' } },
    monthLoading: {
      on: {
        'server.dates': 'browsed',
        'server.fail': 'monthFailed',
        'user.setTravellers': 'seekingBrowsed',
        'user.refresh': 'seekingBrowsed',
      },
    },
    monthFailed: {
      on: {
        'user.retry': 'monthLoading',
        'user.showKnown': 'found',
        'user.setTravellers': 'seekingBrowsed',
        'user.refresh': 'seekingBrowsed',
      },
    },
    browsed: {
      on: {
        'user.showKnown': 'found',
        'user.setTravellers': 'seekingBrowsed',
        'user.refresh': 'seekingBrowsed',
      },
    },
    // A seek while the calendar shows 2027-12: once a date is found, that month is asked again.
    seekingBrowsed: { on: seekingOn('seekingBrowsed', 'seekFailedBrowsed', 'monthLoading') },
    seekFailedBrowsed: {
      on: { 'user.retry': 'seekingBrowsed', 'user.setTravellers': 'seekingBrowsed', 'user.refresh': 'seekingBrowsed' },
    },
  },
});

const START = '2027-01';
const LATER = '2027-12';
const nextMonth = (m: string) => {
  const [y, mm] = m.split('-').map(Number) as [number, number];
  return mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, '0')}`;
};
const answer = (call: PendingCall<TripAvailability, LoadMonthInput>, dates: string[], next: string | null): TripAvailability => ({
  trip_id: 5,
  month: call.input.month,
  travellers: call.input.travellers,
  kind: 'departures',
  dates: dates.map((date) => ({ date, seats_left: 3, price: null })),
  previous_month: null,
  next_month: next,
});

class System {
  load = controllable<TripAvailability, LoadMonthInput>();
  actor: Actor<typeof tripAvailabilityMachine>;
  travellers = 2;
  /** The month the seek asks next, and the first date it found (null: none yet, or none left). */
  seekMonth = START;
  firstDate: string | null = null;
  /** Where the current seek's calls start in `load.calls`. */
  seekStart = 0;
  settled = new Set<PendingCall<TripAvailability, LoadMonthInput>>();
  private readonly seen: Set<string>;
  constructor(seen: Set<string>) {
    this.seen = seen;
    this.actor = createActor(tripAvailabilityMachine.provide({ actors: { loadMonth: this.load.logic } }), {
      input: { tripId: 5, travellers: 2, month: START },
    }).start();
  }
  get snap() {
    const s = this.actor.getSnapshot();
    for (const leaf of activeLeaves(s)) this.seen.add(leaf);
    return s;
  }
  async settle(resolveWith: ((call: PendingCall<TripAvailability, LoadMonthInput>) => TripAvailability) | 'fail') {
    const call = this.load.last();
    this.settled.add(call);
    if (resolveWith === 'fail') call.reject({ status: 500 });
    else call.resolve(resolveWith(call));
    await flush();
  }
  /** Sends an event that must not start a call. */
  ignored(event: Parameters<Actor<typeof tripAvailabilityMachine>['send']>[0]) {
    const calls = this.load.calls.length;
    this.actor.send(event);
    expect(this.load.calls).toHaveLength(calls);
  }
  /** After an event that starts the seek over: its first call has just been made. */
  restartSeek() {
    this.seekMonth = START;
    this.firstDate = null;
    this.seekStart = this.load.calls.length - 1;
  }
  expectAsked(month: string) {
    expect(selectIsLoading(this.snap)).toBe(true);
    expect(selectFailed(this.snap)).toBe(false);
    expect(this.load.last().input).toEqual({ tripId: 5, month, travellers: this.travellers });
    // Every earlier call was answered or dropped: no answer of an old question can land.
    expect(this.load.calls.slice(0, -1).every((c) => this.settled.has(c) || c.signal.aborted)).toBe(true);
  }
  expectSeeking() {
    this.expectAsked(this.seekMonth);
    expect(selectFirstDate(this.snap)).toBeNull();
    expect(selectNoneLeft(this.snap)).toBe(false);
  }
  expectSeekFailed() {
    expect(selectFailed(this.snap)).toBe(true);
    expect(selectIsLoading(this.snap)).toBe(false);
    expect(selectNoneLeft(this.snap)).toBe(false);
    expect(selectFirstDate(this.snap)).toBeNull();
    expect(this.snap.can({ type: 'availability.retry' })).toBe(true);
  }
  expectCalendar(visible: string) {
    expect(this.snap.context.visibleMonth).toBe(visible);
    expect(selectFirstDate(this.snap)).toBe(this.firstDate);
    expect(selectNoneLeft(this.snap)).toBe(false);
    expect(selectDay(this.snap, this.firstDate!)).toEqual({ known: true, available: true, seatsLeft: 3, price: null });
  }
}

// One path per transition of the model (simple paths number thousands once the states loop).
const { paths, seen, modelSeen, expectEverythingWalked } = modelWalk(model);

describe(`trip availability model (${paths.length} paths)`, () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const sys = new System(seen);
    const seeking = () => selectIsLoading(sys.snap) && !sys.snap.matches('ready');
    await path.test({
      events: {
        'server.empty': async () => {
          if (seeking()) sys.seekMonth = nextMonth(sys.seekMonth);
          await sys.settle((call) => answer(call, [], nextMonth(call.input.month)));
        },
        'server.dates': async () => {
          if (seeking()) sys.firstDate = `${sys.seekMonth}-14`;
          await sys.settle((call) => answer(call, [`${call.input.month}-14`], nextMonth(call.input.month)));
        },
        'server.last': () => sys.settle((call) => answer(call, [], null)),
        'server.endless': async () => {
          for (let i = 0; i < MAX_SEEK_MONTHS + 3 && seeking(); i++) {
            await sys.settle((call) => answer(call, [], nextMonth(call.input.month)));
          }
          // The seek asks at most MAX_SEEK_MONTHS months, however far next_month goes.
          expect(sys.load.calls.length - sys.seekStart).toBe(MAX_SEEK_MONTHS);
        },
        'server.fail': () => sys.settle('fail'),
        'user.setTravellers': () => {
          sys.travellers = sys.travellers === 2 ? 5 : 2;
          sys.actor.send({ type: 'availability.setTravellers', count: sys.travellers });
          sys.restartSeek();
        },
        'user.sameTravellers': () => {
          sys.ignored({ type: 'availability.setTravellers', count: sys.travellers });
          sys.ignored({ type: 'availability.setTravellers', count: 0 });
        },
        'user.refresh': () => {
          sys.actor.send({ type: 'availability.refresh' });
          sys.restartSeek();
        },
        'user.retry': () => {
          // A failed seek starts over; a failed month is asked again.
          const seekFailed = !sys.snap.matches('ready');
          sys.actor.send({ type: 'availability.retry' });
          if (seekFailed) sys.restartSeek();
        },
        'user.showKnown': () => sys.ignored({ type: 'availability.showMonth', month: START }),
        'user.showInvalid': () => {
          sys.ignored({ type: 'availability.showMonth', month: '2027-13' });
          sys.ignored({ type: 'availability.showMonth', month: '0202-01' });
        },
        'user.showUnknown': () => sys.actor.send({ type: 'availability.showMonth', month: LATER }),
      },
      states: {
        seeking: () => {
          modelSeen.add('seeking');
          sys.expectSeeking();
          expect(sys.snap.context.visibleMonth).toBe(START);
        },
        seekingBrowsed: () => {
          modelSeen.add('seekingBrowsed');
          sys.expectSeeking();
          expect(sys.snap.context.visibleMonth).toBe(LATER);
        },
        seekFailed: () => {
          modelSeen.add('seekFailed');
          sys.expectSeekFailed();
          expect(sys.snap.context.visibleMonth).toBe(START);
        },
        seekFailedBrowsed: () => {
          modelSeen.add('seekFailedBrowsed');
          sys.expectSeekFailed();
          expect(sys.snap.context.visibleMonth).toBe(LATER);
        },
        found: () => {
          modelSeen.add('found');
          expect(selectIsLoading(sys.snap)).toBe(false);
          expect(selectFailed(sys.snap)).toBe(false);
          sys.expectCalendar(START);
          expect(selectDay(sys.snap, `${START}-20`)).toEqual({ known: true, available: false });
        },
        noneLeft: () => {
          modelSeen.add('noneLeft');
          expect(selectIsLoading(sys.snap)).toBe(false);
          expect(selectFailed(sys.snap)).toBe(false);
          expect(selectNoneLeft(sys.snap)).toBe(true);
          expect(selectFirstDate(sys.snap)).toBeNull();
          expect(selectDay(sys.snap, `${START}-14`)).toEqual({ known: true, available: false });
        },
        monthLoading: () => {
          modelSeen.add('monthLoading');
          sys.expectAsked(LATER);
          sys.expectCalendar(LATER);
          expect(selectDay(sys.snap, `${LATER}-14`)).toEqual({ known: false });
        },
        monthFailed: () => {
          modelSeen.add('monthFailed');
          expect(selectFailed(sys.snap)).toBe(true);
          expect(selectIsLoading(sys.snap)).toBe(false);
          sys.expectCalendar(LATER);
          expect(sys.snap.can({ type: 'availability.retry' })).toBe(true);
        },
        browsed: () => {
          modelSeen.add('browsed');
          expect(selectIsLoading(sys.snap)).toBe(false);
          expect(selectFailed(sys.snap)).toBe(false);
          sys.expectCalendar(LATER);
          expect(selectDay(sys.snap, `${LATER}-14`)).toEqual({ known: true, available: true, seatsLeft: 3, price: null });
        },
      },
    });
  });

  it('walked every state of the spec model and every state of the machine', () => {
    expectEverythingWalked('trip availability', tripAvailabilityMachine);
  });
});
