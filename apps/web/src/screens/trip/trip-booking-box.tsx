import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { selectPrice, type tripBookingMachine } from '@rihla/machines/trip-booking/trip-booking.machine';
import { css, cx } from '@rihla/styled-system/css';
import { formatNumber, formatRiyal, type TripDetail } from '@rihla/contract';
import { NativeButton } from '@rihla/ui/button/native-button';
import { labelValueRows } from '../../components/label-value-rows.ts';
import { sectionTitle } from '../../components/page.tsx';
import { useTripAvailability } from '../../features/booking/use-trip-availability.ts';
import { FirstDateLine } from '../../features/booking/trip-dates.tsx';
import { nearSection } from '../../lib/near-section.tsx';

// The trip page's booking box and, on a phone, its bottom bar: the only parts of the page that follow
// the travellers and the price. They subscribe to the trip's booking machine themselves, so that a
// stepper press re-renders them and not the gallery, the itinerary and the reviews (issue 28: a
// press answered in the next frame on a slow phone).

// The steppers' NumberFields are most of the react-aria a trip page would load first (issue 28): their
// code comes when the visitor reaches into them; the book buttons are native.
const TravellerSteppers = nearSection('trip-steppers', () => import('./traveller-steppers.tsx'), {
  until: 'reached',
  className: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  placeholder: <div aria-hidden="true" className={css({ minHeight: '[165px]' })} />,
});

export function TripBookingBox({ actor, trip }: { actor: ActorRefFrom<typeof tripBookingMachine>; trip: TripDetail }) {
  const counts = {
    adults: useSelector(actor, (s) => s.context.adults),
    children: useSelector(actor, (s) => s.context.children),
  };
  const price = useSelector(
    actor,
    selectPrice,
    (a, b) => a.total === b.total && a.extraAdults === b.extraAdults && a.extraChildren === b.extraChildren,
  );
  const travellerCount = counts.adults + counts.children;
  const availability = useTripAvailability(trip.id, Math.max(travellerCount, 1));
  const canBook = useSelector(actor, (s) => s.can({ type: 'trip.book' })) && !availability.noneLeft;
  const book = () => actor.send({ type: 'trip.book' });
  return (
    <>
      <aside aria-labelledby="booking-title" className={panel}>
        <h2 id="booking-title" className={sectionTitle}>
          احجز رحلتك
        </h2>
        <TravellerSteppers actor={actor} />
        <FirstDateLine availability={availability} travellers={travellerCount} />
        <dl className={cx(labelValueRows, css({ fontSize: 'sm' }))} aria-label="تفاصيل السعر">
          <div>
            <dt>السعر الأساسي</dt>
            <dd>{formatRiyal(price.base)}</dd>
          </div>
          <div>
            <dt>بالغون إضافيون ({formatNumber(price.extraAdults)})</dt>
            <dd>{formatRiyal(price.extraAdultsCost)}</dd>
          </div>
          <div>
            <dt>أطفال إضافيون ({formatNumber(price.extraChildren)})</dt>
            <dd>{formatRiyal(price.extraChildrenCost)}</dd>
          </div>
        </dl>
        <p className={total} aria-live="polite">
          <span>الإجمالي</span>
          <output>{formatRiyal(price.total)}</output>
        </p>
        <NativeButton onClick={book} disabled={!canBook} className={css({ width: '100%' })}>
          احجز الآن
        </NativeButton>
        {counts.adults < 1 && <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>اختر بالغًا واحدًا على الأقل للحجز.</p>}
      </aside>
      {/* On a phone the booking box scrolls away: the total and the way on stay at the bottom (issue 31, item 7). */}
      <div className={bottomBar} data-bottom-bar="" role="region" aria-label="الحجز السريع">
        <p className={css({ display: 'flex', flexDirection: 'column', lineHeight: '1.3' })}>
          <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>الإجمالي</span>
          <span className={css({ fontWeight: '700', color: 'accent.pressed' })}>{formatRiyal(price.total)}</span>
        </p>
        <NativeButton onClick={book} disabled={!canBook}>
          احجز الآن
        </NativeButton>
      </div>
    </>
  );
}

const panel = css({
  gridArea: 'book',
  position: { lg: 'sticky' },
  insetBlockStart: { lg: '24' },
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  padding: '5',
  layerStyle: 'card',
  border: '1px solid',
  borderColor: 'border',
});
const total = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  paddingBlockStart: '3',
  borderBlockStart: '1px solid',
  borderColor: 'border',
  fontSize: 'lg',
  fontWeight: '700',
  '& output': { color: 'accent.pressed', fontSize: 'xl' },
});
const bottomBar = css({
  display: { base: 'flex', lg: 'none' },
  position: 'fixed',
  insetInline: '0',
  insetBlockEnd: '0',
  zIndex: '700',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  paddingInline: '4',
  paddingBlock: '3',
  bg: 'bg',
  borderBlockStart: '1px solid',
  borderColor: 'border',
  boxShadow: 'card',
  _print: { display: 'none' },
});
