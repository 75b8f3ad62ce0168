import fsp from 'node:fs/promises';
import { tripEndDate } from '@rihla/contract';
import type { FastifyInstance } from 'fastify';
import type { TripRow } from '../../platform/db/schema.ts';
import { insertFileContent } from './repositories/booking-files.ts';
import { createBooking } from './repositories/bookings.ts';
import { saveBookingTravellers } from './repositories/saved-travellers.ts';
import { bookingPassports, passportSealer } from './passport-seal.ts';
import { maskPassport } from './repositories/booking-history.ts';
import { queueStatusMail } from './booking-mails.ts';
import type { BookingOrder } from './validate-booking.ts';

// Storing a checked booking: its rows, its seats and its files together.

export interface Placement {
  customerId: number;
  trip: TripRow;
  order: BookingOrder;
  idempotencyKey: string | null;
  fingerprint: string;
}

/**
 * Writes the booking, its travellers and files (modules/bookings/repositories/bookings.ts createBooking) and the kept
 * uploads' bytes, encrypted, in the same transaction (issue 16, item 2): a booking is stored with its
 * files or not at all, and a crash leaves neither half nor orphan. Each file is read from the request's
 * spool and sealed just before its insert, so only one file's bytes are held at a time. The booking's
 * first e-mail is written in that transaction too; the caller wakes the mail sender after it.
 */
export async function storeBooking(app: FastifyInstance, p: Placement): Promise<number> {
  const { order } = p;
  const spooled = new Map(order.keep.map((f) => [f.storedName, f.tmpPath]));
  const passports = bookingPassports(app.filesCipher);
  return createBooking(
    app.db,
    {
      customerId: p.customerId,
      tripId: p.trip.id,
      fromDate: order.fromDate,
      toDate: tripEndDate(order.fromDate, p.trip.duration),
      adults: order.adults,
      children: order.children,
      totalPrice: order.total,
      idempotencyKey: p.idempotencyKey,
      idempotencyHash: p.idempotencyKey ? p.fingerprint : null,
      seats: order.seats,
      // With online payment the booking holds its seats for PAYMENT_HOLD_MINUTES (issue 26).
      holdExpiresAt: app.config.payments ? new Date(Date.now() + app.config.payments.holdMs).toISOString() : null,
    },
    order.travellers.map((t) => ({
      ...t,
      // Sealed like the scans (issue 29, item 9); the customer's pages read the mask.
      passport: passports.seal(t.passport),
      passport_masked: t.passport ? maskPassport(t.passport) : '',
      files: t.files.map((f) => ({
        kind: f.field === 'passport_image' ? ('passport' as const) : ('visa' as const),
        storedName: f.storedName,
        mime: f.mime!,
        size: f.size,
        originalName: f.originalName,
      })),
    })),
    async (trx, files, bookingId) => {
      for (const f of files) {
        const plain = await fsp.readFile(spooled.get(f.storedName)!);
        await insertFileContent(trx, f.id, app.filesCipher.seal(plain, f.storedName));
      }
      // The customer's consent: its travellers kept for their next bookings (issue 31).
      if (order.saveTravellers) await saveBookingTravellers(trx, passportSealer(app.filesCipher), p.customerId, order.travellers);
      // Its "received" e-mail into the mail outbox (platform/mail/outbox.ts), in the same transaction.
      await queueStatusMail({ db: trx, config: app.config }, bookingId, app.config.payments ? 'awaiting_payment' : 'received');
    },
  );
}
