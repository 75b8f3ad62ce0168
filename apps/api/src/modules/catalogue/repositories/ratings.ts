import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { isUniqueViolation, nowIso } from '../../../platform/db/constraints.ts';

export interface Rating {
  bookingId: number;
  customerId: number;
  tripId: number;
  rate: number;
  comment: string | null;
}

/** The booking's trip and status, when the booking is this customer's (only a completed one may be rated). */
export async function ratableBooking(db: Kysely<DB>, bookingId: number, customerId: number) {
  return db
    .selectFrom('bookings')
    .select(['id', 'trip_id', 'status'])
    .where('id', '=', bookingId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

function saveRating(db: Kysely<DB>, r: Rating): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom('ratings')
      .select(['rate', 'hidden_at'])
      .where('booking_id', '=', r.bookingId)
      .executeTakeFirst();
    const now = nowIso();
    if (previous) {
      await trx
        .updateTable('ratings')
        .set({ rate: r.rate, comment: r.comment, updated_at: now })
        .where('booking_id', '=', r.bookingId)
        .execute();
    } else {
      await trx
        .insertInto('ratings')
        .values({
          booking_id: r.bookingId,
          customer_id: r.customerId,
          trip_id: r.tripId,
          rate: r.rate,
          comment: r.comment,
          updated_at: now,
        })
        .execute();
    }
    // A review staff hid stays out of the public figures, edited or not.
    if (previous?.hidden_at) return;
    // Relative updates, so concurrent ratings of one trip add up instead of overwriting.
    const addCount = previous ? 0 : 1;
    const addSum = r.rate - (previous?.rate ?? 0);
    await moveTripFigures(trx, r.tripId, addCount, addSum);
  });
}

/** The trip's public count, sum and average moved by a rating coming in or going out. */
export async function moveTripFigures(db: Kysely<DB>, tripId: number, addCount: number, addSum: number): Promise<void> {
  await db
    .updateTable('trips')
    .set((eb) => ({
      rates_count: eb('rates_count', '+', addCount),
      rating_sum: eb('rating_sum', '+', addSum),
      average_rating: sql<
        number | null
      >`case when rates_count + ${addCount} > 0 then cast(rating_sum + ${addSum} as double precision) / (rates_count + ${addCount}) end`,
    }))
    .where('id', '=', tripId)
    .execute();
}

/** Rates a booking (or changes its rating) and keeps the trip's count, sum and average in step. */
export async function rateBooking(db: Kysely<DB>, r: Rating): Promise<void> {
  try {
    await saveRating(db, r);
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    await saveRating(db, r); // a double submit inserted first; this one becomes an edit
  }
}
