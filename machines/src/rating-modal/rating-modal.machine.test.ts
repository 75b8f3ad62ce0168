import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { errorMessages, successMessages, type RatePayload } from '@rihla/contract';
import { controllable, flush } from '../test-support/harness.ts';
import {
  ratingErrorMessage,
  ratingModalMachine,
  RELOAD_AFTER_RATING_MS,
  selectError,
  selectIsOpen,
  selectIsSending,
  selectNeedsSignIn,
  selectSubject,
  selectSuccess,
} from './rating-modal.machine.ts';

function start() {
  const sendRating = controllable<void, RatePayload>();
  const scrollToTop = vi.fn();
  const reloadList = vi.fn();
  const clock = new SimulatedClock();
  const machine = ratingModalMachine.provide({ actors: { sendRating: sendRating.logic }, actions: { scrollToTop, reloadList } });
  const actor = createActor(machine, { clock }).start();
  return { actor, sendRating, scrollToTop, reloadList, clock, snap: () => actor.getSnapshot() };
}

describe('rating modal', () => {
  it('opens empty for a new rating', () => {
    const r = start();
    expect(selectIsOpen(r.snap())).toBe(false);
    r.actor.send({ type: 'rating.open', bookingId: 3 });
    expect(selectIsOpen(r.snap())).toBe(true);
    expect(r.snap().context).toMatchObject({ bookingId: 3, rate: 0, comment: '', error: null });
  });

  it('opens pre-filled to edit a rating', () => {
    const r = start();
    r.actor.send({ type: 'rating.edit', bookingId: 4, rate: 4, comment: 'رحلة رائعة' });
    expect(r.snap().context).toMatchObject({ bookingId: 4, rate: 4, comment: 'رحلة رائعة' });
    r.actor.send({ type: 'rating.close' });
    r.actor.send({ type: 'rating.edit', bookingId: 5, rate: 3, comment: null });
    expect(r.snap().context.comment).toBe('');
  });

  it('stars are whole numbers from 0 to 5; the cross sets 0', () => {
    const r = start();
    r.actor.send({ type: 'rating.open', bookingId: 3 });
    r.actor.send({ type: 'rating.setStars', value: 5 });
    expect(r.snap().context.rate).toBe(5);
    for (const bad of [6, -1, 2.5, Number.NaN]) {
      r.actor.send({ type: 'rating.setStars', value: bad });
      expect(r.snap().context.rate).toBe(5);
    }
    r.actor.send({ type: 'rating.setStars', value: 0 });
    expect(r.snap().context.rate).toBe(0);
    expect(r.snap().can({ type: 'rating.submit' })).toBe(true);
  });

  it('sends booking_id, rate and comment once, however often submit is pressed', () => {
    const r = start();
    r.actor.send({ type: 'rating.open', bookingId: 3 });
    r.actor.send({ type: 'rating.setStars', value: 4 });
    r.actor.send({ type: 'rating.setComment', value: 'جيد' });
    r.actor.send({ type: 'rating.submit' });
    r.actor.send({ type: 'rating.submit' });
    expect(r.sendRating.calls).toHaveLength(1);
    expect(r.sendRating.last().input).toEqual({ booking_id: 3, rate: 4, comment: 'جيد' });
    expect(selectIsSending(r.snap())).toBe(true);
    expect(r.snap().can({ type: 'rating.submit' })).toBe(false);
  });

  it('success: message, scroll to top, and the list reloaded after 250 ms', async () => {
    const r = start();
    r.actor.send({ type: 'rating.open', bookingId: 3 });
    r.actor.send({ type: 'rating.submit' });
    r.sendRating.last().resolve();
    await flush();
    expect(selectSuccess(r.snap())).toBe(successMessages.ratingSent);
    expect(selectIsOpen(r.snap())).toBe(false);
    expect(r.scrollToTop).toHaveBeenCalledTimes(1);
    expect(r.reloadList).not.toHaveBeenCalled();
    r.clock.increment(RELOAD_AFTER_RATING_MS - 1);
    expect(r.reloadList).not.toHaveBeenCalled();
    r.clock.increment(1);
    expect(r.reloadList).toHaveBeenCalledTimes(1);
    expect(r.snap().value).toBe('closed');
    expect(selectSuccess(r.snap())).toBe(successMessages.ratingSent);
    r.actor.send({ type: 'rating.dismissMessage' });
    expect(selectSuccess(r.snap())).toBeNull();
  });

  it.each([
    [{ status: 400, message: 'bad' }, errorMessages.profileInput],
    [{ status: 429 }, errorMessages.profileInput],
    [{ status: 401, message: 'هذا الحجز ليس لك' }, 'هذا الحجز ليس لك'],
    [{ status: 401 }, errorMessages.unauthenticated],
    [{ status: 500, message: 'SQLSTATE' }, errorMessages.server],
    [new Error('network'), errorMessages.server],
  ])('error %j shows %s and keeps the modal open with its values', async (error, message) => {
    const r = start();
    r.actor.send({ type: 'rating.open', bookingId: 3 });
    r.actor.send({ type: 'rating.setStars', value: 2 });
    r.actor.send({ type: 'rating.submit' });
    r.sendRating.last().reject(error);
    await flush();
    expect(selectError(r.snap())).toBe(message);
    expect(selectIsOpen(r.snap())).toBe(true);
    expect(r.snap().context.rate).toBe(2);
    expect(r.scrollToTop).not.toHaveBeenCalled();
    r.actor.send({ type: 'rating.submit' });
    expect(selectError(r.snap())).toBeNull();
    expect(r.sendRating.calls).toHaveLength(2);
  });

  it('close or an outside click cancels and clears; ignored while sending', async () => {
    const r = start();
    r.actor.send({ type: 'rating.edit', bookingId: 4, rate: 4, comment: 'x' });
    r.actor.send({ type: 'rating.close' });
    expect(selectIsOpen(r.snap())).toBe(false);
    expect(r.snap().context).toMatchObject({ bookingId: null, rate: 0, comment: '', error: null });
    r.actor.send({ type: 'rating.open', bookingId: 9 });
    r.actor.send({ type: 'rating.submit' });
    r.actor.send({ type: 'rating.close' });
    expect(selectIsSending(r.snap())).toBe(true);
    r.sendRating.last().reject({ status: 400 });
    await flush();
    r.actor.send({ type: 'rating.close' });
    expect(r.snap().context.error).toBeNull();
  });

  it('names the trip and its dates it was opened for, and forgets them on close', () => {
    const r = start();
    const subject = { title: 'رحلة إلى طرابزون', fromDate: '2026-12-01', toDate: '2026-12-08' };
    r.actor.send({ type: 'rating.open', bookingId: 3, subject });
    expect(selectSubject(r.snap())).toEqual(subject);
    r.actor.send({ type: 'rating.close' });
    expect(selectSubject(r.snap())).toBeNull();
    r.actor.send({ type: 'rating.edit', bookingId: 3, rate: 4, comment: null, subject });
    expect(selectSubject(r.snap())).toEqual(subject);
  });

  it('a 401 keeps stars, comment and trip, shows the server message and asks to sign in', async () => {
    const r = start();
    const subject = { title: 'رحلة', fromDate: '2026-12-01', toDate: '2026-12-08' };
    r.actor.send({ type: 'rating.open', bookingId: 3, subject });
    r.actor.send({ type: 'rating.setStars', value: 4 });
    r.actor.send({ type: 'rating.setComment', value: 'جميلة' });
    r.actor.send({ type: 'rating.submit' });
    expect(selectNeedsSignIn(r.snap())).toBe(false);
    r.sendRating.last().reject({ status: 401, message: 'انتهت الجلسة' });
    await flush();
    expect(selectError(r.snap())).toBe('انتهت الجلسة');
    expect(selectNeedsSignIn(r.snap())).toBe(true);
    expect(r.snap().context).toMatchObject({ bookingId: 3, rate: 4, comment: 'جميلة', subject });
    // Back after signing in: the screen reopens the kept draft; the request goes out again.
    r.actor.send({ type: 'rating.close' });
    r.actor.send({ type: 'rating.edit', bookingId: 3, rate: 4, comment: 'جميلة', subject });
    expect(selectNeedsSignIn(r.snap())).toBe(false);
    r.actor.send({ type: 'rating.submit' });
    expect(r.sendRating.last().input).toEqual({ booking_id: 3, rate: 4, comment: 'جميلة' });
  });

  it('maps errors the same outside the machine', () => {
    expect(ratingErrorMessage({ status: 503 })).toBe(errorMessages.server);
  });
});
