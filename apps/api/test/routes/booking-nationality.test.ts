import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages, validationMessages, type TripDetail } from '@rihla/contract';
import { book, bookableTrip, bookingParts, createTestApp, register, type TestApp } from '../helper.ts';

// A traveller's nationality is an ISO 3166 code from the contract's list, checked by the server
// with the same rule as the wizard's country picker.
let t: TestApp;
let trip: TripDetail;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  trip = await bookableTrip(t.app);
  token = (await register(t.app)).token;
});
afterAll(async () => t?.close());

const withNationality = (value: string) =>
  bookingParts(trip.id).map((p) => (p.name === 'nationality[0]' ? { name: p.name, value } : p));

describe('booking: nationality', () => {
  it('stores the ISO code, upper-cased', async () => {
    const res = await book(t.app, token, withNationality(' eg '));
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.app.db
      .selectFrom('booking_travellers')
      .select('nationality')
      .where('booking_id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row.nationality).toBe('EG');
  });

  it.each(['سعودي', 'Saudi', 'ZZ', 'EU', 'S'])('refuses %s with the Arabic message', async (value) => {
    const res = await book(t.app, token, withNationality(value));
    // Booking input errors answer 400 with the data-entry message (docs/product.md, "Errors").
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: errorMessages.bookingInput });
    expect(res.json().errors['nationality[0]']).toEqual([validationMessages.nationality]);
  });
});
