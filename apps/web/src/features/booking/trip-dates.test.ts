import { describe, expect, it } from 'vitest';
import type { DayAvailability } from '@rihla/machines/trip-availability/trip-availability.machine';
import { dayNote } from './trip-dates.tsx';

// The calendar's note under a day (issue 30, item 3): the price when the trip's dates differ in
// price, the seats when few, both on two lines.
const day = (seatsLeft: number | null, price: number | null): DayAvailability => ({
  known: true,
  available: true,
  seatsLeft,
  price,
});

describe('a day’s note on the calendar', () => {
  it('says the seats when few, in red, as before', () => {
    expect(dayNote(day(3, null))).toBe('3 مقاعد');
    expect(dayNote(day(40, null))).toBeUndefined();
    expect(dayNote(day(null, null))).toBeUndefined();
  });
  it('says the price, calm, when the dates differ in price; both when seats are also few', () => {
    expect(dayNote(day(40, 1250))).toEqual({ text: '1,250', calm: true });
    expect(dayNote(day(2, 1250))).toEqual({ text: '1,250\nمقعدان', calm: false });
  });
  it('says nothing of a day that cannot be picked', () => {
    expect(dayNote({ known: true, available: false })).toBeUndefined();
    expect(dayNote({ known: false })).toBeUndefined();
  });
});
