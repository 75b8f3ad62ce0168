import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { toApiError } from '@rihla/machines/shared/api-error';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { createTrip } from '../admin-api.ts';
import { useStaff } from '../staff-session.ts';
import { bodyOf, draftErrors, emptyDraft, type TripDraft } from '../trip-form/trip-draft.ts';
import { TripFields, useTripOptions } from '../trip-form/trip-fields.tsx';
import { AdminPage, panel } from './admin-page.tsx';

/**
 * /admin/trips/new: a whole new trip (admins). It is created hidden, and opens on its own page,
 * where its departures are added and it is published. A mistake is shown at its field (the
 * contract's rules at once, the server's after sending) and nothing typed is lost.
 */
export default function TripNewScreen() {
  const isAdmin = useStaff()?.role === 'admin';
  const [, navigate] = useLocation();
  const options = useTripOptions();
  const [draft, setDraft] = useState<TripDraft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!isAdmin)
    return (
      <AdminPage title="رحلة جديدة">
        <Alert tone="error">إنشاء الرحلات للمديرين فقط.</Alert>
        <Link href="/admin/trips">العودة إلى الرحلات</Link>
      </AdminPage>
    );

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const wrong = draftErrors(draft);
    setErrors(wrong);
    if (Object.keys(wrong).length) {
      setMessage('صحّح الحقول المشار إليها ثم أنشئ الرحلة.');
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const trip = await createTrip({ ...bodyOf(draft), published: false });
      navigate(`/admin/trips/${trip.id}`);
    } catch (err) {
      const error = toApiError(err);
      setErrors(error.errors ?? {});
      setMessage(error.message ?? 'حدث خطأ');
      setBusy(false);
    }
  };

  return (
    <AdminPage title="رحلة جديدة" actions={<Link href="/admin/trips">العودة إلى الرحلات</Link>}>
      <div aria-live="polite">{message && <Alert tone="error">{message}</Alert>}</div>
      <form onSubmit={(e) => void save(e)} noValidate aria-label="بيانات الرحلة الجديدة" className={panel}>
        <TripFields
          onEdited={(field) =>
            setErrors((e) => (e[field] ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== field)) : e))
          }
          draft={draft}
          onChange={setDraft}
          errors={errors}
          cities={options.cities}
          tags={options.tags}
        />
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          تُنشأ الرحلة مخفية عن الموقع؛ أضف مواعيد المغادرة في صفحتها ثم انشرها.
        </p>
        <Button type="submit" isPending={busy} className={css({ alignSelf: 'start' })}>
          إنشاء الرحلة
        </Button>
      </form>
    </AdminPage>
  );
}
