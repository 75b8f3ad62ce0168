import { css } from '@rihla/styled-system/css';
import { Alert } from '@rihla/ui/alert/alert';
import { Link } from '@rihla/ui/link/link';
import { useStaff } from '../staff-session.ts';
import { TripEditorMessage, TripForm } from '../trip-form/trip-form.tsx';
import { useTripEditor } from '../trip-form/use-trip-editor.ts';
import { AdminPage } from '../layout/admin-page.tsx';

/**
 * /admin/trips/new: a whole new trip (admins), on the trip-editor machine. It is created hidden, and
 * opens on its own page, where its departures are added and it is published. A mistake is shown at
 * its field (the contract's rules at once, the server's after sending) and nothing typed is lost.
 */
export default function TripNewScreen() {
  const isAdmin = useStaff()?.role === 'admin';
  if (!isAdmin)
    return (
      <AdminPage title="رحلة جديدة">
        <Alert tone="error">إنشاء الرحلات للمديرين فقط.</Alert>
        <Link href="/admin/trips">العودة إلى الرحلات</Link>
      </AdminPage>
    );
  return <NewTripEditor />;
}

function NewTripEditor() {
  const actor = useTripEditor(null);
  return (
    <AdminPage title="رحلة جديدة" actions={<Link href="/admin/trips">العودة إلى الرحلات</Link>}>
      <TripEditorMessage actor={actor} />
      <TripForm actor={actor} label="بيانات الرحلة الجديدة" submitLabel="إنشاء الرحلة">
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          تُنشأ الرحلة مخفية عن الموقع؛ أضف مواعيد المغادرة في صفحتها ثم انشرها.
        </p>
      </TripForm>
    </AdminPage>
  );
}
