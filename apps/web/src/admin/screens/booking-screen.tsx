import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { css } from '@rihla/styled-system/css';
import {
  bookingStatusStyle,
  formatDateTime,
  formatLongDate,
  formatRiyal,
  isBookingStatus,
  travellersText,
  type AdminBookingDetail,
} from '@rihla/contract';
import {
  ACTION_LABELS as ACTIONS,
  adminBookingActionsMachine,
  MAX_CANCEL_REASON,
  selectCanSendCancel,
  selectError,
  selectIsBusy,
  selectIsDialogOpen,
  selectReason,
  selectSending,
  selectSuccess,
} from '@rihla/machines/admin-booking-actions/admin-booking-actions.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Badge } from '@rihla/ui/badge/badge';
import { Button } from '@rihla/ui/button/button';
import { Dialog } from '@rihla/ui/dialog/dialog';
import { Link } from '@rihla/ui/link/link';
import { Modal } from '@rihla/ui/modal/modal';
import { TextArea } from '@rihla/ui/text-area/text-area';
import { labelValueRows } from '../../components/label-value-rows.ts';
import { TravellerRows } from '../../components/traveller-rows.tsx';
import { invalidate, setData, useRemote } from '../../api/use-remote.ts';
import { inspector } from '../../lib/inspector.ts';
import { adminBookingQuery, changeStatus, dashboardQuery, getBooking, getFile } from '../admin-api.ts';
import { staffSession } from '../staff-session.ts';
import { AdminPage, panel } from '../layout/admin-page.tsx';

const BY = { customer: 'العميل', operator: 'فريق رحلة', system: 'تلقائيًا' } as Record<string, string>;
const statusText = (s: string | null) => (s && isBookingStatus(s) ? bookingStatusStyle[s].text_ar : '—');

/**
 * /admin/bookings/{id}: the customer, the travellers with their passport numbers and images (each
 * opened image is in the audit log; shown from memory, never cached), the history, and the lifecycle's
 * actions; cancelling asks for the reason the customer is e-mailed.
 */
export default function BookingScreen() {
  const id = Number(useParams<{ id: string }>().id);
  // Another booking is another screen: its actions start afresh.
  return <BookingView key={id} id={id} />;
}

