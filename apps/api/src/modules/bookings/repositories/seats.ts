import { sql, type Kysely, type Transaction } from 'kysely';
import { addDays, MAX_DAYS_AHEAD, todayIso, type AvailableDate, type IsoDate } from '@rihla/contract';
import type { DB, TripRow } from '../../../platform/db/schema.ts';

// Seats (docs/product.md, "Seats and cancellation"). A trip has either departures (its only dates,
// each with seats and an optional price), or open dates with an optional daily capacity, or neither
// (unlimited). Seats are taken inside the booking's transaction by one conditional UPDATE, which is
// atomic on both engines: PostgreSQL locks the counter's row and re-checks the condition on the
// version a concurrent booking committed; SQLite has a single writer. A booking records how many
// seats it took and from which counter (seats_held, seats_pool), and a cancellation gives back
// exactly that.

/** Thrown inside the booking transaction when the date has not enough seats left: the route answers 409. */
export class SeatsSoldOut extends Error {
  constructor() {
    super('seats sold out');
  }
}

export type SeatsPool = 'departure' | 'day';

/** What a date of a trip offers: null when the trip does not run that day (a departures trip). */
export interface Offer {
  pool: SeatsPool | null;
  /** Seats left, null when unlimited. */
  seatsLeft: number | null;
  /** The departure's base price, when it overrides the trip's. */
  price: number | null;
}

type Db = Kysely<DB> | Transaction<DB>;

export async function hasDepartures(db: Db, tripId: number): Promise<boolean> {
  const row = await db.selectFrom('departures').select('id').where('trip_id', '=', tripId).limit(1).executeTakeFirst();
  return !!row;
}

export async function offerOn(db: Db, trip: Pick<TripRow, 'id' | 'daily_capacity'>, date: IsoDate): Promise<Offer | null> {
  const departure = await db
    .selectFrom('departures')
    .select(['seats', 'seats_taken', 'price'])
    .where('trip_id', '=', trip.id)
    .where('date', '=', date)
    .executeTakeFirst();
  if (departure)
    return {
      pool: 'departure',
      seatsLeft: departure.seats - departure.seats_taken,
      price: departure.price == null ? null : Number(departure.price),
    };
  if (await hasDepartures(db, trip.id)) return null;
  if (trip.daily_capacity == null) return { pool: null, seatsLeft: null, price: null };
  const day = await db
    .selectFrom('day_seats')
    .select('seats_taken')
    .where('trip_id', '=', trip.id)
    .where('date', '=', date)
    .executeTakeFirst();
  return { pool: 'day', seatsLeft: Math.max(trip.daily_capacity - (day?.seats_taken ?? 0), 0), price: null };
}

/**
 * Takes `count` seats of `pool` on `date`, or throws SeatsSoldOut. Runs inside the booking's
 * transaction, after the booking row is written (so a racing retry with the same Idempotency-Key
 * fails on the key's unique index before it can take seats).
 */
export async function takeSeats(trx: Transaction<DB>, tripId: number, date: IsoDate, pool: SeatsPool, count: number) {
  let taken: bigint;
  if (pool === 'departure') {
    const r = await trx
      .updateTable('departures')
      .set({ seats_taken: sql`seats_taken + ${count}` })
      .where('trip_id', '=', tripId)
      .where('date', '=', date)
      .where(sql<boolean>`seats_taken + ${count} <= seats`)
      .executeTakeFirst();
    taken = r.numUpdatedRows;
  } else {
    await trx
      .insertInto('day_seats')
      .values({ trip_id: tripId, date, seats_taken: 0 })
      .onConflict((oc) => oc.columns(['trip_id', 'date']).doNothing())
      .execute();
    const r = await trx
      .updateTable('day_seats')
      .set({ seats_taken: sql`seats_taken + ${count}` })
      .where('trip_id', '=', tripId)
      .where('date', '=', date)
      .where(sql<boolean>`seats_taken + ${count} <= (select daily_capacity from trips where trips.id = ${tripId})`)
      .executeTakeFirst();
    taken = r.numUpdatedRows;
  }
  if (taken !== 1n) throw new SeatsSoldOut();
}

