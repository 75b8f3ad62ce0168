import { css, cx } from '@rihla/styled-system/css';
import {
  durationText,
  travellersText,
  formatRiyal,
  roundMoney,
  truncateChars,
  type BookingDraft,
  type TripDetail,
} from '@rihla/contract';
import { Picture } from '@rihla/ui/picture/picture';
import { TripRatingRow } from '../../components/trip-rating-row.tsx';
import { labelValueRows } from '../../components/label-value-rows.ts';

/** The per-trip discount: what the price was before the offer, less the price now (never negative). */
export function tripDiscount(trip: TripDetail): number {
  return trip.price_before_discount != null ? Math.max(roundMoney(trip.price_before_discount - trip.price), 0) : 0;
}

/**
 * The wizard's side summary (docs/product.md, "Screens and routes"): first image, title, description cut at 255
 * characters, rating, duration, the trip price for the chosen travellers, the discount and the total.
 * Without a draft (on the server, and until the page is hydrated: the travellers are in the tab's
 * storage) the three rows that depend on it keep their place, blank.
 */
export function BookingSummary({ trip, draft, className }: { trip: TripDetail; draft: BookingDraft | null; className?: string }) {
  const discount = tripDiscount(trip);
  const value = (text: (d: BookingDraft) => string) => (draft ? text(draft) : <span aria-hidden="true">…</span>);
  return (
    <aside aria-labelledby="summary-title" aria-busy={draft ? undefined : true} className={cx(box, className)}>
      {trip.images[0] && (
        <Picture src={trip.images[0]} sizes="(min-width: 64em) 360px, 100vw" alt="" width={400} height={240} className={image} />
      )}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', padding: '4' })}>
        <h2 id="summary-title" className={css({ fontSize: 'lg', fontWeight: '700' })}>
          <span className={css({ srOnly: true })}>ملخص الحجز: </span>
          {trip.title}
        </h2>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{truncateChars(trip.description, 255)}</p>
        <dl className={labelValueRows}>
          <TripRatingRow trip={trip} />
          <div>
            <dt>المدة</dt>
            <dd>{durationText(trip.duration)}</dd>
          </div>
          <div>
            <dt>المسافرون</dt>
            <dd>{value((d) => travellersText(d.adults_count, d.children_count))}</dd>
          </div>
          <div>
            <dt>سعر الرحلة</dt>
            <dd>{value((d) => formatRiyal(roundMoney(d.total_price + discount)))}</dd>
          </div>
          <div>
            <dt>الخصم</dt>
            <dd>{formatRiyal(discount)}</dd>
          </div>
          <div className={css({ borderBlockStart: '1px solid', borderColor: 'border', paddingBlockStart: '2', fontSize: 'lg' })}>
            <dt className={css({ fontWeight: '700' })}>الإجمالي</dt>
            <dd className={css({ fontWeight: '700', color: 'accent.pressed' })}>{value((d) => formatRiyal(d.total_price))}</dd>
          </div>
        </dl>
      </div>
    </aside>
  );
}

const box = css({ layerStyle: 'card', overflow: 'hidden', alignSelf: 'start' });
// Lower on a phone, where the summary is above the steps (screens/booking/booking-screen.tsx).
const image = css({
  width: '100%',
  aspectRatio: { base: '5 / 2', lg: '5 / 3' },
  objectFit: 'cover',
  display: 'block',
  bg: 'bg.muted',
});
