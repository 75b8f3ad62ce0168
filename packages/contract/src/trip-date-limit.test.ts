import { describe, expect, it } from 'vitest';
import { securityMessages } from './security-messages.ts';
import { validateTripDate } from './validation.ts';

describe('trip start date', () => {
  it('is at most two years ahead on a trip without expiry', () => {
    expect(validateTripDate('2028-11-21', null, '2026-11-22')).toBeNull();
    expect(validateTripDate('2028-11-23', null, '2026-11-22')).toBe(securityMessages.tripDateTooFar);
    expect(validateTripDate('9999-12-31', null, '2026-11-22')).toBe(securityMessages.tripDateTooFar);
  });
});

describe('the lead time and passport months (issue 31, item 4)', () => {
  it('earliestTripDate: the first Riyadh day starting at least the lead time from now', async () => {
    const { earliestTripDate, addMonths } = await import('./dates.ts');
    // 27 Nov 2026, 09:00 in Riyadh (06:00 UTC): 96 hours later is 1 Dec 09:00, so 2 Dec.
    expect(earliestTripDate(96, new Date('2026-11-27T06:00:00Z'))).toBe('2026-12-02');
    // Just before midnight in Riyadh (20:59 UTC) it is still 2 Dec; just after, 3 Dec.
    expect(earliestTripDate(96, new Date('2026-11-27T20:59:00Z'))).toBe('2026-12-02');
    expect(earliestTripDate(96, new Date('2026-11-27T21:01:00Z'))).toBe('2026-12-03');
    expect(earliestTripDate(0, new Date('2026-11-27T06:00:00Z'))).toBe('2026-11-28');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-12-11', 6)).toBe('2027-06-11');
  });
});
