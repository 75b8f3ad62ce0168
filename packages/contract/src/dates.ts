import type { IsoDate } from './types.ts';

// Calendar dates travel as YYYY-MM-DD strings. "Today" is Riyadh's today: the business runs on
// Saudi time whatever the server's or the visitor's clock says.
export const BUSINESS_TIME_ZONE = 'Asia/Riyadh';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

// Kept per time zone: making an Intl.DateTimeFormat costs 79 µs on the server's machine (several
// times that on a slow phone) against 3 µs to use a kept one, and "today" is asked for on every
// drawing of some screens (issue 28: a slow phone's interactions).
const formats = new Map<string, Intl.DateTimeFormat>();
function kept(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format;
}

const dayFormat = (timeZone: string) =>
  kept(
    `day ${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );

const clockFormat = (timeZone: string) =>
  kept(
    `clock ${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  );

export function todayIso(now: Date = new Date(), timeZone = BUSINESS_TIME_ZONE): IsoDate {
  return dayFormat(timeZone).format(now);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return d.toISOString().slice(0, 10);
}

/** Last day of a trip: start + duration − 1 (a 1-day trip ends the day it starts). */
export function tripEndDate(start: IsoDate, durationDays: number): IsoDate {
  return addDays(start, Math.max(durationDays, 1) - 1);
}

/**
 * The day a passport must still be valid on (PASSPORT_VALID_MONTHS, issue 31 item 4): the trip's last
 * day plus the agency's months; null when there is no such rule, no good date or no known length.
 * The wizard and the server's booking check ask the same.
 */
export function passportMustLastUntil(fromDate: IsoDate | '', durationDays: number | undefined, months: number): IsoDate | null {
  if (!fromDate || months <= 0 || durationDays === undefined) return null;
  return addMonths(tripEndDate(fromDate, durationDays), months);
}

/** The instant a calendar day starts in the business time zone (Riyadh midnight), as a Date. */
export function startOfBusinessDay(date: IsoDate, timeZone = BUSINESS_TIME_ZONE): Date {
  const utc = new Date(`${date}T00:00:00Z`);
  // The zone's offset at that moment: its wall clock read back as if it were UTC, minus UTC.
  const parts = Object.fromEntries(
    clockFormat(timeZone)
      .formatToParts(utc)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return new Date(utc.getTime() - (wall - utc.getTime()));
}

/**
 * Until when a booking starting on `fromDate` may be cancelled by its customer: `cutoffHours` before
 * the trip's first day starts in Riyadh (docs/product.md, "Seats and cancellation").
 */
export function cancellableUntil(fromDate: IsoDate, cutoffHours: number): Date {
  return new Date(startOfBusinessDay(fromDate).getTime() - cutoffHours * 3_600_000);
}

/** The same day `months` months later, the last of that month when it has no such day. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  const n = Number(m[1]) * 12 + Number(m[2]) - 1 + months;
  const year = Math.floor(n / 12);
  const month = (n % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (x: number, w = 2) => String(x).padStart(w, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(Number(m[3]), last))}`;
}

/**
 * The earliest day a trip may start when the agency needs `leadHours` before it (the terms' "book at
 * least 96 hours ahead", BOOKING_LEAD_HOURS): the first day, from tomorrow, that starts in Riyadh at
 * least that long from `now`. A booking made for it can still be cancelled: the cut-off counts the same
 * hours back from the same midnight.
 */
export function earliestTripDate(leadHours: number, now: Date = new Date()): IsoDate {
  const ready = now.getTime() + leadHours * 3_600_000;
  let day = addDays(todayIso(now), 1);
  while (startOfBusinessDay(day).getTime() < ready) day = addDays(day, 1);
  return day;
}
