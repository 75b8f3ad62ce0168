import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { bookingTripId, errorMessages, validationMessages } from '@rihla/contract';
import { customerOf, requireCustomer } from '../../../modules/accounts/index.ts';
import {
  assertSameRequest,
  fingerprint,
  idempotencyKey,
  bookings,
  readBookingForm,
  removeTemp,
  storeBooking,
  bookingError,
  seatsSoldOut,
  validateBooking,
  offerOn,
  SeatsSoldOut,
  travellersOf,
} from '../../../modules/bookings/index.ts';
import { enforceLimit } from '../../../platform/rate-limits.ts';
import { isUniqueViolation } from '../../../platform/db/constraints.ts';

// POST /api/customer/trips/book: read the multipart form (parse-booking.ts: uploads go to this
// process's spool folder, modules/bookings/uploads.ts), check it again as the client does and price
// it (validate-booking.ts), only then decode its pictures (upload-pool.ts), and store it with its
// travellers and files (encrypted, in the database) in one transaction with its confirmation e-mail
// (place-booking.ts, modules/bookings/repositories/bookings.ts; the e-mail goes through
// platform/mail/outbox.ts). Idempotency-Key retries: modules/bookings/idempotency.ts.
export default async function bookingRoutes(app: FastifyInstance) {
  const { db, spoolDir } = app;

  app.post(
    '/book',
    {
      schema: {
        tags: ['bookings'],
        security: wire.bearer,
        summary:
          'Book a trip (multipart: trip_id, from_date, adults_count, children_count; for every traveller, adults then children, first_name[i], last_name[i], birth_date[i], gender[i]; for each adult nationality[i], passport[i], passport_expiry[i], passport_image[i], visa_image[i]; save_travellers)',
        headers: wire.BookingHeaders,
        response: { 200: wire.BookingResponse },
      },
      config: { invalidStatus: 400, invalidMessage: errorMessages.bookingInput },
      onRequest: requireCustomer,
    },
    async (request, reply) => {
      const customer = customerOf(request);
      const key = idempotencyKey(request.headers['idempotency-key']);
      // Every request spends the budget, replays and refusals too (issue 29, finding 1): a replay
      // that skipped it could be sent without end.
      await enforceLimit(request, 'booking', customer.id);

      // Read and fingerprinted, nothing decoded yet: a replay or a refused form costs no decoding.
      const form = await readBookingForm(request, spoolDir);
      const print = fingerprint(form);
      const replay = async (first: { id: number; idempotency_hash: string | null }) => {
        assertSameRequest(first.idempotency_hash, print);
        const booking = await bookings.bookingById(db, first.id, customer.id);
        const data = booking && { ...booking, travellers: await travellersOf(db, first.id) };
        return reply.header('idempotent-replayed', 'true').send({ data });
      };
      try {
        const keyed = key ? await bookings.keyedBooking(db, customer.id, key) : undefined;
        if (keyed) return await replay(keyed);
        const tripId = bookingTripId(form);
        const trip = tripId ? await bookings.tripToBook(db, tripId) : undefined;
        if (!trip) throw bookingError({ trip_id: [tripId ? errorMessages.notFound : validationMessages.required] });
        const order = await validateBooking(form, trip, (date) => offerOn(db, trip, date), {
          leadHours: app.config.bookingLeadHours,
          passportValidMonths: app.config.passportValidMonths,
        });
        // Only now, for a booking that can be stored, are its files decoded (bounded pool, 503 when full).
        await app.uploadPool.clean(customer.id, order.keep);

        let bookingId: number;
        try {
          bookingId = await storeBooking(app, {
            customerId: customer.id,
            trip,
            order,
            idempotencyKey: key,
            fingerprint: print,
          });
        } catch (e) {
          // The same Idempotency-Key raced in twice: the first one won, answer with it.
          if (key && isUniqueViolation(e)) {
            const first = await bookings.keyedBooking(db, customer.id, key);
            if (first) return await replay(first);
          }
          if (e instanceof SeatsSoldOut) throw seatsSoldOut();
          throw e;
        }

        const booking = (await bookings.bookingById(db, bookingId, customer.id))!;
        // Its e-mail was written with it (place-booking.ts): deliver it now.
        app.mailOutbox.wake();
        // With its travellers by name (issue 31), as its own page lists them.
        return { data: { ...booking, travellers: await travellersOf(db, bookingId) } };
      } finally {
        // Stored or not, the spooled uploads are done with: the kept ones are in the database now.
        await removeTemp(form.files);
      }
    },
  );
}
