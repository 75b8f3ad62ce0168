import { useEffect, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { useSelector } from '@xstate/react';
import { css } from '@rihla/styled-system/css';
import type { AdminTrip } from '@rihla/contract';
import { selectIsBusy, selectSending, tripEditorMessages } from '@rihla/machines/trip-editor/trip-editor.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Badge } from '@rihla/ui/badge/badge';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { useRemote } from '../../api/use-remote.ts';
import { adminTripQuery } from '../admin-api.ts';
import { useStaff } from '../staff-session.ts';
import { DeparturesSection } from '../trip-form/departures-section.tsx';
import { ReviewsSection } from '../trip-form/reviews-section.tsx';
import { TripEditorMessage, TripForm } from '../trip-form/trip-form.tsx';
import { useTripEditor, type TripEditorActor } from '../trip-form/use-trip-editor.ts';
import { AdminPage } from '../layout/admin-page.tsx';

/**
 * /admin/trips/{id}: every field of a trip (trip-form/, shared with the create screen), its pictures
 * uploaded there, published or hidden, its departures (one or every chosen weekday until a date), and
 * "تكرار الرحلة", which opens an unpublished copy. Admins change them; agents read. A change
 * is on the public site at once (the catalogue version), and every change is in the audit log. The
 * trip shown is the read's (`adminTripQuery`); each answer of the trip-editor machine is set there.
 */
export default function TripScreen() {
  const id = Number(useParams<{ id: string }>().id);
  const remote = useRemote(adminTripQuery(id));
  const trip = remote.data;
  if (remote.isLoading && !trip)
    return (
      <AdminPage title="الرحلة">
        <p role="status">جارٍ التحميل…</p>
      </AdminPage>
    );
  if (!trip)
    return (
      <AdminPage title="الرحلة">
        <Alert tone="error">لم نجد هذه الرحلة.</Alert>
        <Link href="/admin/trips">العودة إلى الرحلات</Link>
      </AdminPage>
    );
  return <TripEditor key={trip.id} trip={trip} />;
}

/** Whether this page was just opened by "تكرار الرحلة" (the history entry's state, cleared once read). */
const openedAsCopy = () => (history.state as { copied?: boolean } | null)?.copied === true;

function TripEditor({ trip }: { trip: AdminTrip }) {
  const isAdmin = useStaff()?.role === 'admin';
  const [copied] = useState(openedAsCopy);
  const actor = useTripEditor(trip, copied ? tripEditorMessages.duplicated : null);
  // A copy just made: its note takes the keyboard (a screen reader reads it), and a reload shows it no more.
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!copied) return;
    history.replaceState({ ...(history.state as object), copied: false }, '');
    note.current?.focus();
  }, [copied]);
  return (
    <AdminPage title={trip.title} actions={<TripActions trip={trip} actor={actor} isAdmin={isAdmin} />}>
      <div ref={note} tabIndex={-1} className={css({ outline: 'none' })}>
        <TripEditorMessage actor={actor} />
      </div>
      <TripForm actor={actor} label="بيانات الرحلة" submitLabel="حفظ" isReadOnly={!isAdmin} />
      <DeparturesSection trip={trip} actor={actor} isAdmin={isAdmin} />
      <ReviewsSection tripId={trip.id} isAdmin={isAdmin} />
    </AdminPage>
  );
}

/** Beside the title: published or hidden, the public page, and (admins) the switch between them. */
function TripActions({ trip, actor, isAdmin }: { trip: AdminTrip; actor: TripEditorActor; isAdmin: boolean }) {
  const busy = useSelector(actor, selectIsBusy);
  const sending = useSelector(actor, selectSending);
  return (
    <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
      {trip.published ? <Badge color="#166534">منشورة</Badge> : <Badge color="#4b5563">مخفية</Badge>}
      <Link href={trip.link} isExternal>
        صفحتها على الموقع
      </Link>
      {isAdmin && (
        <Button
          variant="secondary"
          isDisabled={busy}
          onPress={() => actor.send({ type: 'trip.publish', published: !trip.published })}
        >
          {trip.published ? 'إخفاء عن الموقع' : 'نشر على الموقع'}
        </Button>
      )}
      {isAdmin && (
        // A copy of everything but its bookings, ratings and departures, hidden, opened for editing (issue 31, item 15).
        <Button
          variant="secondary"
          isDisabled={busy && sending !== 'duplicate'}
          isPending={sending === 'duplicate'}
          onPress={() => actor.send({ type: 'trip.duplicate' })}
        >
          تكرار الرحلة
        </Button>
      )}
    </div>
  );
}
