import { describe, expect, it } from 'vitest';
import { bookingCalendar } from './calendar-file.ts';

// Issue 31, item 8: a booking as an .ics file a phone's calendar opens.
describe('a booking’s calendar file', () => {
  const file = bookingCalendar(
    {
      id: 42,
      title: 'جولة في إسطنبول, البوسفور; والقصور',
      from: '2027-03-10',
      to: '2027-03-14',
      url: 'https://rihla.example/account/trips/42',
      destination: 'إسطنبول',
    },
    new Date('2027-01-05T08:30:00Z'),
  );
  const lines = file.split('\r\n');

  it('is one all-day event from the first day to the day after the last', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270310');
    expect(lines).toContain('DTEND;VALUE=DATE:20270315');
    expect(lines).toContain('UID:booking-42@rihla');
    expect(lines).toContain('DTSTAMP:20270105T083000Z');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes commas, semicolons and newlines, and folds lines at 75 octets without splitting a letter', () => {
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:رحلة: جولة في إسطنبول\\, البوسفور\\; والقصور');
    expect(unfolded).toContain('DESCRIPTION:الحجز رقم 42\\nhttps://rihla.example/account/trips/42');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // Every continuation decodes: no UTF-8 sequence was cut.
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(file))).not.toThrow();
  });
});
