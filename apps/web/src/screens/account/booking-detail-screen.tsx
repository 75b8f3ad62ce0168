import { useParams } from 'wouter';
import { css } from '@rihla/styled-system/css';
import {
  bookingStatusStyle,
  bookingText,
  type BookingWithFiles,
  formatDateTime,
  formatDeadline,
  formatNumber,
  type StatusChange,
} from '@rihla/contract';
import { cancelSubject } from '@rihla/machines/booking-cancel/booking-cancel.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { bookingQuery } from '../../api/get-booking.ts';
import { invalidate, isNotFound, setData, useRemote } from '../../api/use-remote.ts';
import { AccountLayout } from '../../features/account/account-layout.tsx';
import { BookingHeading } from '../../features/account/booking-heading.tsx';
import { BookingTravelRows } from '../../components/booking-rows.tsx';
import { CancelBookingDialog } from '../../features/account/cancel-booking-dialog.tsx';
import { useBookingCancel } from '../../features/account/use-booking-cancel.ts';
import { CancelClosedNote } from '../../features/account/cancel-closed-note.tsx';
import { BookingPayments } from '../../features/account/booking-payments.tsx';
import { BookingInvoices } from '../../features/account/booking-invoices.tsx';
import { BookingExtras } from '../../features/account/booking-extras.tsx';
import { labelValueRows } from '../../components/label-value-rows.ts';
import { TravellerRows, travellerHeading } from '../../components/traveller-rows.tsx';
import { sectionTitle } from '../../components/page.tsx';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';

/**
 * /account/trips/{id}: one booking of the signed-in customer (docs/product.md, "Seats and
 * cancellation"): the trip, dates, travellers (passport numbers masked), total, the history of its
 * status, and cancellation while it is allowed; past the cut-off, why not and how to reach us.
 */
export default function BookingDetailScreen() {
  const { id } = useParams<{ id: string }>();
  const bookingId = Number(id);
  useDocumentMeta(bookingText({ number: formatNumber(bookingId) }));
  return (
    <AccountLayout title="تفاصيل الحجز">
      {Number.isSafeInteger(bookingId) && bookingId > 0 ? <BookingDetail bookingId={bookingId} /> : <Missing />}
    </AccountLayout>
  );
}

function BookingDetail({ bookingId }: { bookingId: number }) {
  const remote = useRemote(bookingQuery(bookingId));
  // The cancellation's answer is the booking as it now is; a refusal means it changed on the server
  // meanwhile, so it is read again.
  const cancel = useBookingCancel(
    (booking) => setData(bookingQuery(bookingId), booking),
    () => void invalidate(bookingQuery(bookingId)),
  );
  const booking = remote.data;

  if (remote.isLoading && !booking)
    return (
      <p role="status" className={css({ color: 'fg.muted' })}>
        جارٍ تحميل الحجز…
      </p>
    );
  if (isNotFound(remote)) return <Missing />;
  if (!booking)
    return (
      <div className={column}>
        <Alert tone="error">تعذّر تحميل تفاصيل الحجز. تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.</Alert>
        <Button variant="secondary" onPress={remote.retry} className={css({ alignSelf: 'start' })}>
          إعادة المحاولة
        </Button>
      </div>
    );
  return (
    <div className={column}>
      <div aria-live="polite">
        {cancel.success && (
          <Alert tone="success" onDismiss={() => cancel.actor.send({ type: 'cancel.dismissMessage' })}>
            {cancel.success}
          </Alert>
        )}
      </div>
      <article aria-labelledby="booking-title" className={card}>
        <BookingHeading booking={booking} titleId="booking-title" large />
        <dl className={labelValueRows}>
          <div>
            <dt>الوجهة</dt>
            <dd>{booking.trip.to_country}</dd>
          </div>
          <BookingTravelRows booking={booking} />
        </dl>
      </article>
      <BookingPayments booking={booking} />
      <BookingInvoices booking={booking} />
      <BookingExtras booking={booking} />
      <CancelSection
        booking={booking}
        onCancel={() => cancel.actor.send({ type: 'cancel.open', booking: cancelSubject(booking) })}
      />
      {booking.travellers && booking.travellers.length > 0 && <Travellers booking={booking} />}
      {booking.history && booking.history.length > 0 && <History history={booking.history} />}
      <Link href="/account/trips" variant="outline" className={css({ alignSelf: 'start' })}>
        العودة إلى رحلاتي
      </Link>
      <CancelBookingDialog state={cancel} />
    </div>
  );
}

