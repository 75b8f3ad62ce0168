import { describe, expect, it } from 'vitest';
import { vitalPageOf } from './vitals-report.ts';

describe('the real visitors’ page type', () => {
  it('names the page landed on, the not-found page for an unknown path, and nothing for the back office', () => {
    expect(vitalPageOf('/')).toBe('home');
    expect(vitalPageOf('/trip/12/istanbul')).toBe('trip');
    expect(vitalPageOf('/countries/3')).toBe('country');
    expect(vitalPageOf('/account/trips/5')).toBe('booking');
    expect(vitalPageOf('/no/such/page')).toBe('notFound');
    expect(vitalPageOf('/admin/bookings')).toBeNull();
  });
});
