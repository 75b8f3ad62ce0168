import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { addDays, todayIso, tripMessages, type AdminTrip, type RecurringDepartures } from '@rihla/contract';
import { controllable, flush } from '../test-support/harness.ts';
import { storedTrip } from '../trip-editor/trip-editor.test-helpers.ts';
import {
  recurringBody,
  recurringDeparturesMachine,
  recurringDoneText,
  recurringMessages,
  selectRecurringBusy,
  selectRecurringErrors,
  selectRecurringMessage,
  type RecurringResult,
} from './recurring-departures.machine.ts';

// Issue 31, item 15: "every Friday until a date" in the back office's departures, one request.

function start() {
  const send = controllable<RecurringResult, { tripId: number; body: RecurringDepartures }>();
  const stored: AdminTrip[] = [];
  const actor = createActor(
    recurringDeparturesMachine.provide({
      actors: { send: send.logic },
      actions: { stored: (_, { trip }) => void stored.push(trip) },
    }),
    { input: { tripId: 7 } },
  ).start();
  return { actor, send, stored, snap: () => actor.getSnapshot() };
}

describe('recurring departures', () => {
  it('checks the rule before sending: each mistake at its field; a change clears its own', () => {
    const { actor, send, snap } = start();
    actor.send({ type: 'recurring.submit' });
    expect(send.calls).toHaveLength(0);
    expect(selectRecurringMessage(snap())).toEqual({ tone: 'error', text: recurringMessages.invalid });
    expect(selectRecurringErrors(snap())).toEqual({
      weekdays: tripMessages.recurringWeekdays,
      until: tripMessages.recurringUntil,
      seats: tripMessages.departureSeats,
    });
    actor.send({ type: 'recurring.toggleDay', day: 5, on: true });
    actor.send({ type: 'recurring.change', values: { seats: '٢٠' } });
    expect(selectRecurringErrors(snap())).toEqual({ until: tripMessages.recurringUntil });
  });

  it('sends the days, end, seats (Arabic digits read) and price, then says how many were made and skipped', async () => {
    const { actor, send, stored, snap } = start();
    const until = addDays(todayIso(), 60);
    actor.send({ type: 'recurring.toggleDay', day: 6, on: true });
    actor.send({ type: 'recurring.toggleDay', day: 5, on: true });
    actor.send({ type: 'recurring.toggleDay', day: 6, on: false });
    actor.send({ type: 'recurring.change', values: { until, seats: '٢٠', price: '2,800' } });
    actor.send({ type: 'recurring.submit' });
    expect(send.last().input).toEqual({ tripId: 7, body: { weekdays: [5], until, seats: 20, price: 2800 } });
    expect(selectRecurringBusy(snap())).toBe(true);
    actor.send({ type: 'recurring.submit' });
    expect(send.calls).toHaveLength(1);
    const trip = storedTrip();
    send.last().resolve({ trip, created: ['a', 'b', 'c'], skipped: ['d'] });
    await flush();
    expect(stored).toEqual([trip]);
    expect(selectRecurringMessage(snap())).toEqual({ tone: 'success', text: recurringDoneText(3, 1) });
    expect(recurringDoneText(3, 1)).toBe('عدد المغادرات المضافة: 3، والمتخطاة: 1 (لها مغادرة من قبل، أو أقرب من مهلة الحجز).');
    expect(recurringDoneText(8, 0)).toBe('عدد المغادرات المضافة: 8.');
  });

  it('puts the server’s refusal at its field, and any other failure in the banner', async () => {
    const { actor, send, snap } = start();
    actor.send({ type: 'recurring.toggleDay', day: 1, on: true });
    actor.send({ type: 'recurring.change', values: { until: addDays(todayIso(), 30), seats: '5' } });
    actor.send({ type: 'recurring.submit' });
    send.last().reject({ status: 422, message: 'راجع الحقول', errors: { until: [tripMessages.recurringTooMany] } });
    await flush();
    expect(selectRecurringErrors(snap())).toEqual({ until: tripMessages.recurringTooMany });
    expect(selectRecurringMessage(snap())).toEqual({ tone: 'error', text: 'راجع الحقول' });
    actor.send({ type: 'recurring.submit' });
    send.last().reject(new Error('offline'));
    await flush();
    expect(selectRecurringMessage(snap())).toEqual({ tone: 'error', text: recurringMessages.failed });
  });

  it('an empty price is the trip’s (null)', () => {
    expect(recurringBody({ weekdays: [5, 0], until: '2027-01-01', seats: '3', price: ' ' })).toEqual({
      weekdays: [0, 5],
      until: '2027-01-01',
      seats: 3,
      price: null,
    });
  });
});
