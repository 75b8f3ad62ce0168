import type { ReactNode } from 'react';
import { css } from '@rihla/styled-system/css';
import { bookingPath, paymentMessages, successMessages, type BookingWithFiles } from '@rihla/contract';
import { Alert } from '@rihla/ui/alert/alert';
import { Badge } from '@rihla/ui/badge/badge';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { loginPathReturningHere } from '../../lib/return-path.ts';
import { labelValueRows } from '../../components/label-value-rows.ts';
import { BookingTravelRows } from '../../components/booking-rows.tsx';

/**
 * The last step: "تأكيد الحجز". The booking id comes from the query string, so a refresh shows the
 * same confirmation, and so can anyone's typed number: the screen confirms nothing until
 * GET /api/customer/bookings/{id} answers with the customer's own booking of this trip.
 */
export function ConfirmationStep({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="step-title" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h2 id="step-title" tabIndex={-1} className={css({ fontSize: 'xl', fontWeight: '700', outline: 'none' })}>
        تأكيد الحجز
      </h2>
      {children}
    </section>
  );
}

/** A guest (or a customer signed out meanwhile) is asked to sign in and come back here. */
export function SignInToSeeBooking({ bookingId }: { bookingId: number }) {
  return (
    <>
      <p>سجّل الدخول لعرض تفاصيل الحجز رقم {bookingId}.</p>
      <Link href={loginPathReturningHere()} variant="button">
        تسجيل الدخول
      </Link>
    </>
  );
}

export function BookingLoading() {
  return (
    <p role="status" className={css({ color: 'fg.muted' })}>
      جارٍ تحميل الحجز…
    </p>
  );
}

export function BookingLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <Alert tone="error">تعذّر تحميل تفاصيل الحجز. تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.</Alert>
      <Button variant="secondary" onPress={onRetry} className={css({ alignSelf: 'start' })}>
        إعادة المحاولة
      </Button>
    </>
  );
}

/**
 * What was booked (trip, dates, travellers, total, status). `paid`: the booking was paid online, so
 * the message is the payment's and says what comes next.
 */
export function BookedDetails({ booking, paid }: { booking: BookingWithFiles; paid: boolean }) {
  return (
    <>
      {paid ? (
        <Alert tone="success" title={paymentMessages.paid}>
          حجزك رقم {booking.id} مدفوع. {paymentMessages.paidNext}
        </Alert>
      ) : (
        <Alert tone="success">{successMessages.booked}</Alert>
      )}
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
