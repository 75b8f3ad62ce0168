import {
  paymentFailureText,
  type AdminPayment,
  type AdminRefund,
  type BookingPayment,
  type BookingRefund,
  type PaymentState,
} from '@rihla/contract';
import type { PaymentsContext } from './context.ts';
import { paymentsOfBooking } from './repositories/payments.ts';
import { refundsOfBooking } from './repositories/refunds.ts';
import { refundable, refundOnCancel } from './refunds.ts';

// A booking's payments and refunds as the customer and the staff see them (issue 26).

type Db = PaymentsContext['db'];
type PaymentRow = Awaited<ReturnType<typeof paymentsOfBooking>>[number];

const paymentView = (p: PaymentRow): BookingPayment => ({
  id: p.gateway_id,
  method: p.method,
  brand: p.brand,
  last4: p.last4,
  amount_halalas: p.amount,
  status: p.status as PaymentState,
  message_ar: p.status === 'failed' ? paymentFailureText(p.message) : null,
  created_at: p.created_at,
});

type RefundRow = Awaited<ReturnType<typeof refundsOfBooking>>[number];
const refundView = (r: RefundRow): BookingRefund => ({
  id: r.id,
  amount_halalas: r.amount,
  status: r.status as BookingRefund['status'],
  reason: r.reason,
  created_at: r.created_at,
});

/** What the customer's booking page adds: payments, refunds, and what cancelling now gives back. */
export async function customerPaymentView(
  db: Db,
  policy: PaymentsContext['config']['payments'] | null,
  booking: { id: number; from_date: string; status: string },
) {
  const [payments, refunds] = await Promise.all([paymentsOfBooking(db, booking.id), refundsOfBooking(db, booking.id)]);
  const cancellable = booking.status === 'pending' || booking.status === 'confirmed';
  const due = policy && cancellable ? await refundOnCancel(db, policy.refundPolicy, booking) : null;
  return {
    payments: payments.map(paymentView),
    refunds: refunds.map(refundView),
    refund_on_cancel: due ? { percent: due.percent, amount_halalas: due.amount_halalas } : null,
  };
}

/** What the back office's booking page adds. */
export async function staffPaymentView(
  db: Db,
  bookingId: number,
): Promise<{ payments: AdminPayment[]; refunds: AdminRefund[]; refundable_halalas: number }> {
  const [payments, refunds, left] = await Promise.all([
    paymentsOfBooking(db, bookingId),
    refundsOfBooking(db, bookingId),
    refundable(db, bookingId),
  ]);
  return {
    payments: payments.map((p) => ({
      ...paymentView(p),
      provider: p.provider,
      refunded_halalas: p.refunded,
      updated_at: p.updated_at,
    })),
    refunds: refunds.map((r) => ({
      ...refundView(r),
      payment_id: r.gateway_id,
      gateway_refund_id: r.gateway_refund_id,
      by: r.requested_by as AdminRefund['by'],
      staff_name: r.staff_name,
      attempts: r.attempts,
      last_error: r.last_error,
    })),
    refundable_halalas: left,
  };
}
