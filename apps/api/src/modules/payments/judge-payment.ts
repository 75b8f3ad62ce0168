import type { GatewayPayment } from './gateway.ts';

// What a fetched payment means for its booking (issue 26, "The server never believes the browser"):
// a booking is paid only by a payment that is paid, in riyals, for exactly the booking's total in
// halalas, and that names this booking in its metadata. A payment that is paid but fails any of
// these, or that comes when the booking no longer waits for it (its hold expired, it was cancelled,
// another payment paid it), is given back. A payment that names another booking is that booking's
// business: it is left alone here (refunding it would undo someone's legitimate payment). Pure: the
// caller fetches, decides with this, then writes.

/** The booking as the payment is judged against it. */
export interface BookingToPay {
  id: number;
  /** The booking's total in halalas, from its stored price (integers only). */
  totalHalalas: number;
  /** Still waiting for its payment: neither paid, nor expired, nor cancelled. */
  awaitingPayment: boolean;
  /** The payment that already paid it, if one did (the same payment told twice changes nothing). */
  paidBy: string | null;
}

export type PaymentVerdict =
  /** Mark the booking paid by this payment. */
  | { outcome: 'pay' }
  /** Already paid by this very payment: nothing to do. */
  | { outcome: 'already-paid' }
  /** Not (yet) a payment: leave the booking as it is. */
  | { outcome: 'wait'; reason: 'initiated' | 'failed' | 'reversed' | 'not-this-booking' }
  /** Money was taken that this booking must not keep: refund it (void it while only authorized). */
  | { outcome: 'give-back'; reason: 'amount' | 'currency' | 'not-awaiting' };

const CAPTURED = new Set(['paid', 'captured']);

export function judgePayment(booking: BookingToPay, payment: GatewayPayment): PaymentVerdict {
  if (payment.metadata.booking_id !== String(booking.id)) return { outcome: 'wait', reason: 'not-this-booking' };
  const taken = CAPTURED.has(payment.status) || payment.status === 'authorized';
  if (!taken) {
    if (payment.status === 'initiated') return { outcome: 'wait', reason: 'initiated' };
    if (payment.status === 'failed') return { outcome: 'wait', reason: 'failed' };
    return { outcome: 'wait', reason: 'reversed' };
  }
  // Money was taken for this booking: it stays only in riyals, in full, while the booking waits.
  if (payment.currency !== 'SAR') return { outcome: 'give-back', reason: 'currency' };
  if (!Number.isInteger(payment.amount) || payment.amount !== booking.totalHalalas)
    return { outcome: 'give-back', reason: 'amount' };
  if (booking.paidBy === payment.id) return { outcome: 'already-paid' };
  if (!booking.awaitingPayment) return { outcome: 'give-back', reason: 'not-awaiting' };
  // An authorized payment is not money yet: this site asks for immediate capture, so it waits.
  if (payment.status === 'authorized') return { outcome: 'wait', reason: 'initiated' };
  return { outcome: 'pay' };
}
