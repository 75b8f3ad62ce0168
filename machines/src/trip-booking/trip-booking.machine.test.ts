import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { selectDraft, selectPrice, tripBookingMachine } from './trip-booking.machine.ts';

const trip = {
  id: 31,
  price: 1000,
  default_adults: 2,
  default_childs: 1,
  max_additional_adults: 2,
  max_additional_childs: 1,
  price_per_additional_adult: 250.5,
  price_per_additional_child: 100.25,
};

function start(t = trip) {
  const saveDraft = vi.fn();
  const navigateToBooking = vi.fn();
  const actor = createActor(
    tripBookingMachine.provide({
      actions: { saveDraft: (_, p) => saveDraft(p), navigateToBooking: (_, p) => navigateToBooking(p) },
    }),
    { input: { trip: t } },
  ).start();
  return { actor, saveDraft, navigateToBooking, snap: () => actor.getSnapshot() };
}

describe('trip steppers and booking draft', () => {
  it('starts at the trip defaults and saves them to the draft on load', () => {
    const t = start();
    expect(t.snap().context).toMatchObject({ adults: 2, children: 1 });
    expect(t.saveDraft).toHaveBeenCalledWith({ draft: { adults_count: 2, children_count: 1, total_price: 1000 } });
  });

  it('adults stay within 0 .. default + additional; buttons disable at the bounds', () => {
    const t = start();
    for (let i = 0; i < 5; i++) t.actor.send({ type: 'steppers.incrementAdults' });
    expect(t.snap().context.adults).toBe(4);
    expect(t.snap().can({ type: 'steppers.incrementAdults' })).toBe(false);
    for (let i = 0; i < 6; i++) t.actor.send({ type: 'steppers.decrementAdults' });
    expect(t.snap().context.adults).toBe(0);
    expect(t.snap().can({ type: 'steppers.decrementAdults' })).toBe(false);
  });

  it('children stay within 0 .. default + additional; typed values are clamped', () => {
    const t = start();
    t.actor.send({ type: 'steppers.setChildren', value: 9 });
    expect(t.snap().context.children).toBe(2);
    expect(t.snap().can({ type: 'steppers.incrementChildren' })).toBe(false);
    t.actor.send({ type: 'steppers.setChildren', value: -3 });
    expect(t.snap().context.children).toBe(0);
    t.actor.send({ type: 'steppers.setAdults', value: Number.NaN });
    expect(t.snap().context.adults).toBe(2);
  });

  it('the total follows the contract formula, fewer than the default never lowers it', () => {
    const t = start();
    t.actor.send({ type: 'steppers.incrementAdults' });
    t.actor.send({ type: 'steppers.incrementAdults' });
    t.actor.send({ type: 'steppers.incrementChildren' });
    expect(selectPrice(t.snap()).total).toBe(1601.25);
    t.actor.send({ type: 'steppers.setAdults', value: 0 });
    t.actor.send({ type: 'steppers.setChildren', value: 0 });
    expect(selectPrice(t.snap()).total).toBe(1000);
  });

  it('book saves counts and total, then navigates; not with zero adults', () => {
    const t = start();
    t.actor.send({ type: 'steppers.incrementChildren' });
    t.actor.send({ type: 'trip.book' });
    expect(t.saveDraft).toHaveBeenLastCalledWith({ draft: { adults_count: 2, children_count: 2, total_price: 1100.25 } });
    expect(t.navigateToBooking).toHaveBeenCalledWith({ tripId: 31 });
    expect(selectDraft(t.snap())).toEqual({ adults_count: 2, children_count: 2, total_price: 1100.25 });
    t.actor.send({ type: 'steppers.setAdults', value: 0 });
    expect(t.snap().can({ type: 'trip.book' })).toBe(false);
    t.actor.send({ type: 'trip.book' });
    expect(t.navigateToBooking).toHaveBeenCalledTimes(1);
  });

  it('book is final: the steppers and a second press do nothing once the counts are handed over', () => {
    const t = start();
    t.actor.send({ type: 'trip.book' });
    expect(t.snap().status).toBe('done');
    t.actor.send({ type: 'steppers.incrementAdults' });
    t.actor.send({ type: 'trip.book' });
    expect(t.snap().context.adults).toBe(2);
    expect(t.saveDraft).toHaveBeenCalledTimes(2);
    expect(t.navigateToBooking).toHaveBeenCalledTimes(1);
  });
});
