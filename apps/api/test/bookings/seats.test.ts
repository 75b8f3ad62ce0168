import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, earliestTripDate, errorMessages, todayIso, totalPrice, type TripDetail } from '@rihla/contract';
import { createBooking } from '../../src/modules/bookings/repositories/bookings.ts';
import { addDeparture, setDailyCapacity } from '../../src/modules/catalogue/repositories/departures.ts';
import { SeatsSoldOut } from '../../src/modules/bookings/repositories/seats.ts';
import { book, bookingParts, createTestApp, isPg, register, type TestApp } from '../helper.ts';

// Seats (docs/product.md, "Seats and cancellation"): departures and daily capacities, the race for
// the last seats, idempotent retries, and the availability call. Runs on SQLite and PostgreSQL.
let t: TestApp;
let trips: TripDetail[];
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.app.db
    .selectFrom('trips')
    .select('id')
    .where('expiry_date', 'is', null)
    .where('max_adults', '>=', 2)
    .orderBy('id')
    .limit(6)
    .execute();
  trips = await Promise.all(
    rows.map(async (r) => (await t.app.inject({ method: 'GET', url: `/api/trips/${r.id}` })).json().data),
  );
});
afterAll(async () => t?.close());

const day = (n: number) => addDays(todayIso(), n);
const departure = (tripId: number, date: string) =>
  t.app.db.selectFrom('departures').selectAll().where('trip_id', '=', tripId).where('date', '=', date).executeTakeFirstOrThrow();
