import { useParams } from 'wouter';
import { Alert } from '@rihla/ui/alert/alert';
import { Badge } from '@rihla/ui/badge/badge';
import { Link } from '@rihla/ui/link/link';
import { useRemote } from '../../api/use-remote.ts';
import { adminBookingQuery } from '../admin-api.ts';
import { ActionOutcome, CancelDialog, StatusButtons } from '../booking/booking-actions.tsx';
import { BookingHistory, BookingSummary, BookingTravellers } from '../booking/booking-details.tsx';
import { BookingNotes } from '../booking/booking-notes.tsx';
import { BookingPayments } from '../booking/booking-payments.tsx';
import { useBookingActions } from '../booking/use-booking-actions.ts';
import { AdminPage } from '../layout/admin-page.tsx';
import { useStaff } from '../staff-session.ts';

/**
 * /admin/bookings/{id}: the customer, the travellers with their passport numbers and images (each
 * opened image is in the audit log; shown from memory, never cached), the history, and the lifecycle's
 * actions; cancelling asks for the reason the customer is e-mailed; its payments and refunds, and an
 * admin's refund; staff's internal notes (never shown to the customer). Its parts are in ../booking/.
 */
export default function BookingScreen() {
  const id = Number(useParams<{ id: string }>().id);
  // Another booking is another screen: its actions start afresh.
  return <BookingView key={id} id={id} />;
}

function BookingView({ id }: { id: number }) {
  const remote = useRemote(adminBookingQuery(id));
  const actor = useBookingActions(id);
  const isAdmin = useStaff()?.role === 'admin';
  const b = remote.data;

  if (remote.isLoading && !b)
    return (
      <AdminPage title={`الحجز رقم ${id}`}>
        <p role="status">جارٍ التحميل…</p>
      </AdminPage>
    );
  if (!b)
    return (
      <AdminPage title={`الحجز رقم ${id}`}>
        <Alert tone="error">لم نجد هذا الحجز.</Alert>
        <Link href="/admin/bookings">العودة إلى الحجوزات</Link>
      </AdminPage>
    );
  return (
    <AdminPage title={`الحجز رقم ${b.id}`} actions={<Badge color={b.status_color}>{b.status_text_ar}</Badge>}>
      <ActionOutcome actor={actor} />
      <StatusButtons actor={actor} next={b.next_statuses} />
      <BookingSummary booking={b} />
      <BookingPayments booking={b} canRefund={isAdmin} />
      <BookingTravellers booking={b} />
      <BookingHistory history={b.history} />
      <BookingNotes booking={b} />
      <CancelDialog actor={actor} bookingId={b.id} />
    </AdminPage>
  );
}
