import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { nowIso } from '../../../platform/db/constraints.ts';
import { moveTripFigures } from './ratings.ts';

// Ratings read as reviews (issue 30, item 2). The public sees the ratings of completed bookings that
// staff did not hide; staff see every rating of a trip, hidden ones with their reason.

export type ReviewSort = 'newest' | 'highest' | 'lowest';

function publicReviews(db: Kysely<DB>, tripId: number) {
  return db
    .selectFrom('ratings')
    .innerJoin('bookings', 'bookings.id', 'ratings.booking_id')
    .innerJoin('customers', 'customers.id', 'ratings.customer_id')
    .where('ratings.trip_id', '=', tripId)
    .where('ratings.hidden_at', 'is', null)
    .where('bookings.status', '=', 'completed');
}

export async function reviewsPage(db: Kysely<DB>, tripId: number, sort: ReviewSort, offset: number, size: number) {
  let q = publicReviews(db, tripId).select([
    'ratings.booking_id',
    'ratings.rate',
    'ratings.comment',
    'ratings.updated_at',
    'bookings.from_date',
    'bookings.status',
    'customers.name',
  ]);
  if (sort === 'highest') q = q.orderBy('ratings.rate', 'desc');
  if (sort === 'lowest') q = q.orderBy('ratings.rate', 'asc');
  return q.orderBy('ratings.updated_at', 'desc').orderBy('ratings.booking_id', 'desc').limit(size).offset(offset).execute();
}

export async function reviewsCount(db: Kysely<DB>, tripId: number): Promise<number> {
  const row = await publicReviews(db, tripId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** How many of the trip's public ratings gave each number of stars (the count and average's own set). */
export async function starCounts(db: Kysely<DB>, tripId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('ratings')
    .select(['rate', (eb) => eb.fn.countAll<number>().as('n')])
    .where('trip_id', '=', tripId)
    .where('hidden_at', 'is', null)
    .groupBy('rate')
    .execute();
  return new Map(rows.map((r) => [r.rate, Number(r.n)]));
}

/** Every rating of a trip, newest first, for staff (hidden ones too); or just one booking's. */
export async function staffReviews(db: Kysely<DB>, tripId: number, offset: number, size: number, bookingId?: number) {
  let q = db
    .selectFrom('ratings')
    .innerJoin('bookings', 'bookings.id', 'ratings.booking_id')
    .innerJoin('customers', 'customers.id', 'ratings.customer_id')
    .leftJoin('staff', 'staff.id', 'ratings.hidden_by')
    .select([
      'ratings.booking_id',
      'ratings.rate',
      'ratings.comment',
      'ratings.updated_at',
      'ratings.hidden_at',
      'ratings.hidden_reason',
      'staff.name as hidden_by_name',
      'bookings.from_date',
      'bookings.status',
      'customers.name',
    ])
    .where('ratings.trip_id', '=', tripId);
  if (bookingId !== undefined) q = q.where('ratings.booking_id', '=', bookingId);
  return q.orderBy('ratings.updated_at', 'desc').orderBy('ratings.booking_id', 'desc').limit(size).offset(offset).execute();
}

/**
 * Hides (reason given) or shows again a trip's review; the trip's public count and average follow in
 * the same transaction. Returns the rating as it was, or null when the trip has no such rating;
 * `changed` is false when it already was as asked.
 */
export async function setReviewHidden(
  db: Kysely<DB>,
  r: { tripId: number; bookingId: number; hide: { reason: string; staffId: number } | null },
) {
  return db.transaction().execute(async (trx) => {
    const rating = await trx
      .selectFrom('ratings')
      .select(['rate', 'comment', 'hidden_at', 'hidden_reason'])
      .where('booking_id', '=', r.bookingId)
      .where('trip_id', '=', r.tripId)
      .executeTakeFirst();
    if (!rating) return null;
    const hidden = rating.hidden_at !== null;
    if (hidden === (r.hide !== null)) return { before: rating, changed: false };
    // Only the row that still is as read changes, so two staff pressing at once move the figures once.
    const updated = await trx
      .updateTable('ratings')
      .set(
        r.hide
          ? { hidden_at: nowIso(), hidden_reason: r.hide.reason, hidden_by: r.hide.staffId }
          : { hidden_at: null, hidden_reason: null, hidden_by: null },
      )
      .where('booking_id', '=', r.bookingId)
      .where('hidden_at', hidden ? 'is not' : 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { before: rating, changed: false };
    await moveTripFigures(trx, r.tripId, r.hide ? -1 : 1, r.hide ? -rating.rate : rating.rate);
    return { before: rating, changed: true };
  });
}

export async function tripExists(db: Kysely<DB>, tripId: number): Promise<boolean> {
  return !!(await db.selectFrom('trips').select('id').where('id', '=', tripId).executeTakeFirst());
}
