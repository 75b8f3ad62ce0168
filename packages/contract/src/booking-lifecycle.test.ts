import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, canChangeStatus, cancellableUntil, startOfBusinessDay, type BookingStatus } from './index.ts';

// docs/product.md, "States" and "Seats and cancellation".
describe('booking lifecycle', () => {
  it('allows exactly awaiting payment → pending | expired | cancelled, pending → confirmed → completed, and cancelled from pending or confirmed', () => {
    const allowed = BOOKING_STATUSES.flatMap((from) =>
      BOOKING_STATUSES.filter((to) => canChangeStatus(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual([
      'awaiting_payment→cancelled',
      'awaiting_payment→expired',
      'awaiting_payment→pending',
      'confirmed→cancelled',
      'confirmed→completed',
      'pending→cancelled',
      'pending→confirmed',
    ]);
    for (const s of ['cancelled', 'completed', 'expired'] as BookingStatus[])
      expect(BOOKING_STATUSES.some((to) => canChangeStatus(s, to))).toBe(false);
  });
});

describe('cancellation cut-off', () => {
  it('counts from midnight in Riyadh (UTC+3) of the first day', () => {
    expect(startOfBusinessDay('2027-03-10').toISOString()).toBe('2027-03-09T21:00:00.000Z');
    expect(cancellableUntil('2027-03-10', 96).toISOString()).toBe('2027-03-05T21:00:00.000Z');
    expect(cancellableUntil('2027-01-01', 0).toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });

  it('follows another zone’s daylight saving when asked', () => {
    // London is on BST (UTC+1) in July.
    expect(startOfBusinessDay('2027-07-01', 'Europe/London').toISOString()).toBe('2027-06-30T23:00:00.000Z');
  });
});
