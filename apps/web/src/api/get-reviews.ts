import type { ReviewSort, TripReviews } from '@rihla/contract';
import { api } from './client.ts';
import { query } from './read-cache.ts';

export interface ReviewsPage {
  data: TripReviews;
  meta: { current_page: number; last_page: number; total: number };
}

/** GET /api/trips/{id}/reviews: ten of a trip's reviews, with its average and star histogram (issue 30). */
export function getReviews(tripId: number, sort: ReviewSort, page: number, signal?: AbortSignal): Promise<ReviewsPage> {
  return api.get(`trips/${tripId}/reviews`, { searchParams: { sort, page }, signal }).json<ReviewsPage>();
}

/** A sort's first page, under `reviews:{id}:{sort}`: the newest is rendered by the server with the trip page. */
export const reviewsQuery = (tripId: number, sort: ReviewSort) =>
  query(`reviews:${tripId}:${sort}`, (signal) => getReviews(tripId, sort, 1, signal));
