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
import { labelValueRows } from '../../components/label-value-rows.ts';
import { TravellerRows, travellerHeading } from '../../components/traveller-rows.tsx';
import { panel } from '../layout/admin-page.tsx';
import { FileView } from './file-view.tsx';

const BY = { customer: 'العميل', operator: 'فريق رحلة', system: 'تلقائيًا' } as Record<string, string>;
const statusText = (s: string | null) => (s && isBookingStatus(s) ? bookingStatusStyle[s].text_ar : '—');

/** The booking and its customer: trip, dates, travellers, total and how to reach the customer. */
export function BookingSummary({ booking: b }: { booking: AdminBookingDetail }) {
  return (
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
  );
}

/** Each traveller's passport details, with their passport and visa files to open. */
export function BookingTravellers({ booking: b }: { booking: AdminBookingDetail }) {
  return (
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
          <h3 className={css({ fontWeight: '700' })}>{travellerHeading(t)}</h3>
          <dl className={labelValueRows}>
            <TravellerRows traveller={t} passport={t.passport} />
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
  );
}

/** The booking's status history: each change, when, by whom, and why. */
export function BookingHistory({ history }: { history: AdminBookingDetail['history'] }) {
  return (
    <section aria-labelledby="history-title" className={panel}>
      <h2 id="history-title" className={h2}>
        سجل الحالة
      </h2>
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' })}>
        {history.map((h) => (
          <li key={`${h.at}-${h.to}`}>
            <strong>{h.from === null ? 'استلام الحجز' : `${statusText(h.from)} ← ${statusText(h.to)}`}</strong> ·{' '}
            {formatDateTime(h.at)} · {BY[h.by] ?? h.by}
            {h.reason && <> · السبب: {h.reason}</>}
          </li>
        ))}
      </ol>
    </section>
  );
}

const h2 = css({ fontSize: 'lg', fontWeight: '700' });
const wrap = css({ overflowWrap: 'anywhere' });
