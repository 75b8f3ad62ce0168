import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { TripAvailability } from '@rihla/contract';
import { controllable, flush } from '../test-support/harness.ts';
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

const month = (m: string, dates: Array<[string, number | null]>, next: string | null = null): TripAvailability => ({
  trip_id: 5,
  month: m,
  travellers: 2,
  kind: 'departures',
  dates: dates.map(([date, seats_left]) => ({ date, seats_left, price: null })),
  previous_month: null,
  next_month: next,
});

function start() {
  const load = controllable<TripAvailability, LoadMonthInput>();
  const actor = createActor(tripAvailabilityMachine.provide({ actors: { loadMonth: load.logic } }), {
    input: { tripId: 5, travellers: 2, month: '2027-01' },
  }).start();
  return { load, actor, snap: () => actor.getSnapshot() };
}

describe('trip availability', () => {
  it('seeks forward to the first month with a date and knows each day of the months it saw', async () => {
    const { load, snap } = start();
    expect(selectIsLoading(snap())).toBe(true);
    expect(load.last().input).toEqual({ tripId: 5, month: '2027-01', travellers: 2 });
    load.last().resolve(month('2027-01', [], '2027-02'));
    await flush();
    expect(load.last().input.month).toBe('2027-02');
    load.last().resolve(
      month(
        '2027-02',
        [
          ['2027-02-14', 3],
          ['2027-02-20', null],
        ],
        '2027-03',
      ),
    );
    await flush();
    expect(selectIsLoading(snap())).toBe(false);
    expect(selectFirstDate(snap())).toBe('2027-02-14');
    expect(selectNoneLeft(snap())).toBe(false);
    expect(selectDay(snap(), '2027-01-20')).toEqual({ known: true, available: false });
    expect(selectDay(snap(), '2027-02-14')).toEqual({ known: true, available: true, seatsLeft: 3, price: null });
    expect(selectDay(snap(), '2027-02-15')).toEqual({ known: true, available: false });
    expect(selectDay(snap(), '2027-03-01')).toEqual({ known: false });
    expect(load.calls).toHaveLength(2);
  });

  it('says nothing is left once every month to the end of the window is empty, and stops at the limit', async () => {
    const { load, snap } = start();
    load.last().resolve(month('2027-01', [], null));
    await flush();
    expect(selectNoneLeft(snap())).toBe(true);

    const endless = start();
    for (let i = 0; i < MAX_SEEK_MONTHS + 3; i++) {
      if (!selectIsLoading(endless.snap())) break;
      endless.load.last().resolve(month(`2027-${String((i % 12) + 1).padStart(2, '0')}`, [], '2099-01'));
      await flush();
    }
    expect(endless.load.calls).toHaveLength(MAX_SEEK_MONTHS);
    expect(selectNoneLeft(endless.snap())).toBe(true);
  });

  it('asks for a month the calendar shows once, and again only after a refresh', async () => {
    const { load, actor, snap } = start();
    load.last().resolve(month('2027-01', [['2027-01-09', 4]], '2027-02'));
    await flush();
    actor.send({ type: 'availability.showMonth', month: '2027-02' });
    expect(selectIsLoading(snap())).toBe(true);
    load.last().resolve(month('2027-02', [['2027-02-02', 8]]));
    await flush();
    actor.send({ type: 'availability.showMonth', month: '2027-01' });
    actor.send({ type: 'availability.showMonth', month: '2027-02' });
    actor.send({ type: 'availability.showMonth', month: 'not-a-month' });
    // Before the first month sought there is nothing to book: a year typed digit by digit is not asked.
    for (const past of ['0002-01', '0202-01', '2026-12']) actor.send({ type: 'availability.showMonth', month: past });
    expect(load.calls).toHaveLength(2);
    expect(selectIsLoading(snap())).toBe(false);

    // A booking refused for want of seats: what was known is asked again, the shown month included.
    actor.send({ type: 'availability.refresh' });
    expect(load.last().input.month).toBe('2027-01');
    load.last().resolve(month('2027-01', [], '2027-02'));
    await flush();
    load.last().resolve(month('2027-02', [], null));
    await flush();
    expect(selectNoneLeft(snap())).toBe(true);
    expect(selectDay(snap(), '2027-01-09')).toEqual({ known: true, available: false });
    expect(load.calls).toHaveLength(4);
  });

  it('asks again for the new number of travellers, dropping the answer in flight', async () => {
    const { load, actor, snap } = start();
    const first = load.last();
    actor.send({ type: 'availability.setTravellers', count: 2 });
    expect(load.calls).toHaveLength(1);
    actor.send({ type: 'availability.setTravellers', count: 5 });
    expect(first.signal.aborted).toBe(true);
    expect(load.last().input).toEqual({ tripId: 5, month: '2027-01', travellers: 5 });
    load.last().resolve(month('2027-01', [['2027-01-30', 6]]));
    await flush();
    expect(selectFirstDate(snap())).toBe('2027-01-30');
  });

  it('offers a retry after a failed call, for the seek and for a shown month', async () => {
    const { load, actor, snap } = start();
    load.last().reject({ status: 500 });
    await flush();
    expect(selectFailed(snap())).toBe(true);
    actor.send({ type: 'availability.retry' });
    load.last().resolve(month('2027-01', [['2027-01-09', null]], '2027-02'));
    await flush();
    actor.send({ type: 'availability.showMonth', month: '2027-02' });
    load.last().reject(new TypeError('Failed to fetch'));
    await flush();
    expect(selectFailed(snap())).toBe(true);
    expect(selectFirstDate(snap())).toBe('2027-01-09');
    actor.send({ type: 'availability.retry' });
    expect(load.last().input.month).toBe('2027-02');
    load.last().resolve(month('2027-02', [['2027-02-02', 1]]));
    await flush();
    expect(selectFailed(snap())).toBe(false);
    expect(selectDay(snap(), '2027-02-02')).toMatchObject({ available: true, seatsLeft: 1 });
  });
});
