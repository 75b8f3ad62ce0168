import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { earliestTripDate, todayIso } from '@rihla/contract';
import { notFound } from '../../platform/http-errors.ts';
import { tripToBook, monthAvailability, monthOf } from '../../modules/bookings/index.ts';

// GET /api/trips/{id}/availability?month=YYYY-MM&travellers=N: the dates of one month on which N
// travellers can book the trip, with the seats left (null = unlimited), paged by month through
// previous_month/next_month. The trip page and the wizard's calendar show only these dates
// (docs/product.md, "Seats and cancellation").
export default async function tripAvailabilityRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Params: { id: number }; Querystring: { month?: string; travellers?: number } }>(
    '/:id/availability',
    {
      schema: {
        tags: ['trips'],
        summary: "A month of a trip's bookable dates with the seats left",
        params: wire.IdParams,
        querystring: wire.AvailabilityQuery,
        response: { 200: wire.AvailabilityResponse },
      },
    },
    async (request, reply) => {
      const trip = await tripToBook(db, request.params.id);
      if (!trip) throw notFound();
      const today = todayIso();
      // The agency's lead time (BOOKING_LEAD_HOURS) moves the first bookable day.
      const earliest = earliestTripDate(app.config.bookingLeadHours);
      const month = request.query.month ?? monthOf(earliest);
      const travellers = request.query.travellers ?? 1;
      const a = await monthAvailability(db, trip, month, travellers, today, earliest);
      // Seats change with every booking: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return {
        data: {
          trip_id: trip.id,
          month,
          travellers,
          kind: a.kind,
          dates: a.dates,
          previous_month: a.previousMonth,
          next_month: a.nextMonth,
        },
      };
    },
  );
}
