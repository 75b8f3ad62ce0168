import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { errorMessages, successMessages, type RatePayload } from '@rihla/contract';
import { bookingDetail, cancelByCustomer, withLifecycle } from './cancel.ts';
import customerPaymentRoutes from './payments.ts';
import { customerOf, requireCustomer } from '../../../modules/accounts/index.ts';
import { ApiError, notFound } from '../../../platform/http-errors.ts';
import { sendBookingFile, bookings } from '../../../modules/bookings/index.ts';
import { rateBooking, ratableBooking, pageMeta as pageMetaOf, PAGE_SIZE } from '../../../modules/catalogue/index.ts';

// The signed-in customer's bookings (/api/customer/bookings/*): list, one booking, its files, rating.
export default async function customerBookingRoutes(app: FastifyInstance) {
  const { db } = app;
  await app.register(customerPaymentRoutes);

  app.get<{ Querystring: { page: number } }>(
    '/',
    {
      schema: {
        tags: ['bookings'],
        security: wire.bearer,
        querystring: wire.PageQuery,
        response: {
          200: wire.BookingsPage,
        },
      },
      onRequest: requireCustomer,
    },
    async (request) => {
      const customer = customerOf(request);
      const page = request.query.page ?? 1;
      const { bookings: list, total } = await bookings.bookingsOf(db, customer.id, page, PAGE_SIZE);
      const hours = app.config.cancelCutoffHours;
      return { data: { bookings: list.map((b) => withLifecycle(b, hours)) }, meta: pageMetaOf(page, total) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/:id',
    {
      schema: { tags: ['bookings'], security: wire.bearer, params: wire.IdParams, response: { 200: wire.BookingResponse } },
      onRequest: requireCustomer,
    },
    async (request) => {
      const booking = await bookings.bookingById(db, request.params.id, customerOf(request).id);
      if (!booking) throw notFound();
      return { data: await bookingDetail(app, booking) };
    },
  );

  app.post<{ Params: { id: number }; Body: { reason?: string | null } | null }>(
    '/:id/cancel',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Cancel a pending or confirmed booking before the cut-off (CANCEL_CUTOFF_HOURS); gives its seats back',
        security: wire.bearer,
        params: wire.IdParams,
        body: wire.CancelBookingBody,
        response: { 200: wire.CancelBookingResponse },
      },
      config: { invalidStatus: 400, invalidMessage: errorMessages.bookingInput },
      onRequest: requireCustomer,
    },
    async (request) => cancelByCustomer(app, customerOf(request), request.params.id, request.body?.reason),
  );

  app.get<{ Params: { id: number; fileId: number } }>(
    '/:id/files/:fileId',
    {
      schema: {
        tags: ['bookings'],
        security: wire.bearer,
        params: wire.FileParams,
      },
      onRequest: requireCustomer,
    },
    async (request, reply) =>
      sendBookingFile(
        request,
        reply,
        await bookings.bookingFile(db, customerOf(request).id, request.params.id, request.params.fileId),
      ),
  );

  app.post<{ Body: RatePayload }>(
    '/rate',
    {
      schema: {
        tags: ['bookings'],
        security: wire.bearer,
        body: wire.RateBody,
        response: { 200: wire.MessageBody },
      },
      config: { invalidStatus: 400, invalidMessage: errorMessages.bookingInput },
      onRequest: requireCustomer,
    },
    async (request) => {
      const customer = customerOf(request);
      const { booking_id, rate } = request.body;
      const comment = request.body.comment?.trim() || null;
      const booking = await ratableBooking(db, booking_id, customer.id);
      if (!booking) throw notFound();
      // Ratings are public reviews: only a traveller whose trip has ended rates it (docs/product.md, "Reviews").
      if (booking.status !== 'completed')
        throw new ApiError(422, errorMessages.rateBeforeEnd, { booking_id: [errorMessages.rateBeforeEnd] });
      await rateBooking(db, { bookingId: booking.id, customerId: customer.id, tripId: booking.trip_id, rate, comment });
      return { message: successMessages.ratingSent };
    },
  );
}
