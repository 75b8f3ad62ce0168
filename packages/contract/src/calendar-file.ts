import { addDays } from './dates.ts';
import type { IsoDate } from './types.ts';

// A booking as an iCalendar file (RFC 5545) for the customer's calendar (issue 31, item 8): one
// all-day event from the trip's first day to its last (DTEND is the day after, exclusive), its
// number in a stable UID so a second download updates the same event, and the booking's page.

export interface CalendarBooking {
  id: number;
  title: string;
  from: IsoDate;
  to: IsoDate;
  /** The booking's page, absolute. */
  url: string;
  destination?: string;
}

/** Commas, semicolons, backslashes and newlines escaped as RFC 5545 asks of TEXT values. */
const text = (v: string) =>
  v
    .replace(/\\/g, '\\\\')
    .replace(/[;,]/g, (c) => `\\${c}`)
    .replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/** Lines of at most 75 octets, continued with CRLF and a space, never splitting a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const day = (d: IsoDate) => d.replaceAll('-', '');

export function bookingCalendar(b: CalendarBooking, now = new Date()): string {
  const stamp = `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rihla//Bookings//AR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${b.id}@rihla`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${day(b.from)}`,
    `DTEND;VALUE=DATE:${day(addDays(b.to, 1))}`,
    `SUMMARY:${text(`رحلة: ${b.title}`)}`,
    `DESCRIPTION:${text(`الحجز رقم ${b.id}\n${b.url}`)}`,
    ...(b.destination ? [`LOCATION:${text(b.destination)}`] : []),
    `URL:${b.url}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
