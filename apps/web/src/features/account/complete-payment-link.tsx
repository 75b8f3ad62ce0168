import { paymentMessages, type BookingWithFiles } from '@rihla/contract';
import { Link } from '@rihla/ui/link/link';

/** The booking still waits for its payment and its seats are still held (issue 26). */
export const awaitsPayment = (b: BookingWithFiles, now = Date.now()) =>
  b.status === 'awaiting_payment' && !!b.payment_due_at && Date.parse(b.payment_due_at) > now;

/** The wizard's payment step for this booking: "أكمل الدفع" while its hold lasts. */
export function CompletePaymentLink({ booking, className }: { booking: BookingWithFiles; className?: string }) {
  if (!awaitsPayment(booking)) return null;
  return (
    <Link
      href={`${booking.trip.link}/book?booking_id=${booking.id}`}
      variant="button"
      aria-label={`${paymentMessages.completePayment} للحجز رقم ${booking.id}`}
      className={className}
    >
      {paymentMessages.completePayment}
    </Link>
  );
}
