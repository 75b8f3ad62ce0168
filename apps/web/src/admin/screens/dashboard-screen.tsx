import { css } from '@rihla/styled-system/css';
import { formatLongDate, formatNumber, formatRiyal, seatsLeftText, type BusinessFigures } from '@rihla/contract';
import { Link } from '@rihla/ui/link/link';
import { useRemote } from '../../api/use-remote.ts';
import { dashboardQuery, figuresQuery } from '../admin-api.ts';
import { AdminPage, panel, TableScroll } from '../layout/admin-page.tsx';
import { table, tableRaw } from '../layout/admin-table.ts';
import { RealVisitorsPanel } from '../figures/real-visitors-panel.tsx';

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
      <Figures />
      <RealVisitorsPanel />
    </AdminPage>
  );
}

/** Sales per day and week, and the next 30 days' departures with occupancy and their manifests (issue 31, item 14). */
function Figures() {
  const remote = useRemote(figuresQuery());
  const f = remote.data;
  if (remote.failed) return <p role="alert">تعذّر تحميل المبيعات والإشغال.</p>;
  if (!f) return null;
  return (
    <>
      <section aria-labelledby="sales-title" className={panel}>
        <h2 id="sales-title" className={css({ fontSize: 'lg', fontWeight: '700' })}>
          المبيعات
        </h2>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          الحجوزات المدفوعة أو المؤكدة أو المكتملة بحسب يوم الحجز (بتوقيت الرياض)، والمبالغ شاملة الضريبة.
        </p>
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' } })}>
          <SalesTable
            label="المبيعات اليومية"
            first="اليوم"
            rows={f.days.map((d) => ({ key: d.date, when: formatLongDate(d.date), ...d }))}
          />
          <SalesTable
            label="المبيعات الأسبوعية"
            first="الأسبوع"
            rows={f.weeks.map((w) => ({ key: w.from, when: `${formatLongDate(w.from)} – ${formatLongDate(w.to)}`, ...w }))}
          />
        </div>
      </section>
      <Occupancy departures={f.departures} />
    </>
  );
}

function SalesTable({
  label,
  first,
  rows,
}: {
  label: string;
  first: string;
  rows: { key: string; when: string; bookings: number; revenue: number }[];
}) {
  const top = Math.max(1, ...rows.map((r) => r.revenue));
  return (
    <TableScroll label={label}>
      <table className={salesTable}>
        <caption className={css({ textAlign: 'start', fontWeight: '700', paddingBlockEnd: '2' })}>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col">الحجوزات</th>
            <th scope="col">الإيراد</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <td>{r.when}</td>
              <td>{formatNumber(r.bookings)}</td>
              <td>
                {formatRiyal(r.revenue)}
                <span aria-hidden="true" className={bar} style={{ width: `${Math.round((r.revenue / top) * 100)}%` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function Occupancy({ departures }: { departures: BusinessFigures['departures'] }) {
  return (
    <section aria-labelledby="occupancy-title" className={panel}>
      <h2 id="occupancy-title" className={css({ fontSize: 'lg', fontWeight: '700' })}>
        إشغال المغادرات في الثلاثين يومًا القادمة
      </h2>
      {departures.length === 0 ? (
        <p>لا توجد مغادرات مجدولة في الثلاثين يومًا القادمة.</p>
      ) : (
        <TableScroll label="جدول الإشغال">
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">التاريخ</th>
                <th scope="col">الرحلة</th>
                <th scope="col">المحجوز</th>
                <th scope="col">الإشغال</th>
                <th scope="col">الركاب</th>
              </tr>
            </thead>
            <tbody>
              {departures.map((d) => (
                <tr key={`${d.trip_id}-${d.date}`}>
                  <td>{formatLongDate(d.date)}</td>
                  <td>{d.title}</td>
                  <td>
                    {formatNumber(d.seats_taken)} من {formatNumber(d.seats)}
                  </td>
                  <td>{formatNumber(d.occupancy_percent)}%</td>
                  <td>
                    <Link
                      href={`/admin/manifest?trip=${d.trip_id}&date=${d.date}`}
                      aria-label={`قائمة ركاب ${d.title} في ${formatLongDate(d.date)}`}
                    >
                      قائمة الركاب
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
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

// Three short columns, two tables side by side from a desk's width: the back office's 640 px minimum
// made the weekly table scroll at 1280 px with its revenue cut off.
const salesTable = css(tableRaw, { minWidth: '360px' });
const bar = css({ display: 'block', height: '1', bg: 'accent', borderRadius: 'full', marginBlockStart: '1' });
const figures = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '4' });
