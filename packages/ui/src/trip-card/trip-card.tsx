import { css } from '@rihla/styled-system/css';
import { formatNumber, formatRating, formatRiyal, truncateWords, uiMessages, type TripCard as Trip } from '@rihla/contract';
import { HeartIcon, StarIcon } from '../icons/icons.tsx';
import { Picture, PICTURE_SIZES } from '../picture/picture.tsx';
import { useNativePendingButton } from '../utils/pending-button.ts';
import { PageLink } from '../link/page-link.tsx';
import { cardImageLoading } from '../utils/card-image-loading.ts';
import { cardBodyStyle, cardImageStyle, cardStyle, cardTitleStyle, stretchedLinkStyle } from '../utils/card-styles.ts';
import { BareButton } from '../button/bare-button.tsx';

export interface TripCardProps {
  trip: Trip;
  /** Where the card leads; the app decides (defaults to the trip's canonical page). */
  href?: string;
  /** Shows the favourite toggle when given. The app wires it to the favourite machine. */
  onToggleFavourite?: () => void;
  /** Current favourite state (defaults to the trip's flag). */
  isFavourite?: boolean;
  /** A toggle is in flight: the button stays focusable, announces busy and ignores presses. */
  isPending?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** The card's place in its list (0 first): the first row's pictures load at once (utils/card-image-loading). */
  position?: number;
}

/**
 * A trip in a grid or carousel: first image, title, prices in riyals, rating, 10-word description,
 * and the favourite toggle button (aria-pressed) above the card's stretched link. Both native: listing
 * pages show many cards and need no react-aria for them (issue 28).
 */
export function TripCard({
  trip,
  href = trip.link,
  onToggleFavourite,
  isFavourite = trip.is_favourite,
  isPending = false,
  headingLevel = 3,
  position,
}: TripCardProps) {
  const Heading = `h${headingLevel}` as const;
  // The heart's pending state without react-aria's announcer (see utils/pending-button).
  const pending = useNativePendingButton(isPending, onToggleFavourite);
  const titleId = `trip-${trip.id}-title`;
  const discounted = trip.price_before_discount != null && trip.price_before_discount > trip.price;
  return (
    <article className={cardStyle} aria-labelledby={titleId}>
      {trip.images[0] ? (
        <Picture
          className={cardImageStyle}
          src={trip.images[0]}
          sizes={PICTURE_SIZES.card}
          alt=""
          {...cardImageLoading(position)}
          width={400}
          height={300}
        />
      ) : (
        <div className={cardImageStyle} />
      )}
      <div className={cardBodyStyle}>
        <Heading id={titleId} className={cardTitleStyle}>
          <PageLink href={href} unstyled className={stretchedLinkStyle}>
            {trip.title}
          </PageLink>
        </Heading>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{truncateWords(trip.description, 10)}</p>
        <div
          className={css({
            marginBlockStart: 'auto',
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: '2',
            flexWrap: 'wrap',
          })}
        >
          <p className={css({ display: 'flex', gap: '2', alignItems: 'baseline', flexWrap: 'wrap' })}>
            <span className={css({ fontWeight: '700', color: 'accent.pressed' })}>
              {/* Departures priced apart: the lowest still to come (issue 30, item 3). */}
              {trip.price_from != null ? (
                <>
                  <span className={css({ fontWeight: '400', fontSize: 'sm', color: 'fg.muted' })}>ابتداءً من </span>
                  {formatRiyal(trip.price_from)}
                </>
              ) : (
                <>
                  <span className={css({ srOnly: true })}>السعر </span>
                  {formatRiyal(trip.price)}
                </>
              )}
            </span>
            {discounted && trip.price_from == null && (
              <del className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                <span className={css({ srOnly: true })}>السعر قبل الخصم </span>
                {formatRiyal(trip.price_before_discount!)}
              </del>
            )}
          </p>
          <p className={css({ fontSize: 'sm', display: 'inline-flex', alignItems: 'center', gap: '1' })}>
            {trip.average_rating != null ? (
              <>
                <StarIcon filled size={16} className={css({ color: 'star' })} />
                <span className={css({ srOnly: true })}>التقييم </span>
                {formatRating(trip.average_rating)}
                <span className={css({ color: 'fg.muted' })}>({formatNumber(trip.rates_count)})</span>
              </>
            ) : (
              uiMessages.noRatings
            )}
          </p>
        </div>
      </div>
      {/* After the link in the DOM (focus order: title, then favourite); placed over the image. */}
      {onToggleFavourite && (
        <BareButton className={favourite} aria-pressed={isFavourite} aria-label={`${trip.title} في المفضلة`} {...pending}>
          <HeartIcon filled={isFavourite} size={22} />
        </BareButton>
      )}
    </article>
  );
}

const favourite = css({
  position: 'absolute',
  insetBlockStart: '2',
  insetInlineEnd: '2',
  zIndex: '2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: 'full',
  bg: 'bg',
  color: 'red.600',
  boxShadow: 'card',
  cursor: 'pointer',
  _hovered: { bg: 'red.50' },
  _pressed: { transform: 'scale(0.94)' },
  focusOutline: 'outside',
  '&[data-busy]': { opacity: 0.6, cursor: 'progress' },
});
