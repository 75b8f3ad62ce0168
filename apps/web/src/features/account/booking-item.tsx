import { css } from '@rihla/styled-system/css';
import { bookingPath, formatDeadline, formatRating, type BookingWithFiles } from '@rihla/contract';
import { Button } from '@rihla/ui/button/button';
import { IconButton } from '@rihla/ui/icon-button/icon-button';
import { StarIcon } from '@rihla/ui/icons/icons';
import { Link } from '@rihla/ui/link/link';
import { DateRangeRows } from '@rihla/ui/date-text/date-text';
import { BookingHeading } from './booking-heading.tsx';
import { CancelClosedNote } from './cancel-closed-note.tsx';
import { CompletePaymentLink } from './complete-payment-link.tsx';

export interface BookingItemProps {
  booking: BookingWithFiles;
  onRate: () => void;
  onEditRating: () => void;
  /** Opens the cancel dialog; offered while the booking can still be cancelled. */
  onCancel: () => void;
}

function PencilIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * One booking of "my trips": id, title, status badge in the server's colour, destination, dates, its
 * own page, cancellation while it is allowed (and until when), and the rating.
 */
export function BookingItem({ booking, onRate, onEditRating, onCancel }: BookingItemProps) {
  const titleId = `booking-${booking.id}-title`;
  return (
    <article aria-labelledby={titleId} className={card}>
      <BookingHeading booking={booking} titleId={titleId} />
      <dl className={details}>
        <div>
          <dt>الوجهة</dt>
          <dd>{booking.trip.to_country}</dd>
        </div>
        <DateRangeRows from={booking.from_date} to={booking.to_date} />
      </dl>
      <CancelClosedNote booking={booking} />
      {booking.cancellable_until && (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>يمكن إلغاؤه حتى {formatDeadline(booking.cancellable_until)}</p>
      )}
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
        <CompletePaymentLink booking={booking} />
        <Link href={bookingPath(booking.id)} variant="outline" aria-label={`تفاصيل الحجز رقم ${booking.id}`}>
          تفاصيل الحجز
        </Link>
        {booking.cancellable_until && (
          <Button variant="secondary" onPress={onCancel} aria-label={`إلغاء الحجز رقم ${booking.id}`}>
            إلغاء الحجز
          </Button>
        )}
        <span className={css({ flex: '1' })} />
        {/* Ratings are public reviews: a trip is rated once it has ended (docs/product.md, "Reviews"). */}
        {booking.status !== 'completed' ? null : booking.rate ? (
          <>
            <p className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontWeight: '600' })}>
              <StarIcon filled size={18} className={css({ color: 'star' })} />
              <span>تقييمك {formatRating(booking.rate.rate)}</span>
            </p>
            <IconButton aria-label={`تعديل تقييم ${booking.trip.title}`} onPress={onEditRating}>
              <PencilIcon />
            </IconButton>
          </>
        ) : (
          <Button variant="secondary" onPress={onRate} aria-label={`قيّم الرحلة ${booking.trip.title}`}>
            قيّم الرحلة
          </Button>
        )}
      </div>
    </article>
  );
}

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  padding: '4',
  layerStyle: 'card',
});
const details = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr 1fr', sm: 'repeat(3, 1fr)' },
  gap: '3',
  '& dt': { fontSize: 'sm', color: 'fg.muted' },
  '& dd': { fontWeight: '600' },
});
