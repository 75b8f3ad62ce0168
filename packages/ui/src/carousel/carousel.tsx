import { Children, useCallback, useState, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { css, cx } from '@rihla/styled-system/css';
import { formatNumber } from '@rihla/contract';
import { ChevronIcon, PauseIcon, PlayIcon } from '../icons/icons.tsx';
import { NativeIconButton } from '../icon-button/native-icon-button.tsx';

export interface CarouselProps {
  /** Name of the carousel region ("رحلات حسب الدولة"). */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Autoplay delay in ms (home banners: 5000). Autoplay always comes with a pause button. */
  autoplayDelay?: number;
  /** Slides visible: 1, then 2 from 640 px, 3 from 1024 px (docs/product.md, "Screens and routes"). */
  slidesPerView?: { base: number; sm: number; lg: number };
  spaceBetween?: number;
  className?: string;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

/** Indices of the slides in view: `perView` slides from the active one. */
export function visibleSlides(activeIndex: number, perView: number, count: number): Set<number> {
  const first = Math.max(0, Math.min(activeIndex, count - perView));
  const out = new Set<number>();
  for (let i = first; i < Math.min(count, first + perView); i++) out.add(i);
  return out;
}

/**
 * A swiper carousel in RTL. Slides out of view are inert and aria-hidden (not focusable), previous and
 * next buttons are named in Arabic, autoplay pauses on hover and focus and has a visible pause/play
 * button (and starts paused when the visitor prefers reduced motion).
 */
export function Carousel({
  label,
  children,
  autoplayDelay,
  slidesPerView = { base: 1, sm: 2, lg: 3 },
  spaceBetween = 16,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: count <= slidesPerView.base });
  const [playing, setPlaying] = useState(() => Boolean(autoplayDelay) && !prefersReducedMotion());

  const sync = useCallback(
    (s: SwiperInstance) => {
      const perView = typeof s.params.slidesPerView === 'number' ? s.params.slidesPerView : 1;
      const visible = visibleSlides(s.activeIndex, perView, s.slides.length);
      s.slides.forEach((el, i) => {
        const hidden = !visible.has(i);
        el.toggleAttribute('inert', hidden);
        el.setAttribute('aria-hidden', String(hidden));
      });
      setEdges({ start: s.isBeginning, end: s.isEnd || count <= perView });
    },
    [count],
  );

  const togglePlay = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <section
      aria-roledescription="عرض شرائح"
      aria-label={label}
      className={cx(root, className)}
      onFocus={() => playing && swiper?.autoplay.pause()}
      onBlur={(e) => {
        if (playing && !e.currentTarget.contains(e.relatedTarget as Node | null)) swiper?.autoplay.resume();
      }}
    >
      {/* Native buttons: a page whose rows turn into carousels loads no react-aria for their arrows (issue 28). */}
      <div className={controls}>
        {autoplayDelay && (
          <NativeIconButton
            variant="surface"
            size="sm"
            aria-label={playing ? 'إيقاف التشغيل التلقائي' : 'تشغيل التلقائي'}
            onClick={togglePlay}
          >
            {playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
          </NativeIconButton>
        )}
        <NativeIconButton
          variant="surface"
          size="sm"
          aria-label="الشريحة السابقة"
          disabled={edges.start}
          onClick={() => swiper?.slidePrev()}
        >
          <ChevronIcon size={18} className={previousIcon} />
        </NativeIconButton>
        <NativeIconButton
          variant="surface"
          size="sm"
          aria-label="الشريحة التالية"
          disabled={edges.end}
          onClick={() => swiper?.slideNext()}
        >
          <ChevronIcon size={18} className={nextIcon} />
        </NativeIconButton>
      </div>
      <Swiper
        dir="rtl"
        modules={[Autoplay]}
        slidesPerView={slidesPerView.base}
        spaceBetween={spaceBetween}
        breakpoints={{ 640: { slidesPerView: slidesPerView.sm }, 1024: { slidesPerView: slidesPerView.lg } }}
        autoplay={
          autoplayDelay ? { delay: autoplayDelay, disableOnInteraction: false, pauseOnMouseEnter: true, enabled: playing } : false
        }
        aria-live={playing ? 'off' : 'polite'}
        onSwiper={(s) => {
          setSwiper(s);
          sync(s);
        }}
        onSlideChange={sync}
        onBreakpoint={sync}
        onResize={sync}
        className={css({ width: '100%' })}
      >
        {slides.map((slide, i) => (
          <SwiperSlide
            key={i}
            role="group"
            aria-roledescription="شريحة"
            aria-label={`${formatNumber(i + 1)} من ${formatNumber(count)}`}
            className={css({ height: 'auto' })}
          >
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

const root = css({ display: 'flex', flexDirection: 'column', gap: '3', minWidth: '0' });
const controls = css({ display: 'flex', justifyContent: 'flex-end', gap: '2' });
// "Previous" points back along the reading direction and "next" forward: mirrored for Arabic.
const previousIcon = css({ transform: 'scaleX(-1)', _rtl: { transform: 'none' } });
const nextIcon = css({ _rtl: { transform: 'scaleX(-1)' } });
