import { Type } from 'typebox';
import { bool, dataOf, id, int, list, nullable, num, object, oneOf, str, text } from './build.ts';

// A trip's reviews (issue 30, item 2): the public page of them, and staff's list with hiding.

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;

export const ReviewsQuery = Type.Object({
  sort: Type.Optional(oneOf(REVIEW_SORTS)),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
});

export const Review = object({
  /** The rated booking's id. */
  id: int(),
  rate: int(),
  comment: nullable(str()),
  /** First name and the initial of the next ("نورة م."). */
  reviewer: str(),
  /** YYYY-MM: the month the trip began. */
  trip_month: str(),
  /** The booking was completed: the reviewer travelled. */
  verified: bool(),
});

export const TripReviews = object({
  average_rating: nullable(num()),
  rates_count: int(),
  /** 5 to 1 stars, each with its count of public ratings. */
  stars: list(object({ stars: int(), count: int() })),
  reviews: list(Review),
});
export const TripReviewsAnswer = Type.Object({
  data: TripReviews,
  meta: object({ current_page: int(), last_page: int(), total: int() }),
});

export const StaffReview = object({
  id: int(),
  rate: int(),
  comment: nullable(str()),
  reviewer: str(),
  trip_month: str(),
  booking_status: str(),
  updated_at: str(),
  hidden: nullable(object({ at: str(), reason: str(), by: nullable(str()) })),
});
export const StaffReviewsAnswer = Type.Object({
  data: list(StaffReview),
  meta: object({ next_page: nullable(int()) }),
});
export const StaffReviewsQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })) });
export const ReviewParams = Type.Object({ id: id(), bookingId: id() });
export const HideReviewBody = Type.Object({ reason: text(500) });
export const ReviewHiddenAnswer = dataOf(StaffReview);
