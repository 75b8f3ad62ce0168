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

export function todayIso(now: Date = new Date(), timeZone = BUSINESS_TIME_ZONE): IsoDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
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
