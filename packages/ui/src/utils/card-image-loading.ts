import type { ImgHTMLAttributes } from 'react';

/** Cards in a list's first row: three a row from 64em (PICTURE_SIZES.card), one on a phone. */
const FIRST_ROW = 3;

/**
 * How a card's picture loads, by the card's place in its list (issue 28). The first row is above the
 * fold: fetched as soon as the server's HTML names it, not once layout finds it in view; the very
 * first is the page's largest content on a phone (Lighthouse found a listing's LCP waiting on a lazy
 * picture), so it also gets high priority. Cards further down, or with no known place, load lazily.
 */
export function cardImageLoading(
  position: number | undefined,
): Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority'> {
  if (position === undefined || position >= FIRST_ROW) return { loading: 'lazy' };
  return position === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'eager' };
}
