import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages, type TripDetail } from '@rihla/contract';
import { auth, book, bookableTrip, bookingParts, completeBooking, createTestApp, register, type TestApp } from '../helper.ts';
import { staffToken } from '../admin/staff-token.ts';

// A trip's reviews (issue 30, item 2) on both engines: only completed bookings rate; the public list
// shows completed bookings' ratings, newest first or by stars, ten a page, with the reviewer's first
// name and initial; admins hide one with a reason (audited) and the trip's public figures follow.
let t: TestApp;
let trip: TripDetail;
const rated: { id: number; rate: number; comment: string }[] = [];

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} }).then((r) => ({ status: r.statusCode, body: r.json() }));
const rate = (token: string, booking_id: number, rate: number, comment?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/bookings/rate',
    headers: auth(token),
    payload: { booking_id, rate, comment },
  });

beforeAll(async () => {
  t = await createTestApp();
  trip = await bookableTrip(t.app);
  // Twelve travellers whose trips ended rate it 1..5 stars in turn, each with a comment.
  for (let i = 0; i < 12; i++) {
    const { token } = await register(t.app, { name: i === 0 ? 'نورة محمد العتيبي' : `مسافر${i} سعيد` });
    const booking = (await book(t.app, token, bookingParts(trip.id))).json().data;
    await completeBooking(t.app, booking.id);
    const stars = (i % 5) + 1;
    const res = await rate(token, booking.id, stars, `تعليق ${i}`);
    expect(res.statusCode, res.body).toBe(200);
    rated.push({ id: booking.id, rate: stars, comment: `تعليق ${i}` });
  }
});
afterAll(async () => t?.close());

