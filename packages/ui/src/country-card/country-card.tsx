import { css } from '@rihla/styled-system/css';
import { PageLink } from '../link/page-link.tsx';
import { cardImageLoading } from '../utils/card-image-loading.ts';
import { cardRaw, stretchedLinkStyle } from '../utils/card-styles.ts';

export interface CountryCardProps {
  country: { id: number; name: string; image: string };
  /** Where the card leads (home: a card search; packages: the country page). */
  href: string;
  /** Optional line under the name, e.g. the number of cities. */
  subtitle?: string;
  headingLevel?: 2 | 3 | 4;
  /** The card's place in its list (0 first): the first row's pictures load at once (utils/card-image-loading). */
  position?: number;
}

/** A country as a tall image with its name over a dark gradient; the whole card is one link. */
export function CountryCard({ country, href, subtitle, headingLevel = 3, position }: CountryCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={root}>
      <img src={country.image} alt="" {...cardImageLoading(position)} className={image} width={300} height={400} />
      <div className={overlay}>
        <Heading className={css({ fontSize: 'xl', fontWeight: '700' })}>
          <PageLink href={href} unstyled className={stretchedLinkStyle}>
            {country.name}
          </PageLink>
        </Heading>
        {subtitle && <p className={css({ fontSize: 'sm' })}>{subtitle}</p>}
      </div>
    </article>
  );
}

// The photo sits behind the text inside the card's own stacking context, so the title link's
// stretched pseudo-element is positioned against the card.
const root = css(cardRaw, {
  aspectRatio: '3 / 4',
  minHeight: '48',
  bg: 'brand.900',
  justifyContent: 'flex-end',
  isolation: 'isolate',
});
const image = css({ position: 'absolute', inset: '0', zIndex: '-1', width: '100%', height: '100%', objectFit: 'cover' });
// The gradient keeps white text above 4.5:1 whatever the photo.
const overlay = css({
  paddingInline: '4',
  paddingBlockStart: '12',
  paddingBlockEnd: '4',
  color: 'white',
  backgroundImage: 'linear-gradient(to top, rgba(6,48,45,0.95) 0%, rgba(6,48,45,0.85) 55%, rgba(6,48,45,0) 100%)',
});
