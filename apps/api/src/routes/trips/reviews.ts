import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import type { ReviewSort } from '@rihla/contract';
import { notFound } from '../../platform/http-errors.ts';
import { trips, tripReviews } from '../../modules/catalogue/index.ts';

// GET /api/trips/{id}/reviews?sort=newest|highest|lowest&page=N: the trip page's reviews (issue 30,
// item 2), ten a page, with the trip's average, count and star histogram. Read fresh: a booking's
// completion makes its rating a review without touching the catalogue.
export default async function tripReviewRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Params: { id: number }; Querystring: { sort?: ReviewSort; page?: number } }>(
    '/:id/reviews',
    {
      schema: {
        tags: ['trips'],
        summary: "A trip's reviews, ten a page, with its average and star histogram",
        params: wire.IdParams,
        querystring: wire.ReviewsQuery,
        response: { 200: wire.TripReviewsAnswer },
      },
    },
    async (request) => {
      const view = await app.catalogue();
      const id = request.params.id;
      const trip = await view.get(`trip:${id}`, () => trips.tripDetail(db, id, null));
      if (!trip) throw notFound();
      return tripReviews(db, trip, request.query.sort ?? 'newest', request.query.page ?? 1);
    },
  );
}