const bookingsOf = async (tripId: number) =>
  Number(
    (
      await t.app.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('trip_id', '=', tripId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('seats', () => {
  it('50 customers racing for the last 3 seats: exactly 3 bookings and 47 answers of 409', async () => {
    const trip = trips[0]!;
    const date = day(20);
    await addDeparture(t.app.db, { tripId: trip.id, date, seats: 3 });
    const customers = [];
    for (let i = 0; i < 50; i += 10) customers.push(...(await Promise.all(Array.from({ length: 10 }, () => register(t.app)))));
    const answers = await Promise.all(customers.map((c) => book(t.app, c.token, bookingParts(trip.id, { date }))));
    const codes = answers.map((a) => a.statusCode);
    const ok = codes.filter((c) => c === 200).length;
    const refused = answers.filter((a) => a.statusCode === 409);
    console.log(`seat race (${isPg ? 'PostgreSQL' : 'SQLite'}): ${ok} booked, ${refused.length} answered 409`);
    expect(ok).toBe(3);
    expect(refused).toHaveLength(47);
    for (const r of refused) expect(r.json().message).toBe(errorMessages.seatsSoldOut);
    expect((await departure(trip.id, date)).seats_taken).toBe(3);
    expect(await bookingsOf(trip.id)).toBe(3);
  });

  it('takes the seats atomically in the transaction itself (no pre-check): 50 writes, 3 seats', async () => {
    const trip = trips[0]!;
    const date = day(22);
    await addDeparture(t.app.db, { tripId: trip.id, date, seats: 3 });
    const { user } = await register(t.app);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        createBooking(
          t.app.db,
          {
            customerId: user.id,
            tripId: trip.id,
            fromDate: date,
            toDate: date,
            adults: 1,
            children: 0,
            totalPrice: 1,
            idempotencyKey: null,
            idempotencyHash: null,
            seats: { pool: 'departure', count: 1 },
          },
          [],
          async () => {},
        ),
      ),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(SeatsSoldOut);
    expect((await departure(trip.id, date)).seats_taken).toBe(3);
  });

  it('never takes seats twice for one Idempotency-Key, even when the retries race', async () => {
    const trip = trips[1]!;
    const date = day(21);
    await addDeparture(t.app.db, { tripId: trip.id, date, seats: 4 });
    const { token } = await register(t.app);
    const headers = { 'idempotency-key': 'seat-key-1' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => book(t.app, token, bookingParts(trip.id, { date, adults: 2 }), headers)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    const again = await book(t.app, token, bookingParts(trip.id, { date, adults: 2 }), headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await departure(trip.id, date)).seats_taken).toBe(2);
  });

  it("a departures trip takes only its dates, at the departure's own price", async () => {
    const trip = trips[2]!;
    await addDeparture(t.app.db, { tripId: trip.id, date: day(30), seats: 10, price: 1234 });
    const { token } = await register(t.app);
    const other = await book(t.app, token, bookingParts(trip.id, { date: day(31) }));
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.from_date).toEqual([errorMessages.dateNotOffered]);
    const res = await book(t.app, token, bookingParts(trip.id, { date: day(30), adults: 2 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.total_price).toBe(totalPrice({ ...trip, price: 1234 }, 2, 0));
  });

  it('an open-dates trip with a daily capacity fills each date on its own', async () => {
    const trip = trips[3]!;
    await setDailyCapacity(t.app.db, trip.id, 3);
    const a = await register(t.app);
    const b = await register(t.app);
    expect((await book(t.app, a.token, bookingParts(trip.id, { date: day(5), adults: 2 }))).statusCode).toBe(200);
    const full = await book(t.app, b.token, bookingParts(trip.id, { date: day(5), adults: 2 }));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(errorMessages.seatsSoldOut);
    expect((await book(t.app, b.token, bookingParts(trip.id, { date: day(5), adults: 1 }))).statusCode).toBe(200);
    expect((await book(t.app, b.token, bookingParts(trip.id, { date: day(6), adults: 2 }))).statusCode).toBe(200);
  });
});

describe('GET /api/trips/{id}/availability', () => {
  const get = (id: number, query: string) => t.app.inject({ method: 'GET', url: `/api/trips/${id}/availability?${query}` });

  it('lists only the departures with enough seats for the travellers, paged by month', async () => {
    const trip = trips[4]!;
    const dates = [day(40), day(41), day(42)];
    await addDeparture(t.app.db, { tripId: trip.id, date: dates[0]!, seats: 2 });
    await addDeparture(t.app.db, { tripId: trip.id, date: dates[1]!, seats: 8, price: 999 });
    await addDeparture(t.app.db, { tripId: trip.id, date: dates[2]!, seats: 1 });
    const month = dates[1]!.slice(0, 7);
    const res = await get(trip.id, `month=${month}&travellers=2`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data).toMatchObject({ trip_id: trip.id, month, travellers: 2, kind: 'departures' });
    const inMonth = (d: string) => d.startsWith(month);
    // One departure has its own price, so every date says its price: the others the trip's (issue 30).
    expect(data.dates).toEqual(
      [
        { date: dates[0], seats_left: 2, price: trip.price },
        { date: dates[1], seats_left: 8, price: 999 },
      ].filter((d) => inMonth(d.date!)),
    );
    expect(data.next_month).toMatch(/^\d{4}-\d{2}$/);
    // Its card says "from" the lowest price still to come.
    const cards = (await t.app.inject({ method: 'GET', url: `/api/trips/filter?page=1&to_city_id=${trip.to_city.id}` })).json()
      .data;
    const card = cards.find((c: { id: number }) => c.id === trip.id);
    expect(card.price_from).toBe(Math.min(999, trip.price));
    const other = cards.find((c: { id: number }) => c.id !== trip.id);
    if (other) expect(other.price_from).toBeNull();
  });

  it('a trip whose departures all cost the trip’s price gives no price per date', async () => {
    // trips[1] has departures of the trip's price only (the Idempotency-Key race above).
    const trip = trips[1]!;
    await addDeparture(t.app.db, { tripId: trip.id, date: day(45), seats: 5 });
    const { data } = (await get(trip.id, `month=${day(45).slice(0, 7)}`)).json();
    expect(data.dates).toContainEqual({ date: day(45), seats_left: 5, price: null });
  });

  it('an unlimited trip offers every day from the lead time’s first day, with no seat count', async () => {
    const trip = trips[5]!;
    const first = earliestTripDate(96);
    const { data } = (await get(trip.id, `month=${first.slice(0, 7)}`)).json();
    expect(data.kind).toBe('open');
    expect(data.dates[0]).toEqual({ date: first, seats_left: null, price: null });
    // Without a month, the first month with that day.
    expect((await get(trip.id, '')).json().data.month).toBe(first.slice(0, 7));
    expect(data.previous_month).toBeNull();
    const past = (await get(trip.id, 'month=2020-01')).json().data;
    expect(past.dates).toEqual([]);
  });

  it('shows the seats left of a daily capacity and hides full dates', async () => {
    const trip = trips[3]!; // capacity 3; day(5) is full, day(6) has 1 left
    const { data } = (await get(trip.id, `month=${day(5).slice(0, 7)}&travellers=1`)).json();
    const byDate = new Map<string, number | null>(
      data.dates.map((d: { date: string; seats_left: number }) => [d.date, d.seats_left]),
    );
    if (day(5).slice(0, 7) === day(6).slice(0, 7)) expect(byDate.get(day(6))).toBe(1);
    expect(byDate.has(day(5))).toBe(false);
    expect(byDate.get(day(7)) ?? 3).toBe(3);
  });

  it('answers 404 for an unknown trip and 422 for a malformed month', async () => {
    expect((await get(999999, 'month=2030-01')).statusCode).toBe(404);
    expect((await get(trips[0]!.id, 'month=2030-13')).statusCode).toBe(422);
    expect((await get(trips[0]!.id, 'travellers=0')).statusCode).toBe(422);
  });
});
