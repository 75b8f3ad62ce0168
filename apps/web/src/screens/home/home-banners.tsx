import { lazy, Suspense } from 'react';
import type { Banner } from '@rihla/contract';
import { css } from '@rihla/styled-system/css';
import { Link } from '@rihla/ui/link/link';

const Carousel = lazy(() => import('@rihla/ui/carousel/carousel').then((m) => ({ default: m.Carousel })));

const AUTOPLAY_MS = 5000;

/**
 * The home banners (type home), autoplaying every 5 s with a pause button once the carousel has
 * loaded; until then the first banner stands alone. A banner's link opens the chat in a new tab.
 */
export function HomeBanners({ banners }: { banners: readonly Banner[] }) {
  const first = banners[0];
  // Until the carousel is there, its controls' row is kept free so nothing below moves when it comes.
  if (!first)
    return (
      <div className={controlsSpace}>
        <div className={frame} aria-hidden="true" />
      </div>
    );
  if (banners.length === 1) return <BannerSlide banner={first} />;
  return (
    <Suspense
      fallback={
        <div className={controlsSpace}>
          <BannerSlide banner={first} />
        </div>
      }
    >
      <Carousel
        label="العروض"
        autoplayDelay={AUTOPLAY_MS}
        slidesPerView={{ base: 1, sm: 1, lg: 1 }}
        className={css({ marginBlockEnd: '6' })}
      >
        {banners.map((banner) => (
          <BannerSlide key={banner.id} banner={banner} />
        ))}
      </Carousel>
    </Suspense>
  );
}

function BannerSlide({ banner }: { banner: Banner }) {
  return (
    <div className={frame}>
      <img src={banner.image} alt="" className={picture} />
      <div className={content}>
        <p className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: '700', lineHeight: '1.3' })}>{banner.title}</p>
        {banner.text && <p className={css({ fontSize: { base: 'md', md: 'lg' }, maxWidth: '50ch' })}>{banner.text}</p>}
        {banner.link && banner.link_text && (
          <Link href={banner.link} isExternal variant="button" className={css({ alignSelf: 'flex-start' })}>
            {banner.link_text}
          </Link>
        )}
      </div>
    </div>
  );
}

const frame = css({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: 'card',
  bg: 'brand.900',
  minHeight: { base: '64', md: '96' },
  height: '100%',
  display: 'flex',
  alignItems: 'flex-end',
});
// The carousel's dots and pause button below the slides: 48 px at every width.
const controlsSpace = css({ paddingBlockEnd: '12' });
const picture = css({ position: 'absolute', inset: '0', width: '100%', height: '100%', objectFit: 'cover' });
const content = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  width: '100%',
  paddingInline: { base: '5', md: '10' },
  paddingBlockStart: '16',
  paddingBlockEnd: { base: '5', md: '10' },
  color: 'white',
  backgroundImage: 'linear-gradient(to top, rgba(6,48,45,0.95) 0%, rgba(6,48,45,0.8) 60%, rgba(6,48,45,0) 100%)',
});
