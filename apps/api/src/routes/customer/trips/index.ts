import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorMessages, formatRiyal, successMessages, tripEndDate, validationMessages } from '@rihla/contract';
import { customerOf, requireCustomer } from '../../../lib/auth.ts';
import { assertSameRequest, fingerprint, idempotencyKey } from '../../../lib/idempotency.ts';
import { enforceLimit } from '../../../lib/limits.ts';
import { filesDir, tmpDir } from '../../../lib/uploads.ts';
import * as bookings from '../../../repositories/bookings.ts';
import { isUniqueViolation } from '../../../repositories/customers.ts';
import { bearer } from '../../schemas.ts';
import { booking as bookingSchema, dataOf } from '../../responses.ts';
import { readBookingForm, removeTemp, type TempFile } from './parse-booking.ts';
import { bookingError, int, validateBooking } from './validate-booking.ts';

// POST /api/customer/trips/book: read the multipart form (uploads go to uploads/tmp), check it again
// as the client does, price it, store the booking with its travellers and files in one transaction,
// mail the confirmation. Idempotency-Key retries: lib/idempotency.ts.
export default async function bookingRoutes(app: FastifyInstance) {
  const { db, mailer, uploadsDir } = app;

  app.post(
    '/book',
    {
      schema: {
        tags: ['bookings'],
        security: bearer,
        summary:
          'Book a trip (multipart: trip_id, from_date, adults_count, children_count, nationality[i], passport[i], passport_expiry[i], passport_image[i], visa_image[i])',
        headers: { type: 'object', properties: { 'idempotency-key': { type: 'string' } } },
        response: { 200: dataOf(bookingSchema) },
      },
      config: { invalidStatus: 400, invalidMessage: errorMessages.bookingInput },
      onRequest: requireCustomer,
    },
    async (request, reply) => {
      const customer = customerOf(request);
      const key = idempotencyKey(request.headers['idempotency-key']);
      // A retry with its key skips the budget: it books nothing new.
      const keyed = key ? await bookings.keyedBooking(db, customer.id, key) : undefined;
      if (!keyed) enforceLimit(request, 'booking', customer.id);

      const form = await readBookingForm(request, tmpDir(uploadsDir));
      const print = fingerprint(form);
      const replay = async (first: { id: number; idempotency_hash: string | null }, to: FastifyReply) => {
        assertSameRequest(first.idempotency_hash, print);
        const data = await bookings.bookingById(db, first.id, customer.id);
        return to.header('idempotent-replayed', 'true').send({ data });
      };
      let committed = false;
      try {
        if (keyed) return await replay(keyed, reply);
        const tripId = int(form.fields.get('trip_id')?.[0], 1, 2147483647);
        const trip = tripId ? await bookings.tripToBook(db, tripId) : undefined;
        if (!trip) throw bookingError({ trip_id: [tripId ? errorMessages.notFound : validationMessages.required] });
        const order = validateBooking(form, trip);

        let bookingId: number;
        const moved: TempFile[] = [];
        try {
          bookingId = await bookings.createBooking(
            db,
            {
              customerId: customer.id,
              tripId: trip.id,
              fromDate: order.fromDate,
              toDate: tripEndDate(order.fromDate, trip.duration),
              adults: order.adults,
              children: order.children,
              totalPrice: order.total,
              idempotencyKey: key,
              idempotencyHash: key ? print : null,
            },
            order.travellers.map((t) => ({
              ...t,
              files: t.files.map((f) => ({
                kind: f.field === 'passport_image' ? ('passport' as const) : ('visa' as const),
                storedName: f.storedName,
                mime: f.mime!,
                size: f.size,
                originalName: f.originalName,
              })),
            })),
            // Files in place before the commit (issue 12, item 9): a booking is stored with its files
            // or not at all. A failed rename rolls the rows back; a failed commit removes the files
            // (below); a crash in between leaves files no row names, which start-up deletes.
            async () => {
              for (const f of order.keep) {
                await fsp.rename(f.tmpPath, path.join(filesDir(uploadsDir), f.storedName));
                moved.push(f);
              }
            },
          );
        } catch (e) {
          await Promise.all(moved.map((f) => fsp.rm(path.join(filesDir(uploadsDir), f.storedName), { force: true })));
          // The same Idempotency-Key raced in twice: the first one won, answer with it.
          if (key && isUniqueViolation(e)) {
            const first = await bookings.keyedBooking(db, customer.id, key);
            if (first) return await replay(first, reply);
          }
          throw e;
        }
        committed = true;
        await removeTemp(form.files.filter((f) => !order.keep.includes(f)));

        const booking = (await bookings.bookingById(db, bookingId, customer.id))!;
        mailer
          .send({
            to: customer.email,
            subject: `تأكيد الحجز رقم ${booking.id} - رحلة`,
            text: `مرحبًا ${customer.name}،\n\n${successMessages.booked}.\n\nرقم الحجز: ${booking.id}\nالرحلة: ${trip.title}\nمن ${booking.from_date} إلى ${booking.to_date}\nعدد البالغين: ${order.adults}، عدد الأطفال: ${order.children}\nالإجمالي: ${formatRiyal(order.total)}\nالحالة: ${booking.status_text_ar}\n\nشكرًا لاختيارك رحلة.\n`,
          })
          .catch((err: unknown) => request.log.error({ err }, 'booking confirmation e-mail failed'));
        return { data: booking };
      } finally {
        if (!committed) await removeTemp(form.files);
      }
    },
  );
}
