import { useSearch } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { formatLongDate, GENDER_LABELS, type Gender } from '@rihla/contract';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { useRemote } from '../../api/use-remote.ts';
import { downloadManifestCsv, manifestQuery } from '../admin-api.ts';
import { AdminPage, panel, TableScroll } from '../layout/admin-page.tsx';
import { table } from '../layout/admin-table.ts';

/**
 * /admin/manifest?trip=&date= (issue 31, item 14): a departure's passengers, to print for the guide
 * or the airline, or download as CSV; the lead traveller of each booking with the customer's phone.
 * Each read is in the audit log (passport numbers in clear).
 */
export default function ManifestScreen() {
  const p = new URLSearchParams(useSearch());
  const trip = Number(p.get('trip'));
  const date = p.get('date') ?? '';
  const valid = Number.isSafeInteger(trip) && trip > 0 && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const remote = useRemote(valid ? manifestQuery(trip, date) : null);
  const m = remote.data;
  return (
    <AdminPage title={m ? `قائمة الركاب: ${m.title}` : 'قائمة الركاب'}>
      {!valid || remote.failedStatus === 404 ? (
        <Alert tone="error">لا توجد رحلة بهذه البيانات.</Alert>
      ) : !m ? (
        remote.failed ? (
          <Alert tone="error">تعذّر تحميل القائمة.</Alert>
        ) : (
          <p role="status">جارٍ التحميل…</p>
        )
      ) : (
        <section aria-labelledby="manifest-title" className={panel}>
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '3',
              alignItems: 'center',
              justifyContent: 'space-between',
            })}
          >
            <h2 id="manifest-title" className={css({ fontSize: 'lg', fontWeight: '700' })}>
              مغادرة {formatLongDate(m.date)}: {m.passengers.length} مسافرًا في {m.bookings} حجزًا
            </h2>
            <div className={css({ display: 'flex', gap: '2', _print: { display: 'none' } })}>
              <Button variant="secondary" onPress={() => window.print()}>
                طباعة
              </Button>
              <Button variant="secondary" onPress={() => void downloadManifestCsv(m.trip_id, m.date)}>
                تنزيل CSV
              </Button>
            </div>
          </div>
          {m.passengers.length === 0 ? (
            <p>لا يوجد ركاب مؤكدون أو بانتظار التأكيد في هذه المغادرة.</p>
          ) : (
            <TableScroll label="جدول الركاب">
              <table className={table}>
                <thead>
                  <tr>
                    <th scope="col">الحجز</th>
                    <th scope="col">المسافر</th>
                    <th scope="col">الاسم كما في الجواز</th>
                    <th scope="col">تاريخ الميلاد</th>
                    <th scope="col">الجنس</th>
                    <th scope="col">الجنسية</th>
                    <th scope="col">الجواز</th>
                    <th scope="col">جهة الاتصال</th>
                  </tr>
                </thead>
                <tbody>
                  {m.passengers.map((x) => (
                    <tr key={`${x.booking_id}-${x.position}`}>
                      <td>
                        <Link href={`/admin/bookings/${x.booking_id}`}>#{x.booking_id}</Link>
                      </td>
                      <td>
                        {x.position + 1} ({x.kind === 'child' ? 'طفل' : 'بالغ'})
                      </td>
                      <td>
                        <bdi dir="ltr">{x.name ?? '—'}</bdi>
                      </td>
                      <td>{x.birth_date ? formatLongDate(x.birth_date) : '—'}</td>
                      <td>{x.gender ? (GENDER_LABELS[x.gender as Gender] ?? x.gender) : '—'}</td>
                      <td>{x.nationality ?? '—'}</td>
                      <td>
                        <bdi dir="ltr">{x.passport ?? '—'}</bdi>
                        {x.passport_expiry && (
                          <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                            ينتهي {formatLongDate(x.passport_expiry)}
                          </span>
                        )}
                      </td>
                      <td>
                        {x.contact && (
                          <>
                            {x.contact.name}
                            {x.contact.phone && (
                              <span className={css({ display: 'block' })}>
                                <bdi dir="ltr">{x.contact.phone}</bdi>
                              </span>
                            )}
                          </>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </section>
      )}
    </AdminPage>
  );
}
