import { useEffect, useRef, useState } from 'react';

/** How far (px, after damping) the list must be pulled down before letting go refreshes it. */
export const PULL_THRESHOLD_PX = 64;

/**
 * Pull-to-refresh on touch screens (docs/product.md, "States"): a downward drag that starts with the page
 * scrolled to the top pulls an indicator down; letting go past the threshold calls `onRefresh`.
 * Returns the current pull distance for the indicator (0 when not pulling). Mouse and keyboard users
 * have the refresh button instead. The browser's own pull-to-reload is turned off while the list is
 * on screen (overscroll-behavior), so one pull never both reloads the page and the list.
 */
export function usePullToRefresh(onRefresh: () => void): number {
  const [pull, setPull] = useState(0);
  const refreshRef = useRef(onRefresh);
  refreshRef.current = onRefresh;

  useEffect(() => {
    let startY: number | null = null;
    let distance = 0;
    const root = document.documentElement;
    const previous = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';

    const onStart = (e: TouchEvent) => {
      startY = e.touches.length === 1 && window.scrollY <= 0 ? e.touches[0]!.clientY : null;
      distance = 0;
    };
    const onMove = (e: TouchEvent) => {
      if (startY === null) return;
      const dy = e.touches[0]!.clientY - startY;
      // Damped, so the indicator lags the finger as native pull-to-refresh does.
      distance = dy > 0 && window.scrollY <= 0 ? Math.min(dy / 2, PULL_THRESHOLD_PX * 1.5) : 0;
      setPull(distance);
    };
    const onEnd = () => {
      if (startY !== null && distance >= PULL_THRESHOLD_PX) refreshRef.current();
      startY = null;
      distance = 0;
      setPull(0);
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      root.style.overscrollBehaviorY = previous;
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  return pull;
}
