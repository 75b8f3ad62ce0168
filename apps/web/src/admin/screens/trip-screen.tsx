import { useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { formatLongDate, formatRiyal, seatsLeftText, type AdminTrip } from '@rihla/contract';
import { toApiError } from '@rihla/machines/shared/api-error';
import { Alert } from '@rihla/ui/alert/alert';
import { Badge } from '@rihla/ui/badge/badge';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { TextField } from '@rihla/ui/text-field/text-field';
import { useRemote } from '../../api/use-remote.ts';
import { addDeparture, getAdminTrip, removeDeparture, setPublished, updateTrip } from '../admin-api.ts';
import { useStaff } from '../staff-session.ts';
import { bodyOf, draftErrors, draftOf, type TripDraft } from '../trip-form/trip-draft.ts';
import { TripFields, useTripOptions } from '../trip-form/trip-fields.tsx';
import { AdminPage, panel, TableScroll } from './admin-page.tsx';
import { table } from '../layout/admin-table.ts';

/**
 * /admin/trips/{id}: every field of a trip (trip-form/, shared with the create screen), its pictures
 * uploaded there, published or hidden, and its departures. Admins change them; agents read. A change is on the public site at
 * once (the catalogue version), and every change is in the audit log.
 */
export default function TripScreen() {
  const id = Number(useParams<{ id: string }>().id);
  const remote = useRemote(`admin:trip:${id}`, (signal) => getAdminTrip(id, signal));
  const [trip, setTrip] = useState<AdminTrip | null>(null);
  const t = trip ?? remote.data;
  if (remote.isLoading && !t)
    return (
      <AdminPage title="الرحلة">
        <p role="status">جارٍ التحميل…</p>
      </AdminPage>
    );
  if (!t)
    return (
      <AdminPage title="الرحلة">
        <Alert tone="error">لم نجد هذه الرحلة.</Alert>
        <Link href="/admin/trips">العودة إلى الرحلات</Link>
      </AdminPage>
    );
  return <TripEditor key={t.id} trip={t} onSaved={setTrip} />;
}

function TripEditor({ trip, onSaved }: { trip: AdminTrip; onSaved: (t: AdminTrip) => void }) {
  const isAdmin = useStaff()?.role === 'admin';
  const [draft, setDraft] = useState<TripDraft>(() => draftOf(trip));
  const options = useTripOptions();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [departure, setDeparture] = useState({ date: '', seats: '' });

  const run = async (work: () => Promise<AdminTrip>, done: string, keepDraft = false) => {
    setBusy(true);
    setMessage(null);
    try {
      const saved = await work();
      setErrors({});
      // A departure or publishing leaves the form as typed; a save shows what was stored.
      if (!keepDraft) setDraft(draftOf(saved));
      onSaved(saved);
      setMessage({ tone: 'success', text: done });
    } catch (e) {
      const error = toApiError(e);
      setErrors(error.errors ?? {});
      setMessage({ tone: 'error', text: error.message ?? 'حدث خطأ' });
    } finally {
      setBusy(false);
    }
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    const wrong = draftErrors(draft);
    if (Object.keys(wrong).length) {
      setErrors(wrong);
      setMessage({ tone: 'error', text: 'صحّح الحقول المشار إليها ثم احفظ.' });
      return;
    }
    void run(() => updateTrip(trip.id, bodyOf(draft)), 'تم حفظ الرحلة، وهي على الموقع الآن.');
  };

  return (
    <AdminPage
      title={trip.title}
      actions={
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
          {trip.published ? <Badge color="#166534">منشورة</Badge> : <Badge color="#4b5563">مخفية</Badge>}
          <Link href={trip.link} isExternal>
            صفحتها على الموقع
          </Link>
          {isAdmin && (
            <Button
              variant="secondary"
              isDisabled={busy}
              onPress={() =>
                void run(
                  () => setPublished(trip.id, !trip.published),
                  trip.published ? 'أُخفيت الرحلة عن الموقع.' : 'نُشرت الرحلة على الموقع.',
                  true,
                )
              }
            >
              {trip.published ? 'إخفاء عن الموقع' : 'نشر على الموقع'}
            </Button>
          )}
        </div>
      }
    >
      <div aria-live="polite">{message && <Alert tone={message.tone}>{message.text}</Alert>}</div>
      <form onSubmit={save} noValidate aria-label="بيانات الرحلة" className={panel}>
        <TripFields
          onEdited={(field) =>
            setErrors((e) => (e[field] ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== field)) : e))
          }
          draft={draft}
          onChange={setDraft}
          errors={errors}
          cities={options.cities}
          tags={options.tags}
          isReadOnly={!isAdmin}
        />
        {isAdmin && (
          <Button type="submit" isPending={busy} className={css({ alignSelf: 'start' })}>
            حفظ
          </Button>
        )}
      </form>
      <section aria-labelledby="departures-title" className={panel}>
        <h2 id="departures-title" className={css({ fontSize: 'lg', fontWeight: '700' })}>
          المغادرات
        </h2>
        {trip.departures.length === 0 ? (
          <p>
            {trip.daily_capacity === null
              ? 'تواريخ مفتوحة بلا حد للمقاعد.'
              : `تواريخ مفتوحة، ${seatsLeftText(trip.daily_capacity)} في اليوم.`}
          </p>
        ) : (
          <TableScroll label="جدول المغادرات">
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">التاريخ</th>
                  <th scope="col">المقاعد</th>
                  <th scope="col">السعر</th>
                  {isAdmin && <th scope="col">إزالة</th>}
                </tr>
              </thead>
              <tbody>
                {trip.departures.map((d) => (
                  <tr key={d.id}>
                    <td>{formatLongDate(d.date)}</td>
                    <td>
                      {seatsLeftText(d.seats - d.seats_taken)} من {d.seats}
                    </td>
                    <td>{d.price === null ? 'سعر الرحلة' : formatRiyal(d.price)}</td>
                    {isAdmin && (
                      <td>
                        <Button
                          variant="secondary"
                          isDisabled={busy || d.seats_taken > 0}
                          aria-label={`إزالة مغادرة ${formatLongDate(d.date)}`}
                          onPress={() => void run(() => removeDeparture(trip.id, d.date), 'أُزيلت المغادرة.', true)}
                        >
                          إزالة
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        {isAdmin && (
          <form
            noValidate
            aria-label="إضافة مغادرة"
            className={css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' })}
            onSubmit={(e) => {
              e.preventDefault();
              void run(
                () => addDeparture(trip.id, { date: departure.date, seats: Number(departure.seats), price: null }),
                'أُضيفت المغادرة.',
                true,
              );
            }}
          >
            <TextField
              label="تاريخ المغادرة"
              type="date"
              inputDir="ltr"
              value={departure.date}
              onChange={(date) => setDeparture((d) => ({ ...d, date }))}
            />
            <TextField
              label="عدد المقاعد"
              inputMode="numeric"
              inputDir="ltr"
              value={departure.seats}
              onChange={(seats) => setDeparture((d) => ({ ...d, seats }))}
            />
            <Button type="submit" variant="secondary" isDisabled={busy}>
              إضافة مغادرة
            </Button>
          </form>
        )}
      </section>
    </AdminPage>
  );
}
