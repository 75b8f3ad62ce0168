import { useCallback, useEffect, useState } from 'react';
import {
  bookingStatusStyle,
  isBookingStatus,
  type BookingWithFiles,
  type PaymentOutcome,
  type PaymentSettings,
} from '@rihla/contract';
import { bookingQuery } from '../../api/get-booking.ts';
import { invalidate, isNotFound, setData, useRemote } from '../../api/use-remote.ts';
import { useIsSignedIn } from '../../lib/session.ts';
import {
  BookedDetails,
  BookingLoadFailed,
  BookingLoading,
  ConfirmationStep,
  SignInToSeeBooking,
} from '../../features/booking/confirmation-step.tsx';
import { PaymentStep } from '../../features/payment/payment-step.tsx';
import { PaymentSection } from '../../features/payment/payment-section.tsx';

/** Where the wizard is once the booking exists: paying for it, or its confirmation. */
export type BookedStage = 'payment' | 'confirmation';

export interface BookedStepProps {
  bookingId: number;
  tripId: number;
  tripLink: string;
  /** The site's payment settings; null when it takes no payment online. */
  payments: PaymentSettings | null;
  /** The server has the booking: the wizard's summary shows what was booked. */
  onBooking: (booking: BookingWithFiles) => void;
  /** No such booking of this customer for this trip: the wizard shows the not-found view. */
  onMissing: () => void;
  onStage: (stage: BookedStage) => void;
}

// The gateway's redirect after 3-D Secure adds these to our callback URL (dev/payment-gateway, Moyasar).
const RETURN_PARAMS = ['id', 'status', 'message'];

/** The payment id of the gateway's redirect; its `status` is never believed, only our server's answer. */
function returnedPaymentId(): string | null {
  const id = new URLSearchParams(window.location.search).get('id');
  return id && id.length <= 64 ? id : null;
}

/** The booking's step after step 2: asks a guest to sign in, else reads the booking and shows its step. */
export function BookedStep(props: BookedStepProps) {
  const signedIn = useIsSignedIn();
  if (!signedIn)
    return (
      <ConfirmationStep>
        <SignInToSeeBooking bookingId={props.bookingId} />
      </ConfirmationStep>
    );
  return <BookedBooking {...props} />;
}

const isPaidOnline = (b: BookingWithFiles) => (b.payments ?? []).some((p) => p.status === 'paid');

function BookedBooking({ bookingId, tripId, tripLink, payments, onBooking, onMissing, onStage }: BookedStepProps) {
  const remote = useRemote(bookingQuery(bookingId));
  const booking = remote.data;
  const [returned] = useState(returnedPaymentId);
  const [verifying, setVerifying] = useState(returned !== null);
  const [paidNow, setPaidNow] = useState(false);
  const missing = isNotFound(remote) || (booking !== undefined && booking.trip.id !== tripId);
  const stage: BookedStage =
    payments && !paidNow && (verifying || !booking || booking.status === 'awaiting_payment' || booking.status === 'expired')
      ? 'payment'
      : 'confirmation';

  // A refresh must not report the same redirect again (harmless, but it would say "checking" anew).
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!RETURN_PARAMS.some((p) => url.searchParams.has(p))) return;
    for (const p of RETURN_PARAMS) url.searchParams.delete(p);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, []);
  useEffect(() => {
    if (missing) onMissing();
    else if (booking) onBooking(booking);
  }, [booking, missing, onBooking, onMissing]);
  useEffect(() => onStage(stage), [stage, onStage]);

  const onPaid = useCallback(
    (outcome: PaymentOutcome) => {
      setPaidNow(true);
      setVerifying(false);
      // The badge shows the new status at once; the read that follows brings the payment's row.
      const status = outcome.booking_status;
      if (isBookingStatus(status))
        setData(
          bookingQuery(bookingId),
          (b) =>
            b && {
              ...b,
              status,
              status_text_ar: bookingStatusStyle[status].text_ar,
              status_color: bookingStatusStyle[status].color,
            },
        );
      void invalidate(bookingQuery(bookingId));
      void invalidate('bookings');
    },
    [bookingId],
  );
  const onHoldEnded = useCallback(() => void invalidate(bookingQuery(bookingId)), [bookingId]);

  if ((remote.isLoading && !booking) || missing) {
    const Section = stage === 'payment' ? PaymentSection : ConfirmationStep;
    return (
      <Section>
        <BookingLoading />
      </Section>
    );
  }
  if (!booking)
    return (
      <ConfirmationStep>
        <BookingLoadFailed onRetry={remote.retry} />
      </ConfirmationStep>
    );
  if (stage === 'payment' && payments)
    return (
      <PaymentStep
        booking={booking}
        settings={payments}
        callbackUrl={`${window.location.origin}${window.location.pathname}?booking_id=${booking.id}`}
        returnedPaymentId={returned}
        onPaid={onPaid}
        onHoldEnded={onHoldEnded}
        tripLink={tripLink}
      />
    );
  return (
    <ConfirmationStep>
      <BookedDetails booking={booking} paid={paidNow || (payments !== null && isPaidOnline(booking))} />
    </ConfirmationStep>
  );
}
