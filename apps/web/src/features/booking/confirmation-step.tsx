import { useEffect, useState } from 'react';
import { css } from '@rihla/styled-system/css';
import { formatSlashDate, successMessages, type Booking } from '@rihla/contract';
import { Alert } from '@rihla/ui/alert/alert';
import { Badge } from '@rihla/ui/badge/badge';
import { Link } from '@rihla/ui/link/link';
import { getBooking } from '../../api/get-booking.ts';
import { useIsSignedIn } from '../../app/session.ts';

/**
 * Step 3: the trip is booked. The booking id comes from the query string, so a refresh shows the
 * same confirmation; its details are read back from the server when the customer is signed in.
 */
export function ConfirmationStep({ bookingId }: { bookingId: number }) {
  const signedIn = useIsSignedIn();
  const [booking, setBooking] = useState<Booking | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    getBooking(bookingId, controller.signal).then(setBooking, () => undefined);
    return () => controller.abort();
  }, [bookingId, signedIn]);

  return (
    <section aria-labelledby="step-title" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h2 id="step-title" tabIndex={-1} className={css({ fontSize: 'xl', fontWeight: '700', outline: 'none' })}>
        تأكيد الحجز
      </h2>
      <Alert tone="success">{successMessages.booked}</Alert>
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gap: '2',
          '& dt': { color: 'fg.muted' },
          '& dd': { fontWeight: '600' },
        })}
      >
        <dt>رقم الحجز</dt>
        <dd>{bookingId}</dd>
        {booking && (
          <>
            <dt>الحالة</dt>
            <dd>
              <Badge color={booking.status_color}>{booking.status_text_ar}</Badge>
            </dd>
            <dt>من</dt>
            <dd dir="ltr" className={css({ textAlign: 'end', justifySelf: 'start' })}>
              {formatSlashDate(booking.from_date)}
            </dd>
            <dt>إلى</dt>
            <dd dir="ltr" className={css({ textAlign: 'end', justifySelf: 'start' })}>
              {formatSlashDate(booking.to_date)}
            </dd>
          </>
        )}
      </dl>
      <Link href="/account/trips" variant="button">
        عرض رحلاتي
      </Link>
    </section>
  );
}
