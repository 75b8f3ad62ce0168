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
import { customerPaymentView, queueCancellationRefund, runRefund } from '../../../modules/payments/index.ts';
import { bookingInvoices } from '../../../modules/invoices/index.ts';

// Cancellation by the customer (docs/product.md, "Seats and cancellation"): a pending or confirmed
// booking, until CANCEL_CUTOFF_HOURS before midnight (Riyadh) of its first day. The seats come back
// in the same transaction (modules/bookings/repositories/booking-lifecycle.ts), and so does the customer's e-mail, into
// the mail outbox (platform/mail/outbox.ts), whose sender is woken after the commit. A booking still
// awaiting its payment may be cancelled too (nothing was taken; a payment arriving later is given back).

/** The booking's own answer: with its history, its travellers, and its payments and refunds. */
export async function bookingDetail(app: FastifyInstance, booking: BookingWithFiles) {
  const { db, config } = app;
  const [history, travellers, money, invoices] = await Promise.all([
    historyOf(db, booking.id),
    travellersOf(db, booking.id),
    customerPaymentView(db, config.payments, booking),
    bookingInvoices(db, booking.id),
  ]);
  return { ...withLifecycle(booking, config.cancelCutoffHours, history), travellers, ...money, invoices };
}

/** A booking with until when its customer may cancel it (null: no longer), and its history when given. */
export function withLifecycle(booking: BookingWithFiles, cutoffHours: number, history?: StatusChange[]): BookingWithFiles {
  const open = booking.status === 'pending' || booking.status === 'confirmed' || booking.status === 'awaiting_payment';
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
  let refundId: number | null = null;
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
      inTransaction: async (trx) => {
        await queueStatusMail({ db: trx, config }, bookingId, 'cancelled', reason);
        // What was paid comes back by the agency's refund policy (issue 26): a pending refund row
        // now, the gateway's call after the commit (retried by the refund job when it fails).
        if (config.payments) refundId = await queueCancellationRefund(trx, config.payments.refundPolicy, bookingId);
      },
    });
  } catch (e) {
    throw refusal(e);
  }
  if (refundId !== null && app.payments)
    await runRefund(app.payments, refundId).catch((e) => app.log.error({ err: e, refund: refundId }, 'refund attempt failed'));
  const booking = (await bookings.bookingById(db, bookingId, customer.id))!;
  app.mailOutbox.wake();
  return {
    message: successMessages.bookingCancelled,
    data: await bookingDetail(app, booking),
  };
}
