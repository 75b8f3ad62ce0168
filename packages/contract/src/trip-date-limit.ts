import { addDays, isIsoDate, todayIso } from './dates.ts';
import type { IsoDate } from './types.ts';
import { securityMessages } from './security-messages.ts';

// A trip starts at most two years ahead (issue 12, item 13): `from_date=9999-12-31` on a trip without
// expiry was stored, and its end date became `+010000-01`. A trip's own expiry, when sooner, is
// checked by validateTripDate.
export const MAX_DAYS_AHEAD = 730;

export function validateTripDateAhead(date: string, today: IsoDate = todayIso()): string | null {
  if (!isIsoDate(date)) return null;
  return date > addDays(today, MAX_DAYS_AHEAD) ? securityMessages.tripDateTooFar : null;
}
