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

/** The booking's trip, when the booking is this customer's. */
export async function ratableBooking(db: Kysely<DB>, bookingId: number, customerId: number) {
  return db
    .selectFrom('bookings')
    .select(['id', 'trip_id'])
    .where('id', '=', bookingId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

function saveRating(db: Kysely<DB>, r: Rating): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const previous = await trx.selectFrom('ratings').select('rate').where('booking_id', '=', r.bookingId).executeTakeFirst();
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
    // Relative updates, so concurrent ratings of one trip add up instead of overwriting.
    const addCount = previous ? 0 : 1;
    const addSum = r.rate - (previous?.rate ?? 0);
    await trx
      .updateTable('trips')
      .set((eb) => ({
        rates_count: eb('rates_count', '+', addCount),
        rating_sum: eb('rating_sum', '+', addSum),
        average_rating: sql<number>`cast(rating_sum + ${addSum} as double precision) / (rates_count + ${addCount})`,
      }))
      .where('id', '=', r.tripId)
      .execute();
  });
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
