import { formatHalalas, paymentFailureText, paymentMethodText, toHalalas, type PaymentState } from '@rihla/contract';
import { changeStatusIn, queueStatusMail, StatusChangeRefused } from '../bookings/index.ts';
import { issueInvoice } from '../invoices/index.ts';
import type { PaymentsContext } from './context.ts';
import type { GatewayPayment } from './gateway.ts';
import { judgePayment, type PaymentVerdict } from './judge-payment.ts';
import { paymentRecord, paymentState } from './payment-record.ts';
import { appliedPaymentOf, bookingForPayment, savePayment, takeOutcome } from './repositories/payments.ts';
import { insertRefund } from './repositories/refunds.ts';
import { runRefund } from './refunds.ts';

// Settling a payment (issue 26, "The server never believes the browser"): whoever tells this server
// about a payment (the browser after 3-D Secure, a webhook, the reconciliation and hold jobs), the
// server fetches it from the gateway with its secret key, judges it against its booking
// (judge-payment.ts) and acts once: a booking awaiting payment becomes pending with its e-mail; money
// it must not keep is given back (a refund row first, then the gateway's refund call). All of it in
// one transaction; two servers settling the same payment meet on `takeOutcome`, which only one wins.

export interface Settlement {
  kind: 'settled' | 'unknown-booking' | 'other-booking';
  bookingId: number | null;
  bookingStatus: string | null;
  paymentStatus: PaymentState;
  /** The booking is paid (by this payment or an earlier one). */
  paid: boolean;
  messageAr: string | null;
}

function givenBackText(verdict: PaymentVerdict, bookingStatus: string): string {
  if (verdict.outcome !== 'give-back') return '';
  if (verdict.reason !== 'not-awaiting')
    return 'لم يطابق مبلغ الدفعة قيمة الحجز، فأعدناه إلى وسيلة الدفع. أعد المحاولة من صفحة الحجز.';
  if (bookingStatus === 'expired')
    return 'انتهت مهلة الدفع قبل اكتمال الدفع وعادت المقاعد للبيع، فأعدنا المبلغ إلى وسيلة الدفع. يمكنك الحجز من جديد.';
  if (bookingStatus === 'cancelled') return 'أُلغي الحجز قبل اكتمال الدفع، فأعدنا المبلغ إلى وسيلة الدفع.';
  return 'الحجز مدفوع من قبل، فأعدنا المبلغ المكرر إلى وسيلة الدفع.';
}

/**
 * Fetches payment `gatewayId` and acts on it. `expectBooking` (the customer's call) refuses a payment
 * that names another booking without touching either. Throws GatewayError when the gateway cannot
 * be asked (the caller answers 502, or the job tries again later).
 */
export async function settlePayment(ctx: PaymentsContext, gatewayId: string, expectBooking?: number): Promise<Settlement> {
  const payment = await ctx.gateway.fetchPayment(gatewayId);
  const paymentStatus = paymentState(payment.status);
  const named = Number(payment.metadata.booking_id);
  const bookingId = Number.isSafeInteger(named) && named > 0 ? named : null;
  const none = { bookingId, bookingStatus: null, paymentStatus, paid: false, messageAr: null };
  if (expectBooking !== undefined && bookingId !== expectBooking) return { kind: 'other-booking', ...none };
  if (bookingId === null || !(await bookingForPayment(ctx.db, bookingId))) {
    ctx.log.warn({ payment: payment.id, status: payment.status }, 'payment names no booking of this site: left alone');
    return { kind: 'unknown-booking', ...none };
  }

  for (let attempt = 1; ; attempt++) {
    try {
      return await settleOnce(ctx, payment, bookingId, paymentStatus);
    } catch (e) {
      // The booking changed between the read and the write (another server, a cancellation): judge again.
      if (e instanceof StatusChangeRefused && attempt < 3) continue;
      throw e;
    }
  }
}

async function settleOnce(ctx: PaymentsContext, payment: GatewayPayment, bookingId: number, paymentStatus: PaymentState) {
  const { config } = ctx;
  let refundId: number | null = null;
  let failedMail = false;
  let verdictPaid = false;
  const result = await ctx.db.transaction().execute(async (trx) => {
    const record = paymentRecord(ctx.gateway.provider, bookingId, payment);
    const paymentRowId = await savePayment(trx, record);
    const booking = (await bookingForPayment(trx, bookingId))!;
    const applied = await appliedPaymentOf(trx, bookingId);
    const verdict = judgePayment(
      {
        id: bookingId,
        totalHalalas: toHalalas(Number(booking.total_price)),
        awaitingPayment: booking.status === 'awaiting_payment',
        paidBy: applied?.gateway_id ?? null,
      },
      payment,
    );
    const status = booking.status;
    let messageAr: string | null = null;
    if (verdict.outcome === 'pay' && (await takeOutcome(trx, payment.id, 'applied'))) {
      verdictPaid = true;
      await changeStatusIn(trx, {
        bookingId,
        to: 'pending',
        by: 'system',
        // The id isolated left to right, so an RTL page does not break it around its parentheses.
        reason: `تم الدفع (\u2066${payment.id}\u2069)`,
        inTransaction: async (t) => {
          // The simplified tax invoice, in the same transaction (issue 27): paid means invoiced.
          const invoiceId = await issueInvoice(t, bookingId, paymentRowId, payment.amount);
          await queueStatusMail({ db: t, config }, bookingId, 'paid', null, {
            amount: formatHalalas(payment.amount),
            method: paymentMethodText(record.method, record.brand, record.last4),
            invoice_url: `${config.publicUrl}/account/trips/${bookingId}/invoices/${invoiceId}`,
          });
        },
      });
    } else if (verdict.outcome === 'give-back') {
      messageAr = givenBackText(verdict, booking.status);
      if (await takeOutcome(trx, payment.id, 'given-back')) {
        const amount = payment.amount - payment.refunded;
        if (amount > 0)
          refundId = await insertRefund(trx, {
            bookingId,
            paymentId: paymentRowId,
            amount,
            reason: verdict.reason === 'not-awaiting' ? 'دفعة لم يعد الحجز ينتظرها' : 'دفعة لا تطابق الحجز',
            by: 'system',
          });
        ctx.log.warn({ payment: payment.id, booking: bookingId, reason: verdict.reason }, 'payment given back');
      }
    } else if (verdict.outcome === 'wait' && verdict.reason === 'failed') {
      messageAr = paymentFailureText(payment.source.message);
      // The customer is told of a failed payment once, while the booking still waits for one.
      if (booking.status === 'awaiting_payment' && (await takeOutcome(trx, payment.id, 'failed'))) {
        await queueStatusMail({ db: trx, config }, bookingId, 'payment_failed', messageAr);
        failedMail = true;
      }
    } else if (verdict.outcome === 'wait' && verdict.reason === 'not-this-booking') {
      ctx.log.warn({ payment: payment.id, booking: bookingId }, 'payment metadata does not name this booking');
    }
    // Read again: another server may have settled it meanwhile (its commit is visible to this statement).
    const [after, paidBy] = await Promise.all([bookingForPayment(trx, bookingId), appliedPaymentOf(trx, bookingId)]);
    return {
      kind: 'settled' as const,
      bookingId,
      bookingStatus: after?.status ?? status,
      paymentStatus,
      paid: !!paidBy,
      messageAr,
    };
  });
  if (verdictPaid || failedMail) ctx.wakeMail();
  if (refundId !== null)
    await runRefund(ctx, refundId).catch((e) => ctx.log.error({ err: e, refund: refundId }, 'refund attempt failed'));
  return result;
}
