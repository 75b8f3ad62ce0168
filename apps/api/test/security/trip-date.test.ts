import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, securityMessages, todayIso } from '@rihla/contract';
import { book, bookableTrip, bookingParts, createTestApp, register, type TestApp } from '../helper.ts';

// Item 13 of issue 12: from_date=9999-12-31 on a trip without expiry was stored, to_date "+010000-01".

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await register(t.app));
});
afterAll(async () => t?.close());

describe('booking start date', () => {
  it('more than two years ahead answers 422 and stores nothing', async () => {
    const trip = await bookableTrip(t.app);
    expect(trip.expiry_date).toBeNull();
    for (const date of ['9999-12-31', addDays(todayIso(), 731)]) {
      const res = await book(t.app, token, bookingParts(trip.id, { date }));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({
        message: securityMessages.tripDateTooFar,
        errors: { from_date: [securityMessages.tripDateTooFar] },
      });
    }
    const rows = await t.app.db.selectFrom('bookings').select('id').execute();
    expect(rows).toHaveLength(0);
    // Its passport valid six months after that trip (PASSPORT_VALID_MONTHS).
    const ok = await book(
      t.app,
      token,
      bookingParts(trip.id, { date: addDays(todayIso(), 700), passportExpiry: addDays(todayIso(), 1200) }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.to_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
