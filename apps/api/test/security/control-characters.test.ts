import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlCharactersMessage } from '@rihla/contract';
import {
  auth,
  book,
  bookableTrip,
  bookingParts,
  createTestApp,
  newCustomer,
  register,
  type TestApp,
  completeBooking,
} from '../helper.ts';

// Item 3 of issue 12: a NUL (or any C0 control, or a bidi override in a name) answered 500 on
// PostgreSQL. Every text field refuses it with 422 and the contract's Arabic message, on both databases.

let t: TestApp;
let token: string;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  ({
    token,
    payload: { email },
  } = await register(t.app));
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

function expectRefused(res: { statusCode: number; json(): unknown; body: string }, field: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toEqual({ message: controlCharactersMessage, errors: { [field]: [controlCharactersMessage] } });
}

describe('control characters in text fields', () => {
  it('login, register and reset refuse a NUL', async () => {
    expectRefused(await post('/api/auth/login', { email: `${email}\u0000`, password: 'Passw0rdOk' }), 'email');
    expectRefused(await post('/api/auth/login', { email, password: 'Passw0rd\u0000' }), 'password');
    expectRefused(await post('/api/auth/register', newCustomer({ name: 'سارة\u0000 المسافرة' })), 'name');
    expectRefused(await post('/api/auth/register', newCustomer({ email: 'a\u0000@example.com' })), 'email');
    expectRefused(await post('/api/auth/reset-password-request', { email: `\u0000${email}` }), 'email');
    expectRefused(
      await post('/api/auth/reset-password', { token: 'abc\u0000', password: 'Passw0rdOk', password_confirmation: 'Passw0rdOk' }),
      'token',
    );
  });

  it('the profile refuses a control character or a bidi override in the name', async () => {
    expectRefused(await post('/api/customer/update', { name: 'سارة المسافرة\u0007' }, auth(token)), 'name');
    expectRefused(await post('/api/customer/update', { name: 'سارة \u202eالمسافرة' }, auth(token)), 'name');
    const ok = await post('/api/customer/update', { name: 'سارة المسافرة' }, auth(token));
    expect(ok.statusCode).toBe(200);
  });

  it('a query string refuses a NUL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/trips/filter?q=%00abc' });
    expectRefused(res, 'q');
  });

  it('a booking refuses a NUL or an override in the nationality', async () => {
    const trip = await bookableTrip(t.app);
    for (const bad of ['سعودي\u0000', 'سعو\u202eدي']) {
      const parts = bookingParts(trip.id).map((p) => (p.name === 'nationality[0]' && 'value' in p ? { ...p, value: bad } : p));
      expectRefused(await book(t.app, token, parts), 'nationality');
    }
  });

  it('a rating comment keeps its lines but refuses a NUL', async () => {
    const trip = await bookableTrip(t.app);
    const booked = await book(t.app, token, bookingParts(trip.id));
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json().data.id;
    await completeBooking(t.app, id);
    expectRefused(
      await post('/api/customer/bookings/rate', { booking_id: id, rate: 4, comment: 'جيد\u0000' }, auth(token)),
      'comment',
    );
    const ok = await post('/api/customer/bookings/rate', { booking_id: id, rate: 4, comment: 'جيد\nجدًا' }, auth(token));
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
