import { lazy, useEffect, useState, type RefObject } from 'react';
import { whenNear } from '../../lib/when-near.ts';

type CarouselModule = typeof import('@rihla/ui/carousel/carousel');

let carouselModule: Promise<CarouselModule> | undefined;
const loadCarousel = () => (carouselModule ??= import('@rihla/ui/carousel/carousel'));

/** Swiper's carousel; render it once `useCarouselTurn` says so (its code is loaded by then). */
export const Carousel = lazy(() => loadCarousel().then((m) => ({ default: m.Carousel })));

const waiting: (() => void)[] = [];
let busy = false;

function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 250 });
  else setTimeout(run, 50);
}

function nextTurn() {
  const take = waiting.shift();
  busy = Boolean(take);
  if (take) whenIdle(take);
}

/**
 * Swiper (the carousel) is loaded once a carousel's stand-in (`near`) comes near the viewport or is
 * reached into (issue 28: no page loads it before the visitor may use it; `until` may say
 * otherwise), and the carousels of a page mount one per idle moment, in the order they asked: each
 * mount (Swiper measures its slides) is a task of its own, not part of one long task. Until its turn
 * a carousel's caller shows its plain stand-in of the same size. True once this caller may mount its
 * `Carousel`.
 */
export function useCarouselTurn(
  near: RefObject<Element | null>,
  enabled = true,
  until: (element: Element | null) => Promise<void> = whenNear,
): boolean {
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const take = () => {
      loadCarousel().then(
        () => {
          if (live) setTurn(true);
          nextTurn(); // the next carousel mounts at the next idle moment, after this one's render
        },
        () => {
          carouselModule = undefined; // a failed download may be tried again by the next caller
          nextTurn();
        },
      );
    };
    void until(near.current).then(() => {
      if (!live) return;
      waiting.push(take);
      if (!busy) nextTurn();
    });
    return () => {
      live = false;
      const i = waiting.indexOf(take);
      if (i >= 0) waiting.splice(i, 1);
    };
  }, [enabled, near, until]);
  return turn;
}