/** Gives back the seats a booking holds (cancellation), in the caller's transaction. */
export async function releaseSeats(trx: Transaction<DB>, bookingId: number): Promise<void> {
  const b = await trx
    .selectFrom('bookings')
    .select(['trip_id', 'from_date', 'seats_held', 'seats_pool'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
  if (!b || b.seats_held <= 0 || !b.seats_pool) return;
  const table = b.seats_pool === 'departure' ? 'departures' : 'day_seats';
  await trx
    .updateTable(table)
    .set({ seats_taken: sql`seats_taken - ${b.seats_held}` })
    .where('trip_id', '=', b.trip_id)
    .where('date', '=', b.from_date)
    .where('seats_taken', '>=', b.seats_held)
    .execute();
  await trx.updateTable('bookings').set({ seats_held: 0 }).where('id', '=', bookingId).execute();
}

// ---- availability: GET /api/trips/{id}/availability ----

/**
 * First and last bookable day: `earliest` (tomorrow, or later by the agency's lead time) to the trip's
 * expiry, at most MAX_DAYS_AHEAD ahead.
 */
export function bookableWindow(
  trip: Pick<TripRow, 'expiry_date'>,
  today: IsoDate = todayIso(),
  earliest: IsoDate = addDays(today, 1),
): [IsoDate, IsoDate] {
  const last = addDays(today, MAX_DAYS_AHEAD);
  return [earliest, trip.expiry_date && trip.expiry_date < last ? trip.expiry_date : last];
}

export const monthOf = (date: IsoDate) => date.slice(0, 7);

export function shiftMonth(month: string, by: number): string {
  // Plain arithmetic: Date.UTC would read years below 100 as 19xx.
  const n = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${String(Math.floor(n / 12)).padStart(4, '0')}-${String((n % 12) + 1).padStart(2, '0')}`;
}

/** Whether a departure of the trip from `from` on has a price of its own. */
async function hasOwnPrices(db: Kysely<DB>, tripId: number, from: IsoDate): Promise<boolean> {
  const row = await db
    .selectFrom('departures')
    .select('date')
    .where('trip_id', '=', tripId)
    .where('date', '>=', from)
    .where('price', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

export interface MonthAvailability {
  kind: 'open' | 'departures';
  dates: AvailableDate[];
  previousMonth: string | null;
  nextMonth: string | null;
}

/** The dates of `month` (YYYY-MM) on which `travellers` can book the trip, with the seats left. */
export async function monthAvailability(
  db: Kysely<DB>,
  trip: Pick<TripRow, 'id' | 'daily_capacity' | 'expiry_date' | 'price'>,
  month: string,
  travellers: number,
  today: IsoDate = todayIso(),
  earliest: IsoDate = addDays(today, 1),
): Promise<MonthAvailability> {
  const [first, last] = bookableWindow(trip, today, earliest);
  const from = `${month}-01` > first ? `${month}-01` : first;
  const monthEnd = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const to = monthEnd < last ? monthEnd : last;
  const previousMonth = shiftMonth(month, -1) >= monthOf(first) ? shiftMonth(month, -1) : null;
  const nextMonth = shiftMonth(month, 1) <= monthOf(last) ? shiftMonth(month, 1) : null;
  const dates: AvailableDate[] = [];
  if (await hasDepartures(db, trip.id)) {
    if (from <= to) {
      const rows = await db
        .selectFrom('departures')
        .select(['date', 'seats', 'seats_taken', 'price'])
        .where('trip_id', '=', trip.id)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .orderBy('date')
        .execute();
      // When some departure still to come has its own price, every date says its price (issue 30,
      // item 3): the calendar shows what each date costs. Otherwise all cost the trip's price: null.
      const priced = await hasOwnPrices(db, trip.id, first);
      for (const r of rows) {
        const left = r.seats - r.seats_taken;
        const price = r.price != null ? Number(r.price) : priced ? Number(trip.price) : null;
        if (left >= travellers) dates.push({ date: r.date, seats_left: left, price });
      }
    }
    return { kind: 'departures', dates, previousMonth, nextMonth };
  }
  const capacity = trip.daily_capacity;
  const taken = new Map<string, number>();
  if (capacity != null && from <= to) {
    const rows = await db
      .selectFrom('day_seats')
      .select(['date', 'seats_taken'])
      .where('trip_id', '=', trip.id)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .execute();
    for (const r of rows) taken.set(r.date, r.seats_taken);
  }
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const left = capacity == null ? null : Math.max(capacity - (taken.get(d) ?? 0), 0);
    if (left === null || left >= travellers) dates.push({ date: d, seats_left: left, price: null });
  }
  return { kind: 'open', dates, previousMonth, nextMonth };
}