function BookingView({ id }: { id: number }) {
  const remote = useRemote(adminBookingQuery(id));
  const shown = (booking: AdminBookingDetail) => {
    setData(adminBookingQuery(id), booking);
    void invalidate(dashboardQuery()); // its pending count and seats left
    return booking;
  };
  const actor = useActorRef(
    adminBookingActionsMachine.provide({
      // Each answer is the booking as it now is: the screen shows it from the one cache.
      actors: {
        changeStatus: fromPromise(({ input }) => changeStatus(input.bookingId, input.to, input.reason).then(shown)),
        loadBooking: fromPromise(({ input, signal }) => getBooking(input.bookingId, signal).then(shown)),
      },
      // The API client has ended the session on the 401 already; the back office goes to its sign-in.
      actions: { sessionExpired: () => staffSession.end() },
    }),
    { input: { bookingId: id }, inspect: inspector() },
  );
  const sending = useSelector(actor, selectSending);
  const busy = useSelector(actor, selectIsBusy);
  const error = useSelector(actor, selectError);
  const done = useSelector(actor, selectSuccess);
  const cancelOpen = useSelector(actor, selectIsDialogOpen);
  const reason = useSelector(actor, selectReason);
  const canSendCancel = useSelector(actor, selectCanSendCancel);
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
      <div aria-live="polite">
        {done && <Alert tone="success">{done}</Alert>}
        {error && !cancelOpen && <Alert tone="error">{error}</Alert>}
      </div>
      {b.next_statuses.length > 0 && (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          {b.next_statuses.includes('confirmed') && (
            <Button
              onPress={() => actor.send({ type: 'actions.confirm' })}
              isPending={sending === 'confirmed'}
              isDisabled={busy && sending !== 'confirmed'}
            >
              {ACTIONS.confirmed}
            </Button>
          )}
          {b.next_statuses.includes('completed') && (
            <Button
              variant="secondary"
              onPress={() => actor.send({ type: 'actions.complete' })}
              isPending={sending === 'completed'}
              isDisabled={busy && sending !== 'completed'}
            >
              {ACTIONS.completed}
            </Button>
          )}
          {b.next_statuses.includes('cancelled') && (
            <Button variant="danger" onPress={() => actor.send({ type: 'actions.cancel' })} isDisabled={busy}>
              {ACTIONS.cancelled}
            </Button>
          )}
        </div>
      )}
      <section aria-labelledby="summary-title" className={panel}>
        <h2 id="summary-title" className={h2}>
          الحجز والعميل
        </h2>
        <dl className={labelValueRows}>
          <div>
            <dt>الرحلة</dt>
            <dd>{b.trip.title}</dd>
          </div>
          <div>
            <dt>من</dt>
            <dd>{formatLongDate(b.from_date)}</dd>
          </div>
          <div>
            <dt>إلى</dt>
            <dd>{formatLongDate(b.to_date)}</dd>
          </div>
          <div>
            <dt>المسافرون</dt>
            <dd>{travellersText(b.adults_count, b.children_count)}</dd>
          </div>
          <div>
            <dt>الإجمالي</dt>
            <dd>{formatRiyal(b.total_price)}</dd>
          </div>
          <div>
            <dt>العميل</dt>
            <dd>{b.customer.name}</dd>
          </div>
          <div>
            <dt>البريد الإلكتروني</dt>
            <dd>
              <bdi dir="ltr" className={wrap}>
                {b.customer.email}
              </bdi>
            </dd>
          </div>
          <div>
            <dt>الهاتف</dt>
            <dd>
              <bdi dir="ltr">{b.customer.phone_number ?? '—'}</bdi>
            </dd>
          </div>
          <div>
            <dt>تاريخ الحجز</dt>
            <dd>{formatDateTime(b.created_at)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="travellers-title" className={panel}>
        <h2 id="travellers-title" className={h2}>
          المسافرون ووثائقهم
        </h2>
        {b.travellers.map((t) => (
          <div
            key={t.traveller}
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: '2',
              borderBlockEnd: '1px solid',
              borderColor: 'border',
              paddingBlockEnd: '3',
            })}
          >
            <h3 className={css({ fontWeight: '700' })}>المسافر البالغ {t.traveller + 1}</h3>
            <dl className={labelValueRows}>
              <TravellerRows nationality={t.nationality} passport={t.passport} expiry={t.passport_expiry} />
            </dl>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
              {b.files
                .filter((f) => f.traveller === t.traveller)
                .map((f) => (
                  <FileView
                    key={f.id}
                    url={f.url}
                    mime={f.mime}
                    label={`${f.kind === 'visa' ? 'التأشيرة' : 'الجواز'}، المسافر ${t.traveller + 1}`}
                  />
                ))}
            </div>
          </div>
        ))}
      </section>
      <section aria-labelledby="history-title" className={panel}>
        <h2 id="history-title" className={h2}>
          سجل الحالة
        </h2>
        <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' })}>
          {b.history.map((h) => (
            <li key={`${h.at}-${h.to}`}>
              <strong>{h.from === null ? 'استلام الحجز' : `${statusText(h.from)} ← ${statusText(h.to)}`}</strong> ·{' '}
              {formatDateTime(h.at)} · {BY[h.by] ?? h.by}
              {h.reason && <> · السبب: {h.reason}</>}
            </li>
          ))}
        </ol>
      </section>
      <Modal
        isOpen={cancelOpen}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: 'actions.close' });
        }}
        size="sm"
        isDismissable={!busy}
      >
        <Dialog title={`إلغاء الحجز رقم ${b.id}`}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <p>تُعاد المقاعد، ويصل السبب إلى العميل في رسالة الإلغاء مع سياسة الاسترداد.</p>
            {error && <Alert tone="error">{error}</Alert>}
            <TextArea
              label="سبب الإلغاء"
              isRequired
              value={reason}
              onChange={(value) => actor.send({ type: 'actions.setReason', value })}
              rows={3}
              maxLength={MAX_CANCEL_REASON}
            />
            <Button
              variant="danger"
              isDisabled={!canSendCancel && sending !== 'cancelled'}
              isPending={sending === 'cancelled'}
              onPress={() => actor.send({ type: 'actions.sendCancel' })}
            >
              تأكيد الإلغاء
            </Button>
          </div>
        </Dialog>
      </Modal>
    </AdminPage>
  );
}

/** A passport or visa: a button that loads it with the staff token, then the image itself (or the PDF to open). */
function FileView({ url, mime, label }: { url: string; mime: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );
  const open = async () => {
    try {
      setSrc(URL.createObjectURL(await getFile(url)));
    } catch {
      setFailed(true);
    }
  };
  if (src && mime !== 'application/pdf')
    return (
      <img
        src={src}
        alt={label}
        className={css({ maxWidth: '320px', borderRadius: 'control', border: '1px solid', borderColor: 'border' })}
      />
    );
  if (src) return <Link href={src} isExternal>{`فتح ${label} (PDF)`}</Link>;
  return (
    <div>
      <Button variant="secondary" onPress={() => void open()}>{`عرض ${label}`}</Button>
      {failed && <p role="alert">تعذّر فتح الملف.</p>}
    </div>
  );
}

const h2 = css({ fontSize: 'lg', fontWeight: '700' });
const wrap = css({ overflowWrap: 'anywhere' });
