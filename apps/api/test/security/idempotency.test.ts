import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityMessages } from '@rihla/contract';
import { book, bookableTrip, bookingParts, createTestApp, JPEG, register, type TestApp } from '../helper.ts';

// Item 16 of issue 12: the same Idempotency-Key with a different body silently answered the first
// booking. Now the same body gets the first booking back and another body answers 422.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await register(t.app));
});
afterAll(async () => t?.close());

const count = async () => (await t.app.db.selectFrom('bookings').select('id').execute()).length;

describe('Idempotency-Key', () => {
  it('replays the same body and refuses another with 422', async () => {
    const trip = await bookableTrip(t.app);
    const key = { 'idempotency-key': 'checkout-1' };
    const first = await book(t.app, token, bookingParts(trip.id), key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await book(t.app, token, bookingParts(trip.id), key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);

    const twoAdults = await book(t.app, token, bookingParts(trip.id, { adults: 2 }), key);
    expect(twoAdults.statusCode, twoAdults.body).toBe(422);
    expect(twoAdults.json()).toEqual({
      message: securityMessages.idempotencyMismatch,
      errors: { 'idempotency-key': [securityMessages.idempotencyMismatch] },
    });
    // Another photo is another body too.
    const otherFile = bookingParts(trip.id).map((p) =>
      'filename' in p ? { ...p, filename: 'p.jpg', content: JPEG, type: 'image/jpeg' } : p,
    );
    expect((await book(t.app, token, otherFile, key)).statusCode).toBe(422);
    expect(await count()).toBe(1);
  });
});
