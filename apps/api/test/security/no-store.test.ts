import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, book, bookableTrip, bookingParts, createTestApp, newCustomer, type TestApp } from '../helper.ts';

// Item 12 of issue 12: no Cache-Control on the customer's data or the answers carrying a token.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('Cache-Control: no-store', () => {
  it('on every customer and auth answer, errors included', async () => {
    const payload = newCustomer();
    const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    const token = registered.json().access_token as string;
    const trip = await bookableTrip(t.app);
    const booked = await book(t.app, token, bookingParts(trip.id));
    const file = booked.json().data.files[0].url as string;
    const answers = [
      registered,
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: payload.email, password: payload.password },
      }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: payload.email, password: 'Wrong0pass' } }),
      await t.app.inject({ method: 'GET', url: '/api/customer', headers: auth(token) }),
      await t.app.inject({ method: 'GET', url: '/api/customer' }),
      await t.app.inject({ method: 'GET', url: '/api/customer/bookings', headers: auth(token) }),
      await t.app.inject({ method: 'GET', url: `/api/customer/bookings/${booked.json().data.id}`, headers: auth(token) }),
      await t.app.inject({ method: 'GET', url: '/api/customer/favourites', headers: auth(token) }),
      await t.app.inject({ method: 'POST', url: `/api/customer/favourites/${trip.id}`, headers: auth(token) }),
      await t.app.inject({ method: 'GET', url: file, headers: auth(token) }),
      booked,
    ];
    for (const res of answers)
      expect([res.statusCode, res.headers['cache-control']]).toEqual([res.statusCode, expect.stringContaining('no-store')]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 200, 401, 200, 200, 200, 200, 200, 200]);
  });
});
