import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { reviewsCount, reviewsPage, starCounts, staffReviews, tripExists, type ReviewSort } from './repositories/reviews.ts';

// A trip's reviews as the trip page shows them (issue 30, item 2; docs/product.md, "Reviews"): the
// ratings of completed bookings that staff did not hide, with their comment, the reviewer's first name
// and initial, and the month of the trip; newest first or by stars, REVIEWS_PAGE at a time. The
// figures above them (average, count, the 5-to-1 histogram) are the trip's public ratings.

export const REVIEWS_PAGE = 10;

/** "نورة محمد العتيبي" → "نورة م.": enough to be a person, not enough to find them. */
export function reviewerName(full: string): string {
  const [first = '', second] = full.trim().split(/\s+/);
  return second ? `${first} ${[...second][0]}.` : first;
}

export async function tripReviews(
  db: Kysely<DB>,
  trip: { id: number; rates_count: number; average_rating: number | null },
  sort: ReviewSort,
  page: number,
) {
  const [rows, total, stars] = await Promise.all([
    reviewsPage(db, trip.id, sort, (page - 1) * REVIEWS_PAGE, REVIEWS_PAGE),
    reviewsCount(db, trip.id),
    starCounts(db, trip.id),
  ]);
  // A rating of no stars (the modal's cross) counts with the one-star ratings.
  const bucket = (n: number) => (n === 1 ? (stars.get(1) ?? 0) + (stars.get(0) ?? 0) : (stars.get(n) ?? 0));
  return {
    data: {
      average_rating: trip.average_rating === null ? null : Math.round(trip.average_rating * 100) / 100,
      rates_count: trip.rates_count,
      stars: [5, 4, 3, 2, 1].map((n) => ({ stars: n, count: bucket(n) })),
      reviews: rows.map((r) => ({
        id: r.booking_id,
        rate: r.rate,
        comment: r.comment,
        reviewer: reviewerName(r.name),
        trip_month: r.from_date.slice(0, 7),
        verified: r.status === 'completed',
      })),
    },
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / REVIEWS_PAGE)), total },
  };
}

type StaffRow = Awaited<ReturnType<typeof staffReviews>>[number];

const staffView = (r: StaffRow) => ({
  id: r.booking_id,
  rate: r.rate,
  comment: r.comment,
  reviewer: r.name,
  trip_month: r.from_date.slice(0, 7),
  booking_status: r.status,
  updated_at: r.updated_at,
  hidden: r.hidden_at ? { at: r.hidden_at, reason: r.hidden_reason ?? '', by: r.hidden_by_name ?? null } : null,
});

/** Every rating of a trip for staff, 50 a page; null when there is no such trip. */
export async function tripReviewsForStaff(db: Kysely<DB>, tripId: number, page: number) {
  if (!(await tripExists(db, tripId))) return null;
  const rows = await staffReviews(db, tripId, (page - 1) * 50, 51);
  return { data: rows.slice(0, 50).map(staffView), meta: { next_page: rows.length > 50 ? page + 1 : null } };
}

/** One rating of a trip as staff see it. */
export async function staffReviewOf(db: Kysely<DB>, tripId: number, bookingId: number) {
  const [row] = await staffReviews(db, tripId, 0, 1, bookingId);
  return row ? staffView(row) : null;
}
