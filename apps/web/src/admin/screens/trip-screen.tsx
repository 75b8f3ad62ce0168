import { useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { formatLongDate, formatRiyal, seatsLeftText, type AdminTrip } from '@rihla/contract';
import { toApiError } from '@rihla/machines/shared/api-error';
import { Alert } from '@rihla/ui/alert/alert';
import { Badge } from '@rihla/ui/badge/badge';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { TextArea } from '@rihla/ui/text-area/text-area';
import { TextField } from '@rihla/ui/text-field/text-field';
import { useRemote } from '../../api/use-remote.ts';
import { addDeparture, getAdminTrip, removeDeparture, setPublished, updateTrip } from '../admin-api.ts';
import { useStaff } from '../staff-session.ts';
import { AdminPage, panel, TableScroll } from './admin-page.tsx';
import { table } from './dashboard-screen.tsx';

/** The fields this screen edits, as typed (prices as text until saved). */
type Edited = 'title' | 'company' | 'description' | 'price' | 'price_before_discount' | 'expiry_date';
type Draft = Record<Edited, string>;

const draftOf = (t: AdminTrip): Draft => ({
  title: t.title,
  company: t.company,
  description: t.description,
  price: String(t.price),
  price_before_discount: t.price_before_discount === null ? '' : String(t.price_before_discount),
  expiry_date: t.expiry_date ?? '',
});

/**
 * /admin/trips/{id}: a trip's title, company, description, price and offer's end, published or
 * hidden, and its departures. Admins change them; agents read. A change is on the public site at
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
  const [draft, setDraft] = useState<Draft>(() => draftOf(trip));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [departure, setDeparture] = useState({ date: '', seats: '' });

  const run = async (work: () => Promise<AdminTrip>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const saved = await work();
      setErrors({});
      setDraft(draftOf(saved));
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
    void run(
      () =>
        updateTrip(trip.id, {
          title: draft.title,
          company: draft.company,
          description: draft.description,
          price: Number(draft.price),
          price_before_discount: draft.price_before_discount.trim() ? Number(draft.price_before_discount) : null,
          expiry_date: draft.expiry_date || null,
        }),
      'تم حفظ الرحلة، وهي على الموقع الآن.',
    );
  };
  const field = (name: Edited) => ({
    value: draft[name],
    onChange: (v: string) => setDraft((d) => ({ ...d, [name]: v })),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name]?.[0],
    isReadOnly: !isAdmin,
  });

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
        <TextField label="العنوان" {...field('title')} />
        <TextField label="الشركة" {...field('company')} />
        <TextArea label="الوصف" rows={5} {...field('description')} />
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '3' })}>
          <TextField label="السعر (ريال)" inputMode="decimal" inputDir="ltr" {...field('price')} />
          <TextField label="السعر قبل الخصم (اختياري)" inputMode="decimal" inputDir="ltr" {...field('price_before_discount')} />
          <TextField label="ينتهي العرض في" type="date" inputDir="ltr" {...field('expiry_date')} />
        </div>
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
                          onPress={() => void run(() => removeDeparture(trip.id, d.date), 'أُزيلت المغادرة.')}
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
