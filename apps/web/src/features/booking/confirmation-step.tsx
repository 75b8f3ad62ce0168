import { useEffect } from 'react';
import { css } from '@rihla/styled-system/css';
import { bookingPath, successMessages, type Booking } from '@rihla/contract';
import { Alert } from '@rihla/ui/alert/alert';
import { Badge } from '@rihla/ui/badge/badge';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { bookingQuery } from '../../api/get-booking.ts';
import { isNotFound, useRemote } from '../../api/use-remote.ts';
import { useIsSignedIn } from '../../lib/session.ts';
import { loginPathReturningHere } from '../../lib/return-path.ts';
import { labelValueRows } from '../../components/label-value-rows.ts';
import { BookingTravelRows } from '../../components/booking-rows.tsx';

export interface ConfirmationStepProps {
  bookingId: number;
  tripId: number;
  /** The server has the booking: the wizard's summary shows what was booked. */
  onBooking: (booking: Booking) => void;
  /** No such booking of this customer for this trip: the wizard shows the not-found view. */
  onMissing: () => void;
}

/**
 * Step 3. The booking id comes from the query string, so a refresh shows the same confirmation, and
 * so can anyone's typed number: nothing is confirmed until GET /api/customer/bookings/{id} answers
 * with the customer's own booking of this trip. Then it shows what was booked (trip, dates,
 * travellers, total, status).
 */
export function ConfirmationStep(props: ConfirmationStepProps) {
  const signedIn = useIsSignedIn();
  return (
    <section aria-labelledby="step-title" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h2 id="step-title" tabIndex={-1} className={css({ fontSize: 'xl', fontWeight: '700', outline: 'none' })}>
        تأكيد الحجز
      </h2>
      {signedIn ? (
        <BookedDetails {...props} />
      ) : (
        <>
          <p>سجّل الدخول لعرض تفاصيل الحجز رقم {props.bookingId}.</p>
          <Link href={loginPathReturningHere()} variant="button">
            تسجيل الدخول
          </Link>
        </>
      )}
    </section>
  );
}

function BookedDetails({ bookingId, tripId, onBooking, onMissing }: ConfirmationStepProps) {
  const remote = useRemote(bookingQuery(bookingId));
  const booking = remote.data;
  const missing = isNotFound(remote) || (booking !== undefined && booking.trip.id !== tripId);
  useEffect(() => {
    if (missing) onMissing();
    else if (booking) onBooking(booking);
  }, [booking, missing, onBooking, onMissing]);

  if (remote.isLoading || missing)
    return (
      <p role="status" className={css({ color: 'fg.muted' })}>
        جارٍ تحميل الحجز…
      </p>
    );
  if (!booking)
    return (
      <>
        <Alert tone="error">تعذّر تحميل تفاصيل الحجز. تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.</Alert>
        <Button variant="secondary" onPress={remote.retry} className={css({ alignSelf: 'start' })}>
          إعادة المحاولة
        </Button>
      </>
    );
  return (
    <>
      <Alert tone="success">{successMessages.booked}</Alert>
      <dl className={labelValueRows}>
        <div>
          <dt>رقم الحجز</dt>
          <dd>{booking.id}</dd>
        </div>
        <div>
          <dt>الرحلة</dt>
          <dd>{booking.trip.title}</dd>
        </div>
        <div>
          <dt>الحالة</dt>
          <dd>
            <Badge color={booking.status_color}>{booking.status_text_ar}</Badge>
          </dd>
        </div>
        <BookingTravelRows booking={booking} />
      </dl>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Link href={bookingPath(booking.id)} variant="button">
          عرض الحجز
        </Link>
        <Link href="/account/trips" variant="outline">
          عرض رحلاتي
        </Link>
      </div>
    </>
  );
}