describe('a trip’s reviews', () => {
  it('a booking still to come cannot be rated, and a rating given before this rule is not a review', async () => {
    const { token } = await register(t.app);
    const booking = (await book(t.app, token, bookingParts(trip.id))).json().data;
    const res = await rate(token, booking.id, 5, 'لم أسافر بعد');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(errorMessages.rateBeforeEnd);
    // An old rating of a pending booking (before the rule) stays in the figures, not in the list.
    await t.app.db
      .insertInto('ratings')
      .values({
        booking_id: booking.id,
        customer_id: booking.customer_id ?? (await customerOf(booking.id)),
        trip_id: trip.id,
        rate: 5,
        comment: 'قديم',
        updated_at: new Date().toISOString(),
      })
      .execute();
    const { body } = await get(`/api/trips/${trip.id}/reviews?page=2`);
    expect(body.data.reviews.map((r: { comment: string }) => r.comment)).not.toContain('قديم');
    await t.app.db.deleteFrom('ratings').where('booking_id', '=', booking.id).execute();
  });

  it('lists the newest first, ten a page, with the reviewer’s first name and initial and the trip’s month', async () => {
    const one = await get(`/api/trips/${trip.id}/reviews`);
    expect(one.status).toBe(200);
    expect(one.body.meta).toEqual({ current_page: 1, last_page: 2, total: 12 });
    expect(one.body.data.reviews).toHaveLength(10);
    expect(one.body.data.reviews[0]).toMatchObject({
      id: rated[11]!.id,
      rate: rated[11]!.rate,
      comment: 'تعليق 11',
      verified: true,
    });
    expect(one.body.data.reviews[0].reviewer).toBe('مسافر11 س.');
    expect(one.body.data.reviews[0].trip_month).toMatch(/^\d{4}-\d{2}$/);
    const two = await get(`/api/trips/${trip.id}/reviews?page=2`);
    expect(two.body.data.reviews.map((r: { id: number }) => r.id)).toEqual([rated[1]!.id, rated[0]!.id]);
    expect(two.body.data.reviews[1].reviewer).toBe('نورة م.');
    // Stars: 1..5 repeated over 12 ratings gives 5★×2, 4★×2, 3★×2, 2★×3, 1★×3.
    expect(one.body.data.stars).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 2 },
      { stars: 3, count: 2 },
      { stars: 2, count: 3 },
      { stars: 1, count: 3 },
    ]);
  });

  it('sorts by highest and lowest stars, newest first among equals', async () => {
    const high = (await get(`/api/trips/${trip.id}/reviews?sort=highest`)).body.data.reviews;
    expect(high.map((r: { rate: number }) => r.rate).slice(0, 4)).toEqual([5, 5, 4, 4]);
    expect(high[0].id).toBe(rated[9]!.id);
    const low = (await get(`/api/trips/${trip.id}/reviews?sort=lowest`)).body.data.reviews;
    expect(low.map((r: { rate: number }) => r.rate).slice(0, 3)).toEqual([1, 1, 1]);
    expect((await get(`/api/trips/${trip.id}/reviews?sort=best`)).status).toBe(422);
    expect((await get('/api/trips/99999999/reviews')).status).toBe(404);
  });

  it('refuses a comment over 1,000 characters', async () => {
    const { token } = await register(t.app);
    const booking = (await book(t.app, token, bookingParts(trip.id))).json().data;
    await completeBooking(t.app, booking.id);
    expect((await rate(token, booking.id, 4, 'ج'.repeat(1001))).statusCode).toBe(400);
    expect((await rate(token, booking.id, 4, 'ج'.repeat(1000))).statusCode).toBe(200);
    rated.push({ id: booking.id, rate: 4, comment: 'ج'.repeat(1000) });
  });

  it('an admin hides a review with a reason: off the page and out of the figures, audited; shown again, back', async () => {
    const admin = await staffToken(t.app, 'admin', 'reviews-admin@rihla.test');
    const agent = await staffToken(t.app, 'agent', 'reviews-agent@rihla.test');
    const target = rated[11]!;
    const before = (await get(`/api/trips/${trip.id}`)).body.data;
    const hide = (token: string, reason: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/trips/${trip.id}/reviews/${target.id}/hide`,
        headers: auth(token),
        payload: { reason },
      });
    expect((await hide(agent, 'إساءة')).statusCode).toBe(403);
    expect((await hide(admin, '   ')).statusCode).toBe(422);
    const res = await hide(admin, 'يذكر رقم هاتف');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: target.id, hidden: { reason: 'يذكر رقم هاتف', by: 'موظف' } });
    // Twice is once.
    expect((await hide(admin, 'يذكر رقم هاتف')).statusCode).toBe(200);
    const after = (await get(`/api/trips/${trip.id}`)).body.data;
    expect(after.rates_count).toBe(before.rates_count - 1);
    const list = (await get(`/api/trips/${trip.id}/reviews`)).body;
    expect(list.data.reviews.map((r: { id: number }) => r.id)).not.toContain(target.id);
    expect(list.data.rates_count).toBe(after.rates_count);
    const staffList = (await get(`/api/admin/trips/${trip.id}/reviews`, agent)).body.data;
    expect(staffList.find((r: { id: number }) => r.id === target.id).hidden.reason).toBe('يذكر رقم هاتف');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', 'like', 'review.%')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(String(audit[0]!.details))).toMatchObject({
      booking_id: target.id,
      reason: 'يذكر رقم هاتف',
      rate: target.rate,
    });

    const shown = await t.app.inject({
      method: 'POST',
      url: `/api/admin/trips/${trip.id}/reviews/${target.id}/show`,
      headers: auth(admin),
      payload: {},
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect((await get(`/api/trips/${trip.id}`)).body.data.rates_count).toBe(before.rates_count);
    expect((await get(`/api/trips/${trip.id}/reviews`)).body.data.reviews.map((r: { id: number }) => r.id)).toContain(target.id);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/trips/${trip.id}/reviews/99999999/hide`,
          headers: auth(admin),
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

async function customerOf(bookingId: number): Promise<number> {
  const row = await t.app.db.selectFrom('bookings').select('customer_id').where('id', '=', bookingId).executeTakeFirstOrThrow();
  return row.customer_id;
}
