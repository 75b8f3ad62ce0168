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