function CancelSection({ booking, onCancel }: { booking: BookingWithFiles; onCancel: () => void }) {
  // Awaiting its payment, it may be cancelled too while the server allows it (its seats go back at once).
  const awaiting = booking.status === 'awaiting_payment' && booking.cancellable_until;
  if (booking.status !== 'pending' && booking.status !== 'confirmed' && !awaiting) return null;
  return (
    <section aria-labelledby="cancel-title" className={card}>
      <h2 id="cancel-title" className={sectionTitle}>
        إلغاء الحجز
      </h2>
      {booking.cancellable_until ? (
        <>
          <p>
            يمكنك إلغاء هذا الحجز حتى <strong>{formatDeadline(booking.cancellable_until)}</strong> بتوقيت الرياض، وتُعاد مقاعده
            لغيرك.
          </p>
          <Button variant="danger" onPress={onCancel} className={css({ alignSelf: 'start' })}>
            إلغاء الحجز
          </Button>
        </>
      ) : (
        <CancelClosedNote booking={booking} />
      )}
    </section>
  );
}

function Travellers({ booking }: { booking: BookingWithFiles }) {
  return (
    <section aria-labelledby="travellers-title" className={card}>
      <h2 id="travellers-title" className={sectionTitle}>
        بيانات المسافرين
      </h2>
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' })}>
        {booking.travellers!.map((t) => {
          const files = booking.files
            .filter((f) => f.traveller === t.traveller)
            .map((f) => (f.kind === 'passport' ? 'الجواز' : 'التأشيرة'));
          return (
            <li key={t.traveller} className={css({ layerStyle: 'note' })}>
              <p className={css({ fontWeight: '700', marginBlockEnd: '1' })}>{travellerHeading(t)}</p>
              <dl className={labelValueRows}>
                <TravellerRows traveller={t} passport={t.passport_masked} />
                {files.length > 0 && (
                  <div>
                    <dt>المرفقات</dt>
                    <dd>صورة {files.join(' و')}</dd>
                  </div>
                )}
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

const BY: Record<StatusChange['by'], string> = { customer: 'أنت', operator: 'فريق رحلة', system: 'تلقائيًا' };

function History({ history }: { history: StatusChange[] }) {
  return (
    <section aria-labelledby="history-title" className={card}>
      <h2 id="history-title" className={sectionTitle}>
        سجل الحالة
      </h2>
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' })}>
        {history.map((change) => (
          <li key={`${change.at}-${change.to}`} className={historyItem}>
            <p className={css({ fontWeight: '700' })}>
              {change.from === null
                ? 'استلام الحجز'
                : `من «${bookingStatusStyle[change.from].text_ar}» إلى «${bookingStatusStyle[change.to].text_ar}»`}
            </p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {formatDateTime(change.at)} · {BY[change.by]}
            </p>
            {change.reason && <p className={css({ fontSize: 'sm' })}>السبب: {change.reason}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Missing() {
  return (
    <div className={column}>
      <Alert tone="error">لم نجد هذا الحجز في حسابك.</Alert>
      <Link href="/account/trips" variant="outline" className={css({ alignSelf: 'start' })}>
        العودة إلى رحلاتي
      </Link>
    </div>
  );
}

const column = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  padding: '4',
  layerStyle: 'card',
});
const historyItem = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  paddingInlineStart: '4',
  borderInlineStart: '3px solid',
  borderColor: 'accent',
});
