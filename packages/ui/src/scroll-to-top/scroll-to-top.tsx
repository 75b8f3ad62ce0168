import { useEffect, useState } from 'react';
import { css } from '@rihla/styled-system/css';
import { ArrowUpIcon } from '../icons/icons.tsx';
import { BareButton } from '../button/bare-button.tsx';

export interface ScrollToTopProps {
  /** Scroll distance in px after which the button appears (docs/product.md, "Constants and limits": 300). */
  threshold?: number;
  label?: string;
}

/**
 * Floating "back to top" button, shown after `threshold` px of scroll, at the inline end. A native
 * button: it is in every page's shell, which loads no react-aria (issue 28).
 */
export function ScrollToTop({ threshold = 300, label = 'العودة إلى أعلى الصفحة' }: ScrollToTopProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    // The first look waits until the browser is idle: reading the scroll position right after the
    // page's first render would make the browser lay the page out inside this script (a forced reflow).
    const idle = typeof requestIdleCallback === 'function';
    const first = idle ? requestIdleCallback(update) : window.setTimeout(update, 0);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      if (idle) cancelIdleCallback(first);
      else window.clearTimeout(first);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  if (!visible) return null;
  return (
    <BareButton
      aria-label={label}
      className={button}
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      <ArrowUpIcon />
    </BareButton>
  );
}

const button = css({
  position: 'fixed',
  insetBlockEnd: '5',
  insetInlineEnd: '5',
  zIndex: '800',
  // Above a page's bottom bar (the trip page's on a phone) rather than on it.
  'body:has([data-bottom-bar]) &': { insetBlockEnd: { base: '20', lg: '5' } },
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: 'full',
  bg: 'accent',
  color: 'fg.onAccent',
  boxShadow: 'card',
  cursor: 'pointer',
  _hovered: { bg: 'accent.hover' },
  _pressed: { bg: 'accent.pressed' },
  focusOutline: 'far',
});
