import type { Transaction } from 'kysely';
import {
  cancellableUntil,
  formatHalalas,
  paymentMethodText,
  refundAmount,
  refundPercent,
  type RefundStep,
} from '@rihla/contract';
import type { DB } from '../../platform/db/schema.ts';
import { isPostgres } from '../../platform/db/database.ts';
import { queueStatusMail } from '../bookings/index.ts';
import { issueCreditNote } from '../invoices/index.ts';
import type { PaymentsContext } from './context.ts';
import { GatewayError } from './gateway.ts';
import { appliedPaymentOf, bookingForPayment, savePayment } from './repositories/payments.ts';
import { paymentRecord } from './payment-record.ts';
import {
  failRefundAttempt,
  finishRefund,
  insertRefund,
  leaseRefund,
  refundedDone,
  refundedOrPending,
  refundWithPayment,
} from './repositories/refunds.ts';

// Giving money back (issue 26, item 4). A refund is a row first (pending), then the gateway's call;
// a call that fails is tried again by the refund job with a growing wait, and after MAX_ATTEMPTS it
// is "failed" and waits for staff (the back office shows it). Before each call the payment is fetched:
// if the gateway already holds this refund (an earlier call went through but its answer was lost),
// it is marked done without refunding twice.

const MAX_ATTEMPTS = 8;
const LEASE_MS = 2 * 60_000;
const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** attempts, 6 * 3600_000);

/** Tries one refund now; a no-op when it is not due or another server is at it. */
export async function runRefund(ctx: PaymentsContext, refundId: number): Promise<'done' | 'retry' | 'failed' | 'skipped'> {
  const now = Date.now();
  if (!(await leaseRefund(ctx.db, refundId, new Date(now).toISOString(), new Date(now + LEASE_MS).toISOString())))
    return 'skipped';
  const refund = (await refundWithPayment(ctx.db, refundId))!;
  try {
    const before = await ctx.gateway.fetchPayment(refund.gateway_id);
    const doneBefore = await refundedDone(ctx.db, refund.payment_row_id, refund.id);
    let after = before;
    if (before.refunded >= doneBefore + refund.amount) {
      // Already given back by an earlier attempt whose answer never came.
    } else if (before.status === 'authorized') {
      after = await ctx.gateway.void(refund.gateway_id);
    } else {
      after = await ctx.gateway.refund(refund.gateway_id, refund.amount);
    }
    await ctx.db.transaction().execute(async (trx) => {
      await savePayment(trx, paymentRecord(ctx.gateway.provider, refund.booking_id, after));
      await finishRefund(trx, refund.id, `${refund.gateway_id}:${after.refunded}`);
      // Its credit note, referencing the payment's invoice (issue 27, item 5).
      await issueCreditNote(trx, {
        bookingId: refund.booking_id,
        paymentId: refund.payment_row_id,
        refundId: refund.id,
        amountHalalas: refund.amount,
      });
      const method = paymentMethodText(refund.method, refund.brand);
      await queueStatusMail({ db: trx, config: ctx.config }, refund.booking_id, 'refunded', refund.reason, {
        amount: formatHalalas(refund.amount),
        method,
      });
    });
    ctx.wakeMail();
    ctx.log.info({ refund: refund.id, booking: refund.booking_id, amount: refund.amount }, 'refund done');
    return 'done';
  } catch (e) {
    const message = e instanceof GatewayError ? `${e.status} ${e.message}` : String((e as Error)?.message ?? e);
    const attempts = refund.attempts + 1;
    const next = attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + retryDelayMs(attempts)).toISOString();
    await failRefundAttempt(ctx.db, refund.id, message, next);
    ctx.log.warn(
      { refund: refund.id, attempts, error: message },
      next ? 'refund will be tried again' : 'refund given up: staff must act',
    );
    return next ? 'retry' : 'failed';
  }
}

/** Hours from now until the trip's first day (Riyadh midnight), as the cancellation cut-off counts them. */
export function hoursBeforeTrip(fromDate: string, now = Date.now()): number {
  return (cancellableUntil(fromDate, 0).getTime() - now) / 3_600_000;
}

/** What cancelling a booking now would give back by the agency's policy; null when nothing was paid. */
export async function refundOnCancel(
  db: PaymentsContext['db'] | Transaction<DB>,
  policy: readonly RefundStep[],
  booking: { id: number; from_date: string },
  now = Date.now(),
): Promise<{ percent: number; amount_halalas: number; paymentId: number } | null> {
  const payment = await appliedPaymentOf(db, booking.id);
  if (!payment) return null;
  const left = payment.amount - (await refundedOrPending(db, payment.id));
  const percent = refundPercent(policy, hoursBeforeTrip(booking.from_date, now));
  return { percent, amount_halalas: Math.max(0, refundAmount(left, percent)), paymentId: payment.id };
}

/**
 * Inside the customer's cancellation: the refund the policy gives, as a pending row (its call is
 * made after the commit, runRefund). Returns its id, or null when nothing is given back.
 */
export async function queueCancellationRefund(
  trx: Transaction<DB>,
  policy: readonly RefundStep[],
  bookingId: number,
): Promise<number | null> {
  const booking = await bookingForPayment(trx, bookingId);
  if (!booking) return null;
  const due = await refundOnCancel(trx, policy, booking);
  if (!due || due.amount_halalas <= 0) return null;
  return insertRefund(trx, {
    bookingId: booking.id,
    paymentId: due.paymentId,
    amount: due.amount_halalas,
    reason: `إلغاء من العميل (${due.percent}% حسب سياسة الاسترداد)`,
    by: 'customer',
  });
}

/** Halalas a booking's payment can still give back (paid, less refunds done or under way). */
export async function refundable(db: PaymentsContext['db'] | Transaction<DB>, bookingId: number): Promise<number> {
  const payment = await appliedPaymentOf(db, bookingId);
  if (!payment) return 0;
  return Math.max(0, payment.amount - (await refundedOrPending(db, payment.id)));
}

export class RefundRefused extends Error {
  readonly reason: 'nothing-paid' | 'too-much';
  constructor(reason: 'nothing-paid' | 'too-much') {
    super(reason);
    this.reason = reason;
  }
}

/** A refund staff chose (any amount up to what is refundable, with a reason). Returns its id. */
export async function staffRefund(
  ctx: PaymentsContext,
  r: { bookingId: number; amount: number; reason: string; staffId: number },
): Promise<number> {
  const id = await ctx.db.transaction().execute(async (trx) => {
    const payment = await appliedPaymentOf(trx, r.bookingId);
    if (!payment) throw new RefundRefused('nothing-paid');
    // PostgreSQL: staff refunding at once queue on the payment's row (SQLite has one writer anyway).
    if (isPostgres(ctx.db)) await trx.selectFrom('payments').select('id').where('id', '=', payment.id).forUpdate().execute();
    const refundId = await insertRefund(trx, {
      bookingId: r.bookingId,
      paymentId: payment.id,
      amount: r.amount,
      reason: r.reason,
      by: 'staff',
      staffId: r.staffId,
    });
    if ((await refundedOrPending(trx, payment.id)) > payment.amount) throw new RefundRefused('too-much');
    return refundId;
  });
  await runRefund(ctx, id);
  return id;
}
