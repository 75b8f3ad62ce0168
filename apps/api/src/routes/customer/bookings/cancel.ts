import type { FastifyInstance } from 'fastify';
import { cancellableUntil, errorMessages, successMessages, type BookingWithFiles, type StatusChange } from '@rihla/contract';
import type { CustomerRow } from '../../../platform/db/schema.ts';
import { ApiError, notFound } from '../../../platform/http-errors.ts';
import {
  queueStatusMail,
  historyOf,
  travellersOf,
  changeStatus,
  StatusChangeRefused,
  bookings,
} from '../../../modules/bookings/index.ts';

// Cancellation by the customer (docs/product.md, "Seats and cancellation"): a pending or confirmed
// booking, until CANCEL_CUTOFF_HOURS before midnight (Riyadh) of its first day. The seats come back
// in the same transaction (modules/bookings/repositories/booking-lifecycle.ts), and so does the customer's e-mail, into
// the mail outbox (platform/mail/outbox.ts), whose sender is woken after the commit.

/** The booking's own answer: with its history and its travellers. */
export async function bookingDetail(db: FastifyInstance['db'], booking: BookingWithFiles, cutoffHours: number) {
  const [history, travellers] = await Promise.all([historyOf(db, booking.id), travellersOf(db, booking.id)]);
  return { ...withLifecycle(booking, cutoffHours, history), travellers };
}

/** A booking with until when its customer may cancel it (null: no longer), and its history when given. */
export function withLifecycle(booking: BookingWithFiles, cutoffHours: number, history?: StatusChange[]): BookingWithFiles {
  const open = booking.status === 'pending' || booking.status === 'confirmed';
  const until = open ? cancellableUntil(booking.from_date, cutoffHours) : null;
  return {
    ...booking,
    cancellable_until: until && until.getTime() > Date.now() ? until.toISOString() : null,
    ...(history ? { history } : {}),
  };
}

function refusal(e: unknown): unknown {
  if (!(e instanceof StatusChangeRefused)) return e;
  if (e.reason === 'not-found') return notFound();
  return new ApiError(409, e.reason === 'too-late' ? errorMessages.cancelTooLate : errorMessages.notCancellable);
}

export async function cancelByCustomer(
  app: FastifyInstance,
  customer: CustomerRow,
  bookingId: number,
  rawReason: string | null | undefined,
) {
  const { db, config } = app;
  const reason = rawReason?.trim() || null;
  try {
    await changeStatus(db, {
      bookingId,
      to: 'cancelled',
      by: 'customer',
      reason,
      customerId: customer.id,
      check: (b) => {
        if (Date.now() >= cancellableUntil(b.from_date, config.cancelCutoffHours).getTime())
          throw new StatusChangeRefused('too-late');
      },
      inTransaction: (trx) => queueStatusMail({ db: trx, config }, bookingId, 'cancelled', reason),
    });
  } catch (e) {
    throw refusal(e);
  }
  const booking = (await bookings.bookingById(db, bookingId, customer.id))!;
  app.mailOutbox.wake();
  return {
    message: successMessages.bookingCancelled,
    data: await bookingDetail(db, booking, config.cancelCutoffHours),
  };
}
