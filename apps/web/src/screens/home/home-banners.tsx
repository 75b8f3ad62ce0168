import { Suspense, useRef } from 'react';
import type { Banner } from '@rihla/contract';
import { css } from '@rihla/styled-system/css';
import { BannerPlaceholder, BannerView } from '../../features/banners/banner-view.tsx';
import { whenReached } from '../../lib/when-near.ts';
import { Carousel, useCarouselTurn } from './carousel-turn.ts';

const AUTOPLAY_MS = 5000;

// The banners are in view from the start, but the carousel does nothing the first banner alone does
// not until its first turn, 5 s in: its code comes a little before that, or as soon as the visitor
// reaches for the banner (issue 28: code on first use).
const LOAD_BEFORE_TURN_MS = 1500;
const untilFirstTurn = (element: Element | null) =>
  Promise.race([whenReached(element), new Promise<void>((r) => setTimeout(r, AUTOPLAY_MS - LOAD_BEFORE_TURN_MS))]);

/**
 * The home banners (type home), autoplaying every 5 s with a pause button once the carousel has
 * loaded (before its first turn, or when reached for); until then the first banner stands alone. A
 * banner's link opens the chat in a new tab.
 */
export function HomeBanners({ banners }: { banners: readonly Banner[] }) {
  const first = banners[0];
  const near = useRef<HTMLDivElement>(null);
  const carouselTurn = useCarouselTurn(near, banners.length > 1, untilFirstTurn);
  // Until the carousel is there, its controls' row is kept free so nothing below moves when it comes.
  if (!first)
    return (
      <div className={controlsSpace}>
        <BannerPlaceholder size="hero" />
      </div>
    );
  if (banners.length === 1) return <BannerSlide banner={first} isFirst />;
  const alone = (
    <div ref={near} className={controlsSpace}>
      <BannerSlide banner={first} isFirst />
    </div>
  );
  if (!carouselTurn) return alone;
  return (
    <Suspense fallback={alone}>
      <Carousel
        label="العروض"
        autoplayDelay={AUTOPLAY_MS}
        slidesPerView={{ base: 1, sm: 1, lg: 1 }}
        className={css({ marginBlockEnd: '6' })}
      >
        {banners.map((banner, i) => (
          <BannerSlide key={banner.id} banner={banner} isFirst={i === 0} />
        ))}
      </Carousel>
    </Suspense>
  );
}

function BannerSlide({ banner, isFirst }: { banner: Banner; isFirst?: boolean }) {
  return (
    <BannerView
      size="hero"
      image={banner.image}
      title={banner.title}
      text={banner.text}
      link={banner.link}
      linkText={banner.link_text}
      priority={isFirst}
    />
  );
}

// The carousel's buttons (pause, previous, next) above the slides: 48 px at every width.
const controlsSpace = css({ paddingBlockStart: '12' });
