import { css } from '@rihla/styled-system/css';
import { formatLongDate, formatNumber, seatsLeftText } from '@rihla/contract';
import { Link } from '@rihla/ui/link/link';
import { useRemote } from '../../api/use-remote.ts';
import { dashboardQuery } from '../admin-api.ts';
import { AdminPage, panel, TableScroll } from '../layout/admin-page.tsx';
import { table } from '../layout/admin-table.ts';

/** /admin: bookings today and this week, those to confirm, and the week's departures with seats left. */
export default function DashboardScreen() {
  const remote = useRemote(dashboardQuery());
  const d = remote.data;
  return (
    <AdminPage title="الرئيسية">
      {remote.failed && <p role="alert">تعذّر تحميل الأرقام، أعد تحميل الصفحة.</p>}
      <dl className={figures} aria-busy={remote.isLoading}>
        <Figure label="حجوزات اليوم" value={d?.bookings_today} />
        <Figure label="حجوزات آخر 7 أيام" value={d?.bookings_this_week} />
        <Figure label="بانتظار التأكيد" value={d?.pending} href="/admin/bookings?status=pending" />
      </dl>
      <section aria-labelledby="departures-title" className={panel}>
        <h2 id="departures-title" className={css({ fontSize: 'lg', fontWeight: '700' })}>
          المغادرات في الأيام السبعة القادمة
        </h2>
        {d && d.departures_next_7_days.length === 0 && <p>لا توجد مغادرات مجدولة هذا الأسبوع.</p>}
        {d && d.departures_next_7_days.length > 0 && (
          <TableScroll label="جدول المغادرات">
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">التاريخ</th>
                  <th scope="col">الرحلة</th>
                  <th scope="col">المقاعد</th>
                </tr>
              </thead>
              <tbody>
                {d.departures_next_7_days.map((x) => (
                  <tr key={`${x.trip_id}-${x.date}`}>
                    <td>{formatLongDate(x.date)}</td>
                    <td>
                      <Link href={`/admin/bookings?trip_id=${x.trip_id}&departure_from=${x.date}&departure_to=${x.date}`}>
                        {x.title}
                      </Link>
                    </td>
                    <td>
                      {seatsLeftText(x.seats_left)} من {formatNumber(x.seats)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </AdminPage>
  );
}

function Figure({ label, value, href }: { label: string; value: number | undefined; href?: string }) {
  return (
    <div className={panel}>
      <dt className={css({ color: 'fg.muted' })}>{label}</dt>
      <dd className={css({ fontSize: '3xl', fontWeight: '700' })}>
        {value === undefined ? '—' : href ? <Link href={href}>{formatNumber(value)}</Link> : formatNumber(value)}
      </dd>
    </div>
  );
}

const figures = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '4' });
