import { css } from '@rihla/styled-system/css';
import { formatRiyal, travellersText, type Booking } from '@rihla/contract';
import { DateRangeRows } from '@rihla/ui/date-text/date-text';

/** The rows of a booking's dates, travellers and total, for a `labelValueRows` list (<dl>). */
export function BookingTravelRows({ booking }: { booking: Booking }) {
  return (
    <>
      <DateRangeRows from={booking.from_date} to={booking.to_date} />
      <div>
        <dt>المسافرون</dt>
        <dd>{travellersText(booking.adults_count, booking.children_count)}</dd>
      </div>
      <div className={css({ borderBlockStart: '1px solid', borderColor: 'border', paddingBlockStart: '2', fontSize: 'lg' })}>
        <dt className={css({ fontWeight: '700' })}>الإجمالي</dt>
        <dd className={css({ fontWeight: '700', color: 'accent.pressed' })}>{formatRiyal(booking.total_price)}</dd>
      </div>
    </>
  );
}
