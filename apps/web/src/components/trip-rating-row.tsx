import { css } from '@rihla/styled-system/css';
import { formatNumber, formatRating, uiMessages, type TripCard } from '@rihla/contract';
import { StarIcon } from '@rihla/ui/icons/icons';

/**
 * The rating row of a trip's facts list (trip page, booking summary): the average to one decimal with
 * a star and the number of ratings, or 'no ratings yet' (docs/product.md, "Screens and routes"). An average without any
 * rating behind it is not shown.
 */
export function TripRatingRow({
  trip,
  starSize = 16,
}: {
  trip: Pick<TripCard, 'average_rating' | 'rates_count'>;
  starSize?: number;
}) {
  return (
    <div>
      <dt>التقييم</dt>
      <dd className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
        {trip.average_rating != null && trip.rates_count > 0 ? (
          <>
            <StarIcon filled size={starSize} className={css({ color: 'star' })} />
            {formatRating(trip.average_rating)}{' '}
            <span className={css({ color: 'fg.muted' })}>({formatNumber(trip.rates_count)} تقييم)</span>
          </>
        ) : (
          uiMessages.noRatings
        )}
      </dd>
    </div>
  );
}
