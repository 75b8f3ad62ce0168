import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TripDetail, errorMessages, successMessages, validationMessages } from '@rihla/contract';
import { auth, book, bookableTrip, bookingParts, createTestApp, register, type TestApp, completeBooking } from '../helper.ts';

// A customer's bookings once made: list, files, ratings.
// The booking form itself: bookings.test.ts.
let t: TestApp;
let trip: TripDetail;
beforeAll(async () => {
  t = await createTestApp();
  trip = await bookableTrip(t.app);
});
afterAll(async () => t?.close());

describe('bookings list, files and ratings', () => {
  it("lists the customer's own bookings, newest first, 12 a page", async () => {
    const { token } = await register(t.app);
    const ids = [];
    for (let i = 0; i < 13; i++) ids.push((await book(t.app, token, bookingParts(trip.id))).json().data.id);
    const one = (await t.app.inject({ method: 'GET', url: '/api/customer/bookings?page=1', headers: auth(token) })).json();
    expect(one.data.bookings).toHaveLength(12);
    expect(one.data.bookings[0].id).toBe(ids.at(-1));
    expect(one.meta).toEqual({ current_page: 1, last_page: 2, total: 13, per_page: 12 });
    const two = (await t.app.inject({ method: 'GET', url: '/api/customer/bookings?page=2', headers: auth(token) })).json();
    expect(two.data.bookings.map((b: { id: number }) => b.id)).toEqual([ids[0]]);
    const single = await t.app.inject({ method: 'GET', url: `/api/customer/bookings/${ids[0]}`, headers: auth(token) });
    expect(single.json().data.id).toBe(ids[0]);
  });

  it("hides another customer's booking, file and rating behind 404", async () => {
    const owner = await register(t.app);
    const other = await register(t.app);
    const booking = (await book(t.app, owner.token, bookingParts(trip.id))).json().data;
    const file = booking.files[0];
    expect((await t.app.inject({ method: 'GET', url: file.url, headers: auth(other.token) })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/customer/bookings/${booking.id}`, headers: auth(other.token) })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/customer/bookings/${booking.id}/files/999999`,
          headers: auth(owner.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/customer/bookings/${booking.id}/files/..%2F..%2Fetc`,
          headers: auth(owner.token),
        })
      ).statusCode,
    ).toBe(404);
    const rate = await t.app.inject({
      method: 'POST',
      url: '/api/customer/bookings/rate',
      payload: { booking_id: booking.id, rate: 1, comment: 'x' },
      headers: auth(other.token),
    });
    expect(rate.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customer/bookings', headers: auth(other.token) })).json().data.bookings,
    ).toEqual([]);
  });

  it("rates a booking, edits the rating, and the trip's average follows", async () => {
    const { token } = await register(t.app);
    const booking = (await book(t.app, token, bookingParts(trip.id))).json().data;
    // Only a trip that has ended is rated: before, the answer says so.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/customer/bookings/rate',
      payload: { booking_id: booking.id, rate: 5 },
      headers: auth(token),
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(errorMessages.rateBeforeEnd);
    await completeBooking(t.app, booking.id);
    const before = (await t.app.inject({ method: 'GET', url: `/api/trips/${trip.id}` })).json().data;
    const { db } = t.app;
    const sumBefore = await db
      .selectFrom('trips')
      .select(['rating_sum', 'rates_count'])
      .where('id', '=', trip.id)
      .executeTakeFirstOrThrow();

    const rate = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/customer/bookings/rate', payload: payload as object, headers: auth(token) });
    const res = await rate({ booking_id: booking.id, rate: 5, comment: 'رحلة رائعة' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: successMessages.ratingSent });
    let detail = (await t.app.inject({ method: 'GET', url: `/api/trips/${trip.id}` })).json().data;
    expect(detail.rates_count).toBe(before.rates_count + 1);
    expect(detail.average_rating).toBeCloseTo((sumBefore.rating_sum + 5) / (sumBefore.rates_count + 1), 2);

    expect((await rate({ booking_id: booking.id, rate: 2, comment: '' })).statusCode).toBe(200);
    detail = (await t.app.inject({ method: 'GET', url: `/api/trips/${trip.id}` })).json().data;
    expect(detail.rates_count).toBe(before.rates_count + 1);
    expect(detail.average_rating).toBeCloseTo((sumBefore.rating_sum + 2) / (sumBefore.rates_count + 1), 2);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/customer/bookings', headers: auth(token) })).json().data
      .bookings[0];
    expect(listed.rate).toEqual({ rate: 2, comment: null });

    for (const bad of [
      { booking_id: booking.id, rate: 6 },
      { booking_id: booking.id, rate: -1 },
      { booking_id: booking.id, rate: 2.5 },
      { booking_id: booking.id, rate: '5' },
      { booking_id: 'x', rate: 1 },
      { booking_id: booking.id, rate: 3, comment: 'x'.repeat(5000) },
    ]) {
      const r = await rate(bad);
      expect(r.statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
      expect(r.json().message).toBe(errorMessages.bookingInput);
    }
    expect((await rate({ booking_id: booking.id, rate: 6 })).json().errors.rate).toEqual([validationMessages.rating]);
    expect((await rate({ booking_id: 999999, rate: 3 })).statusCode).toBe(404);
    expect((await rate({ booking_id: booking.id, rate: 0 })).statusCode).toBe(200);
  });
});

// Files kept on disk by earlier versions, and moved into the database at start: files-in-db.test.ts.
