import { css } from '@rihla/styled-system/css';
import { PageLink } from '../link/page-link.tsx';
import { durationText, type TagTrip } from '@rihla/contract';
import { Badge } from '../badge/badge.tsx';
import { Picture, PICTURE_SIZES } from '../picture/picture.tsx';
import { cardImageLoading } from '../utils/card-image-loading.ts';
import { cardBodyStyle, cardImageStyle, cardStyle, cardTitleStyle, stretchedLinkStyle } from '../utils/card-styles.ts';

export interface TagTripCardProps {
  trip: TagTrip;
  /** Where the card leads (defaults to the trip's canonical page). */
  href?: string;
  headingLevel?: 2 | 3 | 4;
  /** The card's place in its list (0 first): the first row's pictures load at once (utils/card-image-loading). */
  position?: number;
}

/** A trip in a tag listing: image, tag chips, title, destination city and duration ("يومان"). */
export function TagTripCard({ trip, href = trip.link, headingLevel = 3, position }: TagTripCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cardStyle}>
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
        {trip.tags.length > 0 && (
          <ul aria-label="الوسوم" className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none' })}>
            {trip.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="accent">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <Heading className={cardTitleStyle}>
          <PageLink href={href} unstyled className={stretchedLinkStyle}>
            {trip.title}
          </PageLink>
        </Heading>
        <dl
          className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '1', fontSize: 'sm', color: 'fg.muted' })}
        >
          <div className={css({ display: 'flex', gap: '1' })}>
            <dt>المدينة:</dt>
            <dd className={css({ color: 'fg', fontWeight: '600' })}>{trip.to_city.name}</dd>
          </div>
          <div className={css({ display: 'flex', gap: '1' })}>
            <dt>المدة:</dt>
            <dd className={css({ color: 'fg', fontWeight: '600' })}>{durationText(trip.duration)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
