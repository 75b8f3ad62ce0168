import { css } from '@rihla/styled-system/css';
import { PageLink } from '../link/page-link.tsx';
import { cardImageLoading } from '../utils/card-image-loading.ts';
import { cardStyle, stretchedLinkStyle } from '../utils/card-styles.ts';

export interface CityCardProps {
  city: { id: number; name: string; image: string };
  /** Where the card leads (home: a card search with the city's slug). */
  href: string;
  /** Optional country name under the city. */
  countryName?: string;
  headingLevel?: 2 | 3 | 4;
  /** The card's place in its list (0 first): the first row's pictures load at once (utils/card-image-loading). */
  position?: number;
}

/** A city: a wide photo with the name beneath; the whole card is one link. */
export function CityCard({ city, href, countryName, headingLevel = 3, position }: CityCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cardStyle}>
      <img src={city.image} alt="" {...cardImageLoading(position)} width={400} height={250} className={image} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', paddingInline: '4', paddingBlock: '3' })}>
        <Heading className={css({ fontSize: 'lg', fontWeight: '700' })}>
          <PageLink href={href} unstyled className={stretchedLinkStyle}>
            {city.name}
          </PageLink>
        </Heading>
        {countryName && <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{countryName}</p>}
      </div>
    </article>
  );
}

const image = css({ width: '100%', aspectRatio: '8 / 5', objectFit: 'cover', bg: 'bg.muted', display: 'block' });
